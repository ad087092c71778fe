// `$ref` resolution: the one way every reader of the contract follows a reference. Codegen, conformance,
// the mock, the docs and the tests step through a bundled document by JSON pointer; the lint rules step
// through the unbundled files with Redocly's resolver (tools/redocly-plugin/lib/nodes.ts). Both follow
// chains, and apply the sibling rule, here.
//
// The rule for keys written beside a `$ref` (OpenAPI 3.1 allows them): they are laid over the target,
// so `{$ref: X, deprecated: true}` reads as a deprecated X and `{$ref: X, description: d}` as X described
// by d. The pointer answered is the target's: validators address the schema as written there.
import { atPointer, isObject, type Json, pointerJoin } from './json.ts';

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

/** One step along a `$ref`: what `ref` (found at `at`) names and where that is; undefined when it names nothing. */
export type RefStep<At> = (ref: Record<string, unknown> & { $ref: string }, at: At) => { value: unknown; at: At } | undefined;

/** Longer `$ref` chains than this are taken for a cycle. */
const maxChain = 32;

/**
 * The one `$ref` follower: follows the chain of `value` (found at `at`) one `step` at a time to what it
 * names, laying each hop's sibling keys over its target, and answers where that is. A bundled document
 * steps by JSON pointer (`followRefs`); the lint rules step with Redocly's resolver across files, so
 * their reports keep Redocly's locations. Answers undefined when a step names nothing or the chain never ends.
 */
export function followRefsWith<At>(value: unknown, at: At, step: RefStep<At>): { value: unknown; at: At } | undefined {
  let current = value;
  let here = at;
  const refs: Record<string, unknown>[] = [];
  while (isRef(current)) {
    if (refs.length >= maxChain) return undefined;
    const next = step(current, here);
    if (next === undefined) return undefined;
    refs.push(current);
    current = next.value;
    here = next.at;
  }
  return { value: withRefSiblings(current, refs), at: here };
}

/**
 * Follows the `$ref` chain of `value` (found at `pointer`) inside the bundled document `root`. Answers
 * `value` itself when it is no reference. Throws naming `where` and the pointer on a non-local,
 * unresolvable or cyclic reference: a bundled document has only local ones.
 */
export function followRefs(root: unknown, value: unknown, pointer: string, where = 'spec'): { value: unknown; pointer: string } {
  const step: RefStep<string> = ({ $ref: ref }, at) => {
    const target = refPointer(ref);
    if (target === undefined) throw new Error(`${where}: only local $refs are supported (bundle the spec first), found '${ref}' at ${at}`);
    const next = atPointer(root as Json, target);
    if (next === undefined) throw new Error(`${where}: $ref '${ref}' at ${at} does not resolve`);
    return { value: next, at: target };
  };
  // Every step here answers or throws: no answer is a chain that never ends.
  const target = followRefsWith(value, pointer, step);
  if (target === undefined) throw new Error(`${where}: $ref cycle at ${pointer}`);
  return { value: target.value, pointer: target.at };
}

/**
 * Follows `value` (found at `pointer`) and then each of `keys` in turn, following the `$ref`s met at every
 * step, inside the bundled document `root`: where a path of keys leads across references (an operation's
 * `responses`, `200`, `content`, `application/json`, `schema`). A missing key answers an undefined value at
 * the pointer it would have; a broken reference throws as in `followRefs`.
 */
export function followPath(root: unknown, value: unknown, pointer: string, keys: readonly string[], where = 'spec'): { value: unknown; pointer: string } {
  let node = followRefs(root, value, pointer, where);
  for (const key of keys) node = followRefs(root, isObject(node.value) ? node.value[key] : undefined, pointerJoin(node.pointer, key), where);
  return node;
}
