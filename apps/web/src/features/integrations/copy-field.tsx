/**
 * A secret shown read-only with a copy button (a webhook's signing secret, a new API token): the
 * whole value is selected on focus, and "Copied" is said in a status region as well as on the button.
 */
import { COPIED_NOTICE_MS } from '@sessionbook/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import { useToast } from '../../lib/toast.tsx';

export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const id = useId();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error('integrations:page.copy_failed');
    }
  };

  return (
    <div className="integrations__copy">
      <label className="field__label" htmlFor={`${id}-value`}>
        {label}
      </label>
      <input
        id={`${id}-value`}
        className="field__input integrations__secret"
        readOnly
        value={value}
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onFocus={(event) => event.currentTarget.select()}
      />
      {hint && (
        <p className="muted integrations__small" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('page.copied') : t('page.copy')}
        </Button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? t('page.copied') : ''}
      </span>
    </div>
  );
}
