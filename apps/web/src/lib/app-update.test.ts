import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectAppUpdates,
  markNewVersionControlling,
  markUpdateWaiting,
  onNavigation,
  reloadApp,
  resetAppUpdates,
  setWorkerRegistration,
  UPDATE_CHECK_INTERVAL_MS,
} from './app-update.ts';

function fakeRegistration() {
  return { update: vi.fn(async () => undefined), installing: null as unknown };
}

describe('updates of the installed app on navigation (docs/product/screens.md#route-guards)', () => {
  const applyUpdate = vi.fn();
  const reload = vi.fn();

  beforeEach(() => {
    resetAppUpdates();
    applyUpdate.mockReset();
    reload.mockReset();
    connectAppUpdates({ applyUpdate, reload });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does nothing before the worker is registered', () => {
    onNavigation(0);
    expect(applyUpdate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks the worker for an update on a navigation, at most once a minute', () => {
    const registration = fakeRegistration();
    setWorkerRegistration(registration);
    onNavigation(1_000);
    onNavigation(2_000);
    expect(registration.update).toHaveBeenCalledTimes(1);
    onNavigation(1_000 + UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('skips the check while offline or while a new version is already installing', () => {
    const registration = fakeRegistration();
    setWorkerRegistration(registration);
    vi.stubGlobal('navigator', { onLine: false });
    onNavigation(1_000);
    vi.unstubAllGlobals();
    registration.installing = {};
    onNavigation(2_000);
    expect(registration.update).not.toHaveBeenCalled();
    registration.installing = null;
    onNavigation(3_000);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed check (offline, server down): the next navigation asks again', async () => {
    const registration = fakeRegistration();
    registration.update.mockRejectedValueOnce(new Error('offline'));
    setWorkerRegistration(registration);
    expect(() => onNavigation(1_000)).not.toThrow();
    await Promise.resolve();
    onNavigation(1_000 + UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('lets a waiting version take over at the next navigation, not before, and reloads once it controls', () => {
    setWorkerRegistration(fakeRegistration());
    markUpdateWaiting();
    expect(applyUpdate).not.toHaveBeenCalled(); // a form in progress is left alone
    onNavigation(1_000);
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    markNewVersionControlling();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at its own next navigation when another tab switched to the new version', () => {
    markNewVersionControlling();
    expect(reload).not.toHaveBeenCalled();
    onNavigation(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
    onNavigation(2_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the mount-failure page reload into a waiting version, or simply reload', () => {
    vi.useFakeTimers();
    reloadApp();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(applyUpdate).not.toHaveBeenCalled();

    markUpdateWaiting();
    reloadApp();
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    markNewVersionControlling();
    expect(reload).toHaveBeenCalledTimes(2);
    // Should the new version never take control, the page reloads anyway.
    vi.advanceTimersByTime(3_000);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
