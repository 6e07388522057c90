/**
 * Glossary terms for what pays and how a place is taken: voucher, session type, waitlist, registration,
 * booking, calendar.
 */
import type { GlossaryTerm } from './term.ts';

export const VOUCHERS_AND_BOOKING: readonly GlossaryTerm[] = [
  {
    id: 'voucher',
    meaning: 'One prepaid session of a session type and length; balances may go negative.',
    words: {
      en: {
        preferred: 'voucher',
        plural: 'vouchers',
        avoid: ['credit', 'credits', 'punch card', 'punch cards', 'coupon', 'coupons'],
      },
      // Only the plural "vales" is avoided: "vale" is also a verb ("it is worth"), and Spanish for "OK".
      es: {
        preferred: 'bono',
        plural: 'bonos',
        avoid: ['vales', 'voucher', 'vouchers', 'cupón', 'cupones', 'crédito', 'créditos'],
      },
      nl: {
        preferred: 'strip',
        plural: 'strippen',
        // The card holds the strips: the vouchers page and a client's vouchers are "strippenkaarten".
        alsoAccepted: ['strippenkaart', 'strippenkaarten'],
        avoid: ['voucher', 'vouchers', 'tegoedbon', 'tegoedbonnen', 'credit', 'credits'],
      },
      pt: {
        preferred: 'senha',
        plural: 'senhas',
        avoid: ['voucher', 'vouchers', 'crédito', 'créditos', 'vales'],
      },
      // In pt-br "senha" is a password, so vouchers are credits there.
      'pt-br': { preferred: 'crédito', plural: 'créditos', avoid: ['voucher', 'vouchers', 'vales'] },
    },
  },
  {
    id: 'session_type',
    meaning:
      'The kind of voucher an event uses, chosen when planning; its three names (individual session, duo session, group class) are common:voucher_types.',
    words: {
      en: { preferred: 'session type', plural: 'session types', avoid: ['voucher type', 'voucher types'] },
      es: {
        preferred: 'tipo de sesión',
        plural: 'tipos de sesión',
        avoid: ['tipo de bono', 'tipos de bono'],
      },
      nl: {
        preferred: 'sessietype',
        plural: 'sessietypes',
        avoid: [
          'soort strippenkaart',
          'soorten strippenkaart',
          'strippenkaarttype',
          'soort sessie',
          'soorten sessie',
        ],
      },
      pt: {
        preferred: 'tipo de sessão',
        plural: 'tipos de sessão',
        avoid: ['tipo de senha', 'tipos de senha'],
      },
      'pt-br': {
        preferred: 'tipo de sessão',
        plural: 'tipos de sessão',
        avoid: ['tipo de crédito', 'tipos de crédito'],
      },
    },
  },
  {
    id: 'waitlist',
    meaning: 'The queue of clients for a full group class; all are e-mailed when a place opens.',
    words: {
      en: { preferred: 'waitlist', avoid: ['waiting list', 'wait list'] },
      es: { preferred: 'lista de espera', avoid: ['cola de espera'] },
      nl: { preferred: 'wachtlijst', avoid: ['wachtrij'] },
      pt: { preferred: 'lista de espera', avoid: ['fila de espera'] },
      'pt-br': { preferred: 'lista de espera', avoid: ['fila de espera'] },
    },
  },
  {
    id: 'registration',
    meaning: "A client's place in a group class (register, registered); not the account sign-up.",
    words: {
      en: {
        preferred: 'registration',
        plural: 'registrations',
        avoid: ['enrolment', 'enrolments', 'enrollment', 'enrollments'],
      },
      es: { preferred: 'inscripción', plural: 'inscripciones', avoid: ['matrícula', 'matrículas'] },
      // "Aanmelden" is the account sign-up on the site and in the app, so a class place is an "inschrijving".
      nl: { preferred: 'inschrijving', plural: 'inschrijvingen', avoid: ['aanmelding', 'aanmeldingen'] },
      pt: { preferred: 'inscrição', plural: 'inscrições', avoid: ['matrícula', 'matrículas'] },
      'pt-br': { preferred: 'inscrição', plural: 'inscrições', avoid: ['matrícula', 'matrículas'] },
    },
  },
  {
    id: 'booking',
    meaning: 'Time a client takes in an availability slot, and booking in general (book, booked).',
    words: {
      en: { preferred: 'booking', plural: 'bookings', avoid: ['reservation', 'reservations'] },
      es: { preferred: 'reserva', plural: 'reservas', avoid: ['reservación', 'reservaciones'] },
      nl: { preferred: 'boeking', plural: 'boekingen', avoid: ['reservering', 'reserveringen'] },
      pt: {
        preferred: 'reserva',
        plural: 'reservas',
        avoid: ['marcação', 'marcações', 'agendamento', 'agendamentos'],
      },
      'pt-br': {
        preferred: 'agendamento',
        plural: 'agendamentos',
        avoid: ['reserva', 'reservas', 'marcação', 'marcações'],
      },
    },
  },
  {
    id: 'calendar',
    meaning: 'The time grid of sessions, classes and slots; home of both themes.',
    words: {
      en: { preferred: 'calendar', plural: 'calendars', avoid: ['agenda', 'diary'] },
      es: { preferred: 'calendario', plural: 'calendarios', avoid: ['agenda', 'agendas'] },
      nl: { preferred: 'agenda', plural: "agenda's", avoid: ['kalender', 'kalenders'] },
      pt: { preferred: 'calendário', plural: 'calendários', avoid: ['agenda', 'agendas'] },
      'pt-br': { preferred: 'agenda', plural: 'agendas', avoid: ['calendário', 'calendários'] },
    },
  },
];
