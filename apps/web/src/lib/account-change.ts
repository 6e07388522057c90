/** A change of the signed-in user made elsewhere (another device, the live stream), applied here. */
import type { SessionUser } from '@sessionbook/domain';
import { setLanguage } from '../i18n.ts';
import { queryClient } from './query-client.ts';
import { STORAGE_KEYS, writeStored } from './storage.ts';

/** Applies what changed between the user this device had and the one the server answered. */
export function applyAccountChange(before: SessionUser | null, after: SessionUser): void {
  if (before?.language !== after.language) {
    writeStored(STORAGE_KEYS.language, after.language);
    void setLanguage(after.language);
  }
  // Every list of times was computed in the old zone (calendar windows are days in it).
  if (before && before.timezone !== after.timezone) void queryClient.invalidateQueries();
}
