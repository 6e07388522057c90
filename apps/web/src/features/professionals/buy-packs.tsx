/**
 * Buying vouchers online on the client's voucher page with a professional (decision 0049): the packs
 * on sale with "Buy", which opens Stripe's checkout, and, back from it with `?purchase=`, a word that
 * the payment is in until the vouchers show (the ledger's credit comes by Stripe's event; the live
 * update, or a look every few seconds meanwhile, brings it).
 */
import type { VoucherOverview } from '@sessionbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Card } from '../../components/ui/index.ts';
import { clientVouchersKey } from '../../entities/vouchers/client-vouchers.ts';
import { PacksOnSale } from '../../entities/vouchers/packs-on-sale.tsx';
import { useBuyPack, useClientPacksOnSale } from '../../entities/vouchers/packs-on-sale-api.ts';

/** A bought batch this recent when the page opens counts as the one just paid for. */
const RECENT_MS = 15 * 60_000;
/** How often to look again while waiting, should live updates be off. */
const LOOK_AGAIN_MS = 4_000;

export function BuyPacks({ professionalId }: { professionalId: string }) {
  const { t } = useTranslation('vouchers');
  const packs = useClientPacksOnSale(professionalId);
  const buy = useBuyPack(professionalId);
  return (
    <PacksOnSale
      packs={packs.data}
      headingId="buy-packs"
      error={buy.isError ? t('online.failed') : null}
      action={(pack, price) => (
        <Button
          aria-label={t('online.buy_label', { name: pack.name, price })}
          disabled={buy.isPending}
          onClick={() => buy.mutate(pack.id)}
        >
          {t('online.buy')}
        </Button>
      )}
    />
  );
}

/** Back from Stripe's checkout: "payment received" until a bought batch shows. */
export function PurchaseReturned({
  professionalId,
  overview,
}: {
  professionalId: string;
  overview: VoucherOverview | undefined;
}) {
  const { t } = useTranslation('vouchers');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const first = useRef<{ at: number; ids: Set<string> | null }>({ at: Date.now(), ids: null });
  const waiting = params.has('purchase') && !arrived(overview, first.current);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: clientVouchersKey(professionalId) }),
      LOOK_AGAIN_MS,
    );
    return () => window.clearInterval(timer);
  }, [waiting, professionalId, queryClient]);

  if (!waiting) return null;
  return (
    <Card className="people__notice" role="status">
      <p>{t('online.returned')}</p>
    </Card>
  );
}

/** A bought batch new since the page opened, or bought just before it. */
function arrived(overview: VoucherOverview | undefined, first: { at: number; ids: Set<string> | null }) {
  if (!overview) return false;
  const bought = overview.batches.filter((batch) => batch.source === 'purchase');
  first.ids ??= new Set(bought.map((batch) => batch.id));
  const known = first.ids;
  return bought.some((batch) => !known.has(batch.id) || Date.parse(batch.createdAt) > first.at - RECENT_MS);
}
