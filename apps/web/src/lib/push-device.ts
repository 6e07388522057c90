/**
 * This browser's Web Push subscription (decision 0032), the part of push that is the device's own:
 * whether it can do push at all, asking permission, subscribing with the server's key and ending it.
 * It lives below the features because signing out (lib/session.tsx) must end it too: a shared device
 * stops showing the previous user's notifications.
 */
import { api } from './api-client.ts';

export type PushSupport = 'supported' | 'unsupported' | 'blocked';

/** What the browser offers: no PushManager (iPhone outside the installed app), or blocked by the user. */
export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** The subscription this browser holds for the app, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  return (await registration()).pushManager.getSubscription();
}

/** The key as bytes: PushManager wants the VAPID public key decoded from base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, publicKey: string) => {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const bytes = new Uint8Array(key);
  const wanted = keyBytes(publicKey);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
};

/**
 * Asks permission (only ever from a tap, as browsers require) and subscribes with the server's key.
 * A subscription made with another key (the server's keys changed) is replaced. Null when the user
 * says no.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const { pushManager } = await registration();
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing, publicKey)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** Ends push on this device: at the server (best effort, as the user may be signing out offline) and here. */
export async function endPushOnThisDevice(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await api
    .delete('profile/push-subscription', { query: { endpoint: subscription.endpoint } })
    .catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
