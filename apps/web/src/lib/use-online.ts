/**
 * Whether the app believes it is online: TanStack Query's own state (set at start from
 * `navigator.onLine`, then from the browser's online and offline events), so what the screens say
 * and when queries pause always agree.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnline);
}
