import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Script blocks (kept as they are), tags, or the text between them. */
const PARTS = /(<script[\s\S]*?<\/script>)|(<[^>]*>)|([^<]+)/g;

/**
 * One complete HTML document, without escapes HTML does not need. React writes every apostrophe as
 * `&#x27;` (six bytes for one) and every double quote in text as `&quot;`, and `marked` does the same
 * in the accessibility report: the logo's `data:` URL alone holds 44 apostrophes, and every page
 * carries it twice (favicon and header). An apostrophe needs no escape in text nor in the
 * double-quoted attributes both write, a double quote none in text, so they go back to one byte: about
 * 1 kB of the report's 20 kB budget (build-site.ts). `<`, `>` and `&` stay escaped.
 */
export function htmlDocument(element: ReactElement): string {
  const html = renderToStaticMarkup(element).replace(
    PARTS,
    (part, script: string | undefined, tag: string | undefined) =>
      script ??
      (tag
        ? tag.replace(/&#x27;|&#39;/g, "'")
        : part.replace(/&#x27;|&#39;|&quot;/g, (entity) => (entity === '&quot;' ? '"' : "'"))),
  );
  return `<!doctype html>${html}`;
}
