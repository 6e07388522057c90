/**
 * `/professional/export` (docs/product/screens.md#professional-area, docs/decisions/0048-import-and-export.md):
 * the professional downloads their client book, sessions and voucher ledger as CSV, each or all in one
 * zip. Each download says what it holds; the buttons are plain buttons, so the keyboard reaches them.
 */
import { EXPORT_TABLES, type ExportTable } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { downloadFromApi } from '../../lib/download-file.ts';
import { useToast } from '../../lib/toast.tsx';
import './exports.css';

type Download = ExportTable | 'all';

const pathOf = (what: Download) =>
  what === 'all' ? 'professional/export.zip' : `professional/export/${what}.csv`;
const fallbackName = (what: Download) =>
  what === 'all' ? 'sessionbook-export.zip' : `sessionbook-${what}.csv`;

export function ExportsPage() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [busy, setBusy] = useState<Download | null>(null);

  const download = async (what: Download) => {
    setBusy(what);
    try {
      await downloadFromApi(pathOf(what), fallbackName(what));
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(null);
    }
  };

  const item = (what: Download, button: string) => (
    <Card as="section" key={what} className="exports__item" aria-labelledby={`export-${what}`}>
      <h2 id={`export-${what}`} className="exports__heading">
        {t(`export.tables.${what}.title`)}
      </h2>
      <p id={`export-${what}-text`} className="muted">
        {t(`export.tables.${what}.text`)}
      </p>
      <Button
        variant={what === 'all' ? 'primary' : 'secondary'}
        loading={busy === what}
        aria-describedby={`export-${what}-text`}
        onClick={() => void download(what)}
      >
        {button}
      </Button>
    </Card>
  );

  return (
    <div className="exports">
      <PageTitle title={t('export.title')} subtitle={t('export.lead')} />
      {item('all', t('export.tables.all.button'))}
      {EXPORT_TABLES.map((table) =>
        item(table, `${t('export.download')}: ${t(`export.tables.${table}.title`)}`),
      )}
    </div>
  );
}
