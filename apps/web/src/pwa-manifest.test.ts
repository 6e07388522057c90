/**
 * The installed app's manifest against the files it names (apps/web/public): sizes as declared, the
 * maskable icon's drawing inside the safe zone, screenshots of both form factors, shortcuts with
 * icons, and the worker's navigation rules. Chromium's own installability check runs in
 * e2e/installable-app.spec.ts.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CREATE_SHORTCUT_URL, manifest, navigateFallbackDenylist } from './pwa-manifest.ts';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../public');
const read = (src: string) => readFileSync(join(publicDir, src));

interface Bitmap {
  width: number;
  height: number;
  /** RGBA of a pixel. */
  at(x: number, y: number): [number, number, number, number];
}

/** Enough of PNG for our own icons: 8-bit RGB or RGBA, not interlaced. */
function decodePng(bytes: Buffer): Bitmap {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect(body[8], 'bit depth').toBe(8);
      colourType = body[9]!;
      expect(body[12], 'interlace').toBe(0);
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  expect(channels, 'colour type RGB or RGBA').toBeGreaterThan(0);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const left = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const upLeft = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, filter === 4 ? paeth() : 0][filter]!;
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    at(x, y) {
      const i = y * stride + x * channels;
      return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, channels === 4 ? pixels[i + 3]! : 255];
    },
  };
}

/** Width and height from a WebP file's first chunk (lossy, lossless or extended). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8X');
  return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
}

function sizeOf(src: string): string {
  const bytes = read(src);
  const { width, height } = src.endsWith('.webp') ? webpSize(bytes) : decodePng(bytes);
  return `${width}x${height}`;
}

describe('the web manifest', () => {
  it('has what Chromium needs to install the app, in the app’s colours', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Sessionbook',
      short_name: 'Sessionbook',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    const tokens = readFileSync(join(publicDir, '../src/styles/tokens.css'), 'utf8');
    expect(tokens).toContain(`--bg: ${manifest.background_color};`);
    expect(tokens).toContain(`--accent: ${manifest.theme_color};`);
    expect(readFileSync(join(publicDir, '../index.html'), 'utf8')).toContain(
      `<meta name="theme-color" content="${manifest.theme_color}" />`,
    );
  });

  it('names icons of 192 and 512 px for any use and a maskable one, each the size it says', () => {
    const icons = manifest.icons ?? [];
    const png = icons.filter((icon) => icon.type === 'image/png');
    expect(png.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
    expect(png.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of png) expect(sizeOf(icon.src), icon.src).toBe(icon.sizes);
    for (const icon of icons) expect(statSync(join(publicDir, icon.src)).isFile()).toBe(true);
  });

  it('keeps the maskable icon’s drawing inside the safe zone (the central circle of 80 % diameter)', () => {
    const maskable = (manifest.icons ?? []).find((icon) => icon.purpose === 'maskable')!;
    const bitmap = decodePng(read(maskable.src));
    const background = bitmap.at(0, 0);
    const centre = bitmap.width / 2;
    const safeRadius = 0.4 * bitmap.width;
    const transparent: string[] = [];
    const drawnOutside: string[] = [];
    let drawnInside = 0;
    for (let y = 0; y < bitmap.height; y++)
      for (let x = 0; x < bitmap.width; x++) {
        const pixel = bitmap.at(x, y);
        if (pixel[3] !== 255) transparent.push(`${x},${y}`);
        const isBackground = pixel.every((channel, i) => Math.abs(channel - background[i]!) <= 2);
        const outside = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > safeRadius;
        if (outside && !isBackground) drawnOutside.push(`${x},${y}`);
        if (!outside && !isBackground) drawnInside++;
      }
    expect(transparent.slice(0, 5), 'opaque everywhere: a mask may cut anywhere').toEqual([]);
    expect(drawnOutside.slice(0, 5), 'nothing but background outside the safe zone').toEqual([]);
    expect(drawnInside).toBeGreaterThan(bitmap.width * bitmap.height * 0.1);
  });

  it('shows a narrow and a wide screenshot, small and of the declared size', () => {
    const screenshots = manifest.screenshots ?? [];
    expect(screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      expect(sizeOf(shot.src), shot.src).toBe(shot.sizes);
      expect(read(shot.src).length, `${shot.src} bytes`).toBeLessThan(150 * 1024);
      expect(shot.label).toBeTruthy();
    }
    const [narrow, wide] = screenshots.map((shot) => shot.sizes.split('x').map(Number));
    expect(narrow![0]).toBeLessThan(narrow![1]!);
    expect(wide![0]).toBeGreaterThan(wide![1]!);
  });

  it('has shortcuts to the calendar and to creating a session, each with a 96 px icon', () => {
    const shortcuts = manifest.shortcuts ?? [];
    expect(shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/professional/calendar',
      CREATE_SHORTCUT_URL,
    ]);
    expect(CREATE_SHORTCUT_URL).toBe('/professional/calendar?create=session');
    for (const shortcut of shortcuts) {
      expect(shortcut.name).toBeTruthy();
      const [icon] = shortcut.icons ?? [];
      expect(icon?.sizes).toBe('96x96');
      expect(sizeOf(icon!.src), icon!.src).toBe('96x96');
    }
  });
});

describe('the worker’s app-shell fallback for navigations', () => {
  const denied = (path: string) => navigateFallbackDenylist.some((pattern) => pattern.test(path));

  it('never answers the server’s own paths with the app shell', () => {
    for (const path of [
      '/api/health',
      '/api/avatars/abc.webp',
      '/api/calendar-feed/secret.ics',
      '/api',
      '/config.json',
      '/config.json?x=1',
      '/dev/outbox',
      '/dev',
      '/assets/index-abc.js.map',
    ])
      expect(denied(path), path).toBe(true);
  });

  it('answers every app route, also public profiles with a dot and look-alike prefixes', () => {
    for (const path of [
      '/',
      '/professional/calendar?create=session',
      '/@ana.silva',
      '/apiary',
      '/developers',
      '/landingPage',
      '/privacy',
    ])
      expect(denied(path), path).toBe(false);
  });
});
