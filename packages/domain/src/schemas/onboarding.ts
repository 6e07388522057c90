import { z } from 'zod';
import { VOUCHER_DURATIONS, type VoucherDuration } from '../booking-rules.ts';
import { VOUCHER_TYPES } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { isUuid } from './groups.ts';

/** docs/product/screens.md#onboarding: the professional onboarding has four steps, shown as "step/4". */
export const ONBOARDING_STEPS = 4;

/** docs/product/screens.md#onboarding: the session durations onboarding offers, in minutes as text (docs/product/entities-and-states.md#user-preferences). */
export const ONBOARDING_DURATIONS = ['30', '45', '60', '90'] as const;
export type OnboardingDuration = (typeof ONBOARDING_DURATIONS)[number];

/**
 * Every session length a professional can offer, in minutes as text: onboarding's four and the
 * longest voucher length, which the profile's "session lengths" adds (docs/decisions/0035).
 */
export const SESSION_LENGTH_CHOICES = ['30', '45', '60', '90', '120'] as const;

/**
 * The slot lengths clients are offered (docs/decisions/0035): the lengths the professional chose in
 * onboarding or later, shortest first; every voucher length while they chose none.
 */
export function offeredDurations(preferences: readonly string[]): VoucherDuration[] {
  const chosen = VOUCHER_DURATIONS.filter((duration) => preferences.includes(String(duration)));
  return chosen.length > 0 ? chosen : [...VOUCHER_DURATIONS];
}

/**
 * docs/product/screens.md#onboarding's sample start times of the first event. The picker offers every quarter
 * hour
 * (docs/product/rules.md#quarter-hour-times); the first sample is where it starts.
 */
export const ONBOARDING_START_SAMPLES = ['10:00', '10:30'] as const;

/** docs/product/entities-and-states.md#voucher-types: onboarding maps id 1 to individual, 2 to two-person (duo), 3 to group. */
export const ONBOARDING_SESSION_TYPES: readonly number[] = VOUCHER_TYPES.map((type) => type.id);

/** A hostile list cannot be long; a real one has at most one entry per choice. */
const MAX_PREFERENCES = 20;

const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? M.required : message;

/** Duplicates removed, in the order the choices are offered. */
const canonical =
  <T>(order: readonly T[]) =>
  (items: T[]) =>
    order.filter((item) => items.includes(item));

const isKnownVoucherType = (id: number) => VOUCHER_TYPES.some((type) => type.id === id);

/** At least one session length, as text; duplicates dropped, shortest first. */
const sessionLengths = () =>
  z
    .array(z.enum(SESSION_LENGTH_CHOICES, { error: M.duration }), { error: missingOr(M.invalid) })
    .min(1, { error: M.required })
    .max(MAX_PREFERENCES, { error: M.tooMany })
    .transform(canonical(SESSION_LENGTH_CHOICES));

/**
 * Body of `POST user-preferences` (docs/product/api.md#calls-by-area): the signed-in user's own id, the
 * session types
 * (voucher type ids) and durations they offer. Each list needs at least one known choice; duplicates
 * are dropped.
 */
export const userPreferencesBody = z.object({
  user_id: z
    .string({ error: missingOr(M.invalid) })
    .trim()
    .toLowerCase()
    .refine(isUuid, { error: M.invalid }),
  session_preferences: z
    .array(
      z
        .number({ error: M.voucherType })
        .int({ error: M.voucherType })
        .refine(isKnownVoucherType, { error: M.voucherType }),
      { error: missingOr(M.invalid) },
    )
    .min(1, { error: M.required })
    .max(MAX_PREFERENCES, { error: M.tooMany })
    .transform(canonical(ONBOARDING_SESSION_TYPES)),
  duration_preferences: sessionLengths(),
});
export type UserPreferencesBody = z.input<typeof userPreferencesBody>;
export type UserPreferencesInput = z.output<typeof userPreferencesBody>;

/**
 * Body of `PUT user-preferences/durations`: the session lengths clients are offered, changed after
 * onboarding from the professional's profile (docs/decisions/0035); the session types stay.
 */
export const sessionLengthsBody = z.object({ duration_preferences: sessionLengths() });
export type SessionLengthsBody = z.input<typeof sessionLengthsBody>;
export type SessionLengthsInput = z.output<typeof sessionLengthsBody>;

/** Reply data of `GET` and `POST user-preferences`: empty lists until the user saved any. */
export const userPreferences = z.object({
  user_id: z.string(),
  session_preferences: z.array(z.number().int()),
  duration_preferences: z.array(z.string()),
});
export type UserPreferences = z.infer<typeof userPreferences>;
