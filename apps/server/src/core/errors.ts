import type { ErrorCode } from '@sessionbook/domain';

export interface AppErrorOptions {
  /** Field errors for a 422: dotted field path → i18n message keys (`validation.required`, ...). */
  fields?: Record<string, string[]>;
  /** Overrides the status of the code's row in error-status.ts; rarely needed. */
  status?: number;
  /** A 429's `Retry-After`: seconds until trying again can succeed. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error services throw. It carries a code, never a user-facing text: the error handler turns
 * the code into the status and reply shape of docs/product/errors.md#error-reply-shape, and the app into its
 * message.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string[]> | undefined;
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A 422 on one field, e.g. `fieldError('email', VALIDATION_MESSAGES.emailTaken)`. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('validation', { fields: { [field]: [message] }, status: 422 });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
