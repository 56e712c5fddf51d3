// Records read on every page (GET /api/user) are written by fast-json-stringify, compiled once
// from their Zod schema, instead of the default compiler's parse-then-JSON.stringify.
// What it does and does not do, against that default:
// - Only the schema's fields leave: a property the schema does not name is dropped, at any
//   depth (Zod's `additionalProperties: false` is removed below, because fast-json-stringify
//   uses it to choose an `anyOf` branch, so one extra key in a nullable object would fail the
//   whole answer instead of being dropped).
// - It does not validate: a value of the wrong type is coerced (null to false or "", "12" to
//   12), as Fastify's own serialiser does for JSON-schema routes. The SQL behind a record written
//   this way is tested against the contract (features/users/current-user.test.ts).
// The member record serialises with it once per build (docs/decisions/0054); a route can also
// opt in with `serializerCompiler: compiledSerializer` (docs/decisions/0052).
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

function withoutClosedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = withoutClosedObjects(value);
  }
  return out;
}

/** Compiles a schema's writer once: at start, per response schema of a route that opts in. */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new Error('compiledSerializer: not a Zod schema');
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
  return fastJson(withoutClosedObjects(jsonSchema) as Parameters<typeof fastJson>[0]);
}
