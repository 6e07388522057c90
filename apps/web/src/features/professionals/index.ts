/** The client's professionals: the router imports exactly these names. */
export { ProfessionalsPage } from './professionals-page.tsx';
export { AcceptProfessionalPage } from './accept-professional-page.tsx';
export { ProfessionalVouchersPage } from './professional-vouchers-page.tsx';
export { VouchersOverviewPage } from './vouchers-overview-page.tsx';
