/**
 * The sign-in screen the server sends inside the HTML of `/auth/signin` (apps/web/prerender-sign-in.ts),
 * so the form paints before the app's script has loaded (issue 30 item 4). It sits beside the app's
 * root, outside React: the app's own sign-in form takes its place in the same frame it mounts
 * (features/auth/prerendered-form.ts), carrying over what the visitor typed meanwhile; any other first
 * screen (a signed-in visitor sent on, the mount-failure page) just removes it. Its cookie banner goes
 * as soon as the app's overlays are there. Only what must run before the sign-in chunk is here: this
 * module is part of first-load JS.
 */
/** The prerendered screen, if the page still has it. */
export const prerenderedSignIn = () => document.getElementById('prerendered-sign-in');

/**
 * From the first moment the app's script runs (main.tsx), long before its sign-in form is there: a
 * press of the HTML's "Sign in" is marked on the screen (`data-submitted`) for that form, which sends
 * it when it takes over. Before the script, the form sends nothing (`method="dialog"`) and its button
 * says so (`aria-disabled`, removed here).
 */
export function keepPressesOnPrerenderedSignIn(): void {
  const screen = prerenderedSignIn();
  if (!screen) return;
  screen.addEventListener('submit', (event) => {
    event.preventDefault();
    screen.dataset.submitted = 'true';
  });
  // A press of "Sign in" under way (`data-pressing`): if the app's form takes over before the finger
  // or button is lifted, the press ends on the app's "Sign in", and the browser sends no click to
  // either (CI saw a sign-in do nothing so); the app's form finishes it (features/auth/prerendered-form.ts).
  const submit = screen.querySelector('button[type="submit"]');
  submit?.addEventListener('pointerdown', () => {
    screen.dataset.pressing = 'true';
  });
  for (const end of ['pointerup', 'pointercancel'])
    document.addEventListener(end, () => delete screen.dataset.pressing, true);
  // From here a press is kept: "Sign in" is no longer marked as not working yet.
  screen.querySelector('button[type="submit"]')?.removeAttribute('aria-disabled');
}

/**
 * Removes the HTML's cookie banner (inert: it only paints) once the app runs: the app's own overlays
 * show it again in the same frame, unless this browser accepted cookies already, which only the app
 * knows.
 */
export function dropPrerenderedOverlays(): void {
  prerenderedSignIn()?.querySelector(':scope > .overlays')?.remove();
}

/** Removes the prerendered screen when the app shows another one first. */
export function dropPrerenderedSignIn(): void {
  prerenderedSignIn()?.remove();
}
