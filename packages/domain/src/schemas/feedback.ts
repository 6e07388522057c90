import { z } from 'zod';
import { TEXT_AREA_MAX, THEMES } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { optionalText, requiredText } from './fields.ts';

/** docs/product/screens.md#feedback-pages: "Report a problem" and "Suggest an improvement", one form for both. */
export const FEEDBACK_KINDS = ['problem', 'improvement'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** Longest page path a report keeps: enough for any route of the app with its query. */
export const FEEDBACK_PAGE_MAX = 500;

/**
 * A path inside the app ("/calendar?view=3"): it starts with one slash, so it can never name another
 * site ("//evil.test", "https://…"), and holds no whitespace.
 */
export const isAppPath = (value: string): boolean => /^\/(?!\/)\S*$/.test(value);

const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? M.required : M.invalid) });

/**
 * Body of `POST feedback`: what the user wrote, where they came from and which theme they were in.
 * The message is trimmed and must keep at least one character; the page is optional.
 */
export const feedbackBody = z.object({
  kind: requiredEnum(FEEDBACK_KINDS),
  message: requiredText(TEXT_AREA_MAX),
  page: optionalText(FEEDBACK_PAGE_MAX).refine((value) => value === null || isAppPath(value), {
    error: M.invalid,
  }),
  theme: requiredEnum(THEMES),
});
export type FeedbackBody = z.input<typeof feedbackBody>;
export type FeedbackInput = z.output<typeof feedbackBody>;

/** Reply data of `POST feedback`: the stored report's id. */
export const feedbackResult = z.object({ id: z.string() });
export type FeedbackResult = z.infer<typeof feedbackResult>;
