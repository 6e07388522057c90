/**
 * Push notifications on this device (decision 0032): turn on from a tap (the browser asks for
 * permission), choose the kinds, turn off. Says plainly when the browser cannot do push, or has
 * blocked it. Shown only when the server offers push (`rules.push`).
 */
import type { PushCategories } from '@sessionbook/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../../components/ui/index.ts';
import { Toggle } from '../../../components/widgets/index.ts';
import {
  currentSubscription,
  pushSupport,
  subscribeThisDevice,
  type PushSupport,
} from '../../../lib/push-device.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useConfigRules } from '../../../lib/use-config-rules.ts';
import { getPushState, removePushState, savePushState } from '../api/push-subscription.ts';

type DeviceState =
  | { kind: 'loading' }
  | { kind: PushSupport | 'off' }
  | { kind: 'on'; subscription: PushSubscription; categories: PushCategories };

const ALL_KINDS: PushCategories = { calendar: true, no_action: true };
const KINDS = ['calendar', 'no_action'] as const;

/** A short name for the device in the server's list, from what the browser says of itself. */
function deviceLabel(): string | null {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData
    ?.platform;
  return (platform || navigator.platform || '').slice(0, 80) || null;
}

export function PushCard() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const id = useId();
  const rules = useConfigRules();
  const publicKey = rules?.push.enabled ? rules.push.public_key : null;
  const [state, setState] = useState<DeviceState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const support = pushSupport();
    if (support !== 'supported') return setState({ kind: support });
    const subscription = await currentSubscription();
    if (!subscription) return setState({ kind: 'off' });
    const held = await getPushState(subscription.endpoint);
    setState(held.subscribed ? { kind: 'on', subscription, categories: held.categories } : { kind: 'off' });
  }, []);

  useEffect(() => {
    if (!publicKey) return;
    load().catch(() => setState({ kind: 'off' }));
  }, [load, publicKey]);

  if (!publicKey) return null;

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      toast.error('notifications:push.failed');
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      const subscription = await subscribeThisDevice(publicKey);
      if (!subscription) {
        toast.error('notifications:push.declined');
        return setState({ kind: pushSupport() === 'blocked' ? 'blocked' : 'off' });
      }
      const saved = await savePushState(subscription, ALL_KINDS, deviceLabel());
      setState({ kind: 'on', subscription, categories: saved.categories });
      toast.success('notifications:push.on');
    });

  const turnOff = (subscription: PushSubscription) =>
    run(async () => {
      await removePushState(subscription.endpoint);
      await subscription.unsubscribe();
      setState({ kind: 'off' });
      toast.success('notifications:push.off');
    });

  const choose = (subscription: PushSubscription, categories: PushCategories) =>
    run(async () => {
      const saved = await savePushState(subscription, categories, deviceLabel());
      setState({ kind: 'on', subscription, categories: saved.categories });
      toast.success('notifications:push.saved');
    });

  return (
    <Card as="section" className="notifications__card" aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <h2 className="notifications__heading" id={`${id}-heading`}>
        {t('push.heading')}
      </h2>
      <p className="muted">{t('push.lead')}</p>
      {state.kind === 'loading' && (
        <p className="muted" aria-hidden="true">
          …
        </p>
      )}
      {(state.kind === 'unsupported' || state.kind === 'blocked') && (
        <p className="notifications__notice" role="status">
          {t(`push.${state.kind}`)}
        </p>
      )}
      {state.kind === 'off' && (
        <Button variant="secondary" loading={busy} onClick={() => void turnOn()}>
          {t('push.turn_on')}
        </Button>
      )}
      {state.kind === 'on' && (
        <>
          {KINDS.map((kind) => (
            <Toggle
              key={kind}
              className="notifications__toggle"
              name={`push_${kind}`}
              label={t(`push.${kind}.label`)}
              description={t(`push.${kind}.description`)}
              checked={state.categories[kind]}
              disabled={busy}
              onCheckedChange={(checked) =>
                void choose(state.subscription, { ...state.categories, [kind]: checked })
              }
            />
          ))}
          <Button variant="secondary" loading={busy} onClick={() => void turnOff(state.subscription)}>
            {t('push.turn_off')}
          </Button>
        </>
      )}
    </Card>
  );
}
