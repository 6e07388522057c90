export { VouchersPage } from './vouchers-page.tsx';
export { VoucherSettingsPage } from './voucher-settings-page.tsx';
