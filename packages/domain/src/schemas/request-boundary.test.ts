import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index.ts';
import { calendarQuery } from './slots.ts';
import { findUnstorableText, isStorableText, storableInput } from './fields.ts';
import { groupIdParam, linkTokenParam, usernameParam, uuidParam } from './path-params.ts';

/** Every request schema the domain exports (`...Body`, `...Query`): what reaches a route. */
const requestSchemas = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => /(Body|Query)$/.test(entry[0]) && entry[1] instanceof z.ZodType,
);

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Ana María', true],
    ['line breaks and tabs', 'a\nb\tc\r', true],
    ['a surrogate pair (emoji)', 'run 🏃‍♀️ 💪', true],
    ['other control characters', '\u0001\u001f\u007f', true],
    ['NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud83c', false],
    ['a lone low surrogate', '\udfc3b', false],
    ['two high surrogates', '\ud83c\ud83c\udfc3', false],
  ])('%s: %s', (_name, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe('findUnstorableText', () => {
  it('finds unstorable text in values and keys, at their paths', () => {
    expect(
      findUnstorableText({
        name: 'ok',
        notes: 'a\u0000',
        tags: ['x', '\ud800'],
        ['k\u0000']: 1,
        deep: { a: [{ b: '\u0000' }] },
      }),
    ).toEqual(expect.arrayContaining([['notes'], ['tags', 1], ['k\u0000'], ['deep', 'a', 0, 'b']]));
  });

  it('accepts anything without NUL or a lone surrogate', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value) ?? '';
        fc.pre(isStorableText(text));
        expect(findUnstorableText(value)).toEqual([]);
      }),
    );
  });

  it('finds a NUL wherever it is put', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.nat({ max: 3 })), { maxLength: 6 }),
        fc.string(),
        (path, text) => {
          let value: unknown = `${text}\u0000`;
          for (const step of [...path].reverse())
            value =
              typeof step === 'number' ? [...Array<unknown>(step).fill(null), value] : { [step]: value };
          const found = findUnstorableText(value);
          expect(found.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('walks a body nested a hundred thousand levels deep without exhausting the stack', () => {
    let value: unknown = 'a\u0000';
    for (let depth = 0; depth < 100_000; depth++) value = [value];
    expect(findUnstorableText(value)).toHaveLength(1);
  });

  it('lists at most ten places', () => {
    expect(findUnstorableText(Array.from({ length: 500 }, () => '\u0000'))).toHaveLength(10);
  });
});

describe('storableInput', () => {
  it('answers on the field and never runs the schema behind it', () => {
    let ran = false;
    const schema = z.object({ title: z.string() }).refine(() => (ran = true));
    const result = storableInput.pipe(schema).safeParse({ title: 'Yoga\u0000' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['title'], message: 'validation.unstorable' }),
    ]);
    expect(ran).toBe(false);
  });
});

describe('request schemas', () => {
  it('are all found', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'registerBody',
        'resetBody',
        'changePasswordBody',
        'calendarQuery',
        'createEventBody',
      ]),
    );
  });

  it.each(requestSchemas)('%s never throws, whatever JSON it is given', (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.constantFrom(null, [], '', 0, true)), (value) => {
        expect(() => schema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it.each(requestSchemas)('%s refuses a body that is not an object', (_name, schema) => {
    // A body that may be left out (declining a registration) takes null as "no body".
    const optional = schema.safeParse(undefined).success;
    for (const value of [...(optional ? [] : [null]), [], 'text', 42, true])
      expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('calendarQuery', () => {
  it.each([
    [{ start_date: '2027-02-29', end_date: '2027-03-05' }, 'start_date'],
    [{ start_date: '2027-03-01', end_date: '2027-02-30' }, 'end_date'],
    [{ start_date: '2027-13-01', end_date: '2027-12-31' }, 'start_date'],
  ])('answers an impossible date next to a valid one on its field: %j', (query, field) => {
    const result = calendarQuery.safeParse(query);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, 'validation.invalid'],
    ]);
  });
});

describe('path parameters', () => {
  it('take what can exist and lower-case ids', () => {
    expect(uuidParam('error.event.not_found').parse('0D4F0C2E-7A1B-4C3D-9E8F-001122334455')).toBe(
      '0d4f0c2e-7a1b-4c3d-9e8f-001122334455',
    );
    expect(groupIdParam.parse('g0d4f0c2e-7a1b-4c3d-9e8f-001122334455')).toBe(
      '0d4f0c2e-7a1b-4c3d-9e8f-001122334455',
    );
    expect(groupIdParam.parse('0d4f0c2e-7a1b-4c3d-9e8f-001122334455')).toBe(
      '0d4f0c2e-7a1b-4c3d-9e8f-001122334455',
    );
    expect(usernameParam.parse('pat.trainer')).toBe('pat.trainer');
    expect(linkTokenParam('not_found').parse('Ab_-09')).toBe('Ab_-09');
  });

  it.each(['', 'a\u0000b', '../etc', 'not-a-uuid', 'g-not-a-uuid', 'a'.repeat(36), 'x'.repeat(10_000)])(
    'refuse the id %j with the code of an unknown one',
    (value) => {
      expect(uuidParam('error.event.not_found').safeParse(value).error?.issues[0]?.message).toBe(
        'error.event.not_found',
      );
      expect(groupIdParam.safeParse(value).error?.issues[0]?.message).toBe('error.group.not_found');
    },
  );

  it.each(['', 'ab', 'a\u0000b', '../etc', 'with space', 'x'.repeat(31)])(
    'refuse the username %j',
    (value) => {
      expect(usernameParam.safeParse(value).error?.issues[0]?.message).toBe('error.professional.not_found');
    },
  );

  it.each(['', 'a\u0000b', 'a/b', 'a.b', 'x'.repeat(129)])('refuse the link token %j', (value) => {
    expect(
      linkTokenParam('common.auth.invalid_activation_link').safeParse(value).error?.issues[0]?.message,
    ).toBe('common.auth.invalid_activation_link');
  });
});
