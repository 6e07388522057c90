/**
 * `/embed.js` (docs/decisions/0053-booking-widget.md, docs/embed.md): the one line a professional
 * pastes into their own website. It finds its own `<script data-professional>` (or each
 * `<div data-sessionbook-widget data-professional>`), puts the widget's frame after it, and sizes the
 * frame to the height the widget reports, believing only messages from the app's origin and that frame.
 * Built apart from everything else (an IIFE, apps/web/vite.widget.config.ts): it runs as a classic
 * script on someone else's page, so it defines no globals and touches nothing but its own frames.
 */
import { readHeight } from '../lib/widget-height.ts';

/** Until the widget reports its height (or without the script, the iframe snippet's fixed height). */
const FIRST_HEIGHT = 480;
const DONE = 'sessionbookWidgetMounted';

function widgetUrl(appOrigin: string, anchor: HTMLElement): string | null {
  const username = anchor.dataset.professional?.trim();
  if (!username) return null;
  const url = new URL(`/embed/${encodeURIComponent(username)}`, appOrigin);
  const language = anchor.dataset.lang?.trim();
  if (language) url.searchParams.set('lang', language);
  return url.href;
}

function mount(appOrigin: string, anchor: HTMLElement): void {
  if (anchor.dataset[DONE]) return;
  const src = widgetUrl(appOrigin, anchor);
  if (!src) return;
  anchor.dataset[DONE] = 'true';
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = `Sessionbook: @${anchor.dataset.professional?.trim() ?? ''}`;
  frame.loading = 'lazy';
  frame.style.width = '100%';
  frame.style.height = `${FIRST_HEIGHT}px`;
  frame.style.border = '0';
  frame.style.display = 'block';
  window.addEventListener('message', (event) => {
    if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
    const height = readHeight(event.data);
    if (height !== null) frame.style.height = `${height}px`;
  });
  anchor.after(frame);
}

function start(): void {
  const script = document.currentScript;
  const scriptSrc = script instanceof HTMLScriptElement ? script.src : '';
  if (!scriptSrc) return;
  const appOrigin = new URL(scriptSrc).origin;
  const own = script instanceof HTMLScriptElement && script.dataset.professional ? [script] : [];
  const mountAll = () =>
    [
      ...own,
      ...document.querySelectorAll<HTMLElement>('[data-sessionbook-widget][data-professional]'),
    ].forEach((anchor) => mount(appOrigin, anchor));
  // An async script may run before the rest of the page is parsed: the divs after it come later.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
}

start();
