// The Token Standard interfaces and metadata keys the history reader knows, by the package names of
// Splice's `token-standard/splice-api-token-*` Daml packages. An event names an interface by package id or
// by `#package-name`, so ids are matched on their module and entity, which both forms end with.

/** Holding V1: `owner`, `instrumentId`, `amount`, `lock`, `meta` (splice-api-token-holding-v1). */
export const holdingV1 = '#splice-api-token-holding-v1:Splice.Api.Token.HoldingV1:Holding';
/** Holding V2: as V1 with `account: { owner, provider, id }` in place of `owner` (splice-api-token-holding-v2). */
export const holdingV2 = '#splice-api-token-holding-v2:Splice.Api.Token.HoldingV2:Holding';
/** TransferFactory V1: its `TransferFactory_Transfer` choice starts a transfer. */
export const transferFactoryV1 = '#splice-api-token-transfer-instruction-v1:Splice.Api.Token.TransferInstructionV1:TransferFactory';
/** TransferInstruction V1: a pending transfer, settled by `TransferInstruction_Accept`, `_Reject`, `_Withdraw`, `_Update`. */
export const transferInstructionV1 = '#splice-api-token-transfer-instruction-v1:Splice.Api.Token.TransferInstructionV1:TransferInstruction';
/** EventLog V2: its `EventLog_HoldingsChange` choice records each change of an account's holdings (splice-api-token-transfer-events-v2). */
export const eventLogV2 = '#splice-api-token-transfer-events-v2:Splice.Api.Token.TransferEventsV2:EventLog';

/** The interfaces whose views a V1 ledger has (what Splice's token-standard CLI filters on). */
export const tokenStandardV1Interfaces: readonly string[] = [holdingV1, transferFactoryV1, transferInstructionV1];
/** The V2 interfaces, for participants that have the V2 packages. */
export const tokenStandardV2Interfaces: readonly string[] = [holdingV2, eventLogV2];

/** Whether `id` (`#package-name:Module:Entity` or `packageId:Module:Entity`) is the interface `known`. */
export function isInterface(id: unknown, known: string): boolean {
  return typeof id === 'string' && id.endsWith(known.slice(known.indexOf(':')));
}

const prefix = 'splice.lfdecentralizedtrust.org/';
/** Metadata keys Splice writes on Token Standard choices, read into record fields and left out of `meta`. */
export const metaKeys = {
  txKind: `${prefix}tx-kind`,
  sender: `${prefix}sender`,
  reason: `${prefix}reason`,
  burned: `${prefix}burned`,
} as const;
