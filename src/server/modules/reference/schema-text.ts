/** A JSON Schema as response-schema.ts writes one: draft-07, "or null" as `nullable`. */
type Schema = {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
};

const INDENT = '  ';

/**
 * A schema written the way a TypeScript type reads: `{ id: string; price: integer; liveAt: string |
 * null }`, one property a line. Easier on the eye than the JSON Schema it stands for, which the
 * OpenAPI document gives in full.
 */
export function schemaText(schema: Schema, depth = 0): string {
  const text = bareText(schema, depth);
  return schema.nullable ? `${text} | null` : text;
}

function bareText(schema: Schema, depth: number): string {
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return choices.map((choice) => schemaText(choice, depth)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  switch (schema.type) {
    case 'object':
      return objectText(schema, depth);
    case 'array': {
      const items = schemaText(schema.items ?? {}, depth);
      return /[| ]/.test(items) && !items.endsWith('}') ? `(${items})[]` : `${items}[]`;
    }
    case 'string':
      return schema.format ? `string (${schema.format})` : 'string';
    case undefined:
      return 'any';
    default:
      return schema.type;
  }
}

function objectText(schema: Schema, depth: number): string {
  const inner = INDENT.repeat(depth + 1);
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `${inner}${name}${required.has(name) ? '' : '?'}: ${schemaText(property, depth + 1)};`,
  );
  const rest = schema.additionalProperties;
  if (rest && typeof rest === 'object') lines.push(`${inner}[key: string]: ${schemaText(rest, depth + 1)};`);
  if (lines.length === 0) return '{}';
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
}
