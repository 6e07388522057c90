import type { Db } from '../../../db/types.ts';
import {
  insertSeries,
  lockEvent,
  moveEventsToSeries,
  settleSplit,
  type EventRow,
} from '../../calendar/queries.ts';
import { lockSeriesEvents } from '../queries.ts';
import { eventNotFound, type UpdateMode } from '../../calendar/scheduling-rules.ts';

/**
 * The professional's live event of the path (locked) and the occurrences a mode touches, locked, by
 * start: `this` the one, `future` it and the later ones of its series, `all` every live one. Another
 * professional's event, an unknown id and a cancelled event are 404 `error.event.not_found`.
 */
export async function lockTargets(
  db: Db,
  professionalId: string,
  id: string,
  mode: UpdateMode,
): Promise<{ event: EventRow; targets: EventRow[] }> {
  const event = await lockEvent(db, professionalId, id);
  if (!event || event.cancelledAt) throw eventNotFound();
  if (mode === 'this' || !event.seriesId) return { event, targets: [event] };
  const targets = await lockSeriesEvents(
    db,
    professionalId,
    event.seriesId,
    mode === 'future' ? event.startTime : undefined,
  );
  return { event, targets };
}

/**
 * `future` edits split the series at `at`, the edited occurrence's start: the touched occurrences move
 * to a new series of their own, and both parts count their own occurrences.
 */
export async function splitSeries(
  db: Db,
  professionalId: string,
  kind: 'event' | 'slot',
  from: string,
  ids: string[],
  at: Date,
) {
  const seriesId = await insertSeries(db, professionalId, kind, ids.length, from);
  await moveEventsToSeries(db, ids, seriesId);
  await settleSplit(db, seriesId, at);
  return seriesId;
}
