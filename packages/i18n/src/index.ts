import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sessionbook/domain';
import { catalogs } from './catalogs/index.ts';

export { catalogs };
import type { Messages, Namespace } from './types.ts';

export { NAMESPACES, type Messages, type Namespace } from './types.ts';

/** Looks a dotted key up in one language, falling back to English, then to the key itself. */
export function translate(
  language: Language,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const found =
    lookup(catalogs[language]?.[namespace], key) ?? lookup(catalogs[DEFAULT_LANGUAGE][namespace], key);
  if (found === undefined) return key;
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every dotted key of a catalog, for the completeness test. */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flattenKeys(value, `${prefix}${key}.`),
  );
}

export { LANGUAGES };
