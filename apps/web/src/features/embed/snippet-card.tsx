/**
 * The code to paste: the one-line script (sized to its content) and the plain frame for site builders
 * that take no scripts (fixed height, scrolls). Read-only fields, so the keyboard and a screen reader
 * reach the whole text, and a copy button each.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../components/form/copy-field.tsx';
import { Card } from '../../components/ui/index.ts';
import { useToast } from '../../lib/toast.tsx';

/** The iframe snippet's height: about a week of times before it scrolls. */
export const FRAME_HEIGHT = 640;

export const scriptSnippet = (appUrl: string, username: string) =>
  `<script src="${appUrl}/embed.js" data-professional="${username}" async></script>`;

export const frameSnippet = (appUrl: string, username: string) =>
  `<iframe src="${appUrl}/embed/${encodeURIComponent(username)}" title="Sessionbook: @${username}" ` +
  `width="100%" height="${FRAME_HEIGHT}" style="border:0" loading="lazy"></iframe>`;

function CodeField({
  label,
  lead,
  code,
  copyLabel,
}: {
  label: string;
  lead: string;
  code: string;
  copyLabel: string;
}) {
  const { t } = useTranslation('embed');
  const toast = useToast();
  return (
    <CopyField
      multiline
      label={label}
      lead={lead}
      value={code}
      copyLabel={copyLabel}
      copiedLabel={t('settings.copied')}
      onCopyFailed={() => toast.error('embed:settings.copy_failed')}
    />
  );
}

export function SnippetCard({ appUrl, username }: { appUrl: string; username: string }) {
  const { t } = useTranslation('embed');
  const id = useId();
  return (
    <Card as="section" className="embed__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="embed__heading">
        {t('settings.snippet_title')}
      </h2>
      <CodeField
        label={t('settings.snippet_label')}
        lead={t('settings.snippet_lead')}
        code={scriptSnippet(appUrl, username)}
        copyLabel={t('settings.copy')}
      />
      <h3 className="embed__subheading">{t('settings.iframe_title')}</h3>
      <CodeField
        label={t('settings.iframe_label')}
        lead={t('settings.iframe_lead')}
        code={frameSnippet(appUrl, username)}
        copyLabel={t('settings.copy_iframe')}
      />
    </Card>
  );
}
