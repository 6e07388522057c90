import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PROFESSIONALS_KEY } from '../professionals-api.ts';
import { applyLiveChange } from './apply-change.ts';
import { liveMeta, liveTopics } from './topics.ts';

const own = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

/** A client with one cached query per topic; which of them a change makes stale. */
function cache() {
  const client = new QueryClient();
  const seed = (key: string, meta?: ReturnType<typeof liveMeta>) =>
    client
      .getQueryCache()
      .build(client, { queryKey: [key], ...(meta ? { meta } : {}) })
      .setData('loaded');
  seed('own-events', liveMeta(liveTopics.ownCalendar));
  seed('client-calendar-own', liveMeta(liveTopics.calendarOf(own)));
  seed('client-calendar-other', liveMeta(liveTopics.calendarOf(other)));
  seed('client-calendar-combined', liveMeta(liveTopics.allCalendars));
  seed('settings');
  client.getQueryCache().build(client, { queryKey: PROFESSIONALS_KEY }).setData([]);
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => String(query.queryKey[0]))
      .sort();
  return { client, stale };
}

const reader = (ownProfessionalId: string | null) => ({
  ownProfessionalId,
  refreshUser: vi.fn(async () => {}),
});

describe('what a live change makes stale', () => {
  it("a calendar change: that professional's views, and the own calendar when it is the reader's", async () => {
    const { client, stale } = cache();
    await applyLiveChange(client, { scope: 'calendar', professional_id: other }, reader(own));
    expect(stale()).toEqual(['client-calendar-combined', 'client-calendar-other', 'professionals']);
    await applyLiveChange(client, { scope: 'calendar', professional_id: own }, reader(own));
    expect(stale()).toEqual([
      'client-calendar-combined',
      'client-calendar-other',
      'client-calendar-own',
      'own-events',
      'professionals',
    ]);
  });

  it('a change of relationships: the list of professionals and every calendar of a professional', async () => {
    const { client, stale } = cache();
    await applyLiveChange(client, { scope: 'professionals' }, reader(null));
    expect(stale()).toEqual([
      'client-calendar-combined',
      'client-calendar-other',
      'client-calendar-own',
      'professionals',
    ]);
  });

  it('an account change reads the user again; everything reads all again', async () => {
    const { client, stale } = cache();
    const account = reader(null);
    await applyLiveChange(client, { scope: 'account' }, account);
    expect(account.refreshUser).toHaveBeenCalledTimes(1);
    expect(stale()).toEqual([]);
    await applyLiveChange(client, { scope: 'everything' }, account);
    expect(account.refreshUser).toHaveBeenCalledTimes(2);
    expect(stale()).toHaveLength(6);
  });
});
