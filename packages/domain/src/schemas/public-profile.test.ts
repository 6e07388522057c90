import { describe, expect, it } from 'vitest';
import { inviteProfessionalBody, professionalsQuery } from './professionals.ts';
import { goingNamesBody, isHttpUrl, professionalProfileBody, profileVisibleBody } from './public-profile.ts';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('professionalProfileBody', () => {
  it('accepts http(s) links, clears empty ones and keeps missing ones out', () => {
    const parsed = professionalProfileBody.parse({
      full_name: ' Pat Trainer ',
      website: 'https://pat.example.com',
      instagram: 'http://instagram.com/pat',
      x: '',
      description: '',
    });
    expect(parsed).toMatchObject({
      full_name: 'Pat Trainer',
      website: 'https://pat.example.com',
      instagram: 'http://instagram.com/pat',
      x: null,
      description: null,
    });
    expect(parsed.facebook).toBeUndefined();
  });

  it.each([
    'pat.example.com',
    'ftp://pat.example.com',
    'javascript:alert(1)',
    'https://pat example.com',
    'https://localhost',
  ])('refuses %s with validation.url', (website) => {
    const result = professionalProfileBody.safeParse({ full_name: 'Pat', website, youtube: website });
    expect(fieldErrors(result)).toEqual({ website: ['validation.url'], youtube: ['validation.url'] });
  });

  it('needs a full name', () => {
    expect(fieldErrors(professionalProfileBody.safeParse({ full_name: ' ' }))).toEqual({
      full_name: ['validation.required'],
    });
  });
});

describe('small bodies', () => {
  it('profile/visible needs a boolean', () => {
    expect(profileVisibleBody.safeParse({ visible: true }).success).toBe(true);
    expect(fieldErrors(profileVisibleBody.safeParse({ visible: 'yes' }))).toEqual({
      visible: ['validation.invalid'],
    });
  });

  it('professional/profile/going-names needs a boolean', () => {
    expect(goingNamesBody.safeParse({ shown: false }).success).toBe(true);
    expect(fieldErrors(goingNamesBody.safeParse({ shown: 'no' }))).toEqual({
      shown: ['validation.invalid'],
    });
  });

  it('invite a professional lower-cases the e-mail and refuses a malformed one', () => {
    expect(inviteProfessionalBody.parse({ email: ' Pro@Example.com ' }).email).toBe('pro@example.com');
    expect(fieldErrors(inviteProfessionalBody.safeParse({ email: 'pro@example' }))).toEqual({
      email: ['validation.email'],
    });
  });

  it('professionals status defaults to all', () => {
    expect(professionalsQuery.parse({}).status).toBe('all');
    expect(professionalsQuery.safeParse({ status: 'ended' }).success).toBe(false);
  });

  it('isHttpUrl', () => {
    expect(isHttpUrl('https://t.me/pat')).toBe(true);
    expect(isHttpUrl('mailto:pat@example.com')).toBe(false);
  });
});
