/**
 * The stylesheets, inlined in every page: system fonts, no downloads, light and dark from the
 * system setting. Tokens (colours, 4 px spacing steps, radii) are custom properties defined once.
 * Muted text keeps at least 4.5:1 on both backgrounds and on the surface colour (WCAG AA).
 */
/** What every page uses: tokens, header, headings, footer. */
const BASE_CSS = `
:root{color-scheme:light dark;--bg:#fff;--fg:#17202a;--muted:#4b5563;--surface:#f1f5f4;--line:#d6dedc;--edge:#7d8c89;
--accent:#0d6b62;--on-accent:#fff;--focus:#1d4ed8;--s1:4px;--s2:8px;--s3:12px;--s4:16px;--s6:24px;--s8:32px;
--s12:48px;--r:12px}
@media (prefers-color-scheme:dark){:root{--bg:#0f1517;--fg:#e9eff0;--muted:#b4c0c4;--surface:#1a2427;
--line:#2e3c40;--edge:#62757a;--accent:#62d5c6;--on-accent:#05302b;--focus:#93b4ff}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,
"Helvetica Neue",Arial,sans-serif;-webkit-text-size-adjust:100%;overflow-wrap:break-word}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.w{max-width:60rem;margin:0 auto;padding:0 var(--s4)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:absolute;left:var(--s4);top:-10rem;padding:var(--s3) var(--s4);background:var(--bg);
border-radius:var(--r);z-index:1}
.skip:focus{top:var(--s2)}
header .w{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--s2);
padding-top:var(--s2);padding-bottom:var(--s2)}
.brand{display:inline-flex;align-items:center;gap:var(--s2);min-height:44px;color:var(--fg);font-weight:700;
font-size:1.25rem;text-decoration:none}
ul{list-style:none;margin:0;padding:0}
nav ul{display:flex;flex-wrap:wrap;gap:var(--s1)}
nav a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;
padding:0 var(--s2);border-radius:8px;color:var(--fg);font-weight:600;text-decoration:none}
nav a[aria-current]{box-shadow:inset 0 -3px var(--accent)}
nav a:hover{background:var(--surface)}
main.w{padding:var(--s8) var(--s4) var(--s12)}
h1{max-width:22ch;margin:0 0 var(--s4);font-size:clamp(2rem,7vw,3.25rem);line-height:1.1;letter-spacing:-.02em}
.lead{max-width:38rem;margin:0;font-size:1.125rem;color:var(--muted)}
h2{margin:var(--s12) 0 var(--s4);font-size:1.375rem;line-height:1.25}
@media (min-width:48rem){main.w{padding-top:var(--s12)}}
footer{border-top:1px solid var(--line);padding:var(--s6) 0;color:var(--muted);font-size:.9375rem}
footer p{margin:0 0 var(--s2)}
footer ul{display:flex;flex-wrap:wrap;gap:0 var(--s4)}
footer a{display:inline-flex;align-items:center;min-height:44px}
`
  .replace(/\n/g, '')
  .trim();

/** What only the landing pages use: calls to action, feature grid, pricing, industries, FAQ. */
const LANDING_CSS = `
.cta{display:flex;flex-wrap:wrap;gap:var(--s3);max-width:34rem;margin:var(--s8) 0 var(--s2)}
.btn{flex:1 1 auto;min-width:12rem;text-align:center;display:inline-flex;align-items:center;justify-content:center;
min-height:48px;padding:var(--s2) var(--s6);border:2px solid var(--accent);border-radius:var(--r);font-weight:600;
text-decoration:none}
.primary{background:var(--accent);color:var(--on-accent)}
.note{margin:var(--s2) 0 0;color:var(--muted);font-size:.9375rem}
h3{margin:0 0 var(--s1);font-size:1rem}
.grid{display:grid;gap:var(--s3)}
.grid li,.card{padding:var(--s4);border-radius:var(--r);background:var(--surface)}
.grid p{margin:0;color:var(--muted)}
.card p{margin:0 0 var(--s3)}
.text{max-width:38rem;margin:0 0 var(--s3)}
.muted{color:var(--muted)}
.price{max-width:34rem;border:2px solid var(--accent)}
.amount{font-size:2rem;font-weight:700;line-height:1.2}
.checks li{position:relative;padding:var(--s1) 0 var(--s1) var(--s8)}
.checks li::before{content:"";position:absolute;left:var(--s2);top:.55em;width:.4em;height:.8em;
border:solid var(--accent);border-width:0 3px 3px 0;transform:rotate(45deg)}
.pills{display:flex;flex-wrap:wrap;gap:var(--s2)}
.pills a{display:inline-flex;align-items:center;min-height:44px;padding:var(--s2) var(--s4);border:1px solid var(--edge);
border-radius:999px;text-decoration:none;color:var(--fg)}
.pills a[aria-current]{border-color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent)}
.faq{max-width:44rem;border-top:1px solid var(--line)}
details{border-bottom:1px solid var(--line)}
summary{display:flex;align-items:center;justify-content:space-between;gap:var(--s3);min-height:48px;
padding:var(--s3) 0;font-weight:600;cursor:pointer;list-style:none}
summary::-webkit-details-marker{display:none}
summary::after{content:"+";flex:none;width:1.5rem;font-size:1.5rem;line-height:1;text-align:center;color:var(--accent)}
details[open] summary::after{content:"\\2212"}
details p{margin:0 0 var(--s4);color:var(--muted)}
.final{margin-top:var(--s12);max-width:34rem}
.final h2{margin-top:0}
.final .btn{width:100%}
@media (min-width:40rem){.grid{grid-template-columns:1fr 1fr}}
`
  .replace(/\n/g, '')
  .trim();

/** The landing pages' whole stylesheet. */
export const SITE_CSS = BASE_CSS + LANDING_CSS;

/** The stylesheet of a page of text (the accessibility report): tokens, header, headings, footer. */
export const TEXT_PAGE_CSS = BASE_CSS;
