/**
 * Every request the server makes to an address a user gave (a calendar to read for busy time, a
 * webhook endpoint): bounded in time and size, and refused when the address is on the server's own
 * network (docs/security.md, "Requests to addresses users give"), so nobody can point the server at a
 * database port or a cloud metadata service. The host is resolved here and the connection goes to the
 * address that was checked, so a name that resolves to a public address once and a private one the
 * next time (DNS rebinding) gets nothing; every redirect is checked again.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-addresses.ts';

export type OutboundErrorCode = 'address_refused' | 'timeout' | 'too_large' | 'network' | 'bad_url';

export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  /** The most body bytes read; more is `too_large`. */
  maxBytes: number;
  /** OUTBOUND_ALLOW_PRIVATE: the operator lets the server reach its own network. */
  allowPrivate: boolean;
  /** Redirects followed (each checked again); 0: a redirect is answered as it is. */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  /** The address finally answered, after redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The URL to request, or `bad_url`: http or https only, no credentials in it. */
export function parseOutboundUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundError('bad_url', 'not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('bad_url', `scheme ${url.protocol} is not fetched`);
  if (url.username || url.password) throw new OutboundError('bad_url', 'credentials in the URL');
  return url;
}

const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks an address before it is stored (a calendar or an endpoint being added): null when the server
 * may reach it, else why not. The check is repeated at every request.
 */
export async function checkOutboundUrl(
  value: string,
  allowPrivate: boolean,
): Promise<OutboundErrorCode | null> {
  try {
    const url = parseOutboundUrl(value);
    if (allowPrivate) return null;
    const host = hostOf(url);
    const addresses = isIP(host) ? [host] : (await resolveAll(host)).map((entry) => entry.address);
    return addresses.some(isPrivateAddress) ? 'address_refused' : null;
  } catch (error) {
    return error instanceof OutboundError ? error.code : 'network';
  }
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) =>
      error ? reject(new OutboundError('network', `cannot resolve ${host}`)) : resolve(addresses),
    ),
  );
}

/** A lookup that answers only addresses the server may reach (every one must be allowed). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses;
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address)))
        return callback(new OutboundError('address_refused', `${hostname} is on a private network`), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new OutboundError('network', `cannot resolve ${hostname}`), '', 4);
      callback(null, first.address, first.family);
    });
  };
}

/** Makes the request (following allowed redirects) within the time and size bounds. */
export async function outboundRequest(request: OutboundRequest): Promise<OutboundResponse> {
  const deadline = AbortSignal.timeout(request.timeoutMs);
  let url = parseOutboundUrl(request.url);
  let method = request.method ?? 'GET';
  let body = request.body;
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(url, { ...request, method, body }, deadline);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location || redirects >= (request.maxRedirects ?? 0))
      return response;
    url = parseOutboundUrl(new URL(location, url).toString());
    if (
      response.status === 303 ||
      ((response.status === 301 || response.status === 302) && method === 'POST')
    ) {
      method = 'GET';
      body = undefined;
    }
  }
}

function requestOnce(url: URL, request: OutboundRequest, deadline: AbortSignal): Promise<OutboundResponse> {
  const host = hostOf(url);
  if (!request.allowPrivate && isIP(host) && isPrivateAddress(host))
    return Promise.reject(new OutboundError('address_refused', `${host} is on a private network`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const fail = (error: unknown) => reject(asOutboundError(error, deadline));
    const outgoing = client.request(
      url,
      {
        method: request.method ?? 'GET',
        headers: {
          'user-agent': 'Sessionbook (+https://sessionbook.app)',
          ...request.headers,
          ...(request.body !== undefined ? { 'content-length': Buffer.byteLength(request.body) } : {}),
        },
        lookup: guardedLookup(request.allowPrivate),
        signal: deadline,
        // A proxy from the environment would decide where the connection really goes: none.
        agent: false,
      },
      (incoming) => {
        const declared = Number(incoming.headers['content-length']);
        if (Number.isFinite(declared) && declared > request.maxBytes) {
          incoming.destroy();
          return reject(new OutboundError('too_large', `${declared} bytes announced`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > request.maxBytes) {
            incoming.destroy();
            reject(new OutboundError('too_large', `more than ${request.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('error', fail);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: flatHeaders(incoming.headers),
            body: Buffer.concat(chunks),
            url: url.toString(),
          }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

function asOutboundError(error: unknown, deadline: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof OutboundError) return cause;
  if (deadline.aborted) return new OutboundError('timeout', 'no complete answer in time');
  return new OutboundError('network', error instanceof Error ? error.message : String(error));
}
