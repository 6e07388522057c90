/**
 * The one Sessionbook logo: a calendar page with a tick on a violet tile, in the colours of
 * `logoColours`. The site's header and favicon, the app's brand mark, its icons and the e-mails all
 * draw it from here (docs/design.md, "Logo"); scripts/brand-images.mjs turns it into the PNG files.
 * The drawing is data, so the app can render it as elements (its Trusted Types policy allows no HTML
 * strings) and everything else as SVG text.
 */
import { logoColours } from './tokens.ts';

export interface LogoShape {
  tag: 'rect' | 'path';
  attributes: Readonly<Record<string, string | number>>;
}

export interface LogoOptions {
  /**
   * `rounded` (default): the tile with rounded corners, for pages and e-mails. `square`: the tile to
   * the edges with the drawing inside the central 80 % circle, for maskable icons the system crops.
   */
  shape?: 'rounded' | 'square';
}

/** The drawing on a 512 unit square. */
export const LOGO_VIEW_BOX = '0 0 512 512';

/** The shapes, back to front: tile, calendar page, its band, two rings, the tick. */
export function logoShapes({ shape = 'rounded' }: LogoOptions = {}): LogoShape[] {
  const { tile, page, band, tick } = logoColours;
  // A maskable icon's drawing is scaled about the centre into the safe zone.
  const fit = (value: number) =>
    shape === 'square' ? Math.round((256 + (value - 256) * 0.8) * 10) / 10 : value;
  const size = (value: number) => (shape === 'square' ? Math.round(value * 0.8 * 10) / 10 : value);
  const rect = (
    x: number,
    y: number,
    width: number,
    height: number,
    rx: number,
    fill: string,
  ): LogoShape => ({
    tag: 'rect',
    attributes: { x: fit(x), y: fit(y), width: size(width), height: size(height), rx: size(rx), fill },
  });
  const [a, b, c, d] = [fit(186), fit(300), fit(234), fit(348)];
  return [
    { tag: 'rect', attributes: { width: 512, height: 512, rx: shape === 'square' ? 0 : 112, fill: tile } },
    rect(112, 136, 288, 264, 40, page),
    rect(112, 136, 288, 72, 36, band),
    rect(112, 176, 288, 32, 0, band),
    rect(168, 104, 32, 72, 16, page),
    rect(312, 104, 32, 72, 16, page),
    {
      tag: 'path',
      attributes: {
        d: `M${a} ${b}L${c} ${d}L${fit(330)} ${fit(244)}`,
        fill: 'none',
        stroke: tick,
        'stroke-width': size(36),
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    },
  ];
}

export interface LogoSvgOptions extends LogoOptions {
  /** Pixel size of the square; the drawing scales. */
  size?: number;
  /** An accessible name; without it the logo is decoration (aria-hidden). */
  title?: string;
}

const attributesText = (attributes: LogoShape['attributes']) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/** The `<svg>` element with the given naming attributes. */
function svgText({ size, ...options }: LogoSvgOptions, naming: string): string {
  const dimensions = size ? ` width="${size}" height="${size}"` : '';
  const shapes = logoShapes(options).map(({ tag, attributes }) => `<${tag}${attributesText(attributes)}/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEW_BOX}"${dimensions}${naming}>${shapes.join('')}</svg>`;
}

/** The logo as SVG markup. */
export function logoSvg({ title, ...options }: LogoSvgOptions = {}): string {
  const naming = title
    ? ` role="img" aria-label="${title.replace(/[&"<]/g, (character) => `&#${character.charCodeAt(0)};`)}"`
    : ' aria-hidden="true" focusable="false"';
  return svgText(options, naming);
}

/**
 * The logo as a `data:` URL, for an `<img>` or a favicon that costs no request. Only what a URL inside
 * a double-quoted attribute cannot hold is escaped (quotes become single), a third of the size of
 * encodeURIComponent: every page carries it twice. An image's name is its `alt`, so the drawing inside
 * carries no ARIA, and a colour with a three-digit form takes it (`#fff`).
 */
export function logoDataUrl(options: Omit<LogoSvgOptions, 'title'> = {}): string {
  const svg = svgText(options, '')
    .replace(/#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3"/gi, '#$1$2$3"')
    .replace(/"/g, "'")
    .replace(/[%#<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${svg}`;
}
