import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { startLandingScreen } from './landing-screen.ts';

const screens = vi.hoisted(() => ({
  loadClientCalendar: vi.fn(async () => ({})),
  loadProfessionalCalendar: vi.fn(async () => ({})),
}));
vi.mock('./lazy-screens.tsx', () => screens);

describe('startLandingScreen (docs/performance.md, "Calendars on a throttled phone")', () => {
  afterEach(() => {
    writeStored(STORAGE_KEYS.token, null);
    vi.clearAllMocks();
  });

  it("starts a signed-in user's calendar before boot ends", () => {
    writeStored(STORAGE_KEYS.token, 'token');
    startLandingScreen('/calendar');
    startLandingScreen('/professional/calendar/');
    expect(screens.loadClientCalendar).toHaveBeenCalledTimes(1);
    expect(screens.loadProfessionalCalendar).toHaveBeenCalledTimes(1);
  });

  it('leaves a guest and every other path to the router', () => {
    startLandingScreen('/calendar');
    writeStored(STORAGE_KEYS.token, 'token');
    startLandingScreen('/professional/clients');
    expect(screens.loadClientCalendar).not.toHaveBeenCalled();
    expect(screens.loadProfessionalCalendar).not.toHaveBeenCalled();
  });
});
