import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from './doc-anchors.mjs';
import { commentAndStringRanges, kindOf, loadMapping, ROOT, rewriteText } from './rewrite-citations.mjs';

const mapping = loadMapping();
const rewrite = (text, kind = 'script') => rewriteText(text, kind, mapping);
const R = 'docs/product/rules.md';

describe('rewriteText', () => {
  it('rewrites a decision item in a comment to the rule it became', () => {
    const { text, changes } = rewrite('/** Join the waitlist when full (DECISIONS.md item 6). */\n');
    expect(text).toBe(`/** Join the waitlist when full (${R}#waitlist). */\n`);
    expect(changes).toHaveLength(1);
  });

  it('expands lists and ranges, each target once', () => {
    // Joined again: the line grew past the width and was broken.
    expect(rewrite('// DECISIONS.md items 5-8\n').text.replace(/\n\/\/ /g, ' ')).toBe(
      `// ${R}#limits-under-concurrency, ${R}#waitlist, ${R}#deadlines and ${R}#slot-claims\n`,
    );
    expect(rewrite('// DECISIONS.md items 2-3 and DECISIONS 13\n').text.replace(/\n\/\/ /g, ' ')).toBe(
      `// ${R}#weekly-recurrence and ${R}#series-edits and ${R}#invitations\n`,
    );
    expect(rewrite('// (DECISIONS.md item 17a)\n').text).toBe(`// (${R}#who-is-told)\n`);
  });

  it('follows a citation across a comment line break', () => {
    const source =
      '/**\n * become pending clients (DECISIONS.md\n * item 13), inside the transaction.\n */\n';
    expect(rewrite(source).text).toBe(
      `/**\n * become pending clients (${R}#invitations), inside the transaction.\n */\n`,
    );
  });

  it('uses a quoted subsection name, and keeps a quote that names none', () => {
    expect(rewrite('/** What both hold (spec section 3, "Profile data per theme"). */').text).toBe(
      '/** What both hold (docs/product/entities-and-states.md#role-profiles). */',
    );
    expect(rewrite('// (spec section 4, "declined by the professional")').text).toBe(
      '// (docs/product/entities-and-states.md#registration-states, "declined by the professional")',
    );
  });

  it('picks an anchor from the words around a spec section', () => {
    expect(rewrite('/** Tag input (spec section 5): chips. */').text).toBe(
      `/** Tag input (${R}#tag-input): chips. */`,
    );
    expect(rewrite('/** Something else (spec section 5). */').text).toBe(
      `/** Something else (${R}#validation). */`,
    );
    expect(rewrite('/** Numbered (spec section 2.5). */').text).toBe(
      '/** Numbered (docs/product/screens.md#route-guards). */',
    );
  });

  it('rewrites strings too, and leaves code outside comments and strings alone', () => {
    const source = [
      "describe('error replies (DECISIONS.md item 18)', () => {});",
      'const pattern = /spec section 2/;',
      '',
    ].join('\n');
    const { text, skipped } = rewrite(source);
    expect(text).toBe(
      [
        "describe('error replies (docs/product/errors.md#error-reply-shape)', () => {});",
        'const pattern = /spec section 2/;',
        '',
      ].join('\n'),
    );
    expect(skipped).toEqual([expect.objectContaining({ line: 2, why: 'outside comments and strings' })]);
  });

  it('rewrites Markdown whole, and design and architecture citations', () => {
    const source =
      'Errors: DECISIONS.md item 18. Swipe: DESIGN.md principle 1.\nScale: ARCHITECTURE.md\'s "Past one machine".\n';
    expect(rewrite(source, 'markdown').text).toBe(
      [
        'Errors: docs/product/errors.md#error-reply-shape. Swipe: docs/product/look-and-feel.md#calendar-is-home.',
        'Scale: docs/architecture.md#past-one-machine.',
        '',
      ].join('\n'),
    );
  });

  it('breaks a rewritten line that grew too long, keeping its comment leader or list indentation', () => {
    const comment = rewrite(
      '/**\n * The rules of booking (spec sections 4 and 5, DECISIONS.md items 5-8), pure so the server enforces\n */\n',
    ).text.split('\n');
    expect(comment.every((line) => line.length <= 110)).toBe(true);
    expect(comment.slice(1, -2).every((line) => line.startsWith(' * '))).toBe(true);
    const item = rewrite(
      '- **Layout** as DECISIONS.md item 1 says, and a tail of words long enough to pass the width of a line\n',
      'markdown',
    ).text.split('\n');
    expect(item[1]).toMatch(/^ {2}\S/);
    expect(item.every((line) => line.length <= 105)).toBe(true);
    // A table row stays one row, however long.
    const row = `| ${'x '.repeat(60)}| DECISIONS.md item 1 |\n`;
    expect(rewrite(row, 'markdown').text.split('\n')).toHaveLength(2);
  });

  it('says a rule once where two old citations named it', () => {
    expect(rewrite('/** Why a claim cannot be made (spec section 5, DECISIONS.md item 8). */').text).toBe(
      `/** Why a claim cannot be made (${R}#slot-claims). */`,
    );
  });

  it('leaves a number the mapping does not know', () => {
    const { text, skipped } = rewrite('// DECISIONS.md item 99\n');
    expect(text).toBe('// DECISIONS.md item 99\n');
    expect(skipped[0]).toMatchObject({ why: 'not in the mapping' });
  });

  it('changes nothing the second time', () => {
    const once = rewrite(
      '/** (spec sections 2 and 6, DECISIONS.md items 7 and 9-11; STYLE.md item 6) */',
    ).text;
    const twice = rewrite(once);
    expect(twice.text).toBe(once);
    expect(twice.changes).toEqual([]);
  });
});

describe('commentAndStringRanges', () => {
  const covered = (text, kind, needle) => {
    const at = text.indexOf(needle);
    return commentAndStringRanges(text, kind).some(([from, to]) => from <= at && at + needle.length <= to);
  };

  it('finds comments and strings of scripts, template literals with their expressions included', () => {
    const text = "const a = `x ${f('y')} z`; // note\nconst b = c / d / e; /* block */ const s = 'q';";
    expect(covered(text, 'script', "'y'")).toBe(true);
    expect(covered(text, 'script', 'note')).toBe(true);
    expect(covered(text, 'script', 'block')).toBe(true);
    expect(covered(text, 'script', "'q'")).toBe(true);
    expect(covered(text, 'script', 'c / d')).toBe(false);
  });

  it('knows SQL and CSS comments', () => {
    expect(covered('select 1; -- why\n', 'sql', 'why')).toBe(true);
    expect(covered('a { color: red; } /* why */', 'css', 'why')).toBe(true);
    expect(kindOf('apps/server/drizzle/0007_vouchers.sql')).toBe('sql');
    expect(kindOf('docs/product/rules.md')).toBe('markdown');
    expect(kindOf('docs/product/citations.json')).toBe('text');
  });
});

describe('docs/product/citations.json', () => {
  it('points only at pages and headings that exist', () => {
    const targets = JSON.stringify(mapping).match(/docs\/[\w./-]+\.md(?:#[\w-]+)?/g) ?? [];
    const missing = [];
    for (const target of new Set(targets)) {
      const [path, anchor] = target.split('#');
      if (!existsSync(join(ROOT, path))) missing.push(target);
      else if (anchor && !headingAnchors(readFileSync(join(ROOT, path), 'utf8')).has(anchor))
        missing.push(target);
    }
    expect(missing).toEqual([]);
  });

  it('maps every item of the old decisions list and every section of the old brief', () => {
    const items = [...Array.from({ length: 21 }, (_, index) => String(index + 1)), '17a'];
    expect(Object.keys(mapping.decisions).sort()).toEqual(items.sort());
    expect(Object.keys(mapping.spec.sections)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});
