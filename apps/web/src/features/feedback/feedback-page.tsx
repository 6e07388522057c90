/**
 * `report-problem` and `suggest-improvement` in both themes (docs/product/screens.md#feedback-pages): one
 * text area with a
 * counter, sent with `POST feedback` (stored and mailed to the operator), then a thank-you with a way
 * back to the page the user came from (`?from=`, see ./paths.ts) or their profile.
 */
import { feedbackBody, TEXT_AREA_MAX, type FeedbackKind, type Theme } from '@sessionbook/domain';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormError, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/index.ts';
import { Button, Card, PageTitle, TextLink } from '../../components/ui/index.ts';
import { TextAreaBase } from '../../components/widgets/index.ts';
import { useSendFeedback } from './api/send-feedback.ts';
import { backPath, pageOf } from './paths.ts';
import './feedback.css';

/** The one field the user fills; kind, theme and page come from the route. */
const messageForm = feedbackBody.pick({ message: true });
const FIELDS = ['message'] as const;

const TITLE_KEY: Record<FeedbackKind, string> = {
  problem: 'titles.report_problem',
  improvement: 'titles.suggest_improvement',
};

export function FeedbackPage({ kind, theme }: { kind: FeedbackKind; theme: Theme }) {
  const { t } = useTranslation('app');
  const location = useLocation();
  const page = pageOf(location.search, location.state);
  const [sent, setSent] = useState(false);

  return (
    <div className="feedback">
      <PageTitle title={t(TITLE_KEY[kind])} subtitle={t(`feedback.${kind}.lead`)} />
      {sent ? (
        <ThankYou kind={kind} theme={theme} page={page} onAnother={() => setSent(false)} />
      ) : (
        <FeedbackForm kind={kind} theme={theme} page={page} onSent={() => setSent(true)} />
      )}
    </div>
  );
}

function FeedbackForm({
  kind,
  theme,
  page,
  onSent,
}: {
  kind: FeedbackKind;
  theme: Theme;
  page: string | null;
  onSent: () => void;
}) {
  const { t } = useTranslation('app');
  const send = useSendFeedback();
  const form = useSchemaForm(messageForm, { message: '' });
  const { register, formState, control } = form;
  const length = useWatch({ control, name: 'message' }).length;

  const { onSubmit, busy } = useFormSubmit(form, {
    send: ({ message }) => send.mutateAsync({ kind, message, theme, page }),
    fields: FIELDS,
    onSuccess: onSent,
  });

  return (
    <Card as="section" className="feedback__card">
      <form className="form feedback__form" noValidate onSubmit={onSubmit}>
        <TextAreaBase
          label={t(`feedback.${kind}.label`)}
          hint={t(`feedback.${kind}.hint`)}
          rows={8}
          maxLength={TEXT_AREA_MAX}
          required
          count={length}
          error={formState.errors.message}
          {...register('message')}
        />
        <p className="feedback__note muted">{t('feedback.reply_note')}</p>
        <FormError errors={formState.errors} submitted={formState.isSubmitted} />
        <SubmitButton busy={busy}>{t(`feedback.${kind}.submit`)}</SubmitButton>
      </form>
    </Card>
  );
}

function ThankYou({
  kind,
  theme,
  page,
  onAnother,
}: {
  kind: FeedbackKind;
  theme: Theme;
  page: string | null;
  onAnother: () => void;
}) {
  const { t } = useTranslation('app');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the thank-you takes it, so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card as="section" className="feedback__card feedback__thanks" aria-labelledby="feedback-thanks">
      <CheckIcon />
      <h2 className="feedback__heading" id="feedback-thanks" ref={heading} tabIndex={-1}>
        {t(`feedback.${kind}.thanks_title`)}
      </h2>
      <p>{t(`feedback.${kind}.thanks_text`)}</p>
      <div className="feedback__actions">
        <TextLink block to={backPath(theme, page)}>
          {t(page ? 'feedback.back' : 'feedback.back_to_profile')}
        </TextLink>
        <Button variant="secondary" onClick={onAnother}>
          {t(`feedback.${kind}.another`)}
        </Button>
      </div>
    </Card>
  );
}

function CheckIcon() {
  return (
    <svg className="feedback__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
