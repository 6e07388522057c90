/**
 * `virtual:catalogs/nl`: every namespace the app reads (src/catalog-namespaces.ts) of one language, as
 * one module, which src/i18n.ts imports when it needs that language: one chunk per language. A glob
 * of the catalog files instead put one loader per namespace and language into the first-load script
 * (0.85 kB gzipped at 16 namespaces; docs/performance.md, "First load").
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { APP_NAMESPACES } from './src/catalog-namespaces.ts';

const PREFIX = 'virtual:catalogs/';
const catalogDir = resolve(import.meta.dirname, '../../packages/i18n/src/catalogs');

export function languageCatalogs(): Plugin {
  return {
    name: 'sessionbook:language-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}(-[a-z]{2})?$/.test(language)) throw new Error(`no catalogs for "${language}"`);
      // English `app` is in the first-load script already (src/i18n.ts imports it for the mount-failure
      // page); importing it here too would make it a chunk of its own, one more request at start.
      const namespaces = APP_NAMESPACES.filter((ns) => language !== 'en' || ns !== 'app');
      const imports = namespaces.map(
        (ns, index) => `import n${index} from ${JSON.stringify(`${catalogDir}/${language}/${ns}.json`)};`,
      );
      const entries = namespaces.map((ns, index) => `${JSON.stringify(ns)}: n${index}`);
      return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };\n`;
    },
  };
}
