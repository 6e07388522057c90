/**
 * The API client, toasts and session as the screens' tests stand them in. vi.mock is hoisted per file, so each
 * test file still makes the call; it reaches these through vi.hoisted, which runs before its imports:
 *
 *   const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
 *   vi.mock('../../lib/api-client.ts', withMockApi);
 *
 * Each test file runs in its own module graph, so these mocks are never shared between files.
 */
import { vi } from 'vitest';
import type { Theme } from '@sessionbook/domain';
import type * as ApiClient from '../lib/api-client.ts';
import type { ScheduleActions } from '../lib/schedule-context.ts';

export const api = { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() };

/** Keeps the real ApiError and the rest of the module; only the requests are stood in. */
export async function withMockApi(importOriginal: <T>() => Promise<T>) {
  return { ...(await importOriginal<typeof ApiClient>()), api };
}

export const toast = { success: vi.fn(), error: vi.fn() };

export const withMockToast = () => ({ useToast: () => toast });

/** Signed out, in the client theme unless a test sets another; sign-in and the rest are recorded. */
export const session = {
  user: null,
  token: null,
  isAuthenticated: false,
  theme: 'client' as Theme,
  signIn: vi.fn(),
  signOut: vi.fn(),
  setTheme: vi.fn(() => Promise.resolve()),
  refreshUser: vi.fn(),
};

export const withMockSession = () => ({ useSession: () => session });

export function resetApiMocks() {
  Object.values(api).forEach((fn) => fn.mockReset());
  Object.values(toast).forEach((fn) => fn.mockReset());
}

/** The schedule's dialogs as the calendar would open them, recorded instead. */
export function scheduleActions(): ScheduleActions {
  return {
    preloadCreateDialogs: vi.fn(),
    openCreate: vi.fn(),
    openEditEvent: vi.fn(),
    openEditSlot: vi.fn(),
    openCancelEvent: vi.fn(),
    openCancelSlot: vi.fn(),
    watchCreated: vi.fn(() => () => undefined),
  };
}
