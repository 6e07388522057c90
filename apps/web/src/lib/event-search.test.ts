import { parseLocalDate } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { searchWindows } from './event-search.ts';

describe('where a linked event is looked for', () => {
  it('searches the widest windows the API allows, ahead first', () => {
    expect(searchWindows(parseLocalDate('2026-05-13'))).toEqual([
      { start: '2026-04-13', end: '2027-04-13' },
      { start: '2025-04-12', end: '2026-04-12' },
    ]);
  });
});
