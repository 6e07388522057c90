import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelTerms, LATE_CANCEL_RULES, NO_SHOW_RULES, noShowReturnDue } from './late-cancel-rules.ts';

const start = new Date('2026-12-01T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('cancelTerms', () => {
  it('is free before the deadline, whatever the type does after it', () => {
    for (const lateCancel of LATE_CANCEL_RULES)
      expect(cancelTerms(start, { cancellationHours: 24, lateCancel }, at('2026-11-30T08:59:59Z'))).toBe(
        'free',
      );
  });

  it('refuses after the deadline by default, and allows a late cancel where the type says so', () => {
    const late = at('2026-11-30T09:00:00Z');
    expect(cancelTerms(start, { cancellationHours: 24, lateCancel: 'refuse' }, late)).toBe('closed');
    expect(cancelTerms(start, { cancellationHours: 24, lateCancel: 'use_voucher' }, late)).toBe('late');
  });

  it('closes at the start even where late cancels are allowed: from then on it is a no-show', () => {
    const rules = { cancellationHours: 24, lateCancel: 'use_voucher' } as const;
    expect(cancelTerms(start, rules, at('2026-12-01T08:59:59.999Z'))).toBe('late');
    expect(cancelTerms(start, rules, start)).toBe('closed');
    expect(cancelTerms(start, { cancellationHours: 0, lateCancel: 'use_voucher' }, start)).toBe('closed');
  });

  it('is free exactly before the deadline, late exactly between it and the start when allowed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 720 }),
        fc.constantFrom(...LATE_CANCEL_RULES),
        fc.integer({ min: -800 * 3_600_000, max: 10 * 3_600_000 }),
        (hours, lateCancel, offset) => {
          const now = new Date(start.getTime() + offset);
          const deadline = start.getTime() - hours * 3_600_000;
          const expected =
            now.getTime() < deadline
              ? 'free'
              : lateCancel === 'use_voucher' && now.getTime() < start.getTime()
                ? 'late'
                : 'closed';
          expect(cancelTerms(start, { cancellationHours: hours, lateCancel }, now)).toBe(expected);
        },
      ),
    );
  });
});

describe('noShowReturnDue', () => {
  it('gives one back only for a charged no-show of a type that returns them', () => {
    expect(noShowReturnDue('no_show', 'return', true)).toBe(1);
    expect(noShowReturnDue('no_show', 'return', false)).toBe(0);
    expect(noShowReturnDue('no_show', 'use_voucher', true)).toBe(0);
    for (const rule of NO_SHOW_RULES) {
      expect(noShowReturnDue('attended', rule, true)).toBe(0);
      expect(noShowReturnDue(null, rule, true)).toBe(0);
    }
  });
});
