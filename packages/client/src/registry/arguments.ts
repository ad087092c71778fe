// The arguments of the Token Standard choices the registry client's helpers build, as the JSON Ledger API
// encodes them: the records of Splice's Daml interfaces (token-standard/splice-api-token-*-v1 and -v2), field
// for field, with Party, ContractId, Time and Text as strings, Decimal as decimal text, an Optional as its
// value or `null` (or left out), a TextMap as an object and an enum as its constructor's name. Read from
// tellary/splice @48c36f27 (token-standard/splice-api-token-{metadata,holding,transfer-instruction,allocation,
// allocation-instruction}-v{1,2}/daml/…), the newest the specs follow: there v2's `AllocationFactory_Allocate`
// carries `settlement` beside `allocation`, while canton-network/splice's older copies keep it inside. Types only.
import type { Numeric10 } from '../decimal/numeric10.ts';
import type { components } from '@canton-openapi/types/registry';
import type { InstrumentId } from './errors.ts';

/** A registry's choice context: the value for the choice's `extraArgs.context`, and the contracts to disclose. */
export type ChoiceContext = components['schemas']['ChoiceContext'];

/** A party id, `name::fingerprint`. */
export type Party = string;

/** A contract id as the ledger writes it (hex). */
export type ContractId = string;

/** A Daml `Time`: an RFC 3339 timestamp, `2026-11-27T10:00:00Z`. */
export type DamlTime = string;

/**
 * A Daml `Decimal` (`Numeric 10`) as decimal text: an optional `-`, at most 28 integer digits and at most 10
 * decimals (`"12.5"`, `"100.0000000000"`). Text, not a number: a JavaScript number cannot hold every Numeric
 * 10, and the ledger refuses more decimals rather than rounding. The helpers check the text before sending.
 */
export type DamlDecimal = string;

/**
 * An amount as the helpers take it: Daml `Decimal` text, or an exact `Numeric10` from
 * `@canton-openapi/client/decimal`, which they send as its full-scale wire text (`"12.5000000000"`).
 */
export type DamlAmount = DamlDecimal | Numeric10;

/** `Splice.Api.Token.MetadataV1.Metadata`: text values under namespaced keys. */
export interface Metadata {
  values: Record<string, string>;
}

/**
 * The `extraArgs` (`ExtraArgs`) of a choice as the helpers take it: `meta` is kept (`{values: {}}` when left
 * out); `context` is replaced by the registry's choice context.
 */
export interface ExtraArgsInput {
  meta?: Metadata;
  /** Replaced by the registry's context; the helpers ask the registry with an empty one. */
  context?: ChoiceContext['choiceContextData'];
}

/** `Splice.Api.Token.HoldingV2.Account`: who holds a v2 holding, at which provider, under which id. */
export interface Account {
  owner?: Party | null;
  provider?: Party | null;
  id: string;
}

// ---- transfer-instruction v1 (Splice.Api.Token.TransferInstructionV1)

/** V1 `Transfer`: one transfer of `amount` of `instrumentId` from `sender` to `receiver`. */
export interface TransferV1 {
  sender: Party;
  receiver: Party;
  amount: DamlAmount;
  instrumentId: InstrumentId;
  requestedAt: DamlTime;
  executeBefore: DamlTime;
  inputHoldingCids: ContractId[];
  meta: Metadata;
}

/** V1 `TransferFactory_Transfer`'s argument; `expectedAdmin` must be the registry's admin. */
export interface TransferFactoryTransferV1 {
  expectedAdmin: Party;
  transfer: TransferV1;
  extraArgs?: ExtraArgsInput;
}

/** V1 `TransferInstruction_Accept`, `_Reject` and `_Withdraw`'s argument. */
export interface TransferInstructionChoiceV1 {
  extraArgs?: ExtraArgsInput;
}

// ---- transfer-instruction v2 (Splice.Api.Token.TransferInstructionV2): accounts, and `actors` instead of `expectedAdmin`

/** V2 `Transfer`: sender and receiver are accounts; the instrument's admin is the admin the registry checks. */
export interface TransferV2 {
  sender: Account;
  receiver: Account;
  amount: DamlAmount;
  instrumentId: InstrumentId;
  requestedAt: DamlTime;
  executeBefore: DamlTime;
  inputHoldingCids: ContractId[];
  meta: Metadata;
}

/** V2 `TransferFactory_Transfer`'s argument: `actors` are its controllers. */
export interface TransferFactoryTransferV2 {
  transfer: TransferV2;
  actors: Party[];
  extraArgs?: ExtraArgsInput;
}

/** V2 `TransferInstruction_Accept`, `_Reject` and `_Withdraw`'s argument: `actors` are its controllers. */
export interface TransferInstructionChoiceV2 {
  actors: Party[];
  extraArgs?: ExtraArgsInput;
}

// ---- allocation-instruction v1 (Splice.Api.Token.AllocationInstructionV1, AllocationV1)

/** V1 `Reference`: a settlement's id, and the contract behind it if any. */
export interface Reference {
  id: string;
  cid?: ContractId | null;
}

/** V1 `SettlementInfo`. */
export interface SettlementInfoV1 {
  executor: Party;
  settlementRef: Reference;
  requestedAt: DamlTime;
  allocateBefore: DamlTime;
  settleBefore: DamlTime;
  meta: Metadata;
}

/** V1 `TransferLeg`. */
export interface TransferLegV1 {
  sender: Party;
  receiver: Party;
  amount: DamlAmount;
  instrumentId: InstrumentId;
  meta: Metadata;
}

/** V1 `AllocationSpecification`. */
export interface AllocationSpecificationV1 {
  settlement: SettlementInfoV1;
  transferLegId: string;
  transferLeg: TransferLegV1;
}

/** V1 `AllocationFactory_Allocate`'s argument; `expectedAdmin` must be the registry's admin. */
export interface AllocationFactoryAllocateV1 {
  expectedAdmin: Party;
  allocation: AllocationSpecificationV1;
  requestedAt: DamlTime;
  inputHoldingCids: ContractId[];
  extraArgs?: ExtraArgsInput;
}

// ---- allocation-instruction v2 (Splice.Api.Token.AllocationInstructionV2, AllocationV2)

/** V2 `SettlementInfo`. */
export interface SettlementInfoV2 {
  executors: Party[];
  id: string;
  cid?: ContractId | null;
  meta: Metadata;
}

/** V2 `TransferLegSide`: one side of a transfer leg, as the authorizer sees it; `instrumentId` is the id under the allocation's `admin`. */
export interface TransferLegSideV2 {
  transferLegId: string;
  side: 'SenderSide' | 'ReceiverSide';
  otherside: Account;
  amount: DamlAmount;
  instrumentId: string;
  meta: Metadata;
}

/** V2 `AllocationSpecification`; `admin` must be the registry's admin. */
export interface AllocationSpecificationV2 {
  admin: Party;
  authorizer: Account;
  transferLegSides: TransferLegSideV2[];
  settlementDeadline?: DamlTime | null;
  /** Per instrument id, the amount to fund the next iteration with. */
  nextIterationFunding?: Record<string, DamlAmount> | null;
  committed: boolean;
  meta: Metadata;
}

/** V2 `AllocationFactory_Allocate`'s argument: `actors` are its controllers. */
export interface AllocationFactoryAllocateV2 {
  settlement: SettlementInfoV2;
  allocation: AllocationSpecificationV2;
  requestedAt: DamlTime;
  inputHoldingCids: ContractId[];
  extraArgs?: ExtraArgsInput;
  actors: Party[];
}
