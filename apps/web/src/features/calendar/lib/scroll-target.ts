/**
 * Where the time grid scrolls when a range loads: the working morning (07:00), unless that would hide
 * the first item, in which case a little above the first item.
 */
export const MORNING_MINUTES = 7 * 60;
const MARGIN_MINUTES = 30;

/**
 * @param firstItem wall-clock minutes of the earliest item in view, if any
 * @param visibleMinutes how many minutes the scroll area shows at once
 */
export function scrollTarget(firstItem: number | undefined, visibleMinutes: number): number {
  if (firstItem === undefined) return MORNING_MINUTES;
  const aboveIt = Math.max(0, firstItem - MARGIN_MINUTES);
  if (firstItem < MORNING_MINUTES) return aboveIt;
  if (firstItem + MARGIN_MINUTES > MORNING_MINUTES + visibleMinutes) return aboveIt;
  return MORNING_MINUTES;
}
