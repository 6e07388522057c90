/** The time-zone prompt (spec sections 2 and 4), an overlay for signed-in users of both themes. */
export { TimezonePrompt } from './timezone-prompt.tsx';
