/**
 * The sites allowed to embed the widget (`frame-ancestors`): add one by address, remove one; each change
 * saves the whole list. The address is checked as the server checks it (the shared schema), and a
 * server's field error shows under the field too.
 */
import { embedOriginField, MAX_EMBED_ORIGINS } from '@sessionbook/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../components/ui/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.tsx';
import { useSaveAllowedOrigins } from './embed-api.ts';

export function OriginsCard({ origins }: { origins: string[] }) {
  const { t } = useTranslation('embed');
  const { t: common } = useTranslation('common');
  const id = useId();
  const toast = useToast();
  const save = useSaveAllowedOrigins();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const saveList = (next: string[], onSaved?: () => void) =>
    save.mutate(next, {
      onSuccess: () => {
        onSaved?.();
        toast.success('embed:settings.saved');
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? Object.values(failure.fieldErrors)[0]?.[0] : undefined;
        if (field) setError(field);
        else toast.error(failure);
      },
    });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = embedOriginField.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'validation.url');
    if (origins.length >= MAX_EMBED_ORIGINS && !origins.includes(parsed.data))
      return setError('validation.too_many');
    setError(null);
    saveList([...new Set([...origins, parsed.data])], () => setDraft(''));
  };

  return (
    <Card as="section" className="embed__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="embed__heading">
        {t('settings.sites_title')}
      </h2>
      <p className="muted" id={`${id}-lead`}>
        {t('settings.sites_lead')}
      </p>
      {origins.length === 0 ? (
        <p className="muted">{t('settings.no_sites')}</p>
      ) : (
        <ul className="embed__origins" aria-labelledby={`${id}-heading`}>
          {origins.map((origin) => (
            <li key={origin} className="embed__origin">
              <span className="embed__origin-name">{origin}</span>
              <Button
                variant="ghost"
                disabled={save.isPending}
                onClick={() => saveList(origins.filter((kept) => kept !== origin))}
              >
                {t('settings.remove')} <span className="visually-hidden">{origin}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="embed__add" noValidate onSubmit={add}>
        <label className="field__label" htmlFor={`${id}-origin`}>
          {t('settings.site_label')}
        </label>
        <div className="embed__add-row">
          <input
            id={`${id}-origin`}
            className="field__input"
            type="url"
            inputMode="url"
            autoComplete="url"
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-lead`}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {t('settings.add')}
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} className="embed__error" role="alert">
            {common(error, { defaultValue: error })}
          </p>
        )}
      </form>
    </Card>
  );
}
