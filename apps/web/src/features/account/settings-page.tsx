/**
 * `settings` and `/professional/settings` (docs/product/screens.md#screens-by-area): language, time zone,
 * switching between
 * the client and professional roles, the professional's connections (other calendars, widget, webhooks), downloading all the account's data and deleting the account.
 */
import { isApiError } from '../../components/form/index.ts';
import {
  isTimeZone,
  LANGUAGES,
  resolveTimeZone,
  timeZoneLabel,
  timeZoneName,
  type Language,
  type SessionUser,
  type Theme,
} from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { TextField } from '../../components/form/index.ts';
import { TimeZoneField } from './time-zone-field.tsx';
import { ConnectionsCard } from './connections-card.tsx';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { Dropdown } from '../../components/widgets/index.ts';
import { setLanguage } from '../../i18n.ts';
import { downloadFromApi } from '../../lib/download-file.ts';
import { calendarPath } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { clearSession, updateSession } from '../../lib/session-store.ts';
import { useToast } from '../../lib/toast.tsx';
import { accountApi } from './account-api.ts';
import './account.css';

/** Each language in its own name: someone who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  nl: 'Nederlands',
  pt: 'Português (Portugal)',
  'pt-br': 'Português (Brasil)',
};

export function SettingsPage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="account">
      <PageTitle title={t('settings.title')} subtitle={t('settings.lead')} />
      <LanguageCard user={user} />
      <TimeZoneCard user={user} />
      <RoleCard theme={theme} />
      {theme === 'professional' && <ConnectionsCard />}
      <DataExportCard />
      <DeleteAccountCard user={user} />
    </div>
  );
}

/**
 * Everything kept about the account as one JSON file: the right of access and to portability (GDPR
 * art. 15 and 20; docs/decisions/0048-import-and-export.md), one press, for either role.
 */
function DataExportCard() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFromApi('user/data-export', 'sessionbook-my-data.json');
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className="account__card" aria-labelledby="data-export-heading">
      <h2 id="data-export-heading" className="account__heading">
        {t('data_export.heading')}
      </h2>
      <p id="data-export-lead" className="muted">
        {t('data_export.lead')}
      </p>
      <div>
        <Button
          variant="secondary"
          loading={busy}
          aria-describedby="data-export-lead"
          onClick={() => void download()}
        >
          {t('data_export.button')}
        </Button>
      </div>
    </Card>
  );
}

function LanguageCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const change = async (language: Language) => {
    setBusy(true);
    try {
      updateSession({ user: await accountApi.patchUser({ language }) });
      await setLanguage(language);
      toast.success('account:settings.language_saved');
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className="account__card" aria-labelledby="language-heading">
      <h2 id="language-heading" className="account__heading">
        {t('settings.language_heading')}
      </h2>
      <p className="muted">{t('settings.language_lead')}</p>
      <Dropdown<Language>
        label={t('settings.language')}
        value={user.language}
        disabled={busy}
        onChange={(language) => void change(language)}
        options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      />
    </Card>
  );
}

function TimeZoneCard({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('account');
  const toast = useToast();
  const language = i18n.language;
  const [text, setText] = useState(() => timeZoneName(user.timezone, language));
  const [picked, setPicked] = useState<string | null>(user.timezone);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    // Typed without a pick: a city, place or id named exactly is enough ("New York").
    const wanted = picked ?? resolveTimeZone(text, { language });
    if (!wanted || !isTimeZone(wanted)) {
      setError('validation.timezone_pick');
      return;
    }
    setBusy(true);
    try {
      updateSession({ user: await accountApi.patchUser({ timezone: wanted }) });
      setPicked(wanted);
      setText(timeZoneName(wanted, language));
      // Every list of times was computed in the old zone.
      await queryClient.invalidateQueries();
      toast.success('account:settings.timezone_saved');
    } catch (caught) {
      if (isApiError(caught) && caught.fieldErrors.timezone)
        setError(caught.fieldErrors.timezone[0] ?? 'validation.timezone');
      else toast.error(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className="account__card" aria-labelledby="timezone-heading">
      <h2 id="timezone-heading" className="account__heading">
        {t('settings.timezone_heading')}
      </h2>
      <p className="muted">
        {t('settings.timezone_current', { zone: timeZoneLabel(user.timezone, language) })}
      </p>
      <form
        className="account__inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TimeZoneField
          label={t('settings.timezone')}
          hint={t('settings.timezone_hint')}
          text={text}
          picked={picked}
          disabled={busy}
          onType={(typed) => {
            setText(typed);
            setPicked(null);
            setError(null);
          }}
          onPick={(zone, name) => {
            setPicked(zone);
            setText(name);
            setError(null);
          }}
          error={error ? { type: 'validate', message: error } : undefined}
        />
        <Button
          type="submit"
          disabled={busy || picked === user.timezone || !text.trim()}
          aria-busy={busy || undefined}
        >
          {t('settings.timezone_save')}
        </Button>
      </form>
    </Card>
  );
}

function RoleCard({ theme }: { theme: Theme }) {
  const { t } = useTranslation('account');
  const { setTheme } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const other: Theme = theme === 'client' ? 'professional' : 'client';
  const switchRole = async () => {
    setBusy(true);
    try {
      await setTheme(other);
      navigate(calendarPath(other));
    } catch (error) {
      toast.error(error);
      setBusy(false);
    }
  };
  return (
    <Card as="section" className="account__card" aria-labelledby="role-heading">
      <h2 id="role-heading" className="account__heading">
        {t('settings.role_heading')}
      </h2>
      <p className="muted">{t(`settings.role_lead_${theme}`)}</p>
      <Button
        variant="secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void switchRole()}
      >
        {t(`settings.switch_to_${other}`)}
      </Button>
    </Card>
  );
}

function DeleteAccountCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = user.has_password ? 'password' : 'email';

  const remove = async () => {
    setBusy(true);
    try {
      await accountApi.deleteAccount(user.has_password ? { password: secret } : { email: secret });
      clearSession();
      queryClient.clear();
      // A full load: the guard of this page (or a parallel request's 401) must not win the race to
      // sign-in, and nothing of the deleted account stays in memory.
      window.location.replace('/bye');
    } catch (caught) {
      setConfirming(false);
      const message = isApiError(caught) ? caught.fieldErrors[field]?.[0] : undefined;
      if (message) setError(message);
      else toast.error(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" className="account__card account__danger" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="account__heading">
        {t('delete.heading')}
      </h2>
      <p>{t('delete.lead')}</p>
      <form
        className="account__inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!secret.trim()) setError('validation.required');
          else setConfirming(true);
        }}
      >
        <TextField
          name={field}
          label={t(user.has_password ? 'delete.password' : 'delete.email')}
          type={user.has_password ? 'password' : 'email'}
          autoComplete={user.has_password ? 'current-password' : 'off'}
          value={secret}
          onChange={(event) => {
            setSecret(event.target.value);
            setError(null);
          }}
          error={error ? { type: 'server', message: error } : undefined}
        />
        <Button type="submit" variant="secondary" className="account__danger-button">
          {t('delete.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.confirm_title')}
        description={t('delete.confirm_text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => void remove()}
        busy={busy}
        danger
      />
    </Card>
  );
}
