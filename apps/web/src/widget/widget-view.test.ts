import type { Bookable } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './messages.ts';
import { problemView, timesView, type ViewContext } from './widget-view.ts';

const profile = { id: 'pro-1', name: 'Ana Costa', username: 'ana.pt' };
const at = (iso: string) => new Date(iso);

const items: Bookable[] = [
  {
    type: 'class',
    id: 'ev-1',
    start: at('2027-03-11T08:00:00Z'),
    end: at('2027-03-11T09:00:00Z'),
    title: 'Morning yoga',
    state: { kind: 'open', placesLeft: 2 },
  },
  {
    type: 'class',
    id: 'ev-2',
    start: at('2027-03-11T18:00:00Z'),
    end: at('2027-03-11T19:00:00Z'),
    title: null,
    state: { kind: 'waitlist' },
  },
  {
    type: 'slot',
    id: 'sl-1',
    start: at('2027-03-12T10:00:00Z'),
    end: at('2027-03-12T12:00:00Z'),
    title: null,
  },
];

async function context(): Promise<ViewContext> {
  return { t: await loadMessages('en'), language: 'en', timeZone: 'Europe/Lisbon', zoneName: 'Lisbon time' };
}

/** The widget's list (docs/decisions/0053-booking-widget.md), rendered in jsdom. */
describe("the widget's list", () => {
  it('groups by day under headings, and each choice opens sign-in for that item in a new tab', async () => {
    document.body.replaceChildren(...timesView(profile, items, await context()));
    expect(document.querySelector('h1')?.textContent).toBe('Book with Ana Costa');
    expect([...document.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Thursday, March 11',
      'Friday, March 12',
    ]);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('li a')];
    expect(links.map((link) => link.firstChild?.textContent)).toEqual(['Book', 'Join the waitlist', 'Book']);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener');
      expect(link.textContent).toContain('opens in a new tab');
    }
    const first = new URL(links[0]!.href);
    expect(first.pathname).toBe('/auth/signin');
    expect(first.searchParams.get('redirect')).toBe('/calendar?professional=pro-1&event=ev-1');
    expect(new URL(links[2]!.href).searchParams.get('redirect')).toBe(
      '/calendar?professional=pro-1&slot=sl-1',
    );
    expect(document.body.textContent).toContain('2 places left');
    expect(document.body.textContent).toContain('Full, waitlist open');
  });

  it('says when there is nothing to book, and offers a retry on a failure', async () => {
    document.body.replaceChildren(...timesView(profile, [], await context()));
    expect(document.querySelector('[role=status]')?.textContent).toBe(
      'Ana Costa has no open classes or times in the next two weeks.',
    );
    let retried = 0;
    document.body.replaceChildren(
      problemView('Failed.', { label: 'Try again', onRetry: () => (retried += 1) }),
    );
    document.querySelector('button')!.click();
    expect(document.querySelector('[role=alert]')?.textContent).toContain('Failed.');
    expect(retried).toBe(1);
  });
});
