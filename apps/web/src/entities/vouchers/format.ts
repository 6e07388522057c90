/** Dates and numbers of the voucher screens, through Intl in the reader's language and zone. */
import { isTimeZone } from '@sessionbook/domain';
import { useSession } from '../../lib/session.tsx';

/** The signed-in user's zone (docs/product/rules.md#time-zones), else the device's. */
export function useUserTimeZone(): string | undefined {
  const zone = useSession().user?.timezone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

const valid = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "12 May 2026". */
export function formatDay(value: string, language: string, timeZone: string | undefined): string {
  const date = valid(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** "12 May 2026, 07:00". */
export function formatDateTime(value: string, language: string, timeZone: string | undefined): string {
  const date = valid(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** A count with its sign when asked ("+5", "−1"), in the reader's digits. */
export function formatCount(value: number, language: string, signed = false): string {
  return new Intl.NumberFormat(language, { signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);
}

/** The price of one voucher, without a currency (the product keeps none). */
export function formatValue(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}
