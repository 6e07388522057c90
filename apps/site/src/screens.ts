/**
 * The product pictures of the landing page: screens of the real app with the demo data, taken by
 * `npm run screenshots` (scripts/screenshots.mjs) in every language and kept in public/screens. This
 * list is the one both sides read: the script takes each screen at `width` × `height` and writes it in
 * every width of `widths`, the page offers those as AVIF and WebP with their sizes.
 */
import type { Language } from './site-languages.ts';

export interface Screen {
  /** File name part and catalog key (`screens.<name>`). */
  name: 'week' | 'booking' | 'vouchers';
  role: 'professional' | 'client';
  device: 'laptop' | 'phone';
  /** The viewport the screen is taken in, in CSS pixels. */
  width: number;
  height: number;
  /** The widths of the files, smallest first; the largest is the screen at its device's pixel ratio. */
  widths: readonly number[];
  /** The app path, and an element that shows the screen has its data. */
  path: string;
  ready: string;
}

export const SCREENS: readonly Screen[] = [
  {
    name: 'week',
    role: 'professional',
    device: 'laptop',
    width: 1280,
    height: 800,
    widths: [640, 1280],
    path: '/professional/calendar?view=7&mode=events',
    ready: '.cal-item',
  },
  {
    name: 'booking',
    role: 'client',
    device: 'phone',
    width: 390,
    height: 844,
    widths: [390, 780],
    path: '/calendar',
    ready: '.cc-day__items li',
  },
  {
    name: 'vouchers',
    role: 'professional',
    device: 'phone',
    width: 390,
    height: 844,
    widths: [390, 780],
    path: '/professional/vouchers',
    ready: '.voucher-row',
  },
];

/** Path of one file under public/ (and the site's root): `screens/nl-week-640.avif`. */
export const screenFile = (
  language: Language,
  name: Screen['name'],
  width: number,
  format: 'avif' | 'webp',
) => `screens/${language}-${name}-${width}.${format}`;
