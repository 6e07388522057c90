import { storableInput } from '@sessionbook/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The one input boundary. Every request part a route declares a schema for (body, query, path) is
 * first searched for text the database cannot store, then parsed by its shared schema, before any
 * hook after validation or any service runs. A new route or field is covered without opting in.
 * (Headers reach no service: Node refuses control characters in them before Fastify sees them.)
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: storableInput.pipe(route.schema) });
