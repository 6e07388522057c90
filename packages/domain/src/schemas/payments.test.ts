import { describe, expect, it } from 'vitest';
import { packCheckoutParams, packOnSale, paymentsStatus, redirectUrl } from './payments.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('payments schemas (decision 0049)', () => {
  it('names an unknown professional or pack by its own code, so a bad id reads as not found', () => {
    const id = '0b6e4a6e-2f5c-4d4e-9a57-2b1d7e8a9c10';
    expect(packCheckoutParams.parse({ id, packId: id })).toEqual({ id, packId: id });
    expect(messagesOf(packCheckoutParams.safeParse({ id: 'x', packId: 'drop table' }))).toEqual({
      id: 'error.professional.not_found',
      packId: 'error.vouchers.pack_not_found',
    });
  });

  it('describes a pack on sale without anything of the professional beyond it', () => {
    const pack = {
      id: 'p1',
      name: 'Ten classes',
      type: { id: 3, type: 'group' },
      duration: 60,
      count: 10,
      price: 100,
      currency: 'EUR',
      valid_days: null,
    };
    expect(packOnSale.parse({ ...pack, on_sale: true, archived: false })).toEqual(pack);
  });

  it('says whether payments exist and how, and where to go', () => {
    expect(
      paymentsStatus.safeParse({
        available: true,
        mode: 'elsewhere',
        connected: false,
        charges_enabled: false,
      }).success,
    ).toBe(false);
    expect(redirectUrl.parse({ url: 'https://checkout.stripe.com/c/pay/cs_1' }).url).toContain('cs_1');
  });
});
