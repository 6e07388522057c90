/**
 * Step 4, share and invite: the public profile link (origin + /@username,
 * docs/product/constants.md#client-book) with a copy
 * button and a "copied" notice for COPIED_NOTICE_MS (4 s). Finishing makes the profile public, so the
 * link works (docs/decisions/0016-onboarding.md).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import { useCopyToClipboard } from '../../../components/ui/use-copy-to-clipboard.ts';
import { publicProfilePath } from '../../../lib/paths.ts';

export const publicProfileLink = (username: string, origin = window.location.origin): string =>
  `${origin}${publicProfilePath(username)}`;

export function ShareStep({ username }: { username: string }) {
  const { t } = useTranslation('app');
  const linkId = useId();
  const { state: copied, copy } = useCopyToClipboard();
  const link = publicProfileLink(username);

  return (
    <>
      <p className="onboarding__intro">{t('onboarding.step4.intro')}</p>
      <div className="field">
        <label className="field__label" htmlFor={linkId}>
          {t('onboarding.step4.link_label')}
        </label>
        <input
          id={linkId}
          className="field__input onboarding__link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="onboarding__copy-row">
        <Button variant="secondary" onClick={() => void copy(link)}>
          {t('onboarding.step4.copy')}
        </Button>
        <p
          className={
            copied === 'failed' ? 'onboarding__notice onboarding__notice--failed' : 'onboarding__notice'
          }
          role="status"
        >
          {copied === 'copied' && t('onboarding.step4.copied')}
          {copied === 'failed' && t('onboarding.step4.copy_failed')}
        </p>
      </div>
      <p className="field__hint">{t('onboarding.step4.public_note')}</p>
    </>
  );
}
