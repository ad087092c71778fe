// Pairs the branches of two `oneOf`/`anyOf`/`allOf` lists. Component names are not the contract, so a
// branch is recognised by its content, then by what tells it apart on the wire.
import { followRefs, type JsonObject, oneKeyOf, pinnedValue } from '@canton-openapi/contract';
import { canonicalData, canonicalSpec } from './canonical.ts';

/** The result of pairing: matched index pairs, base-only and head-only branch indexes. */
export interface BranchMatch {
  pairs: Array<[base: number, head: number]>;
  removed: number[];
  added: number[];
}

type KeyFn = (schema: unknown) => string | undefined;

/** Pairs branches (of the documents `roots`): identical ones first, then by identity key, then a single leftover pair. */
export function matchBranches(base: readonly unknown[], head: readonly unknown[], roots: { base: JsonObject; head: JsonObject }): BranchMatch {
  const pairs: Array<[number, number]> = [];
  const freeBase = new Set(base.keys());
  const freeHead = new Set(head.keys());
  const pairBy = (baseKey: KeyFn, headKey: KeyFn): void => {
    const baseKeys = new Map<string, number[]>();
    for (const i of freeBase) {
      const k = baseKey(base[i]);
      if (k !== undefined) baseKeys.set(k, [...(baseKeys.get(k) ?? []), i]);
    }
    for (const j of [...freeHead]) {
      const k = headKey(head[j]);
      const candidates = k === undefined ? undefined : baseKeys.get(k);
      const i = candidates?.shift();
      if (i === undefined) continue;
      pairs.push([i, j]);
      freeBase.delete(i);
      freeHead.delete(j);
    }
  };
  pairBy(
    (s) => canonicalSpec(s, roots.base),
    (s) => canonicalSpec(s, roots.head),
  );
  pairBy(uniqueIdentity(base, freeBase, roots.base), uniqueIdentity(head, freeHead, roots.head));
  if (freeBase.size === 1 && freeHead.size === 1) {
    pairs.push([[...freeBase][0] as number, [...freeHead][0] as number]);
    freeBase.clear();
    freeHead.clear();
  }
  pairs.sort((a, b) => a[1] - b[1]);
  return { pairs, removed: [...freeBase], added: [...freeHead] };
}

/** Wraps `identityOf` so it only answers for keys unique within one list (ambiguity pairs nothing). */
function uniqueIdentity(list: readonly unknown[], free: Set<number>, root: JsonObject): KeyFn {
  const counts = new Map<string, number>();
  for (const i of free) {
    const k = identityOf(list[i], root);
    if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return (s) => {
    const k = identityOf(s, root);
    return k !== undefined && counts.get(k) === 1 ? k : undefined;
  };
}

/**
 * What tells a branch of the document `root` apart on the wire: its pinned property values (`status:
 * {const: Ok}` or a one-value `enum`), else the key of a one-key branch (both the contract model's
 * predicates), else its one required property, else its title, else its type.
 */
export function identityOf(branch: unknown, root: JsonObject): string | undefined {
  const schema = followRefs(root, branch, '').value;
  if (schema === null || typeof schema !== 'object') return undefined;
  const s = schema as Record<string, unknown>;
  const props = (s.properties ?? {}) as Record<string, unknown>;
  const pinned = Object.entries(props)
    .map(([name, p]) => [name, pinnedValue(followRefs(root, p, '').value)] as const)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => `${name}=${canonicalData(v!.value)}`)
    .sort();
  if (pinned.length > 0) return `pinned:${pinned.join('&')}`;
  const key = oneKeyOf(s) ?? (Array.isArray(s.required) && s.required.length === 1 ? s.required[0] : undefined);
  if (key !== undefined) return `keys:${key}`;
  if (typeof s.title === 'string') return `title:${s.title}`;
  if (s.type !== undefined) return `type:${canonicalData(s.type)}`;
  return undefined;
}
