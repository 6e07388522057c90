import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * HTML_CodeSniffer, the engine pa11y runs by default, in pa11y's maintained build
 * (`@pa11y/html_codesniffer`; the original `html_codesniffer` 2.5.1 of 2020 throws on any
 * `autocomplete="url"` field, a missing message in its English table): a second opinion beside axe,
 * with rules of its own (it reads labels, names and autocomplete tokens differently), so markup that
 * both accept is plain enough for more than one kind of assistive technology.
 */
const source = readFileSync(
  createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

export interface SnifferMessage {
  code: string;
  message: string;
  /** The element's tag with its id or first class, enough to find it. */
  element: string;
}

/** A finding that is the engine's own fault: its code ends with `code` and its element matches `selector`. */
export interface SnifferFault {
  code: string;
  selector: string;
}

/**
 * WCAG 2 AA errors (not its warnings and notices, which ask for a human check) on the current page,
 * apart from the `faults` examined and recorded.
 */
export async function codeSnifferErrors(page: Page, faults: SnifferFault[] = []): Promise<SnifferMessage[]> {
  // Injected by evaluation rather than a script tag, which the content security policy refuses.
  await page.evaluate(`${source};window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    (faults) =>
      new Promise<SnifferMessage[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Node };
        interface Sniffer {
          process(
            standard: string,
            content: Document,
            done: () => void,
            failed: () => void,
            lang: string,
          ): void;
          getMessages(): Message[];
        }
        const htmlcs = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
        const describe = (element: Node) => {
          if (!(element instanceof Element)) return element.nodeName;
          const id = element.id ? `#${element.id}` : '';
          const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
          return `${element.tagName.toLowerCase()}${id}${!id && className ? `.${className}` : ''}`;
        };
        htmlcs.process(
          'WCAG2AA',
          document,
          () => {
            const messages = htmlcs.getMessages();
            resolve(
              messages
                .filter((message) => message.type === 1)
                .filter(
                  ({ code, element }) =>
                    !faults.some(
                      (fault) =>
                        code.endsWith(fault.code) &&
                        element instanceof Element &&
                        element.matches(fault.selector),
                    ),
                )
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element: describe(message.element),
                })),
            );
          },
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
    faults,
  );
}
