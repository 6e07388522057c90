/**
 * The check of a reply that only says the call succeeded (`{ ok: true }`, the shared `okReply`): callers
 * get nothing from it, but a reply of another shape still fails, as every reply is checked
 * (docs/product/api.md#base-address).
 */
import { okReply } from '@sessionbook/domain';

export function checkOk(reply: unknown): void {
  okReply.shape.data.parse(reply);
}
