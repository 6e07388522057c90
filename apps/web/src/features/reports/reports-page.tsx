/**
 * `/professional/reports` (docs/product/screens.md#professional-area, docs/product/rules.md#reports):
 * month by month, per client, vouchers held now and who has not booked for a while. Tables first,
 * each with its CSV; the charts load after them, in a chunk of their own (decision 0046).
 */
import {
  monthOf,
  wallTimeIn,
  type InactiveClient,
  type OutstandingVouchers,
  type ReportClient,
  type ReportMonth,
} from '@sessionbook/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, linkClass, PageTitle } from '../../components/ui/index.ts';
import { Dropdown } from '../../components/widgets/index.ts';
import { formatCount, formatMoney, useUserTimeZone } from '../../entities/vouchers/index.ts';
import { deviceTimeZone } from '../../lib/device-time-zone.ts';
import { formatDate, formatMonth } from '../../lib/format-dates.ts';
import { useReport } from './api.ts';
import { ReportTable, type Column } from './components/report-table.tsx';
import { formatDecimal, formatRate } from './lib.ts';
import './reports.css';

const ReportCharts = lazy(() => import('./components/charts.tsx'));

const PERIODS = [3, 6, 12, 24] as const;
const INACTIVE_DAYS = [14, 30, 60, 90] as const;
const MONTHLY_TABLE = 'reports-monthly';

const clientPath = (entryId: string) => `/professional/clients/${encodeURIComponent(entryId)}`;

export function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const timeZone = useUserTimeZone() ?? deviceTimeZone() ?? 'UTC';
  const [months, setMonths] = useState<number>(12);
  const [inactiveDays, setInactiveDays] = useState<number>(30);
  const to = monthOf(new Date(), timeZone);
  const query = useReport({ to, months, inactiveDays });
  const none = t('page.none');
  const count = (value: number) => formatCount(value, language);
  // Every value of the report is in the currency it names (the professional's, decision 0047).
  const currency = query.data?.currency;
  const money = (value: number) => formatMoney(value, currency, language);
  const inCurrency = (label: string) => (currency ? `${label} (${currency})` : label);
  const sections = [
    { id: 'reports-months', label: t('monthly.title') },
    { id: 'reports-clients', label: t('clients.title') },
    { id: 'reports-outstanding', label: t('outstanding.title') },
    { id: 'reports-inactive', label: t('inactive.title') },
  ] as const;
  const fileName = (name: string) =>
    query.data ? `sessionbook-${name}-${query.data.from}_${query.data.to}.csv` : `sessionbook-${name}.csv`;

  const monthly: Column<ReportMonth>[] = [
    {
      key: 'month',
      label: t('monthly.month'),
      cell: (row) => formatMonth(row.month, language),
      csv: (row) => row.month,
    },
    ...(['sessions', 'registrations', 'attended', 'no_shows', 'unmarked', 'upcoming'] as const).map(
      (key) => ({
        key,
        label: t(`monthly.${key}`),
        numeric: true,
        cell: (row: ReportMonth) => count(row[key]),
        csv: (row: ReportMonth) => row[key],
      }),
    ),
    {
      key: 'attendance_rate',
      label: t('monthly.attendance_rate'),
      numeric: true,
      cell: (row) => (row.attendance_rate === null ? none : formatRate(row.attendance_rate, language)),
      csv: (row) => row.attendance_rate,
    },
    {
      key: 'late_cancels',
      label: t('monthly.late_cancels'),
      numeric: true,
      cell: (row) => count(row.late_cancels),
      csv: (row) => row.late_cancels,
    },
    {
      key: 'active_clients',
      label: t('monthly.active_clients'),
      numeric: true,
      cell: (row) => count(row.active_clients),
      csv: (row) => row.active_clients,
    },
    {
      key: 'sessions_per_client',
      label: t('monthly.sessions_per_client'),
      numeric: true,
      cell: (row) =>
        row.sessions_per_client === null ? none : formatDecimal(row.sessions_per_client, language),
      csv: (row) => row.sessions_per_client,
    },
    {
      key: 'vouchers_sold',
      label: t('monthly.vouchers_sold'),
      numeric: true,
      cell: (row) => count(row.vouchers_sold),
      csv: (row) => row.vouchers_sold,
    },
    {
      key: 'vouchers_sold_value',
      label: t('monthly.vouchers_sold_value'),
      csvLabel: inCurrency(t('monthly.vouchers_sold_value')),
      numeric: true,
      cell: (row) => money(row.vouchers_sold_value),
      csv: (row) => row.vouchers_sold_value,
    },
    {
      key: 'vouchers_used',
      label: t('monthly.vouchers_used'),
      numeric: true,
      cell: (row) => count(row.vouchers_used),
      csv: (row) => row.vouchers_used,
    },
  ];

  const clientName = (row: { full_name: string | null }) => row.full_name || t('clients.unnamed');
  const clients: Column<ReportClient>[] = [
    {
      key: 'name',
      label: t('clients.name'),
      cell: (row) =>
        row.entry_id ? (
          <Link className={linkClass()} to={clientPath(row.entry_id)}>
            {clientName(row)}
          </Link>
        ) : (
          clientName(row)
        ),
      csv: clientName,
    },
    ...(['sessions', 'attended', 'no_shows', 'late_cancels'] as const).map((key) => ({
      key,
      label: t(`clients.${key}`),
      numeric: true,
      cell: (row: ReportClient) => count(row[key]),
      csv: (row: ReportClient) => row[key],
    })),
  ];

  const typeName = (row: OutstandingVouchers) => t(`common:voucher_types.${row.type.type}`);
  const outstanding: Column<OutstandingVouchers>[] = [
    { key: 'type', label: t('outstanding.type'), cell: typeName, csv: typeName },
    {
      key: 'count',
      label: t('outstanding.count'),
      numeric: true,
      cell: (row) => count(row.count),
      csv: (row) => row.count,
    },
    {
      key: 'value',
      label: t('outstanding.value'),
      csvLabel: inCurrency(t('outstanding.value')),
      numeric: true,
      cell: (row) => money(row.value),
      csv: (row) => row.value,
    },
    {
      key: 'unpriced',
      label: t('outstanding.unpriced'),
      numeric: true,
      cell: (row) => count(row.unpriced),
      csv: (row) => row.unpriced,
    },
    {
      key: 'owed',
      label: t('outstanding.owed'),
      numeric: true,
      cell: (row) => count(row.owed),
      csv: (row) => row.owed,
    },
  ];

  const inactive: Column<InactiveClient>[] = [
    {
      key: 'name',
      label: t('inactive.name'),
      cell: (row) => (
        <Link className={linkClass()} to={clientPath(row.entry_id)}>
          {clientName(row)}
        </Link>
      ),
      csv: clientName,
    },
    {
      key: 'last_session',
      label: t('inactive.last_session'),
      cell: (row) =>
        row.last_session ? formatDate(row.last_session, language, { timeZone }) : t('inactive.never'),
      // `YYYY-MM-DD` in the zone: a spreadsheet reads it as a date.
      csv: (row) => (row.last_session ? wallTimeIn(new Date(row.last_session), timeZone).date : null),
    },
  ];

  return (
    <div className="reports">
      <PageTitle title={t('page.title')} subtitle={t('page.lead')} />
      <div className="reports__controls">
        <Dropdown
          label={t('page.period')}
          value={String(months)}
          onChange={(value) => setMonths(Number(value))}
          options={PERIODS.map((value) => ({
            value: String(value),
            label: t('page.period_option', { count: value }),
          }))}
        />
        <Dropdown
          label={t('page.inactive_period')}
          value={String(inactiveDays)}
          onChange={(value) => setInactiveDays(Number(value))}
          options={INACTIVE_DAYS.map((value) => ({
            value: String(value),
            label: t('page.inactive_option', { count: value }),
          }))}
        />
      </div>
      <nav className="reports__nav" aria-label={t('page.sections')}>
        {sections.map((section) => (
          <a key={section.id} className="reports__nav-link" href={`#${section.id}`}>
            {section.label}
          </a>
        ))}
      </nav>
      {query.isPending ? (
        <p role="status" className="reports__status">
          {t('page.loading')}
        </p>
      ) : query.isError ? (
        <div className="reports__status" role="alert">
          <p>{t('page.load_failed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      ) : (
        <>
          <section className="card reports__section" aria-labelledby={sections[0].id}>
            <h2 className="reports__heading" id={sections[0].id}>
              {sections[0].label}
            </h2>
            <ReportTable
              id={MONTHLY_TABLE}
              caption={t('monthly.caption')}
              columns={monthly}
              rows={query.data.months}
              rowKey={(row) => row.month}
              fileName={fileName('monthly')}
              tableName={sections[0].label}
            />
            <Suspense fallback={<p className="muted">{t('charts.loading')}</p>}>
              <ReportCharts months={query.data.months} tableId={MONTHLY_TABLE} />
            </Suspense>
          </section>
          <section className="card reports__section" aria-labelledby={sections[1].id}>
            <h2 className="reports__heading" id={sections[1].id}>
              {sections[1].label}
            </h2>
            {query.data.clients.length === 0 ? (
              <p className="muted">{t('clients.empty')}</p>
            ) : (
              <ReportTable
                id="reports-clients-table"
                caption={t('clients.caption')}
                columns={clients}
                rows={query.data.clients}
                rowKey={(row) => row.entry_id ?? `${row.full_name}-${row.sessions}`}
                fileName={fileName('clients')}
                tableName={sections[1].label}
              />
            )}
          </section>
          <section className="card reports__section" aria-labelledby={sections[2].id}>
            <h2 className="reports__heading" id={sections[2].id}>
              {sections[2].label}
            </h2>
            <p className="muted">{t('outstanding.lead')}</p>
            {query.data.outstanding.length === 0 ? (
              <p className="muted">{t('outstanding.empty')}</p>
            ) : (
              <ReportTable
                id="reports-outstanding-table"
                caption={t('outstanding.caption')}
                columns={outstanding}
                rows={query.data.outstanding}
                rowKey={(row) => String(row.type.id)}
                fileName={fileName('vouchers-held')}
                tableName={sections[2].label}
              />
            )}
          </section>
          <section className="card reports__section" aria-labelledby={sections[3].id}>
            <h2 className="reports__heading" id={sections[3].id}>
              {sections[3].label}
            </h2>
            {query.data.inactive_clients.length === 0 ? (
              <p className="muted">{t('inactive.empty')}</p>
            ) : (
              <ReportTable
                id="reports-inactive-table"
                caption={t('inactive.caption', { count: query.data.inactive_days })}
                columns={inactive}
                rows={query.data.inactive_clients}
                rowKey={(row) => row.entry_id}
                fileName={fileName('not-booked')}
                tableName={sections[3].label}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
