import { PROFESSIONAL_COLOURS } from '@sessionbook/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The professionals' palette (professional-colours.css, decision 0038) against the surfaces of
 * tokens.css: one colour per index the domain hands out, each at least 3:1 (WCAG 1.4.11, non-text
 * contrast) against every surface an item or a choice puts it on, in the light and the dark scheme.
 */
const read = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8');
const palette = read('professional-colours.css');
const tokens = read('tokens.css');

/** The custom properties of the light block (before the dark media query) or of the dark block. */
function properties(css: string, scheme: 'light' | 'dark'): Map<string, string> {
  const dark = css.indexOf('@media (prefers-color-scheme: dark)');
  const part = scheme === 'light' ? css.slice(0, dark) : css.slice(dark);
  const found = new Map<string, string>();
  for (const [, name, value] of part.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\b/gi)) {
    // In the light part the client theme's accent comes first; the professional theme's is kept apart.
    const key = found.has(name!) ? `${name}@2` : name!;
    found.set(key, value!.toLowerCase());
  }
  return found;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the professionals’ palette', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`has a colour for every index, each 3:1 against the surfaces it marks (${scheme})`, () => {
      const colours = properties(palette, scheme);
      const surfaces = properties(tokens, scheme);
      const backgrounds = ['--surface', '--bg', '--accent-soft', '--accent-soft@2'].map((name) => {
        const value = surfaces.get(name);
        expect(value, `${name} in tokens.css (${scheme})`).toBeDefined();
        return value!;
      });
      for (let index = 0; index < PROFESSIONAL_COLOURS; index += 1) {
        const colour = colours.get(`--pro-colour-${index}`);
        expect(colour, `--pro-colour-${index} (${scheme})`).toBeDefined();
        for (const background of backgrounds)
          expect(contrast(colour!, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(3);
      }
      expect(colours.has(`--pro-colour-${PROFESSIONAL_COLOURS}`)).toBe(false);
    });
  }
});
