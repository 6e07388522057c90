import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { errorReply, type ErrorCode } from '@sessionbook/domain';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { BEARER_SCHEME } from '../core/api-module.ts';
import { isAuthenticationHook } from '../modules/auth/authenticate.ts';
import { tokenScopeOf } from '../modules/auth/api-token-scopes.ts';
import { statusFor } from './error-status.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The codes the route's services answer with (docs/product/errors.md#error-codes). Statuses every route
     * of a kind can
     * give (401 behind a sign-in, 422 for a validated part, 429 with a limit, ...) need no listing.
     */
    errors?: readonly ErrorCode[];
    /**
     * A request body the document describes but the route's validation does not read: a multipart
     * upload, which the handler parses itself (JSON Schema, under the media types of `consumes`).
     */
    documentedBody?: Record<string, unknown>;
  }
}

/** The name of the personal API token's security scheme; its scopes are the token scopes. */
export const API_TOKEN_SCHEME = 'apiToken';

/** The security scheme of every signed-in call: the session token as `Authorization: Bearer`. */
export const securitySchemes = {
  [BEARER_SCHEME]: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `token` of `POST auth/login` (or activation, reset, refresh)',
  },
  [API_TOKEN_SCHEME]: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'sb_pat_…',
    description:
      'A personal API token (`POST professional/api-tokens`, docs/api-tokens.md): only on operations that ' +
      'list this scheme, with the scope they name; anywhere else 403 `forbidden`',
  },
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What each error status means, as the document says it; the codes follow. */
const STATUS_MEANING: Record<number, string> = {
  400: 'The request could not be read (malformed JSON or URL)',
  401: 'No valid session token: `{ "message": "Unauthenticated." }`',
  403: 'Not allowed for this account',
  404: 'Nothing of that id or name exists for this account',
  409: 'In conflict with the current state',
  413: 'The body is larger than the server accepts',
  415: 'The body is not JSON',
  422: 'Invalid input: messages per field in `errors`',
  429: 'Too many attempts: wait a minute',
};

function methodsOf(route: RouteOptions): string[] {
  return [route.method].flat().map((method) => method.toUpperCase());
}

function hooksOf(hooks: RouteOptions['onRequest']): unknown[] {
  return hooks === undefined ? [] : [hooks].flat();
}

/**
 * The error codes a route can answer with, by status: those that follow from its shape and those its
 * services declare (`schema.errors`). Tests hold every reply of the suite against this list.
 */
export function errorCodesOf(route: RouteOptions): Map<number, Set<ErrorCode>> {
  const schema = route.schema ?? {};
  const codes: ErrorCode[] = [...(schema.errors ?? [])];
  // Behind a sign-in a personal API token is refused outside its scopes (docs/api-tokens.md).
  if (hooksOf(route.onRequest).some(isAuthenticationHook)) codes.push('unauthenticated', 'forbidden');
  if (schema.params) codes.push('not_found', 'bad_request');
  if (schema.body || schema.querystring) codes.push('validation');
  if (methodsOf(route).some((method) => BODY_METHODS.has(method)))
    codes.push('bad_request', 'payload_too_large', 'unsupported_media_type');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) codes.push('rate_limited');

  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of codes) {
    const status = statusFor(code);
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  return byStatus;
}

function errorResponses(route: RouteOptions) {
  const responses: Record<number, unknown> = {};
  const byStatus = [...errorCodesOf(route)].sort(([a], [b]) => a - b);
  for (const [status, codes] of byStatus) {
    const list = [...codes].sort().map((code) => `\`${code}\``);
    responses[status] = {
      description: `${STATUS_MEANING[status] ?? 'Error'}. Codes: ${list.join(', ')}.`,
      content: { 'application/json': { schema: errorReply } },
    };
  }
  return responses;
}

/** A signed-in route's session scheme, and the token scope it takes when it takes tokens. */
function securityOf(route: RouteOptions, authenticated: boolean): { [scheme: string]: string[] }[] {
  if (!authenticated) return [];
  const scope = methodsOf(route)
    .map((method) => tokenScopeOf(method, route.url))
    .find(Boolean);
  return [{ [BEARER_SCHEME]: [] }, ...(scope ? [{ [API_TOKEN_SCHEME]: [scope] }] : [])];
}

/**
 * Per route: the error responses with the shared error schema, the security requirement, and checks
 * that every documented operation has an id and a summary (a new route without them fails at start).
 */
export const contractTransform: SwaggerTransform = (document) => {
  const { schema, route, url } = document;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  if (!schema.operationId || !schema.summary)
    throw new Error(`${methodsOf(route).join(',')} ${url} needs an operationId and a summary in its schema`);
  const { errors: _declared, documentedBody, ...rest } = schema;
  const authenticated = hooksOf(route.onRequest).some(isAuthenticationHook);
  const transformed = jsonSchemaTransform({
    ...document,
    schema: {
      ...rest,
      security: rest.security ?? securityOf(route, authenticated),
      response: { ...(rest.response as object), ...errorResponses(route) },
    },
  });
  return documentedBody
    ? { ...transformed, schema: { ...transformed.schema, body: documentedBody } }
    : transformed;
};

interface OpenApiObject {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** The whole document: shared schemas (the error reply), optional bodies, no unused schemas. */
export const contractTransformObject: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const openapi = jsonSchemaTransformObject(document) as OpenApiObject & Record<string, unknown>;
  optionalNullableBodies(openapi);
  nullInNullableEnums(openapi.paths);
  const components: NonNullable<OpenApiObject['components']> = { ...openapi.components };
  // The registry holds input and output forms of every named schema; keep the ones referenced.
  const text = JSON.stringify(openapi.paths);
  components.schemas = Object.fromEntries(
    Object.entries(components.schemas ?? {}).filter(([name]) =>
      text.includes(`"#/components/schemas/${name}"`),
    ),
  );
  return { ...openapi, components };
};

/**
 * @fastify/swagger marks every request body `required`, but a route whose body schema accepts null
 * (Zod `.nullish()`, `nullable: true` in the document) takes a request without one: Fastify hands the
 * validator `undefined`. Such bodies are documented as optional; every other body stays required.
 */
function optionalNullableBodies(openapi: OpenApiObject): void {
  for (const pathItem of Object.values(openapi.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {})) {
      const body = (operation as { requestBody?: unknown } | null)?.requestBody as
        { required?: boolean; content?: Record<string, { schema?: { nullable?: boolean } }> } | undefined;
      const media = Object.values(body?.content ?? {});
      if (body && media.length && media.every((item) => item.schema?.nullable === true))
        body.required = false;
    }
  }
}

/**
 * OpenAPI 3.0.3 says `nullable: true` does not widen `enum`: a nullable enum must list null itself, or
 * a validator refuses the null it documents (a Zod `z.enum([...]).nullable()` is documented without it).
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(nullInNullableEnums);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  Object.values(node).forEach(nullInNullableEnums);
}
