/**
 * Updates of the installed app (docs/product/screens.md#route-guards: "on each navigation an update of the
 * installed-app
 * worker is requested"; docs/decisions/0020-installable-app.md).
 *
 * The worker is registered in "prompt" mode: a new version installs in the background and waits. It
 * takes over only at the next navigation, when the page is changing anyway and no dialog is open
 * (a route change closes them), so an update never reloads a form the user is filling in. The same
 * goes for a version another tab switched to: this tab reloads at its own next navigation.
 */

/** The part of a ServiceWorkerRegistration this module uses (a fake in tests). */
export interface WorkerRegistration {
  update(): Promise<unknown>;
  readonly installing: unknown;
}

interface Hooks {
  /** Tells the waiting worker to take over; the page reloads once it controls the page. */
  applyUpdate: () => void;
  reload: () => void;
}

/**
 * Navigations closer together than this share one update check: each check asks the server for
 * the worker script, and quick taps through the app would otherwise ask once per tap.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

let registration: WorkerRegistration | null = null;
let hooks: Hooks = { applyUpdate: () => {}, reload: () => window.location.reload() };
let waiting = false;
let applying = false;
let reloadPending = false;
let lastCheck = Number.NEGATIVE_INFINITY;

/** Called once at boot with what the registration (virtual:pwa-register) offers. */
export function connectAppUpdates(options: Partial<Hooks>): void {
  hooks = { ...hooks, ...options };
}

export function setWorkerRegistration(value: WorkerRegistration | null): void {
  registration = value;
}

/** A new version is installed and waiting for this page to let it take over. */
export function markUpdateWaiting(): void {
  waiting = true;
}

/**
 * The new version now controls this page: reload now if this page asked for it (it is navigating),
 * else (another tab switched) at this tab's next navigation.
 */
export function markNewVersionControlling(): void {
  if (applying) hooks.reload();
  else reloadPending = true;
}

/** Run by the router on every navigation (app/root-layout.tsx). */
export function onNavigation(now: number = Date.now()): void {
  if (reloadPending) {
    reloadPending = false;
    hooks.reload();
    return;
  }
  if (waiting) {
    waiting = false;
    applying = true;
    hooks.applyUpdate();
    return;
  }
  if (!registration || registration.installing || isOffline()) return;
  if (now - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
  lastCheck = now;
  // Offline or a failing server: nothing to do, the next navigation asks again.
  registration.update().catch(() => undefined);
}

/**
 * The reload button of the mount-failure page: a waiting version takes over first (a fixed release
 * is the likeliest cure), else a plain reload.
 */
export function reloadApp(): void {
  if (!waiting) return hooks.reload();
  waiting = false;
  applying = true;
  hooks.applyUpdate();
  // Should the waiting worker vanish instead of taking over, reload anyway.
  setTimeout(() => hooks.reload(), RELOAD_FALLBACK_MS);
}

const RELOAD_FALLBACK_MS = 3_000;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Back to the state at boot, for tests. */
export function resetAppUpdates(): void {
  registration = null;
  hooks = { applyUpdate: () => {}, reload: () => window.location.reload() };
  waiting = false;
  applying = false;
  reloadPending = false;
  lastCheck = Number.NEGATIVE_INFINITY;
}
