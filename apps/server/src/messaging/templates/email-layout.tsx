import { emailColours, emailFont } from '@sessionbook/design-tokens';
import { roleOfPath } from '@sessionbook/domain';
import type { ReactNode } from 'react';
import { EventDetails, detailsText, type EmailDetail } from './event-details.tsx';

/** What every system e-mail says, in order; the HTML and plain-text versions are both made from it. */
export interface EmailContent {
  subject: string;
  greeting: string;
  intro: string;
  /** Labelled lines after the intro (an event's time and place); empty for account e-mails. */
  details: readonly EmailDetail[];
  action: { label: string; url: string };
  linkFallback: string;
  outro: string;
  signature: string;
  footer: string;
  /** The one-click unsubscribe link of a non-system e-mail (docs/product/screens.md#shared-pages); system mails have none. */
  unsubscribe?: { label: string; url: string };
  lang: string;
}

// E-mail clients ignore <style> blocks and external CSS: every style is inline, layout is tables.
const text = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px' } as const;

/**
 * Where the action leads: an address of the app opens in a role (docs/decisions/0031), and the mail
 * wears that theme's accent; anything else gets the brand's. The logo is the app's own icon file.
 */
function brandingOf(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('no web address');
    return {
      colours: emailColours(roleOfPath(parsed.pathname)),
      logo: new URL(LOGO_PATH, parsed.origin).href,
    };
  } catch {
    return { colours: emailColours(null), logo: null };
  }
}

/** The app's 192 px icon (apps/web/public), shown at 40 px: sharp on high-density screens. */
const LOGO_PATH = '/icon-192.png';

export function EmailLayout({ content }: { content: EmailContent }): ReactNode {
  const { action } = content;
  const { colours, logo } = brandingOf(action.url);
  const body = { ...text, color: colours.text };
  return (
    <html lang={content.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colours.page, fontFamily: emailFont }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: colours.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: '560px', backgroundColor: colours.card, borderRadius: '10px' }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '32px' }}>
                        <p style={{ ...body, fontSize: '20px', lineHeight: '40px', fontWeight: 'bold' }}>
                          {logo && (
                            <img
                              src={logo}
                              alt=""
                              width={40}
                              height={40}
                              style={{ verticalAlign: 'middle', marginRight: '12px', border: 0 }}
                            />
                          )}
                          Sessionbook
                        </p>
                        <p style={body}>{content.greeting}</p>
                        <p style={body}>{content.intro}</p>
                        <EventDetails details={content.details} />
                        <table
                          role="presentation"
                          cellPadding={0}
                          cellSpacing={0}
                          style={{ margin: '8px 0 24px' }}
                        >
                          <tbody>
                            <tr>
                              <td style={{ borderRadius: '10px', backgroundColor: colours.button }}>
                                <a
                                  href={action.url}
                                  style={{
                                    display: 'inline-block',
                                    padding: '12px 24px',
                                    color: colours.buttonText,
                                    fontSize: '16px',
                                    fontWeight: 'bold',
                                    textDecoration: 'none',
                                  }}
                                >
                                  {action.label}
                                </a>
                              </td>
                            </tr>
                          </tbody>
                        </table>
                        <p style={{ ...body, fontSize: '14px' }}>{content.linkFallback}</p>
                        <p style={{ ...body, fontSize: '14px', wordBreak: 'break-all' }}>
                          <a href={action.url} style={{ color: colours.link }}>
                            {action.url}
                          </a>
                        </p>
                        <p style={body}>{content.outro}</p>
                        <p style={{ ...body, margin: 0 }}>{content.signature}</p>
                      </td>
                    </tr>
                  </tbody>
                </table>
                <p style={{ ...text, fontSize: '12px', color: colours.muted, margin: '16px 0 0' }}>
                  {content.footer}
                  {content.unsubscribe ? (
                    <>
                      {' '}
                      <a href={content.unsubscribe.url} style={{ color: colours.muted }}>
                        {content.unsubscribe.label}
                      </a>
                    </>
                  ) : null}
                </p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function renderText(content: EmailContent): string {
  return [
    content.greeting,
    content.intro,
    ...(content.details.length ? [detailsText(content.details)] : []),
    `${content.action.label}: ${content.action.url}`,
    content.outro,
    content.signature,
    '--',
    content.footer,
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
  ].join('\n\n');
}
