/**
 * Hostile request bodies and path ids for the fuzz pass (test/api/fuzz.test.ts). Bodies are built
 * from a route's OpenAPI body schema: a plausible base, then one mutation at a time.
 */
import { z } from 'zod';

/**
 * hostile: must be refused with a 4xx everywhere (control characters, deep nesting, malformed
 * JSON, wrong media type, over the body limit). invalid: refused by the app's strict schemas;
 * better-auth may accept it (its own rules). odd: may pass, must never be a 5xx.
 */
export type Severity = 'hostile' | 'invalid' | 'odd';

export interface FuzzCase {
  name: string;
  severity: Severity;
  /** Sent as is with the given content type (malformed JSON, wrong media type). */
  raw?: { payload: string; contentType: string };
  body?: unknown;
}

/** The parts of an OpenAPI (JSON Schema) document the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export const jsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    properties: z.record(z.string(), jsonSchemaSchema).optional(),
    items: jsonSchemaSchema.optional(),
    anyOf: z.array(jsonSchemaSchema).optional(),
    oneOf: z.array(jsonSchemaSchema).optional(),
    additionalProperties: z.union([z.boolean(), jsonSchemaSchema]).optional(),
  }),
);

const HOSTILE_STRINGS: Array<[string, string, Severity]> = [
  ['NUL', 'a\u0000b', 'hostile'],
  ['only NUL', '\u0000', 'hostile'],
  ['bell and escape', 'x\u0007\u001b[31m', 'hostile'],
  ['DEL and C1', 'x\u007f\u0085', 'hostile'],
  ['lone surrogate', 'x\ud800y', 'odd'],
  ['huge (200 KB)', 'x'.repeat(200 * 1024), 'invalid'],
  ['over the body limit (1.1 MB)', 'y'.repeat(1100 * 1024), 'hostile'],
];

/** Wrong values with the JSON Schema type they belong to (skipped when the property has it). */
const WRONG_TYPES: Array<[string, unknown, string]> = [
  ['null', null, 'null'],
  ['number', 12345, 'number'],
  ['boolean', true, 'boolean'],
  ['array', ['a', 1], 'array'],
  ['object', { a: 1 }, 'object'],
  ['negative', -1e308, 'number'],
];

const firstType = (s: JsonSchema) =>
  Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;

/** A plausible value for the schema: first enum value, 'a' for strings, one level of objects. */
export function plausible(schema: JsonSchema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alt) return plausible(alt, depth);
  switch (firstType(schema)) {
    case 'string':
      return 'a';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items && depth < 3 ? [plausible(schema.items, depth + 1)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {}))
        if (depth < 3) out[key] = plausible(prop, depth + 1);
      return out;
    }
    default:
      return 'a';
  }
}

/** Properties of the schema (and of each alternative of a union) with the types they accept. */
function properties(schema: JsonSchema): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const alt of schema.anyOf ?? schema.oneOf ?? [schema]) {
    for (const [key, prop] of Object.entries(alt.properties ?? {})) {
      const types = out.get(key) ?? new Set<string>();
      for (const t of typesOf(prop)) types.add(t === 'integer' ? 'number' : t);
      out.set(key, types);
    }
  }
  return out;
}

function typesOf(schema: JsonSchema): string[] {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const alts = (schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf);
  return [...own, ...alts];
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Every mutation of one body schema; bounded (about 10 per property plus 20). */
export function bodyCases(
  schema: JsonSchema | undefined,
  base?: Record<string, unknown>,
): FuzzCase[] {
  const made = schema ? plausible(schema) : {};
  const baseObject =
    base ?? (typeof made === 'object' && made !== null && !Array.isArray(made) ? { ...made } : {});
  const json = (
    name: string,
    payload: string,
    severity: Severity = 'hostile',
    contentType = 'application/json',
  ): FuzzCase => ({ name, severity, raw: { payload, contentType } });
  const cases: FuzzCase[] = [
    json('malformed JSON', '{"a": '),
    json('trailing garbage', '{"a":1}}'),
    json('NUL escape in JSON', '{"a":"\\u0000"}'),
    json('bare NUL byte in JSON', '{"a":"\u0000"}'),
    json('text/plain body', 'hello', 'hostile', 'text/plain'),
    json('form body', 'a=1&b=2', 'hostile', 'application/x-www-form-urlencoded'),
    json('unknown media type', '<a/>', 'hostile', 'application/xml'),
    json('10,000-deep arrays', deepArray(10_000)),
    json('10,000-deep objects', deepObject(10_000)),
    json(
      '100-deep value in a property',
      JSON.stringify({ ...baseObject, nested: 0 }).replace(
        '"nested":0',
        `"nested":${deepObject(100)}`,
      ),
    ),
    json(
      'proto pollution',
      JSON.stringify({ ...baseObject, x: 0 }).replace('"x":0', '"__proto__":{"admin":true}'),
    ),
    json('null body', 'null', 'invalid'),
    { name: 'extra key', severity: 'invalid', body: { ...baseObject, extraKey: 'x' } },
    { name: 'empty object', severity: 'invalid', body: {} },
    { name: 'array body', severity: 'invalid', body: [baseObject] },
    { name: 'string body', severity: 'invalid', body: 'a' },
    { name: 'number body', severity: 'invalid', body: 7 },
  ];
  const props = schema ? properties(schema) : new Map([['a', new Set<string>()]]);
  for (const [key, types] of props) {
    const put = (name: string, severity: Severity, value: unknown) =>
      cases.push({ name: `${key}: ${name}`, severity, body: { ...baseObject, [key]: value } });
    for (const [label, value, type] of WRONG_TYPES)
      if (!types.has(type)) put(label, 'invalid', value);
    for (const [label, value, severity] of HOSTILE_STRINGS) put(label, severity, value);
    put('NUL in an array', 'hostile', ['\u0000']);
    put('NUL key in a record', 'hostile', { '\u0000': 'A' });
  }
  return cases;
}

/** Values for path ids, already percent-encoded. */
export const HOSTILE_IDS: Array<[string, string, Severity]> = [
  ['NUL', '%00', 'hostile'],
  ['NUL inside', 'abc%00def', 'hostile'],
  ['control', '%07%1b', 'hostile'],
  ['bad percent-encoding', '%ff', 'hostile'],
  ['truncated percent-encoding', '%e2%82', 'hostile'],
  ['huge', 'a'.repeat(5000), 'hostile'],
  ['dot segment', '..', 'odd'],
];
