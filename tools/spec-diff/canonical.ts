// Order-insensitive, cycle-safe serialisation: two values with equal canonical text are the same
// contract, whatever their key order, quoting or source format.

/** Keys that document a schema without constraining the wire; they never make two schemas differ. */
const annotationKeys = new Set([
  'description',
  'title',
  'summary',
  'example',
  'examples',
  'externalDocs',
  '$comment',
  '$schema',
  '$id',
  'xml',
]);

/** True for keys that only annotate: prose, examples and `x-` extensions. */
export function isAnnotation(key: string): boolean {
  return annotationKeys.has(key) || key.startsWith('x-');
}

/** Canonical JSON text of plain data (enum values, defaults): sorted keys, every key kept. */
export function canonicalData(value: unknown): string {
  return serialise(value, false, []);
}

/**
 * Canonical JSON text of a schema or other spec object with annotations dropped, so that only what
 * constrains the wire is compared. A reference cycle is written as a marker.
 */
export function canonicalSpec(value: unknown): string {
  return serialise(value, true, []);
}

function serialise(value: unknown, dropAnnotations: boolean, stack: object[]): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (stack.includes(value)) return '"[cycle]"';
  stack.push(value);
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((v) => serialise(v, dropAnnotations, stack)).join(',')}]`;
  } else {
    const entries = Object.entries(value)
      .filter(([k]) => !(dropAnnotations && isAnnotation(k)))
      .filter(([k]) => !(dropAnnotations && k === 'discriminator'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${serialise(v, dropAnnotations, stack)}`);
    text = `{${entries.join(',')}}`;
  }
  stack.pop();
  return text;
}
