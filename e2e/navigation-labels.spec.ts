/**
 * Issue 14, one vocabulary: no navigation label is cut, ellipsed or broken mid-word, in the bottom bar
 * (phones, 320 and 390 px wide) or the side bar (desktop), in any of the five languages, for both
 * themes. The professional's bar holds five items since vouchers joined it, so its client book is
 * "Clientes" (es, pt, pt-br) and "Klanten" (nl) there: "Agenda de clientes" took three lines at 320 px
 * and "Klantenboek" pushed Profile out of the bar.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@sessionbook/domain';
import { expect, test, type Page } from '@playwright/test';
import { professionalViaApi, signInAsProfessional } from './support/api.ts';
import { onlyOnPglitePhone } from './support/layout.ts';

test.beforeEach(() => onlyOnPglitePhone());

const sizes = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

interface Nav {
  account_menu: string;
  switch_to_client: string;
  clients: string;
  professionals: string;
  vouchers: string;
}

/** The app's own navigation words, so the journey follows the catalogs rather than copies of them. */
function navOf(language: Language): Nav {
  const file = new URL(`../packages/i18n/src/catalogs/${language}/app.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { nav: Nav }).nav;
}

/**
 * Every visible navigation label: its text fits its box with no ellipsis, each word sits on one line
 * inside its item, at most two lines, and the item stays inside the bar.
 */
async function labelProblems(page: Page): Promise<{ labels: string[]; problems: string[] }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const labels: string[] = [];
    const nav = document.querySelector('.app-nav')!.getBoundingClientRect();
    const within = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const all = document.querySelectorAll<HTMLElement>(
      '.app-nav .nav-item__label, .app-nav .create-button__label',
    );
    for (const label of Array.from(all)) {
      const box = label.getBoundingClientRect();
      // The round "+" on phones names itself by aria-label; its word is visually hidden, not cut.
      if (box.width <= 1 && box.height <= 1) continue;
      const text = label.textContent ?? '';
      labels.push(text);
      const item = label.closest<HTMLElement>('.nav-item, .create-button')!;
      const itemBox = item.getBoundingClientRect();
      if (label.scrollWidth > label.clientWidth)
        problems.push(`"${text}" is wider than its box (${label.scrollWidth} > ${label.clientWidth})`);
      if (item.scrollWidth > item.clientWidth) problems.push(`the item of "${text}" overflows sideways`);
      if (getComputedStyle(label).textOverflow === 'ellipsis')
        problems.push(`"${text}" may end in an ellipsis`);
      if (!within(itemBox, nav) || itemBox.right > window.innerWidth)
        problems.push(`the item of "${text}" sticks out of the navigation`);
      const tops = new Set<number>();
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          if (rects.length !== 1) {
            problems.push(`"${word[0]}" of "${text}" is split over ${rects.length} lines`);
            continue;
          }
          tops.add(Math.round(rects[0]!.top));
          if (!within(rects[0]!, itemBox)) problems.push(`"${word[0]}" of "${text}" is outside its item`);
        }
      }
      if (tops.size > 2) problems.push(`"${text}" takes ${tops.size} lines`);
    }
    return { labels, problems };
  });
}

async function expectWholeLabels(page: Page, language: Language, expected: string[]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const label of expected)
      await expect(page.locator('.app-nav').getByText(label, { exact: true })).toBeVisible();
    const { labels, problems } = await labelProblems(page);
    expect(labels.length, `${language} at ${size.width} px: ${labels.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(problems, `${language} at ${size.width} px`).toEqual([]);
  }
}

for (const language of LANGUAGES) {
  test(`navigation labels stay whole words in ${language}, bottom bar and side bar`, async ({
    page,
    request,
    baseURL,
  }) => {
    const nav = navOf(language);
    const pro = await professionalViaApi(request, baseURL!);
    await signInAsProfessional(page, pro);
    await page.goto(`/${language}/professional/calendar`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Vouchers have their own item beside the client book (decision 0037).
    await expectWholeLabels(page, language, [nav.clients, nav.vouchers]);

    // The client theme's labels, "Professionals" the longest.
    await page.setViewportSize(sizes[0]!);
    await page.getByRole('button', { name: nav.account_menu, exact: true }).click();
    await page.getByRole('menuitem', { name: nav.switch_to_client, exact: true }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expectWholeLabels(page, language, [nav.professionals, nav.vouchers]);
  });
}
