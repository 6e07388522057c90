import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import type { DocumentedOperation, JsonSchema } from '../helpers/contract.ts';

/**
 * Requests built from an operation of the OpenAPI document: schema-valid values (json-schema-faker,
 * seeded by fast-check) and hostile ones (fast-check), mixed so each request reaches as deep as it can
 * before the part meant to break it.
 */

/** A value valid against a JSON schema: fast-check picks the seed, json-schema-faker the value. */
export const fromSchema = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((seed) => generateSync(schema as never, { seed }));

/** Dates and instants that do not exist, or barely do. */
const impossibleDates = [
  '2027-02-29',
  '2027-02-30',
  '2027-13-01',
  '2027-00-10',
  '2027-02-29T10:00:00Z',
  '2027-04-31T10:00:00Z',
  '2027-03-10T24:00:00Z',
  '2027-03-10T10:60:00Z',
  '2027-03-31T02:30:00+02:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:45:00Z',
  '+275760-09-13T00:00:00Z',
  '2027-03-10',
  '10-03-2027',
];

/** Text that has broken servers: control characters, half surrogate pairs, injections, odd unicode. */
const nastyText = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\u202e\u0301\u200b',
  '🏃‍♀️💪🏽',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '"',
  '\r\n\t',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'g00000000-0000-0000-0000-000000000000',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyText, ...impossibleDates), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\ud83c', '\udfc3', 'a', ' ', '\u0007'),
      maxLength: 12,
    }),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(6_000, 70_000).map((length) => 'x'.repeat(length)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Nested arrays or objects `depth` deep; shown short in a counterexample (printing it would recurse). */
const nested = (depth: number, inObject: boolean): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = inObject ? { a: value } : [value];
  return Object.assign(value as object, {
    [fc.toStringMethod]: () => `<${inObject ? 'objects' : 'arrays'} ${depth} deep>`,
  });
};

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  // Deeper values go as raw text (brokenJson): serialising them here would exhaust the test's own stack.
  {
    arbitrary: fc
      .constantFrom(100, 500)
      .chain((depth) => fc.boolean().map((inObject) => nested(depth, inObject))),
    weight: 1,
  },
  { arbitrary: fc.constant(Array.from({ length: 5_000 }, (_, index) => index)), weight: 1 },
);

/** Bodies that are not JSON, or not what the server takes. */
const brokenJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '[1,]',
  '{"a":1}garbage',
  '\u0000',
  'nul',
  'null',
  '"text"',
  '42',
  '[]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
);

/**
 * Every path to a place inside a JSON value (the root included), depth first. Collected into one
 * array: spreading a child's places into the parent's overflowed the stack on an import's 5,000 rows.
 */
function placesIn(value: unknown, path: PropertyKey[] = [], places: PropertyKey[][] = []): PropertyKey[][] {
  places.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => placesIn(item, [...path, index], places));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) placesIn(item, [...path, key], places);
  return places;
}

/** A copy of `value` with the place at `path` replaced (or removed when `replacement` is `REMOVE`). */
function replaceAt(value: unknown, path: PropertyKey[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<PropertyKey, unknown>;
  const next = replaceAt(copy[head as string], rest, replacement);
  if (next === REMOVE) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}
const REMOVE = Symbol('remove');

/** A body for an operation: valid, valid with one place broken, or hostile as a whole. */
export function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<RequestBody> {
  const json = (value: unknown): RequestBody => ({ kind: 'json', value });
  const whole = fc.oneof(
    hostileValue.map(json),
    brokenJson.map((text): RequestBody => ({ kind: 'raw', text })),
  );
  if (!schema) return fc.oneof({ arbitrary: fc.constant<RequestBody>({ kind: 'none' }), weight: 3 }, whole);
  const valid = fromSchema(schema);
  const broken = valid.chain((sample) => {
    const places = placesIn(sample);
    // Picked by index: spreading tens of thousands of places (an import's rows) overflowed the stack.
    return fc
      .tuple(
        fc.nat({ max: places.length - 1 }).map((index) => places[index]!),
        fc.oneof(hostileValue, fc.constant(REMOVE)),
      )
      .map(([place, replacement]) => json(replaceAt(sample, place, replacement)));
  });
  const extraKey = fc
    .tuple(valid, hostileString, hostileValue)
    .map(([sample, key, value]) => json({ ...(sample as object), [key]: value }));
  return fc.oneof(
    { arbitrary: valid.map(json), weight: 2 },
    { arbitrary: broken, weight: 6 },
    { arbitrary: extraKey, weight: 1 },
    { arbitrary: whole, weight: 2 },
  );
}

export type RequestBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

export interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body: RequestBody;
  contentType: string;
  language: string | null;
  /** What a guest sends as `Authorization`: nothing, or a credential that must not work. */
  forgedAuthorization: string | null;
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');
/** Credentials that must all be refused: malformed, unsigned, of another scheme, oversized. */
const forgedAuthorizations = [
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  `Bearer ${base64url('{"alg":"none","typ":"JWT"}')}.${base64url('{"sub":"x","sid":"y","iat":1,"exp":9999999999}')}.`,
  `Bearer ${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url('{"sub":"x"}')}.${base64url('not a signature')}`,
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(4000)}`,
  'bearer null',
];

/** A path or query value in a URL; half surrogates, which `encodeURIComponent` refuses, as broken UTF-8. */
export function urlPart(value: string): string {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Requests for one operation; `known` holds real ids and names of the test world to try in paths. */
export function requestsFor(entry: DocumentedOperation, known: string[]): fc.Arbitrary<FuzzRequest> {
  const parameters = entry.operation.parameters ?? [];
  const pathValue = (schema: JsonSchema) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...known), weight: 3 },
      { arbitrary: fromSchema(schema).map(String), weight: 2 },
      { arbitrary: hostileString, weight: 3 },
    );
  const queryValue = (schema: JsonSchema) =>
    fc.oneof(
      { arbitrary: fromSchema(schema).map(String), weight: 3 },
      { arbitrary: hostileString, weight: 3 },
      { arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }), weight: 1 },
    );
  const path = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p.schema)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, queryValue(p.schema)])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string | string[]>>;
  return fc.record({
    path,
    query,
    body: bodyFor(entry.operation.requestBody?.content['application/json']?.schema),
    contentType: fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 12 },
      {
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
          'application/xml',
        ),
        weight: 1,
      },
    ),
    language: fc.option(fc.constantFrom('nl', 'pt-BR,pt;q=0.9', '*', 'xx-YY', ';;;q=abc', 'a'.repeat(300)), {
      nil: null,
    }),
    forgedAuthorization: fc.option(fc.constantFrom(...forgedAuthorizations), { nil: null }),
  });
}
