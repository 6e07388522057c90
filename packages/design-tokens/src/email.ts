/**
 * The e-mail layout's colours, from the same tokens as the app (e-mail clients take inline styles
 * only, and most have no dark mode worth designing for, so e-mails use the light scheme). An e-mail
 * wears the accent of the theme its link opens in (docs/decisions/0031-links-open-in-their-role.md), so
 * the button a client taps is the teal of the screen it opens.
 */
import { accents, BRAND_THEME, fontSans, neutrals, type ThemeName } from './tokens.ts';

export interface EmailColours {
  page: string;
  card: string;
  text: string;
  muted: string;
  button: string;
  buttonText: string;
  link: string;
}

export function emailColours(theme: ThemeName | null): EmailColours {
  const accent = accents[theme ?? BRAND_THEME].light;
  const { bg, surface, text, textMuted } = neutrals.light;
  return {
    page: bg,
    card: surface,
    text,
    muted: textMuted,
    button: accent.accent,
    buttonText: accent.accentText,
    link: accent.accent,
  };
}

/** The same family as the app; e-mail clients fall back along it. */
export const emailFont = fontSans;
