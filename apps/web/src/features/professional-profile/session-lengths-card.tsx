/**
 * "Session lengths": the lengths clients may book in the professional's availability slots, chosen
 * in onboarding and changed here (docs/decisions/0035). Before any choice every length is offered,
 * and the card shows them all chosen, as clients see them. Saved with its own button; at least one.
 */
import { offeredDurations, SESSION_LENGTH_CHOICES } from '@sessionbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxChip, ChipGroup } from '../../components/form/index.ts';
import { Button, Card } from '../../components/ui/index.ts';
import { useToast } from '../../lib/toast.tsx';
import { SESSION_LENGTHS_KEY, sessionLengthsApi } from './session-lengths-api.ts';

export function SessionLengthsCard() {
  const { t } = useTranslation('people');
  const headingId = useId();
  const preferences = useQuery({ queryKey: SESSION_LENGTHS_KEY, queryFn: sessionLengthsApi.get });
  return (
    <Card as="section" className="pro-profile__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="people__heading">
        {t('settings.lengths_heading')}
      </h2>
      <p className="muted">{t('settings.lengths_lead')}</p>
      {preferences.isPending && (
        <p role="status" className="muted">
          {t('settings.lengths_loading')}
        </p>
      )}
      {preferences.isError && (
        <div role="alert">
          <p>{t('settings.lengths_failed')}</p>
          <Button variant="secondary" onClick={() => void preferences.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      )}
      {preferences.data && (
        // Mounted once with what was loaded: a save keeps the form (and the focus on its button).
        <LengthsForm stored={offeredDurations(preferences.data.duration_preferences).map(String)} />
      )}
    </Card>
  );
}

function LengthsForm({ stored }: { stored: string[] }) {
  const { t } = useTranslation('people');
  const toast = useToast();
  const queryClient = useQueryClient();
  const noneId = useId();
  const [chosen, setChosen] = useState<string[]>(stored);
  const save = useMutation({
    mutationFn: sessionLengthsApi.save,
    onSuccess: (saved) => {
      queryClient.setQueryData(SESSION_LENGTHS_KEY, saved);
      toast.success('people:settings.lengths_saved');
    },
    onError: (error) => toast.error(error),
  });
  const [tried, setTried] = useState(false);
  const toggle = (length: string, on: boolean) =>
    setChosen((current) =>
      SESSION_LENGTH_CHOICES.filter((choice) => (choice === length ? on : current.includes(choice))),
    );
  const missing = tried && chosen.length === 0;

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (chosen.length > 0 && !save.isPending) save.mutate(chosen);
      }}
    >
      <ChipGroup legend={t('settings.lengths_legend')} describedBy={missing ? noneId : undefined}>
        {SESSION_LENGTH_CHOICES.map((length) => (
          <CheckboxChip
            key={length}
            label={t('settings.lengths_minutes', { count: Number(length) })}
            checked={chosen.includes(length)}
            onChange={(on) => toggle(length, on)}
          />
        ))}
      </ChipGroup>
      {missing && (
        <p id={noneId} className="field__errors" role="alert">
          {t('settings.lengths_none')}
        </p>
      )}
      <div>
        <Button type="submit" variant="secondary" aria-busy={save.isPending || undefined}>
          {t('settings.lengths_save')}
        </Button>
      </div>
    </form>
  );
}
