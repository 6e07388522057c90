import { z } from 'zod';

/**
 * The reply of a call that only succeeds or fails (docs/product/api.md#base-address envelope): its data
 * says nothing, but the app still checks it, so a call that answers something else fails loudly.
 */
export const okReply = z.object({ data: z.object({ ok: z.literal(true) }) });
export type OkReply = z.infer<typeof okReply>;
