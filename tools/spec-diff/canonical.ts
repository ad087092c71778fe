// Order-insensitive serialisation that follows `$ref`s: two values with equal canonical text are the same
// contract, whatever their key order, quoting, source format, or the names and places of their components.
import { followRefs, isRef, type JsonObject } from '@canton-openapi/contract';
import { isProseExtension } from './extensions.ts';

/** Keys that document a schema without constraining the wire; they never make two schemas differ. */
const annotationKeys = new Set(['description', 'title', 'summary', 'example', 'examples', 'externalDocs', '$comment', '$schema', '$id', 'xml']);

/** Schema keywords whose arrays are sets: their order carries no meaning. */
const unorderedKeys = new Set(['required', 'enum', 'type', 'oneOf', 'anyOf', 'allOf', 'security']);

/** True for keys that only annotate: prose, examples and the `x-` extensions that are prose (extensions.ts). */
export function isAnnotation(key: string): boolean {
  return annotationKeys.has(key) || isProseExtension(key);
}

/** Canonical JSON text of plain data (enum values, defaults): sorted keys, every key kept. */
export function canonicalData(value: unknown): string {
  return serialise(value, undefined, [], false);
}

/**
 * Canonical JSON text of a schema or other spec object of the document `root`, `$ref`s followed by the
 * contract model's rule, annotations dropped and set-like arrays (`required`, `enum`, `oneOf`…) sorted, so
 * that only what constrains the wire is compared. A reference cycle is written as a marker.
 */
export function canonicalSpec(value: unknown, root: JsonObject): string {
  if (value === null || typeof value !== 'object') return serialise(value, root, [], false);
  // The differ asks again for every nested schema it walks into; documents are not mutated, so each
  // object's text is computed once.
  let text = specCache.get(value);
  if (text === undefined) {
    text = serialise(value, root, [], false);
    specCache.set(value, text);
  }
  return text;
}

const specCache = new WeakMap<object, string>();

/** `root` set: a spec object, whose `$ref`s are followed (`refs` holds the targets being written) and annotations dropped. */
function serialise(value: unknown, root: JsonObject | undefined, refs: string[], unordered: boolean): string {
  if (root !== undefined && isRef(value)) {
    const target = followRefs(root, value, '');
    if (refs.includes(target.pointer)) return '"[cycle]"';
    return serialise(target.value, root, [...refs, target.pointer], unordered);
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) {
    const items = value.map((v) => serialise(v, root, refs, false));
    return `[${(unordered ? items.sort() : items).join(',')}]`;
  }
  const spec = root !== undefined;
  const entries = Object.entries(value)
    .filter(([k]) => !(spec && (isAnnotation(k) || k === 'discriminator')))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${serialise(v, root, refs, spec && unorderedKeys.has(k))}`);
  return `{${entries.join(',')}}`;
}
