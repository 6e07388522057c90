import { z } from 'zod';

/** `/config.json`, read by the app at start (docs/product/entities-and-states.md#app-configuration). */
export const appConfig = z.object({
  api: z.object({ url: z.string() }),
  front: z.object({ url: z.string(), site_url: z.string() }),
  rules: z.object({
    cookies: z.object({ enabled: z.boolean(), type: z.enum(['banner', 'modal']) }),
    error_tracking: z.object({ enabled: z.boolean(), url: z.string().nullable() }),
    analytics: z.object({
      enabled: z.boolean(),
      id: z.string().nullable(),
      tag_manager_id: z.string().nullable(),
      heat_map_id: z.string().nullable(),
    }),
    debug: z.boolean(),
    /** Sign-in and sign-up with Google show only when the server has an OpenID issuer configured. */
    google: z.object({ enabled: z.boolean() }),
    /** SMS can be sent (a provider, or the outbox of a server for local use); off, the app says so. */
    sms: z.object({ enabled: z.boolean() }),
    /** Web Push: the server's VAPID public key, which a device subscribes with (decision 0032). */
    push: z.object({ enabled: z.boolean(), public_key: z.string().nullable() }),
  }),
});
export type AppConfig = z.infer<typeof appConfig>;
