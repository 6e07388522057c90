import { sql } from 'drizzle-orm';
import { enqueue } from '../../../src/jobs/queue.ts';
import { nextDueTime, scheduledFetch } from '../../../src/modules/busy-times/fetch-job.ts';
import type { Scenario } from './session-scenarios.ts';
import type { World } from './world.ts';

const MINUTE = 60_000;

/**
 * The professional's busy calendars (decision 0050). The address fails without a server: port 9 of
 * this machine is refused (an address the server may not reach, or a refused connection when the
 * operator's switch lets it reach private addresses).
 */
export const BUSY_SCENARIOS: Record<string, Scenario> = {
  async busy_calendar_failing(w: World) {
    const pro = await w.professional();
    const now = w.now();
    const { db } = w.t.deps.database;
    // Read last just now, as a calendar added earlier would have been; its fetch chain goes on.
    const result = (await db.execute(sql`
      insert into busy_calendars (professional_id, label, url, status, last_success_at, created_at)
      values (${pro.professionalId}, 'Pilates studio', 'http://127.0.0.1:9/calendar.ics', 'ok',
        ${now.toISOString()}, ${now.toISOString()})
      returning id`)) as unknown as { rows: { id: string }[] };
    const calendarId = result.rows[0]!.id;
    await enqueue(db, scheduledFetch(calendarId, nextDueTime(calendarId, now)));
    return {
      cast: { professional: pro },
      // The scheduled reads fail from now on; the first one more than an hour after the last success tells.
      change: () => w.advanceTo(new Date(now.getTime() + 75 * MINUTE)),
    };
  },
};
