/** Reloads the app (its own module so tests can watch it: jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
