// Generated from specs/scan by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './scan.gen.ts';
import type { components as bigintComponents } from './scan.int64.gen.ts';
import type { Int64Mode } from '../runtime/int64-mode.ts';

/** A failure with a human-readable message. */
export type ErrorResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ErrorResponse'] : components['schemas']['ErrorResponse'];

/** A party id, `<hint>::<fingerprint>`. */
export type PartyId<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartyId'] : components['schemas']['PartyId'];

/**
 * A decimal as a string, to keep every digit, printed by Java's `BigDecimal.toString`: plain
 * (`15320.5000000000`) or, for small values and zero read from a `decimal(38,10)` column, in
 * exponent notation (`0E-10`, `1.000E-7`). `Number(value)` reads both forms.
 */
export type Decimal<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Decimal'] : components['schemas']['Decimal'];

/** A Daml variant value in JSON, `{tag, value}`. */
export type DamlVariant<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DamlVariant'] : components['schemas']['DamlVariant'];

/** Filters and page selection. All filters are optional and combine with AND. */
export type ListVoteResultsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListVoteResultsRequest'] : components['schemas']['ListVoteResultsRequest'];

/** Filters, as those of `listVoteRequestResults`; all optional, combined with AND (`{}` counts every result). */
export type CountVoteResultsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CountVoteResultsRequest'] : components['schemas']['CountVoteResultsRequest'];

export type CountVoteResultsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CountVoteResultsResponse'] : components['schemas']['CountVoteResultsResponse'];

export type BatchListVotesByVoteRequestsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['BatchListVotesByVoteRequestsRequest'] : components['schemas']['BatchListVotesByVoteRequestsRequest'];

export type ListVoteRequestByTrackingCidResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListVoteRequestByTrackingCidResponse'] : components['schemas']['ListVoteRequestByTrackingCidResponse'];

export type LookupDsoRulesVoteRequestResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupDsoRulesVoteRequestResponse'] : components['schemas']['LookupDsoRulesVoteRequestResponse'];

export type ListDsoRulesVoteRequestsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListDsoRulesVoteRequestsResponse'] : components['schemas']['ListDsoRulesVoteRequestsResponse'];

export type ListAmuletPriceVotesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListAmuletPriceVotesResponse'] : components['schemas']['ListAmuletPriceVotesResponse'];

export type PreviousSvRewardWeightRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PreviousSvRewardWeightRequest'] : components['schemas']['PreviousSvRewardWeightRequest'];

export type PreviousSvRewardWeightResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PreviousSvRewardWeightResponse'] : components['schemas']['PreviousSvRewardWeightResponse'];

export type ListDsoRulesVoteResultsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListDsoRulesVoteResultsResponse'] : components['schemas']['ListDsoRulesVoteResultsResponse'];

/** A closed vote request and its outcome (the Daml record `DsoRules_CloseVoteRequestResult`). */
export type VoteRequestResult<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VoteRequestResult'] : components['schemas']['VoteRequestResult'];

export type VoteRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VoteRequest'] : components['schemas']['VoteRequest'];

export type VoteReason<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VoteReason'] : components['schemas']['VoteReason'];

export type Vote<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Vote'] : components['schemas']['Vote'];

/** The outcome, as a Daml variant. */
export type VoteRequestOutcome<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VoteRequestOutcome'] : components['schemas']['VoteRequestOutcome'];

export type HoldingsStateRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsStateRequest'] : components['schemas']['HoldingsStateRequest'];

export type HoldingsStateRequestV2<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsStateRequestV2'] : components['schemas']['HoldingsStateRequestV2'];

export type AcsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcsRequest'] : components['schemas']['AcsRequest'];

export type AcsRequestV2<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcsRequestV2'] : components['schemas']['AcsRequestV2'];

export type AcsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcsResponse'] : components['schemas']['AcsResponse'];

/**
 * A contract's creation: of an active holding, or a node of an update tree (the update history,
 * an assignment), with `event_id` `<update_id>:<node>` there.
 */
export type CreatedEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreatedEvent'] : components['schemas']['CreatedEvent'];

export type AcsResponseV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcsResponseV1'] : components['schemas']['AcsResponseV1'];

export type AcsResponseV2<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcsResponseV2'] : components['schemas']['AcsResponseV2'];

/** An active contract (for the holdings operations, a holding), with the update that created it. */
export type ActiveContract<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ActiveContract'] : components['schemas']['ActiveContract'];

export type AcsSnapshotTimestampResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcsSnapshotTimestampResponse'] : components['schemas']['AcsSnapshotTimestampResponse'];

export type ForceAcsSnapshotResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ForceAcsSnapshotResponse'] : components['schemas']['ForceAcsSnapshotResponse'];

export type GetAcsSnapshotResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAcsSnapshotResponse'] : components['schemas']['GetAcsSnapshotResponse'];

export type HoldingsSummaryRequestV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryRequestV1'] : components['schemas']['HoldingsSummaryRequestV1'];

export type HoldingsSummaryRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryRequest'] : components['schemas']['HoldingsSummaryRequest'];

export type HoldingsSummaryResponseV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryResponseV1'] : components['schemas']['HoldingsSummaryResponseV1'];

/** The Amulet totals of one owner, at the amounts the holdings were created with (no holding fee deducted). */
export type HoldingsSummaryV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryV1'] : components['schemas']['HoldingsSummaryV1'];

export type HoldingsSummaryResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryResponse'] : components['schemas']['HoldingsSummaryResponse'];

/** The Amulet totals of one owner, with the holding fees accrued by `computed_as_of_round`. */
export type HoldingsSummary<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummary'] : components['schemas']['HoldingsSummary'];

export type GetRewardAccountingEarliestAvailableRoundResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetRewardAccountingEarliestAvailableRoundResponse'] : components['schemas']['GetRewardAccountingEarliestAvailableRoundResponse'];

/** The round's totals. */
export type RewardAccountingActivityTotalsOk<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RewardAccountingActivityTotalsOk'] : components['schemas']['RewardAccountingActivityTotalsOk'];

/** The totals are not computed yet; ask again later. */
export type RewardAccountingActivityTotalsUndetermined<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RewardAccountingActivityTotalsUndetermined'] : components['schemas']['RewardAccountingActivityTotalsUndetermined'];

/** This Scan will never have the totals of this round. */
export type RewardAccountingActivityTotalsCannotProvide<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RewardAccountingActivityTotalsCannotProvide'] : components['schemas']['RewardAccountingActivityTotalsCannotProvide'];

/** The round's root hash. */
export type RewardAccountingRootHashOk<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RewardAccountingRootHashOk'] : components['schemas']['RewardAccountingRootHashOk'];

/** The root hash is not computed yet; ask again later. */
export type RewardAccountingRootHashUndetermined<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RewardAccountingRootHashUndetermined'] : components['schemas']['RewardAccountingRootHashUndetermined'];

/** This Scan will never have the root hash of this round. */
export type RewardAccountingRootHashCannotProvide<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RewardAccountingRootHashCannotProvide'] : components['schemas']['RewardAccountingRootHashCannotProvide'];

/**
 * A batch of the round's tree, of the kind `batch_type` names: an inner batch
 * (`BatchOfBatches`) carries `child_hashes`, a leaf (`BatchOfMintingAllowances`) carries
 * `minting_allowances`. Upstream declares the two kinds as a `oneOf` on `batch_type`; here it is
 * one object, since our unions are told apart by their key or by `status` only.
 */
export type GetRewardAccountingBatchResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetRewardAccountingBatchResponse'] : components['schemas']['GetRewardAccountingBatchResponse'];

/** What one app provider may mint for the round. */
export type RewardAccountingMintingAllowance<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RewardAccountingMintingAllowance'] : components['schemas']['RewardAccountingMintingAllowance'];

export type GetMigrationInfoRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetMigrationInfoRequest'] : components['schemas']['GetMigrationInfoRequest'];

export type GetMigrationInfoResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetMigrationInfoResponse'] : components['schemas']['GetMigrationInfoResponse'];

export type RecordTimeRange<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RecordTimeRange'] : components['schemas']['RecordTimeRange'];

export type GetUpdatesBeforeRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetUpdatesBeforeRequest'] : components['schemas']['GetUpdatesBeforeRequest'];

export type GetUpdatesBeforeResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetUpdatesBeforeResponse'] : components['schemas']['GetUpdatesBeforeResponse'];

export type GetImportUpdatesRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetImportUpdatesRequest'] : components['schemas']['GetImportUpdatesRequest'];

export type GetImportUpdatesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetImportUpdatesResponse'] : components['schemas']['GetImportUpdatesResponse'];

export type GetBackfillingStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetBackfillingStatusResponse'] : components['schemas']['GetBackfillingStatusResponse'];

export type BulkStorageObjectRef<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['BulkStorageObjectRef'] : components['schemas']['BulkStorageObjectRef'];

export type ListBulkAcsSnapshotObjectsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListBulkAcsSnapshotObjectsResponse'] : components['schemas']['ListBulkAcsSnapshotObjectsResponse'];

export type ListBulkUpdateHistoryObjectsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListBulkUpdateHistoryObjectsRequest'] : components['schemas']['ListBulkUpdateHistoryObjectsRequest'];

export type ListBulkUpdateHistoryObjectsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListBulkUpdateHistoryObjectsResponse'] : components['schemas']['ListBulkUpdateHistoryObjectsResponse'];

export type GetBulkObjectChecksumsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetBulkObjectChecksumsRequest'] : components['schemas']['GetBulkObjectChecksumsRequest'];

export type GetBulkObjectChecksumsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetBulkObjectChecksumsResponse'] : components['schemas']['GetBulkObjectChecksumsResponse'];

export type BulkObjectChecksum<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['BulkObjectChecksum'] : components['schemas']['BulkObjectChecksum'];

export type GetBulkObjectsProgressResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetBulkObjectsProgressResponse'] : components['schemas']['GetBulkObjectsProgressResponse'];

export type LookupFeaturedAppRightResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupFeaturedAppRightResponse'] : components['schemas']['LookupFeaturedAppRightResponse'];

export type ListFeaturedAppRightsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListFeaturedAppRightsResponse'] : components['schemas']['ListFeaturedAppRightsResponse'];

/** An active contract. */
export type Contract<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Contract'] : components['schemas']['Contract'];

/**
 * A contract the caller may already hold, and where it is. `contract` is `null` (or absent) when
 * the caller named this contract's id as cached; otherwise it is the whole contract. `domain_id`
 * is always the contract's current state, whether the contract is sent or not.
 */
export type MaybeCachedContractWithState<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['MaybeCachedContractWithState'] : components['schemas']['MaybeCachedContractWithState'];

/**
 * Contract id → contract the caller may already hold. Every active contract of the kind is a key;
 * a cached id that is no key is no longer active and should be dropped from the caller's cache.
 */
export type MaybeCachedContractWithStateMap<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['MaybeCachedContractWithStateMap'] : components['schemas']['MaybeCachedContractWithStateMap'];

/** An active contract and the synchronizer it is assigned to. */
export type ContractWithState<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ContractWithState'] : components['schemas']['ContractWithState'];

export type ListDsoScansResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListDsoScansResponse'] : components['schemas']['ListDsoScansResponse'];

/** The Scans serving one synchronizer; at most one per SV. */
export type DomainScans<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DomainScans'] : components['schemas']['DomainScans'];

export type ScanInfo<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ScanInfo'] : components['schemas']['ScanInfo'];

/**
 * A name-service entry: one a user bought (a `Splice.Ans:AnsEntry` contract, which expires), or one
 * the DSO provides for itself (`dso.<acronym>`) or for an SV (`<sv name>.sv.<acronym>`), which has
 * no contract, an empty `url` and `description`, and never expires.
 */
export type AnsEntry<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AnsEntry'] : components['schemas']['AnsEntry'];

export type ListEntriesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListEntriesResponse'] : components['schemas']['ListEntriesResponse'];

export type LookupEntryByPartyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupEntryByPartyResponse'] : components['schemas']['LookupEntryByPartyResponse'];

export type LookupEntryByNameResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupEntryByNameResponse'] : components['schemas']['LookupEntryByNameResponse'];

export type GetClosedRoundsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetClosedRoundsResponse'] : components['schemas']['GetClosedRoundsResponse'];

export type GetOpenAndIssuingMiningRoundsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetOpenAndIssuingMiningRoundsRequest'] : components['schemas']['GetOpenAndIssuingMiningRoundsRequest'];

export type GetOpenAndIssuingMiningRoundsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetOpenAndIssuingMiningRoundsResponse'] : components['schemas']['GetOpenAndIssuingMiningRoundsResponse'];

export type GetAmuletConfigForRoundResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAmuletConfigForRoundResponse'] : components['schemas']['GetAmuletConfigForRoundResponse'];

/** A rate that changes at amount thresholds. */
export type SteppedRate<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SteppedRate'] : components['schemas']['SteppedRate'];

/** From `amount` on, `rate` applies. */
export type RateStep<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RateStep'] : components['schemas']['RateStep'];

/**
 * `{}` asks for the contract; with the id the caller holds, the contract is sent only if it changed.
 * Splice's own client writes an absent id as `null`, which the Scan reads as absent.
 */
export type GetAmuletRulesRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAmuletRulesRequest'] : components['schemas']['GetAmuletRulesRequest'];

export type GetAmuletRulesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAmuletRulesResponse'] : components['schemas']['GetAmuletRulesResponse'];

/**
 * `{}` asks for the contract; with the id the caller holds, the contract is sent only if it changed.
 * Splice's own client writes an absent id as `null`, which the Scan reads as absent.
 */
export type GetExternalPartyAmuletRulesRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetExternalPartyAmuletRulesRequest'] : components['schemas']['GetExternalPartyAmuletRulesRequest'];

export type GetExternalPartyAmuletRulesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetExternalPartyAmuletRulesResponse'] : components['schemas']['GetExternalPartyAmuletRulesResponse'];

/**
 * `{}` asks for the contract; with the id the caller holds, the contract is sent only if it changed.
 * Splice's own client writes an absent id as `null`, which the Scan reads as absent.
 */
export type GetAnsRulesRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAnsRulesRequest'] : components['schemas']['GetAnsRulesRequest'];

export type GetAnsRulesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAnsRulesResponse'] : components['schemas']['GetAnsRulesResponse'];

export type LookupTransferPreapprovalByPartyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupTransferPreapprovalByPartyResponse'] : components['schemas']['LookupTransferPreapprovalByPartyResponse'];

export type LookupTransferCommandCounterByPartyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupTransferCommandCounterByPartyResponse'] : components['schemas']['LookupTransferCommandCounterByPartyResponse'];

export type LookupTransferCommandStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupTransferCommandStatusResponse'] : components['schemas']['LookupTransferCommandStatusResponse'];

export type TransferCommandContractWithStatus<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandContractWithStatus'] : components['schemas']['TransferCommandContractWithStatus'];

/** Created; the DSO's automation has not completed it yet. */
export type TransferCommandCreated<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandCreated'] : components['schemas']['TransferCommandCreated'];

/** Completed; the receiver has the amount. */
export type TransferCommandSent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandSent'] : components['schemas']['TransferCommandSent'];

/** Failed for good; nothing was transferred, and the sender may create a new TransferCommand. */
export type TransferCommandFailed<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandFailed'] : components['schemas']['TransferCommandFailed'];

export type ListUnclaimedDevelopmentFundCouponsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListUnclaimedDevelopmentFundCouponsResponse'] : components['schemas']['ListUnclaimedDevelopmentFundCouponsResponse'];

export type SuccessStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SuccessStatusResponse'] : components['schemas']['SuccessStatusResponse'];

export type NotInitializedStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['NotInitializedStatusResponse'] : components['schemas']['NotInitializedStatusResponse'];

export type FailureStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['FailureStatusResponse'] : components['schemas']['FailureStatusResponse'];

/** A running node. */
export type Status<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Status'] : components['schemas']['Status'];

/** A node that has not finished starting. */
export type NotInitialized<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['NotInitialized'] : components['schemas']['NotInitialized'];

export type Version<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Version'] : components['schemas']['Version'];

export type GetDsoInfoResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetDsoInfoResponse'] : components['schemas']['GetDsoInfoResponse'];

export type GetDsoPartyIdResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetDsoPartyIdResponse'] : components['schemas']['GetDsoPartyIdResponse'];

export type GetSpliceInstanceNamesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetSpliceInstanceNamesResponse'] : components['schemas']['GetSpliceInstanceNamesResponse'];

/** The optional features this Scan supports; none so far. */
export type FeatureSupportResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['FeatureSupportResponse'] : components['schemas']['FeatureSupportResponse'];

export type ListDsoSequencersResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListDsoSequencersResponse'] : components['schemas']['ListDsoSequencersResponse'];

export type DomainSequencers<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DomainSequencers'] : components['schemas']['DomainSequencers'];

export type DsoSequencer<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DsoSequencer'] : components['schemas']['DsoSequencer'];

export type ListSvBftSequencersResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListSvBftSequencersResponse'] : components['schemas']['ListSvBftSequencersResponse'];

export type SynchronizerBftSequencer<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SynchronizerBftSequencer'] : components['schemas']['SynchronizerBftSequencer'];

export type MigrationSchedule<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['MigrationSchedule'] : components['schemas']['MigrationSchedule'];

export type GetMigrationIdResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetMigrationIdResponse'] : components['schemas']['GetMigrationIdResponse'];

export type GetRollForwardLsuResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetRollForwardLsuResponse'] : components['schemas']['GetRollForwardLsuResponse'];

export type RollForwardLsu<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RollForwardLsu'] : components['schemas']['RollForwardLsu'];

export type GetLsuResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetLsuResponse'] : components['schemas']['GetLsuResponse'];

export type Lsu<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Lsu'] : components['schemas']['Lsu'];

export type GetActivePhysicalSynchronizerSerialResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetActivePhysicalSynchronizerSerialResponse'] : components['schemas']['GetActivePhysicalSynchronizerSerialResponse'];

export type GetMemberTrafficStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetMemberTrafficStatusResponse'] : components['schemas']['GetMemberTrafficStatusResponse'];

export type MemberTrafficStatus<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['MemberTrafficStatus'] : components['schemas']['MemberTrafficStatus'];

/** The member's traffic as the sequencer of the Scan's SV reports it. */
export type ActualMemberTrafficState<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ActualMemberTrafficState'] : components['schemas']['ActualMemberTrafficState'];

export type TargetMemberTrafficState<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TargetMemberTrafficState'] : components['schemas']['TargetMemberTrafficState'];

export type GetPartyToParticipantResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetPartyToParticipantResponse'] : components['schemas']['GetPartyToParticipantResponse'];

export type GetPartyToParticipantResponseV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetPartyToParticipantResponseV1'] : components['schemas']['GetPartyToParticipantResponseV1'];

export type ListValidatorLicensesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListValidatorLicensesResponse'] : components['schemas']['ListValidatorLicensesResponse'];

export type GetValidatorFaucetsByValidatorResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetValidatorFaucetsByValidatorResponse'] : components['schemas']['GetValidatorFaucetsByValidatorResponse'];

export type ValidatorReceivedFaucets<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ValidatorReceivedFaucets'] : components['schemas']['ValidatorReceivedFaucets'];

/**
 * How Daml values are written: `compact_json` is the JSON of the JSON Ledger API and the
 * JavaScript codegen (record field names, int64 and decimals as strings); `protobuf_json` carries
 * each value's type, so it reads back without the Daml source (ScanHttpEncodings.scala).
 */
export type DamlValueEncoding<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DamlValueEncoding'] : components['schemas']['DamlValueEncoding'];

/**
 * Where the page starts: after this record time within this migration, and everything of later
 * migrations. Copy both from the last item of the previous page.
 */
export type UpdateHistoryRequestAfter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryRequestAfter'] : components['schemas']['UpdateHistoryRequestAfter'];

export type UpdateHistoryRequestV2<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryRequestV2'] : components['schemas']['UpdateHistoryRequestV2'];

export type UpdateHistoryResponseV2<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryResponseV2'] : components['schemas']['UpdateHistoryResponseV2'];

/**
 * One update of the history, a transaction or a reassignment; the fields each requires tell them
 * apart (no tag on the wire, so `anyOf`: no item matches both).
 */
export type UpdateHistoryItemV2<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryItemV2'] : components['schemas']['UpdateHistoryItemV2'];

/** The v2 request, read by the deprecated `/v1/updates`. */
export type UpdateHistoryRequestV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryRequestV1'] : components['schemas']['UpdateHistoryRequestV1'];

/** The request of the deprecated `/v0/updates`; `lossless` is `protobuf_json`. */
export type UpdateHistoryRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryRequest'] : components['schemas']['UpdateHistoryRequest'];

export type UpdateHistoryResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryResponse'] : components['schemas']['UpdateHistoryResponse'];

/**
 * One update of the deprecated v1 and v0 reads, a transaction (with `offset`) or a reassignment;
 * the fields each requires tell them apart.
 */
export type UpdateHistoryItem<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryItem'] : components['schemas']['UpdateHistoryItem'];

/**
 * A transaction of the deprecated reads. In v1 `offset` is the constant `000000000000000001`
 * and event ids are `<update_id>:<node>` as in v2; in v0 `offset` is this Scan's participant
 * offset and event ids `#<update_id>:<node>` as the participant numbers them, so v0 answers
 * differ between Scans. `events_by_id` has no defined key order.
 */
export type UpdateHistoryTransaction<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryTransaction'] : components['schemas']['UpdateHistoryTransaction'];

/**
 * A transaction as a tree of events, the same on every Scan: event ids are
 * `<update_id>:<node>` with the nodes numbered densely (ScanHttpEncodings.makeConsistentAcrossSvs).
 */
export type UpdateHistoryTransactionV2<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryTransactionV2'] : components['schemas']['UpdateHistoryTransactionV2'];

/** A transaction found by the hash its external party signed; the hash is always written. */
export type UpdateHistoryTransactionV2WithHash<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryTransactionV2WithHash'] : components['schemas']['UpdateHistoryTransactionV2WithHash'];

/**
 * A contract moved between synchronizers. It has no top-level `migration_id`: the migration is
 * the event's. `offset` is the constant `000000000000000001`, kept from v1 for compatibility.
 */
export type UpdateHistoryReassignment<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryReassignment'] : components['schemas']['UpdateHistoryReassignment'];

export type UpdateHistoryAssignment<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryAssignment'] : components['schemas']['UpdateHistoryAssignment'];

export type UpdateHistoryUnassignment<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateHistoryUnassignment'] : components['schemas']['UpdateHistoryUnassignment'];

/** A node of a transaction tree, told apart by `event_type` (`created_event`, `exercised_event`). */
export type TreeEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TreeEvent'] : components['schemas']['TreeEvent'];

export type ExercisedEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExercisedEvent'] : components['schemas']['ExercisedEvent'];

export type EventHistoryRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['EventHistoryRequest'] : components['schemas']['EventHistoryRequest'];

export type EventHistoryResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['EventHistoryResponse'] : components['schemas']['EventHistoryResponse'];

/**
 * What happened at one record time: the update (a transaction or a reassignment), the mediator's
 * verdict on it, or both (then with the same `update_id` and `record_time`). A reassignment has no
 * verdict; a transaction no party the Scan sees takes part in has only its verdict. Each absent
 * part is written `null`. `traffic_summary` and `app_activity_records` come with a verdict where
 * the SVs compute activity records (CIP-0104).
 */
export type EventHistoryItem<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['EventHistoryItem'] : components['schemas']['EventHistoryItem'];

/** The mediator's verdict on a transaction (ScanHttpEncodings.encodeVerdict). */
export type EventHistoryVerdict<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['EventHistoryVerdict'] : components['schemas']['EventHistoryVerdict'];

export type TransactionViews<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransactionViews'] : components['schemas']['TransactionViews'];

export type TransactionView<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransactionView'] : components['schemas']['TransactionView'];

export type Quorum<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Quorum'] : components['schemas']['Quorum'];

/** The sequencer's traffic figures of the transaction's confirmation request. */
export type EventHistoryTrafficSummary<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['EventHistoryTrafficSummary'] : components['schemas']['EventHistoryTrafficSummary'];

export type EnvelopeTrafficSummary<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['EnvelopeTrafficSummary'] : components['schemas']['EnvelopeTrafficSummary'];

/** The app activity of the transaction, per app provider (CIP-0104). */
export type EventHistoryAppActivityRecords<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['EventHistoryAppActivityRecords'] : components['schemas']['EventHistoryAppActivityRecords'];

export type AppActivityRecord<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AppActivityRecord'] : components['schemas']['AppActivityRecord'];

export type EventLatestRecordTimeResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['EventLatestRecordTimeResponse'] : components['schemas']['EventLatestRecordTimeResponse'];
