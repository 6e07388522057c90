/**
 * Test fixtures for the calendar and schedule entries and the public profile, shared by the domain's and the app's tests.
 * Not part of the package's main entry: tests import it as `@sessionbook/domain/testing`.
 * Defaults: a private one-place session (voucher type 1) and a three-hour slot (types 1 and 2),
 * both from 13:00 UTC on 18 March 2027 (09:00 in New York), with no people, series or cancellation.
 */
import type { ProfessionalEventEntry, RegistrationEntry } from '../schemas/events.ts';
import type { PublicProfile, Socials } from '../schemas/public-profile.ts';
import type { ProfessionalSlotEntry } from '../schemas/slots.ts';

export function eventEntry(overrides: Partial<ProfessionalEventEntry> = {}): ProfessionalEventEntry {
  return {
    id: 'e1',
    professional_id: 'p1',
    series_id: null,
    occurrence: null,
    recurrence_rule: null,
    start_time: '2027-03-18T13:00:00.000Z',
    end_time: '2027-03-18T14:00:00.000Z',
    voucher_type_id: 1,
    max_event_regs: 1,
    is_group_session: false,
    is_private: true,
    waitlist_allowed: false,
    waitlist_mode: 'notify_all',
    title: null,
    location: null,
    notes: null,
    online: false,
    meeting_url: null,
    registrations: [],
    registrations_count: 0,
    waitlist_count: 0,
    cancelled_at: null,
    cancelled_reason: null,
    created_at: '2027-03-01T00:00:00Z',
    availability_slot_id: null,
    waitlist: [],
    invitations: [],
    voucher_warnings: [],
    ...overrides,
  };
}

export function slotEntry(overrides: Partial<ProfessionalSlotEntry> = {}): ProfessionalSlotEntry {
  return {
    id: 's1',
    professional_id: 'p1',
    series_id: null,
    occurrence: null,
    recurrence_rule: null,
    start_time: '2027-03-18T13:00:00.000Z',
    end_time: '2027-03-18T16:00:00.000Z',
    voucher_types: [1, 2],
    title: null,
    location: null,
    notes: null,
    online: false,
    blocked: [],
    cancelled_at: null,
    cancelled_reason: null,
    created_at: '2027-03-01T00:00:00Z',
    claims: [],
    ...overrides,
  };
}

/** A live registration; `client_id` follows the id unless given. */
export function registrationEntry(overrides: Partial<RegistrationEntry> = {}): RegistrationEntry {
  const id = overrides.id ?? 'r1';
  return {
    id,
    client_id: `client-${id}`,
    full_name: 'Ana Silva',
    created_at: '2027-03-01T00:00:00Z',
    cancelled_at: null,
    ended_by: null,
    attendance: null,
    ...overrides,
  };
}

/** A fresh object each call: a test may fill in a link without touching the next test's profile. */
export function noSocials(): Socials {
  return {
    facebook: null,
    instagram: null,
    linkedin: null,
    telegram: null,
    twitch: null,
    x: null,
    youtube: null,
  };
}

/** Alex Morgan's public profile (`@alex`), with nothing filled in beyond the name. */
export function publicProfileEntry(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'pp1',
    full_name: 'Alex Morgan',
    username: 'alex',
    description: null,
    speciality: null,
    location: null,
    website: null,
    socials: noSocials(),
    avatar: null,
    is_public: true,
    ...overrides,
  };
}
