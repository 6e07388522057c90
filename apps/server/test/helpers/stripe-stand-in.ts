/**
 * A local stand-in of the parts of Stripe's API that Sessionbook calls (docs/decisions/0049-paid-online.md):
 * the official `stripe` package is pointed at it (STRIPE_API_URL), so the requests are the ones the
 * package really sends (form-encoded, with its `Stripe-Account` and `Idempotency-Key` headers). It
 * records every request, builds Stripe's events and signs them with the package's own test helper,
 * and serves a checkout page whose "Pay" button delivers `checkout.session.completed` and goes back
 * to the session's success_url, as Stripe Checkout does.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_secret';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body, with Stripe's bracket keys (`line_items[0][quantity]`) unfolded into objects. */
  body: Record<string, unknown>;
  stripeAccount: string | null;
  idempotencyKey: string | null;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  /** The connected account it was made on (the request's `Stripe-Account`); null: the platform's own. */
  account: string | null;
}

/** Where signed events go: a function (`app.inject`) or a URL (a running server). */
export type DeliverTo = (body: string, signature: string) => Promise<{ status: number; body: unknown }>;

export interface SignOptions {
  secret?: string;
  /** The signature's time in seconds (default now): an old one is a late or replayed event. */
  timestamp?: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[0][b]=1` → `{ a: { 0: { b: '1' } } }`, as Stripe reads the package's form bodies. */
function unfold(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  readonly accounts = new Map<
    string,
    { id: string; object: 'account'; email: string; charges_enabled: boolean }
  >();
  /** Whether accounts made from now on can charge at once (Stripe's onboarding finished). */
  chargesEnabledOnCreate = true;
  /** Where the checkout page's "Pay" delivers `checkout.session.completed` (a running server). */
  webhookUrl: string | null = null;
  private readonly stripe = new Stripe(STAND_IN_SECRET_KEY);
  private readonly idempotent = new Map<string, unknown>();
  private server: Server | null = null;
  url = '';

  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.sessions.clear();
    this.accounts.clear();
    this.idempotent.clear();
    this.chargesEnabledOnCreate = true;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const text = await readBody(request);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      body: unfold(new URLSearchParams(text)),
      stripeAccount: header('stripe-account'),
      idempotencyKey: header('idempotency-key'),
    };
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    const pay = /^\/pay\/(cs_\w+)$/.exec(url.pathname);
    if (pay) return this.checkoutPage(request.method ?? 'GET', pay[1]!, response);
    this.requests.push(recorded);
    const key = recorded.idempotencyKey ? `${recorded.path}:${recorded.idempotencyKey}` : null;
    if (key && this.idempotent.has(key)) return json(200, this.idempotent.get(key));
    const answer = this.answer(recorded, url.pathname);
    if (!answer) return json(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    if (key) this.idempotent.set(key, answer);
    return json(200, answer);
  }

  private answer(request: RecordedRequest, path: string): unknown {
    const body = request.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- form data
    if (request.method === 'POST' && path === '/v1/accounts') {
      const account = {
        id: id('acct'),
        object: 'account' as const,
        email: String(body.email ?? ''),
        charges_enabled: this.chargesEnabledOnCreate,
      };
      this.accounts.set(account.id, account);
      return account;
    }
    if (request.method === 'POST' && path === '/v1/account_links')
      return {
        object: 'account_link',
        url: `${this.url}/onboarding/${String(body.account)}`,
        created: Math.floor(Date.now() / 1000),
        expires_at: Math.floor(Date.now() / 1000) + 300,
      };
    const account = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
    if (request.method === 'GET' && account) return this.accounts.get(account[1]!) ?? null;
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const item = body.line_items?.['0'] ?? {};
      const sessionId = id('cs_test');
      const session: StandInSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `${this.url}/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
        currency: String(item.price_data?.currency ?? ''),
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        customer_email: body.customer_email ?? null,
        success_url: String(body.success_url ?? ''),
        cancel_url: String(body.cancel_url ?? ''),
        payment_intent: null,
        account: request.stripeAccount,
      };
      this.sessions.set(sessionId, session);
      return session;
    }
    const session = /^\/v1\/checkout\/sessions\/(cs_\w+)$/.exec(path);
    if (request.method === 'GET' && session) return this.sessions.get(session[1]!) ?? null;
    return null;
  }

  /** The checkout page: a "Pay" button that pays the session, tells the app, and goes back. */
  private async checkoutPage(method: string, sessionId: string, response: ServerResponse): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (!session) {
      response.writeHead(404).end('No such session');
      return;
    }
    if (method === 'POST') {
      const event = this.paid(sessionId);
      if (this.webhookUrl) await this.deliver(event, toUrl(this.webhookUrl));
      response.writeHead(303, { location: session.success_url }).end();
      return;
    }
    const amount = (session.amount_total / 100).toFixed(2);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay</title>
<meta name="viewport" content="width=device-width"></head><body><main><h1>Stripe Checkout stand-in</h1>
<p>${amount} ${session.currency.toUpperCase()}</p>
<form method="post" action="/pay/${sessionId}"><button type="submit">Pay</button></form></main></body></html>`);
  }

  /** An event as Stripe sends it; `account` names the connected account it happened on. */
  event(type: string, object: unknown, account: string | null = null): Stripe.Event {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
      ...(account ? { account } : {}),
    } as unknown as Stripe.Event;
  }

  /** The session paid (as Stripe records it), and its `checkout.session.completed`. */
  paid(sessionId: string, type = 'checkout.session.completed'): Stripe.Event {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= id('pi');
    const { account, url: _url, ...object } = session;
    return this.event(type, { ...object, url: null }, account);
  }

  /** `charge.refunded` for a paid session: `refunded` of its amount so far (all of it by default). */
  refunded(sessionId: string, refunded?: number): Stripe.Event {
    const session = this.sessions.get(sessionId);
    if (!session?.payment_intent) throw new Error(`Session ${sessionId} is not paid`);
    const amount = session.amount_total;
    const total = refunded ?? amount;
    return this.event(
      'charge.refunded',
      {
        id: id('ch'),
        object: 'charge',
        amount,
        amount_refunded: total,
        refunded: total >= amount,
        currency: session.currency,
        payment_intent: session.payment_intent,
        metadata: session.metadata,
      },
      session.account,
    );
  }

  /** The signed request body and `Stripe-Signature` header of an event. */
  sign(event: Stripe.Event, options: SignOptions = {}): { body: string; signature: string } {
    const body = JSON.stringify(event, null, 2);
    const signature = this.stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { body, signature };
  }

  /** Signs the event and sends it, as Stripe's webhook delivery does. */
  async deliver(event: Stripe.Event, to: DeliverTo, options: SignOptions = {}) {
    const { body, signature } = this.sign(event, options);
    return to(body, signature);
  }
}

/** Delivery to a running server's webhook URL. */
export function toUrl(webhookUrl: string): DeliverTo {
  return async (body, signature) => {
    const reply = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    return { status: reply.status, body: await reply.json().catch(() => null) };
  };
}
