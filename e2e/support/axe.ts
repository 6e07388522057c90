import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { pageAnimationsDone } from './animations.ts';
import { codeSnifferErrors, type SnifferFault } from './htmlcs.ts';
import { labelInNameMismatches } from './label-in-name.ts';

/**
 * Findings of the engines that are their own faults, not the page's: each one examined, and recorded
 * with its reason in docs/accessibility.md ("What the engines report"). Anything else fails.
 */
const SNIFFER_FAULTS: SnifferFault[] = [
  {
    // WCAG 1.3.5 (H98): HTML's autofill table gives the `url` token to `type="url"` fields, but the
    // engine accepts it only on text, search and e-mail fields, so the social-link fields are flagged.
    code: 'H98',
    selector: 'input[type="url"][autocomplete="url"]',
  },
];

/**
 * What axe could not decide ("needs review", its incomplete results) and we examined: a rule, what it
 * could not decide (part of its message), the elements it is about, and why they pass (recorded in
 * docs/accessibility.md). A new kind of review item fails until someone looks at it.
 */
interface ExaminedReview {
  rule: string;
  /** What axe says it could not decide. */
  because: RegExp;
  /** Every flagged element matches this selector (checked on the page)… */
  selector?: string;
  /** …or its opening tag, as axe saw it, matches this (a toast may have gone since). */
  tag?: RegExp;
}
const EXAMINED_REVIEWS: ExaminedReview[] = [
  {
    // Text in a dialog's body, which scrolls under the dialog's own header and footer: axe sees them
    // overlap and cannot tell the background. The dialog is opaque `--surface`, on which
    // tokens-contrast.test.ts checks every text colour.
    rule: 'color-contrast',
    because: /partially (overlaps other elements|obscured by another element)/,
    selector: '[role="dialog"] *',
  },
  {
    // A banner (offline, back online, install) or a toast floats over the page: axe sees it overlap
    // what is under it and cannot tell the background. Both are opaque, in colours whose contrast with
    // their text tokens-contrast.test.ts checks.
    rule: 'color-contrast',
    because: /partially (overlaps other elements|obscured by another element)/,
    selector: '.banner, .banner *, .toast, .toast *',
  },
  {
    // The same for a toast that has gone by the time the page is checked (toasts leave by themselves).
    rule: 'color-contrast',
    because: /partially (overlaps other elements|obscured by another element)/,
    tag: /^<[^>]*\sclass="[^"]*\btoast/,
  },
  {
    // A field's hint under the open list of a combobox (the time-zone search): the list covers it, and
    // axe cannot tell what is behind. The hint is --text-muted on the surface, which
    // tokens-contrast.test.ts checks.
    rule: 'color-contrast',
    because: /is overlapped by another element/,
    selector: '.field__hint',
  },
  {
    // A decorative glyph hidden from screen readers ("←" of a back link, a toast's tick) in the colour
    // of the text beside it, whose contrast axe checks there.
    rule: 'color-contrast',
    // Axe words it either way: "only non-text characters" or "too short to determine" ("×").
    because: /only non-text characters|too short to determine/,
    tag: /^<[^>]*\saria-hidden="true"/,
  },
  {
    // The phone's bottom bar floats over a long page (the reports): axe sees its labels overlap the
    // cards scrolled under it and cannot tell the background. The bar is opaque --surface, on which
    // tokens-contrast.test.ts checks its text.
    rule: 'color-contrast',
    because: /partially (overlaps other elements|obscured by another element)/,
    selector: '.app-nav *',
  },
  {
    // A report table wider than the phone scrolls sideways in its own region (features/reports): the
    // cells scrolled out of view are clipped by it, which axe reads as obscured. The cells are --text
    // and --text-muted on --surface, which tokens-contrast.test.ts checks.
    rule: 'color-contrast',
    because: /partially (overlaps other elements|obscured by another element)/,
    selector: '.reports__scroll *',
  },
  {
    // A report table's figures ("4", "0"): axe will not judge so short a text. They are --text on
    // --surface, as the longer cells beside them, which axe does check.
    rule: 'color-contrast',
    because: /too short to determine/,
    selector: '.reports__table td',
  },
  {
    // The axis labels of a report chart, inside its SVG: axe cannot tell the background of text in an
    // image. They are --text-muted on --surface (tokens-contrast.test.ts), and the chart's figures are
    // in the table it is described by.
    rule: 'color-contrast',
    because: /contains an image node|too short to determine/,
    selector: '.reports__svg text',
  },
];

/**
 * Fails on what two engines and one rule of our own find on the current screen: axe's serious or
 * critical violations, axe's "needs review" items nobody examined, HTML_CodeSniffer's WCAG 2 AA errors
 * (./htmlcs.ts) and controls whose name does not start with their visible label (./label-in-name.ts).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // The screen as it stays, not a dialog or toast half faded in or out (CI once read a closing
  // dialog's title as a heading it could not place, and a toast's text at half opacity).
  await pageAnimationsDone(page);
  // Nor the sign-in form the HTML carried, which the app's form replaces when its chunk arrives: a
  // scan across that moment found the old heading gone ("Unable to determine previous heading").
  await expect(page.locator('#prerendered-sign-in')).toHaveCount(0);
  // target-size (WCAG 2.2, 2.5.8) is off in axe by default: the design promises 44 px targets.
  // What an open layer made inert (the dialog under a question) can be neither reached nor read, as
  // the browser removes it from focus and from the accessibility tree; axe would still ask that its
  // scrolling body be reachable by keyboard.
  const inert = await page.locator('[inert]').count();
  const builder = new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } });
  const results = await (inert > 0 ? builder.exclude('[inert]') : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const reviews = results.incomplete.flatMap((result) =>
    result.nodes.map((node) => ({
      rule: result.id,
      target: node.target.join(' '),
      html: node.html,
      // What axe could not decide, in its words ("…could not be determined because…").
      help: [...node.any, ...node.all, ...node.none].map((check) => check.message).join(' ') || result.help,
    })),
  );
  const selectors = EXAMINED_REVIEWS.flatMap((entry) => (entry.selector ? [entry.selector] : []));
  const matching = await page.evaluate(
    ({ targets, selectors }) =>
      targets.map((target) => {
        const element = document.querySelector(target);
        return selectors.filter((selector) => element?.matches(selector));
      }),
    { targets: reviews.map((review) => review.target), selectors },
  );
  const unexamined = reviews.filter(
    (review, index) =>
      !EXAMINED_REVIEWS.some(
        (entry) =>
          entry.rule === review.rule &&
          entry.because.test(review.help) &&
          (entry.selector ? matching[index]!.includes(entry.selector) : entry.tag!.test(review.html)),
      ),
  );
  const findings = {
    axe: serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'axe, needs review': unexamined.map(({ rule, target, help }) => `${rule}: ${help} (${target})`),
    'HTML_CodeSniffer WCAG2AA': (await codeSnifferErrors(page, SNIFFER_FAULTS)).map(
      ({ code, element, message }) => `${code} on ${element}: ${message}`,
    ),
    'label in name': (await labelInNameMismatches(page)).map(
      ({ element, visible, name }) => `"${name}" does not start with the shown "${visible}": ${element}`,
    ),
  };
  expect(findings, `accessibility of ${page.url()}`).toEqual({
    axe: [],
    'axe, needs review': [],
    'HTML_CodeSniffer WCAG2AA': [],
    'label in name': [],
  });
}
