/**
 * The onboarding wizard's model (docs/product/screens.md#onboarding): what each step holds, when Next is
 * enabled, the times step 2 offers, and the first event's `POST events` payload. Pure, so the rules are
 * tested without a screen.
 */
import {
  instantsOf,
  isClassVoucherType,
  localToday,
  minutesOfTime,
  ONBOARDING_DURATIONS,
  ONBOARDING_SESSION_TYPES,
  ONBOARDING_START_SAMPLES,
  ONBOARDING_STEPS,
  TIME_STEP_MINUTES,
  timeOfMinutes,
  type CreateEventBody,
  type OnboardingDuration,
  type UserPreferencesBody,
} from '@sessionbook/domain';

export type OnboardingStep = 1 | 2 | 3 | 4;
export const FIRST_STEP: OnboardingStep = 1;
export const LAST_STEP = ONBOARDING_STEPS as OnboardingStep;

export interface OnboardingValues {
  /** Step 1: voucher type ids (1 individual, 2 duo, 3 group), in the order they are offered. */
  session_types: number[];
  /** Step 1: minutes as text, in the order they are offered. */
  durations: OnboardingDuration[];
  /** Step 2: one of the chosen session types. */
  voucher_type_id: number | null;
  /** Step 2: `YYYY-MM-DD` in the professional's zone. */
  date: string | null;
  /** Step 2: `HH:mm`, a quarter hour. */
  start_time: string | null;
  /** Step 2: the start plus one of the chosen durations. */
  end_time: string | null;
  title: string;
}

const DAY_MINUTES = 24 * 60;

/** A fresh wizard: nothing chosen yet, the first event tomorrow at the first sample start time. */
export function initialValues(timeZone: string, title: string, now = new Date()): OnboardingValues {
  return {
    session_types: [],
    durations: [],
    voucher_type_id: null,
    date: localToday(timeZone, now).add({ days: 1 }).toString(),
    start_time: ONBOARDING_START_SAMPLES[0],
    end_time: null,
    title,
  };
}

/** Adds or removes one choice, keeping the order the choices are offered in. */
export function toggleChoice<T>(order: readonly T[], chosen: readonly T[], item: T, on: boolean): T[] {
  return order.filter((choice) => (choice === item ? on : chosen.includes(choice)));
}
export const toggleSessionType = (values: OnboardingValues, id: number, on: boolean): OnboardingValues =>
  withConsistentEvent({
    ...values,
    session_types: toggleChoice(ONBOARDING_SESSION_TYPES, values.session_types, id, on),
  });
export const toggleDuration = (
  values: OnboardingValues,
  duration: OnboardingDuration,
  on: boolean,
): OnboardingValues =>
  withConsistentEvent({
    ...values,
    durations: toggleChoice(ONBOARDING_DURATIONS, values.durations, duration, on),
  });

/** An end choice of step 2: the end time and the duration it makes. */
export interface EndChoice {
  time: string;
  minutes: number;
}

/** docs/product/screens.md#onboarding: the start plus each chosen duration, as long as the event ends the same day. */
export function endTimeChoices(start: string | null, durations: readonly OnboardingDuration[]): EndChoice[] {
  const from = start === null ? null : minutesOfTime(start);
  if (from === null) return [];
  return durations.flatMap((duration) => {
    const minutes = Number(duration);
    const time = timeOfMinutes(from + minutes);
    return time !== null && from + minutes < DAY_MINUTES ? [{ time, minutes }] : [];
  });
}

/**
 * Every quarter hour of the day (docs/product/rules.md#quarter-hour-times) from which at least the shortest
 * chosen duration
 * still ends the same day; with no duration chosen yet, every quarter hour.
 */
export function startTimeChoices(durations: readonly OnboardingDuration[]): string[] {
  const shortest = durations.length > 0 ? Math.min(...durations.map(Number)) : TIME_STEP_MINUTES;
  const choices: string[] = [];
  for (let minutes = 0; minutes + shortest < DAY_MINUTES; minutes += TIME_STEP_MINUTES)
    choices.push(timeOfMinutes(minutes)!);
  return choices;
}

/**
 * Keeps step 2 within step 1's choices: the voucher type one of the chosen types (else the first), the
 * end one of the start's choices (else the first, or none).
 */
export function withConsistentEvent(values: OnboardingValues): OnboardingValues {
  const voucherType =
    values.voucher_type_id !== null && values.session_types.includes(values.voucher_type_id)
      ? values.voucher_type_id
      : (values.session_types[0] ?? null);
  const ends = endTimeChoices(values.start_time, values.durations);
  const end = ends.some((choice) => choice.time === values.end_time)
    ? values.end_time
    : (ends[0]?.time ?? null);
  return { ...values, voucher_type_id: voucherType, end_time: end };
}

/** A new start keeps the event's length when that length is still offered. */
export function changeStart(values: OnboardingValues, start: string): OnboardingValues {
  const from = values.start_time === null ? null : minutesOfTime(values.start_time);
  const to = values.end_time === null ? null : minutesOfTime(values.end_time);
  const length = from !== null && to !== null ? to - from : null;
  const ends = endTimeChoices(start, values.durations);
  const same = ends.find((choice) => choice.minutes === length);
  return withConsistentEvent({ ...values, start_time: start, end_time: same?.time ?? null });
}

/** docs/product/screens.md#onboarding, step 1: at least one session type and one duration. */
export const sessionsChosen = (values: OnboardingValues): boolean =>
  values.session_types.length > 0 && values.durations.length > 0;

/** docs/product/screens.md#onboarding, step 2: a chosen voucher type, a date, a start and one of its end choices, a title. */
export const firstEventComplete = (values: OnboardingValues): boolean =>
  sessionsChosen(values) &&
  values.voucher_type_id !== null &&
  values.session_types.includes(values.voucher_type_id) &&
  values.date !== null &&
  values.start_time !== null &&
  endTimeChoices(values.start_time, values.durations).some((choice) => choice.time === values.end_time) &&
  values.title.trim() !== '';

/** Whether Next (or Finish on the last step) is enabled on a step. */
export function canContinue(step: OnboardingStep, values: OnboardingValues): boolean {
  if (step === 1) return sessionsChosen(values);
  return firstEventComplete(values);
}

/** docs/product/screens.md#onboarding: Back is available from step 2 on. */
export const canGoBack = (step: OnboardingStep): boolean => step > FIRST_STEP;

/** `POST user-preferences` (docs/product/api.md#calls-by-area). */
export const preferencesPayload = (userId: string, values: OnboardingValues): UserPreferencesBody => ({
  user_id: userId,
  session_preferences: values.session_types,
  duration_preferences: values.durations,
});

/**
 * `POST events` of the first event (docs/product/api.md#calls-by-area: times, voucher type, title, no client
 * e-mails).
 * The group type makes a group class; the other types a named session that invites nobody yet
 * (docs/decisions/0016-onboarding.md). Throws when step 2 is incomplete.
 */
export function firstEventPayload(values: OnboardingValues, timeZone: string): CreateEventBody {
  if (!firstEventComplete(values) || values.voucher_type_id === null)
    throw new RangeError('the first event is incomplete');
  return {
    ...instantsOf(values, timeZone),
    voucher_type_id: values.voucher_type_id,
    is_group_session: isClassVoucherType(values.voucher_type_id),
    title: values.title.trim(),
    client_emails: [],
  };
}
