/** Report a problem and suggest an improvement (docs/product/screens.md#feedback-pages), in both themes. */
export { FeedbackPage } from './feedback-page.tsx';
export { feedbackPath } from './paths.ts';
