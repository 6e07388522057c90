import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/helpers.ts';
import { hasClosed, markClosed, shouldShowOnboarding, type OnboardingContext } from './visibility.ts';

const newProfessional = testUser('professional', {
  professional: { ...testUser('professional').professional!, onboarded: false },
});
const base: OnboardingContext = {
  isAuthenticated: true,
  user: newProfessional,
  pathname: '/professional/calendar',
  closed: false,
};

describe('when onboarding shows (docs/product/screens.md#onboarding)', () => {
  it('shows for a signed-in professional on a professional route who is not onboarded', () => {
    expect(shouldShowOnboarding(base)).toBe(true);
    expect(shouldShowOnboarding({ ...base, pathname: '/professional/clients' })).toBe(true);
  });

  it.each([
    ['signed out', { isAuthenticated: false }],
    ['on a client route', { pathname: '/calendar' }],
    ['on the client professionals list', { pathname: '/professionals' }],
    ['after skipping or finishing it during this visit', { closed: true }],
    ['for a profile already onboarded', { user: testUser('professional') }],
    ['for a user without a professional profile', { user: testUser('client', { professional: null }) }],
  ])('does not show %s', (_name, change) => {
    expect(shouldShowOnboarding({ ...base, ...change })).toBe(false);
  });

  it('remembers a skip per user for this visit only', () => {
    expect(hasClosed('someone')).toBe(false);
    markClosed('someone');
    expect(hasClosed('someone')).toBe(true);
    expect(hasClosed('someone-else')).toBe(false);
    expect(hasClosed(undefined)).toBe(false);
  });
});
