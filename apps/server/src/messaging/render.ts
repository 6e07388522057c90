import type { Language } from '@sessionbook/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailLayout, renderText } from './templates/email-layout.tsx';
import { templateContent, type TemplateName } from './templates/registry.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function renderEmail(
  template: TemplateName,
  language: Language,
  data: Record<string, string>,
  options: { unsubscribeUrl?: string } = {},
): RenderedEmail {
  const content = templateContent(template, language, data, options.unsubscribeUrl);
  const html = '<!DOCTYPE html>' + renderToStaticMarkup(createElement(EmailLayout, { content }));
  return { subject: content.subject, html, text: renderText(content) };
}
