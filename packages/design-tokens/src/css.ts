/**
 * The tokens as CSS custom properties: `--text-muted` for `textMuted`, `--space-4` for `space[4]`. The
 * app gets a whole stylesheet (`appTokensCss`, written to apps/web/src/styles/tokens.css); the site
 * builds its own from the same pieces (`declarations`).
 */
import {
  accents,
  fontSans,
  neutrals,
  radius,
  sizes,
  space,
  text,
  type,
  type Accent,
  type Neutrals,
  type ThemeName,
} from './tokens.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `--name: value;` lines for a group of tokens, each name behind a prefix (`space-`, `radius-`). */
export function declarations(values: Readonly<Record<string | number, string>>, prefix = ''): string[] {
  return Object.entries(values).map(([name, value]) => `--${prefix}${kebab(name)}: ${value};`);
}

export const neutralDeclarations = (values: Neutrals) => declarations({ ...values });
export const accentDeclarations = (values: Accent) => declarations({ ...values });

const block = (selector: string, lines: string[], indent = '') =>
  [`${indent}${selector} {`, ...lines.map((line) => (line ? `${indent}  ${line}` : '')), `${indent}}`].join(
    '\n',
  );

const comment = (text: string) => `/* ${text} */`;

const ACCENT_NAMES: Record<ThemeName, string> = {
  client: 'Client accent (teal)',
  professional: 'Professional accent (violet)',
};

/** The app's styles/tokens.css: the client theme at the root, the professional one by data-theme. */
export function appTokensCss(): string {
  const root = [
    'color-scheme: light dark;',
    '',
    comment('Spacing: 4 px scale'),
    ...declarations(space, 'space-'),
    '',
    comment('Radii'),
    ...declarations(radius, 'radius-'),
    '',
    comment('Type: system UI stack, no web font on the critical path'),
    `--font-sans: ${fontSans};`,
    ...declarations(text, 'text-'),
    `--leading: ${type.leading};`,
    `--weight-medium: ${type.weightMedium};`,
    `--weight-bold: ${type.weightBold};`,
    '',
    comment('Sizes'),
    ...declarations(sizes),
    '',
    comment('Neutral surfaces, light scheme'),
    ...neutralDeclarations(neutrals.light),
    '',
    comment(ACCENT_NAMES.client),
    ...accentDeclarations(accents.client.light),
  ];
  const darkRoot = [...neutralDeclarations(neutrals.dark), '', ...accentDeclarations(accents.client.dark)];
  return [
    '/*',
    ' * Generated from packages/design-tokens (docs/design.md): edit the tokens there, then run',
    ' * `npm run write -w @sessionbook/design-tokens`. A test fails when this file is stale.',
    ' * One accent per theme via [data-theme=client|professional] on <html>; light and dark from the',
    ' * system setting. Contrast pairs are WCAG AA: text 4.5:1, --border-control (where a field, a',
    ' * checkbox box or an off switch is) 3:1 on every surface, checked by the package tests and by',
    ' * apps/web/src/styles/tokens-contrast.test.ts on this file.',
    ' */',
    block(':root', root),
    '',
    block("[data-theme='professional']", [
      comment(ACCENT_NAMES.professional),
      ...accentDeclarations(accents.professional.light),
    ]),
    '',
    '@media (prefers-color-scheme: dark) {',
    block(':root', darkRoot, '  '),
    '',
    block("[data-theme='professional']", accentDeclarations(accents.professional.dark), '  '),
    '}',
    '',
    '@media (prefers-reduced-motion: reduce) {',
    block(':root', ['--duration: 0ms;'], '  '),
    '}',
    '',
  ].join('\n');
}
