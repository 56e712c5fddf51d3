// Responses read on every page (GET /api/user) are written by fast-json-stringify, compiled once
// from the route's Zod schema, instead of the default compiler's parse-then-JSON.stringify:
// the schema still decides which fields leave (anything else is dropped), at a fraction of the
// cost. Routes opt in with `serializerCompiler: compiledSerializer` (docs/decisions/0052).
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** Fastify calls it once per response schema (status code) of the route, at startup. */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new Error('compiledSerializer: not a Zod schema');
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
