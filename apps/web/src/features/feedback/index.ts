/** Report a problem and suggest an improvement (spec section 2), in both themes. */
export { FeedbackPage } from './feedback-page.tsx';
export { feedbackPath } from './paths.ts';
