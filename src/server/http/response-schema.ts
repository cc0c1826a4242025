import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../domain/shared/api-error';

/** A JSON Schema object, as zod writes one and Fastify takes it. */
type JsonSchema = Record<string, unknown>;

/** A route's answers by status: the contract of its body, or null for an answer with none (204). */
type Answers = Partial<Record<200 | 201 | 202 | 204 | 503, z.ZodType | null>>;

/** Converted once per contract: many routes share one, and every test builds the app again. */
const converted = new WeakMap<z.ZodType, JsonSchema>();

/**
 * "Or null" as OpenAPI and Fastify's serialiser both read it: `nullable: true` on the type, where
 * draft-07 writes `anyOf` with a null schema (which the serialiser would check value by value) or a
 * list of types. Only a schema's own `anyOf` and `type` are rewritten, never a property so named.
 * The bounds zod gives every integer (±2^53 − 1) go: they say nothing an integer does not.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const schema: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) continue;
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue;
    schema[key] = key === 'properties' ? mapValues(value, tidy) : tidy(value);
  }
  const { anyOf, type } = schema;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const isNull = (member: JsonSchema) => member.type === 'null' && Object.keys(member).length === 1;
    const other = (anyOf as JsonSchema[]).find((member) => !isNull(member));
    if (other && typeof other.type === 'string' && anyOf.some(isNull)) {
      const { anyOf: _, ...rest } = schema;
      return { ...rest, ...other, nullable: true };
    }
  }
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    return { ...schema, type: type.find((name) => name !== 'null'), nullable: true };
  }
  return schema;
}

function mapValues(record: unknown, change: (value: unknown) => unknown): unknown {
  if (!record || typeof record !== 'object') return record;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value)]));
}

/**
 * The JSON Schema of what a contract outputs: draft-07, the dialect of Fastify's serialiser, with
 * "or null" written `nullable` (see tidy). `unrepresentable: 'any'`: a transform's output
 * has no JSON Schema, and a value so described is written as JSON.stringify would.
 */
function jsonSchemaOf(contract: z.ZodType): JsonSchema {
  let json = converted.get(contract);
  if (!json) {
    const { $schema: _, ...draft } = z.toJSONSchema(contract, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'any',
    });
    json = tidy(draft) as JsonSchema;
    converted.set(contract, json);
  }
  return json;
}

/** What each answer means, as the API reference says it. */
const MEANINGS: Record<string, string> = {
  200: 'Done.',
  201: 'Made.',
  202: 'Taken: the rest happens after the answer.',
  204: 'Done; no body.',
  503: 'Unavailable.',
  '4xx': 'Refused: the request cannot be met as sent (the error says why, and which fields).',
  '5xx': 'Something went wrong on the server.',
};

function described(status: string, schema: JsonSchema): JsonSchema {
  return { ...schema, description: MEANINGS[status] ?? '' };
}

/**
 * A route's schema: a one-line summary for the API reference, and its answers' JSON Schemas, made
 * from the domain's zod contracts. Fastify then writes each answer with fast-json-stringify, which
 * leaves out any property the schema does not name: a contract must describe the whole answer.
 * Errors, whatever the route, are the error handler's one body (`fields` only for bad input).
 */
export function routeSchema(summary: string, answers: Answers): FastifySchema {
  const response: Record<string, JsonSchema> = {};
  for (const [status, contract] of Object.entries(answers)) {
    response[status] = described(status, contract ? jsonSchemaOf(contract) : { type: 'null' });
  }
  for (const status of ['4xx', '5xx']) response[status] = described(status, errorSchema());
  return { summary, response };
}

/** The one body of every error answer (see error-handler.ts). */
export function errorSchema(): JsonSchema {
  return jsonSchemaOf(apiErrorSchema);
}
