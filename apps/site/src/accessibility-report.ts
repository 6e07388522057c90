/**
 * The accessibility conformance report (docs/accessibility.md), rendered to HTML once at build time so
 * the site serves a readable page of the same text the repository keeps (Markdown through `marked`).
 * The page gives its own, translated heading, so the document's first-level title is left out. Raw
 * HTML in the document is shown as text, never passed through.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';

export const REPORT_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/accessibility.md');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

let rendered: string | null = null;

/** The report's body as HTML, without its `# ` title. */
export function reportHtml(): string {
  if (rendered === null) {
    const source = readFileSync(REPORT_FILE, 'utf8').replace(/^# .*\n/, '');
    // The line break marked writes after each block is no text a reader sees; the report needs the
    // room in the page budget (build-site.ts). A break between inline elements stays: it is a space.
    rendered = markdown
      .parse(source, { async: false })
      .replace(
        /(<\/(?:p|li|h[1-6]|ul|ol|pre|blockquote|table|thead|tbody|tr|th|td)>|<(?:ul|ol|table|thead|tbody|tr)>)\n/g,
        '$1',
      );
  }
  return rendered;
}
