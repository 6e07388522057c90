import type { FeedbackKind, Theme } from '@sessionbook/domain';
import { feedbackReports } from '../../db/schema/platform.ts';
import type { Db } from '../../db/types.ts';

/** Keeps one report; its id. */
export async function insertFeedbackReport(
  db: Db,
  report: { userId: string; kind: FeedbackKind; message: string; page: string | null; theme: Theme },
): Promise<string> {
  const [row] = await db.insert(feedbackReports).values(report).returning({ id: feedbackReports.id });
  if (!row) throw new Error('feedback report not stored');
  return row.id;
}
