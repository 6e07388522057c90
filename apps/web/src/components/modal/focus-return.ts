/**
 * Where focus goes when a modal closes (WCAG 2.4.3; issue 25 found it dropped onto an invisible element
 * or lost). First the element that opened the modal. That element may be gone by then: "Cancel
 * registration" disappears once the registration is cancelled, and "Cancel class" went with the
 * details dialog it sat in. Then the dialog it sat in, when that dialog is still open (its title, so the
 * reader hears where they are); else whatever opened that dialog (the class on the calendar), and so
 * on; at the end the page's heading. Never the body, never a hidden element.
 */

interface Opening {
  opener: HTMLElement | null;
  /** The dialog the opener sat in, if any. */
  within: HTMLElement | null;
}

const openings = new WeakMap<Element, Opening>();

/** Called when a dialog has mounted: `dialog` is its content element, `opener` what had focus before. */
export function rememberOpening(dialog: Element, opener: HTMLElement | null): void {
  const within = opener?.closest<HTMLElement>('[role="dialog"]') ?? null;
  openings.set(dialog, { opener, within: within === dialog ? null : within });
}

/** The element to focus once `dialog` has closed. */
export function focusAfterClosing(dialog: Element): HTMLElement | null {
  let opening = openings.get(dialog);
  const seen = new Set<Element>();
  while (opening) {
    const { opener, within } = opening;
    if (opener && canTakeFocus(opener)) return opener;
    if (!within || seen.has(within)) break;
    seen.add(within);
    if (isOpenDialog(within)) return within.querySelector<HTMLElement>('.modal__title') ?? within;
    opening = openings.get(within);
  }
  return pageHeading();
}

/** The screen's one heading (components/ui/page-title.tsx gives it tabindex="-1"). */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1[tabindex="-1"]');
  return heading && canTakeFocus(heading) ? heading : null;
}

function isOpenDialog(dialog: HTMLElement): boolean {
  return dialog.isConnected && dialog.dataset.state === 'open' && !dialog.closest('[inert]');
}

function canTakeFocus(element: HTMLElement): boolean {
  if (!element.isConnected || element.closest('[inert]')) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  // jsdom has no layout, so no checkVisibility: there every connected element counts as shown.
  return (
    typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })
  );
}
