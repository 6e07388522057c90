import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type DatabaseKind, type TestApp } from '../helpers/test-app.ts';
import { StripeStandIn } from '../helpers/stripe-stand-in.ts';
import { stripeConfig } from '../payments/helpers.ts';
import {
  committedDocument,
  contractOf,
  operationsOf,
  type Contract,
  type DocumentedOperation,
} from '../helpers/contract.ts';
import { injectAndRead } from '../helpers/event-stream.ts';
import {
  changedTables,
  watchFingerprint,
  type Fingerprint,
  type FingerprintWatch,
} from '../helpers/fingerprint.ts';
import { requestsFor, urlPart, type FuzzRequest } from './hostile.ts';
import { buildWorld, freshToken, WORLD_NOW, type World } from './world.ts';

/**
 * Hostile input on every operation of the OpenAPI document, as a guest (with no token or a forged
 * one), a client and a professional (issue 9, item 2). Generated from the document, so a route added later is fuzzed without being named
 * here. Each request must: never answer 5xx, answer only statuses its operation documents, answer every
 * error in the shape of docs/product/errors.md#error-reply-shape, answer 2xx with a body valid against its
 * documented schema, and store
 * nothing when it is refused.
 *
 * FUZZ_SEED picks other inputs (the default keeps CI repeatable); FUZZ_RUNS sends more per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const operations = operationsOf(committedDocument());
const name = (entry: DocumentedOperation) => `${entry.method} ${entry.path}`;

/**
 * Refusals that change something by design, and what they may change: a failed e-mail verification
 * link mails a fresh one (docs/product/errors.md#auth-errors), which is an outbox row and its delivery job.
 * (The fuzzed
 * `PUT profile` may change a user's e-mail, which leaves it unverified, so this refusal happens.)
 */
const DESIGNED_SIDE_EFFECTS: Record<string, string[]> = {
  'common.auth.email_verification_failed': ['one_time_tokens', 'outbox_messages', 'jobs'],
};

type Role = 'guest' | 'client' | 'professional';

/** Requests sent on the current database, for the summary. */
const sent = { requests: 0, byStatus: new Map<number, number>() };

function urlOf(entry: DocumentedOperation, request: FuzzRequest): string {
  let path = entry.path;
  for (const [param, value] of Object.entries(request.path))
    path = path.replace(`{${param}}`, urlPart(value));
  const query = Object.entries(request.query)
    .flatMap(([key, value]) => [value].flat().map((item) => `${urlPart(key)}=${urlPart(item)}`))
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** The fixed cases every run sends: the failures issue 9 reported, on whatever this operation takes. */
function examplesFor(entry: DocumentedOperation, known: string[]): [FuzzRequest][] {
  const parameters = entry.operation.parameters ?? [];
  const schema = entry.operation.requestBody?.content['application/json']?.schema;
  const valid = schema ? generateSync(schema as never, { seed: 1 }) : undefined;
  const base: FuzzRequest = {
    path: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, known[0]!])),
    query: {},
    body: valid === undefined ? { kind: 'none' } : { kind: 'json', value: valid },
    contentType: 'application/json',
    language: null,
    forgedAuthorization: null,
  };
  const examples: FuzzRequest[] = [base, { ...base, body: { kind: 'raw', text: 'null' } }];
  if (schema) examples.push({ ...base, body: { kind: 'raw', text: `"${'x'.repeat(1_100_000)}"` } });
  for (const p of parameters) {
    for (const value of ['a\u0000b', '2027-02-29', 'x'.repeat(300)]) {
      if (p.in === 'path') examples.push({ ...base, path: { ...base.path, [p.name]: value } });
      if (p.in === 'query') examples.push({ ...base, query: { [p.name]: value } });
    }
  }
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    for (const [field, value] of Object.entries(valid)) {
      if (typeof value === 'string')
        examples.push({ ...base, body: { kind: 'json', value: { ...valid, [field]: `${value}\u0000` } } });
    }
  }
  return examples.map((example) => [example]);
}

/**
 * The fuzz suite for one database. Each database's run is its own test file (fuzz.test.ts,
 * fuzz-postgres.test.ts), so the two run side by side on the test workers instead of one after the
 * other in the longest file of the suite.
 */
export function fuzzEveryOperation(kind: DatabaseKind): void {
  describe(`hostile input on every documented operation (${kind})`, () => {
    let t: TestApp;
    let world: World;
    let contract: Contract;
    let known: string[];
    let watch: FingerprintWatch;
    // Payments on (decision 0049), into one account: the checkout and the webhook's checks are fuzzed too.
    const standIn = new StripeStandIn();

    beforeAll(async () => {
      sent.requests = 0;
      sent.byStatus.clear();
      await standIn.start();
      t = await createTestApp(kind, { stripe: stripeConfig(standIn, 'single') }, { clock: () => WORLD_NOW });
      world = await buildWorld(t);
      contract = contractOf(t.app);
      watch = await watchFingerprint(t.deps.database);
      known = [
        ...Object.values(world.owned),
        world.owner.professionalId,
        world.owner.slug,
        world.owner.username,
        world.otherProfessional.professionalId,
      ];
    }, 120_000);
    afterAll(async () => {
      await t.close();
      await standIn.stop();
      const statuses = [...sent.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`);
      console.log(
        `fuzz (${kind}): ${operations.length} operations, ${sent.requests} requests; ${statuses.join(', ')}`,
      );
    });

    it('fuzzes the document the server serves', () => {
      expect(contract.operations.map(name).sort()).toEqual(operations.map(name).sort());
    });

    it.each(operations.map((entry) => [name(entry), entry] as const))(
      '%s',
      async (_name, entry) => {
        const tokens: Record<Role, string | null> = {
          guest: null,
          client: await freshToken(t, world.ownClient.userId),
          professional: await freshToken(t, world.owner.userId),
        };

        async function send(request: FuzzRequest, role: Role, before: Fingerprint) {
          const url = urlOf(entry, request);
          const token = tokens[role];
          const authorization = token ? `Bearer ${token}` : request.forgedAuthorization;
          // An event stream is read to its first event and closed (helpers/event-stream.ts).
          const response = await injectAndRead(t.app, {
            method: entry.method as 'GET',
            url,
            headers: {
              host: APP_HOST,
              ...(authorization ? { authorization } : {}),
              ...(request.language ? { 'accept-language': request.language } : {}),
              ...(request.body.kind === 'none' ? {} : { 'content-type': request.contentType }),
            },
            ...(request.body.kind === 'json' ? { payload: JSON.stringify(request.body.value) } : {}),
            ...(request.body.kind === 'raw' ? { payload: request.body.text } : {}),
          });
          sent.requests += 1;
          sent.byStatus.set(response.statusCode, (sent.byStatus.get(response.statusCode) ?? 0) + 1);

          let body: unknown;
          const problems: string[] = [];
          const mediaType = String(response.headers['content-type']).split(';')[0]!.trim();
          const documented = entry.operation.responses[String(response.statusCode)]?.content ?? {};
          if (mediaType === 'text/event-stream') {
            if (!response.body.startsWith('event: ready\n'))
              problems.push(`a stream that does not start with its ready event: ${response.body}`);
          } else if (
            response.statusCode < 300 &&
            mediaType !== 'application/json' &&
            mediaType in documented
          ) {
            // A file the operation documents (a CSV, a zip, a calendar feed): its media type is the check.
            body = null;
          } else {
            try {
              body = response.body ? JSON.parse(response.body) : null;
            } catch {
              problems.push(`a reply that is not JSON: ${response.body.slice(0, 200)}`);
            }
          }
          problems.push(...contract.problemsOf(entry.method, url, response.statusCode, body));
          const after = await watch.fingerprint();
          if (response.statusCode >= 400) {
            const allowed = DESIGNED_SIDE_EFFECTS[(body as { code?: string } | null)?.code ?? ''] ?? [];
            const changed = changedTables(before, after).filter((table) => !allowed.includes(table));
            if (changed.length)
              problems.push(`refused with ${response.statusCode} yet changed ${changed.join(', ')}`);
          }
          if (problems.length) {
            const shown = JSON.stringify(request.body).slice(0, 300);
            throw new Error(
              `${role} ${entry.method} ${url.slice(0, 300)} with ${shown} answered ${response.statusCode}` +
                ` ${response.body.slice(0, 300)}:\n  ${problems.join('\n  ')}`,
            );
          }
          return after;
        }

        await fc.assert(
          fc.asyncProperty(requestsFor(entry, known), async (request) => {
            let fingerprint = await watch.fingerprint();
            for (const role of ['guest', 'client', 'professional'] as const)
              fingerprint = await send(request, role, fingerprint);
          }),
          { seed: SEED, numRuns: RUNS, examples: examplesFor(entry, known) },
        );
      },
      300_000,
    );
  });
}
