/**
 * A professional's colour as CSS (decision 0038): the palette's custom property
 * (styles/professional-colours.css) for the index packages/domain's professionalColours gave them,
 * set on an item or a choice as `--cc-pro`, which its stripe and swatch read.
 */
import type { CSSProperties } from 'react';

/** Whose an item of the agenda is, when the calendar tells professionals apart. */
export interface ItemProfessional {
  name: string;
  colour: number;
}

/** The style that gives an element this colour of the palette, or none. */
export const colourStyle = (colour: number | null | undefined): CSSProperties | undefined =>
  colour === null || colour === undefined
    ? undefined
    : ({ '--cc-pro': `var(--pro-colour-${colour})` } as CSSProperties);

/** The style that gives an item its professional's colour, or none. */
export const itemColour = (professional: ItemProfessional | null): CSSProperties | undefined =>
  colourStyle(professional?.colour);
