import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_FILE } from './accessibility-report.ts';
import { buildSite, REPORT_BUDGET } from './build-site.ts';
import { LANGUAGE_TAGS, LANGUAGES } from './site-languages.ts';
import { siteText } from './site-content.ts';
import { reportPath } from './site-pages.ts';

/**
 * docs/accessibility.md, the conformance report, names for each WCAG 2.2 criterion the test that shows
 * it. Those names must stay true: a renamed or deleted test fails here, so the report never promises a
 * proof the suite no longer has (as apps/server/test/platform/security-doc.test.ts does for
 * docs/security.md). And no criterion of levels A and AA may go missing.
 */
const root = resolve(REPORT_FILE, '../..');
const report = readFileSync(REPORT_FILE, 'utf8');

/** Every `path` › title (or `path` (file)) the report cites. */
function citations(): { file: string; title: string | null }[] {
  const found: { file: string; title: string | null }[] = [];
  const flat = report.replace(/\n\s*/g, ' ');
  for (const match of flat.matchAll(
    /`([\w./-]+\.(?:test|spec)\.tsx?)`(?: › ([^;`]+?)(?=[;.]\s|[;.]$| \(|$))?/g,
  ))
    found.push({ file: match[1]!, title: match[2]?.trim() ?? null });
  return found;
}

/** Every success criterion of WCAG 2.2 at levels A and AA (4.1.1 Parsing is obsolete in 2.2). */
const CRITERIA = [
  '1.1.1',
  '1.2.1',
  '1.2.2',
  '1.2.3',
  '1.2.4',
  '1.2.5',
  '1.3.1',
  '1.3.2',
  '1.3.3',
  '1.3.4',
  '1.3.5',
  '1.4.1',
  '1.4.2',
  '1.4.3',
  '1.4.4',
  '1.4.5',
  '1.4.10',
  '1.4.11',
  '1.4.12',
  '1.4.13',
  '2.1.1',
  '2.1.2',
  '2.1.4',
  '2.2.1',
  '2.2.2',
  '2.3.1',
  '2.4.1',
  '2.4.2',
  '2.4.3',
  '2.4.4',
  '2.4.5',
  '2.4.6',
  '2.4.7',
  '2.4.11',
  '2.5.1',
  '2.5.2',
  '2.5.3',
  '2.5.4',
  '2.5.7',
  '2.5.8',
  '3.1.1',
  '3.1.2',
  '3.2.1',
  '3.2.2',
  '3.2.3',
  '3.2.4',
  '3.2.6',
  '3.3.1',
  '3.3.2',
  '3.3.3',
  '3.3.4',
  '3.3.7',
  '3.3.8',
  '4.1.2',
  '4.1.3',
];
const STATUSES = ['Supports', 'Partially supports', 'Does not support', 'Not applicable'];

/** The report's entries: `- **1.2.3 Name** (A): Status. …`; "1.2.1 to 1.2.5" covers a range. */
function entries(): { criteria: string[]; status: string }[] {
  return [
    ...report.matchAll(
      /^- \*\*(\d\.\d+\.\d+)(?: to (\d\.\d+\.\d+))? [^*]+\*\* \((?:A|AA|A, AA)\): ([^.]+)\./gm,
    ),
  ].map((match) => {
    const [, from, to, status] = match as unknown as [string, string, string | undefined, string];
    const range = to ? CRITERIA.slice(CRITERIA.indexOf(from), CRITERIA.indexOf(to) + 1) : [from];
    return { criteria: range, status };
  });
}

describe('docs/accessibility.md', () => {
  it('cites tests', () => {
    expect(citations().length).toBeGreaterThan(20);
  });

  it.each(citations().map((citation) => [`${citation.file} › ${citation.title ?? '(file)'}`, citation]))(
    '%s exists',
    (_name, { file, title }) => {
      const path = join(root, file);
      expect(existsSync(path), path).toBe(true);
      if (title) expect(readFileSync(path, 'utf8')).toContain(title);
    },
  );

  it('answers every WCAG 2.2 criterion of levels A and AA once, with a status', () => {
    const answered = entries().flatMap((entry) => entry.criteria);
    expect([...answered].sort()).toEqual([...CRITERIA].sort());
    for (const { criteria, status } of entries()) expect(STATUSES, criteria.join()).toContain(status);
  });
});

describe('the report on the site', () => {
  const files = buildSite({ appUrl: 'https://app.example.test', publicUrl: 'https://example.test' });
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it.each(LANGUAGES)(
    'is a page in %s, its heading translated, the report in English',
    { timeout: 30_000 },
    (language) => {
      const file = files.find((f) => f.report?.language === language);
      expect(file?.report?.path).toBe(reportPath(language));
      const doc = parse(file!.content);
      expect(doc.documentElement.lang).toBe(LANGUAGE_TAGS[language]);
      expect(doc.querySelector('h1')?.textContent).toBe(siteText(language)('accessibility.title'));
      const body = doc.querySelector('main [lang="en"]');
      expect(body?.querySelectorAll('h2').length).toBeGreaterThanOrEqual(4);
      expect(body?.textContent).toContain('2.5.3 Label in name');
      expect(body?.querySelector('h1')).toBeNull();
      expect(Buffer.byteLength(file!.content)).toBeLessThanOrEqual(REPORT_BUDGET);
    },
  );

  it.each(LANGUAGES)('is linked from the footer of every %s page', { timeout: 30_000 }, (language) => {
    const link = siteText(language)('footer.accessibility');
    for (const file of files.filter((f) => (f.page ?? f.report)?.language === language)) {
      const anchor = [...parse(file.content).querySelectorAll('footer a')].find(
        (a) => a.textContent === link,
      );
      expect(anchor?.getAttribute('href'), file.file).toBe(reportPath(language));
    }
  });
});
