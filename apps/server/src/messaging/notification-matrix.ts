import type { TemplateName } from './templates/registry.ts';

/**
 * The notification matrix (issue 24, docs/product/rules.md#who-is-told, decision 0029): every change in the
 * product that concerns another person, who is told, and with which calendar object. Written once:
 * docs/notifications.md is generated from it (`npm run matrix:write -w @sessionbook/server`, checked
 * by notification-matrix.test.ts), and the matrix test (test/notifications) walks it, row by row, and
 * holds the outbox to it. Channels are not listed here: each template says which it has
 * (`channelsOf`), so a new channel reaches every row that should carry it in one place.
 */

/** Who a notice goes to, relative to the change. */
export type Reader =
  /** The client whose place, session, vouchers or request it is. */
  | 'client'
  /** The professional whose calendar, class or client book it is. */
  | 'professional'
  /** Each client on the class's waitlist. */
  | 'waitlist'
  /** Each client with an account booked into the session who has not answered yet. */
  | 'invited'
  /** A person without an account (or not yet a confirmed client): by e-mail, or by SMS for a phone. */
  | 'invitee';

/**
 * The calendar file a notice carries (RFC 5546): `REQUEST` adds or moves the session in the reader's
 * calendar; `CANCEL place` takes the reader's own attendance away from a session that goes on (no
 * STATUS, the reader as the removed ATTENDEE); `CANCEL session` cancels the whole session for them
 * (STATUS:CANCELLED). SEQUENCE is the feed's, so mail and feed agree and every change outranks the last.
 */
export type CalendarObject = 'REQUEST' | 'CANCEL place' | 'CANCEL session';

export interface Notice {
  reader: Reader;
  template: TemplateName;
  /** The template's variant of texts (`{section}.variants.{variant}` in emails.json). */
  variant?: string;
  calendar?: CalendarObject;
  /** A professional's booking update: at once, or in their daily summary (notification settings). */
  summary?: true;
}

export type Area =
  | 'One-to-one sessions'
  | 'Group classes and waitlists'
  | 'Availability slots'
  | 'Vouchers'
  | 'Invitations and client books'
  | 'Account deletion'
  | 'Reminders'
  | 'Integrations';

export interface MatrixRow {
  id: string;
  area: Area;
  change: string;
  /** Exactly who is told; an empty list means nobody is, on purpose (`why` says why). */
  notices: readonly Notice[];
  why?: string;
}

export const NOTIFICATION_MATRIX: readonly MatrixRow[] = [
  {
    id: 'session_booked',
    area: 'One-to-one sessions',
    change: 'A professional books a one-to-one session for clients',
    notices: [
      { reader: 'client', template: 'session_booked' },
      { reader: 'invitee', template: 'session_invitation' },
    ],
    why: 'Nothing goes into the calendar before the client accepts: the booking mail brings the file.',
  },
  {
    id: 'class_invitation',
    area: 'One-to-one sessions',
    change: 'A professional invites clients to a private group class',
    notices: [{ reader: 'client', template: 'session_booked', variant: 'class' }],
  },
  {
    id: 'session_accepted',
    area: 'One-to-one sessions',
    change: 'The client accepts a session booked for them',
    notices: [
      { reader: 'client', template: 'booking_confirmed', calendar: 'REQUEST' },
      { reader: 'professional', template: 'booking_update', variant: 'accepted', summary: true },
    ],
  },
  {
    id: 'session_declined',
    area: 'One-to-one sessions',
    change: 'The client declines a session booked for them',
    notices: [{ reader: 'professional', template: 'session_declined' }],
  },
  {
    id: 'accepted_session_declined',
    area: 'One-to-one sessions',
    change: 'The client declines a session they had accepted (a cancellation)',
    notices: [
      { reader: 'client', template: 'booking_cancelled', calendar: 'CANCEL place' },
      { reader: 'professional', template: 'session_declined' },
    ],
  },
  {
    id: 'session_changed',
    area: 'One-to-one sessions',
    change: 'The professional moves a session or class, or changes its place',
    notices: [
      { reader: 'client', template: 'event_changed', calendar: 'REQUEST' },
      { reader: 'waitlist', template: 'event_changed', variant: 'waitlist' },
      { reader: 'invited', template: 'event_changed', variant: 'invited' },
    ],
  },
  {
    id: 'session_online',
    area: 'One-to-one sessions',
    change:
      'The professional makes a session or class online, or in person again (only a registered client gets the meeting link)',
    notices: [
      { reader: 'client', template: 'event_changed', calendar: 'REQUEST' },
      { reader: 'waitlist', template: 'event_changed', variant: 'waitlist' },
      { reader: 'invited', template: 'event_changed', variant: 'invited' },
    ],
  },
  {
    id: 'event_cancelled',
    area: 'One-to-one sessions',
    change: 'The professional cancels a session or class',
    notices: [
      { reader: 'client', template: 'event_cancelled', calendar: 'CANCEL session' },
      { reader: 'waitlist', template: 'event_cancelled', variant: 'waitlist' },
      { reader: 'invited', template: 'event_cancelled', variant: 'invited' },
    ],
  },
  {
    id: 'class_registered',
    area: 'Group classes and waitlists',
    change: 'A client registers for a class',
    notices: [
      { reader: 'client', template: 'booking_confirmed', calendar: 'REQUEST' },
      { reader: 'professional', template: 'booking_update', variant: 'registered', summary: true },
    ],
  },
  {
    id: 'waitlist_joined',
    area: 'Group classes and waitlists',
    change: "A client joins a full class's waitlist",
    notices: [{ reader: 'client', template: 'waitlist_joined' }],
    why: 'The professional sees the waitlist on the class; a waiting place is no booking yet.',
  },
  {
    id: 'waitlist_left',
    area: 'Group classes and waitlists',
    change: 'A client leaves a waitlist',
    notices: [],
    why: 'Nobody loses anything: the class shows the shorter waitlist.',
  },
  {
    id: 'registration_cancelled',
    area: 'Group classes and waitlists',
    change: 'A client cancels their place in a class',
    notices: [
      { reader: 'client', template: 'booking_cancelled', calendar: 'CANCEL place' },
      { reader: 'professional', template: 'registration_cancelled' },
      { reader: 'waitlist', template: 'waitlist_spot_opened' },
    ],
  },
  {
    id: 'registration_cancelled_late',
    area: 'Group classes and waitlists',
    change:
      'A client cancels their place after the cancellation deadline, where the voucher type allows a late cancel (the voucher is used)',
    notices: [
      { reader: 'client', template: 'booking_cancelled', variant: 'late_cancel', calendar: 'CANCEL place' },
      { reader: 'professional', template: 'registration_cancelled', variant: 'late_cancel' },
      { reader: 'waitlist', template: 'waitlist_spot_opened' },
    ],
  },
  {
    id: 'registration_declined',
    area: 'Group classes and waitlists',
    change: "The professional declines a client's place",
    notices: [
      { reader: 'client', template: 'registration_declined', calendar: 'CANCEL place' },
      { reader: 'waitlist', template: 'waitlist_spot_opened' },
    ],
  },
  {
    id: 'waitlist_removed',
    area: 'Group classes and waitlists',
    change: 'The professional takes a client off a waitlist',
    notices: [{ reader: 'client', template: 'waitlist_removed' }],
  },
  {
    id: 'places_added',
    area: 'Group classes and waitlists',
    change: "The professional raises a full class's places",
    notices: [{ reader: 'waitlist', template: 'waitlist_spot_opened' }],
  },
  {
    id: 'place_opened_late',
    area: 'Group classes and waitlists',
    change: 'A client cancels their place after the registration deadline (before the cancellation deadline)',
    notices: [
      { reader: 'client', template: 'booking_cancelled', calendar: 'CANCEL place' },
      { reader: 'professional', template: 'registration_cancelled' },
    ],
    why: 'The waitlist is not invited to register: registering would be refused.',
  },
  {
    id: 'waitlist_promoted',
    area: 'Group classes and waitlists',
    change: 'A waitlisted client takes the opened place (their waitlist entry ends)',
    notices: [
      { reader: 'client', template: 'booking_confirmed', calendar: 'REQUEST' },
      { reader: 'professional', template: 'booking_update', variant: 'registered', summary: true },
    ],
    why: 'In a class that tells everyone, places go to whoever registers first (docs/product/rules.md#waitlist).',
  },
  {
    id: 'waitlist_offered',
    area: 'Group classes and waitlists',
    change:
      'A place opens in a class that offers places in turn: the first eligible waiting client holds it for a while',
    notices: [{ reader: 'waitlist', template: 'waitlist_offered' }],
    why: 'Only the client the place is held for is told; the others wait their turn (docs/product/rules.md#waitlist-modes).',
  },
  {
    id: 'waitlist_offer_lapsed',
    area: 'Group classes and waitlists',
    change: 'A held place was not taken in time: it goes to the next eligible waiting client',
    notices: [
      { reader: 'client', template: 'waitlist_offer_lapsed' },
      { reader: 'waitlist', template: 'waitlist_offered' },
    ],
  },
  {
    id: 'waitlist_auto_promoted',
    area: 'Group classes and waitlists',
    change:
      'A place opens in a class that promotes automatically: the first eligible waiting client is registered',
    notices: [
      { reader: 'client', template: 'waitlist_promoted', calendar: 'REQUEST' },
      { reader: 'professional', template: 'booking_update', variant: 'registered', summary: true },
    ],
  },
  {
    id: 'waitlist_overlaps_ended',
    area: 'Group classes and waitlists',
    change: 'A client gets a place: their waitlist entries in other classes at overlapping times end',
    notices: [
      { reader: 'client', template: 'booking_confirmed', calendar: 'REQUEST' },
      { reader: 'professional', template: 'booking_update', variant: 'registered', summary: true },
    ],
    why: 'The confirmation of the place is the news; the calendar no longer shows the waiting entries, and a place held there goes to the next.',
  },
  {
    id: 'standing_spot_booked',
    area: 'Group classes and waitlists',
    change: 'A client books a standing spot: every later date of a weekly class (or the next few)',
    notices: [
      { reader: 'client', template: 'standing_spot_booked' },
      { reader: 'professional', template: 'booking_update', variant: 'registered', summary: true },
    ],
    why: 'One mail to the client for all the dates; the professional hears of each date as of any booking (or in the summary).',
  },
  {
    id: 'standing_spot_cancelled',
    area: 'Group classes and waitlists',
    change: 'A client cancels a standing spot from one date on',
    notices: [
      { reader: 'client', template: 'booking_cancelled', calendar: 'CANCEL place' },
      { reader: 'professional', template: 'registration_cancelled' },
    ],
    why: 'Each date is cancelled as one cancellation is, with its calendar file; a date past its deadline is kept.',
  },
  {
    id: 'slot_claimed',
    area: 'Availability slots',
    change: 'A client books time in an availability slot',
    notices: [
      { reader: 'client', template: 'booking_confirmed', calendar: 'REQUEST' },
      { reader: 'professional', template: 'booking_update', variant: 'claimed', summary: true },
    ],
  },
  {
    id: 'claim_cancelled',
    area: 'Availability slots',
    change: 'A client cancels time they booked in a slot',
    notices: [
      { reader: 'client', template: 'booking_cancelled', calendar: 'CANCEL session' },
      { reader: 'professional', template: 'registration_cancelled' },
    ],
  },
  {
    id: 'claim_refused',
    area: 'Availability slots',
    change: 'The professional refuses a slot booking',
    notices: [{ reader: 'client', template: 'registration_declined', calendar: 'CANCEL session' }],
  },
  {
    id: 'slot_cancelled',
    area: 'Availability slots',
    change: 'The professional cancels an availability slot with bookings',
    notices: [{ reader: 'client', template: 'slot_cancelled', calendar: 'CANCEL session' }],
  },
  {
    id: 'busy_calendar_failing',
    area: 'Availability slots',
    change: "One of the professional's busy calendars has not been read for an hour",
    notices: [{ reader: 'professional', template: 'busy_calendar_failing' }],
    why: 'Once per failure streak, after an hour, so a failure that passes tells nobody.',
  },
  {
    id: 'vouchers_added',
    area: 'Vouchers',
    change: 'The professional adds vouchers for a client',
    notices: [{ reader: 'client', template: 'vouchers_added' }],
  },
  {
    id: 'vouchers_bought',
    area: 'Vouchers',
    change: "A client pays for a pack online (Stripe's event arrives)",
    notices: [
      { reader: 'client', template: 'vouchers_bought' },
      { reader: 'client', template: 'vouchers_added' },
    ],
  },
  {
    id: 'purchase_refunded',
    area: 'Vouchers',
    change: 'A payment for a pack is refunded in Stripe: its vouchers are taken back',
    notices: [{ reader: 'client', template: 'purchase_refunded' }],
  },
  {
    id: 'attendance_marked',
    area: 'Group classes and waitlists',
    change: 'The professional marks a client attended or a no-show',
    notices: [],
    why: 'It records what happened and asks nothing of the client; their calendar shows their own mark.',
  },
  {
    id: 'no_show_returned',
    area: 'Vouchers',
    change: "The professional marks a client a no-show, and the voucher type gives a no-show's voucher back",
    notices: [{ reader: 'client', template: 'vouchers_returned' }],
  },
  {
    id: 'no_show_return_undone',
    area: 'Vouchers',
    change: 'A no-show mark that gave the voucher back is changed or cleared: the voucher is used again',
    notices: [],
    why: "It corrects the professional's own mark within the week, as a use; the client's change log shows it, and running low is told if it leaves 1 or fewer.",
  },
  {
    id: 'voucher_used',
    area: 'Vouchers',
    change: 'A session begins and uses a voucher, leaving 2 or more of its kind',
    notices: [],
    why: "Every booking uses one; the client's voucher page shows it. Running low is told (next row).",
  },
  {
    id: 'vouchers_running_low',
    area: 'Vouchers',
    change: 'A session uses a voucher and leaves 1 or fewer of its kind',
    notices: [{ reader: 'client', template: 'vouchers_running_low' }],
    why: 'Once per kind until the next top-up, however many sessions use one meanwhile.',
  },
  {
    id: 'vouchers_expiring',
    area: 'Vouchers',
    change: 'A batch of vouchers ends in a week and some of it is left (docs/product/rules.md#expiry)',
    notices: [{ reader: 'client', template: 'vouchers_expiring' }],
    why: 'Once per batch, a week before its end; nothing when none would expire. The expiry itself tells nobody: the client was told.',
  },
  {
    id: 'voucher_returned',
    area: 'Vouchers',
    change: 'A session cancelled after it began gives its voucher back',
    notices: [{ reader: 'client', template: 'vouchers_returned' }],
  },
  {
    id: 'client_invited',
    area: 'Invitations and client books',
    change: 'A professional invites a person to their client book, by e-mail or phone',
    notices: [{ reader: 'invitee', template: 'client_invitation' }],
  },
  {
    id: 'clients_imported',
    area: 'Invitations and client books',
    change: 'A professional imports clients from a file (docs/decisions/0048-import-and-export.md)',
    notices: [],
    why: 'Their invitations are held: nobody hears anything, not even a reminder, until the professional sends them (next row).',
  },
  {
    id: 'held_invitations_sent',
    area: 'Invitations and client books',
    change: 'A professional sends the held invitations of imported clients',
    notices: [{ reader: 'invitee', template: 'client_invitation' }],
    why: 'Each as if the client had been added by hand, with its one reminder 48 hours after it.',
  },
  {
    id: 'invitation_accepted',
    area: 'Invitations and client books',
    change: "A client accepts a professional's invitation (or joins by the invite link)",
    notices: [{ reader: 'professional', template: 'invitation_answered', variant: 'accepted' }],
  },
  {
    id: 'invitation_declined',
    area: 'Invitations and client books',
    change: "A client declines a professional's invitation",
    notices: [{ reader: 'professional', template: 'invitation_answered', variant: 'declined' }],
  },
  {
    id: 'professional_invited',
    area: 'Invitations and client books',
    change: 'A client invites a professional',
    notices: [{ reader: 'professional', template: 'professional_invitation' }],
  },
  {
    id: 'request_accepted',
    area: 'Invitations and client books',
    change: "The professional accepts a client's request",
    notices: [{ reader: 'client', template: 'request_answered', variant: 'accepted' }],
  },
  {
    id: 'request_declined',
    area: 'Invitations and client books',
    change: "The professional declines a client's request",
    notices: [{ reader: 'client', template: 'request_answered', variant: 'declined' }],
  },
  {
    id: 'client_removed',
    area: 'Invitations and client books',
    change: 'The professional removes a client from their client book',
    notices: [{ reader: 'client', template: 'request_answered', variant: 'ended' }],
  },
  {
    id: 'professional_removed',
    area: 'Invitations and client books',
    change: 'A client removes a professional',
    notices: [{ reader: 'professional', template: 'invitation_answered', variant: 'ended' }],
  },
  {
    id: 'client_deleted',
    area: 'Account deletion',
    change: 'A client deletes their account',
    notices: [
      { reader: 'professional', template: 'registration_cancelled', variant: 'account_deleted' },
      { reader: 'waitlist', template: 'waitlist_spot_opened' },
    ],
  },
  {
    id: 'professional_deleted',
    area: 'Account deletion',
    change: 'A professional deletes their account',
    notices: [
      {
        reader: 'client',
        template: 'event_cancelled',
        variant: 'account_deleted',
        calendar: 'CANCEL session',
      },
      { reader: 'waitlist', template: 'event_cancelled', variant: 'waitlist' },
      { reader: 'invited', template: 'event_cancelled', variant: 'invited' },
    ],
  },
  {
    id: 'early_reminder',
    area: 'Reminders',
    change:
      'A booked session comes near: at the earlier of 24 h before it and 12 h before its cancellation deadline',
    notices: [{ reader: 'client', template: 'session_reminder' }],
    why: 'It states the cancellation deadline in the reader’s zone, or that it has passed.',
  },
  {
    id: 'day_reminder',
    area: 'Reminders',
    change: 'A booked session is 2 h away (21:00 the evening before when that is in the night)',
    notices: [{ reader: 'client', template: 'session_day_reminder' }],
  },
  {
    id: 'answer_reminder',
    area: 'Reminders',
    change: 'A session booked for a client waits 48 h for their answer',
    notices: [{ reader: 'client', template: 'session_answer_reminder' }],
  },
  {
    id: 'invitation_reminder',
    area: 'Reminders',
    change: 'An invitation to a client book waits 48 h for an answer',
    notices: [{ reader: 'invitee', template: 'invitation_reminder' }],
  },
  {
    id: 'booking_summary',
    area: 'Reminders',
    change: "The professional's daily summary is due (07:00 their time), for a professional who chose it",
    notices: [{ reader: 'professional', template: 'booking_summary' }],
  },
  {
    id: 'webhook_failing',
    area: 'Integrations',
    change: "A delivery to one of the professional's webhooks runs out of its retries (some 28 hours)",
    notices: [{ reader: 'professional', template: 'webhook_failing' }],
    why: 'Once per failure streak: the next mail only after a delivery to that webhook went through.',
  },
];
