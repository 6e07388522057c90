import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultEndTime, endAfterStartChange } from './time-of-day.ts';
import { TIME_STEP_MINUTES } from './zoned.ts';

describe('times', () => {
  it('suggests an end one hour after the start, kept within the day', () => {
    expect(defaultEndTime('09:15')).toBe('10:15');
    expect(defaultEndTime('23:00')).toBe('23:45');
    expect(defaultEndTime('23:45')).toBeNull();
    expect(defaultEndTime('nonsense')).toBeNull();
  });

  it('keeps the length when the start moves', () => {
    expect(endAfterStartChange('09:00', '09:45', '10:00')).toBe('10:45');
    expect(endAfterStartChange(null, null, '10:00')).toBe('11:00');
    expect(endAfterStartChange('09:00', '08:00', '10:00')).toBe('11:00');
  });

  it('always suggests a quarter hour after the start, or nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 200 }), (slot, length) => {
        const start = `${String(Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`;
        const end = defaultEndTime(start, length * TIME_STEP_MINUTES);
        if (slot === 95) return end === null;
        return end !== null && end > start && Number(end.slice(3)) % TIME_STEP_MINUTES === 0;
      }),
    );
  });
});
