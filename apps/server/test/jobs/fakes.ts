import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { TwilioConfig } from '../../src/config.ts';

/** What the local SMTP server answers; the fault tests change it while the worker runs. */
export interface SmtpBehaviour {
  /** Answer this code (421) to every new connection instead of the greeting. */
  refuseConnectionsWith: number | null;
  /** Answer this code (451) after the message's data instead of 250. */
  refuseDataWith: number | null;
  /** RCPT TO of these addresses is answered 550 (no such mailbox). */
  refusedRecipients: Set<string>;
  /** From this arrival on (1-based, counted when a message's data is complete), send no reply at all. */
  holdFrom: number | null;
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  behaviour: SmtpBehaviour;
  /** Every Message-ID the server answered 250 to, in order, repeats included. */
  accepted: string[];
  /** Message-IDs whose reply is held (never answered). */
  held: string[];
  /** The header block of every message whose data arrived, in order. */
  headerBlocks: string[];
  /** Messages whose data arrived, whatever the answer. */
  arrivals(): number;
  connections(): number;
  close(): Promise<void>;
}

/** A local SMTP server (npm smtp-server) that records each accepted message's Message-ID. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const behaviour: SmtpBehaviour = {
    refuseConnectionsWith: null,
    refuseDataWith: null,
    refusedRecipients: new Set(),
    holdFrom: null,
  };
  const accepted: string[] = [];
  const held: string[] = [];
  const headerBlocks: string[] = [];
  let arrivals = 0;
  let connections = 0;
  const smtpError = (code: number, message: string) =>
    Object.assign(new Error(message), { responseCode: code });

  const server = new SMTPServer({
    authOptional: true,
    // Plain text on 127.0.0.1: nodemailer would otherwise upgrade to TLS with a self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS of 127.0.0.1 per connection: it measures the resolver, not the worker.
    disableReverseLookup: true,
    closeTimeout: 1_000,
    onConnect(_session: SMTPServerSession, callback: (error?: Error | null) => void) {
      connections++;
      const code = behaviour.refuseConnectionsWith;
      callback(code ? smtpError(code, 'Service not available, try again later') : null);
    },
    onRcptTo(address, _session, callback) {
      callback(
        behaviour.refusedRecipients.has(address.address.toLowerCase())
          ? smtpError(550, `No such user here: ${address.address}`)
          : null,
      );
    },
    onData(
      stream: SMTPServerDataStream,
      _session: SMTPServerSession,
      callback: (error?: Error | null) => void,
    ) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
        const messageId = /^message-id:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? '(none)';
        headerBlocks.push(headers);
        arrivals++;
        if (behaviour.holdFrom !== null && arrivals >= behaviour.holdFrom) {
          // No reply: the client has sent the message and waits for a 250 that never comes.
          held.push(messageId);
          return;
        }
        if (behaviour.refuseDataWith) {
          callback(smtpError(behaviour.refuseDataWith, 'Requested action aborted: try again later'));
          return;
        }
        accepted.push(messageId);
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    behaviour,
    accepted,
    held,
    headerBlocks,
    arrivals: () => arrivals,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message whose Message-ID the SMTP transport set: `<outbox row id@host>`. */
export function rowIdOfMessageId(messageId: string): string {
  return /^<([^@>]+)@/.exec(messageId)?.[1] ?? messageId;
}

export interface TwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface FakeTwilio {
  config: TwilioConfig;
  /** `up` answers 201; `down` 503; `throttled` 429, as Twilio does. */
  state: 'up' | 'down' | 'throttled';
  /** Numbers answered 400 with Twilio's error 21211. */
  invalidNumbers: Set<string>;
  /** Every message answered 201, in order, repeats included. */
  accepted: TwilioMessage[];
  requests(): number;
  close(): Promise<void>;
}

/**
 * A local HTTP server answering like Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * with basic auth (account SID, auth token) and a form body (To, From, Body); 201 with the message's
 * JSON, Twilio's JSON errors otherwise.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const from = '+15005550006';
  let requests = 0;
  const fake: Omit<FakeTwilio, 'config' | 'close'> = {
    state: 'up',
    invalidNumbers: new Set(),
    accepted: [],
    requests: () => requests,
  };
  const expectedAuthorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const error = (status: number, code: number, message: string) => ({
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });

  const server: Server = createServer((request, response) => {
    void (async () => {
      requests++;
      const body = new URLSearchParams(await readBody(request));
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
        return reply(404, error(404, 20404, 'The requested resource was not found'));
      if (request.headers.authorization !== expectedAuthorization)
        return reply(401, error(401, 20003, 'Authenticate'));
      if (fake.state === 'down') return reply(503, error(503, 20503, 'Service unavailable'));
      if (fake.state === 'throttled') return reply(429, error(429, 20429, 'Too Many Requests'));
      const to = body.get('To') ?? '';
      if (!body.get('From') || !body.get('Body'))
        return reply(400, error(400, 21602, 'Message body is required.'));
      if (fake.invalidNumbers.has(to))
        return reply(400, error(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
      const message: TwilioMessage = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to,
        from: body.get('From')!,
        body: body.get('Body')!,
      };
      fake.accepted.push(message);
      reply(201, {
        sid: message.sid,
        account_sid: accountSid,
        to: message.to,
        from: message.from,
        body: message.body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    config: { accountSid, authToken, from, apiUrl: `http://127.0.0.1:${port}` },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Polls `condition` until it holds; the fault tests wait for states, never for a fixed time. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
