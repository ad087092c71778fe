// `--param name=value`: deployment inputs by parameter or body field name, typed by the spec's schema.
import { UsageError } from '../usage-error.ts';
import { follow, isObject, type Json, type JsonObject, objectAt, type OperationSpec, type SpecDocument, stringAt } from '@canton-openapi/contract';
import { RawNumber } from './request.ts';

/** Parses `name=value` entries; throws a usage error naming the bad entry. */
export function parseParams(entries: string[]): Map<string, string> {
  const params = new Map<string, string>();
  for (const entry of entries) {
    const at = entry.indexOf('=');
    if (at <= 0) throw new UsageError(`--param '${entry}' is not name=value (for example --param tracking_id=payment-0001)`);
    params.set(entry.slice(0, at), entry.slice(at + 1));
  }
  return params;
}

/** Every name `--param` accepts for these operations: parameters, and body fields at any depth. */
export function paramNames(doc: SpecDocument, operations: OperationSpec[]): Set<string> {
  const names = new Set<string>();
  for (const op of operations) {
    for (const p of op.parameters) names.add(p.name);
    for (const media of op.requestBody?.contents ?? []) collectProperties(doc, media.schema, names, new Set());
  }
  return names;
}

function collectProperties(doc: SpecDocument, schema: JsonObject, names: Set<string>, seen: Set<JsonObject>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  for (const [name, property] of Object.entries(objectAt(schema, 'properties') ?? {})) {
    names.add(name);
    collectProperties(doc, follow(doc, property, '').value, names, seen);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list)) for (const member of list) collectProperties(doc, follow(doc, member, '').value, names, seen);
  }
  for (const key of ['items', 'additionalProperties']) if (isObject(schema[key])) collectProperties(doc, follow(doc, schema[key], '').value, names, seen);
}

/** Throws a usage error when a `--param` names nothing in these operations. */
export function checkParamNames(params: Map<string, string>, known: Set<string>, api: string): void {
  for (const name of params.keys()) {
    if (!known.has(name)) {
      throw new UsageError(`--param ${name}: the ${api} API has no parameter or body field of that name; known names: ${[...known].sort().join(', ')}`);
    }
  }
}

/** The JSON value of a `--param` for a field of `schema` (its type decides how the text is read). */
export function typedValue(doc: SpecDocument, schema: JsonObject, text: string, name: string): unknown {
  const resolved = follow(doc, schema, '').value;
  const types = typesOf(resolved);
  const structured = types.length === 0 || types.includes('object') || types.includes('array');
  if ((structured && (text.startsWith('{') || text.startsWith('['))) || (types.includes('null') && text === 'null')) return parseJson(text, name);
  if (types.includes('integer') || types.includes('number')) {
    if (!/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) throw new UsageError(`--param ${name}=${text}: expected a number`);
    // Integers beyond 2^53 stay as text so an int64 is never rounded on the way to the server.
    return Number.isSafeInteger(Number(text)) || !/^-?\d+$/.test(text) ? Number(text) : new RawNumber(text);
  }
  if (types.includes('boolean')) {
    if (text !== 'true' && text !== 'false') throw new UsageError(`--param ${name}=${text}: expected true or false`);
    return text === 'true';
  }
  if (types.includes('array')) {
    const items = isObject(resolved['items']) ? resolved['items'] : {};
    return text === '' ? [] : text.split(',').map((part) => typedValue(doc, items, part, name));
  }
  return text;
}

function typesOf(schema: JsonObject): string[] {
  const type = schema['type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  if (schema['const'] !== undefined) return [typeof schema['const']];
  return [];
}

function parseJson(text: string, name: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    throw new UsageError(`--param ${name}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * `body` with `--param` values applied: a top-level field the schema declares is set (added if absent);
 * a nested field is replaced wherever the example has it.
 */
export function applyBodyParams(doc: SpecDocument, schema: JsonObject, body: Json, params: Map<string, string>): unknown {
  if (!isObject(body) || params.size === 0) return body;
  const root = follow(doc, schema, '').value;
  const topLevel = objectAt(root, 'properties') ?? {};
  const replace = (value: unknown, parentSchema: JsonObject | undefined): unknown => {
    if (Array.isArray(value)) return value.map((v) => replace(v, itemSchema(doc, parentSchema)));
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const childSchema = propertySchema(doc, parentSchema, key);
      const text = params.get(key);
      out[key] = text === undefined ? replace(child, childSchema) : typedValue(doc, childSchema ?? {}, text, key);
    }
    return out;
  };
  const result = replace(body, root) as Record<string, unknown>;
  for (const [name, text] of params) {
    const property = topLevel[name];
    if (isObject(property) && !(name in result)) result[name] = typedValue(doc, property, text, name);
  }
  return result;
}

function propertySchema(doc: SpecDocument, schema: JsonObject | undefined, key: string): JsonObject | undefined {
  if (schema === undefined) return undefined;
  const resolved = follow(doc, schema, '').value;
  const property = objectAt(resolved, 'properties')?.[key] ?? resolved['additionalProperties'];
  return isObject(property) ? property : undefined;
}

function itemSchema(doc: SpecDocument, schema: JsonObject | undefined): JsonObject | undefined {
  if (schema === undefined) return undefined;
  const items = follow(doc, schema, '').value['items'];
  return isObject(items) ? items : undefined;
}

/** The value of a path or query parameter: `--param`, else the spec's first example, else its default. */
export function parameterValue(param: { name: string; examples: Json[]; schema: JsonObject }, params: Map<string, string>): string | undefined {
  const given = params.get(param.name);
  if (given !== undefined) return given;
  const example = param.examples[0] ?? param.schema['default'] ?? stringAt(param.schema, 'const');
  if (example === undefined || example === null) return undefined;
  return typeof example === 'string' ? example : JSON.stringify(example);
}

/** Throws a usage error when a `--param` value does not fit the type of the parameter or field it names. */
export function checkParamValues(doc: SpecDocument, operations: OperationSpec[], params: Map<string, string>): void {
  for (const op of operations) {
    for (const param of op.parameters) {
      const text = params.get(param.name);
      if (text !== undefined) typedValue(doc, param.schema, text, param.name);
    }
    for (const media of op.requestBody?.contents ?? []) for (const example of media.examples) applyBodyParams(doc, media.schema, example.value, params);
  }
}
