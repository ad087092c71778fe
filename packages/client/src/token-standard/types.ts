// The records the Token Standard history reader yields: one transaction with what it did to the party's
// holdings, each change typed by what it was (transfer in or out, merge/split, mint, burn, lock, unlock, …).
import type { Numeric10 } from '../decimal/numeric10.ts';

/** A Token Standard instrument: the registry admin party and the token's id (`Amulet` for Canton Coin). */
export interface InstrumentId {
  admin: string;
  id: string;
}

/** The lock of a locked holding. */
export interface HoldingLock {
  holders: string[];
  expiresAt: string | null;
  /** A relative expiry in microseconds, as a string. */
  expiresAfter: string | null;
  context: string | null;
}

/** One holding as its Holding view shows it (V1, or V2 with `account.owner` as `owner`). */
export interface TokenHolding {
  contractId: string;
  owner: string;
  instrumentId: InstrumentId;
  amount: Numeric10;
  lock: HoldingLock | null;
  meta: Record<string, string>;
}

/** What every record says: the party's holdings created and archived, and the net change of each kind. */
export interface RecordBase {
  /** Where the record comes from: a V2 `EventLog_HoldingsChange`, a V1 choice or `tx-kind`, or a holding no choice explains. */
  source: 'v2-event-log' | 'v1-choice' | 'v1-tx-kind' | 'raw';
  /** The node of the event that explains the change. */
  nodeId: number;
  /** The choice that made the change (`TransferFactory_Transfer`, `EventLog_HoldingsChange`, …), or null for a raw create or archive. */
  choice: string | null;
  /** The instrument of the holdings changed (null if none is known). */
  instrumentId: InstrumentId | null;
  /** The party's holdings this change created (transient ones left out). */
  created: TokenHolding[];
  /** The party's holdings this change archived. */
  archived: TokenHolding[];
  /** Net change of the party's unlocked holdings. */
  amountChange: Numeric10;
  /** Net change of the party's locked holdings. */
  lockedAmountChange: Numeric10;
  /** `splice.lfdecentralizedtrust.org/reason`, if given. */
  reason: string | null;
  /** The other metadata of the choice (the keys read into fields left out). */
  meta: Record<string, string>;
}

/** A transfer the party sent: to whom, how much each. */
export interface TransferOutRecord extends RecordBase {
  kind: 'transferOut';
  receivers: { party: string; amount: Numeric10 }[];
}

/** A transfer the party received: from whom, how much. */
export interface TransferInRecord extends RecordBase {
  kind: 'transferIn';
  sender: string;
  amount: Numeric10;
}

/** New tokens (`mint`) or tokens destroyed (`burn`), with the amount. */
export interface MintBurnRecord extends RecordBase {
  kind: 'mint' | 'burn';
  amount: Numeric10;
}

/** The party's own holdings rearranged: merged or split, locked, unlocked, dust expired, an allocation settled. */
export interface HoldingsRecord extends RecordBase {
  kind: 'mergeSplit' | 'lock' | 'unlock' | 'expireDust' | 'settleAllocation';
}

/** A holding of the party created or archived outside any choice the reader explains. */
export interface RawRecord extends RecordBase {
  kind: 'create' | 'archive';
  contractId: string;
  templateId: string;
}

/** One change of the party's holdings. */
export type TokenHistoryRecord = TransferOutRecord | TransferInRecord | MintBurnRecord | HoldingsRecord | RawRecord;

/** A transaction that changed the party's holdings, with its changes in node order. */
export interface TokenHistoryTransaction {
  updateId: string;
  /** The offset: resume a later read after it (`beginExclusive`). */
  offset: number | bigint;
  recordTime: string;
  synchronizerId: string;
  records: TokenHistoryRecord[];
}
