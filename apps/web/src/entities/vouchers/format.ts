/**
 * Numbers and money of the voucher screens, through Intl in the reader's language, and the zone their
 * dates are shown in (the dates themselves: lib/format-dates.ts).
 */
import { isTimeZone, intlLocale } from '@sessionbook/domain';
import { useSession } from '../../lib/session.tsx';

/** The signed-in user's zone (docs/product/rules.md#time-zones), else the device's. */
export function useUserTimeZone(): string | undefined {
  const zone = useSession().user?.timezone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

/** A count with its sign when asked ("+5", "−1"), in the reader's digits. */
export function formatCount(value: number, language: string, signed = false): string {
  return new Intl.NumberFormat(intlLocale(language), { signDisplay: signed ? 'exceptZero' : 'auto' }).format(
    value,
  );
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: string, currency: string | undefined): Intl.NumberFormat {
  const key = `${language}|${currency ?? ''}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = currency
      ? new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency })
      : new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * Every price and value the app shows (decision 0047): "€ 12,50" in Dutch, "12,50 €" in Portuguese,
 * "$12.50" in English, in the reader's language. Null (no price kept) gives null, so the caller says
 * "no price" its own way. Without a currency (not loaded yet) the plain number, never a wrong sign.
 */
export function formatMoney(value: number, currency: string | undefined, language: string): string;
export function formatMoney(
  value: number | null,
  currency: string | undefined,
  language: string,
): string | null;
export function formatMoney(
  value: number | null,
  currency: string | undefined,
  language: string,
): string | null {
  if (value === null) return null;
  try {
    return moneyFormat(language, currency).format(value);
  } catch {
    // A code the runtime does not know (an old browser): the number with the code, still readable.
    return `${moneyFormat(language, undefined).format(value)} ${currency ?? ''}`.trim();
  }
}

/** The price of one voucher of a pack: the pack's price over its count, rounded to cents. */
export const pricePerVoucher = (price: number, count: number): number =>
  Math.round((price / count) * 100) / 100;

/** The currency's name in the reader's language ("euro", "US dollar"), else its code. */
export function currencyName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames(intlLocale(language), { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
