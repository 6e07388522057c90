/** A searchable checkbox list of confirmed clients (`GET clients?status=confirmed&search=`). */
import { SEARCH_DEBOUNCE_MS } from '@sessionbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import { clientRows, useClients } from '../../../lib/client-book/get-clients.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { clientName } from './client-row.tsx';

export function MemberPicker({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('book');
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useClients('confirmed', debounced.trim());
  const rows = clientRows(query.data?.pages);

  const toggle = (clientId: string, checked: boolean) =>
    onChange(checked ? [...selected, clientId] : selected.filter((value) => value !== clientId));

  return (
    <fieldset className="member-picker">
      <legend className="field__label">
        {t('groups.members')}{' '}
        <span className="muted">({t('groups.members_selected', { count: selected.length })})</span>
      </legend>
      <label className="field__label" htmlFor={`${id}-search`}>
        {t('groups.member_search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="field__input"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {query.isPending ? (
        <div role="status" className="member-picker__list">
          <span className="visually-hidden">{t('groups.members_loading')}</span>
          {[0, 1, 2].map((index) => (
            <span key={index} className="skeleton skeleton--line" aria-hidden="true" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="muted">{t('groups.no_confirmed')}</p>
      ) : (
        <ul className="member-picker__list">
          {rows.map((client) => (
            <li key={client.id}>
              <label className="member-picker__option">
                <input
                  type="checkbox"
                  className="field__checkbox"
                  checked={selected.includes(client.id)}
                  onChange={(event) => toggle(client.id, event.target.checked)}
                />
                <span>
                  {clientName(client, t('list.unnamed'))}
                  {client.email && <span className="muted"> · {client.email}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button variant="ghost" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('actions.load_more')}
        </Button>
      )}
    </fieldset>
  );
}
