/** The screens a visitor sees without signing in. */
import { heading, text } from './reach.ts';
import type { Screen } from './screen.ts';

export const guestScreens: Screen[] = [
  { name: 'sign-in', who: 'guest', path: () => '/auth/signin', ready: heading },
  { name: 'sign-up-client', who: 'guest', path: () => '/auth/signup/client', ready: heading },
  { name: 'sign-up-professional', who: 'guest', path: () => '/professional/auth/signup', ready: heading },
  { name: 'forgot-password', who: 'guest', path: () => '/auth/forgot', ready: heading },
  { name: 'reset-password', who: 'guest', path: () => '/auth/reset/not-a-real-token', ready: heading },
  { name: 'activate', who: 'guest', path: () => '/auth/activate/not-a-real-id', ready: heading },
  { name: 'check-email', who: 'guest', path: () => '/auth/confirmEmail', ready: heading },
  { name: 'privacy', who: 'guest', path: () => '/privacy', ready: heading },
  { name: 'terms', who: 'guest', path: () => '/terms', ready: heading },
  {
    name: 'public-profile',
    who: 'guest',
    path: (data) => `/@${data.professional.username}`,
    ready: text((data) => data.professional.fullName),
  },
  {
    name: 'invite',
    who: 'guest',
    path: (data) => `/invite/${data.inviteSlug}`,
    ready: text((data) => data.professional.fullName),
  },
  { name: 'unsubscribe', who: 'guest', path: () => '/unsubscribe?token=not-a-real-token', ready: heading },
  { name: 'bye', who: 'guest', path: () => '/bye', ready: heading },
  { name: 'not-found', who: 'guest', path: () => '/no/such/page', ready: heading },
];
