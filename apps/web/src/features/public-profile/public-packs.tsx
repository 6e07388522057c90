/**
 * The packs on sale on a public profile (decision 0049): a visitor signs in (or signs up) as a client
 * first and comes back to buy on their voucher page with the professional; a signed-in client goes
 * there at once. The professional themself sees what their clients see. Nothing without payments.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/index.ts';
import { clientVouchersPath } from '../../entities/vouchers/client-vouchers.ts';
import { PacksOnSale } from '../../entities/vouchers/packs-on-sale.tsx';
import { usePublicPacksOnSale } from '../../entities/vouchers/packs-on-sale-api.ts';
import { signInPath, withRedirect } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

export function PublicPacks({
  professionalId,
  username,
  isOwn,
}: {
  professionalId: string;
  username: string;
  isOwn: boolean;
}) {
  const { t } = useTranslation('vouchers');
  const { isAuthenticated, user } = useSession();
  const packs = usePublicPacksOnSale(username);
  const buyHere = clientVouchersPath(professionalId);
  const isClient = isAuthenticated && Boolean(user?.client);
  return (
    <PacksOnSale
      packs={packs.data}
      headingId="public-packs"
      action={(pack, price) =>
        isOwn ? null : (
          <Link
            className={buttonClass('primary')}
            to={isClient ? buyHere : withRedirect(signInPath('client'), buyHere)}
            aria-label={
              isClient
                ? t('online.buy_label', { name: pack.name, price })
                : t('online.sign_in_label', { name: pack.name, price })
            }
          >
            {isClient ? t('online.buy') : t('online.sign_in_to_buy')}
          </Link>
        )
      }
    />
  );
}
