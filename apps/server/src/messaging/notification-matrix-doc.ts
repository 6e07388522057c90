import * as prettier from 'prettier';
import { NOTIFICATION_MATRIX, type Area, type Notice, type Reader } from './notification-matrix.ts';
import { TEMPLATE_CATEGORIES, channelsOf, type Channel } from './templates/registry.ts';

/** The generated part of docs/notifications.md sits between these markers. */
export const MATRIX_START =
  '<!-- notification matrix: generated from apps/server/src/messaging/notification-matrix.ts -->';
export const MATRIX_END = '<!-- end of notification matrix -->';

const READERS: Record<Reader, string> = {
  client: 'the client',
  professional: 'the professional',
  waitlist: 'each client on the waitlist',
  invited: 'each client booked in who has not answered',
  invitee: 'the person invited',
};

const CHANNELS: Record<Channel, string> = { email: 'e-mail', sms: 'SMS' };

function who(notice: Notice): string {
  const template = `\`${notice.template}\`${notice.variant ? ` (${notice.variant})` : ''}`;
  const when = notice.summary ? ', at once or in their daily summary' : '';
  return `${READERS[notice.reader]}: ${template}${when}`;
}

function channels(notice: Notice): string {
  const list = channelsOf(notice.template).map((channel) => CHANNELS[channel]);
  if (notice.reader === 'invitee') return list.join(' or ');
  const setting = TEMPLATE_CATEGORIES[notice.template] === 'system' ? 'always' : 'as set';
  return `${list.join(' + ')} (${setting})`;
}

const cell = (lines: string[]) => (lines.length ? lines.join('<br>') : '—');

/** The matrix as Markdown tables, one per area, in the order of the rows. */
export function renderMatrix(): string {
  const areas = [...new Set(NOTIFICATION_MATRIX.map((row) => row.area))] as Area[];
  const parts = areas.map((area) => {
    const rows = NOTIFICATION_MATRIX.filter((row) => row.area === area).map((row) => {
      const told = row.notices.length ? row.notices.map(who) : ['nobody'];
      const why = row.why ? ` _${row.why}_` : '';
      return `| ${row.change}${why} | ${cell(told)} | ${cell(row.notices.map(channels))} | ${cell(
        row.notices.map((notice) => notice.calendar ?? '—'),
      )} |`;
    });
    return [
      `### ${area}`,
      '',
      '| change | who is told | channels | calendar object |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
  });
  return [MATRIX_START, '', ...parts.flatMap((part) => [part, '']), MATRIX_END].join('\n');
}

/** `document` with its generated part replaced by the current matrix. */
export function withMatrix(document: string): string {
  const start = document.indexOf(MATRIX_START);
  const end = document.indexOf(MATRIX_END);
  if (start === -1 || end === -1) throw new Error('docs/notifications.md lacks the matrix markers');
  return document.slice(0, start) + renderMatrix() + document.slice(end + MATRIX_END.length);
}

/** The document at `filepath` as `write` leaves it: the matrix replaced, formatted as the repository is. */
export async function formattedDocument(document: string, filepath: string): Promise<string> {
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(withMatrix(document), { ...options, filepath });
}
