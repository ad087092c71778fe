// Where a schema holds int64 integers, read once for codegen (the int64 columns of the client's
// operation tables, the bigint types), the lint rules and the types' tests. The answer is a "shape": only the parts of the schema
// that lead to an int64 field.
//   1            an int64 integer (`type: integer`, `format: int64`)
//   [S]          an array whose items have shape S
//   {k: S, ...}  an object whose property k has shape S; the key `$map` stands for additionalProperties
// Unions (`oneOf`/`anyOf`/`allOf`) and conditional branches (`then`/`else`/`dependentSchemas`) merge
// the shapes of their branches. The client checks exactly these positions for integers JSON.parse
// would round, so an int64 under a keyword the shape cannot express is an error instead of going
// unchecked.
import { follow, type SpecDocument } from './document.ts';
import { isObject } from './json.ts';

/** Whether `schema` is an int64 integer: `type: integer` (alone or among others) with `format: int64`. */
export function isInt64(schema: Record<string, unknown>): boolean {
  const types = Array.isArray(schema['type']) ? schema['type'] : [schema['type']];
  return types.includes('integer') && schema['format'] === 'int64';
}

/** Where int64 integers are below a schema: `1` one, `[S]` in the items, `{k: S}` under property `k` (`$map`: any other). */
export type Int64Shape = 1 | readonly [Int64Shape] | { readonly [key: string]: Int64Shape };

/** The key of an object shape that stands for `additionalProperties`. */
export const mapKey = '$map';

/** Keywords that can place values where a shape cannot say (`prefixItems` is checked on its own). */
const unsupported = ['patternProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains'] as const;

/** The int64 shape of `schema` in `doc`, or undefined when no int64 is reachable from it; `where` names it in errors. */
export function int64Shape(doc: SpecDocument, schema: unknown, where: string, seen: string[] = []): Int64Shape | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref)) {
      throw new Error(`${where}: recursive schema ${[...seen, schema.$ref].join(' → ')}; int64 shapes cannot express recursion`);
    }
    // A $ref may carry siblings in 3.1 (description, deprecated); they never add structure here.
    return int64Shape(doc, follow(doc, schema, where).value, where, [...seen, schema.$ref]);
  }
  let shape: Int64Shape | undefined = isInt64(schema) ? 1 : undefined;
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    branches.forEach((branch, i) => {
      shape = merge(shape, int64Shape(doc, branch, `${where}/${key}/${i}`, seen), where);
    });
  }
  for (const key of ['then', 'else'] as const) {
    if (schema[key] !== undefined) shape = merge(shape, int64Shape(doc, schema[key], `${where}/${key}`, seen), where);
  }
  if (isObject(schema.dependentSchemas)) {
    for (const [name, branch] of Object.entries(schema.dependentSchemas)) {
      shape = merge(shape, int64Shape(doc, branch, `${where}/dependentSchemas/${name}`, seen), where);
    }
  }
  for (const key of unsupported) {
    const inner = schema[key];
    const parts = key === 'patternProperties' && isObject(inner) ? Object.values(inner) : [inner];
    if (parts.some((part) => int64Shape(doc, part, `${where}/${key}`, seen) !== undefined)) {
      throw new Error(`${where}: int64 inside ${key} is not supported by the client's int64 shapes (the client could not find those integers to check them)`);
    }
  }
  if (isObject(schema.properties)) {
    const props: Record<string, Int64Shape> = {};
    for (const [name, prop] of Object.entries(schema.properties)) {
      if (name === mapKey) throw new Error(`${where}: a property named '${mapKey}' collides with the shape's map key`);
      const inner = int64Shape(doc, prop, `${where}/properties/${name}`, seen);
      if (inner !== undefined) props[name] = inner;
    }
    if (Object.keys(props).length > 0) shape = merge(shape, props, where);
  }
  if (isObject(schema.additionalProperties)) {
    const inner = int64Shape(doc, schema.additionalProperties, `${where}/additionalProperties`, seen);
    if (inner !== undefined) shape = merge(shape, { [mapKey]: inner }, where);
  }
  if (schema.items !== undefined) {
    const inner = int64Shape(doc, schema.items, `${where}/items`, seen);
    if (inner !== undefined) shape = merge(shape, [inner], where);
  }
  if (Array.isArray(schema.prefixItems) && schema.prefixItems.some((s) => int64Shape(doc, s, where, seen) !== undefined)) {
    throw new Error(
      `${where}: int64 inside prefixItems is not supported by the client's int64 shapes (the client could not find those integers to check them)`,
    );
  }
  return shape;
}

function merge(a: Int64Shape | undefined, b: Int64Shape | undefined, where: string): Int64Shape | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (a === 1 && b === 1) return 1;
  if (Array.isArray(a) && Array.isArray(b)) return [merge(a[0], b[0], where) as Int64Shape];
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const out: Record<string, Int64Shape> = { ...(a as { readonly [key: string]: Int64Shape }) };
    for (const [k, v] of Object.entries(b)) out[k] = merge(out[k], v, `${where}/${k}`) as Int64Shape;
    return out;
  }
  throw new Error(`${where}: union branches disagree on where int64 fields are (${JSON.stringify(a)} vs ${JSON.stringify(b)})`);
}
