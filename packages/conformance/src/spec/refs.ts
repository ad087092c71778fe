// `$ref` resolution: the one way every reader of the contract (codegen, conformance, spec-diff, the docs
// test) follows a reference inside a bundled document. The lint rules get Redocly's resolver instead and
// apply the same sibling rule (tools/redocly-plugin/lib/nodes.ts).
//
// The rule for keys written beside a `$ref` (OpenAPI 3.1 allows them): they are laid over the target,
// so `{$ref: X, deprecated: true}` reads as a deprecated X and `{$ref: X, description: d}` as X described
// by d. The pointer answered is the target's: validators address the schema as written there.
import { atPointer, isObject, type Json } from './json.ts';

/** The JSON pointer of a local `$ref` (`#/components/schemas/X` → `/components/schemas/X`), or undefined. */
export function refPointer(ref: string): string | undefined {
  if (!ref.startsWith('#')) return undefined;
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return ref.slice(1);
  }
}

/**
 * Follows the `$ref` chain of `value` (found at `pointer`) to what it names, laying each hop's sibling
 * keys over its target. Answers `value` itself when it is no reference. Throws naming `where` and the
 * pointer on a non-local, unresolvable or cyclic reference: a bundled document has only local ones.
 */
export function followRefs(root: unknown, value: unknown, pointer: string, where = 'spec'): { value: unknown; pointer: string } {
  let current = value;
  let at = pointer;
  const siblings: Record<string, unknown>[] = [];
  for (let hops = 0; isObject(current) && typeof current['$ref'] === 'string'; hops++) {
    if (hops >= 32) throw new Error(`${where}: $ref cycle at ${pointer}`);
    const { $ref: ref, ...rest } = current;
    if (Object.keys(rest).length > 0) siblings.unshift(rest);
    const target = refPointer(ref as string);
    if (target === undefined) throw new Error(`${where}: only local $refs are supported (bundle the spec first), found '${String(ref)}' at ${at}`);
    current = atPointer(root as Json, target);
    if (current === undefined) throw new Error(`${where}: $ref '${String(ref)}' at ${at} does not resolve`);
    at = target;
  }
  // The outermost siblings win: a property's own `description` over that of the component it names.
  if (siblings.length > 0 && isObject(current)) current = Object.assign({}, current, ...siblings);
  return { value: current, pointer: at };
}
