import type { Page } from '@playwright/test';

export interface NameMismatch {
  element: string;
  visible: string;
  name: string;
}

/**
 * WCAG 2.5.3 (label in name): a control that shows words and is named by aria-label or
 * aria-labelledby must have a name that starts with those words, so "click Mark as paid" works for a
 * voice-control user and a screen-reader user hears what a sighted user reads (issue 25 found "Thu 26"
 * named "Thursday, November 26, nothing planned"). The visible label is, in this order: what
 * aria-labelledby points at inside the control; the part marked `data-visible-label` in a control that
 * shows more than its label (a calendar item's title beside its time and count); all its visible text.
 * A select's trigger shows its value, not its label, and is left out.
 */
export async function labelInNameMismatches(page: Page): Promise<NameMismatch[]> {
  return page.evaluate(() => {
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], input[type="button"], input[type="submit"], [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="menuitemradio"], [role="option"], [role="switch"], [role="checkbox"], [role="radio"]',
      ),
    ).filter((control) => !control.matches('[role="combobox"], [aria-haspopup="listbox"]'));
    const words = (text: string) =>
      text
        .toLocaleLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    const visibleText = (root: HTMLElement) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[aria-hidden="true"]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        // Clipped to a pixel: visually hidden, read by screen readers only.
        if (box.width <= 1 || box.height <= 1) continue;
        if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        parts.push(node.textContent ?? '');
      }
      return parts.join(' ');
    };
    const found: NameMismatch[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true }) || control.closest('[inert]')) continue;
      const labelledBy = (control.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id));
      const name = labelledBy.length
        ? labelledBy.map((element) => element?.textContent ?? '').join(' ')
        : control.getAttribute('aria-label');
      if (name === null) continue;
      const inside = labelledBy.filter((element): element is HTMLElement => control.contains(element));
      const marked = control.querySelector<HTMLElement>('[data-visible-label]');
      const labels = inside.length ? inside : marked ? [marked] : [control];
      const visible = words(labels.map(visibleText).join(' '));
      if (visible === '' || words(name).startsWith(visible)) continue;
      found.push({
        element: control.outerHTML.slice(0, 120),
        visible,
        name,
      });
    }
    return found;
  });
}
