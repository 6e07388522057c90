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
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const text = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: '#1f2933' } as const;

export function EmailLayout({ content }: { content: EmailContent }): ReactNode {
  const { action } = content;
  return (
    <html lang={content.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f4f5f7', fontFamily: font }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: '#f4f5f7' }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: '560px', backgroundColor: '#ffffff', borderRadius: '8px' }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '32px' }}>
                        <p style={{ ...text, fontSize: '20px', fontWeight: 'bold' }}>Sessionbook</p>
                        <p style={text}>{content.greeting}</p>
                        <p style={text}>{content.intro}</p>
                        <EventDetails details={content.details} />
                        <table
                          role="presentation"
                          cellPadding={0}
                          cellSpacing={0}
                          style={{ margin: '8px 0 24px' }}
                        >
                          <tbody>
                            <tr>
                              <td style={{ borderRadius: '6px', backgroundColor: '#2457c5' }}>
                                <a
                                  href={action.url}
                                  style={{
                                    display: 'inline-block',
                                    padding: '12px 24px',
                                    color: '#ffffff',
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
                        <p style={{ ...text, fontSize: '14px' }}>{content.linkFallback}</p>
                        <p style={{ ...text, fontSize: '14px', wordBreak: 'break-all' }}>
                          <a href={action.url} style={{ color: '#2457c5' }}>
                            {action.url}
                          </a>
                        </p>
                        <p style={text}>{content.outro}</p>
                        <p style={{ ...text, margin: 0 }}>{content.signature}</p>
                      </td>
                    </tr>
                  </tbody>
                </table>
                <p style={{ ...text, fontSize: '12px', color: '#6b7280', margin: '16px 0 0' }}>
                  {content.footer}
                  {content.unsubscribe ? (
                    <>
                      {' '}
                      <a href={content.unsubscribe.url} style={{ color: '#6b7280' }}>
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
