// `$ref` resolution: the one way every reader of the contract (codegen, conformance, spec-diff, the docs
// test) follows a reference inside a bundled document. The lint rules get Redocly's resolver instead and
// apply the same sibling rule, `withRefSiblings` (tools/redocly-plugin/lib/nodes.ts).
//
// The rule for keys written beside a `$ref` (OpenAPI 3.1 allows them): they are laid over the target,
// so `{$ref: X, deprecated: true}` reads as a deprecated X and `{$ref: X, description: d}` as X described
// by d. The pointer answered is the target's: validators address the schema as written there.
import { atPointer, isObject, type Json } from './json.ts';

/** True for a `{$ref: '...'}` node, with or without sibling keys. */
export function isRef(value: unknown): value is Record<string, unknown> & { $ref: string } {
  return isObject(value) && typeof value['$ref'] === 'string';
}

/** The keys written next to `$ref` (OpenAPI 3.1 allows them; they apply together with the target). */
export function refSiblings(node: Record<string, unknown>): Record<string, unknown> {
  const { $ref: _ref, ...siblings } = node;
  return siblings;
}

/**
 * The sibling rule: `target` with the sibling keys of the `$ref`s that led to it (`refs`, outermost
 * first) laid over it, the outermost winning: a property's own `description` over that of the
 * component it names. Answers `target` itself when no `$ref` has siblings or it is no object.
 */
export function withRefSiblings(target: unknown, refs: readonly Record<string, unknown>[]): unknown {
  const layers = refs.map(refSiblings).filter((siblings) => Object.keys(siblings).length > 0);
  return layers.length > 0 && isObject(target) ? Object.assign({}, target, ...layers.reverse()) : target;
}

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
  const refs: Record<string, unknown>[] = [];
  while (isRef(current)) {
    if (refs.length >= 32) throw new Error(`${where}: $ref cycle at ${pointer}`);
    const ref = current.$ref;
    const target = refPointer(ref);
    if (target === undefined) throw new Error(`${where}: only local $refs are supported (bundle the spec first), found '${ref}' at ${at}`);
    const next = atPointer(root as Json, target);
    if (next === undefined) throw new Error(`${where}: $ref '${ref}' at ${at} does not resolve`);
    refs.push(current);
    current = next;
    at = target;
  }
  return { value: withRefSiblings(current, refs), pointer: at };
}
