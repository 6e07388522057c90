/**
 * The card holding one of the page's lists (tokens, webhooks): "Loading", a failure with "Try again",
 * the empty line, or the list itself, so both halves of the page say each state the same way.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../components/ui/index.ts';

export interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

export function ListCard<T>({
  query,
  empty,
  label,
  children,
}: {
  query: ListQuery<T>;
  /** The line shown when there is nothing yet. */
  empty: string;
  /** The list's accessible name. */
  label: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('integrations');
  return (
    <Card className="integrations__card">
      {query.isPending && (
        <p className="muted" role="status">
          {t('page.loading')}
        </p>
      )}
      {query.isError && (
        <div className="integrations__notice" role="alert">
          <p>{t('page.load_failed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      )}
      {query.data?.length === 0 && <p className="muted">{empty}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="integrations__list" aria-label={label}>
          {children(query.data)}
        </ul>
      )}
    </Card>
  );
}
