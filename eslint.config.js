import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { ownerProblems, readSchemaTables, tableOwnersPlugin } from './scripts/lint/table-owners.mjs';

/**
 * Server modules from the bottom up: a module may import the ones listed before it, never one after
 * it (docs/architecture.md#imports-run-one-way: imports run one way). A new module must be placed here, or
 * lint fails.
 */
const serverModuleLayers = [
  'auth',
  // Records what happened for the endpoints that asked; every module that causes an event calls it (decision 0051).
  'webhooks',
  // The professional's own calendars read for busy time: slots, events and the calendar read it (decision 0050).
  'busy-times',
  'profile',
  'notifications',
  'reminders',
  'clients',
  'groups',
  'invite-link',
  'professionals',
  'onboarding',
  'vouchers',
  // Pays for packs online and credits the ledger through vouchers (docs/decisions/0049-paid-online.md).
  'payments',
  'calendar',
  'bookings',
  // A private profile shows to the professional's confirmed clients (docs/decisions/0035): bookings knows.
  'public-profile',
  'guest',
  'events',
  'slots',
  'client-calendar',
  'calendar-feed',
  // Reads what bookings and vouchers keep; nothing reads it (docs/decisions/0046-reports.md).
  'reports',
  // Writes the book through clients and opening balances through vouchers (docs/decisions/0048).
  'imports',
  // The sites allowed to embed the booking widget, and the widget's page (decision 0053).
  'embed',
  // Reads the client book, bookings and the ledger into files; nothing reads it (docs/decisions/0048).
  'exports',
  'account',
  'live',
  'system',
  'feedback',
  'dev-outbox',
];
const serverModules = 'apps/server/src/modules';
const webFeatures = 'apps/web/src/features';
const webEntities = 'apps/web/src/entities';
const foldersIn = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const unplacedModules = foldersIn(serverModules).filter((name) => !serverModuleLayers.includes(name));
if (unplacedModules.length)
  throw new Error(
    `eslint.config.js: place server module(s) ${unplacedModules.join(', ')} in serverModuleLayers`,
  );

/**
 * Who writes each table (decision 0039), by area file of apps/server/src/db/schema: a module, or a folder
 * of apps/server/src. Only the owner inserts, updates or deletes the table's rows; every other place
 * reads it (through the owner's conditions and selections where it has them) and writes through a
 * function the owner exports. An owner sits at or below every module that writes through it
 * (serverModuleLayers). A new table must be placed here, or lint fails.
 */
const tableOwners = {
  accounts: {
    users: 'modules/auth',
    // Written by a trigger on users (migration 0015); auth releases a deleted account's earlier names.
    usernameHistory: 'modules/auth',
    clientProfiles: 'modules/auth',
    professionalProfiles: 'modules/auth',
    authSessions: 'modules/auth',
    oneTimeTokens: 'modules/auth',
    userPreferences: 'modules/onboarding',
  },
  'client-book': {
    professionalClients: 'modules/clients',
    clientGroupMembers: 'modules/clients',
    clientGroups: 'modules/groups',
    professionalInvitations: 'modules/professionals',
  },
  scheduling: {
    eventSeries: 'modules/calendar',
    events: 'modules/calendar',
    calendarStamps: 'modules/calendar',
    availabilitySlots: 'modules/slots',
    availabilitySlotVoucherTypes: 'modules/slots',
  },
  bookings: {
    eventRegistrations: 'modules/bookings',
    waitlistRegistrations: 'modules/bookings',
    eventInvitations: 'modules/bookings',
  },
  vouchers: {
    voucherEntries: 'modules/vouchers',
    voucherSettings: 'modules/vouchers',
    voucherPacks: 'modules/vouchers',
    paymentSettings: 'modules/vouchers',
    openingBalances: 'modules/vouchers',
  },
  payments: {
    stripeAccounts: 'modules/payments',
    voucherPurchases: 'modules/payments',
    stripeEvents: 'modules/payments',
  },
  integrations: {
    busyCalendars: 'modules/busy-times',
    busyIntervals: 'modules/busy-times',
    webhookEndpoints: 'modules/webhooks',
    webhookEvents: 'modules/webhooks',
    webhookDeliveries: 'modules/webhooks',
    apiTokens: 'modules/auth',
    embedSettings: 'modules/embed',
  },
  messaging: {
    outboxMessages: 'messaging',
    pushSubscriptions: 'messaging',
    jobs: 'jobs',
    bookingSummaryItems: 'modules/notifications',
  },
  platform: {
    // Reference data: its rows come from the migrations (db/migrate.ts runs them), no module writes them.
    voucherTypes: 'db',
    serverSecrets: 'db',
    rateLimitCounters: 'http',
    feedbackReports: 'modules/feedback',
  },
};
const serverSrc = fileURLToPath(new URL('apps/server/src', import.meta.url));
const schemaTables = readSchemaTables(`${serverSrc}/db/schema`);
const misplacedTables = ownerProblems(tableOwners, schemaTables, serverSrc);
if (misplacedTables.length) throw new Error(`eslint.config.js: ${misplacedTables.join('; ')}`);

const boundaryZones = [
  // The core every service depends on imports no module and nothing of the HTTP layer.
  {
    target: 'apps/server/src/core',
    from: ['apps/server/src/modules', 'apps/server/src/http'],
    message: 'core/ imports no module and nothing from http/.',
  },
  // Only the composition root (http/, main, server) knows the HTTP layer.
  {
    target: [
      'apps/server/src/modules',
      'apps/server/src/messaging',
      'apps/server/src/db',
      'apps/server/src/seed',
    ],
    from: 'apps/server/src/http',
    message: 'Services depend on core/, never on http/ (the composition root).',
  },
  ...serverModuleLayers.slice(0, -1).map((name, index) => ({
    target: `${serverModules}/${name}`,
    from: serverModuleLayers.slice(index + 1).map((above) => `${serverModules}/${above}`),
    message: `${name} sits below these modules in eslint.config.js (serverModuleLayers): move what both need down.`,
  })),
  // Web features stand side by side: what two need moves down, into entities/ when it is about one
  // thing of the product (vouchers: their API, badges, the add-vouchers dialog), else components/ or lib/.
  ...foldersIn(webFeatures).map((name) => ({
    target: `${webFeatures}/${name}`,
    from: webFeatures,
    except: [`./${name}`],
    message: 'A feature imports entities/, components/ and lib/, never another feature.',
  })),
  ...foldersIn(webEntities).map((name) => ({
    target: `${webEntities}/${name}`,
    from: webEntities,
    except: [`./${name}`],
    message: 'An entity imports components/ and lib/, never another entity.',
  })),
  {
    target: webEntities,
    from: [webFeatures, 'apps/web/src/app'],
    message: 'entities/ are below every feature.',
  },
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: ['apps/web/src/features', 'apps/web/src/entities', 'apps/web/src/app'],
    message: 'components/ and lib/ are below every entity and feature.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'table-owners': tableOwnersPlugin },
    rules: {
      'table-owners/owner-writes': [
        'error',
        {
          srcDir: serverSrc,
          owners: tableOwners,
          sqlNames: Object.assign({}, ...Object.values(schemaTables)),
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Dates and times are printed through one module (lib/format-dates.ts, issue 26). Three places keep
    // their own: the shell's "as of" line (first-load code, where the formatting module does not
    // load), the date picker's month grid, and the time-zone prompt's offset arithmetic.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/lib/format-dates.ts',
      'apps/web/src/lib/device-time-zone.ts',
      'apps/web/src/components/ui/as-of.tsx',
      'apps/web/src/components/widgets/date-field.tsx',
      'apps/web/src/features/timezone-prompt/rules.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Format dates and times with apps/web/src/lib/format-dates.ts.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Format dates and times with apps/web/src/lib/format-dates.ts.',
        },
      ],
    },
  },
  {
    // Scripts the service worker imports as they are (no bundler): a worker's globals.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The domain package is shared by server and browser: it must stay free of I/O and Node APIs.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm*', 'fastify*'] },
      ],
    },
  },
);
