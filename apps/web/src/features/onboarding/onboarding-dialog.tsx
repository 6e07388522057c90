/**
 * The professional onboarding (docs/product/screens.md#onboarding): four steps in one modal dialog, progress
 * shown as
 * "step/4". Next is enabled by the rules of lib/onboarding-steps.ts; Back from step 2 on. Closing it
 * any other way (Escape, the close button, the backdrop, "Skip for now") skips it for this visit.
 */
import { isTimeZone, ONBOARDING_STEPS, type SessionUser } from '@sessionbook/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/index.ts';
import { Button } from '../../components/ui/index.ts';
import { EventStep } from './components/event-step.tsx';
import { PreviewStep } from './components/preview-step.tsx';
import { SessionsStep } from './components/sessions-step.tsx';
import { ShareStep } from './components/share-step.tsx';
import {
  canContinue,
  canGoBack,
  initialValues,
  LAST_STEP,
  withConsistentEvent,
  type OnboardingStep,
} from './lib/onboarding-steps.ts';
import { useFinishOnboarding } from './use-finish-onboarding.ts';
import './onboarding.css';

export interface OnboardingDialogProps {
  user: SessionUser;
  /** Closed without finishing: hidden for this visit. */
  onSkip: () => void;
  /** Finished: the local flag is set, it does not come back. */
  onFinished: () => void;
}

export function OnboardingDialog({ user, onSkip, onFinished }: OnboardingDialogProps) {
  const { t } = useTranslation('app');
  const timeZone = isTimeZone(user.timezone) ? user.timezone : 'UTC';
  const [step, setStep] = useState<OnboardingStep>(1);
  const [values, setValues] = useState(() => initialValues(timeZone, t('onboarding.default_title')));
  const [untouched] = useState(values);
  const { finish, pending } = useFinishOnboarding({ userId: user.id, timeZone, onClose: onFinished });
  const body = useRef<HTMLDivElement>(null);
  const blockId = useId();
  const moved = useRef(false);

  // A new step's content is announced and the keyboard starts there (Back and Next may disappear).
  useEffect(() => {
    if (moved.current) body.current?.focus();
  }, [step]);

  const go = (next: OnboardingStep) => {
    moved.current = true;
    setValues(withConsistentEvent);
    setStep(next);
  };
  const ready = canContinue(step, values);
  const blocked = ready ? null : t(step === 1 ? 'onboarding.step1.hint' : 'onboarding.step2.blocked');

  const footer = (
    <div className="onboarding__footer">
      <p id={blockId} className="onboarding__block" aria-live="polite">
        {blocked}
      </p>
      <div className="onboarding__actions">
        {canGoBack(step) ? (
          <Button variant="secondary" disabled={pending} onClick={() => go((step - 1) as OnboardingStep)}>
            {t('onboarding.back')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={onSkip}>
            {t('onboarding.skip')}
          </Button>
        )}
        {step < LAST_STEP ? (
          <Button
            disabled={!ready}
            aria-describedby={blocked ? blockId : undefined}
            onClick={() => go((step + 1) as OnboardingStep)}
          >
            {t('onboarding.next')}
          </Button>
        ) : (
          <Button
            disabled={!ready}
            aria-describedby={blocked ? blockId : undefined}
            loading={pending}
            onClick={() => finish(values)}
          >
            {t('onboarding.finish')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !pending) onSkip();
      }}
      // Skipping after choosing or moving on asks first: the choices would be lost (issue 25).
      unsaved={step > 1 || values !== untouched}
      title={t(`onboarding.step${step}.title`)}
      description={t('onboarding.progress', { step, total: ONBOARDING_STEPS })}
      footer={footer}
      className="onboarding"
    >
      <div className="onboarding__progress" aria-hidden="true">
        {Array.from({ length: ONBOARDING_STEPS }, (_, index) => (
          <span
            key={index}
            className={index < step ? 'onboarding__bar onboarding__bar--done' : 'onboarding__bar'}
          />
        ))}
      </div>
      <div
        ref={body}
        className="onboarding__step"
        tabIndex={-1}
        role="group"
        aria-label={t(`onboarding.step${step}.title`)}
      >
        {step === 1 && <SessionsStep values={values} onChange={setValues} />}
        {step === 2 && <EventStep values={values} onChange={setValues} timeZone={timeZone} />}
        {step === 3 && <PreviewStep values={values} timeZone={timeZone} />}
        {step === 4 && <ShareStep username={user.username} />}
      </div>
    </Modal>
  );
}
