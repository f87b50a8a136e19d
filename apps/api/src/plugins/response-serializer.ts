import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Responses are written by fast-json-stringify, compiled once per route from the zod response
 * schema's JSON Schema: it writes only the declared fields (nothing a use case returns by mistake
 * leaks) at a fraction of the cost of validating every answer with zod. A schema JSON Schema cannot
 * express falls back to zod's own serializer.
 *
 * Each is compiled on its first answer, not when the route is registered: compiling every route's
 * answers took about 2 s of each start (tests start hundreds of apps), and most routes of a process
 * never answer with most of their declared statuses.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile(route))(data);
};

function compile(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): Serialize {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as never) as Serialize;
  }
}
