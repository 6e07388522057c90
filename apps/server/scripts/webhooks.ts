/**
 * The operator's instance-wide webhook endpoints (docs/operations.md#webhooks-for-the-whole-instance):
 * every professional's events go to them. Same environment as the server (DATABASE_URL or DATA_DIR);
 * on PGlite, run it while the server is stopped (one process holds that database).
 *
 *   npm run webhooks -w @sessionbook/server -- list
 *   npm run webhooks -w @sessionbook/server -- add <url> --events booking.created,client.added [--description text]
 *   npm run webhooks -w @sessionbook/server -- remove <endpointId>
 *   npm run webhooks -w @sessionbook/server -- deliveries <endpointId>
 *   npm run webhooks -w @sessionbook/server -- resend <deliveryId>
 */
import { parseArgs } from 'node:util';
import { WEBHOOK_EVENT_TYPES } from '@sessionbook/domain';
import { loadConfig } from '../src/config.ts';
import { isAppError } from '../src/core/errors.ts';
import { createDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import {
  listWebhookDeliveries,
  resendOperatorDelivery,
} from '../src/modules/webhooks/services/deliveries.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
} from '../src/modules/webhooks/services/endpoints.ts';

const USAGE = `usage: npm run webhooks -w @sessionbook/server -- <command>
  list                                  the instance-wide endpoints
  add <url> --events a,b [--description text]
                                        add one (events: ${WEBHOOK_EVENT_TYPES.join(', ')}); prints its secret once
  remove <endpointId>                   delete one with its delivery log
  deliveries <endpointId>               its last 100 deliveries, newest first
  resend <deliveryId>                   send a delivery again (the same webhook-id)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { events: { type: 'string' }, description: { type: 'string' } },
});
const [command, argument] = positionals;

const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const deps = { config, database, clock: () => new Date() };
const OPERATOR = null;

function need(value: string | undefined, what: string): string {
  if (!value) {
    console.error(`${what} missing\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

try {
  await runMigrations(database);
  switch (command) {
    case 'list':
      for (const endpoint of await listWebhookEndpoints(deps, OPERATOR))
        console.log(
          [
            endpoint.id,
            endpoint.enabled ? 'enabled' : 'disabled',
            endpoint.url,
            endpoint.event_types.join(','),
          ].join('\t'),
        );
      break;
    case 'add': {
      const created = await createWebhookEndpoint(deps, OPERATOR, {
        url: need(argument, 'the URL'),
        event_types: need(values.events, '--events')
          .split(',')
          .map((type) => type.trim()) as never,
        description: values.description ?? null,
      });
      console.log(`added ${created.id}\nsecret (shown this once): ${created.secret}`);
      break;
    }
    case 'remove':
      await deleteWebhookEndpoint(deps, OPERATOR, need(argument, 'the endpoint id'));
      console.log('removed');
      break;
    case 'deliveries':
      for (const delivery of await listWebhookDeliveries(deps, OPERATOR, need(argument, 'the endpoint id')))
        console.log(
          [
            delivery.id,
            delivery.event_id,
            delivery.event_type,
            delivery.status,
            `attempts=${delivery.attempts}`,
            delivery.last_status_code ?? '-',
            delivery.last_error ?? '',
          ].join('\t'),
        );
      break;
    case 'resend': {
      const delivery = await resendOperatorDelivery(deps, need(argument, 'the delivery id'));
      console.log(`sending ${delivery.event_id} again (the worker delivers it)`);
      break;
    }
    default:
      console.error(USAGE);
      process.exitCode = 2;
  }
} catch (error) {
  if (isAppError(error) || (error instanceof Error && error.name === 'ZodError')) {
    console.error(isAppError(error) && error.fields ? JSON.stringify(error.fields) : error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
