/**
 * The app's Trusted Types default policy (docs/decisions/0026-security-headers.md). The server's
 * content security policy requires Trusted Types for script sinks, so a plain string given to
 * innerHTML, to a script or worker URL, or to eval throws, unless the default policy passes it.
 * Nothing of ours writes HTML; two libraries hand such sinks a constant, and only those pass:
 * - Radix's select writes one fixed stylesheet into its list (`dangerouslySetInnerHTML`);
 * - the PWA's register call gives `navigator.serviceWorker.register` the worker's URL.
 * A library upgrade that changes either shows as a CSP error in e2e/content-security-policy.spec.ts.
 */

/** The CSS @radix-ui/react-select's Viewport writes (checked against the library in the unit test). */
export const RADIX_SELECT_VIEWPORT_CSS =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';

/** The service worker vite-plugin-pwa builds (its default `filename`). */
const SERVICE_WORKER_PATH = '/sw.js';

/** HTML a sink may take: only Radix's constant stylesheet. null blocks the assignment. */
export function allowedHtml(html: string): string | null {
  return html === RADIX_SELECT_VIEWPORT_CSS ? html : null;
}

/** A script URL a sink may take: only our own service worker. null blocks it. */
export function allowedScriptUrl(url: string, origin: string): string | null {
  const resolved = new URL(url, origin);
  return resolved.origin === origin && resolved.pathname === SERVICE_WORKER_PATH && !resolved.search
    ? url
    : null;
}

interface TrustedTypesFactory {
  createPolicy(
    name: 'default',
    rules: {
      createHTML: (input: string) => string | null;
      createScriptURL: (input: string) => string | null;
      createScript: () => null;
    },
  ): unknown;
}

/**
 * Installs the default policy, before anything renders. Browsers without Trusted Types ignore the
 * CSP directive and get no policy; there is nothing to pass then.
 */
export function installTrustedTypesPolicy(
  factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes,
  origin = globalThis.location?.origin ?? '',
): void {
  factory?.createPolicy('default', {
    createHTML: allowedHtml,
    createScriptURL: (url) => allowedScriptUrl(url, origin),
    // eval and new Function: nothing needs them (zod runs jitless: lib/zod-jitless.ts).
    createScript: () => null,
  });
}
