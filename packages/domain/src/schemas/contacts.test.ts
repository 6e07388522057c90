import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isContactEmail, isContactPhone, normalizePhone, splitContactTags } from './contacts.ts';

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max });
/** Digits joined with an optional single space between each pair. */
const spaced = (list: string[], spaces: boolean[]) =>
  list.map((digit, index) => (index > 0 && spaces[index] ? ` ${digit}` : digit)).join('');

describe('splitContactTags', () => {
  it('splits by comma and newline, trims and drops empties', () => {
    expect(splitContactTags(' a@x.io, ,b@x.io\n\nc@x.io\r\n ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
    expect(splitContactTags('')).toEqual([]);
  });

  it('removes duplicates case-insensitively, keeping the first spelling', () => {
    expect(splitContactTags('Ann@X.io, ann@x.io,BOB@x.io\nann@X.IO')).toEqual(['Ann@X.io', 'BOB@x.io']);
  });

  it('never yields empty, untrimmed, separator-holding or case-duplicate tags', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'B', ' ', ',', '\n', '@', '.', '+', '1') }),
        (input) => {
          const tags = splitContactTags(input);
          for (const tag of tags) {
            expect(tag).not.toBe('');
            expect(tag).toBe(tag.trim());
            expect(tag).not.toMatch(/[,\n\r]/);
          }
          expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
        },
      ),
    );
  });

  it('is idempotent when the tags are joined again', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const tags = splitContactTags(input);
        expect(splitContactTags(tags.join(','))).toEqual(tags);
        expect(splitContactTags(tags.join('\n'))).toEqual(tags);
      }),
    );
  });

  it('keeps every distinct item of a joined list, in order', () => {
    const item = fc.stringMatching(/^[a-z0-9@.+]{1,12}$/);
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (value) => value.toLowerCase() }), (items) => {
        expect(splitContactTags(items.join(' , '))).toEqual(items);
      }),
    );
  });
});

describe('isContactEmail', () => {
  it.each(['pat@example.com', 'a.b+c@sub.domain.org', 'x@y.z'])('accepts %s', (value) => {
    expect(isContactEmail(value)).toBe(true);
  });
  it.each(['', 'pat', 'pat@example', '@example.com', 'pat@.com.', 'pa t@example.com', 'a@b@c.d'])(
    'rejects %j',
    (value) => {
      expect(isContactEmail(value)).toBe(false);
    },
  );

  it('accepts any text@text.text without spaces or extra at-signs', () => {
    const part = fc.stringMatching(/^[a-z0-9_-]{1,10}$/);
    fc.assert(
      fc.property(part, part, part, (local, domain, tld) => {
        expect(isContactEmail(`${local}@${domain}.${tld}`)).toBe(true);
      }),
    );
  });

  it('rejects anything with whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), (value, space) => {
        expect(isContactEmail(`${value}${space}a@b.c`)).toBe(false);
      }),
    );
  });
});

describe('isContactPhone and normalizePhone', () => {
  it.each(['+3161234567', '+31 6 1234 5678', '+1234567', '+123456789012345'])('accepts %s', (value) => {
    expect(isContactPhone(value)).toBe(true);
  });
  it.each([
    '',
    '0612345678',
    '+123456',
    '+1234567890123456',
    '+31  612345678',
    '+ 31612345678',
    '+3161234567 ',
    '+31-6123456',
    '++31612345',
  ])('rejects %j', (value) => {
    expect(isContactPhone(value)).toBe(false);
  });

  it('accepts + and 7 to 15 digits with optional single spaces between digits', () => {
    fc.assert(
      fc.property(digits(7, 15), fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }), (list, spaces) => {
        const phone = `+${spaced(list, spaces)}`;
        expect(isContactPhone(phone)).toBe(true);
        expect(normalizePhone(phone)).toBe(`+${list.join('')}`);
        expect(isContactPhone(normalizePhone(phone))).toBe(true);
      }),
    );
  });

  it('rejects too few or too many digits', () => {
    fc.assert(
      fc.property(fc.oneof(digits(0, 6), digits(16, 30)), (list) => {
        expect(isContactPhone(`+${list.join('')}`)).toBe(false);
      }),
    );
  });

  it('rejects a missing plus or doubled spaces', () => {
    fc.assert(
      fc.property(digits(7, 15), fc.nat(), (list, at) => {
        expect(isContactPhone(list.join(''))).toBe(false);
        const cut = 1 + (at % (list.length - 1));
        expect(isContactPhone(`+${list.slice(0, cut).join('')}  ${list.slice(cut).join('')}`)).toBe(false);
      }),
    );
  });

  it('normalizePhone is idempotent and removes only whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = normalizePhone(value);
        expect(normalizePhone(once)).toBe(once);
        expect(once).not.toMatch(/\s/);
      }),
    );
  });
});
