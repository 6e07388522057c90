/**
 * A user's problem report or improvement suggestion (docs/product/screens.md#feedback-pages, "Report a
 * problem" and "Suggest
 * an improvement"), mailed to the operator (`OPERATOR_EMAIL`) with the user's address as `Reply-To`.
 * `data.sender` is the user's e-mail, `data.theme` the app's theme, `data.page` the page they came
 * from, `data.message` what they wrote; `data.url` opens that page in the app.
 */
const FEEDBACK_DETAILS = ['sender', 'theme', 'page', 'message'] as const;

export const FEEDBACK_PROBLEM = {
  section: 'feedback_problem',
  greetsByName: false,
  details: FEEDBACK_DETAILS,
} as const;

export const FEEDBACK_IMPROVEMENT = {
  section: 'feedback_improvement',
  greetsByName: false,
  details: FEEDBACK_DETAILS,
} as const;
