/**
 * The booking widget page `/embed/{username}` (docs/decisions/0053-booking-widget.md): vanilla DOM, no
 * React, so everything it loads stays far under 30 kB gzipped. It reads the public profile's guest
 * data, lists the next two weeks, and tells the embedding page its height on every change.
 */
import { bookables, timeZoneName, type Bookable } from '@sessionbook/domain';
import { deviceTimeZone } from '../lib/device-time-zone.ts';
import { localDateIn } from '../lib/format-dates.ts';
import '../styles/tokens.css';
import { heightMessage } from '../lib/widget-height.ts';
import { loadMessages, widgetLanguage, type Translate } from './messages.ts';
import { fetchProfile, fetchTimes, NotAvailable } from './widget-data.ts';
import { problemView, statusView, timesView, type ViewContext } from './widget-view.ts';
import './widget.css';

/** Today and the 13 days after it, as the public profile lists. */
const DAYS = 14;

function twoWeeks(timeZone: string, now: Date): { start: string; end: string } {
  const start = localDateIn(now, timeZone);
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1, day + DAYS - 1)).toISOString().slice(0, 10);
  return { start, end };
}

/** The embedding page sizes the frame to this (the loader checks who sends it). */
function reportHeight(root: HTMLElement): void {
  if (window.parent === window) return;
  const send = () => window.parent.postMessage(heightMessage(root.getBoundingClientRect().height), '*');
  new ResizeObserver(send).observe(root);
}

function show(root: HTMLElement, ...nodes: HTMLElement[]): void {
  root.replaceChildren(...nodes);
  root.setAttribute('aria-busy', 'false');
}

async function load(root: HTMLElement, username: string, context: ViewContext): Promise<void> {
  const { t } = context;
  root.setAttribute('aria-busy', 'true');
  root.replaceChildren(statusView(t('loading')));
  try {
    const span = twoWeeks(context.timeZone, new Date());
    const [profile, times] = await Promise.all([
      fetchProfile(username),
      fetchTimes(username, span.start, span.end),
    ]);
    const items = bookables(times.events, times.slots, new Date()).filter(isOffered);
    show(root, ...timesView(profile, items, context));
  } catch (error) {
    if (error instanceof NotAvailable) return show(root, problemView(t('not_found')));
    show(
      root,
      problemView(t('failed'), { label: t('retry'), onRetry: () => void load(root, username, context) }),
    );
  }
}

/** A guest can book an open class or slot, or join a waitlist; a full class without one is left out. */
const isOffered = (item: Bookable) => item.type === 'slot' || item.state.kind !== 'full';

async function start(): Promise<void> {
  const root = document.getElementById('widget');
  if (!root) return;
  reportHeight(root);
  const html = document.documentElement;
  const language = widgetLanguage(
    new URLSearchParams(location.search).get('lang'),
    navigator.languages,
    html.lang,
  );
  html.lang = language;
  const t: Translate = await loadMessages(language);
  const timeZone = deviceTimeZone() ?? 'UTC';
  const username = decodeURIComponent(location.pathname.split('/')[2] ?? '');
  await load(root, username, { t, language, timeZone, zoneName: timeZoneName(timeZone, language) });
}

void start();
