/** Step 3: the first event as it will be created, its times in the professional's time zone. */
import { findVoucherType, isClassVoucherType, parseLocalDate, timeZoneName } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-dates.ts';
import type { OnboardingValues } from '../lib/onboarding-steps.ts';

export function PreviewStep({ values, timeZone }: { values: OnboardingValues; timeZone: string }) {
  const { t, i18n } = useTranslation('app');
  const type = values.voucher_type_id === null ? undefined : findVoucherType(values.voucher_type_id);
  const kind = type && isClassVoucherType(type.id) ? 'class' : 'session';
  return (
    <>
      <p className="onboarding__intro">{t('onboarding.step3.intro')}</p>
      <article className="onboarding__preview" aria-labelledby="onboarding-preview-title">
        <h3 className="onboarding__preview-title" id="onboarding-preview-title">
          {values.title.trim()}
        </h3>
        <dl className="onboarding__facts">
          <div>
            <dt>{t('onboarding.step3.type')}</dt>
            <dd>{type ? t(`common:voucher_types.${type.type}`) : ''}</dd>
          </div>
          <div>
            <dt>{t('onboarding.step3.date')}</dt>
            <dd>{values.date ? formatDay(parseLocalDate(values.date), i18n.language, 'full') : ''}</dd>
          </div>
          <div>
            <dt>{t('onboarding.step3.time')}</dt>
            <dd>{t('onboarding.step3.time_range', { start: values.start_time, end: values.end_time })}</dd>
          </div>
          <div>
            <dt>{t('onboarding.step3.zone')}</dt>
            <dd>{timeZoneName(timeZone, i18n.language)}</dd>
          </div>
        </dl>
      </article>
      <p className="field__hint">{t(`onboarding.step3.note_${kind}`)}</p>
    </>
  );
}
