/** The app's words for journeys, straight from the catalogs, so one registry serves all five languages. */
import { readFileSync } from 'node:fs';
import type { Language } from '@sessionbook/domain';

type Catalog = { [key: string]: string | Catalog };
const catalogs = new Map<string, Catalog>();

/** The app's words (`namespace:key.path`) in `language`, so journeys follow the catalogs. */
export function say(language: Language, id: string): string {
  const [namespace, path] = id.split(':') as [string, string];
  const key = `${language}/${namespace}`;
  let catalog = catalogs.get(key);
  if (!catalog) {
    const file = new URL(`../../../packages/i18n/src/catalogs/${key}.json`, import.meta.url);
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
    catalogs.set(key, catalog);
  }
  const found = path
    .split('.')
    .reduce<string | Catalog | undefined>(
      (at, part) => (typeof at === 'object' ? at[part] : undefined),
      catalog,
    );
  if (typeof found !== 'string') throw new Error(`no word ${id} in ${language}`);
  return found;
}

/** A name that is exactly `text`, whatever its case. */
export const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
