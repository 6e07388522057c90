import { z } from 'zod';

/** The reply of a call that only succeeds or fails (docs/product/api.md#base-address envelope). */
export const okReply = z.object({ data: z.object({ ok: z.literal(true) }) });
export const ok = { data: { ok: true as const } };
