/** The client's screens: calendar, professionals, profile and settings, with their dialogs. */
import { heading, openItem, openMenu, text } from './reach.ts';
import type { Screen } from './screen.ts';

export const clientScreens: Screen[] = [
  {
    name: 'client-calendar',
    who: 'client',
    path: () => '/calendar',
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'client-class-details',
    who: 'client',
    path: () => '/calendar',
    open: (page, data) => openItem(page, data.classTitle),
  },
  {
    name: 'client-slot-booking',
    who: 'client',
    path: () => '/calendar',
    open: (page, data) => openItem(page, data.slotTitle),
  },
  {
    name: 'client-profile-menu',
    who: 'client',
    path: () => '/professionals',
    open: (page, _data, language) => openMenu(page, language),
  },
  {
    name: 'professionals',
    who: 'client',
    path: () => '/professionals',
    ready: text((data) => data.professional.fullName),
  },
  {
    name: 'professional-vouchers',
    who: 'client',
    path: (data) => `/professionals/${data.professional.professionalId}/vouchers`,
    ready: heading,
  },
  {
    name: 'client-public-profile',
    who: 'client',
    path: (data) => `/@${data.professional.username}`,
    ready: text((data) => data.professional.fullName),
  },
  {
    name: 'client-profile-overview',
    who: 'client',
    path: () => '/profile',
    ready: text((data) => data.client.email),
  },
  { name: 'client-personal-details', who: 'client', path: () => '/profile/edit/personal', ready: heading },
  { name: 'client-social-links', who: 'client', path: () => '/profile/edit/social', ready: heading },
  { name: 'client-password', who: 'client', path: () => '/profile/edit/password', ready: heading },
  { name: 'client-notifications', who: 'client', path: () => '/profile/edit/notifications', ready: heading },
  { name: 'client-settings', who: 'client', path: () => '/settings', ready: heading },
  { name: 'client-report-problem', who: 'client', path: () => '/report-problem', ready: heading },
  {
    name: 'time-zone-prompt',
    who: 'client',
    path: () => '/professionals',
    // The account lives in Amsterdam while this phone is in New York: the prompt offers to switch.
    storage: { no_timezone_updates: null },
    deviceTimeZone: 'America/New_York',
    ready: (page) => page.getByRole('dialog'),
  },
];
