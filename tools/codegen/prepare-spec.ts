// The view of a spec that openapi-typescript turns into types. It states in JSON Schema that
// openapi-typescript understands what the spec says in keywords it ignores, so the types in `paths`
// and `components` (the ones users meet) carry every rule. The shipped spec is not changed.
import {
  deprecationKeys,
  isObject,
  isRef,
  type Json,
  type JsonObject,
  type NodeKind,
  releaseOf,
  stabilityNote,
  stabilityOf,
  type UnionSpec,
  walkDocument,
} from '@canton-openapi/contract';
import { DeprecationMarks } from './deprecation.ts';
import { absenceAlternatives, forbiddenBooleans, forbiddenSets } from './exclusions.ts';

/** The prepared clone, and the deprecation marks placed in it. */
export interface PreparedSpec {
  document: JsonObject;
  marks: DeprecationMarks;
}

/**
 * Prepares a clone of `original`:
 * - each branch of a one-key union declares the other keys as `false` (→ `Key?: never`), so a value
 *   with two keys does not compile;
 * - `not: {anyOf: [{required: [a, b]}]}` becomes alternatives of absent properties (→ `{a?: never} | ...`),
 *   where a branch forbids a boolean only as `const: true`, its other value stays (→ `{a?: false}`);
 * - open objects without declared properties get `additionalProperties: true` (→ an index signature
 *   of `unknown`, where openapi-typescript would write `Record<string, never>`);
 * - every deprecated operation, parameter and schema gets a deprecation mark (see deprecation.ts);
 * - an operation without upstream's compatibility promise (`x-stability` `internal` or `pre-alpha`) says so first
 *   in its description, so its types say it where users meet them.
 */
export function prepareForTypes(original: JsonObject, unions: readonly UnionSpec[]): PreparedSpec {
  const document = structuredClone(original);
  const marks = new DeprecationMarks(releaseOf(original));
  const oneKey = new Map(unions.flatMap((u) => (u.kind === 'one-key' ? [[u.pointer, u.branches.map((b) => b.key)] as const] : [])));

  const visited: [JsonObject, string, NodeKind][] = [];
  walkDocument(document, (node, pointer, kind) => visited.push([node, pointer, kind]), '');

  for (const [node, pointer, kind] of visited) {
    if (kind === 'operation') noteStability(node, original);
    if (node.deprecated === true) marks.mark(node);
    if (kind !== 'schema') continue;
    const keys = oneKey.get(pointer);
    if (keys !== undefined) makeExclusive(node, keys, marks);
    const forbidden = forbiddenSets(node);
    if (forbidden !== undefined) addAbsenceAlternatives(node, absenceAlternatives(forbidden), marks, forbiddenBooleans(node));
    if (isOpenEmptyObject(node)) node.additionalProperties = true;
  }
  return { document, marks };
}

/** Puts the stability note of an `internal` or `pre-alpha` operation before its description. */
function noteStability(operation: JsonObject, root: JsonObject): void {
  const note = stabilityNote(stabilityOf(operation, root));
  if (note === undefined) return;
  const description = typeof operation.description === 'string' ? operation.description.trim() : '';
  operation.description = description === '' ? note : `${note}\n\n${description}`;
}

/**
 * Schemas that make each of `names` absent (`Name?: never`). An absent property that is deprecated
 * where it is declared is marked deprecated here too: TypeScript strikes a property of a union or
 * intersection through only when every declaration of it is deprecated.
 */
function absent(names: readonly string[], declared: JsonObject, marks: DeprecationMarks, forbidden = new Map<string, boolean>()): JsonObject {
  return Object.fromEntries(
    names.map((name) => {
      const original = declared[name];
      // Only one value of a boolean is forbidden: the other may stay (→ `verbose?: false`).
      const value = forbidden.get(name);
      if (value !== undefined) {
        const schema: JsonObject = { type: 'boolean', const: !value };
        if (isObject(original) && original.deprecated === true) {
          copyDeprecation(original, schema);
          marks.mark(schema);
        }
        return [name, schema];
      }
      if (!isObject(original) || original.deprecated !== true) return [name, false];
      const schema: JsonObject = { oneOf: [false] };
      copyDeprecation(original, schema);
      marks.mark(schema);
      return [name, schema];
    }),
  );
}

/** Copies the deprecation of `from` (its flag and what replaces it, when it goes) onto `to`. */
function copyDeprecation(from: JsonObject, to: JsonObject): void {
  for (const key of deprecationKeys) {
    const value = from[key];
    if (value !== undefined) to[key] = value;
  }
}

function makeExclusive(union: JsonObject, keys: readonly string[], marks: DeprecationMarks): void {
  const branches = Array.isArray(union.oneOf) ? union.oneOf : [];
  const declared: JsonObject = {};
  branches.forEach((branch, i) => {
    const key = keys[i]!;
    const property = isObject(branch) && isObject(branch.properties) ? branch.properties[key] : undefined;
    if (property !== undefined) declared[key] = property;
  });
  union.oneOf = branches.map((branch, i) => {
    const others = absent(
      keys.filter((_, j) => j !== i),
      declared,
      marks,
    );
    if (isObject(branch) && !isRef(branch) && isObject(branch.properties)) {
      // In place: the walk has yet to visit this branch, and must see the object the output uses.
      Object.assign(branch.properties, others);
      return branch;
    }
    return { allOf: [branch], properties: others };
  });
}

function addAbsenceAlternatives(schema: JsonObject, alternatives: readonly string[][], marks: DeprecationMarks, forbidden: Map<string, boolean>): void {
  const declared = isObject(schema.properties) ? schema.properties : {};
  const shapes = alternatives.map((names) => ({ properties: absent(names, declared, marks, forbidden) }));
  const rule: Json = shapes.length === 1 ? shapes[0]! : { oneOf: shapes };
  schema.allOf = [...(Array.isArray(schema.allOf) ? schema.allOf : []), rule];
}

function isOpenEmptyObject(schema: JsonObject): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('object') || isRef(schema)) return false;
  if (isObject(schema.properties) && Object.keys(schema.properties).length > 0) return false;
  if (schema.maxProperties === 0) return false;
  return !['additionalProperties', 'patternProperties', 'unevaluatedProperties', 'allOf', 'anyOf', 'oneOf'].some((key) => key in schema);
}
