/**
 * After a route change, focus moves to the new screen's heading (WCAG 2.4.3; issue 25): a screen-reader
 * user hears where they landed, and Tab goes on from the top of the new content, not from the link that
 * led there. Not on the first load, and not on redirects before the user has done anything
 * (`navigator.userActivation`), which would draw a focus ring on a page nobody touched yet.
 */
interface Pending {
  path: string;
  /** What had focus when the route changed: the link or button that led here. */
  from: Element | null;
}

let pending: Pending | null = null;

interface UserActivation {
  hasBeenActive: boolean;
}

/** Called by the root layout when the path changes (not on the first render). */
export function noteNavigation(path: string): void {
  const activation = (navigator as Navigator & { userActivation?: UserActivation }).userActivation;
  pending = activation && !activation.hasBeenActive ? null : { path, from: document.activeElement };
}

/**
 * Called by a screen's heading when it appears: it takes focus when a navigation to this path is
 * waiting and nothing else has taken focus since (a dialog, a field the screen focuses itself).
 */
export function takeNavigationFocus(heading: HTMLElement): void {
  if (!pending || pending.path !== window.location.pathname) return;
  const { from } = pending;
  pending = null;
  const active = document.activeElement;
  const elsewhere =
    active !== null &&
    active !== document.body &&
    active !== from &&
    active.isConnected &&
    active !== heading;
  if (!elsewhere) heading.focus();
}
