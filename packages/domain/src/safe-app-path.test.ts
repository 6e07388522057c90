import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeAppPath } from './safe-app-path.ts';

describe('safeAppPath', () => {
  it('keeps a path inside the app, with its query and hash', () => {
    expect(safeAppPath('/professional/calendar')).toBe('/professional/calendar');
    expect(safeAppPath('/@ana?book=1#slots')).toBe('/@ana?book=1#slots');
    expect(safeAppPath('/a/../b')).toBe('/b');
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative host', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a tab that would make //host', '/\t/evil.example'],
    ['a newline', '/calendar\nSet-Cookie: x'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/calendar\u0000'],
    ['DEL', '/\u007f'],
    ['a relative path', 'calendar'],
    ['broken percent-encoding', '/%E0%A4%A'],
    ['nothing', ''],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeAppPath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeAppPath(null)).toBeNull();
    expect(safeAppPath(undefined)).toBeNull();
    expect(safeAppPath(['/calendar'])).toBeNull();
  });

  it('never answers a path that a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (tail) => {
        const kept = safeAppPath(`/${tail}`);
        if (kept === null) return;
        expect(new URL(kept, 'https://app.example.com/profile').origin).toBe('https://app.example.com');
        // What we keep is stable: checking it again changes nothing.
        expect(safeAppPath(kept)).toBe(kept);
      }),
      { numRuns: 2000 },
    );
  });
});
