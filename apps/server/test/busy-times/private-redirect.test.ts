import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { startCalendarService, type CalendarService } from './calendar-server.ts';
import { fixture } from './fixtures.ts';
import { addCalendar, calendarsOf, GOOGLE_PATH, scheduler } from './helpers.ts';
import type * as PrivateAddresses from '../../src/outbound/private-addresses.ts';

/**
 * A public calendar address that redirects into the server's own network. This machine has no public
 * address, so here 127.0.0.1 plays a public host (only for the address check) and every other
 * loopback address stays private: the calendar service on 127.0.0.1 redirects to 127.0.0.2.
 * The server test files share their modules (vitest.config.ts, `isolate: false`): the app is built
 * from a fresh module graph, where the mock applies.
 */
vi.mock('../../src/outbound/private-addresses.ts', async (original) => {
  const real = await original<typeof PrivateAddresses>();
  return {
    ...real,
    isPrivateAddress: (address: string) => address !== '127.0.0.1' && real.isPrivateAddress(address),
  };
});

// After both databases: the next test files of this worker get the real address check again.
afterAll(() => {
  vi.doUnmock('../../src/outbound/private-addresses.ts');
  vi.resetModules();
});

describe.each(databaseKinds)('a calendar redirecting to a private address (%s)', (kind) => {
  let t: TestApp;
  let service: CalendarService;
  beforeAll(async () => {
    // The operator's switch is off, as on a real server.
    vi.resetModules();
    const { createTestApp } = await import('../helpers/test-app.ts');
    t = await createTestApp(
      kind,
      { outboundAllowPrivate: false },
      { clock: () => new Date('2027-03-20T12:00:00Z') },
    );
    service = await startCalendarService('127.0.0.1');
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });

  it('reads a calendar at a public address, and refuses one whose redirect leads inside', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Lisbon');
    service.answer(GOOGLE_PATH, { calendar: fixture('google') });
    service.answer('/moved.ics', {
      status: 302,
      headers: { location: `http://127.0.0.2:${service.port}${GOOGLE_PATH}` },
    });
    service.answer('/metadata.ics', {
      status: 301,
      headers: { location: 'http://169.254.169.254/latest/meta-data/' },
    });
    for (const path of [GOOGLE_PATH, '/moved.ics', '/metadata.ics'])
      expect((await addCalendar(t, pro.token, `${service.origin}${path}`)).status, path).toBe(201);
    await t.drain();
    expect((await calendarsOf(t, pro.token)).map((c) => [c.status, c.last_error])).toEqual([
      ['ok', null],
      ['failed', 'address_refused'],
      ['failed', 'address_refused'],
    ]);
    expect(service.requests('/moved.ics')).toHaveLength(1);
  });
});
