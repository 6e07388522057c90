import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { outboxMessages } from '../../src/db/schema/messaging.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startFakeSmtp, type FakeSmtp } from '../jobs/fakes.ts';
import { call, registration } from '../accounts/helpers.ts';

/**
 * Issue 23, item 6: what a mailbox sees of our mail, over a real SMTP conversation: the configured
 * sender, `Auto-Submitted: auto-generated` on every mail, and links that do not carry the address.
 */
describe('mail as a mailbox receives it', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp('pglite', { smtpUrl: smtp.url, mailFrom: 'Studio Ana <hello@studio.example>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('comes from MAIL_FROM, marked auto-generated, with no address in the reset link', async () => {
    expect((await call(t, 'POST', 'auth/register', { body: registration() })).status).toBe(201);
    expect((await call(t, 'POST', 'auth/forgot', { body: { email: 'ada@example.test' } })).status).toBe(200);
    await t.drain();
    // Activation and reset: both are automatic.
    expect(smtp.headerBlocks).toHaveLength(2);
    for (const block of smtp.headerBlocks) {
      expect(block).toMatch(/^From: Studio Ana <hello@studio\.example>$/m);
      expect(block).toMatch(/^Auto-Submitted: auto-generated$/m);
    }
    const sent = await t.deps.database.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt));
    expect(sent.map((row) => [row.template, row.transport])).toEqual([
      ['password_reset', 'smtp'],
      ['activation', 'smtp'],
    ]);
    for (const row of sent) {
      const links = row.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).not.toMatch(/ada|%40|email=/);
    }
  });
});
