import type { FeedbackInput, FeedbackResult } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findUserById } from '../../auth/queries.ts';
import { insertFeedbackReport } from '../queries.ts';

/**
 * A problem report or improvement suggestion (docs/product/screens.md#feedback-pages): kept in
 * `feedback_reports` and mailed
 * to the operator (`OPERATOR_EMAIL`) in the same transaction, so a report is never stored unmailed or
 * mailed unstored. The operator mail is in English and answers go straight to the user (`Reply-To`).
 */
export async function sendFeedback(
  deps: AppDeps,
  userId: string,
  input: FeedbackInput,
): Promise<FeedbackResult> {
  const { db } = deps.database;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthenticated');
  return db.transaction(async (tx) => {
    const id = await insertFeedbackReport(tx, {
      userId,
      kind: input.kind,
      message: input.message,
      page: input.page,
      theme: input.theme,
    });
    await deps.messages.email(tx, {
      to: deps.config.operatorEmail,
      template: input.kind === 'problem' ? 'feedback_problem' : 'feedback_improvement',
      language: 'en',
      data: {
        url: `${deps.config.appUrl}${input.page ?? '/'}`,
        sender: user.email,
        theme: input.theme,
        page: input.page ?? '',
        message: input.message,
      },
      replyTo: user.email,
    });
    return { id };
  });
}
