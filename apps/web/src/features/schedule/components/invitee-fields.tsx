/**
 * Who a session invites (docs/product/rules.md#session-rules): clients of the book and groups in one
 * searchable list that
 * loads as it scrolls (search debounced 500 ms), and e-mails or phone numbers of people not in the book
 * yet. A group larger than the session type allows stays listed but cannot be picked, with the reason.
 */
import {
  contactProblem,
  GROUP_ID_PREFIX,
  SEARCH_DEBOUNCE_MS,
  type ClientBookEntry,
  type GroupEntry,
} from '@sessionbook/domain';
import { inviteLimit, isGroupOffered } from '../model/voucher-types.ts';
import { type SessionFormValues } from '../model/form-values.ts';
import { useMemo, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TagInput } from '../../../components/form/index.ts';
import { MultiSelect, type MultiSelectItem } from '../../../components/widgets/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { clientRows, useClients, useInviteeGroups } from '../api/invitees.ts';

export interface InviteeFieldsProps {
  /** Labels of invitees chosen before this list loaded them (an edited session's), by id. */
  knownLabels: Record<string, string>;
  tagErrors: Record<string, string[]>;
}

export function InviteeFields({ knownLabels, tagErrors }: InviteeFieldsProps) {
  const { t } = useTranslation('schedule');
  const { control } = useFormContext<SessionFormValues>();
  const voucherTypeId = useWatch({ control, name: 'voucher_type_id' });
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const clients = useClients('all', debounced);
  const groups = useInviteeGroups(debounced);

  const listed = useMemo(() => {
    const groupItems = (groups.data ?? []).map((group) => groupItem(group, voucherTypeId, t));
    const clientItems = clientRows(clients.data?.pages).map((client) =>
      clientItem(client, t('invitees.unnamed')),
    );
    return [...groupItems, ...clientItems];
  }, [groups.data, clients.data, voucherTypeId, t]);

  return (
    <>
      <Controller
        name="client_ids"
        control={control}
        render={({ field, fieldState }) => {
          const shown = new Set(listed.map((item) => item.id));
          // Chosen earlier but not in this page of results: kept visible so they can be removed.
          const earlier = debounced
            ? []
            : field.value
                .filter((id) => !shown.has(id))
                .map((id) => ({ id, label: knownLabels[id] ?? t('invitees.unnamed') }));
          return (
            <MultiSelect
              label={t('invitees.clients')}
              searchLabel={t('invitees.search')}
              items={[...earlier, ...listed]}
              selected={field.value}
              onChange={field.onChange}
              search={search}
              onSearchChange={setSearch}
              hasMore={clients.hasNextPage}
              loadMore={() => void clients.fetchNextPage()}
              loading={clients.isPending || clients.isFetchingNextPage || groups.isPending}
              emptyText={t('invitees.empty')}
              error={fieldState.error}
              name={field.name}
            />
          );
        }}
      />
      <Controller
        name="contacts"
        control={control}
        render={({ field, fieldState }) => (
          <TagInput
            label={t('invitees.contacts')}
            hint={t('invitees.contacts_hint')}
            value={field.value}
            onChange={field.onChange}
            validate={contactProblem}
            tagErrors={tagErrors}
            error={fieldState.error?.message}
            name={field.name}
          />
        )}
      />
    </>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function groupItem(group: GroupEntry, voucherTypeId: number | null, t: T): MultiSelectItem {
  const offered = isGroupOffered(group.clients_count, voucherTypeId);
  return {
    id: `${GROUP_ID_PREFIX}${group.id}`,
    label: group.name,
    description: t('invitees.group_size', { count: group.clients_count }),
    ...(offered
      ? {}
      : { disabledReason: t('invitees.group_too_big', { count: inviteLimit(voucherTypeId) }) }),
  };
}

function clientItem(client: ClientBookEntry, unnamed: string): MultiSelectItem {
  const contact = client.email ?? client.phone ?? undefined;
  return {
    id: client.id,
    label: client.full_name ?? contact ?? unnamed,
    ...(client.full_name && contact ? { description: contact } : {}),
    avatar: { name: client.full_name, src: client.avatar },
  };
}
