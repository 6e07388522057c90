/**
 * Sessionbook's design tokens: the one palette, type, spacing and sizes of the marketing site, both
 * themes of the app and the e-mails (docs/design.md). The app's `styles/tokens.css` is generated from
 * here (`npm run write -w @sessionbook/design-tokens`), the site's stylesheet and the e-mail layout read
 * these values directly. Change a colour here, never in a component.
 */

/** The two themes of the app; each has one accent (docs/product/look-and-feel.md#two-themes-one-product). */
export type ThemeName = 'professional' | 'client';
export type Scheme = 'light' | 'dark';

/** Page and text colours every theme shares. */
export interface Neutrals {
  bg: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  /** Dividers and card edges: decoration, no contrast asked. */
  border: string;
  /**
   * The edge of a text field, a checkbox box and the track of an off switch: what shows where a control
   * is, so ≥ 3:1 on every surface (WCAG 1.4.11), and an off switch's thumb (`surface`) on it too.
   */
  borderControl: string;
  danger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  warningSurface: string;
  shadow: string;
}

/** One theme's accent: buttons, links, focus rings, the current navigation item. */
export interface Accent {
  accent: string;
  accentHover: string;
  /** Text on `accent` (≥ 4.5:1). */
  accentText: string;
  accentSoft: string;
  /** Text on `accentSoft` (≥ 4.5:1). */
  accentOnSoft: string;
}

export const neutrals: Readonly<Record<Scheme, Neutrals>> = {
  light: {
    bg: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#16181d',
    textMuted: '#4b5160',
    border: '#d5d9e0',
    borderControl: '#7d8494',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1b6e3a',
    successSurface: '#e7f5ec',
    warningSurface: '#fff4d6',
    shadow: '0 1px 2px rgb(16 24 40 / 0.08), 0 4px 12px rgb(16 24 40 / 0.08)',
  },
  dark: {
    bg: '#0f1115',
    surface: '#181b21',
    surfaceRaised: '#20242c',
    text: '#eef0f4',
    textMuted: '#aab1bf',
    border: '#343a46',
    borderControl: '#737b8c',
    danger: '#ffb4ab',
    dangerSurface: '#3b1512',
    success: '#8fd9a8',
    successSurface: '#12301d',
    warningSurface: '#3a2e0a',
    shadow: '0 1px 2px rgb(0 0 0 / 0.4), 0 4px 12px rgb(0 0 0 / 0.4)',
  },
};

/** Violet for the professional theme, teal for the client theme: the two colours of the logo. */
export const accents: Readonly<Record<ThemeName, Readonly<Record<Scheme, Accent>>>> = {
  professional: {
    light: {
      accent: '#5b3cc4',
      accentHover: '#4a2fa6',
      accentText: '#ffffff',
      accentSoft: '#ece7fb',
      accentOnSoft: '#3a2385',
    },
    dark: {
      accent: '#b4a2ff',
      accentHover: '#c8baff',
      accentText: '#1d0f52',
      accentSoft: '#2a2150',
      accentOnSoft: '#d5cbff',
    },
  },
  client: {
    light: {
      accent: '#0b6e69',
      accentHover: '#085a56',
      accentText: '#ffffff',
      accentSoft: '#e1f3f1',
      accentOnSoft: '#064a47',
    },
    dark: {
      accent: '#5ec8c0',
      accentHover: '#7fd6cf',
      accentText: '#062523',
      accentSoft: '#123532',
      accentOnSoft: '#9be3dc',
    },
  },
};

/**
 * The brand's own accent, where no theme applies: the marketing site (written for professionals,
 * who sign up first), the installed app's title bar, and e-mails whose link opens no particular theme.
 */
export const BRAND_THEME: ThemeName = 'professional';

/** The logo's colours: a violet tile, a white calendar page with a teal band, and a teal tick. */
export const logoColours = {
  tile: accents.professional.light.accent,
  page: '#ffffff',
  band: accents.client.light.accentSoft,
  tick: accents.client.light.accent,
} as const;

/** A 4 px scale. */
export const space = {
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', full: '999px' } as const;

/** One family, the system UI stack: no web font on the critical path. */
export const fontSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const text = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
} as const;

export const type = { leading: '1.5', weightMedium: '500', weightBold: '650' } as const;

export const sizes = {
  /** The smallest touch target (WCAG 2.5.8 asks 24 px; we keep 44). */
  touch: '44px',
  /** Icons and padding in px, labels in rem: the bar grows with the text size (two-line labels at 200 %). */
  bottomBarHeight: 'calc(36px + 1.75rem)',
  sideBarWidth: '232px',
  contentMax: '720px',
  /** The calendar is a grid of days: it takes the room a desktop gives it. */
  contentMaxWide: '1440px',
  focusRing: '3px',
  duration: '200ms',
} as const;
