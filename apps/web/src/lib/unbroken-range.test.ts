import { describe, expect, it } from 'vitest';
import { unbrokenRange } from './unbroken-range.ts';

const JOINER = '\u2060';

describe('unbrokenRange', () => {
  it('joins the two ends of a range written without spaces', () => {
    expect(unbrokenRange('7:00–8:00')).toBe(`7:00–${JOINER}8:00`);
    expect(unbrokenRange('viernes, 27 de noviembre de 2026, 9:00–10:00')).toBe(
      `viernes, 27 de noviembre de 2026, 9:00–${JOINER}10:00`,
    );
  });

  it('leaves ranges with spaces and other text as they are', () => {
    expect(unbrokenRange('7:00 – 8:00 AM')).toBe('7:00 – 8:00 AM');
    expect(unbrokenRange('Nov 26 – 28, 2026')).toBe('Nov 26 – 28, 2026');
    expect(unbrokenRange('Sessionbook')).toBe('Sessionbook');
  });
});
