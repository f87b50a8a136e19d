import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify, compiled once per route from the zod response
 * schema's JSON Schema: it writes only the declared fields (nothing a use case returns by mistake
 * leaks) at a fraction of the cost of validating every answer with zod. A schema JSON Schema cannot
 * express falls back to zod's own serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as never);
  }
};
