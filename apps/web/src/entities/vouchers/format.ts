/**
 * Numbers of the voucher screens, through Intl in the reader's language, and the zone their dates are
 * shown in (the dates themselves: lib/format-dates.ts).
 */
import { isTimeZone } from '@sessionbook/domain';
import { useSession } from '../../lib/session.tsx';

/** The signed-in user's zone (docs/product/rules.md#time-zones), else the device's. */
export function useUserTimeZone(): string | undefined {
  const zone = useSession().user?.timezone;
  return zone && isTimeZone(zone) ? zone : undefined;
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
