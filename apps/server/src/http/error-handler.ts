import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  DEFAULT_LANGUAGE,
  isErrorCode,
  pickLanguage,
  UNAUTHENTICATED_MESSAGE,
  VALIDATION_MESSAGES,
  type ErrorCode,
  type ErrorReply,
  type Language,
} from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../core/errors.ts';
import { statusFor } from './error-status.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth layer to the signed-in user's language; otherwise Accept-Language decides. */
    language?: Language;
  }
}

export function requestLanguage(request: FastifyRequest): Language {
  return request.language ?? pickLanguage(request.headers['accept-language']);
}

/**
 * The one error path (docs/product/errors.md#error-reply-shape): every failure, ours or Fastify's, leaves as
 * `{ message, code?, errors? }` with a translated message; 401 is always `Unauthenticated.`.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);

    if (isAppError(error)) {
      const status = error.status ?? (error.fields ? 422 : statusFor(error.code));
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, language, status, error.code, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // A path value that cannot name anything is answered like an unknown one (schemas/path-params.ts).
      const message = error.validation[0]?.message;
      const code = isErrorCode(message) ? message : 'not_found';
      return sendError(reply, language, statusFor(code), code);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldPath(issue.instancePath, error.validationContext);
        (fields[field] ??= []).push(fieldMessage(issue.message, issue.keyword));
      }
      return sendError(reply, language, 422, 'validation', fields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, language, 500, 'internal');
    }

    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      // Logged in full for operators; the client never sees the text.
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, language, status, 'internal');
    }
    if (error.validation) {
      // A JSON-schema (non-Zod) validation failure, e.g. from a plugin route.
      return sendError(reply, language, 422, 'validation', {
        [error.validationContext ?? 'body']: [VALIDATION_MESSAGES.invalid],
      });
    }
    return sendError(reply, language, status, codeForStatus(status));
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, requestLanguage(request), 404, 'not_found'));
}

export function sendError(
  reply: FastifyReply,
  language: Language,
  status: number,
  code: ErrorCode | undefined,
  fields?: Record<string, string[]>,
): FastifyReply {
  const body: ErrorReply = { message: errorMessage(language, status, code) };
  if (code) body.code = code;
  // 422 field errors, and field-bound warnings such as the 409 overlap of an event
  // (docs/product/rules.md#overlap-warning).
  if (fields) body.errors = fields;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function errorMessage(language: Language, status: number, code: ErrorCode | undefined): string {
  if (status === 401) return UNAUTHENTICATED_MESSAGE;
  if (code) return translate(language, 'common', code.includes('.') ? code : `errors.${code}`);
  const key = `network_errors.${status}`;
  const message = translate(language, 'common', key);
  return message === key ? translate(language, 'common', 'network_errors.unknown') : message;
}

/** Fastify's own 4xx errors (bad JSON, 413, 415, ...) get the code of their status where one fits. */
export function codeForStatus(status: number): ErrorCode | undefined {
  const byStatus: Partial<Record<number, ErrorCode>> = {
    400: 'bad_request',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'validation',
    429: 'rate_limited',
    431: 'headers_too_large',
  };
  return byStatus[status];
}

function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

/** Our schemas use i18n keys as messages; Zod's own English messages are replaced by a generic key. */
function fieldMessage(message: string | undefined, keyword: string): string {
  if (message && message.startsWith('validation.')) return message;
  const missing = keyword === 'invalid_type' && /received undefined/.test(message ?? '');
  return missing ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.invalid;
}

/**
 * Errors the router raises before any route runs. A path value longer than the router takes
 * (FST_ERR_MAX_PARAM_LENGTH) cannot name anything, so it is an unknown resource like any other
 * impossible path value; a URL that cannot be decoded is a bad request.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = requestLanguage(request);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendError(reply, language, 404, 'not_found');
  else void sendError(reply, language, 400, 'bad_request');
}

/**
 * Requests Node cannot parse never reach Fastify (headers too large, a malformed request line, a slow
 * client): the socket gets the shape of docs/product/errors.md#error-reply-shape in English, since the
 * request's language is unknown.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code = codeForStatus(status);
  if (socket.writable) {
    const reply: ErrorReply = { message: errorMessage(DEFAULT_LANGUAGE, status, code) };
    if (code) reply.code = code;
    const body = JSON.stringify(reply);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
