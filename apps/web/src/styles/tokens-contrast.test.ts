/**
 * The colour pairs of the design tokens, computed (WCAG 2 relative luminance, by axe-core's own colour
 * code, the engine of the journeys) in both schemes and both themes: text 4.5:1 (1.4.3), the edges of
 * fields and off switches, the focus ring and an off switch's thumb on its track 3:1 (1.4.11). A token
 * changed by hand fails here before a screen ships with it.
 */
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

// jsdom gives import.meta.url an http scheme; the file path is what node:fs needs.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

type Scheme = 'light' | 'dark';
type Theme = 'client' | 'professional';
type Tokens = Record<string, string>;

/** The custom properties each (scheme, theme) sees, later blocks overriding earlier ones as in a browser. */
function tokensOf(scheme: Scheme, theme: Theme): Tokens {
  const tokens: Tokens = {};
  const applies = (selector: string) =>
    selector === ':root' || (theme === 'professional' && selector === "[data-theme='professional']");
  postcss.parse(css).walkRules((rule: Rule) => {
    const media = rule.parent?.type === 'atrule' ? (rule.parent as AtRule) : null;
    if (media && media.params !== '(prefers-color-scheme: dark)') return;
    if (media && scheme === 'light') return;
    if (!applies(rule.selector)) return;
    rule.walkDecls(/^--/, (decl) => {
      tokens[decl.prop] = decl.value;
    });
  });
  return tokens;
}

interface AxeColor {
  parseString(value: string): void;
}
const { Color, getContrast } = (
  axe as unknown as {
    commons: { color: { Color: new () => AxeColor; getContrast(a: AxeColor, b: AxeColor): number } };
  }
).commons.color;

function contrast(tokens: Tokens, foreground: string, background: string): number {
  const color = (name: string) => {
    const value = tokens[name];
    if (!value?.startsWith('#')) throw new Error(`${name} is not a hex colour: ${value}`);
    const parsed = new Color();
    parsed.parseString(value);
    return parsed;
  };
  return Math.round(getContrast(color(background), color(foreground)) * 100) / 100;
}

const SURFACES = ['--surface', '--surface-raised', '--bg'];
const on = (foreground: string, backgrounds = SURFACES) =>
  backgrounds.map((background) => [foreground, background] as const);

/** [foreground, background] pairs and the ratio each needs. */
const TEXT: (readonly [string, string])[] = [
  ...on('--text'),
  ...on('--text-muted'),
  ['--accent-text', '--accent'],
  ['--accent-text', '--accent-hover'],
  ['--accent-on-soft', '--accent-soft'],
  ...on('--danger', ['--surface', '--danger-surface']),
  ...on('--success', ['--surface', '--success-surface']),
  ['--text', '--warning-surface'],
  // The connection banners (offline, back online).
  ['--text', '--danger-surface'],
  ['--text', '--success-surface'],
];
const NON_TEXT: (readonly [string, string])[] = [
  // Where a text field, a checkbox box or an off switch is: the issue measured 1.42:1 before.
  ...on('--border-control'),
  // An off switch's thumb (the surface colour) on its track.
  ['--surface', '--border-control'],
  // The focus ring and an on switch.
  ...on('--accent'),
];

describe.each([
  ['light', 'client'],
  ['light', 'professional'],
  ['dark', 'client'],
  ['dark', 'professional'],
] as const)('design tokens, %s scheme, %s theme', (scheme, theme) => {
  const tokens = tokensOf(scheme, theme);

  it.each(TEXT)('text %s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(tokens, foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT)('%s on %s reaches 3:1', (foreground, background) => {
    expect(contrast(tokens, foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

it('computes what the issue measured: the old field border was 1.42:1 on white', () => {
  expect(contrast({ '--border': '#d5d9e0', '--surface': '#ffffff' }, '--border', '--surface')).toBe(1.42);
});

it('reads both schemes and both themes from tokens.css', () => {
  expect(tokensOf('light', 'client')['--accent']).not.toBe(tokensOf('light', 'professional')['--accent']);
  expect(tokensOf('light', 'client')['--surface']).not.toBe(tokensOf('dark', 'client')['--surface']);
  expect(tokensOf('dark', 'professional')['--accent']).not.toBe(
    tokensOf('light', 'professional')['--accent'],
  );
});
