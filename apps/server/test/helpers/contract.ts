import { readFileSync } from 'node:fs';
import { errorReply, UNAUTHENTICATED_MESSAGE } from '@sessionbook/domain';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { AppInstance } from '../../src/core/api-module.ts';

/** The parts of an OpenAPI 3.0 document the tests read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}
export interface Operation {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
export type JsonSchema = Record<string, unknown>;

/** One documented operation, with what a test needs to call it. */
export interface DocumentedOperation {
  method: string;
  /** `/api/events/{id}/cancel` */
  path: string;
  operation: Operation;
  pattern: RegExp;
  paramCount: number;
}

export interface Contract {
  document: OpenApiDocument;
  operations: DocumentedOperation[];
  /** The documented operation a concrete call reaches, or undefined (an unknown or hidden route). */
  operationOf(method: string, url: string): DocumentedOperation | undefined;
  /** What is wrong with a reply, held against the document and docs/product/errors.md#error-reply-shape; [] when nothing. */
  problemsOf(method: string, url: string, status: number, body: unknown): string[];
}

const contracts = new WeakMap<AppInstance, Contract>();

/** The contract of an app, read once from the OpenAPI document it serves. */
export function contractOf(app: AppInstance): Contract {
  let contract = contracts.get(app);
  if (!contract) {
    contract = buildContract(app.swagger() as unknown as OpenApiDocument);
    contracts.set(app, contract);
  }
  return contract;
}

/** Every operation of a document; static segments first, as the router matches them. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => {
        const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
        return {
          method: method.toUpperCase(),
          path,
          operation,
          pattern: new RegExp(`^${source}$`),
          paramCount: (path.match(/\{/g) ?? []).length,
        };
      }),
    )
    .sort((a, b) => a.paramCount - b.paramCount);
}

/** The committed document (apps/server/openapi.json; `npm run openapi:check` keeps it current). */
export function committedDocument(): OpenApiDocument {
  return JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;
}

function buildContract(document: OpenApiDocument): Contract {
  const ajv = new Ajv({ allErrors: false, strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ components: document.components }, 'openapi.json');
  const validators = new Map<JsonSchema, ValidateFunction>();
  const validatorOf = (schema: JsonSchema) => {
    let validate = validators.get(schema);
    if (!validate) {
      // `#/components/...` references resolve against the document's own components.
      validate = ajv.compile(
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')),
      );
      validators.set(schema, validate);
    }
    return validate;
  };

  const operations = operationsOf(document);

  const operationOf = (method: string, url: string) => {
    const path = url.split('?')[0]!;
    return operations.find((entry) => entry.method === method.toUpperCase() && entry.pattern.test(path));
  };

  return {
    document,
    operations,
    operationOf,
    problemsOf(method, url, status, body) {
      const problems: string[] = [];
      if (status >= 500) problems.push(`answered ${status}`);
      const found = operationOf(method, url);
      if (status >= 400) {
        const shape = errorReply.safeParse(body);
        if (!shape.success)
          problems.push(
            `error reply not in the shape of docs/product/errors.md#error-reply-shape: ${JSON.stringify(body)?.slice(0, 300)}`,
          );
        if (status === 401 && (body as { message?: unknown })?.message !== UNAUTHENTICATED_MESSAGE)
          problems.push('a 401 without "Unauthenticated."');
        if (status === 422 && !(body as { errors?: unknown })?.errors)
          problems.push('a 422 without field errors');
      }
      if (!found) return problems;
      const response = found.operation.responses[String(status)];
      if (!response) {
        problems.push(`${found.method} ${found.path} answered ${status}, which its document does not list`);
        return problems;
      }
      const schema = response.content?.['application/json']?.schema;
      if (schema && status < 400) {
        const validate = validatorOf(schema);
        if (!validate(body))
          problems.push(
            `${status} body does not match its documented schema: ${ajv.errorsText(validate.errors)}`,
          );
      }
      return problems;
    },
  };
}
