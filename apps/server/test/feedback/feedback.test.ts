import { TEXT_AREA_MAX } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { call } from '../helpers/http.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';

const OPERATOR = 'operator@sessionbook.localhost';

interface StoredReport {
  user_id: string | null;
  kind: string;
  message: string;
  page: string | null;
  theme: string | null;
}

async function storedReports(t: TestApp): Promise<StoredReport[]> {
  const result = (await t.deps.database.db.execute(
    sql`select user_id, kind, message, page, theme from feedback_reports order by created_at`,
  )) as unknown as { rows: StoredReport[] };
  return result.rows;
}

async function operatorMails(t: TestApp) {
  return (await t.outbox.all()).filter((row) => row.toAddress === OPERATOR);
}

describe.each(databaseKinds)('report a problem and suggest an improvement (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('stores a client report and mails it to the operator, with the client as Reply-To', async () => {
    const client = await clientAccount(t, 'ana');
    const reply = await call(t, 'POST', 'feedback', {
      token: client.token,
      body: {
        kind: 'problem',
        message: '  The calendar does not load on my phone.\nIt stays blank.  ',
        page: '/calendar?view=3',
        theme: 'client',
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.id).toMatch(/^[0-9a-f-]{36}$/);

    const [report] = await storedReports(t);
    expect(report).toMatchObject({
      kind: 'problem',
      message: 'The calendar does not load on my phone.\nIt stays blank.',
      page: '/calendar?view=3',
      theme: 'client',
    });
    expect(report!.user_id).toBeTruthy();

    const mails = await operatorMails(t);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.template).toBe('feedback_problem');
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Problem report from ana@example.test');
    expect(mail.headers).toMatchObject({ 'Reply-To': 'ana@example.test' });
    expect(mail.text).toContain('Message: The calendar does not load on my phone.\nIt stays blank.');
    expect(mail.text).toContain('Page: /calendar?view=3');
    expect(mail.text).toContain(`${t.deps.config.appUrl}/calendar?view=3`);
    // Not the reader's own mail: no unsubscribe link, no account of the operator.
    expect(mail.userId).toBeNull();
    expect(mail.headers).not.toHaveProperty('List-Unsubscribe');
  });

  it("takes a professional's suggestion without a page and escapes its text in the HTML", async () => {
    const pro = await professional(t, 'petra');
    const reply = await call(t, 'POST', 'feedback', {
      token: pro.token,
      body: { kind: 'improvement', message: 'Dark mode <b>please</b> & thanks', theme: 'professional' },
    });
    expect(reply.status).toBe(201);
    expect(await storedReports(t)).toMatchObject([
      { kind: 'improvement', page: null, theme: 'professional', message: 'Dark mode <b>please</b> & thanks' },
    ]);
    const [mail] = await operatorMails(t);
    expect(mail!.template).toBe('feedback_improvement');
    expect(mail!.subject).toBe('Improvement suggestion from petra@example.test');
    expect(mail!.html).toContain('Dark mode &lt;b&gt;please&lt;/b&gt; &amp; thanks');
    expect(mail!.html).not.toContain('<b>please</b>');
  });

  it('mails the address OPERATOR_EMAIL names', async () => {
    // The service reads the address from the config on each report (loadConfig reads OPERATOR_EMAIL).
    const configured = t.deps.config.operatorEmail;
    t.deps.config.operatorEmail = 'support@example.test';
    try {
      const client = await clientAccount(t, 'bob');
      const reply = await call(t, 'POST', 'feedback', {
        token: client.token,
        body: { kind: 'problem', message: 'Help', theme: 'client' },
      });
      expect(reply.status).toBe(201);
      expect((await t.outbox.lastTo('support@example.test'))?.template).toBe('feedback_problem');
      expect(await operatorMails(t)).toEqual([]);
    } finally {
      t.deps.config.operatorEmail = configured;
    }
  });

  it.each([
    [
      'an empty message',
      { kind: 'problem', message: '', theme: 'client' },
      { message: ['validation.required'] },
    ],
    [
      'a blank message',
      { kind: 'problem', message: ' \n\t ', theme: 'client' },
      { message: ['validation.required'] },
    ],
    ['no message', { kind: 'problem', theme: 'client' }, { message: ['validation.required'] }],
    [
      'a message over the limit',
      { kind: 'problem', message: 'x'.repeat(TEXT_AREA_MAX + 1), theme: 'client' },
      { message: ['validation.too_long'] },
    ],
    [
      'an unknown kind',
      { kind: 'praise', message: 'Nice', theme: 'client' },
      { kind: ['validation.invalid'] },
    ],
    ['no kind', { message: 'Nice', theme: 'client' }, { kind: ['validation.required'] }],
    [
      'an unknown theme',
      { kind: 'problem', message: 'Nice', theme: 'admin' },
      { theme: ['validation.invalid'] },
    ],
    [
      'a page that is not a path of the app',
      { kind: 'problem', message: 'Nice', theme: 'client', page: 'https://evil.test/' },
      { page: ['validation.invalid'] },
    ],
    [
      'a page over the limit',
      { kind: 'problem', message: 'Nice', theme: 'client', page: `/${'p'.repeat(500)}` },
      { page: ['validation.too_long'] },
    ],
  ])('answers 422 with field errors for %s and stores nothing', async (_name, body, errors) => {
    const client = await clientAccount(t, 'cyd');
    const before = (await t.outbox.all()).length;
    const reply = await call(t, 'POST', 'feedback', { token: client.token, body });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(errors);
    expect(await storedReports(t)).toEqual([]);
    expect((await t.outbox.all()).length).toBe(before);
  });

  it('keeps a message of exactly the limit', async () => {
    const client = await clientAccount(t, 'dee');
    const message = 'y'.repeat(TEXT_AREA_MAX);
    const reply = await call(t, 'POST', 'feedback', {
      token: client.token,
      body: { kind: 'improvement', message, theme: 'client' },
    });
    expect(reply.status).toBe(201);
    expect((await storedReports(t))[0]!.message).toBe(message);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const reply = await call(t, 'POST', 'feedback', {
      body: { kind: 'problem', message: 'Anyone there?', theme: 'client' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ message: 'Unauthenticated.' });
    expect(await storedReports(t)).toEqual([]);
    expect(await operatorMails(t)).toEqual([]);
  });
});

describe('the feedback rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimit: { enabled: true } });
  });
  afterAll(() => t.close());

  it('takes 10 reports an hour per account, then answers 429 and stores nothing more', async () => {
    const first = await clientAccount(t, 'eve');
    const second = await clientAccount(t, 'fay');
    const body = { kind: 'improvement', message: 'One more idea', theme: 'client' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await call(t, 'POST', 'feedback', { token: first.token, body })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(await storedReports(t)).toHaveLength(10);
    // Per account, not per address: another account on the same network still gets through.
    expect((await call(t, 'POST', 'feedback', { token: second.token, body })).status).toBe(201);
  });
});
