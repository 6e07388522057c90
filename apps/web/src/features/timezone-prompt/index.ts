/** The time-zone prompt (docs/product/screens.md#overlays and docs/product/rules.md#time-zone-prompt), an overlay for signed-in users of both themes. */
export { TimezonePrompt } from './timezone-prompt.tsx';
