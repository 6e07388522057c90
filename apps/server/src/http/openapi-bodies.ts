import type { SwaggerTransformObject } from '@fastify/swagger';

/**
 * @fastify/swagger marks every request body `required`, but a route whose body schema accepts null
 * (Zod `.nullish()`, `nullable: true` in the document) takes a request without one: Fastify hands the
 * validator `undefined`. Such bodies are documented as optional; every other body stays required.
 */
export const optionalNullableBodies: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  for (const pathItem of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {})) {
      const body = (operation as { requestBody?: unknown } | null)?.requestBody as
        { required?: boolean; content?: Record<string, { schema?: { nullable?: boolean } }> } | undefined;
      const media = Object.values(body?.content ?? {});
      if (body && media.length && media.every((item) => item.schema?.nullable === true))
        body.required = false;
    }
  }
  return openapiObject;
};
