import enAccount from './en/account.json';
import esAccount from './es/account.json';
import nlAccount from './nl/account.json';
import ptAccount from './pt/account.json';
import ptBrAccount from './pt-br/account.json';
import enVouchers from './en/vouchers.json';
import esVouchers from './es/vouchers.json';
import nlVouchers from './nl/vouchers.json';
import ptVouchers from './pt/vouchers.json';
import ptBrVouchers from './pt-br/vouchers.json';
import enBooking from './en/booking.json';
import esBooking from './es/booking.json';
import nlBooking from './nl/booking.json';
import ptBooking from './pt/booking.json';
import ptBrBooking from './pt-br/booking.json';
import enNotifications from './en/notifications.json';
import esNotifications from './es/notifications.json';
import nlNotifications from './nl/notifications.json';
import ptNotifications from './pt/notifications.json';
import ptBrNotifications from './pt-br/notifications.json';
import enEmbed from './en/embed.json';
import esEmbed from './es/embed.json';
import nlEmbed from './nl/embed.json';
import ptEmbed from './pt/embed.json';
import ptBrEmbed from './pt-br/embed.json';
import enReports from './en/reports.json';
import esReports from './es/reports.json';
import nlReports from './nl/reports.json';
import ptReports from './pt/reports.json';
import ptBrReports from './pt-br/reports.json';
import enBusy from './en/busy.json';
import esBusy from './es/busy.json';
import nlBusy from './nl/busy.json';
import ptBusy from './pt/busy.json';
import ptBrBusy from './pt-br/busy.json';
import enIntegrations from './en/integrations.json';
import esIntegrations from './es/integrations.json';
import nlIntegrations from './nl/integrations.json';
import ptIntegrations from './pt/integrations.json';
import ptBrIntegrations from './pt-br/integrations.json';
import type { Language } from '@sessionbook/domain';
import type { Messages, Namespace } from '../types.ts';
import enApp from './en/app.json';
import enAuth from './en/auth.json';
import enBook from './en/book.json';
import enPeople from './en/people.json';
import enCommon from './en/common.json';
import enEmails from './en/emails.json';
import enSite from './en/site.json';
import esApp from './es/app.json';
import esAuth from './es/auth.json';
import esBook from './es/book.json';
import esPeople from './es/people.json';
import esCommon from './es/common.json';
import esEmails from './es/emails.json';
import esSite from './es/site.json';
import nlApp from './nl/app.json';
import nlAuth from './nl/auth.json';
import nlBook from './nl/book.json';
import nlPeople from './nl/people.json';
import nlCommon from './nl/common.json';
import nlEmails from './nl/emails.json';
import nlSite from './nl/site.json';
import ptApp from './pt/app.json';
import ptAuth from './pt/auth.json';
import ptBook from './pt/book.json';
import ptPeople from './pt/people.json';
import ptCommon from './pt/common.json';
import ptEmails from './pt/emails.json';
import ptSite from './pt/site.json';
import ptBrApp from './pt-br/app.json';
import ptBrAuth from './pt-br/auth.json';
import ptBrBook from './pt-br/book.json';
import ptBrPeople from './pt-br/people.json';
import ptBrCommon from './pt-br/common.json';
import ptBrEmails from './pt-br/emails.json';
import ptBrSite from './pt-br/site.json';
import enCalendar from './en/calendar.json';
import enSchedule from './en/schedule.json';
import enWidgets from './en/widgets.json';
import esCalendar from './es/calendar.json';
import esSchedule from './es/schedule.json';
import esWidgets from './es/widgets.json';
import nlCalendar from './nl/calendar.json';
import nlSchedule from './nl/schedule.json';
import nlWidgets from './nl/widgets.json';
import ptCalendar from './pt/calendar.json';
import ptSchedule from './pt/schedule.json';
import ptWidgets from './pt/widgets.json';
import ptBrCalendar from './pt-br/calendar.json';
import ptBrSchedule from './pt-br/schedule.json';
import ptBrWidgets from './pt-br/widgets.json';

/** One entry per language and namespace; `common` holds errors and validation shared by server and app. */
export const catalogs: Record<Language, Record<Namespace, Messages>> = {
  en: {
    common: enCommon,
    app: enApp,
    auth: enAuth,
    book: enBook,
    people: enPeople,
    emails: enEmails,
    site: enSite,
    calendar: enCalendar,
    schedule: enSchedule,
    widgets: enWidgets,
    booking: enBooking,
    notifications: enNotifications,
    vouchers: enVouchers,
    account: enAccount,
    reports: enReports,
    integrations: enIntegrations,
    embed: enEmbed,
    busy: enBusy,
  },
  es: {
    common: esCommon,
    app: esApp,
    auth: esAuth,
    book: esBook,
    people: esPeople,
    emails: esEmails,
    site: esSite,
    calendar: esCalendar,
    schedule: esSchedule,
    widgets: esWidgets,
    booking: esBooking,
    notifications: esNotifications,
    vouchers: esVouchers,
    account: esAccount,
    reports: esReports,
    integrations: esIntegrations,
    embed: esEmbed,
    busy: esBusy,
  },
  nl: {
    common: nlCommon,
    app: nlApp,
    auth: nlAuth,
    book: nlBook,
    people: nlPeople,
    emails: nlEmails,
    site: nlSite,
    calendar: nlCalendar,
    schedule: nlSchedule,
    widgets: nlWidgets,
    booking: nlBooking,
    notifications: nlNotifications,
    vouchers: nlVouchers,
    account: nlAccount,
    reports: nlReports,
    integrations: nlIntegrations,
    embed: nlEmbed,
    busy: nlBusy,
  },
  pt: {
    common: ptCommon,
    app: ptApp,
    auth: ptAuth,
    book: ptBook,
    people: ptPeople,
    emails: ptEmails,
    site: ptSite,
    calendar: ptCalendar,
    schedule: ptSchedule,
    widgets: ptWidgets,
    booking: ptBooking,
    notifications: ptNotifications,
    vouchers: ptVouchers,
    account: ptAccount,
    reports: ptReports,
    integrations: ptIntegrations,
    embed: ptEmbed,
    busy: ptBusy,
  },
  'pt-br': {
    common: ptBrCommon,
    app: ptBrApp,
    auth: ptBrAuth,
    book: ptBrBook,
    people: ptBrPeople,
    emails: ptBrEmails,
    site: ptBrSite,
    calendar: ptBrCalendar,
    schedule: ptBrSchedule,
    widgets: ptBrWidgets,
    booking: ptBrBooking,
    notifications: ptBrNotifications,
    vouchers: ptBrVouchers,
    account: ptBrAccount,
    reports: ptBrReports,
    integrations: ptBrIntegrations,
    embed: ptBrEmbed,
    busy: ptBrBusy,
  },
};
