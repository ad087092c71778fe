// What one change did to the party's holdings: the holdings it created and archived (transient ones, created
// and archived within the change, cancel out), their net amounts, unlocked and locked apart, and the
// common fields every record carries.
import { Numeric10 } from '../decimal/numeric10.ts';
import { sumNumeric10 } from '../decimal/sum.ts';
import { metaKeys } from './interfaces.ts';
import type { RecordBase, TokenHolding } from './types.ts';

/** Holdings a change created and archived, every owner's. */
export interface HoldingsChange {
  created: TokenHolding[];
  archived: TokenHolding[];
}

/** `change` without the holdings it both created and archived. */
export function withoutTransients(change: HoldingsChange): HoldingsChange {
  const created = new Set(change.created.map((h) => h.contractId));
  const archived = new Set(change.archived.map((h) => h.contractId));
  return { created: change.created.filter((h) => !archived.has(h.contractId)), archived: change.archived.filter((h) => !created.has(h.contractId)) };
}

/** The sum of `holdings`' amounts. */
export const total = (holdings: TokenHolding[]): Numeric10 => sumNumeric10(holdings.map((h) => h.amount));

/** Net amount of `change`'s holdings that pass `keep`: created minus archived. */
export function netChange(change: HoldingsChange, keep: (holding: TokenHolding) => boolean): Numeric10 {
  return total(change.created.filter(keep)).subtract(total(change.archived.filter(keep)));
}

/** Whether the change touched the party's holdings. */
export function touchesParty(change: HoldingsChange, party: string): boolean {
  return [...change.created, ...change.archived].some((h) => h.owner === party);
}

/** What every record says about `change` for `party`. */
export function recordBase(
  change: HoldingsChange,
  party: string,
  fields: { source: RecordBase['source']; nodeId: number; choice: string | null; meta: Record<string, string> },
): RecordBase {
  const own = (h: TokenHolding) => h.owner === party;
  const { [metaKeys.reason]: reason = null, [metaKeys.txKind]: _kind, [metaKeys.sender]: _sender, [metaKeys.burned]: _burned, ...meta } = fields.meta;
  const any = change.created.find(own) ?? change.archived.find(own) ?? change.created[0] ?? change.archived[0];
  return {
    source: fields.source,
    nodeId: fields.nodeId,
    choice: fields.choice,
    instrumentId: any ? any.instrumentId : null,
    created: change.created.filter(own),
    archived: change.archived.filter(own),
    amountChange: netChange(change, (h) => own(h) && !h.lock),
    lockedAmountChange: netChange(change, (h) => own(h) && !!h.lock),
    reason,
    meta,
  };
}

/** Names a rearrangement of the party's own holdings by what happened to its locked ones. */
export function lockKind(base: RecordBase): 'lock' | 'unlock' | 'mergeSplit' {
  const lockedCreated = base.created.some((h) => h.lock);
  const lockedArchived = base.archived.some((h) => h.lock);
  if (lockedCreated && !lockedArchived) return 'lock';
  if (lockedArchived && !lockedCreated) return 'unlock';
  return 'mergeSplit';
}

export { Numeric10 };
