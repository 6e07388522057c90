/**
 * The back button closes an open sheet or dialog instead of leaving the page (issue 25). Each modal the
 * user opens adds a history entry of its own: the same URL and router state, plus a step number
 * (`sheetStep`). Back from it comes here before the router sees it (this popstate listener is added
 * before the router's, `listenForSheetBack`), so the router never navigates: the modal closes, the
 * page stays.
 *
 * A modal closed another way (its close button, Escape, a save) leaves its entry behind; so does a
 * reload. Such an entry shows nothing of its own, so a back or forward move that lands on one and
 * closes nothing goes on in the same direction: one press always changes what the user sees.
 * Entries are added only when the user opened the modal (transient user activation): Chromium
 * skips entries a page adds without one, and a modal opened by a link on load needs none.
 * docs/decisions/0036-surprises.md.
 */

/** What this module needs of the data router (createBrowserRouter). */
export interface SheetRouter {
  readonly state: { readonly location: { readonly key: string } };
  subscribe(listener: () => void): () => void;
}

interface OpenSheet {
  /** The step of its history entry, or null when it has none (not opened by the user, or popped). */
  step: number | null;
  /** Back was pressed on its entry: close it (or ask first). */
  onBack: () => void;
}

interface Position {
  idx: number;
  step: number;
}

let router: SheetRouter | null = null;
let here: Position = { idx: 0, step: 0 };
const sheets: OpenSheet[] = [];

const stateOf = (state: unknown): Record<string, unknown> =>
  state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};

function positionOf(state: unknown): Position {
  const { idx, sheetStep } = stateOf(state);
  return { idx: typeof idx === 'number' ? idx : 0, step: typeof sheetStep === 'number' ? sheetStep : 0 };
}

/** The router's key of an entry; the first entry of a page load has none, which it calls 'default'. */
function routerKeyOf(state: unknown): string {
  const { key } = stateOf(state);
  return typeof key === 'string' && key !== '' ? key : 'default';
}

const compare = (a: Position, b: Position) => Math.sign(a.idx - b.idx || a.step - b.step);

function onPopState(event: PopStateEvent) {
  const next = positionOf(event.state);
  const direction = compare(next, here);
  here = next;
  // Another page's entry: the router's move (a modal open there closes with the route change).
  if (!router || routerKeyOf(event.state) !== router.state.location.key) return;
  event.stopImmediatePropagation();
  const above = sheets.filter((sheet) => sheet.step !== null && sheet.step > next.step);
  if (above.length > 0) {
    for (const sheet of above.reverse()) {
      sheet.step = null;
      sheet.onBack();
    }
    return;
  }
  if (direction !== 0) window.history.go(direction);
}

/**
 * Called once at start, before the router is created: Chromium runs popstate listeners on window in
 * the order they were added (a capturing one is not first), and this one must run before the
 * router's. Then `connectSheetHistory` hands it the router. Without both (tests, a memory router)
 * modals add no entries.
 */
export function listenForSheetBack(): () => void {
  window.addEventListener('popstate', onPopState, { capture: true });
  return () => window.removeEventListener('popstate', onPopState, { capture: true });
}

export function connectSheetHistory(appRouter: SheetRouter): () => void {
  router = appRouter;
  here = positionOf(window.history.state);
  const unsubscribe = appRouter.subscribe(() => {
    here = positionOf(window.history.state);
  });
  return () => {
    unsubscribe();
    router = null;
  };
}

function userActivated(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation ? activation.isActive : true;
}

/** Adds the sheet's history entry, when the user opened it. */
function addEntry(sheet: OpenSheet) {
  if (!router || !userActivated()) return;
  const state = stateOf(window.history.state);
  const step = positionOf(state).step + 1;
  window.history.pushState({ ...state, sheetStep: step }, '');
  here = positionOf(window.history.state);
  sheet.step = step;
}

export interface SheetEntry {
  /** Gives back its entry to a sheet that stayed open after back was pressed (the user kept a form). */
  restore(): void;
  close(): void;
}

/** A modal that just opened: it gets an entry, and `onBack` when back is pressed on it. */
export function openSheet(onBack: () => void): SheetEntry {
  const sheet: OpenSheet = { step: null, onBack };
  sheets.push(sheet);
  addEntry(sheet);
  return {
    restore: () => {
      if (sheet.step === null && sheets.includes(sheet)) addEntry(sheet);
    },
    // Its entry stays behind; a later back or forward move passes over it.
    close: () => {
      const index = sheets.indexOf(sheet);
      if (index >= 0) sheets.splice(index, 1);
    },
  };
}
