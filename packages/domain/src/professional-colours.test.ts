import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROFESSIONAL_COLOURS,
  professionalColours,
  type ColouredProfessional,
} from './professional-colours.ts';

const professional = fc.record({
  id: fc.uuid(),
  confirmedAt: fc.option(
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    { nil: null },
  ),
});
const book = (max: number) => fc.uniqueArray(professional, { maxLength: max, selector: (entry) => entry.id });

describe("a client's professionals' colours", () => {
  it('gives every professional a colour of the palette, each a different one while there are enough', () => {
    fc.assert(
      fc.property(book(12), (professionals) => {
        const colours = professionalColours(professionals);
        expect([...colours.keys()].sort()).toEqual(professionals.map((entry) => entry.id).sort());
        for (const colour of colours.values()) {
          expect(Number.isInteger(colour)).toBe(true);
          expect(colour).toBeGreaterThanOrEqual(0);
          expect(colour).toBeLessThan(PROFESSIONAL_COLOURS);
        }
        const distinct = new Set(colours.values()).size;
        expect(distinct).toBe(Math.min(professionals.length, PROFESSIONAL_COLOURS));
      }),
    );
  });

  it('does not depend on the order the professionals are listed in', () => {
    fc.assert(
      fc.property(
        book(10).chain((professionals) =>
          fc.tuple(
            fc.constant(professionals),
            fc.shuffledSubarray(professionals, { minLength: professionals.length }),
          ),
        ),
        ([professionals, shuffled]) => {
          expect(professionalColours(shuffled)).toEqual(professionalColours(professionals));
        },
      ),
    );
  });

  it('keeps the colours of earlier connections when the client connects with another professional', () => {
    fc.assert(
      fc.property(book(10), professional, (listed, newcomer) => {
        fc.pre(!listed.some((entry) => entry.id === newcomer.id));
        // Every one of them was connected before the newcomer.
        const professionals = listed.map((entry) => ({
          ...entry,
          confirmedAt: entry.confirmedAt ?? '2024-06-01T00:00:00.000Z',
        }));
        const later: ColouredProfessional = { id: newcomer.id, confirmedAt: '2031-01-01T00:00:00.000Z' };
        const before = professionalColours(professionals);
        const after = professionalColours([...professionals, later]);
        for (const [id, colour] of before) expect(after.get(id)).toBe(colour);
      }),
    );
  });

  it("keeps everyone else's colour when a professional leaves", () => {
    fc.assert(
      fc.property(book(10), fc.nat(), (book, pick) => {
        fc.pre(book.length > 0);
        const listed = book.map((entry) => ({
          ...entry,
          confirmedAt: entry.confirmedAt ?? '2024-06-01T00:00:00.000Z',
        }));
        const leaving = listed[pick % listed.length]!;
        const before = professionalColours(listed);
        // The connection ends now, after every one of them began; it stays in the input, ended.
        const ended = listed.map((entry) =>
          entry.id === leaving.id ? { ...entry, endedAt: '2031-06-01T00:00:00.000Z' } : entry,
        );
        const after = professionalColours(ended);
        for (const entry of listed) expect(after.get(entry.id)).toBe(before.get(entry.id));
      }),
    );
  });

  it("keeps everyone else's colour when a professional leaves at the instant the others began", () => {
    // One clock reading for every connection and the end (the server's tests run on a fixed clock).
    const at = '2027-03-10T12:00:00.000Z';
    fc.assert(
      fc.property(book(10), fc.nat(), (book, pick) => {
        fc.pre(book.length > 0);
        const listed = book.map((entry) => ({ ...entry, confirmedAt: at }));
        const leaving = listed[pick % listed.length]!;
        const before = professionalColours(listed);
        const ended = listed.map((entry) => (entry.id === leaving.id ? { ...entry, endedAt: at } : entry));
        const after = professionalColours(ended);
        for (const entry of listed) expect(after.get(entry.id)).toBe(before.get(entry.id));
      }),
    );
  });

  it('lets a professional connected after another left take the colour that left', () => {
    const colours = (connections: ColouredProfessional[]) => professionalColours(connections);
    fc.assert(
      fc.property(professional, professional, (first, second) => {
        fc.pre(first.id !== second.id);
        const gone = {
          id: first.id,
          confirmedAt: '2024-01-01T00:00:00.000Z',
          endedAt: '2024-06-01T00:00:00.000Z',
        };
        const alone = colours([{ id: second.id, confirmedAt: null }]).get(second.id);
        // Connected after the first one ended: nothing is in the way of its own colour.
        expect(
          colours([gone, { id: second.id, confirmedAt: '2025-01-01T00:00:00.000Z' }]).get(second.id),
        ).toBe(alone);
      }),
    );
  });

  it("gives a professional the same colour in every client's calendar when nothing is in its way", () => {
    const id = '0b8e7c52-3f5e-4c1a-9d55-6c2f3a1b9e10';
    const alone = professionalColours([{ id, confirmedAt: null }]).get(id);
    fc.assert(
      fc.property(professional, (other) => {
        fc.pre(other.id !== id);
        // Connected first, nobody can take its colour.
        const colours = professionalColours([
          { id, confirmedAt: '2019-01-01T00:00:00.000Z' },
          { ...other, confirmedAt: other.confirmedAt ?? '2025-01-01T00:00:00.000Z' },
        ]);
        expect(colours.get(id)).toBe(alone);
      }),
    );
  });
});
