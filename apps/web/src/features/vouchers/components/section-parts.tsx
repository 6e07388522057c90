/** Loading, error and empty states shared by the vouchers page's sections. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';

export const clientPath = (entryId: string) => `/professional/clients/${encodeURIComponent(entryId)}`;

export function SectionState<T>({
  query,
  empty,
  loading,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  loading: string;
  children: (data: T[]) => ReactNode;
}) {
  const { t } = useTranslation('vouchers');
  if (query.isPending) return <SkeletonLines label={loading} />;
  if (query.isError) {
    return (
      <div className="vouchers__notice" role="alert">
        <p>{t('load_failed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="vouchers__empty">{empty}</p>;
  return <>{children(query.data)}</>;
}

/** Grey lines where rows will be, so nothing jumps (docs/product/look-and-feel.md#fast-feels-fast). */
export function SkeletonLines({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="vouchers__skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="vouchers__skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}
