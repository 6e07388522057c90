import { TIMEZONE_CHECK_INTERVAL_MS } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/helpers.ts';
import {
  decidePrompt,
  isUtc,
  onboardingPending,
  parseStoredTime,
  sameClock,
  type PromptContext,
} from './rules.ts';
import { zoneLabel } from './zone-label.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const base: PromptContext = {
  userZone: 'Europe/Amsterdam',
  detected: 'America/New_York',
  optedOut: false,
  lastSuggestedAt: null,
  onboardingPending: false,
  now: NOW,
};
const decide = (overrides: Partial<PromptContext>) => decidePrompt({ ...base, ...overrides });

describe('the time-zone prompt rules', () => {
  it('asks when the device is in a zone with other clock times', () => {
    expect(decide({})).toEqual({ action: 'ask', zone: 'America/New_York' });
  });

  it('never acts after the user opted out', () => {
    expect(decide({ optedOut: true })).toEqual({ action: 'none' });
    expect(decide({ optedOut: true, userZone: 'UTC' })).toEqual({ action: 'none' });
  });

  it('waits a week after the last suggestion', () => {
    const ago = (ms: number) => NOW.getTime() - ms;
    expect(decide({ lastSuggestedAt: ago(0) })).toEqual({ action: 'none' });
    expect(decide({ lastSuggestedAt: ago(TIMEZONE_CHECK_INTERVAL_MS - 1) })).toEqual({ action: 'none' });
    expect(decide({ lastSuggestedAt: ago(TIMEZONE_CHECK_INTERVAL_MS) }).action).toBe('ask');
    // Stored while the clock was wrong: it cannot silence the prompt.
    expect(decide({ lastSuggestedAt: NOW.getTime() + 60_000 }).action).toBe('ask');
  });

  it('saves the device zone without asking over the default UTC', () => {
    expect(decide({ userZone: 'UTC' })).toEqual({ action: 'save', zone: 'America/New_York' });
    expect(decide({ userZone: 'Etc/UTC', detected: 'Asia/Kolkata' })).toEqual({
      action: 'save',
      zone: 'Asia/Kolkata',
    });
    expect(decide({ userZone: 'UTC', lastSuggestedAt: NOW.getTime() - 1000 })).toEqual({ action: 'none' });
  });

  it('does nothing when the device shows the same times, under any name', () => {
    expect(decide({ detected: 'Europe/Amsterdam' })).toEqual({ action: 'none' });
    expect(decide({ userZone: 'Asia/Kolkata', detected: 'Asia/Calcutta' })).toEqual({ action: 'none' });
    expect(decide({ detected: 'Europe/Berlin' })).toEqual({ action: 'none' });
    expect(decide({ userZone: 'UTC', detected: 'Etc/UTC' })).toEqual({ action: 'none' });
  });

  it('does not offer UTC, which a device reports when it hides its zone', () => {
    expect(decide({ detected: 'UTC' })).toEqual({ action: 'none' });
    expect(decide({ detected: 'Etc/GMT' })).toEqual({ action: 'none' });
  });

  it('waits while onboarding is due, and without a detected zone', () => {
    expect(decide({ onboardingPending: true })).toEqual({ action: 'none' });
    expect(decide({ detected: null })).toEqual({ action: 'none' });
  });

  it('tells zones apart that differ only part of the year', () => {
    // London and Lisbon share their rules; Casablanca does not keep summer time like them.
    expect(sameClock('Europe/London', 'Europe/Lisbon', NOW)).toBe(true);
    expect(sameClock('Europe/London', 'Africa/Casablanca', NOW)).toBe(false);
    // New York and Toronto agree; Phoenix keeps standard time all year.
    expect(sameClock('America/New_York', 'America/Toronto', NOW)).toBe(true);
    expect(sameClock('America/Denver', 'America/Phoenix', NOW)).toBe(false);
  });

  it('names UTC under its aliases only', () => {
    for (const zone of ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Zulu'])
      expect(isUtc(zone)).toBe(true);
    for (const zone of ['Europe/London', 'Etc/GMT+1', 'Atlantic/Reykjavik']) expect(isUtc(zone)).toBe(false);
  });

  it("follows onboarding's own rule for when its dialog shows", () => {
    const fresh = testUser('professional', {
      professional: { ...testUser('professional').professional!, onboarded: false },
    });
    expect(onboardingPending(fresh, '/professional/calendar', null)).toBe(true);
    expect(onboardingPending(fresh, '/professional/calendar', 'true')).toBe(false);
    expect(onboardingPending(fresh, '/calendar', null)).toBe(false);
    expect(onboardingPending(testUser('professional'), '/professional/calendar', null)).toBe(false);
    expect(
      onboardingPending(testUser('client', { professional: null }), '/professional/calendar', null),
    ).toBe(false);
  });

  it('reads stored times defensively', () => {
    expect(parseStoredTime('1773144000000')).toBe(1773144000000);
    expect(parseStoredTime(null)).toBeNull();
    expect(parseStoredTime('yesterday')).toBeNull();
    expect(parseStoredTime('-5')).toBeNull();
  });

  it('labels a zone with its offset, a minus sign that no line breaks after', () => {
    expect(zoneLabel('America/New_York', NOW, 'en')).toBe('America/New York (GMT\u22125)');
    expect(zoneLabel('Asia/Kolkata', NOW, 'en')).toBe('Asia/Kolkata (GMT+5:30)');
  });
});
