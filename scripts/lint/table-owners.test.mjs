import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ownerProblems, ownerWrites, readSchemaTables } from './table-owners.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = '/repo/apps/server/src';
const options = [
  {
    srcDir: src,
    owners: {
      accounts: { users: 'modules/auth', clientProfiles: 'modules/auth' },
      messaging: { jobs: 'jobs' },
    },
    sqlNames: { users: 'users', clientProfiles: 'client_profiles', jobs: 'jobs' },
  },
];
const accounts = "import { clientProfiles, users } from '../../db/schema/accounts.ts';\n";
const inModule = (name, code, extra = {}) => ({
  filename: `${src}/modules/${name}/queries.ts`,
  code: accounts + code,
  options,
  ...extra,
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('owner-writes', ownerWrites, {
  valid: [
    // The owner writes its tables, directly or through a constant of its own.
    inModule('auth', 'db.update(users).set({ language: "en" });'),
    inModule(
      'auth',
      'const table = theme === "client" ? clientProfiles : users; db.insert(table).values({});',
    ),
    // Anyone reads.
    inModule('profile', 'db.select().from(users).where(eq(users.id, id));'),
    inModule('profile', 'sql`select u.email from ${users} u join client_profiles c on c.user_id = u.id`;'),
    // Maps, sets and hashes have insert/update/delete methods too; a local that is no table is not one.
    inModule('profile', 'states.delete(key); hash.update(name); const users2 = new Set(); users2.delete(x);'),
    // A type-only import names no value to write with.
    {
      filename: `${src}/modules/profile/types.ts`,
      code: "import type { users } from '../../db/schema/accounts.ts';\ntype Row = typeof users.$inferSelect;",
      options,
    },
    // A folder of src/ may own a table: the job queue writes jobs, raw SQL included.
    {
      filename: `${src}/jobs/queue.ts`,
      code: "import { jobs } from '../db/schema/messaging.ts';\nsql`insert into ${jobs} (kind) values ('x')`; db.update(jobs).set({});",
      options,
    },
    // Tests and scripts outside src/ set up rows as they need.
    { filename: '/repo/apps/server/test/x.test.ts', code: accounts + 'db.delete(users);', options },
  ],
  invalid: [
    {
      ...inModule('profile', 'await db.update(users).set({ avatar: null }).where(eq(users.id, id));'),
      errors: [{ messageId: 'notOwner', data: { table: 'users', owner: 'modules/auth' } }],
    },
    {
      // Through a constant, a conditional and a lookup object.
      ...inModule(
        'profile',
        'const TABLES = { client: clientProfiles, all: users }; const table = TABLES[role]; tx.update(table).set(values);',
      ),
      errors: [{ messageId: 'notOwner' }, { messageId: 'notOwner' }],
    },
    {
      // Through a loop over tables.
      ...inModule('account', 'for (const table of [users, clientProfiles]) await db.delete(table);'),
      errors: [{ messageId: 'notOwner' }, { messageId: 'notOwner' }],
    },
    {
      // Through a parameter typed by the table.
      ...inModule('profile', 'function write(db: Db, t: typeof users) { return db.insert(t).values({}); }'),
      errors: [{ messageId: 'notOwner', data: { table: 'users', owner: 'modules/auth' } }],
    },
    {
      // Through a namespace import of the area.
      filename: `${src}/modules/account/queries.ts`,
      code: "import * as accounts from '../../db/schema/accounts.ts';\nawait db.delete(accounts.users);",
      options,
      errors: [{ messageId: 'notOwner', data: { table: 'users', owner: 'modules/auth' } }],
    },
    {
      // A table lint cannot trace, written through a database handle.
      ...inModule('profile', 'function write(db: Db, table) { return db.insert(table).values({}); }'),
      errors: [{ messageId: 'untraced' }],
    },
    {
      // Raw SQL, by name or by value.
      ...inModule(
        'profile',
        'sql`update users set language = ${language}`; sql`delete from client_profiles where id = ${id}`; sql`insert into ${users} (email) values (${email})`;',
      ),
      errors: [{ messageId: 'notOwner' }, { messageId: 'notOwner' }, { messageId: 'notOwner' }],
    },
  ],
});

describe('the owners map', () => {
  const schema = { accounts: { users: 'users', clientProfiles: 'client_profiles' } };
  const srcDir = new URL('../../apps/server/src', import.meta.url).pathname;

  it('names every table of the schema, nothing else, and owners that exist', () => {
    expect(
      ownerProblems({ accounts: { users: 'modules/auth', clientProfiles: 'modules/auth' } }, schema, srcDir),
    ).toEqual([]);
    expect(ownerProblems({ accounts: { users: 'modules/auth' } }, schema, srcDir)).toEqual([
      'place table clientProfiles (db/schema/accounts.ts) in tableOwners',
    ]);
    expect(
      ownerProblems(
        { accounts: { users: 'modules/auth', clientProfiles: 'modules/nowhere', gone: 'modules/auth' } },
        schema,
        srcDir,
      ),
    ).toEqual([
      'tableOwners: the owner of clientProfiles, modules/nowhere, is no folder of ' + srcDir,
      'tableOwners names accounts.gone, which is not a table',
    ]);
  });

  it('reads every table of the real schema folder', () => {
    const tables = readSchemaTables(`${srcDir}/db/schema`);
    expect(Object.values(tables).flatMap((area) => Object.values(area))).toHaveLength(42);
    expect(tables.bookings).toMatchObject({ eventRegistrations: 'event_registrations' });
    expect(tables.payments).toMatchObject({
      voucherPurchases: 'voucher_purchases',
      stripeEvents: 'stripe_events',
    });
    expect(tables.integrations).toMatchObject({ busyIntervals: 'busy_intervals', apiTokens: 'api_tokens' });
  });
});

describe('the repository lint config', () => {
  // The real eslint.config.js on planted files: the rule is wired to the owners of decision 0039.
  const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
  const ownerMessages = async (path, code) =>
    (await eslint.lintText(code, { filePath: path }))[0].messages.filter(
      (message) => message.ruleId === 'table-owners/owner-writes',
    );
  const plant =
    "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/accounts.ts';\nimport type { Db } from '../../db/types.ts';\n" +
    'export async function plant(db: Db, id: string) {\n  await db.update(users).set({ avatar: null }).where(eq(users.id, id));\n}\n';

  it('fails a module that writes another module’s table, and passes its owner', async () => {
    const planted = await ownerMessages('apps/server/src/modules/profile/planted.ts', plant);
    expect(planted.map((message) => message.message)).toEqual([
      'users belongs to modules/auth (eslint.config.js, tableOwners): write it through a function modules/auth exports.',
    ]);
    expect(await ownerMessages('apps/server/src/modules/auth/planted.ts', plant)).toEqual([]);
  }, 120_000);
});
