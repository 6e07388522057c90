import { APP_HOST, type TestApp } from './test-app.ts';

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** One API call through `app.inject` on the app host; the reply's status and parsed JSON. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: CallOptions = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field
): Promise<{ status: number; body: any }> {
  const response = await t.app.inject({
    method,
    url: `/api/${path}`,
    headers: {
      host: APP_HOST,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
}
