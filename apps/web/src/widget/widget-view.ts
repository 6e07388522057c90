/**
 * The widget's screens (docs/decisions/0053-booking-widget.md): loading, not available, failed, and the
 * list of the next two weeks' classes and times by day, as on the public profile. Choosing one opens
 * the app's sign-in in a new tab with the redirect the public profile's login prompt uses, so the
 * visitor lands on that class or time once signed in; a session of the app is never read in here.
 */
import { calendarLink, signInPath, type Bookable } from '@sessionbook/domain';
import { formatClockRange, formatDayOf } from '../lib/format-dates.ts';
import { publicProfilePath, withRedirect } from '../lib/paths.ts';
import { h } from './dom.ts';
import type { Translate } from './messages.ts';
import type { WidgetProfile } from './widget-data.ts';

export interface ViewContext {
  t: Translate;
  language: string;
  timeZone: string;
  zoneName: string;
}

/** A status line screen readers announce as it changes (loading, then the result). */
export function statusView(text: string): HTMLElement {
  return h('p', { role: 'status', class: 'widget__status' }, text);
}

export function problemView(text: string, retry?: { label: string; onRetry: () => void }): HTMLElement {
  const box = h('div', { role: 'alert', class: 'widget__problem' }, h('p', {}, text));
  if (retry) {
    const button = h(
      'button',
      { type: 'button', class: 'widget__button widget__button--secondary' },
      retry.label,
    );
    button.addEventListener('click', retry.onRetry);
    box.append(button);
  }
  return box;
}

const newTab = { target: '_blank', rel: 'noopener' };

export function timesView(
  profile: WidgetProfile,
  items: readonly Bookable[],
  context: ViewContext,
): HTMLElement[] {
  const { t } = context;
  const header = h(
    'header',
    { class: 'widget__header' },
    h('h1', { class: 'widget__title' }, t('heading', { name: profile.name })),
    h('p', { class: 'widget__muted' }, t('lead', { zone: context.zoneName })),
  );
  const body =
    items.length === 0
      ? [h('p', { class: 'widget__muted', role: 'status' }, t('empty', { name: profile.name }))]
      : byDay(items, context).map(([day, dayItems], index) =>
          daySection(profile, day, dayItems, index, context),
        );
  const footer = h(
    'footer',
    { class: 'widget__footer' },
    h(
      'a',
      { href: new URL(publicProfilePath(profile.username), location.origin).href, ...newTab },
      t('profile_link'),
      h('span', { class: 'visually-hidden' }, ` (${t('new_tab')})`),
    ),
    h('span', { class: 'widget__muted' }, t('powered')),
  );
  return [header, ...body, footer];
}

function byDay(items: readonly Bookable[], { language, timeZone }: ViewContext): [string, Bookable[]][] {
  const days = new Map<string, Bookable[]>();
  for (const item of items) {
    const day = formatDayOf(item.start, language, timeZone);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days];
}

function daySection(
  profile: WidgetProfile,
  day: string,
  items: Bookable[],
  index: number,
  context: ViewContext,
): HTMLElement {
  const id = `widget-day-${index}`;
  return h(
    'section',
    { class: 'widget__day', 'aria-labelledby': id },
    h('h2', { id, class: 'widget__date' }, day),
    h('ul', { class: 'widget__list' }, ...items.map((item) => timeRow(profile, item, context))),
  );
}

function timeRow(
  profile: WidgetProfile,
  item: Bookable,
  { t, language, timeZone }: ViewContext,
): HTMLElement {
  const kind = t(item.type === 'class' ? 'kind_class' : 'kind_slot');
  const title = item.title ?? kind;
  const range = formatClockRange(item.start, item.end, language, timeZone);
  const state = item.type === 'class' ? item.state : null;
  const meta =
    state?.kind === 'open'
      ? `${kind} · ${t('places_left', { count: state.placesLeft })}`
      : state?.kind === 'waitlist'
        ? `${kind} · ${t('waitlist')}`
        : item.type === 'slot'
          ? t('slot_meta')
          : kind;
  const returnTo = calendarLink(profile.id, item);
  const href = new URL(withRedirect(signInPath('client'), returnTo), location.origin).href;
  const verb = state?.kind === 'waitlist' ? t('join_waitlist') : t('book');
  return h(
    'li',
    { class: 'widget__time' },
    h(
      'div',
      { class: 'widget__time-main' },
      h('span', { class: 'widget__when' }, range),
      h('span', { class: 'widget__item-title' }, title),
      h('span', { class: 'widget__meta' }, meta),
    ),
    h(
      'a',
      { class: 'widget__button', href, ...newTab },
      verb,
      h(
        'span',
        { class: 'visually-hidden' },
        ` ${title}, ${day(item, language, timeZone)}, ${range} (${t('new_tab')})`,
      ),
    ),
  );
}

const day = (item: Bookable, language: string, timeZone: string) =>
  formatDayOf(item.start, language, timeZone);
