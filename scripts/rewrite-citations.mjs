#!/usr/bin/env node
/**
 * Rewrites citations of the documents that used to live beside the repository (the product brief's
 * "spec section N", "DECISIONS.md item N", DESIGN.md, ARCHITECTURE.md, STYLE.md) into paths of the
 * repository's own docs (`docs/product/rules.md#waitlist`), as docs/product/citations.json maps them.
 *
 *   node scripts/rewrite-citations.mjs             rewrite, then format the changed files with prettier
 *   node scripts/rewrite-citations.mjs --dry-run   only count (and with --list, show) what would change
 *   options: --list (every change, file:line old → new), --no-format, and paths to limit the run
 *
 * In code (.ts, .tsx, .js, .mjs, .css, .sql…) only comments and string literals are touched; a match
 * outside them is reported and left alone. Markdown and other text files are rewritten whole. Running
 * it again changes nothing. scripts/citations.test.mjs checks that nothing is left to rewrite.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MAPPING_PATH = 'docs/product/citations.json';
/** The files that name the old documents on purpose: the mapping, this script and their tests. */
export const OWN_FILES = [
  MAPPING_PATH,
  'scripts/rewrite-citations.mjs',
  'scripts/rewrite-citations.test.mjs',
  'scripts/citations.test.mjs',
];
/** Where citations may live: these folders and files of the repository root. */
export const SCANNED = ['apps', 'packages', 'e2e', 'scripts', 'docs', 'README.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.git']);
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.css',
  '.sql',
  '.md',
  '.json',
  '.html',
  '.yaml',
  '.yml',
  '.sh',
  '.txt',
]);
const CODE = {
  script: new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']),
  css: new Set(['.css']),
  sql: new Set(['.sql']),
};

/** The files to look at: the scanned folders, the root's config files, minus generated and own files. */
export function filesToScan(root = ROOT) {
  const found = [];
  const walk = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!SKIPPED_DIRS.has(entry)) walk(join(path, entry));
    } else if (TEXT_EXTENSIONS.has(extname(path)) || !extname(path)) {
      found.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const entry of SCANNED) walk(join(root, entry));
  for (const entry of readdirSync(root)) {
    const ext = extname(entry);
    if (CODE.script.has(ext) && statSync(join(root, entry)).isFile()) found.push(entry);
  }
  return found.filter((file) => !OWN_FILES.includes(file) && file !== 'package-lock.json').sort();
}

export const loadMapping = (root = ROOT) => JSON.parse(readFileSync(join(root, MAPPING_PATH), 'utf8'));

// ---------------------------------------------------------------------------------------------------
// Where a code file's comments and strings are

/** The kind of a file by its extension: script, css, sql, or markdown and text (rewritten whole). */
export function kindOf(file) {
  const ext = extname(file);
  for (const [kind, extensions] of Object.entries(CODE)) if (extensions.has(ext)) return kind;
  return ext === '.md' ? 'markdown' : 'text';
}

const REGEX_BEFORE = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_KEYWORDS = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|void|yield|await|delete|throw|new)$/;

/**
 * The [start, end) ranges of comments and string literals in `text`. Scripts: line and block comments,
 * quotes, template literals (their `${…}` parts included) and regular expression literals (skipped as
 * code). CSS: block comments and quotes. SQL: `--` and block comments and quotes.
 */
export function commentAndStringRanges(text, kind) {
  const ranges = [];
  const n = text.length;
  let i = 0;
  let lastSignificant = '';
  const skipQuoted = (quote, from) => {
    let j = from + 1;
    while (j < n && text[j] !== quote) {
      if (text[j] === '\\' && kind !== 'sql') j += 1;
      else if (text[j] === '\n' && kind === 'script') break;
      j += 1;
    }
    return Math.min(j + 1, n);
  };
  const skipTemplate = (from) => {
    let j = from + 1;
    while (j < n && text[j] !== '`') {
      if (text[j] === '\\') j += 2;
      else if (text[j] === '$' && text[j + 1] === '{') {
        let depth = 1;
        j += 2;
        while (j < n && depth > 0) {
          const c = text[j];
          if (c === '{') depth += 1;
          else if (c === '}') depth -= 1;
          else if (c === '`') {
            j = skipTemplate(j) - 1;
          } else if (c === "'" || c === '"') j = skipQuoted(c, j) - 1;
          j += 1;
        }
      } else j += 1;
    }
    return Math.min(j + 1, n);
  };
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if ((kind === 'script' && c === '/' && next === '/') || (kind === 'sql' && c === '-' && next === '-')) {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      ranges.push([i, stop]);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      ranges.push([i, stop]);
      i = stop;
    } else if (c === "'" || c === '"') {
      const stop = skipQuoted(c, i);
      ranges.push([i, stop]);
      i = stop;
      lastSignificant = c;
    } else if (kind === 'script' && c === '`') {
      const stop = skipTemplate(i);
      ranges.push([i, stop]);
      i = stop;
      lastSignificant = c;
    } else if (
      kind === 'script' &&
      c === '/' &&
      (lastSignificant === '' ||
        REGEX_BEFORE.has(lastSignificant) ||
        REGEX_KEYWORDS.test(text.slice(Math.max(0, i - 12), i).trimEnd()))
    ) {
      // A regular expression literal: code, not text, so it is skipped and not rewritten.
      let j = i + 1;
      let inClass = false;
      while (j < n && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '\\') j += 1;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j += 1;
      }
      i = j + 1;
      lastSignificant = '/';
    } else {
      if (!/\s/.test(c)) lastSignificant = c;
      i += 1;
    }
  }
  return ranges;
}

// ---------------------------------------------------------------------------------------------------
// The citation forms

/** White space, or one line break with the next line's comment leader (` * `, `// `, `-- `, `> `). */
const SEP = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*(?!/)|//|--|#|>)?[ \t]*|[ \t]+)`;
const NUM = String.raw`\d+[a-z]?(?:\.\d+)?`;
const ELEMENT = String.raw`${NUM}(?:[ \t]*[-–][ \t]*${NUM})?`;
const JOINER = String.raw`(?:,${SEP}and${SEP}|,${SEP}|${SEP}and${SEP})`;
const LIST = String.raw`${ELEMENT}(?:${JOINER}${ELEMENT})*`;
const PAREN = String.raw`(?:${SEP}?\([^()]*\))?`;
const SPEC_LIST = String.raw`${ELEMENT}${PAREN}(?:${JOINER}${ELEMENT}${PAREN})*`;
const QUOTED_NAME = String.raw`(?:,?${SEP})"([^"]{1,80})"`;

const FORMS = [
  {
    form: 'DECISIONS.md item N',
    pattern: String.raw`\bDECISIONS(?:\.md)?,?${SEP}(?:items?${SEP})?(${LIST})`,
  },
  { form: 'DECISIONS.md', pattern: String.raw`\bDECISIONS\.md\b` },
  {
    form: 'spec section N',
    pattern: String.raw`\b(?:[Tt]he spec \(sections?${SEP}(${SPEC_LIST})\)|[Ss]pec(?:${SEP}sections?${SEP}| §[ \t]?)(${SPEC_LIST})(?:${QUOTED_NAME})?)`,
  },
  {
    form: 'DESIGN.md',
    pattern: String.raw`\bDESIGN\.md(?:,?${SEP}principles?${SEP}(${LIST})|${QUOTED_NAME})?`,
  },
  { form: 'ARCHITECTURE.md', pattern: String.raw`\bARCHITECTURE\.md(?:'s)?(?:${QUOTED_NAME})?` },
  { form: 'STYLE.md', pattern: String.raw`\bSTYLE\.md(?:${SEP}items?${SEP}(${LIST}))?` },
  { form: 'product-spec.md', pattern: String.raw`\b(?:spec/)?product-spec\.md\b` },
];

/** A quoted name as one line: a line break and the next line's comment leader become one space. */
const oneLine = (value) => value.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|--|#|>)?[ \t]*/g, ' ');
const normalise = (value) => oneLine(value).replace(/\s+/g, ' ').trim().toLowerCase();

/** The numbers of a list: `5-8` is 5, 6, 7, 8; `7 and 9-11` is 7, 9, 10, 11; `17a` stays. */
function numbersOf(list) {
  const numbers = [];
  const elements =
    list.match(new RegExp(String.raw`${NUM}(?:[ \t]*[-–][ \t]*${NUM})?(?:${PAREN})`, 'g')) ?? [];
  for (const element of elements) {
    const paren = /\(([^()]*)\)/.exec(element)?.[0] ?? null;
    const bare = paren ? element.slice(0, element.indexOf(paren)).trim() : element.trim();
    const range = new RegExp(String.raw`^(\d+)[ \t]*[-–][ \t]*(\d+)$`).exec(bare);
    if (range) {
      for (let k = Number(range[1]); k <= Number(range[2]); k += 1)
        numbers.push({ number: String(k), paren });
    } else numbers.push({ number: bare, paren });
  }
  return numbers;
}

/** The first hint whose pattern is found in `context`, else `fallback`. */
function hinted(hints = [], context, fallback) {
  for (const [pattern, target] of hints) if (new RegExp(pattern, 'i').test(context)) return target;
  return fallback;
}

/** "a", "a and b", "a, b and c"; repeated targets once, parentheticals kept after their target. */
function joinTargets(parts) {
  const seen = new Set();
  const unique = [];
  for (const { target, paren } of parts) {
    if (!paren && seen.has(target)) continue;
    seen.add(target);
    unique.push(paren ? `${target} ${oneLine(paren)}` : target);
  }
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}

function specSubsection(mapping, number) {
  return mapping.spec.subsections[number]?.to ?? null;
}

function specName(mapping, section, name) {
  const wanted = normalise(name);
  for (const [number, entry] of Object.entries(mapping.spec.subsections)) {
    if (number.split('.')[0] === section && normalise(entry.name) === wanted) return entry.to;
  }
  for (const [known, target] of Object.entries(mapping.spec.names ?? {}))
    if (normalise(known) === wanted) return target;
  return null;
}

/** The replacement of one match of `form`, or null to leave it (an unknown number). */
function replacementFor(mapping, form, match, context) {
  switch (form) {
    case 'DECISIONS.md item N': {
      const parts = [];
      for (const { number } of numbersOf(match[1])) {
        const base = mapping.decisions[number];
        if (!base) return null;
        parts.push({ target: hinted(mapping.decisionHints?.[number], context, base) });
      }
      return joinTargets(parts);
    }
    case 'DECISIONS.md':
      return mapping.documents['DECISIONS.md'];
    case 'spec section N': {
      const list = match[1] ?? match[2];
      const numbers = numbersOf(list);
      const name = match[3];
      if (name && numbers.length === 1) {
        const named = specName(mapping, numbers[0].number.split('.')[0], name);
        if (named) return named;
      }
      const parts = [];
      for (const { number, paren } of numbers) {
        const section = number.split('.')[0];
        const base = specSubsection(mapping, number) ?? mapping.spec.sections[section];
        if (!base) return null;
        // A number with its own parenthesis ("2 (route guards, …)") is hinted by that parenthesis alone.
        const hintContext = paren ?? context;
        const target = number.includes('.') ? base : hinted(mapping.spec.hints[section], hintContext, base);
        parts.push({ target, paren });
      }
      const joined = joinTargets(parts);
      // A quoted name that is not a known subsection stays as the words it was.
      return name ? `${joined}, "${oneLine(name)}"` : joined;
    }
    case 'DESIGN.md': {
      if (match[1]) {
        const parts = [];
        for (const { number } of numbersOf(match[1])) {
          const target = mapping.design.principles[number];
          if (!target) return null;
          parts.push({ target });
        }
        return joinTargets(parts);
      }
      if (match[2]) {
        const named = mapping.design.names[oneLine(match[2])];
        return (
          named ??
          `${hinted(mapping.design.hints, context, mapping.documents['DESIGN.md'])} "${oneLine(match[2])}"`
        );
      }
      return hinted(mapping.design.hints, context, mapping.documents['DESIGN.md']);
    }
    case 'ARCHITECTURE.md': {
      if (match[1]) {
        const named = mapping.architecture.names[oneLine(match[1])];
        if (named) return named;
        return `${hinted(mapping.architecture.hints, context, mapping.documents['ARCHITECTURE.md'])}, "${oneLine(match[1])}"`;
      }
      return hinted(mapping.architecture.hints, context, mapping.documents['ARCHITECTURE.md']);
    }
    case 'STYLE.md': {
      if (!match[1]) return mapping.documents['STYLE.md'];
      const parts = [];
      for (const { number } of numbersOf(match[1])) {
        const target = mapping.style.items[number];
        if (!target) return null;
        parts.push({ target });
      }
      return joinTargets(parts);
    }
    case 'product-spec.md':
      return mapping.documents['product-spec.md'];
    default:
      return null;
  }
}

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line around `index` and the next one: what hints look at. */
function contextAt(text, index) {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const firstEnd = text.indexOf('\n', index);
  const secondEnd = firstEnd === -1 ? -1 : text.indexOf('\n', firstEnd + 1);
  return text.slice(start, secondEnd === -1 ? text.length : secondEnd);
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Rewrites the citations of one file's text. Returns the new text, every change made and every match
 * left alone (outside comments and strings, or with a number the mapping does not know).
 */
export function rewriteText(text, kind, mapping) {
  const ranges = kind === 'text' || kind === 'markdown' ? null : commentAndStringRanges(text, kind);
  const inText = (start, end) => !ranges || ranges.some(([from, to]) => from <= start && end <= to);
  const matchers = [
    ...Object.entries(mapping.phrases ?? {}).map(([phrase, target]) => ({
      form: 'phrase',
      regex: new RegExp(escapeRegExp(phrase).replace(/ /g, SEP), 'g'),
      target,
    })),
    ...FORMS.map(({ form, pattern }) => ({ form, regex: new RegExp(pattern, 'g') })),
  ];
  const found = [];
  for (const matcher of matchers) {
    for (const match of text.matchAll(matcher.regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      found.push({ start, end, match, ...matcher });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const changes = [];
  const skipped = [];
  let out = '';
  let at = 0;
  const spans = [];
  for (const item of found) {
    const original = item.match[0];
    const line = lineOf(text, item.start);
    if (!inText(item.start, item.end)) {
      skipped.push({ line, form: item.form, text: original, why: 'outside comments and strings' });
      continue;
    }
    const replacement =
      item.form === 'phrase'
        ? item.target
        : replacementFor(mapping, item.form, item.match, contextAt(text, item.start));
    if (replacement === null) {
      skipped.push({ line, form: item.form, text: original, why: 'not in the mapping' });
      continue;
    }
    out += text.slice(at, item.start);
    spans.push(out.length);
    out += replacement;
    at = item.end;
    changes.push({ line, form: item.form, from: original.replace(/\s+/g, ' '), to: replacement });
  }
  out += text.slice(at);
  if (changes.length === 0) return { text: out, changes, skipped };
  if (kind === 'text') return { text: out, changes, skipped };
  const lines = out.split('\n');
  const touched = new Set(spans.map((offset) => out.slice(0, offset).split('\n').length - 1));
  let fenced = false;
  const result = lines.flatMap((line, index) => {
    if (kind === 'markdown' && /^[ \t]*```/.test(line)) fenced = !fenced;
    if (!touched.has(index) || fenced) return [line];
    return splitLongLine(withoutRepeats(line), kind === 'markdown' ? TEXT_WIDTH : CODE_WIDTH, kind);
  });
  return { text: result.join('\n'), changes, skipped };
}

/** Where a rewritten line is broken: the repository's print width, and its Markdown prose width. */
const CODE_WIDTH = 110;
const TEXT_WIDTH = 105;

const TARGET = String.raw`docs\/[\w./-]+\.md(?:#[\w-]+)?`;
/** "a, a" or "a and a" of one target, as two old citations of one rule became: once. */
const withoutRepeats = (line) =>
  line.replace(new RegExp(String.raw`(${TARGET})(?:(?:, |; | and )\1(?![\w#-]))+`, 'g'), '$1');

/**
 * A rewritten line longer than `width`, broken at spaces into lines that carry its comment leader
 * (` * `, `// `, `-- `) or, in Markdown, its indentation, list or quote continuation. Lines that are
 * code, table rows, headings or one-line block comments are left long: breaking them would change
 * what they are.
 */
export function splitLongLine(line, width, kind) {
  if (line.length <= width) return [line];
  let first;
  let next;
  if (kind === 'markdown') {
    const match = /^([ \t]*)((?:>[ \t]?)*)((?:[-*+]|\d+[.)])[ \t]+)?/.exec(line);
    if (/^[ \t]*(?:\||#|```)/.test(line)) return [line];
    first = match[0];
    next = match[1] + match[2] + ' '.repeat(match[3]?.length ?? 0);
  } else {
    const match = /^([ \t]*)(\/\*\*?[ \t]*|\*[ \t]+|\/\/[ \t]*|--[ \t]*)/.exec(line);
    if (!match) return [line];
    const leader = match[2];
    if (leader.startsWith('/*') && line.trimEnd().endsWith('*/')) return [line];
    if (leader.startsWith('--') && kind !== 'sql') return [line];
    first = match[0];
    next = leader.startsWith('/*') ? `${match[1]} * ` : match[0].replace(/[ \t]+$/, ' ');
  }
  const words = line.slice(first.length).split(' ');
  const out = [];
  let current = first;
  let empty = true;
  for (const word of words) {
    if (!empty && current.length + 1 + word.length > width) {
      out.push(current);
      current = next + word;
    } else {
      current = empty ? current + word : `${current} ${word}`;
    }
    empty = false;
  }
  out.push(current);
  return out;
}

// ---------------------------------------------------------------------------------------------------

async function formatFiles(root, files) {
  let prettier;
  try {
    prettier = await import('prettier');
  } catch {
    console.warn('prettier is not installed here: run `npx prettier --write` on the changed files');
    return;
  }
  for (const file of files) {
    const path = join(root, file);
    const info = await prettier.getFileInfo(path, { ignorePath: join(root, '.prettierignore') });
    if (info.ignored || !info.inferredParser) continue;
    const options = (await prettier.resolveConfig(path)) ?? {};
    const source = readFileSync(path, 'utf8');
    const formatted = await prettier.format(source, { ...options, filepath: path });
    if (formatted !== source) writeFileSync(path, formatted);
  }
}

async function main(argv) {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const only = argv.filter((arg) => !arg.startsWith('--'));
  const dryRun = flags.has('--dry-run');
  const mapping = loadMapping();
  const files = filesToScan().filter(
    (file) => only.length === 0 || only.some((path) => file === path || file.startsWith(`${path}/`)),
  );
  const byForm = new Map();
  const changedFiles = [];
  let skippedCount = 0;
  for (const file of files) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const { text, changes, skipped } = rewriteText(source, kindOf(file), mapping);
    for (const change of changes) byForm.set(change.form, (byForm.get(change.form) ?? 0) + 1);
    for (const item of skipped) {
      skippedCount += 1;
      console.log(`left alone  ${file}:${item.line}  ${item.text.replace(/\s+/g, ' ')}  (${item.why})`);
    }
    if (changes.length === 0) continue;
    changedFiles.push(file);
    if (flags.has('--list'))
      for (const change of changes) console.log(`${file}:${change.line}  ${change.from}  →  ${change.to}`);
    if (!dryRun) writeFileSync(join(ROOT, file), text);
  }
  if (!dryRun && !flags.has('--no-format')) await formatFiles(ROOT, changedFiles);
  const total = [...byForm.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `${dryRun ? 'would rewrite' : 'rewrote'} ${total} citations in ${changedFiles.length} files` +
      ` (${[...byForm].map(([form, count]) => `${form}: ${count}`).join(', ') || 'none'});` +
      ` ${skippedCount} left alone`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv.slice(2));
}
