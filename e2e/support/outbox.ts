import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  language: string;
}

/**
 * The outbox answers this machine on any host. Node's resolver does not map `app.localhost` to loopback
 * (browsers do), so the test reads it through the plain `localhost` of the same server.
 */
export async function latestMailTo(
  request: APIRequestContext,
  baseURL: string,
  to: string,
): Promise<OutboxMessage> {
  const url = new URL('/dev/outbox.json', baseURL);
  url.hostname = 'localhost';
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(url.toString());
        const body = (await reply.json()) as { data: OutboxMessage[] };
        found = body.data.find((message) => message.to === to);
        return Boolean(found);
      },
      { message: `an e-mail to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link into the app that the message carries. */
export function appLinkIn(message: OutboxMessage): string {
  const link = /https?:\/\/app\.[^\s"'<>]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no app link in: ${message.text}`);
  return link;
}
