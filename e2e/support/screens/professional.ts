/** The professional's screens: calendar, client book, vouchers, profile and settings, with their dialogs. */
import { expect } from '@playwright/test';
import { calendar, heading, openButton, openCreate, openItem, openMenu, text } from './reach.ts';
import { exactly, say } from './say.ts';
import type { Screen } from './screen.ts';

export const professionalScreens: Screen[] = [
  {
    name: 'calendar',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'calendar-day',
    who: 'professional',
    path: calendar('view=1&mode=events'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'calendar-5-days',
    who: 'professional',
    path: calendar('view=5&mode=events'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'calendar-week',
    who: 'professional',
    path: calendar('view=7&mode=events'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'calendar-slots',
    who: 'professional',
    path: calendar('view=3&mode=slots'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.slotTitle) }),
  },
  {
    name: 'create-menu',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: async (page, _data, language) => {
      await page.getByRole('button', { name: exactly(say(language, 'app:nav.create_menu_label')) }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'slot-dialog',
    who: 'professional',
    path: calendar('view=3&mode=slots'),
    open: (page, _data, language) => openCreate(page, language, 'app:nav.create_slot'),
  },
  {
    name: 'session-dialog',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, _data, language) => openCreate(page, language, 'app:nav.create_event'),
  },
  {
    name: 'class-dialog',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, _data, language) => openCreate(page, language, 'app:nav.create_group'),
  },
  {
    name: 'class-details',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, data) => openItem(page, data.classTitle),
  },
  {
    name: 'cancelled-class-details',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, data) => openItem(page, data.cancelledTitle),
  },
  {
    name: 'session-details',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, data) => openItem(page, data.client.fullName),
  },
  {
    name: 'slot-details',
    who: 'professional',
    path: calendar('view=3&mode=slots'),
    open: (page, data) => openItem(page, data.slotTitle),
  },
  {
    name: 'profile-menu',
    who: 'professional',
    path: () => '/professional/clients',
    open: (page, _data, language) => openMenu(page, language),
  },
  {
    name: 'client-book',
    who: 'professional',
    path: () => '/professional/clients',
    ready: text((data) => data.client.fullName),
  },
  {
    name: 'client-book-pending',
    who: 'professional',
    path: () => '/professional/clients?tab=pending',
    ready: text((data) => data.pending.email),
  },
  {
    name: 'client-book-groups',
    who: 'professional',
    path: () => '/professional/clients?tab=groups',
    ready: text(() => 'Tuesday Pilates'),
  },
  {
    name: 'add-client',
    who: 'professional',
    path: () => '/professional/clients',
    open: (page, _data, language) => openButton(page, language, 'book:actions.add_client'),
  },
  {
    name: 'invite-clients',
    who: 'professional',
    path: () => '/professional/clients',
    open: (page, _data, language) => openButton(page, language, 'book:actions.invite'),
  },
  {
    name: 'create-group',
    who: 'professional',
    path: () => '/professional/clients',
    open: (page, _data, language) => openButton(page, language, 'book:actions.create_group'),
  },
  {
    name: 'client-profile',
    who: 'professional',
    path: (data) => `/professional/clients/${data.client.entryId}`,
    ready: text((data) => data.client.email),
  },
  {
    name: 'add-vouchers',
    who: 'professional',
    path: (data) => `/professional/clients/${data.client.entryId}`,
    ready: text((data) => data.client.email),
    open: (page, _data, language) => openButton(page, language, 'vouchers:profile.add'),
  },
  {
    name: 'pending-client-profile',
    who: 'professional',
    path: (data) => `/professional/clients/${data.pending.entryId}`,
    ready: text((data) => data.pending.email),
  },
  {
    name: 'group-overview',
    who: 'professional',
    path: (data) => `/professional/groups/${data.groupId}`,
    ready: text((data) => data.client.fullName),
  },
  { name: 'vouchers', who: 'professional', path: () => '/professional/vouchers', ready: heading },
  {
    name: 'voucher-settings',
    who: 'professional',
    path: () => '/professional/vouchers/edit',
    ready: heading,
  },
  { name: 'client-import', who: 'professional', path: () => '/professional/clients/import', ready: heading },
  {
    name: 'reports',
    who: 'professional',
    path: () => '/professional/reports',
    ready: (page) => page.getByRole('table').first(),
  },
  { name: 'export', who: 'professional', path: () => '/professional/export', ready: heading },
  {
    name: 'busy-calendars',
    who: 'professional',
    path: () => '/professional/settings/calendars',
    ready: heading,
  },
  {
    name: 'integrations',
    who: 'professional',
    path: () => '/professional/settings/integrations',
    ready: heading,
  },
  {
    // The booking widget's settings (decision 0053): ready once the sites and the code have loaded.
    name: 'booking-widget',
    who: 'professional',
    path: () => '/professional/settings/widget',
    ready: (page) => page.getByRole('textbox').first(),
  },
  {
    name: 'profile',
    who: 'professional',
    path: () => '/professional/profile',
    ready: text((data) => data.professional.email),
  },
  {
    name: 'professional-details',
    who: 'professional',
    path: () => '/professional/profile/professional',
    ready: heading,
  },
  {
    name: 'personal-details',
    who: 'professional',
    path: () => '/professional/profile/personal',
    ready: heading,
  },
  { name: 'social-links', who: 'professional', path: () => '/professional/profile/social', ready: heading },
  { name: 'password', who: 'professional', path: () => '/professional/profile/password', ready: heading },
  {
    name: 'notifications',
    who: 'professional',
    path: () => '/professional/profile/notifications',
    ready: heading,
  },
  { name: 'settings', who: 'professional', path: () => '/professional/settings', ready: heading },
  { name: 'report-problem', who: 'professional', path: () => '/professional/report-problem', ready: heading },
  {
    name: 'suggest-improvement',
    who: 'professional',
    path: () => '/professional/suggest-improvement',
    ready: heading,
  },
];
