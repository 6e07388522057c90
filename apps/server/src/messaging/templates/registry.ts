import type { Language } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import { CLIENT_INVITATION } from './client-invitation.tsx';
import type { EmailContent } from './email-layout.tsx';
import { PROFESSIONAL_INVITATION } from './professional-invitation.tsx';

/**
 * Every e-mail the product sends. A template names its i18n section in `emails.json` and says which
 * link it carries; later features add rows here (invitation, reminders, ...).
 */
export const TEMPLATES = {
  activation: { section: 'activation', greetsByName: true },
  password_reset: { section: 'password_reset', greetsByName: false },
  email_verification: { section: 'email_verification', greetsByName: false },
  client_invitation: CLIENT_INVITATION,
  professional_invitation: PROFESSIONAL_INVITATION,
} as const satisfies Record<string, { section: string; greetsByName: boolean }>;

export type TemplateName = keyof typeof TEMPLATES;

export function isTemplateName(value: string): value is TemplateName {
  return Object.hasOwn(TEMPLATES, value);
}

/** Fills a template's texts; `data.url` is the action link, `data.name` the optional greeting name. */
export function templateContent(
  template: TemplateName,
  language: Language,
  data: Record<string, string>,
): EmailContent {
  const { section, greetsByName } = TEMPLATES[template];
  const t = (key: string, values?: Record<string, string>) => translate(language, 'emails', key, values);
  const url = data.url;
  if (!url) throw new Error(`E-mail template "${template}" needs data.url`);
  const name = greetsByName ? data.name?.trim() : undefined;
  return {
    lang: language,
    subject: t(`${section}.subject`, data),
    greeting: name ? t('layout.greeting', { name }) : t('layout.greeting_anonymous'),
    intro: t(`${section}.intro`, data),
    action: { label: t(`${section}.action`, data), url },
    linkFallback: t('layout.link_fallback'),
    outro: t(`${section}.outro`, data),
    signature: t('layout.signature'),
    footer: t('layout.footer'),
  };
}
