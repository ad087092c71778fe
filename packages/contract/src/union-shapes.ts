// The two union shapes of the contract, decided here once for codegen, conformance, the lint rules and
// spec-diff (specs/README.md and tools/redocly-plugin/README.md describe them):
// - one-key union: a `oneOf` whose every branch is `type: object` with exactly one property, which it
//   requires, and `additionalProperties: false`, no two branches sharing the key;
// - status-variant union: a `oneOf` whose every branch pins `status` with `const` or a one-value `enum`,
//   each to a different value.
// Callers resolve `$ref`s their own way (a bundled document, or Redocly's resolver) and pass a `deref`.
import { isObject } from './json.ts';

/** A value a variant pins its discriminant to. */
export type Pinned = string | number | boolean | null;

/** How a one-key branch holds its content: `{Key: {value: X}}`, `{Key: {}}`, or `{Key: X}`. */
export type WrapKind = 'value' | 'empty' | 'direct';

/** The property that tells the branches of a status-variant union apart. */
export const variantDiscriminant = 'status';

/** Follows a node's `$ref`, if any, to the schema it names (undefined when it does not resolve). */
export type Deref = (node: unknown) => unknown;

/** The value `schema` pins: its `const`, or the single value of a one-value `enum` (scalars only). */
export function pinnedValue(schema: unknown): { value: Pinned } | undefined {
  if (!isObject(schema)) return undefined;
  if ('const' in schema && isPinnable(schema['const'])) return { value: schema['const'] };
  const values = schema['enum'];
  if (Array.isArray(values) && values.length === 1 && isPinnable(values[0])) return { value: values[0] };
  return undefined;
}

function isPinnable(value: unknown): value is Pinned {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** The only property `schema` declares, or undefined when it declares none or several. */
export function soleProperty(schema: unknown): string | undefined {
  const properties = isObject(schema) && isObject(schema['properties']) ? Object.keys(schema['properties']) : [];
  return properties.length === 1 ? properties[0] : undefined;
}

/** Whether `schema` requires `key` and nothing else. */
export function requiresOnly(schema: unknown, key: string): boolean {
  const required = isObject(schema) ? schema['required'] : undefined;
  return Array.isArray(required) && required.length === 1 && required[0] === key;
}

/** The key of a one-key branch (resolved), or undefined when the branch does not have that shape. */
export function oneKeyOf(branch: unknown): string | undefined {
  if (!isObject(branch) || branch['type'] !== 'object' || branch['additionalProperties'] !== false) return undefined;
  const key = soleProperty(branch);
  return key !== undefined && requiresOnly(branch, key) ? key : undefined;
}

/** Whether `schema` admits values through composition (`allOf`, `anyOf`, `oneOf`, `patternProperties`), beyond its properties. */
export function isComposed(schema: Record<string, unknown>): boolean {
  return ['allOf', 'anyOf', 'oneOf', 'patternProperties'].some((key) => key in schema);
}

/** Whether the content of a one-key branch (resolved) is a `{value}` wrapper, the empty object, or the payload itself. */
export function wrapKindOf(content: unknown): WrapKind {
  if (!isObject(content)) return 'direct';
  const names = isObject(content['properties']) ? Object.keys(content['properties']) : [];
  const closed = content['additionalProperties'] === false;
  if (names.length === 0 && (closed || content['maxProperties'] === 0) && !isComposed(content)) return 'empty';
  return wrapperGaps(content).length === 0 ? 'value' : 'direct';
}

/** A condition of the `{value: X}` wrapper: it declares only `value`, requires it, and admits nothing else. */
export type WrapperGap = 'only-value' | 'requires-value' | 'closed';

/** The wrapper conditions `content` (resolved) breaks, in that order; none: wrapKindOf reads it as `'value'`. */
export function wrapperGaps(content: unknown): WrapperGap[] {
  if (!isObject(content)) return ['only-value', 'requires-value', 'closed'];
  const names = isObject(content['properties']) ? Object.keys(content['properties']) : [];
  const required = content['required'];
  const gaps: WrapperGap[] = [];
  if (names.length !== 1 || names[0] !== 'value') gaps.push('only-value');
  if (!(Array.isArray(required) && required.includes('value'))) gaps.push('requires-value');
  if (content['additionalProperties'] !== false) gaps.push('closed');
  return gaps;
}

/** The `status` property schema a variant branch (resolved) writes, maybe a `$ref`; undefined when it has none. */
export function variantProperty(branch: unknown): unknown {
  return isObject(branch) && isObject(branch['properties']) ? branch['properties'][variantDiscriminant] : undefined;
}

/** The value a variant branch (resolved) pins `status` to, or undefined when it pins none. */
export function variantValueOf(branch: unknown, deref: Deref): { value: Pinned } | undefined {
  const property = variantProperty(branch);
  return property === undefined ? undefined : pinnedValue(deref(property));
}

/** The two kinds of union, as the lint rules and their messages name them. */
export type UnionKind = 'one-key' | 'status-variant';

/**
 * What a `oneOf` of (resolved) branches is written as, read leniently so the lint rules can name what
 * breaks it: a status-variant union as soon as one branch pins `status`, else a one-key union; and the
 * label of each branch (its one property, or the value it pins), undefined where it has none. `derefs`
 * follows the `$ref`s of each branch (branches may sit in different files).
 */
export function writtenUnion(branches: readonly unknown[], derefs: readonly Deref[]): { kind: UnionKind; labels: (Pinned | undefined)[] } {
  const pinned = branches.map((branch, i) => variantValueOf(branch, derefs[i]!));
  if (pinned.some((p) => p !== undefined)) return { kind: 'status-variant', labels: pinned.map((p) => p?.value) };
  return { kind: 'one-key', labels: branches.map(soleProperty) };
}

/** What a `oneOf` of (resolved) branches is: a one-key union with its keys, a status-variant union with its values, or neither. */
export type UnionShape = { kind: 'one-key'; keys: string[] } | { kind: 'status-variant'; values: Pinned[] };

/** The union shape of the (resolved) branches of a `oneOf`; undefined for any other `oneOf`. */
export function unionShapeOf(branches: readonly unknown[], deref: Deref): UnionShape | undefined {
  if (branches.length === 0) return undefined;
  const keys = branches.map(oneKeyOf);
  if (keys.every((key) => key !== undefined) && new Set(keys).size === keys.length) return { kind: 'one-key', keys: keys as string[] };
  const values = branches.map((branch) => variantValueOf(branch, deref));
  if (values.every((v) => v !== undefined) && new Set(values.map((v) => v!.value)).size === values.length) {
    return { kind: 'status-variant', values: values.map((v) => v!.value) };
  }
  return undefined;
}
