// `npm run brand-images`: draws every image of the brand from the design tokens' logo and palette
// (packages/design-tokens, docs/design.md): the app's icon.svg and its PNG icons (any, maskable,
// Apple touch, the two 96 px shortcut icons) in apps/web/public, and the site's Open Graph picture in
// apps/site/public. Chromium (CHROMIUM_PATH, default /usr/bin/chromium) renders the PNGs; run with
// tsx, which this script's npm entry does, because the tokens are TypeScript.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { accents, BRAND_THEME, fontSans, logoSvg, neutrals } from '@sessionbook/design-tokens';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webPublic = join(root, 'apps/web/public');
const sitePublic = join(root, 'apps/site/public');
const brand = accents[BRAND_THEME].light;

// Glyphs of the app's navigation (features/shell/nav-icons.tsx), white on the logo's tile.
const GLYPHS = {
  calendar: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  create: 'M12 5v14M5 12h14',
};

const shortcutIcon = (
  path,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <rect width="96" height="96" rx="22" fill="${brand.accent}"/>
  <g transform="translate(20 20) scale(2.333)" fill="none" stroke="${brand.accentText}" stroke-width="2"
     stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></g>
</svg>`;

/** The link preview of every site page: the logo and the name on the light page, no language. */
const openGraph = () => `<div style="width:1200px;height:630px;display:flex;flex-direction:column;
  align-items:center;justify-content:center;gap:40px;background:${neutrals.light.bg};font-family:${fontSans}">
  ${logoSvg({ size: 200 })}
  <div style="font-size:112px;font-weight:700;letter-spacing:-2px;color:${neutrals.light.text}">Sessionbook</div>
  <div style="width:240px;height:12px;border-radius:6px;background:linear-gradient(90deg,${brand.accent} 50%,${accents.client.light.accent} 50%)"></div>
</div>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const draw = async (markup, width, height, file, { transparent = true } = {}) => {
    await page.setViewportSize({ width, height });
    await page.setContent(`<body style="margin:0">${markup}</body>`);
    const png = await page.locator('body > *').first().screenshot({ omitBackground: transparent });
    writeFileSync(file, png);
    console.log(`${file.slice(root.length + 1)}: ${width}x${height}, ${Math.round(png.length / 1024)} KB`);
  };

  writeFileSync(join(webPublic, 'icon.svg'), `${logoSvg({ title: 'Sessionbook' })}\n`);
  for (const size of [192, 512])
    await draw(logoSvg({ size }), size, size, join(webPublic, `icon-${size}.png`));
  // The system crops these to its own shape: opaque to the edges, the drawing in the safe zone.
  await draw(logoSvg({ size: 512, shape: 'square' }), 512, 512, join(webPublic, 'icon-maskable-512.png'), {
    transparent: false,
  });
  await draw(logoSvg({ size: 180, shape: 'square' }), 180, 180, join(webPublic, 'apple-touch-icon.png'), {
    transparent: false,
  });
  for (const [name, path] of Object.entries(GLYPHS))
    await draw(shortcutIcon(path), 96, 96, join(webPublic, `shortcut-${name}-96.png`));
  await draw(openGraph(), 1200, 630, join(sitePublic, 'og-image.png'), { transparent: false });
} finally {
  await browser.close();
}
