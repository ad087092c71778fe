// Pairs the branches of two `oneOf`/`anyOf`/`allOf` lists. Component names are not the contract, so a
// branch is recognised by its content, then, in the contract's unions, by what tells it apart on the wire.
import { followRefs, type JsonObject, unionShapeOf } from '@canton-openapi/contract';
import { canonicalData, canonicalSpec } from './canonical.ts';

/** The result of pairing: matched index pairs, base-only and head-only branch indexes. */
export interface BranchMatch {
  pairs: Array<[base: number, head: number]>;
  removed: number[];
  added: number[];
}

/** Pairs branches (of the documents `roots`): identical ones first, then by union key or `status` value, then a single leftover pair. */
export function matchBranches(base: readonly unknown[], head: readonly unknown[], roots: { base: JsonObject; head: JsonObject }): BranchMatch {
  const pairs: Array<[number, number]> = [];
  const freeBase = new Set(base.keys());
  const freeHead = new Set(head.keys());
  const pairBy = (baseKeys: readonly (string | undefined)[], headKeys: readonly (string | undefined)[]): void => {
    for (const j of [...freeHead]) {
      const i = [...freeBase].find((i) => headKeys[j] !== undefined && baseKeys[i] === headKeys[j]);
      if (i === undefined) continue;
      pairs.push([i, j]);
      freeBase.delete(i);
      freeHead.delete(j);
    }
  };
  pairBy(
    base.map((s) => canonicalSpec(s, roots.base)),
    head.map((s) => canonicalSpec(s, roots.head)),
  );
  pairBy(identities(base, roots.base), identities(head, roots.head));
  if (freeBase.size === 1 && freeHead.size === 1) {
    pairs.push([[...freeBase][0] as number, [...freeHead][0] as number]);
    freeBase.clear();
    freeHead.clear();
  }
  pairs.sort((a, b) => a[1] - b[1]);
  return { pairs, removed: [...freeBase], added: [...freeHead] };
}

/**
 * What tells each branch apart on the wire when the list is one of the contract's unions, as the contract
 * model reads their shapes: the key of a one-key union's branch, the `status` a variant pins. None otherwise.
 */
function identities(list: readonly unknown[], root: JsonObject): (string | undefined)[] {
  const deref = (node: unknown): unknown => followRefs(root, node, '').value;
  const shape = unionShapeOf(list.map(deref), deref);
  if (shape?.kind === 'one-key') return shape.keys.map((key) => `key:${key}`);
  if (shape?.kind === 'status-variant') return shape.values.map((value) => `status:${canonicalData(value)}`);
  return [];
}
