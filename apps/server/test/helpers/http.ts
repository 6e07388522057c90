import { expect } from 'vitest';
import { contractOf } from './contract.ts';
import { injectAndRead } from './event-stream.ts';
import { APP_HOST, type TestApp } from './test-app.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** A raw JSON text to send instead of `body` (`'null'`, a deliberately broken document, ...). */
  json?: string;
}

/**
 * One API call through `app.inject` on the app host; the reply's status and parsed JSON (or text; an
 * event stream's first event, after which the stream is closed). Every reply
 * is held against the OpenAPI document (its status listed, its 2xx body valid, its error in the shape
 * of docs/product/errors.md#error-reply-shape), so each API test also checks the contract of what it calls.
 */
export async function call(
  t: TestApp,
  method: HttpMethod,
  path: string,
  options: CallOptions = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field
): Promise<{ status: number; body: any }> {
  const url = `/api/${path}`;
  const response = await injectAndRead(t.app, {
    method,
    url,
    headers: {
      host: APP_HOST,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.json !== undefined
      ? { payload: options.json }
      : options.body === undefined
        ? {}
        : { payload: options.body as object }),
  });
  // JSON replies parsed; any other (the `text/calendar` feed) as its text.
  const json = /[/+]json\b/.test(String(response.headers['content-type'] ?? ''));
  const body = response.body ? (json ? JSON.parse(response.body) : response.body) : null;
  expect(contractOf(t.app).problemsOf(method, url, response.statusCode, body), `${method} ${url}`).toEqual(
    [],
  );
  return { status: response.statusCode, body };
}
