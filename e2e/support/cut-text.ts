import type { Page } from '@playwright/test';

/**
 * What the eye would call broken on a screen (issue 25, "Cut and clipped" and "Text at 200 %"):
 * - `sideways`: the page is wider than the screen;
 * - `off-screen`: text or a control lies (partly) beyond the screen's left or right edge, or below the
 *   bottom of a fixed bar, where no scrolling reaches it;
 * - `clipped`: text is cut by a box with overflow hidden, without an ellipsis (sideways) or a line clamp
 *   (downwards) saying that more is there;
 * - `spills`: text sticks out of its own box (over whatever lies beside or below it);
 * - `placeholder` / `select`: a field's hint or a list's chosen option is wider than the field, so it is
 *   cut whatever the field does with the rest;
 * - `broken-word`: a word is split over two lines although it would fit whole on a line of the page;
 * - `ellipsed`: UI text ends in an ellipsis ("Choose a ti…"), which hides words as surely as a cut.
 *   Only a calendar block may end its text so (`ELLIPSIS_ALLOWED`): its height is its duration, not its
 *   text, and its whole text is its name and its dialog. Those are listed with `allowed`, not faults.
 */
export type CutKind =
  'sideways' | 'off-screen' | 'clipped' | 'spills' | 'placeholder' | 'select' | 'broken-word' | 'ellipsed';

export interface Cut {
  kind: CutKind;
  /** The text concerned (shortened). */
  text: string;
  /** A readable path to the element: `main > .card > button.cal-event`. */
  where: string;
  detail: string;
  /** An ellipsis where one is the design (`ELLIPSIS_ALLOWED`): listed, not a fault. */
  allowed?: true;
}

/** Boxes whose text may end in an ellipsis: calendar blocks, sized by time (see `CutKind`). */
export const ELLIPSIS_ALLOWED = ['.cal-item', '.cal-claim'];

/** Every cut on the page as it is now (see `Cut`); `ellipsed` entries are information, not faults. */
export async function cutsOnScreen(page: Page): Promise<Cut[]> {
  return page.evaluate(findCuts, ELLIPSIS_ALLOWED);
}

/** The faults among `cuts`, as lines for an assertion message. */
export function faultsOf(cuts: Cut[]): string[] {
  return cuts
    .filter((cut) => !cut.allowed)
    .map((cut) => `${cut.kind}: "${cut.text}" at ${cut.where} (${cut.detail})`);
}

/**
 * Runs in the page, so it is self-contained. Rectangles are compared with a tolerance: 1 px sideways
 * (rounding), and a fifth of the font size downwards, because a text's box is its font's full height,
 * which a tight line height lets stand out of the line without any glyph being cut.
 */
function findCuts(ellipsisAllowed: string[]): Cut[] {
  const cuts: Cut[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const short = (text: string) => {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 60 ? `${line.slice(0, 57)}...` : line;
  };
  const describe = (element: Element) => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && parts.length < 4; at = at.parentElement) {
      if (at === document.body && parts.length > 0) break;
      const classes = Array.from(at.classList)
        .filter((name) => !name.startsWith('is-'))
        .slice(0, 2);
      parts.unshift(`${at.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')}`);
    }
    return parts.join(' > ');
  };
  const seen = new Set<string>();
  const report = (cut: Cut) => {
    const key = `${cut.kind}|${cut.where}|${cut.text}`;
    if (seen.has(key)) return;
    seen.add(key);
    cuts.push(cut);
  };
  const styleOf = (element: Element) => getComputedStyle(element);
  const rendered = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
  /**
   * Visually hidden text (1 px boxes, `clip`) is meant for screen readers, not cut; so is a box moved
   * wholly above or left of the page until it has focus (a skip link).
   */
  const hiddenOnPurpose = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = styleOf(at);
      const box = at.getBoundingClientRect();
      if (style.clip !== 'auto' && style.position === 'absolute') return true;
      const placed = style.position === 'absolute' || style.position === 'fixed';
      if (placed && (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0)) return true;
      if (box.width <= 1 && box.height <= 1 && style.overflow !== 'visible') return true;
      if (style.opacity === '0') return true;
    }
    return false;
  };

  // 1. The page is wider than the screen: name the outermost boxes that reach past the edge.
  if (document.documentElement.scrollWidth > viewportWidth + 1) {
    const culprits = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewportWidth + 1 || !rendered(element)) return false;
      const parent = element.parentElement;
      return !parent || parent.getBoundingClientRect().right <= viewportWidth + 1;
    });
    report({
      kind: 'sideways',
      text: short(culprits[0]?.textContent ?? ''),
      where: culprits.slice(0, 3).map(describe).join(' | ') || 'html',
      detail: `page ${document.documentElement.scrollWidth} px wide on a ${viewportWidth} px screen`,
    });
  }

  type Axis = 'x' | 'y';
  const overflowOf = (style: CSSStyleDeclaration, axis: Axis) =>
    axis === 'x' ? style.overflowX : style.overflowY;
  /** The next box whose overflow can cut `element`: its parent, or for positioned boxes their containing block. */
  const clippingParent = (element: Element): Element | null => {
    const position = styleOf(element).position;
    if (position === 'fixed') return null;
    if (position === 'absolute') {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const style = styleOf(at);
        if (style.position !== 'static' || style.transform !== 'none' || style.contain.includes('paint'))
          return at;
      }
      return null;
    }
    return element.parentElement;
  };
  const paddingBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = styleOf(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      left: box.left + px(style.borderLeftWidth),
      right: box.right - px(style.borderRightWidth),
      top: box.top + px(style.borderTopWidth),
      bottom: box.bottom - px(style.borderBottomWidth),
    };
  };
  interface Span {
    from: number;
    to: number;
  }
  const spanOf = (rect: { left: number; right: number; top: number; bottom: number }, axis: Axis): Span =>
    axis === 'x' ? { from: rect.left, to: rect.right } : { from: rect.top, to: rect.bottom };

  /**
   * Follows one piece of text (or a control) up through the boxes that may cut it. A scroll container
   * lets its content be reached, so from there on its own box is what must stay visible; so is a box
   * that ends the text in an ellipsis or a line clamp.
   */
  const checkReach = (start: Element, rects: DOMRect[], text: string, fontSize: number) => {
    const tolerance: Record<Axis, number> = { x: 1, y: fontSize / 5 + 1 };
    const watched: Record<Axis, Span[]> = {
      x: rects.map((rect) => spanOf(rect, 'x')),
      y: rects.map((rect) => spanOf(rect, 'y')),
    };
    let fixed = false;
    for (let at: Element | null = start; at && at !== document.documentElement;) {
      const style = styleOf(at);
      for (const axis of ['x', 'y'] as const) {
        const overflow = overflowOf(style, axis);
        if (overflow === 'visible') continue;
        const box = spanOf(paddingBox(at), axis);
        if (overflow === 'auto' || overflow === 'scroll') {
          watched[axis] = [box];
          continue;
        }
        const cut = watched[axis].some(
          (span) => span.from < box.from - tolerance[axis] || span.to > box.to + tolerance[axis],
        );
        // An ellipsis is drawn only by a block container: a flex or grid box cuts its text bare.
        const ends =
          axis === 'x'
            ? style.textOverflow === 'ellipsis' && !/flex|grid/.test(style.display)
            : style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
        if (cut && ends) {
          report({
            kind: 'ellipsed',
            text: short(text),
            where: describe(at),
            detail: `cut ${axis === 'x' ? 'with an ellipsis' : 'by a line clamp'}`,
            ...(ellipsisAllowed.some((selector) => at!.closest(selector)) ? { allowed: true as const } : {}),
          });
          watched[axis] = [box];
        } else if (cut) {
          report({
            kind: 'clipped',
            text: short(text),
            where: describe(at),
            detail: `${axis === 'x' ? 'sideways' : 'at the bottom'} by overflow ${overflow}`,
          });
          return;
        }
      }
      if (style.position === 'fixed') fixed = true;
      at = clippingParent(at);
    }
    const outside = (spans: Span[], from: number, to: number) =>
      spans.some((span) => span.from < from - 1 || span.to > to + 1);
    if (outside(watched.x, 0, viewportWidth) || (fixed && outside(watched.y, 0, viewportHeight)))
      report({
        kind: 'off-screen',
        text: short(text),
        where: describe(start),
        detail: 'beyond the screen edge',
      });
  };

  const blockOf = (element: Element): Element => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const display = styleOf(at).display;
      if (display !== 'inline' && display !== 'contents') return at;
    }
    return document.body;
  };

  /**
   * The room a box would have if nothing beside it squeezed it: climbing out of flex rows, grids of
   * several columns and table rows to the first box that stacks its content, whose content width it is.
   */
  const unsqueezedRoom = (block: Element) => {
    let at = block;
    for (let parent = at.parentElement; parent; parent = at.parentElement) {
      const style = styleOf(parent);
      const flexRow = /flex/.test(style.display) && !style.flexDirection.startsWith('column');
      const columns = /grid/.test(style.display) && style.gridTemplateColumns.trim().split(/\s+/).length > 1;
      const tableRow = /table/.test(style.display);
      if (!flexRow && !columns && !tableRow) break;
      at = parent;
    }
    const style = styleOf(at);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return at.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
  };

  // 2. Every piece of visible text.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent?.trim() &&
      node.parentElement &&
      !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(node.parentElement.tagName)
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (!rendered(parent) || hiddenOnPurpose(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    const text = node.textContent ?? '';
    const style = styleOf(parent);
    const fontSize = Number.parseFloat(style.fontSize) || 16;

    const block = blockOf(parent);
    const blockBox = block.getBoundingClientRect();
    const slack = fontSize / 5 + 1;
    const spilling = rects.some(
      (rect) =>
        rect.left < blockBox.left - 1 ||
        rect.right > blockBox.right + 1 ||
        rect.top < blockBox.top - slack ||
        rect.bottom > blockBox.bottom + slack,
    );
    if (spilling && styleOf(block).overflow === 'visible')
      report({ kind: 'spills', text: short(text), where: describe(block), detail: 'text outside its box' });

    checkReach(parent, rects, text, fontSize);

    // A word on two lines that would fit on one if no neighbour squeezed its box ("Tuesd / ay" in a
    // narrow column, "Canc / el" beside another button). Only a word wider than the room its box could
    // have may break; and a word of letters may break after its hyphen ("e- / mail").
    const room = unsqueezedRoom(block);
    // A word that runs on into the text beside it ("@" + "username", two text nodes) is longer than
    // this node shows, so this node alone cannot tell whether it fits.
    const before = node.previousSibling?.textContent ?? '';
    const after = node.nextSibling?.textContent ?? '';
    const gluedBefore = /\S$/.test(before) && /^\S/.test(text);
    const gluedAfter = /^\S/.test(after) && /\S$/.test(text);
    for (const word of text.matchAll(/\S+/g)) {
      if (word[0].length < 2 || /^[\p{L}]+(?:[-‐][\p{L}]+)+[.,;:!?)]*$/u.test(word[0])) continue;
      if ((gluedBefore && word.index === 0) || (gluedAfter && word.index + word[0].length === text.length))
        continue;
      const wordRange = document.createRange();
      wordRange.setStart(node, word.index);
      wordRange.setEnd(node, word.index + word[0].length);
      const pieces = Array.from(wordRange.getClientRects()).filter((rect) => rect.width > 0);
      if (pieces.length < 2) continue;
      const lines = new Set(pieces.map((rect) => Math.round(rect.top)));
      const width = pieces.reduce((sum, rect) => sum + rect.width, 0);
      if (lines.size > 1 && width < room - 0.5)
        report({
          kind: 'broken-word',
          text: short(word[0]),
          where: describe(parent),
          detail: `split over ${lines.size} lines, ${Math.round(width)} px where ${Math.round(room)} px could be`,
        });
    }
  }

  // 3. Fields: a hint or a chosen option must fit the field; the field itself must stay on screen.
  const canvas = document.createElement('canvas').getContext('2d')!;
  const textWidth = (text: string, style: CSSStyleDeclaration) => {
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return canvas.measureText(text).width;
  };
  for (const field of Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    ),
  )) {
    if (
      !rendered(field) ||
      hiddenOnPurpose(field) ||
      (field instanceof HTMLInputElement && field.type === 'hidden')
    )
      continue;
    const style = styleOf(field);
    const px = (value: string) => Number.parseFloat(value) || 0;
    const room = field.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
    const fontSize = px(style.fontSize) || 16;
    checkReach(
      field,
      [field.getBoundingClientRect()],
      field.getAttribute('aria-label') ?? field.name ?? field.id,
      fontSize,
    );
    if (field instanceof HTMLSelectElement) {
      const chosen = field.selectedOptions[0]?.textContent ?? '';
      const width = textWidth(chosen, style);
      // A select draws its arrow inside the padding; native arrows take about one em more.
      const arrow = style.appearance === 'none' ? 0 : fontSize;
      if (width > room - arrow + 1)
        report({
          kind: 'select',
          text: short(chosen),
          where: describe(field),
          detail: `${Math.round(width)} px in ${Math.round(room - arrow)} px`,
        });
    } else if (field.placeholder && !field.value && !(field instanceof HTMLTextAreaElement)) {
      const width = textWidth(field.placeholder, style);
      if (width > room + 1)
        report({
          kind: 'placeholder',
          text: short(field.placeholder),
          where: describe(field),
          detail: `${Math.round(width)} px in ${Math.round(room)} px`,
        });
    }
  }
  return cuts;
}
