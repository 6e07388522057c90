import type { OkReply } from '@sessionbook/domain';

/** The reply of a call that only succeeds or fails; routes declare the shared `okReply` schema. */
export const ok: OkReply = { data: { ok: true } };
