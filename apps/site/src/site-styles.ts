import {
  accentDeclarations,
  accents,
  BRAND_THEME,
  declarations,
  fontSans,
  neutralDeclarations,
  neutrals,
  radius,
  space,
} from '@sessionbook/design-tokens';

/** What every page uses: header, headings, footer. */
const BASE_RULES = `
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:1rem/1.5 ${fontSans.replace(/, /g, ',')};-webkit-text-size-adjust:100%;overflow-wrap:break-word}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.w{max-width:60rem;margin:0 auto;padding:0 var(--space-4)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:absolute;left:var(--space-4);top:-10rem;padding:var(--space-3) var(--space-4);background:var(--bg);
border-radius:var(--radius-md);z-index:1}
.skip:focus{top:var(--space-2)}
header .w{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--space-2);
padding-top:var(--space-2);padding-bottom:var(--space-2)}
.brand{display:inline-flex;align-items:center;gap:var(--space-2);min-height:44px;color:var(--text);font-weight:700;
font-size:1.25rem;text-decoration:none}
ul{list-style:none;margin:0;padding:0}
nav ul{display:flex;flex-wrap:wrap;gap:var(--space-1)}
nav a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;
padding:0 var(--space-2);border-radius:8px;color:var(--text);font-weight:600;text-decoration:none}
nav a[aria-current]{box-shadow:inset 0 -3px var(--accent)}
nav a:hover{background:var(--surface)}
main.w{padding:var(--space-8) var(--space-4) var(--space-12)}
h1{max-width:22ch;margin:0 0 var(--space-4);font-size:clamp(2rem,7vw,3.25rem);line-height:1.1;letter-spacing:-.02em}
.lead{max-width:38rem;margin:0;font-size:1.125rem;color:var(--text-muted)}
h2{margin:var(--space-12) 0 var(--space-4);font-size:1.375rem;line-height:1.25}
@media (min-width:48rem){main.w{padding-top:var(--space-12)}}
footer{border-top:1px solid var(--border);padding:var(--space-6) 0;color:var(--text-muted);font-size:.9375rem}
footer p{margin:0 0 var(--space-2)}
footer ul{display:flex;flex-wrap:wrap;gap:0 var(--space-4)}
footer a{display:inline-flex;align-items:center;min-height:44px}
`;

/** What only the landing pages use: calls to action, product pictures, feature grid, pricing, industries, FAQ. */
const LANDING_RULES = `
.cta{display:flex;flex-wrap:wrap;gap:var(--space-3);max-width:34rem;margin:var(--space-8) 0 var(--space-2)}
.btn{flex:1 1 auto;min-width:12rem;text-align:center;display:inline-flex;align-items:center;justify-content:center;
min-height:48px;padding:var(--space-2) var(--space-6);border:2px solid var(--accent);border-radius:var(--radius-md);font-weight:600;
text-decoration:none}
.primary{background:var(--accent);color:var(--accent-text)}
.note{margin:var(--space-2) 0 0;color:var(--text-muted);font-size:.9375rem}
.shots{display:grid;grid-template-columns:1fr 1fr;gap:var(--space-4) var(--space-3);align-items:start}
.shots .laptop{grid-column:1/-1}.shots .phone{max-width:16rem}
figure{margin:0}figcaption{margin-top:var(--space-2);color:var(--text-muted);font-size:.9375rem}
.shots img{display:block;width:100%;height:auto;border:1px solid var(--border);border-radius:var(--radius-md)}
h3{margin:0 0 var(--space-1);font-size:1rem}
.grid{display:grid;gap:var(--space-3)}
.grid li,.card{padding:var(--space-4);border-radius:var(--radius-md);background:var(--surface)}
.grid p{margin:0;color:var(--text-muted)}
.card p{margin:0 0 var(--space-3)}
.text{max-width:38rem;margin:0 0 var(--space-3)}
.muted{color:var(--text-muted)}
.price{max-width:34rem;border:2px solid var(--accent)}
.amount{font-size:2rem;font-weight:700;line-height:1.2}
.checks li{position:relative;padding:var(--space-1) 0 var(--space-1) var(--space-8)}
.checks li::before{content:"";position:absolute;left:var(--space-2);top:.55em;width:.4em;height:.8em;
border:solid var(--accent);border-width:0 3px 3px 0;transform:rotate(45deg)}
.pills{display:flex;flex-wrap:wrap;gap:var(--space-2)}
.pills a{display:inline-flex;align-items:center;min-height:44px;padding:var(--space-2) var(--space-4);border:1px solid var(--text-muted);
border-radius:999px;text-decoration:none;color:var(--text)}
.pills a[aria-current]{border-color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent)}
.faq{max-width:44rem;border-top:1px solid var(--border)}
details{border-bottom:1px solid var(--border)}
summary{display:flex;align-items:center;justify-content:space-between;gap:var(--space-3);min-height:48px;
padding:var(--space-3) 0;font-weight:600;cursor:pointer;list-style:none}
summary::-webkit-details-marker{display:none}
summary::after{content:"+";flex:none;width:1.5rem;font-size:1.5rem;line-height:1;text-align:center;color:var(--accent)}
details[open] summary::after{content:"\\2212"}
details p{margin:0 0 var(--space-4);color:var(--text-muted)}
.final{margin-top:var(--space-12);max-width:34rem}
.final h2{margin-top:0}
.final .btn{width:100%}
@media (min-width:40rem){.grid{grid-template-columns:1fr 1fr}}
`;

/** Declarations of the custom properties `rules` use, and no others (every byte is in every page). */
function used(rules: string, lines: string[]): string {
  const names = new Set([...rules.matchAll(/var\(--([\w-]+)\)/g)].map((match) => match[1]));
  return lines
    .filter((line) => names.has(/^--([\w-]+):/.exec(line)?.[1]))
    .map((line) => line.replace(': ', ':'))
    .join('');
}

/**
 * A whole stylesheet, inlined in its page: system fonts, no downloads, light and dark from the system
 * setting. Colours, spacing and radii are the app's design tokens with the brand's violet accent
 * (docs/design.md), so the site and the app look like one product; the package's tests hold the
 * colours to WCAG AA.
 */
function stylesheet(rules: string): string {
  const light = used(rules, [
    ...neutralDeclarations(neutrals.light),
    ...accentDeclarations(accents[BRAND_THEME].light),
    ...declarations(space, 'space-'),
    ...declarations(radius, 'radius-'),
  ]);
  const dark = used(rules, [
    ...neutralDeclarations(neutrals.dark),
    ...accentDeclarations(accents[BRAND_THEME].dark),
  ]);
  return `:root{color-scheme:light dark;${light}}@media (prefers-color-scheme:dark){:root{${dark}}}${rules}`
    .replace(/\n/g, '')
    .trim();
}

/** The landing pages' whole stylesheet (also the site's not-found page). */
export const SITE_CSS = stylesheet(BASE_RULES + LANDING_RULES);

/**
 * The stylesheet of a page of text (the accessibility report): header, headings, footer and the
 * page's own rules, with the tokens both use.
 */
export function textPageCss(pageRules: string): string {
  return stylesheet(BASE_RULES + pageRules);
}
