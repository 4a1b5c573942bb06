import type { AdminRole, Permission } from '@shared/domain';
import type { App } from '../src/app';

// Reading the API's own OpenAPI document, so the authorisation and robustness tests cover every
// route there is, including ones added after the tests were written.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/merchandise/{id}. */
  path: string;
  /** Needs a signed-in member: the permission it needs and the roles that hold it (x-permission, x-roles). */
  guard: { permission: Permission; roles: AdminRole[] } | undefined;
  params: Parameter[];
  query: Parameter[];
  body: JsonSchema | undefined;
}

export async function operations(app: App): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  return Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const parameters = (operation.parameters as Parameter[] | undefined) ?? [];
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      return {
        method: method.toUpperCase(),
        path,
        guard:
          Array.isArray(operation.security) && operation.security.length > 0
            ? { permission: operation['x-permission'] as Permission, roles: operation['x-roles'] as AdminRole[] }
            : undefined,
        params: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: content ? Object.values(content)[0].schema : undefined,
      };
    }),
  );
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A value the schema accepts, built from its examples, defaults and bounds. */
export function sample(schema: JsonSchema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.min((schema.minimum ?? 0) + 1, schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid') return '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date') return '2031-05-17';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

export const SQL_PAYLOAD = "1' OR '1'='1'; DROP TABLE experiences; --";
export const HTML_PAYLOAD = '<script>alert(document.cookie)</script>';
const HUGE = 'A'.repeat(200_000);

/** `text` with `character` put inside it (not at an end, where trimming could drop it). */
const inside = (text: string, character: string) => `${text.slice(0, 1)}${character}${text.slice(1) || 'x'}`;

/**
 * Text no string field takes: a NUL (which PostgreSQL cannot store), an escape character (no
 * field is meant to hold one; multi-line fields keep only tabs and line breaks) and, where the
 * field declares a length, one character more than it.
 */
export function badTexts(schema: JsonSchema): [string, string][] {
  const valid = String(sample(schema) ?? '');
  const texts: [string, string][] = [
    ['a NUL', inside(valid, '\u0000')],
    ['a control character', inside(valid, '\u001b')],
  ];
  if (schema.maxLength !== undefined) texts.push(['one character too long', 'x'.repeat(schema.maxLength + 1)]);
  return texts;
}

/** True when a string schema takes free text (no enum, format or pattern to hold it to a form). */
export const isFreeText = (schema: JsonSchema) => (typeOf(schema) ?? 'string') === 'string' && !schema.anyOf && !constrained(schema);

/** True when a string schema limits what text it takes, so injected text is not valid input. */
const constrained = (schema: JsonSchema) =>
  Boolean(schema.enum || schema.const !== undefined || schema.pattern || schema.format || schema.anyOf);

/**
 * Values the schema must refuse: wrong types, too long, negative or fractional numbers, unknown
 * enum values, and SQL or HTML where the field has a fixed form. Each comes with a label.
 */
export function badValues(schema: JsonSchema): [string, unknown][] {
  if (schema.anyOf) {
    // A number or null (a limit that may be cleared): what the number refuses, null apart.
    const numeric = schema.anyOf.find((branch) => ['integer', 'number'].includes(typeOf(branch) ?? ''));
    const nullable = schema.anyOf.some((branch) => typeOf(branch) === 'null');
    if (numeric) return badValues(numeric).filter(([label]) => !(nullable && label === 'null'));
    // A union (say '' or an image URL) refuses what every branch refuses; keep the common ones.
    return [['a number', 12345], ['an object', { nested: true }], ['SQL', SQL_PAYLOAD], ['HTML', HTML_PAYLOAD], ...badTexts(schema)];
  }
  switch (typeOf(schema)) {
    case 'object':
      return [
        ['a string', 'not an object'],
        ['an array', []],
        ['null', null],
      ];
    case 'array': {
      const values: [string, unknown][] = [
        ['a string', 'not a list'],
        ['an object', {}],
      ];
      if (schema.items) values.push(...badValues(schema.items).map(([label, value]): [string, unknown] => [`a list of ${label}`, [value]]));
      if (schema.maxItems !== undefined)
        values.push(['too many items', Array.from({ length: schema.maxItems + 1 }, () => sample(schema.items ?? {}))]);
      return values;
    }
    case 'integer':
    case 'number': {
      const values: [string, unknown][] = [
        ['a string', 'abc'],
        ['a boolean', true],
        ['null', null],
        ['a fraction', 1.5],
      ];
      if ((schema.minimum ?? -Infinity) >= 0) values.push(['a negative number', -1]);
      values.push(['a huge number', 1e15]);
      return values;
    }
    case 'boolean':
      return [
        ['a string', 'yes'],
        ['a number', 1],
      ];
    default: {
      const values: [string, unknown][] = [
        ['a number', 12345],
        ['an object', { nested: true }],
        ['null', null],
        ['a huge string', HUGE],
        ...badTexts(schema),
      ];
      if (constrained(schema)) values.push(['SQL', SQL_PAYLOAD], ['HTML', HTML_PAYLOAD], ['an unknown value', 'NOT_A_KNOWN_VALUE']);
      return values;
    }
  }
}

/**
 * Query values the schema must refuse. A query value is always text, so '12345' or 'null' can be
 * a perfectly good string there; only text with a fixed form can be refused for its content.
 */
export function badQueryValues(schema: JsonSchema): string[] {
  const isText = !schema.anyOf && (typeOf(schema) ?? 'string') === 'string';
  const texts = badTexts(schema).map(([, value]) => value);
  if (isText) return [HUGE, ...texts, ...(constrained(schema) ? [SQL_PAYLOAD, HTML_PAYLOAD, 'NOT_A_KNOWN_VALUE'] : [])];
  return badValues(schema).map(([, value]) => (typeof value === 'object' ? JSON.stringify(value) : String(value)));
}

/** Bodies that each break one thing of an otherwise valid body, at any depth. */
export function badBodies(schema: JsonSchema): [string, unknown][] {
  const bodies: [string, unknown][] = [
    ['a JSON array', []],
    ['a JSON string', 'x'],
  ];
  const walk = (node: JsonSchema, base: Record<string, unknown>, path: string[], build: (value: unknown) => unknown) => {
    for (const key of node.required ?? []) {
      const { [key]: _, ...rest } = base;
      bodies.push([`${[...path, key].join('.')} missing`, build(rest)]);
    }
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      const setTo = (value: unknown) => build({ ...base, [key]: value });
      for (const [label, value] of badValues(property)) bodies.push([`${[...path, key].join('.')} as ${label}`, setTo(value)]);
      if (typeOf(property) === 'object' && property.properties) {
        walk(property, (base[key] as Record<string, unknown>) ?? (sample(property) as Record<string, unknown>), [...path, key], setTo);
      }
    }
  };
  if (typeOf(schema) === 'object') walk(schema, sample(schema) as Record<string, unknown>, [], (value) => value);
  return bodies;
}

/** A URL for the operation with path parameters filled in (by `fill`, else by sample values). */
export function urlOf(operation: Operation, fill: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.params.find((candidate) => candidate.name === name);
    return encodeURIComponent(fill[name] ?? String(sample(parameter?.schema ?? {})));
  });
}
