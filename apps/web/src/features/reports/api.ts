/**
 * `GET professional/reports` (docs/product/rules.md#reports) as a TanStack Query hook; the reply is
 * checked against the domain's schema. It reads the professional's own calendar and ledger, so a
 * change to them (the live topic of their calendar) makes it stale (decision 0028).
 */
import { addMonths, reportReply, type Report } from '@sessionbook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { liveMeta, liveTopics } from '../../lib/live/topics.ts';

export interface ReportAsk {
  /** The last month, `YYYY-MM` (this one, in the professional's zone). */
  to: string;
  /** How many months back to `to`, it included (1 to 24). */
  months: number;
  inactiveDays: number;
}

export const reportKeys = {
  all: ['reports'] as const,
  report: (ask: ReportAsk) => ['reports', ask.to, ask.months, ask.inactiveDays] as const,
};

export async function getReport(ask: ReportAsk): Promise<Report> {
  const query = new URLSearchParams({
    from: addMonths(ask.to, 1 - ask.months),
    to: ask.to,
    inactive_days: String(ask.inactiveDays),
  });
  return reportReply.shape.data.parse(await api.get(`professional/reports?${query.toString()}`));
}

export const useReport = (ask: ReportAsk) =>
  useQuery(
    queryOptions({
      queryKey: reportKeys.report(ask),
      queryFn: () => getReport(ask),
      meta: liveMeta(liveTopics.ownCalendar),
      placeholderData: keepPreviousData,
    }),
  );
