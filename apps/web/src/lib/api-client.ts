/**
 * The one way the app talks to the API (docs/product/api.md#base-address).
 *
 *   api.get(path, opts?)          GET, debounced per URL (see below)
 *   api.post(path, body?, opts?)  also put / patch / delete
 *
 * Paths are relative to `api.url` of /config.json (`auth/login`, not `/api/auth/login`). Adds the
 * bearer token and Accept-Language, unwraps `{ data }` and returns `data` (`envelope: true` returns the
 * whole reply, for paginated lists). The reply comes back as `unknown`, with no type argument to claim
 * otherwise: the caller checks it with the route's shared schema (docs/product/api.md#base-address), so
 * a reply that drifted from the contract fails where it arrives. A non-2xx answer throws
 * `ApiError` with the status, the machine code and the 422 field errors; no answer at all throws
 * status 0 with code `network_errors.cors`, and a change attempted offline throws status 0 with code
 * `network_errors.offline` before anything is sent. A 401 'Unauthenticated.' clears the session.
 */
import { UNAUTHENTICATED_MESSAGE, REQUEST_DEBOUNCE_MS } from '@sessionbook/domain';
import i18next from 'i18next';
import { apiBase } from './config.ts';
import { OFFLINE_CODE } from './offline-code.ts';
import { clearSession, getSessionState } from './session-store.ts';

export class ApiError extends Error {
  status: number;
  code?: string;
  fieldErrors: Record<string, string[]>;

  constructor(status: number, message: string, code?: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (code !== undefined) this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export interface RequestOptions {
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Overrides the stored token (spec: `auth/refresh` takes an optional bearer override). */
  token?: string | null;
  headers?: Record<string, string>;
  /**
   * Return the whole reply instead of its `data`: paginated lists carry their metadata beside it
   * (`{ data, current_page, last_page, per_page, total }`).
   */
  envelope?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(path.replace(/^\//, ''), new URL(apiBase(), window.location.origin));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function send(
  method: Method,
  url: string,
  body: unknown,
  opts: RequestOptions,
  signal?: AbortSignal,
): Promise<unknown> {
  const token = opts.token === undefined ? getSessionState().token : opts.token;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18next.language || 'en',
    ...opts.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (a file upload) sets its own multipart type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  // Offline, a change is refused at once (issue 24 item 4): never sent later, never half-sent.
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ApiError(0, OFFLINE_CODE, OFFLINE_CODE);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // fetch rejects only when no answer arrived: offline, DNS, CORS.
    throw new ApiError(0, 'network_errors.cors', 'network_errors.cors');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const reply = (payload ?? {}) as { message?: unknown; code?: unknown; errors?: unknown };
    const message = typeof reply.message === 'string' ? reply.message : '';
    if (response.status === 401 && message === UNAUTHENTICATED_MESSAGE) clearSession();
    throw new ApiError(
      response.status,
      message || `network_errors.${response.status}`,
      typeof reply.code === 'string' ? reply.code : undefined,
      isFieldErrors(reply.errors) ? reply.errors : {},
    );
  }
  if (!opts.envelope && payload && typeof payload === 'object' && 'data' in payload) return payload.data;
  return payload;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    )
  );
}

/**
 * GET debounce (docs/product/api.md#request-debounce and docs/product/constants.md#interface-timings): the
 * first request to a URL leaves at once; another one to the
 * same URL while it is pending aborts it and is sent after REQUEST_DEBOUNCE_MS of quiet. Every caller
 * of that burst receives the latest answer, so the aborted ones are ignored silently and never surface
 * as an error, and no caller is left hanging (which would freeze a React Query query).
 */
interface Pending {
  controller: AbortController | null;
  timer: ReturnType<typeof setTimeout> | null;
  waiters: { resolve: (value: unknown) => void; reject: (reason: unknown) => void }[];
}
const pendingGets = new Map<string, Pending>();

function debouncedGet(url: string, opts: RequestOptions): Promise<unknown> {
  let entry = pendingGets.get(url);
  const isFirst = !entry;
  if (!entry) {
    entry = { controller: null, timer: null, waiters: [] };
    pendingGets.set(url, entry);
  }
  const current = entry;
  const promise = new Promise<unknown>((resolve, reject) => {
    current.waiters.push({ resolve, reject });
  });

  const fire = () => {
    current.timer = null;
    const controller = new AbortController();
    current.controller = controller;
    send('GET', url, undefined, opts, controller.signal).then(
      (value) => settle(controller, (w) => w.resolve(value)),
      (error: unknown) => settle(controller, (w) => w.reject(error)),
    );
  };
  const settle = (controller: AbortController, each: (waiter: Pending['waiters'][number]) => void) => {
    if (current.controller !== controller || controller.signal.aborted) return; // superseded: silent
    pendingGets.delete(url);
    current.waiters.forEach(each);
  };

  if (isFirst) fire();
  else {
    current.controller?.abort();
    current.controller = null;
    if (current.timer) clearTimeout(current.timer);
    current.timer = setTimeout(fire, REQUEST_DEBOUNCE_MS);
  }
  return promise;
}

export const api = {
  get(path: string, opts: RequestOptions = {}): Promise<unknown> {
    return debouncedGet(buildUrl(path, opts.query), opts);
  },
  post(path: string, body?: unknown, opts: RequestOptions = {}): Promise<unknown> {
    return send('POST', buildUrl(path, opts.query), body, opts);
  },
  put(path: string, body?: unknown, opts: RequestOptions = {}): Promise<unknown> {
    return send('PUT', buildUrl(path, opts.query), body, opts);
  },
  patch(path: string, body?: unknown, opts: RequestOptions = {}): Promise<unknown> {
    return send('PATCH', buildUrl(path, opts.query), body, opts);
  },
  delete(path: string, opts: RequestOptions = {}, body?: unknown): Promise<unknown> {
    return send('DELETE', buildUrl(path, opts.query), body, opts);
  },
};
