import { escapeHtml } from '../../core/escape-html.ts';
import type { OutboxRow } from '../../messaging/outbox.ts';
import { attachmentPath } from './attachment-links.ts';

/**
 * A plain page listing every stored message, newest first. Each mail renders in a sandboxed iframe
 * (its HTML cannot script the page); `<base target="_blank">` makes its links open in a new tab.
 */
export function renderOutboxPage(rows: OutboxRow[]): string {
  const items = rows.map(renderMessage).join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (${rows.length})</title></head>
<body style="font-family: sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; overflow-wrap: anywhere">
<h1>Outbox</h1>
<p>Messages the server would have sent; shown because no SMTP server is configured. Newest first.
<a href="/dev/outbox.json">JSON</a></p>
${rows.length ? items : '<p>No messages yet.</p>'}
</body></html>
`;
}

function renderMessage(row: OutboxRow): string {
  const links = [...new Set(row.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
  const linkList = links.map((url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`).join('<br>');
  const srcdoc = row.html.replace(/<head>/i, '<head><base target="_blank">');
  return `<article style="border: 1px solid #ccc; border-radius: 6px; margin: 1rem 0; padding: 1rem">
<h2 style="margin: 0 0 .5rem; font-size: 1.1rem">${escapeHtml(row.subject)}</h2>
<p style="margin: 0 0 .5rem">To <strong>${escapeHtml(row.toAddress)}</strong> · ${escapeHtml(row.template)} · ${escapeHtml(row.language)} · <time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString()}</time></p>
${linkList ? `<p style="margin: 0 0 .5rem">${linkList}</p>` : ''}
<iframe title="${escapeHtml(row.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}" style="width: 100%; height: 32rem; border: 0; background: #fff"></iframe>
${renderAttachments(row)}
</article>`;
}

/**
 * The message's attachments (the `.ics` a booking, change or cancellation carries): a link that opens
 * or downloads each, and its text behind a disclosure, so a newcomer sees what the mail announces.
 */
function renderAttachments(row: OutboxRow): string {
  if (row.attachments.length === 0) return '';
  const items = row.attachments.map((attachment, index) => {
    const href = escapeHtml(attachmentPath(row.id, index));
    const name = escapeHtml(attachment.filename);
    return `<li><a href="${href}" download="${name}">${name}</a> <small>(${escapeHtml(attachment.contentType)})</small>
<details><summary>Show ${name}</summary><pre style="white-space: pre-wrap; font-size: .8rem; background: #f4f5f7; padding: .5rem">${escapeHtml(attachment.content)}</pre></details></li>`;
  });
  return `<section aria-label="Attachments of ${escapeHtml(row.subject)}"><h3 style="margin: .75rem 0 .25rem; font-size: 1rem">Attachments (${row.attachments.length})</h3>
<ul style="margin: 0; padding-left: 1.25rem">${items.join('\n')}</ul></section>`;
}
