import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activatePath,
  calendarPath,
  clientsPath,
  counterpartPath,
  emailVerifyPath,
  eventPath,
  invitePath,
  isProfessionalPath,
  resetPath,
  roleOfPath,
  signUpPath,
} from './app-paths.ts';
import { THEMES, type Theme } from './constants.ts';

const other = (role: Theme): Theme => (role === 'client' ? 'professional' : 'client');
const pathOf = (link: string) => new URL(link, 'https://app.invalid').pathname;
/** Tokens, ids and dates as the builders receive them, slashes and question marks included. */
const anyValue = fc.string({ minLength: 1, maxLength: 30 });
const role = fc.constantFrom(...THEMES);

describe('which role a path belongs to', () => {
  it('puts the professional area under /professional, never /professionals', () => {
    expect(roleOfPath('/professional')).toBe('professional');
    expect(roleOfPath('/professional/calendar')).toBe('professional');
    expect(roleOfPath('/professionals')).toBe('client');
    expect(isProfessionalPath('/professionalism')).toBe(false);
    expect(roleOfPath('/professionalism')).toBeNull();
  });

  it('gives client pages the client role and shared pages none', () => {
    for (const path of [
      '/calendar',
      '/vouchers',
      '/profile/email/verify',
      '/settings',
      '/invite/abc',
      '/auth/reset/x',
    ])
      expect(roleOfPath(path), path).toBe('client');
    for (const path of [
      '/',
      '/auth/signin',
      '/auth/signin/ticket',
      '/@ana',
      '/unsubscribe',
      '/bye',
      '/privacy',
    ])
      expect(roleOfPath(path), path).toBeNull();
  });

  it('opens every link the server builds in the role it was built for', () => {
    fc.assert(
      fc.property(role, anyValue, anyValue, (r, token, date) => {
        for (const link of [
          calendarPath(r),
          eventPath(r, token, date),
          eventPath(r, token),
          signUpPath(r),
          activatePath(r, token),
          resetPath(r, token),
          emailVerifyPath(r, token),
        ])
          expect(roleOfPath(pathOf(link)), link).toBe(r);
      }),
    );
    expect(roleOfPath(pathOf(clientsPath()))).toBe('professional');
    fc.assert(
      fc.property(anyValue, (slug) => {
        expect(roleOfPath(pathOf(invitePath(slug)))).toBe('client');
      }),
    );
  });

  it('keeps what a link carries readable: the event, its day, the token', () => {
    fc.assert(
      fc.property(role, anyValue, anyValue, (r, id, date) => {
        const query = new URL(eventPath(r, id, date), 'https://app.invalid').searchParams;
        expect(query.get('event')).toBe(id);
        expect(query.get('date')).toBe(date);
        expect(new URL(emailVerifyPath(r, id), 'https://app.invalid').searchParams.get('token')).toBe(id);
      }),
    );
    expect(eventPath('professional', 'e1', '2027-03-18')).toBe(
      '/professional/calendar?event=e1&date=2027-03-18',
    );
    expect(eventPath('client', 'e1')).toBe('/calendar?event=e1');
  });
});

describe('the same account page in the other role', () => {
  it('pairs each account page with its copy in the other role', () => {
    expect(counterpartPath('/settings', 'professional')).toBe('/professional/settings');
    expect(counterpartPath('/professional/profile/notifications', 'client')).toBe(
      '/profile/edit/notifications',
    );
    expect(counterpartPath('/profile/email/verify', 'professional')).toBe(
      '/professional/profile/email/verify',
    );
    expect(counterpartPath('/professional/settings/', 'client')).toBe('/settings');
  });

  it('has none for pages of one role', () => {
    for (const path of [
      '/calendar',
      '/professionals',
      '/professional/calendar',
      '/professional/clients',
      '/',
    ])
      for (const r of THEMES) expect(counterpartPath(path, r), path).toBeNull();
  });

  it('lands in the asked role and comes back to where it started', () => {
    const accountPages = [
      '/profile',
      '/profile/edit/personal',
      '/profile/edit/social',
      '/profile/edit/password',
      '/profile/edit/notifications',
      '/profile/email/verify',
      '/settings',
      '/report-problem',
      '/suggest-improvement',
    ];
    for (const page of accountPages)
      for (const from of THEMES) {
        const start = counterpartPath(page, from)!;
        const there = counterpartPath(start, other(from))!;
        expect(roleOfPath(start), start).toBe(from);
        expect(roleOfPath(there), there).toBe(other(from));
        expect(counterpartPath(there, from)).toBe(start);
      }
  });
});
