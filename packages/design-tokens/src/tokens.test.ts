import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appTokensCss } from './css.ts';
import { contrastRatio } from './contrast.ts';
import { emailColours } from './email.ts';
import { logoDataUrl, logoShapes, logoSvg } from './logo.ts';
import { appTokensCssPath } from './paths.ts';
import { accents, logoColours, neutrals, type Scheme, type ThemeName } from './tokens.ts';

const SCHEMES: Scheme[] = ['light', 'dark'];
const THEMES: ThemeName[] = ['professional', 'client'];

describe('the palette', () => {
  it.each(SCHEMES)('keeps text readable on every %s surface (WCAG AA, 4.5:1)', (scheme) => {
    const { bg, surface, surfaceRaised, text, textMuted } = neutrals[scheme];
    for (const background of [bg, surface, surfaceRaised]) {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(textMuted, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(SCHEMES)('shows where a control is at 3:1 on every %s surface (WCAG 1.4.11)', (scheme) => {
    const { bg, surface, surfaceRaised, borderControl } = neutrals[scheme];
    for (const background of [bg, surface, surfaceRaised])
      expect(contrastRatio(borderControl, background)).toBeGreaterThanOrEqual(3);
    // An off switch's thumb, the surface colour, on its track.
    expect(contrastRatio(surface, borderControl)).toBeGreaterThanOrEqual(3);
  });

  it.each(THEMES.flatMap((theme) => SCHEMES.map((scheme) => [theme, scheme] as const)))(
    'gives the %s accent (%s) readable text and links',
    (theme, scheme) => {
      const accent = accents[theme][scheme];
      const { bg, surface } = neutrals[scheme];
      expect(contrastRatio(accent.accentText, accent.accent)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(accent.accentText, accent.accentHover)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(accent.accentOnSoft, accent.accentSoft)).toBeGreaterThanOrEqual(4.5);
      // Links and the current navigation item are accent-coloured text on the page.
      expect(contrastRatio(accent.accent, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(accent.accent, surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('makes the logo of the two theme accents, so the mark belongs to both themes', () => {
    expect(logoColours.tile).toBe(accents.professional.light.accent);
    expect(logoColours.tick).toBe(accents.client.light.accent);
    // The tick must stand out on the white page, the page on the tile (3:1 for graphics).
    expect(contrastRatio(logoColours.tick, logoColours.page)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(logoColours.page, logoColours.tile)).toBeGreaterThanOrEqual(3);
  });
});

describe('the e-mail colours', () => {
  it.each([null, ...THEMES])('are readable for a link that opens %s', (theme) => {
    const colours = emailColours(theme);
    expect(contrastRatio(colours.text, colours.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.muted, colours.page)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.buttonText, colours.button)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.link, colours.card)).toBeGreaterThanOrEqual(4.5);
  });

  it('wear the accent of the theme the link opens, and the brand violet otherwise', () => {
    expect(emailColours('client').button).toBe(accents.client.light.accent);
    expect(emailColours('professional').button).toBe(accents.professional.light.accent);
    expect(emailColours(null).button).toBe(accents.professional.light.accent);
  });
});

describe('the logo', () => {
  it('is named when it stands alone and hidden when text beside it names it', () => {
    expect(logoSvg({ title: 'Sessionbook' })).toContain('role="img" aria-label="Sessionbook"');
    expect(logoSvg()).toContain('aria-hidden="true"');
    expect(logoSvg({ size: 28 })).toContain('width="28" height="28"');
  });

  it('fills the square to the edges for a maskable icon, the drawing inside the safe zone', () => {
    expect(logoSvg({ shape: 'square' })).toContain('<rect width="512" height="512" rx="0" fill=');
    expect(logoSvg()).toContain('rx="112"');
    // Every corner of the calendar within the central circle of 80 % of the width.
    const [, page] = logoShapes({ shape: 'square' });
    const { x, y, width, height } = page!.attributes as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    const corners: [number, number][] = [
      [x, y],
      [x + width, y + height],
    ];
    for (const [cornerX, cornerY] of corners)
      expect(Math.hypot(cornerX - 256, cornerY - 256)).toBeLessThan(0.4 * 512);
  });

  it('travels as a data URL without characters that break an attribute', () => {
    const url = logoDataUrl();
    expect(url).toMatch(/^data:image\/svg\+xml,[^"<>#]+$/);
    // The browser reads it back to the same drawing, without ARIA (an image is named by its alt) and
    // with colours in their three-digit form where they have one.
    const drawing = decodeURIComponent(url.slice('data:image/svg+xml,'.length))
      .replace(/'/g, '"')
      .replace(/#([0-9a-f])([0-9a-f])([0-9a-f])"/gi, '#$1$1$2$2$3$3"');
    expect(drawing).toBe(logoSvg().replace(' aria-hidden="true" focusable="false"', ''));
    expect(url).toContain('%23fff');
  });
});

describe('the app stylesheet', () => {
  it('is generated from the tokens (npm run write -w @sessionbook/design-tokens)', () => {
    expect(readFileSync(appTokensCssPath, 'utf8')).toBe(appTokensCss());
  });

  it('declares every accent of both themes and schemes', () => {
    const css = appTokensCss();
    for (const theme of THEMES)
      for (const scheme of SCHEMES) expect(css).toContain(`--accent: ${accents[theme][scheme].accent};`);
  });
});
