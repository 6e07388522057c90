import { sql } from 'drizzle-orm';
import { recordWebhookEvent } from '../../../src/modules/webhooks/record-event.ts';
import { WEBHOOK_RETRY_DELAYS_MS } from '../../../src/modules/webhooks/retry-schedule.ts';
import type { Scenario } from './session-scenarios.ts';
import type { World } from './world.ts';

/**
 * The professional's webhooks (decision 0051). The receiver is this machine's port 9: a private address
 * the server refuses to reach (or a refused connection where the operator allows private ones), so
 * every attempt fails without a network.
 */
export const WEBHOOK_SCENARIOS: Record<string, Scenario> = {
  async webhook_failing(w: World) {
    const pro = await w.professional();
    const { db } = w.t.deps.database;
    await db.execute(sql`
      insert into webhook_endpoints (professional_id, url, event_types, secret)
      values (${pro.professionalId}, 'http://127.0.0.1:9/hooks', '["client.added"]'::jsonb, 'whsec_matrix')`);
    await db.transaction((tx) =>
      recordWebhookEvent(tx, {
        professionalId: pro.professionalId,
        at: w.now(),
        type: 'client.added',
        data: { client: { name: 'Ann' } },
      }),
    );
    return {
      cast: { professional: pro },
      // The first attempt failed at once; each retry comes due in turn, and the last one gives up.
      async change() {
        for (const wait of WEBHOOK_RETRY_DELAYS_MS) await w.advanceTo(new Date(w.now().getTime() + wait));
      },
    };
  },
};
