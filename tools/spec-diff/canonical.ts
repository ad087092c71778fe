// Order-insensitive, cycle-safe serialisation: two values with equal canonical text are the same
// contract, whatever their key order, quoting or source format.

/** Keys that document a schema without constraining the wire; they never make two schemas differ. */
const annotationKeys = new Set(['description', 'title', 'summary', 'example', 'examples', 'externalDocs', '$comment', '$schema', '$id', 'xml']);

/** Schema keywords whose arrays are sets: their order carries no meaning. */
const unorderedKeys = new Set(['required', 'enum', 'type', 'oneOf', 'anyOf', 'allOf', 'security']);

/** True for keys that only annotate: prose, examples and `x-` extensions. */
export function isAnnotation(key: string): boolean {
  return annotationKeys.has(key) || key.startsWith('x-');
}

/** Canonical JSON text of plain data (enum values, defaults): sorted keys, every key kept. */
export function canonicalData(value: unknown): string {
  return serialise(value, false, [], false);
}

/**
 * Canonical JSON text of a schema or other spec object with annotations dropped and set-like arrays
 * (`required`, `enum`, `oneOf`…) sorted, so that only what constrains the wire is compared. A
 * reference cycle is written as a marker.
 */
export function canonicalSpec(value: unknown): string {
  if (value === null || typeof value !== 'object') return serialise(value, true, [], false);
  // The differ asks again for every nested schema it walks into; dereferenced documents are not
  // mutated, so each object's text is computed once.
  let text = specCache.get(value);
  if (text === undefined) {
    text = serialise(value, true, [], false);
    specCache.set(value, text);
  }
  return text;
}

const specCache = new WeakMap<object, string>();

function serialise(value: unknown, spec: boolean, stack: object[], unordered: boolean): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (stack.includes(value)) return '"[cycle]"';
  stack.push(value);
  let text: string;
  if (Array.isArray(value)) {
    const items = value.map((v) => serialise(v, spec, stack, false));
    text = `[${(unordered ? items.sort() : items).join(',')}]`;
  } else {
    const entries = Object.entries(value)
      .filter(([k]) => !(spec && isAnnotation(k)))
      .filter(([k]) => !(spec && k === 'discriminator'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${serialise(v, spec, stack, spec && unorderedKeys.has(k))}`);
    text = `{${entries.join(',')}}`;
  }
  stack.pop();
  return text;
}
