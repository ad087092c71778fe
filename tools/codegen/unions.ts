// Finds the unions of a spec from the shape of its schemas, with the definitions of README.md and the
// `canton/union-shape` lint rule:
// - one-key union: a `oneOf` whose every branch is an object with exactly one property, which it
//   requires, and `additionalProperties: false`;
// - status-variant union: a `oneOf` whose every branch pins `status` with `const` (or a one-value
//   `enum`), each to a different value.
import { componentSchemaName, deref, isObject, walkDocument, type JsonObject } from './document.ts';

/** How a one-key branch holds its content: `{Key: {value: X}}`, `{Key: {}}`, or `{Key: X}`. */
export type WrapKind = 'value' | 'empty' | 'direct';

/** A value a variant pins its discriminant to. */
export type Pinned = string | number | boolean;

/** A one-key union found in the spec. */
export interface OneKeyUnionInfo {
  kind: 'one-key';
  /** JSON pointer of the union schema. */
  pointer: string;
  /** Component name, when the union is a component schema. */
  name: string | undefined;
  /** Each branch's key and wrap kind, in spec order. */
  branches: { key: string; wrap: WrapKind }[];
}

/** A status-variant union found in the spec. */
export interface VariantUnionInfo {
  kind: 'status-variant';
  pointer: string;
  name: string | undefined;
  /** The property that tells the variants apart. */
  discriminant: string;
  /** The pinned value of each branch, in spec order. */
  values: Pinned[];
}

/** Either kind of union. */
export type UnionInfo = OneKeyUnionInfo | VariantUnionInfo;

/** A component schema whose only property holds a one-key union component (`CumulativeFilter`). */
export interface HolderInfo {
  name: string;
  property: string;
  union: string;
}

const discriminant = 'status';

/** Every one-key and status-variant union written in `document`, in document order. */
export function findUnions(document: JsonObject): UnionInfo[] {
  const unions: UnionInfo[] = [];
  walkDocument(document, (node, pointer, kind) => {
    if (kind !== 'schema' || !Array.isArray(node.oneOf) || node.oneOf.length === 0) return;
    const branches = node.oneOf.map((branch) => deref(document, branch));
    const name = componentSchemaName(pointer);
    const keys = branches.map(oneKeyOf);
    if (keys.every((key) => key !== undefined) && new Set(keys).size === keys.length) {
      const wrapped = branches.map((branch, i) => ({ key: keys[i] as string, wrap: wrapKind(document, (branch as JsonObject).properties as JsonObject, keys[i] as string) }));
      unions.push({ kind: 'one-key', pointer, name, branches: wrapped });
      return;
    }
    const values = branches.map((branch) => pinnedValue(document, branch));
    if (values.every((value) => value !== undefined) && new Set(values).size === values.length) {
      unions.push({ kind: 'status-variant', pointer, name, discriminant, values: values as Pinned[] });
    }
  });
  return unions;
}

/** The key of a one-key branch, or undefined when the branch does not have that shape. */
function oneKeyOf(branch: unknown): string | undefined {
  if (!isObject(branch) || branch.type !== 'object' || branch.additionalProperties !== false) return undefined;
  const properties = isObject(branch.properties) ? Object.keys(branch.properties) : [];
  const [key] = properties;
  if (properties.length !== 1 || key === undefined) return undefined;
  return Array.isArray(branch.required) && branch.required.length === 1 && branch.required[0] === key ? key : undefined;
}

/** Whether the content under `key` is a `{value}` wrapper, the empty object, or the content itself. */
function wrapKind(document: JsonObject, properties: JsonObject, key: string): WrapKind {
  const content = deref(document, properties[key]);
  if (!isObject(content)) return 'direct';
  const names = isObject(content.properties) ? Object.keys(content.properties) : [];
  const closed = content.additionalProperties === false;
  if (names.length === 0 && (closed || content.maxProperties === 0) && !hasComposition(content)) return 'empty';
  const required = Array.isArray(content.required) ? content.required : [];
  if (closed && names.length === 1 && names[0] === 'value' && required.includes('value')) return 'value';
  return 'direct';
}

function hasComposition(schema: JsonObject): boolean {
  return ['allOf', 'anyOf', 'oneOf', 'patternProperties'].some((key) => key in schema);
}

/** The value a branch pins `status` to, with `const` or a one-value `enum`. */
function pinnedValue(document: JsonObject, branch: unknown): Pinned | undefined {
  if (!isObject(branch) || !isObject(branch.properties)) return undefined;
  const status = deref(document, branch.properties[discriminant]);
  if (!isObject(status)) return undefined;
  const value = 'const' in status ? status.const : Array.isArray(status.enum) && status.enum.length === 1 ? status.enum[0] : undefined;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

/** Component schemas whose one property `$ref`s a one-key union component: builders can fill them. */
export function findHolders(document: JsonObject, unions: readonly UnionInfo[]): HolderInfo[] {
  const oneKeyNames = new Set(unions.flatMap((u) => (u.kind === 'one-key' && u.name !== undefined ? [u.name] : [])));
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const holders: HolderInfo[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !isObject(schema.properties) || hasComposition(schema) || 'oneOf' in schema) continue;
    const entries = Object.entries(schema.properties);
    const [entry] = entries;
    if (entries.length !== 1 || entry === undefined || !isObject(entry[1]) || typeof entry[1].$ref !== 'string') continue;
    const union = componentSchemaName(entry[1].$ref);
    if (union !== undefined && oneKeyNames.has(union)) holders.push({ name, property: entry[0], union });
  }
  return holders;
}
