/** Vouchers shared by the vouchers page and the client profile: calls, labels, badges and the add modal. */
export * from './api.ts';
export {
  AddVouchersModal,
  UNABLE_TO_UPDATE,
  ChoiceChips,
  toNullableNumber,
  toNumber,
  useKindOptions,
  type AddVouchersDefaults,
} from './add-vouchers-modal.tsx';
export { BatchLine } from './batch-line.tsx';
export { BalanceBadge, balanceTone } from './balance-badge.tsx';
export { PaidBadge, paidState, type PaidState } from './paid-badge.tsx';
export { VoucherKind, useVoucherKindText, type VoucherKindRef } from './voucher-kind.tsx';
export { currencyName, formatCount, formatMoney, pricePerVoucher, useUserTimeZone } from './format.ts';
export { ExpiringNote, ExpiringSoonBadge, useBatchFacts, useExpiringText } from './expiry.tsx';
export * from './packs-api.ts';
import './vouchers.css';
