import { describe, expect, it } from 'vitest';
import {
  calendarPath,
  homePath,
  signInPath,
  signUpPath,
  themeOfPath,
  themeOfRoute,
  isProfessionalPath,
  withRedirect,
  resetPath,
  publicProfilePath,
} from './paths.ts';

describe('paths', () => {
  it('puts client routes at the root and professional ones under /professional', () => {
    expect(calendarPath('client')).toBe('/calendar');
    expect(calendarPath('professional')).toBe('/professional/calendar');
    expect(homePath('client')).toBe('/');
    expect(homePath('professional')).toBe('/professional/home');
    expect(resetPath('professional', 'a/b')).toBe('/professional/auth/reset/a%2Fb');
    expect(publicProfilePath('ana')).toBe('/@ana');
  });

  it('has a client sign-up of its own and a professional sign-in that forwards to the shared one', () => {
    expect(signUpPath('client')).toBe('/auth/signup/client');
    expect(signUpPath('professional')).toBe('/professional/auth/signup');
    expect(signInPath('client')).toBe('/auth/signin');
    expect(signInPath('professional')).toBe('/professional/auth/signin');
  });

  it('reads the theme from the prefix', () => {
    expect(themeOfPath('/professional/clients')).toBe('professional');
    expect(themeOfPath('/professional')).toBe('professional');
    expect(themeOfPath('/professionals')).toBe('client');
  });

  it('counts only /professional and /professional/… as the professional area', () => {
    expect(isProfessionalPath('/professional')).toBe(true);
    expect(isProfessionalPath('/professional/')).toBe(true);
    expect(isProfessionalPath('/professional/calendar')).toBe(true);
    expect(isProfessionalPath('/professionals')).toBe(false);
    expect(isProfessionalPath('/professionals/p1/accept')).toBe(false);
    expect(isProfessionalPath('/professionalism')).toBe(false);
    expect(isProfessionalPath('/')).toBe(false);
  });

  it('draws professional paths professional, client-only ones client, shared ones in the stored theme', () => {
    expect(themeOfRoute('/professional/clients', 'client')).toBe('professional');
    expect(themeOfRoute('/professionals', 'professional')).toBe('client');
    expect(themeOfRoute('/calendar', 'professional')).toBe('client');
    expect(themeOfRoute('/auth/signin', 'professional')).toBe('professional');
    expect(themeOfRoute('/auth/signup/client', 'professional')).toBe('client');
    expect(themeOfRoute('/@alex', 'professional')).toBe('professional');
    expect(themeOfRoute('/@alex', 'client')).toBe('client');
  });

  it('adds redirects', () => {
    expect(withRedirect('/auth/signin', '/professional/clients?tab=2')).toBe(
      '/auth/signin?redirect=%2Fprofessional%2Fclients%3Ftab%3D2',
    );
    expect(withRedirect('/auth/signin', null)).toBe('/auth/signin');
  });
});
