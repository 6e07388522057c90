/** Where this feature's screens live in each theme (docs/product/screens.md#feedback-pages), and where "back" leads. */
import { FEEDBACK_PAGE_MAX, isAppPath, type FeedbackKind, type Theme } from '@sessionbook/domain';
import { profilePath } from '../../lib/paths.ts';

const SEGMENT: Record<FeedbackKind, string> = {
  problem: 'report-problem',
  improvement: 'suggest-improvement',
};

/**
 * `/report-problem` or `/professional/suggest-improvement`; `from` (the page the user is on) travels
 * as `?from=` so the report says where the problem was and "back" returns there.
 */
export function feedbackPath(kind: FeedbackKind, theme: Theme, from?: string): string {
  const path = `${theme === 'professional' ? '/professional' : ''}/${SEGMENT[kind]}`;
  return from ? `${path}?${new URLSearchParams({ from }).toString()}` : path;
}

/**
 * The page a report names: `?from=` or the router state's `from`, kept only when it is a path of the
 * app the server accepts (never another site, never longer than it stores).
 */
export function pageOf(search: string, state: unknown): string | null {
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : null;
  const candidate = new URLSearchParams(search).get('from') ?? fromState;
  if (typeof candidate !== 'string') return null;
  return isAppPath(candidate) && candidate.length <= FEEDBACK_PAGE_MAX ? candidate : null;
}

/** Where the thank-you page leads back to: the page the user came from, else their profile. */
export const backPath = (theme: Theme, page: string | null): string => page ?? profilePath(theme);
