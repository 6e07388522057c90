import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstName, goingView, shownName, type GoingReader } from './who-is-going.ts';

describe('who is going (decision 0027)', () => {
  const readers: [GoingReader, boolean, 'first_names' | 'count'][] = [
    [{ kind: 'guest' }, true, 'count'],
    [{ kind: 'guest' }, false, 'count'],
    [{ kind: 'client', connected: false }, true, 'count'],
    [{ kind: 'client', connected: false }, false, 'count'],
    [{ kind: 'client', connected: true }, true, 'first_names'],
    [{ kind: 'client', connected: true }, false, 'count'],
  ];
  it.each(readers)('%o with names %s on sees %s', (reader, shows, view) => {
    expect(goingView(reader, shows)).toBe(view);
  });

  it('a first name is the first word, trimmed, or nothing', () => {
    expect(firstName('Ana Maria da Silva')).toBe('Ana');
    expect(firstName('  Bea \t Jansen ')).toBe('Bea');
    expect(firstName('Cher')).toBe('Cher');
    expect(firstName('   ')).toBeNull();
    expect(firstName('')).toBeNull();
    expect(firstName(null)).toBeNull();
  });

  it('the reader sees all of their own name, a first name of others, or nothing', () => {
    expect(shownName('Ana Maria', 'count', true)).toBe('Ana Maria');
    expect(shownName('Ana Maria', 'first_names', true)).toBe('Ana Maria');
    expect(shownName('Ana Maria', 'first_names', false)).toBe('Ana');
    expect(shownName('Ana Maria', 'count', false)).toBeNull();
    expect(shownName(null, 'first_names', false)).toBeNull();
  });

  it("never shows more of another's name than its first word", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('first_names' as const, 'count' as const), (name, view) => {
        const shown = shownName(name, view, false);
        if (shown === null) return;
        expect(view).toBe('first_names');
        expect(shown).not.toMatch(/\s/u);
        expect(name.trim().startsWith(shown)).toBe(true);
      }),
    );
  });
});
