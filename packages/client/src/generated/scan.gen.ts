// Generated from specs/scan by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { operations } from '@canton-openapi/types/scan';
import { methodsOf } from '../core/methods.ts';
import type { ApiDefinition } from '../core/context.ts';
import type { Invoke } from '../core/types/call-options.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type { PageItemOf, PageIterator, PageOptions, PageQueryOf, PageRequestOf } from '../core/types/paging.ts';
import type { CallOptionsOf, PathParamOf, RequestBodyOf, ResultOf } from '../core/types/signatures.ts';
import type { ScanInt64 } from './scan-operations.gen.ts';

/** The scan API as a client reads it: the form of its method names, and its operation table and validators, loaded on demand. */
export const scanApi: ApiDefinition = {
  name: 'scan',
  methods: /^(?:count|feature|force|get|iterate|list|lookup)[A-Z\d]/,
  loadValidators: () => import('./scan-validators.gen.js'),
  loadOperations: () => import('./scan-operations.gen.ts').then((m) => m.scanOperationTable),
};

/** The operationIds of the scan API. */
export type ScanOperationId = 'listVoteRequestResults' | 'countVoteRequestResults' | 'getPreviousSvRewardWeight' | 'listDsoRulesVoteRequests' | 'lookupDsoRulesVoteRequest' | 'listVoteRequestsByTrackingCid' | 'listAmuletPriceVotes' | 'getHoldingsStateAt' | 'getHoldingsStateAtV1' | 'getHoldingsStateAtV2' | 'getAcsSnapshotAt' | 'getAcsSnapshotAtV1' | 'getAcsSnapshotAtV2' | 'getDateOfMostRecentSnapshotBefore' | 'getDateOfFirstSnapshotAfter' | 'forceAcsSnapshotNow' | 'getAcsSnapshot' | 'getHoldingsSummaryAt' | 'getHoldingsSummaryAtV1' | 'getRewardAccountingEarliestAvailableRound' | 'getRewardAccountingActivityTotals' | 'getRewardAccountingRootHash' | 'getRewardAccountingBatch' | 'getMigrationInfo' | 'getUpdatesBefore' | 'getBackfillingStatus' | 'getImportUpdates' | 'listBulkAcsSnapshotObjects' | 'listBulkUpdateHistoryObjects' | 'getBulkObjectChecksums' | 'getBulkObjectsProgress' | 'listFeaturedAppRights' | 'lookupFeaturedAppRight' | 'listFeaturedAppRightsByProvider' | 'lookupFeaturedAppRightByContractId' | 'listDsoScans' | 'listAnsEntries' | 'lookupAnsEntryByParty' | 'lookupAnsEntryByName' | 'getClosedRounds' | 'getOpenAndIssuingMiningRounds' | 'getAmuletConfigForRound' | 'getAmuletRules' | 'getExternalPartyAmuletRules' | 'getAnsRules' | 'lookupTransferPreapprovalByParty' | 'lookupTransferCommandCounterByParty' | 'lookupTransferCommandStatus' | 'listUnclaimedDevelopmentFundCoupons' | 'getHealthStatus' | 'getVersion' | 'getReadiness' | 'getLiveness' | 'getDsoInfo' | 'getDsoPartyId' | 'getSpliceInstanceNames' | 'featureSupport' | 'listDsoSequencers' | 'listSvBftSequencers' | 'getMigrationSchedule' | 'getMigrationId' | 'getRollForwardLsu' | 'getLsu' | 'getActivePhysicalSynchronizerSerial' | 'getMemberTrafficStatus' | 'getPartyToParticipant' | 'getPartyToParticipantV1' | 'listValidatorLicenses' | 'getValidatorFaucetsByValidator' | 'getUpdateHistoryV2' | 'getUpdateByIdV2' | 'getUpdateByHash' | 'getUpdateHistoryV1' | 'getUpdateByIdV1' | 'getUpdateHistory' | 'getUpdateById' | 'getEventHistory' | 'getLatestEventRecordTime' | 'getEventById';

/** One method per operation of the scan API. `M` is the client's int64 mode. */
export interface ScanMethods<M extends Int64Mode> {
  /**
   * List closed vote requests of the DSO, newest first, a page at a time.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/sv/voteresults — operation `listVoteRequestResults` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listVoteRequestResults(body: RequestBodyOf<operations['listVoteRequestResults'], M, ScanInt64['listVoteRequestResults']>, options?: CallOptionsOf<operations['listVoteRequestResults'], M, ScanInt64['listVoteRequestResults']>): Promise<ResultOf<operations['listVoteRequestResults'], M, ScanInt64['listVoteRequestResults']>>;
  /**
   * Every item of `dso_rules_vote_results` across all pages of `listVoteRequestResults`, requested one page at a time.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * Follows `next_page_token` (as `pageToken`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `pageToken` to resume there.
   * @param request - The request; with `pageToken`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @experimental
   * @see POST /v0/admin/sv/voteresults — operation `listVoteRequestResults` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateVoteRequestResults(request: PageRequestOf<operations['listVoteRequestResults'], 'pageToken', M, ScanInt64['listVoteRequestResults']>, options?: PageOptions): PageIterator<PageItemOf<operations['listVoteRequestResults'], 'dso_rules_vote_results', M, ScanInt64['listVoteRequestResults']>, ResultOf<operations['listVoteRequestResults'], M, ScanInt64['listVoteRequestResults']>>;
  /**
   * Count the DSO's closed vote requests that match some filters.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/sv/voteresults/count — operation `countVoteRequestResults` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  countVoteRequestResults(body: RequestBodyOf<operations['countVoteRequestResults'], M, ScanInt64['countVoteRequestResults']>, options?: CallOptionsOf<operations['countVoteRequestResults'], M, ScanInt64['countVoteRequestResults']>): Promise<ResultOf<operations['countVoteRequestResults'], M, ScanInt64['countVoteRequestResults']>>;
  /**
   * Find an SV's reward weight as last changed by an accepted vote.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/sv/previous-sv-reward-weight — operation `getPreviousSvRewardWeight` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getPreviousSvRewardWeight(body: RequestBodyOf<operations['getPreviousSvRewardWeight'], M, ScanInt64['getPreviousSvRewardWeight']>, options?: CallOptionsOf<operations['getPreviousSvRewardWeight'], M, ScanInt64['getPreviousSvRewardWeight']>): Promise<ResultOf<operations['getPreviousSvRewardWeight'], M, ScanInt64['getPreviousSvRewardWeight']>>;
  /**
   * List the DSO's active vote requests.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/admin/sv/voterequests — operation `listDsoRulesVoteRequests` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listDsoRulesVoteRequests(options?: CallOptionsOf<operations['listDsoRulesVoteRequests'], M, ScanInt64['listDsoRulesVoteRequests']>): Promise<ResultOf<operations['listDsoRulesVoteRequests'], M, ScanInt64['listDsoRulesVoteRequests']>>;
  /**
   * Look up an active vote request by contract id.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param voteRequestContractId - The `vote_request_contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/voterequests/{vote_request_contract_id} — operation `lookupDsoRulesVoteRequest` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  lookupDsoRulesVoteRequest(voteRequestContractId: PathParamOf<operations['lookupDsoRulesVoteRequest'], 'vote_request_contract_id', M, ScanInt64['lookupDsoRulesVoteRequest']>, options?: CallOptionsOf<operations['lookupDsoRulesVoteRequest'], M, ScanInt64['lookupDsoRulesVoteRequest']>): Promise<ResultOf<operations['lookupDsoRulesVoteRequest'], M, ScanInt64['lookupDsoRulesVoteRequest']>>;
  /**
   * Look up several active vote requests by contract id.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/voterequest — operation `listVoteRequestsByTrackingCid` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listVoteRequestsByTrackingCid(body: RequestBodyOf<operations['listVoteRequestsByTrackingCid'], M, ScanInt64['listVoteRequestsByTrackingCid']>, options?: CallOptionsOf<operations['listVoteRequestsByTrackingCid'], M, ScanInt64['listVoteRequestsByTrackingCid']>): Promise<ResultOf<operations['listVoteRequestsByTrackingCid'], M, ScanInt64['listVoteRequestsByTrackingCid']>>;
  /**
   * List the SVs' Amulet price votes.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/amulet-price/votes — operation `listAmuletPriceVotes` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listAmuletPriceVotes(options?: CallOptionsOf<operations['listAmuletPriceVotes'], M, ScanInt64['listAmuletPriceVotes']>): Promise<ResultOf<operations['listAmuletPriceVotes'], M, ScanInt64['listAmuletPriceVotes']>>;
  /**
   * List active token holdings of some owners at a snapshot (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @deprecated Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Removed in 0.9.0.
   * @see POST /v0/holdings/state — operation `getHoldingsStateAt` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getHoldingsStateAt(body: RequestBodyOf<operations['getHoldingsStateAt'], M, ScanInt64['getHoldingsStateAt']>, options?: CallOptionsOf<operations['getHoldingsStateAt'], M, ScanInt64['getHoldingsStateAt']>): Promise<ResultOf<operations['getHoldingsStateAt'], M, ScanInt64['getHoldingsStateAt']>>;
  /**
   * Every item of `created_events` across all pages of `getHoldingsStateAt`, requested one page at a time.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The request; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @deprecated Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Removed in 0.9.0.
   * @see POST /v0/holdings/state — operation `getHoldingsStateAt` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateHoldingsStateAt(request: PageRequestOf<operations['getHoldingsStateAt'], 'after', M, ScanInt64['getHoldingsStateAt']>, options?: PageOptions): PageIterator<PageItemOf<operations['getHoldingsStateAt'], 'created_events', M, ScanInt64['getHoldingsStateAt']>, ResultOf<operations['getHoldingsStateAt'], M, ScanInt64['getHoldingsStateAt']>>;
  /**
   * List active token holdings of some owners at a snapshot (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @deprecated Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Deprecated in 0.7.5; removed in 0.9.0.
   * @see POST /v1/holdings/state — operation `getHoldingsStateAtV1` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getHoldingsStateAtV1(body: RequestBodyOf<operations['getHoldingsStateAtV1'], M, ScanInt64['getHoldingsStateAtV1']>, options?: CallOptionsOf<operations['getHoldingsStateAtV1'], M, ScanInt64['getHoldingsStateAtV1']>): Promise<ResultOf<operations['getHoldingsStateAtV1'], M, ScanInt64['getHoldingsStateAtV1']>>;
  /**
   * Every item of `created_events` across all pages of `getHoldingsStateAtV1`, requested one page at a time.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The request; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @deprecated Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Deprecated in 0.7.5; removed in 0.9.0.
   * @see POST /v1/holdings/state — operation `getHoldingsStateAtV1` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateHoldingsStateAtV1(request: PageRequestOf<operations['getHoldingsStateAtV1'], 'after', M, ScanInt64['getHoldingsStateAtV1']>, options?: PageOptions): PageIterator<PageItemOf<operations['getHoldingsStateAtV1'], 'created_events', M, ScanInt64['getHoldingsStateAtV1']>, ResultOf<operations['getHoldingsStateAtV1'], M, ScanInt64['getHoldingsStateAtV1']>>;
  /**
   * List active token holdings of some owners at a snapshot.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see POST /v2/holdings/state — operation `getHoldingsStateAtV2` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getHoldingsStateAtV2(body: RequestBodyOf<operations['getHoldingsStateAtV2'], M, ScanInt64['getHoldingsStateAtV2']>, options?: CallOptionsOf<operations['getHoldingsStateAtV2'], M, ScanInt64['getHoldingsStateAtV2']>): Promise<ResultOf<operations['getHoldingsStateAtV2'], M, ScanInt64['getHoldingsStateAtV2']>>;
  /**
   * Every item of `created_events` across all pages of `getHoldingsStateAtV2`, requested one page at a time.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The request; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see POST /v2/holdings/state — operation `getHoldingsStateAtV2` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateHoldingsStateAtV2(request: PageRequestOf<operations['getHoldingsStateAtV2'], 'after', M, ScanInt64['getHoldingsStateAtV2']>, options?: PageOptions): PageIterator<PageItemOf<operations['getHoldingsStateAtV2'], 'created_events', M, ScanInt64['getHoldingsStateAtV2']>, ResultOf<operations['getHoldingsStateAtV2'], M, ScanInt64['getHoldingsStateAtV2']>>;
  /**
   * List the active contracts at a snapshot (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Removed in 0.9.0.
   * @see POST /v0/state/acs — operation `getAcsSnapshotAt` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getAcsSnapshotAt(body: RequestBodyOf<operations['getAcsSnapshotAt'], M, ScanInt64['getAcsSnapshotAt']>, options?: CallOptionsOf<operations['getAcsSnapshotAt'], M, ScanInt64['getAcsSnapshotAt']>): Promise<ResultOf<operations['getAcsSnapshotAt'], M, ScanInt64['getAcsSnapshotAt']>>;
  /**
   * Every item of `created_events` across all pages of `getAcsSnapshotAt`, requested one page at a time.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The request; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Removed in 0.9.0.
   * @see POST /v0/state/acs — operation `getAcsSnapshotAt` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateAcsSnapshotAt(request: PageRequestOf<operations['getAcsSnapshotAt'], 'after', M, ScanInt64['getAcsSnapshotAt']>, options?: PageOptions): PageIterator<PageItemOf<operations['getAcsSnapshotAt'], 'created_events', M, ScanInt64['getAcsSnapshotAt']>, ResultOf<operations['getAcsSnapshotAt'], M, ScanInt64['getAcsSnapshotAt']>>;
  /**
   * List the active contracts at a snapshot (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Deprecated in 0.7.5; removed in 0.9.0.
   * @see POST /v1/state/acs — operation `getAcsSnapshotAtV1` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getAcsSnapshotAtV1(body: RequestBodyOf<operations['getAcsSnapshotAtV1'], M, ScanInt64['getAcsSnapshotAtV1']>, options?: CallOptionsOf<operations['getAcsSnapshotAtV1'], M, ScanInt64['getAcsSnapshotAtV1']>): Promise<ResultOf<operations['getAcsSnapshotAtV1'], M, ScanInt64['getAcsSnapshotAtV1']>>;
  /**
   * Every item of `created_events` across all pages of `getAcsSnapshotAtV1`, requested one page at a time.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The request; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Deprecated in 0.7.5; removed in 0.9.0.
   * @see POST /v1/state/acs — operation `getAcsSnapshotAtV1` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateAcsSnapshotAtV1(request: PageRequestOf<operations['getAcsSnapshotAtV1'], 'after', M, ScanInt64['getAcsSnapshotAtV1']>, options?: PageOptions): PageIterator<PageItemOf<operations['getAcsSnapshotAtV1'], 'created_events', M, ScanInt64['getAcsSnapshotAtV1']>, ResultOf<operations['getAcsSnapshotAtV1'], M, ScanInt64['getAcsSnapshotAtV1']>>;
  /**
   * List the active contracts at a snapshot, optionally of some parties and templates.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see POST /v2/state/acs — operation `getAcsSnapshotAtV2` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getAcsSnapshotAtV2(body: RequestBodyOf<operations['getAcsSnapshotAtV2'], M, ScanInt64['getAcsSnapshotAtV2']>, options?: CallOptionsOf<operations['getAcsSnapshotAtV2'], M, ScanInt64['getAcsSnapshotAtV2']>): Promise<ResultOf<operations['getAcsSnapshotAtV2'], M, ScanInt64['getAcsSnapshotAtV2']>>;
  /**
   * Every item of `created_events` across all pages of `getAcsSnapshotAtV2`, requested one page at a time.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The request; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see POST /v2/state/acs — operation `getAcsSnapshotAtV2` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateAcsSnapshotAtV2(request: PageRequestOf<operations['getAcsSnapshotAtV2'], 'after', M, ScanInt64['getAcsSnapshotAtV2']>, options?: PageOptions): PageIterator<PageItemOf<operations['getAcsSnapshotAtV2'], 'created_events', M, ScanInt64['getAcsSnapshotAtV2']>, ResultOf<operations['getAcsSnapshotAtV2'], M, ScanInt64['getAcsSnapshotAtV2']>>;
  /**
   * Find the time of the latest ACS snapshot at or before a time.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/state/acs/snapshot-timestamp — operation `getDateOfMostRecentSnapshotBefore` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getDateOfMostRecentSnapshotBefore(options?: CallOptionsOf<operations['getDateOfMostRecentSnapshotBefore'], M, ScanInt64['getDateOfMostRecentSnapshotBefore']>): Promise<ResultOf<operations['getDateOfMostRecentSnapshotBefore'], M, ScanInt64['getDateOfMostRecentSnapshotBefore']>>;
  /**
   * Find the time of the first ACS snapshot after a time, in a migration or a later one.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/state/acs/snapshot-timestamp-after — operation `getDateOfFirstSnapshotAfter` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getDateOfFirstSnapshotAfter(options?: CallOptionsOf<operations['getDateOfFirstSnapshotAfter'], M, ScanInt64['getDateOfFirstSnapshotAfter']>): Promise<ResultOf<operations['getDateOfFirstSnapshotAfter'], M, ScanInt64['getDateOfFirstSnapshotAfter']>>;
  /**
   * Take an ACS snapshot now (disabled unless the Scan is configured for it).
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see POST /v0/state/acs/force — operation `forceAcsSnapshotNow` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  forceAcsSnapshotNow(options?: CallOptionsOf<operations['forceAcsSnapshotNow'], M, ScanInt64['forceAcsSnapshotNow']>): Promise<ResultOf<operations['forceAcsSnapshotNow'], M, ScanInt64['forceAcsSnapshotNow']>>;
  /**
   * Download a party's contracts from the Scan's participant (deprecated).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) instead. No removal version announced.
   * @see GET /v0/acs/{party} — operation `getAcsSnapshot` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getAcsSnapshot(party: PathParamOf<operations['getAcsSnapshot'], 'party', M, ScanInt64['getAcsSnapshot']>, options?: CallOptionsOf<operations['getAcsSnapshot'], M, ScanInt64['getAcsSnapshot']>): Promise<ResultOf<operations['getAcsSnapshot'], M, ScanInt64['getAcsSnapshot']>>;
  /**
   * Sum the Amulet holdings of some owners at a snapshot, with holding fees (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @deprecated Use `getHoldingsSummaryAtV1` (POST /v1/holdings/summary) instead. No removal version announced.
   * @see POST /v0/holdings/summary — operation `getHoldingsSummaryAt` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getHoldingsSummaryAt(body: RequestBodyOf<operations['getHoldingsSummaryAt'], M, ScanInt64['getHoldingsSummaryAt']>, options?: CallOptionsOf<operations['getHoldingsSummaryAt'], M, ScanInt64['getHoldingsSummaryAt']>): Promise<ResultOf<operations['getHoldingsSummaryAt'], M, ScanInt64['getHoldingsSummaryAt']>>;
  /**
   * Sum the Amulet holdings of some owners at a snapshot.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see POST /v1/holdings/summary — operation `getHoldingsSummaryAtV1` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getHoldingsSummaryAtV1(body: RequestBodyOf<operations['getHoldingsSummaryAtV1'], M, ScanInt64['getHoldingsSummaryAtV1']>, options?: CallOptionsOf<operations['getHoldingsSummaryAtV1'], M, ScanInt64['getHoldingsSummaryAtV1']>): Promise<ResultOf<operations['getHoldingsSummaryAtV1'], M, ScanInt64['getHoldingsSummaryAtV1']>>;
  /**
   * The earliest round this Scan has complete reward accounting for (SV-internal, subject to change).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/internal/reward-accounting-process/rounds/earliest-available — operation `getRewardAccountingEarliestAvailableRound` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getRewardAccountingEarliestAvailableRound(options?: CallOptionsOf<operations['getRewardAccountingEarliestAvailableRound'], M, ScanInt64['getRewardAccountingEarliestAvailableRound']>): Promise<ResultOf<operations['getRewardAccountingEarliestAvailableRound'], M, ScanInt64['getRewardAccountingEarliestAvailableRound']>>;
  /**
   * App-activity and reward totals of one round (SV-internal, subject to change).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param roundNumber - The `round_number` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/internal/reward-accounting-process/rounds/{round_number}/activity-totals — operation `getRewardAccountingActivityTotals` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getRewardAccountingActivityTotals(roundNumber: PathParamOf<operations['getRewardAccountingActivityTotals'], 'round_number', M, ScanInt64['getRewardAccountingActivityTotals']>, options?: CallOptionsOf<operations['getRewardAccountingActivityTotals'], M, ScanInt64['getRewardAccountingActivityTotals']>): Promise<ResultOf<operations['getRewardAccountingActivityTotals'], M, ScanInt64['getRewardAccountingActivityTotals']>>;
  /**
   * The reward root hash of one round (SV-internal, subject to change).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param roundNumber - The `round_number` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/internal/reward-accounting-process/rounds/{round_number}/root-hash — operation `getRewardAccountingRootHash` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getRewardAccountingRootHash(roundNumber: PathParamOf<operations['getRewardAccountingRootHash'], 'round_number', M, ScanInt64['getRewardAccountingRootHash']>, options?: CallOptionsOf<operations['getRewardAccountingRootHash'], M, ScanInt64['getRewardAccountingRootHash']>): Promise<ResultOf<operations['getRewardAccountingRootHash'], M, ScanInt64['getRewardAccountingRootHash']>>;
  /**
   * One reward batch of a round, by its hash (SV-internal, subject to change).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param roundNumber - The `round_number` path parameter; URL-encoded by the client.
   * @param batchHash - The `batch_hash` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/internal/reward-accounting-process/rounds/{round_number}/batches/{batch_hash} — operation `getRewardAccountingBatch` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getRewardAccountingBatch(roundNumber: PathParamOf<operations['getRewardAccountingBatch'], 'round_number', M, ScanInt64['getRewardAccountingBatch']>, batchHash: PathParamOf<operations['getRewardAccountingBatch'], 'batch_hash', M, ScanInt64['getRewardAccountingBatch']>, options?: CallOptionsOf<operations['getRewardAccountingBatch'], M, ScanInt64['getRewardAccountingBatch']>): Promise<ResultOf<operations['getRewardAccountingBatch'], M, ScanInt64['getRewardAccountingBatch']>>;
  /**
   * What this Scan holds of one migration's update history (SV-internal).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/backfilling/migration-info — operation `getMigrationInfo` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getMigrationInfo(body: RequestBodyOf<operations['getMigrationInfo'], M, ScanInt64['getMigrationInfo']>, options?: CallOptionsOf<operations['getMigrationInfo'], M, ScanInt64['getMigrationInfo']>): Promise<ResultOf<operations['getMigrationInfo'], M, ScanInt64['getMigrationInfo']>>;
  /**
   * Updates of one migration and synchronizer before a record time, newest first (SV-internal).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/backfilling/updates-before — operation `getUpdatesBefore` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getUpdatesBefore(body: RequestBodyOf<operations['getUpdatesBefore'], M, ScanInt64['getUpdatesBefore']>, options?: CallOptionsOf<operations['getUpdatesBefore'], M, ScanInt64['getUpdatesBefore']>): Promise<ResultOf<operations['getUpdatesBefore'], M, ScanInt64['getUpdatesBefore']>>;
  /**
   * Every item of `transactions` across all pages of `getUpdatesBefore`, requested one page at a time.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * Each next request is the first with the cursor taken from the last item of the page (`/before` ← `/record_time`), values copied exactly;
   * ends at the first page without items; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; build `before` from a page's last item the same way to resume after it.
   * @param request - The first request; its `before` is where the listing starts (required).
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @experimental
   * @see POST /v0/backfilling/updates-before — operation `getUpdatesBefore` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateUpdatesBefore(request: PageRequestOf<operations['getUpdatesBefore'], never, M, ScanInt64['getUpdatesBefore']>, options?: PageOptions): PageIterator<PageItemOf<operations['getUpdatesBefore'], 'transactions', M, ScanInt64['getUpdatesBefore']>, ResultOf<operations['getUpdatesBefore'], M, ScanInt64['getUpdatesBefore']>>;
  /**
   * Whether this Scan's backfilling is complete (SV-internal).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/backfilling/status — operation `getBackfillingStatus` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getBackfillingStatus(options?: CallOptionsOf<operations['getBackfillingStatus'], M, ScanInt64['getBackfillingStatus']>): Promise<ResultOf<operations['getBackfillingStatus'], M, ScanInt64['getBackfillingStatus']>>;
  /**
   * Import updates of one migration after an update id (SV-internal).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/backfilling/import-updates — operation `getImportUpdates` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getImportUpdates(body: RequestBodyOf<operations['getImportUpdates'], M, ScanInt64['getImportUpdates']>, options?: CallOptionsOf<operations['getImportUpdates'], M, ScanInt64['getImportUpdates']>): Promise<ResultOf<operations['getImportUpdates'], M, ScanInt64['getImportUpdates']>>;
  /**
   * Every item of `transactions` across all pages of `getImportUpdates`, requested one page at a time.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * Each next request is the first with the cursor taken from the last item of the page (`/after_update_id` ← `/update_id`), values copied exactly;
   * ends at the first page without items; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; build `after_update_id` from a page's last item the same way to resume after it.
   * @param request - The first request; its `after_update_id` is where the listing starts (required).
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @experimental
   * @see POST /v0/backfilling/import-updates — operation `getImportUpdates` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateImportUpdates(request: PageRequestOf<operations['getImportUpdates'], never, M, ScanInt64['getImportUpdates']>, options?: PageOptions): PageIterator<PageItemOf<operations['getImportUpdates'], 'transactions', M, ScanInt64['getImportUpdates']>, ResultOf<operations['getImportUpdates'], M, ScanInt64['getImportUpdates']>>;
  /**
   * Download links of the bulk ACS snapshot at or before a time (pre-alpha).
   *
   * Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/history/bulk/acs — operation `listBulkAcsSnapshotObjects` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listBulkAcsSnapshotObjects(options?: CallOptionsOf<operations['listBulkAcsSnapshotObjects'], M, ScanInt64['listBulkAcsSnapshotObjects']>): Promise<ResultOf<operations['listBulkAcsSnapshotObjects'], M, ScanInt64['listBulkAcsSnapshotObjects']>>;
  /**
   * Download links of the bulk update history between two times (pre-alpha).
   *
   * Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/history/bulk/updates — operation `listBulkUpdateHistoryObjects` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listBulkUpdateHistoryObjects(body: RequestBodyOf<operations['listBulkUpdateHistoryObjects'], M, ScanInt64['listBulkUpdateHistoryObjects']>, options?: CallOptionsOf<operations['listBulkUpdateHistoryObjects'], M, ScanInt64['listBulkUpdateHistoryObjects']>): Promise<ResultOf<operations['listBulkUpdateHistoryObjects'], M, ScanInt64['listBulkUpdateHistoryObjects']>>;
  /**
   * Every item of `object_refs` across all pages of `listBulkUpdateHistoryObjects`, requested one page at a time.
   *
   * Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
   *
   * Follows `next_page_token` (as `next_page_token`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `next_page_token` to resume there.
   * @param request - The request; with `next_page_token`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @experimental
   * @see POST /v0/history/bulk/updates — operation `listBulkUpdateHistoryObjects` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateBulkUpdateHistoryObjects(request: PageRequestOf<operations['listBulkUpdateHistoryObjects'], 'next_page_token', M, ScanInt64['listBulkUpdateHistoryObjects']>, options?: PageOptions): PageIterator<PageItemOf<operations['listBulkUpdateHistoryObjects'], 'object_refs', M, ScanInt64['listBulkUpdateHistoryObjects']>, ResultOf<operations['listBulkUpdateHistoryObjects'], M, ScanInt64['listBulkUpdateHistoryObjects']>>;
  /**
   * Checksums of bulk storage objects by key (pre-alpha, SV-internal).
   *
   * Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/history/bulk/checksums — operation `getBulkObjectChecksums` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getBulkObjectChecksums(body: RequestBodyOf<operations['getBulkObjectChecksums'], M, ScanInt64['getBulkObjectChecksums']>, options?: CallOptionsOf<operations['getBulkObjectChecksums'], M, ScanInt64['getBulkObjectChecksums']>): Promise<ResultOf<operations['getBulkObjectChecksums'], M, ScanInt64['getBulkObjectChecksums']>>;
  /**
   * Whether bulk storage has been written up to a time (pre-alpha, SV-internal).
   *
   * Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/history/bulk/progress — operation `getBulkObjectsProgress` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getBulkObjectsProgress(options?: CallOptionsOf<operations['getBulkObjectsProgress'], M, ScanInt64['getBulkObjectsProgress']>): Promise<ResultOf<operations['getBulkObjectsProgress'], M, ScanInt64['getBulkObjectsProgress']>>;
  /**
   * List the featured-app rights.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/featured-apps — operation `listFeaturedAppRights` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listFeaturedAppRights(options?: CallOptionsOf<operations['listFeaturedAppRights'], M, ScanInt64['listFeaturedAppRights']>): Promise<ResultOf<operations['listFeaturedAppRights'], M, ScanInt64['listFeaturedAppRights']>>;
  /**
   * Look up the featured-app right of an app provider.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param providerPartyId - The `provider_party_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/featured-apps/{provider_party_id} — operation `lookupFeaturedAppRight` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  lookupFeaturedAppRight(providerPartyId: PathParamOf<operations['lookupFeaturedAppRight'], 'provider_party_id', M, ScanInt64['lookupFeaturedAppRight']>, options?: CallOptionsOf<operations['lookupFeaturedAppRight'], M, ScanInt64['lookupFeaturedAppRight']>): Promise<ResultOf<operations['lookupFeaturedAppRight'], M, ScanInt64['lookupFeaturedAppRight']>>;
  /**
   * List the featured-app rights of an app provider.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param providerPartyId - The `provider_party_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/featured-apps/by-provider/{provider_party_id} — operation `listFeaturedAppRightsByProvider` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listFeaturedAppRightsByProvider(providerPartyId: PathParamOf<operations['listFeaturedAppRightsByProvider'], 'provider_party_id', M, ScanInt64['listFeaturedAppRightsByProvider']>, options?: CallOptionsOf<operations['listFeaturedAppRightsByProvider'], M, ScanInt64['listFeaturedAppRightsByProvider']>): Promise<ResultOf<operations['listFeaturedAppRightsByProvider'], M, ScanInt64['listFeaturedAppRightsByProvider']>>;
  /**
   * Look up a featured-app-right contract by contract id.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/featured-apps/by-contract-id/{contract_id} — operation `lookupFeaturedAppRightByContractId` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  lookupFeaturedAppRightByContractId(contractId: PathParamOf<operations['lookupFeaturedAppRightByContractId'], 'contract_id', M, ScanInt64['lookupFeaturedAppRightByContractId']>, options?: CallOptionsOf<operations['lookupFeaturedAppRightByContractId'], M, ScanInt64['lookupFeaturedAppRightByContractId']>): Promise<ResultOf<operations['lookupFeaturedAppRightByContractId'], M, ScanInt64['lookupFeaturedAppRightByContractId']>>;
  /**
   * List the Scan addresses of all SVs, per synchronizer.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/scans — operation `listDsoScans` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listDsoScans(options?: CallOptionsOf<operations['listDsoScans'], M, ScanInt64['listDsoScans']>): Promise<ResultOf<operations['listDsoScans'], M, ScanInt64['listDsoScans']>>;
  /**
   * List name-service entries whose name starts with a prefix.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/ans-entries — operation `listAnsEntries` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listAnsEntries(options?: CallOptionsOf<operations['listAnsEntries'], M, ScanInt64['listAnsEntries']>): Promise<ResultOf<operations['listAnsEntries'], M, ScanInt64['listAnsEntries']>>;
  /**
   * Look up a party's name-service entry.
   *
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/ans-entries/by-party/{party} — operation `lookupAnsEntryByParty` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  lookupAnsEntryByParty(party: PathParamOf<operations['lookupAnsEntryByParty'], 'party', M, ScanInt64['lookupAnsEntryByParty']>, options?: CallOptionsOf<operations['lookupAnsEntryByParty'], M, ScanInt64['lookupAnsEntryByParty']>): Promise<ResultOf<operations['lookupAnsEntryByParty'], M, ScanInt64['lookupAnsEntryByParty']>>;
  /**
   * Look up a name-service entry by its name.
   *
   * @param name - The `name` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/ans-entries/by-name/{name} — operation `lookupAnsEntryByName` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  lookupAnsEntryByName(name: PathParamOf<operations['lookupAnsEntryByName'], 'name', M, ScanInt64['lookupAnsEntryByName']>, options?: CallOptionsOf<operations['lookupAnsEntryByName'], M, ScanInt64['lookupAnsEntryByName']>): Promise<ResultOf<operations['lookupAnsEntryByName'], M, ScanInt64['lookupAnsEntryByName']>>;
  /**
   * List the closed mining rounds still in process.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/closed-rounds — operation `getClosedRounds` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getClosedRounds(options?: CallOptionsOf<operations['getClosedRounds'], M, ScanInt64['getClosedRounds']>): Promise<ResultOf<operations['getClosedRounds'], M, ScanInt64['getClosedRounds']>>;
  /**
   * Get the open and issuing mining rounds.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see POST /v0/open-and-issuing-mining-rounds — operation `getOpenAndIssuingMiningRounds` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getOpenAndIssuingMiningRounds(body: RequestBodyOf<operations['getOpenAndIssuingMiningRounds'], M, ScanInt64['getOpenAndIssuingMiningRounds']>, options?: CallOptionsOf<operations['getOpenAndIssuingMiningRounds'], M, ScanInt64['getOpenAndIssuingMiningRounds']>): Promise<ResultOf<operations['getOpenAndIssuingMiningRounds'], M, ScanInt64['getOpenAndIssuingMiningRounds']>>;
  /**
   * Get the fees that applied in a round (deprecated).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `getAmuletRules` (POST /v0/amulet-rules) now. Upstream announced its removal for 0.6.4, but 0.9.x still supports it.
   * @see GET /v0/amulet-config-for-round — operation `getAmuletConfigForRound` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getAmuletConfigForRound(options?: CallOptionsOf<operations['getAmuletConfigForRound'], M, ScanInt64['getAmuletConfigForRound']>): Promise<ResultOf<operations['getAmuletConfigForRound'], M, ScanInt64['getAmuletConfigForRound']>>;
  /**
   * Get the AmuletRules contract.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/amulet-rules — operation `getAmuletRules` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getAmuletRules(body: RequestBodyOf<operations['getAmuletRules'], M, ScanInt64['getAmuletRules']>, options?: CallOptionsOf<operations['getAmuletRules'], M, ScanInt64['getAmuletRules']>): Promise<ResultOf<operations['getAmuletRules'], M, ScanInt64['getAmuletRules']>>;
  /**
   * Get the ExternalPartyAmuletRules contract.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/external-party-amulet-rules — operation `getExternalPartyAmuletRules` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getExternalPartyAmuletRules(body: RequestBodyOf<operations['getExternalPartyAmuletRules'], M, ScanInt64['getExternalPartyAmuletRules']>, options?: CallOptionsOf<operations['getExternalPartyAmuletRules'], M, ScanInt64['getExternalPartyAmuletRules']>): Promise<ResultOf<operations['getExternalPartyAmuletRules'], M, ScanInt64['getExternalPartyAmuletRules']>>;
  /**
   * Get the AnsRules contract.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/ans-rules — operation `getAnsRules` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getAnsRules(body: RequestBodyOf<operations['getAnsRules'], M, ScanInt64['getAnsRules']>, options?: CallOptionsOf<operations['getAnsRules'], M, ScanInt64['getAnsRules']>): Promise<ResultOf<operations['getAnsRules'], M, ScanInt64['getAnsRules']>>;
  /**
   * Look up a receiver's transfer preapproval.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/transfer-preapprovals/by-party/{party} — operation `lookupTransferPreapprovalByParty` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  lookupTransferPreapprovalByParty(party: PathParamOf<operations['lookupTransferPreapprovalByParty'], 'party', M, ScanInt64['lookupTransferPreapprovalByParty']>, options?: CallOptionsOf<operations['lookupTransferPreapprovalByParty'], M, ScanInt64['lookupTransferPreapprovalByParty']>): Promise<ResultOf<operations['lookupTransferPreapprovalByParty'], M, ScanInt64['lookupTransferPreapprovalByParty']>>;
  /**
   * Look up an external sender's TransferCommand counter.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/transfer-command-counter/{party} — operation `lookupTransferCommandCounterByParty` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  lookupTransferCommandCounterByParty(party: PathParamOf<operations['lookupTransferCommandCounterByParty'], 'party', M, ScanInt64['lookupTransferCommandCounterByParty']>, options?: CallOptionsOf<operations['lookupTransferCommandCounterByParty'], M, ScanInt64['lookupTransferCommandCounterByParty']>): Promise<ResultOf<operations['lookupTransferCommandCounterByParty'], M, ScanInt64['lookupTransferCommandCounterByParty']>>;
  /**
   * Get the status of a sender's TransferCommands for a nonce.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/transfer-command/status — operation `lookupTransferCommandStatus` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  lookupTransferCommandStatus(options?: CallOptionsOf<operations['lookupTransferCommandStatus'], M, ScanInt64['lookupTransferCommandStatus']>): Promise<ResultOf<operations['lookupTransferCommandStatus'], M, ScanInt64['lookupTransferCommandStatus']>>;
  /**
   * List the unclaimed development fund coupons.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/unclaimed-development-fund-coupons — operation `listUnclaimedDevelopmentFundCoupons` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listUnclaimedDevelopmentFundCoupons(options?: CallOptionsOf<operations['listUnclaimedDevelopmentFundCoupons'], M, ScanInt64['listUnclaimedDevelopmentFundCoupons']>): Promise<ResultOf<operations['listUnclaimedDevelopmentFundCoupons'], M, ScanInt64['listUnclaimedDevelopmentFundCoupons']>>;
  /**
   * Report the health of this Scan node.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /status — operation `getHealthStatus` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getHealthStatus(options?: CallOptionsOf<operations['getHealthStatus'], M, ScanInt64['getHealthStatus']>): Promise<ResultOf<operations['getHealthStatus'], M, ScanInt64['getHealthStatus']>>;
  /**
   * Report the Splice release this Scan runs.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /version — operation `getVersion` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getVersion(options?: CallOptionsOf<operations['getVersion'], M, ScanInt64['getVersion']>): Promise<ResultOf<operations['getVersion'], M, ScanInt64['getVersion']>>;
  /**
   * Ask whether this Scan is ready to serve.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /readyz — operation `getReadiness` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getReadiness(options?: CallOptionsOf<operations['getReadiness'], M, ScanInt64['getReadiness']>): Promise<ResultOf<operations['getReadiness'], M, ScanInt64['getReadiness']>>;
  /**
   * Ask whether this Scan is alive.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /livez — operation `getLiveness` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getLiveness(options?: CallOptionsOf<operations['getLiveness'], M, ScanInt64['getLiveness']>): Promise<ResultOf<operations['getLiveness'], M, ScanInt64['getLiveness']>>;
  /**
   * Read the DSO's party, rules, latest open round and SV node states in one answer.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/dso — operation `getDsoInfo` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getDsoInfo(options?: CallOptionsOf<operations['getDsoInfo'], M, ScanInt64['getDsoInfo']>): Promise<ResultOf<operations['getDsoInfo'], M, ScanInt64['getDsoInfo']>>;
  /**
   * Read the DSO's party id.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/dso-party-id — operation `getDsoPartyId` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getDsoPartyId(options?: CallOptionsOf<operations['getDsoPartyId'], M, ScanInt64['getDsoPartyId']>): Promise<ResultOf<operations['getDsoPartyId'], M, ScanInt64['getDsoPartyId']>>;
  /**
   * Read the names this network gives itself, its coin and its name service.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/splice-instance-names — operation `getSpliceInstanceNames` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getSpliceInstanceNames(options?: CallOptionsOf<operations['getSpliceInstanceNames'], M, ScanInt64['getSpliceInstanceNames']>): Promise<ResultOf<operations['getSpliceInstanceNames'], M, ScanInt64['getSpliceInstanceNames']>>;
  /**
   * Ask which optional features this Scan supports.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/feature-support — operation `featureSupport` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  featureSupport(options?: CallOptionsOf<operations['featureSupport'], M, ScanInt64['featureSupport']>): Promise<ResultOf<operations['featureSupport'], M, ScanInt64['featureSupport']>>;
  /**
   * List the sequencers of all SVs, per synchronizer.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/dso-sequencers — operation `listDsoSequencers` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listDsoSequencers(options?: CallOptionsOf<operations['listDsoSequencers'], M, ScanInt64['listDsoSequencers']>): Promise<ResultOf<operations['listDsoSequencers'], M, ScanInt64['listDsoSequencers']>>;
  /**
   * List this SV's BFT sequencers, one per physical synchronizer.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/sv-bft-sequencers — operation `listSvBftSequencers` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listSvBftSequencers(options?: CallOptionsOf<operations['listSvBftSequencers'], M, ScanInt64['listSvBftSequencers']>): Promise<ResultOf<operations['listSvBftSequencers'], M, ScanInt64['listSvBftSequencers']>>;
  /**
   * Read the synchronizer migration the DSO has scheduled, if any.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/migrations/schedule — operation `getMigrationSchedule` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getMigrationSchedule(options?: CallOptionsOf<operations['getMigrationSchedule'], M, ScanInt64['getMigrationSchedule']>): Promise<ResultOf<operations['getMigrationSchedule'], M, ScanInt64['getMigrationSchedule']>>;
  /**
   * Read the migration id this Scan runs with.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/migrations/last — operation `getMigrationId` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getMigrationId(options?: CallOptionsOf<operations['getMigrationId'], M, ScanInt64['getMigrationId']>): Promise<ResultOf<operations['getMigrationId'], M, ScanInt64['getMigrationId']>>;
  /**
   * Read the roll-forward logical synchronizer upgrade this Scan is configured for, if any.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/roll-forward-lsu — operation `getRollForwardLsu` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getRollForwardLsu(options?: CallOptionsOf<operations['getRollForwardLsu'], M, ScanInt64['getRollForwardLsu']>): Promise<ResultOf<operations['getRollForwardLsu'], M, ScanInt64['getRollForwardLsu']>>;
  /**
   * Read the next logical synchronizer upgrade, if one is announced.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/lsu — operation `getLsu` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getLsu(options?: CallOptionsOf<operations['getLsu'], M, ScanInt64['getLsu']>): Promise<ResultOf<operations['getLsu'], M, ScanInt64['getLsu']>>;
  /**
   * Read the serial of the physical synchronizer the DSO's rules are on.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/active-synchronizer-serial — operation `getActivePhysicalSynchronizerSerial` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getActivePhysicalSynchronizerSerial(options?: CallOptionsOf<operations['getActivePhysicalSynchronizerSerial'], M, ScanInt64['getActivePhysicalSynchronizerSerial']>): Promise<ResultOf<operations['getActivePhysicalSynchronizerSerial'], M, ScanInt64['getActivePhysicalSynchronizerSerial']>>;
  /**
   * Read a participant's or mediator's traffic on a synchronizer.
   *
   * @param domainId - The `domain_id` path parameter; URL-encoded by the client.
   * @param memberId - The `member_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/domains/{domain_id}/members/{member_id}/traffic-status — operation `getMemberTrafficStatus` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getMemberTrafficStatus(domainId: PathParamOf<operations['getMemberTrafficStatus'], 'domain_id', M, ScanInt64['getMemberTrafficStatus']>, memberId: PathParamOf<operations['getMemberTrafficStatus'], 'member_id', M, ScanInt64['getMemberTrafficStatus']>, options?: CallOptionsOf<operations['getMemberTrafficStatus'], M, ScanInt64['getMemberTrafficStatus']>): Promise<ResultOf<operations['getMemberTrafficStatus'], M, ScanInt64['getMemberTrafficStatus']>>;
  /**
   * Read the participant hosting a party on a synchronizer.
   *
   * @param domainId - The `domain_id` path parameter; URL-encoded by the client.
   * @param partyId - The `party_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/domains/{domain_id}/parties/{party_id}/participant-id — operation `getPartyToParticipant` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getPartyToParticipant(domainId: PathParamOf<operations['getPartyToParticipant'], 'domain_id', M, ScanInt64['getPartyToParticipant']>, partyId: PathParamOf<operations['getPartyToParticipant'], 'party_id', M, ScanInt64['getPartyToParticipant']>, options?: CallOptionsOf<operations['getPartyToParticipant'], M, ScanInt64['getPartyToParticipant']>): Promise<ResultOf<operations['getPartyToParticipant'], M, ScanInt64['getPartyToParticipant']>>;
  /**
   * Read every participant hosting a party on a synchronizer.
   *
   * @param domainId - The `domain_id` path parameter; URL-encoded by the client.
   * @param partyId - The `party_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v1/domains/{domain_id}/parties/{party_id}/participant-id — operation `getPartyToParticipantV1` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getPartyToParticipantV1(domainId: PathParamOf<operations['getPartyToParticipantV1'], 'domain_id', M, ScanInt64['getPartyToParticipantV1']>, partyId: PathParamOf<operations['getPartyToParticipantV1'], 'party_id', M, ScanInt64['getPartyToParticipantV1']>, options?: CallOptionsOf<operations['getPartyToParticipantV1'], M, ScanInt64['getPartyToParticipantV1']>): Promise<ResultOf<operations['getPartyToParticipantV1'], M, ScanInt64['getPartyToParticipantV1']>>;
  /**
   * List the licences of all validators, newest first, a page at a time.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/admin/validator/licenses — operation `listValidatorLicenses` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listValidatorLicenses(options?: CallOptionsOf<operations['listValidatorLicenses'], M, ScanInt64['listValidatorLicenses']>): Promise<ResultOf<operations['listValidatorLicenses'], M, ScanInt64['listValidatorLicenses']>>;
  /**
   * Every item of `validator_licenses` across all pages of `listValidatorLicenses`, requested one page at a time.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The query; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see GET /v0/admin/validator/licenses — operation `listValidatorLicenses` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateValidatorLicenses(request: PageQueryOf<operations['listValidatorLicenses'], 'after', M, ScanInt64['listValidatorLicenses']>, options?: PageOptions): PageIterator<PageItemOf<operations['listValidatorLicenses'], 'validator_licenses', M, ScanInt64['listValidatorLicenses']>, ResultOf<operations['listValidatorLicenses'], M, ScanInt64['listValidatorLicenses']>>;
  /**
   * Read the faucet record of chosen validators.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/validators/validator-faucets — operation `getValidatorFaucetsByValidator` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getValidatorFaucetsByValidator(options?: CallOptionsOf<operations['getValidatorFaucetsByValidator'], M, ScanInt64['getValidatorFaucetsByValidator']>): Promise<ResultOf<operations['getValidatorFaucetsByValidator'], M, ScanInt64['getValidatorFaucetsByValidator']>>;
  /**
   * Read the update history, page by page.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see POST /v2/updates — operation `getUpdateHistoryV2` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getUpdateHistoryV2(body: RequestBodyOf<operations['getUpdateHistoryV2'], M, ScanInt64['getUpdateHistoryV2']>, options?: CallOptionsOf<operations['getUpdateHistoryV2'], M, ScanInt64['getUpdateHistoryV2']>): Promise<ResultOf<operations['getUpdateHistoryV2'], M, ScanInt64['getUpdateHistoryV2']>>;
  /**
   * Every item of `transactions` across all pages of `getUpdateHistoryV2`, requested one page at a time.
   *
   * Each next request is the first with the cursor taken from the last item of the page (`/after/after_migration_id` ← `/migration_id` or `/event/migration_id`; `/after/after_record_time` ← `/record_time`), values copied exactly;
   * ends at the first page without items; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; build `after` from a page's last item the same way to resume after it.
   * @param request - The request; with `after`, the iteration resumes after that cursor.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see POST /v2/updates — operation `getUpdateHistoryV2` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateUpdateHistory(request: PageRequestOf<operations['getUpdateHistoryV2'], 'after', M, ScanInt64['getUpdateHistoryV2']>, options?: PageOptions): PageIterator<PageItemOf<operations['getUpdateHistoryV2'], 'transactions', M, ScanInt64['getUpdateHistoryV2']>, ResultOf<operations['getUpdateHistoryV2'], M, ScanInt64['getUpdateHistoryV2']>>;
  /**
   * Get one update by its id.
   *
   * @param updateId - The `update_id` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v2/updates/{update_id} — operation `getUpdateByIdV2` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getUpdateByIdV2(updateId: PathParamOf<operations['getUpdateByIdV2'], 'update_id', M, ScanInt64['getUpdateByIdV2']>, options?: CallOptionsOf<operations['getUpdateByIdV2'], M, ScanInt64['getUpdateByIdV2']>): Promise<ResultOf<operations['getUpdateByIdV2'], M, ScanInt64['getUpdateByIdV2']>>;
  /**
   * Get the transaction an external party signed, by its hash.
   *
   * @param hash - The `hash` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v2/updates/hash/{hash} — operation `getUpdateByHash` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getUpdateByHash(hash: PathParamOf<operations['getUpdateByHash'], 'hash', M, ScanInt64['getUpdateByHash']>, options?: CallOptionsOf<operations['getUpdateByHash'], M, ScanInt64['getUpdateByHash']>): Promise<ResultOf<operations['getUpdateByHash'], M, ScanInt64['getUpdateByHash']>>;
  /**
   * Read the update history, page by page (deprecated v1).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @deprecated Use `getUpdateHistoryV2` (POST /v2/updates) instead. No removal version announced.
   * @see POST /v1/updates — operation `getUpdateHistoryV1` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getUpdateHistoryV1(body: RequestBodyOf<operations['getUpdateHistoryV1'], M, ScanInt64['getUpdateHistoryV1']>, options?: CallOptionsOf<operations['getUpdateHistoryV1'], M, ScanInt64['getUpdateHistoryV1']>): Promise<ResultOf<operations['getUpdateHistoryV1'], M, ScanInt64['getUpdateHistoryV1']>>;
  /**
   * Every item of `transactions` across all pages of `getUpdateHistoryV1`, requested one page at a time.
   *
   * Each next request is the first with the cursor taken from the last item of the page (`/after/after_migration_id` ← `/migration_id` or `/event/migration_id`; `/after/after_record_time` ← `/record_time`), values copied exactly;
   * ends at the first page without items; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; build `after` from a page's last item the same way to resume after it.
   * @param request - The request; with `after`, the iteration resumes after that cursor.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @deprecated Use `getUpdateHistoryV2` (POST /v2/updates) instead. No removal version announced.
   * @see POST /v1/updates — operation `getUpdateHistoryV1` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateUpdateHistoryV1(request: PageRequestOf<operations['getUpdateHistoryV1'], 'after', M, ScanInt64['getUpdateHistoryV1']>, options?: PageOptions): PageIterator<PageItemOf<operations['getUpdateHistoryV1'], 'transactions', M, ScanInt64['getUpdateHistoryV1']>, ResultOf<operations['getUpdateHistoryV1'], M, ScanInt64['getUpdateHistoryV1']>>;
  /**
   * Get one update by its id (deprecated v1).
   *
   * @param updateId - The `update_id` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @deprecated Use `getUpdateByIdV2` (GET /v2/updates/{update_id}) instead. No removal version announced.
   * @see GET /v1/updates/{update_id} — operation `getUpdateByIdV1` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getUpdateByIdV1(updateId: PathParamOf<operations['getUpdateByIdV1'], 'update_id', M, ScanInt64['getUpdateByIdV1']>, options?: CallOptionsOf<operations['getUpdateByIdV1'], M, ScanInt64['getUpdateByIdV1']>): Promise<ResultOf<operations['getUpdateByIdV1'], M, ScanInt64['getUpdateByIdV1']>>;
  /**
   * Read the update history as this Scan's participant saw it (deprecated v0).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `getUpdateHistoryV2` (POST /v2/updates) instead. No removal version announced.
   * @see POST /v0/updates — operation `getUpdateHistory` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getUpdateHistory(body: RequestBodyOf<operations['getUpdateHistory'], M, ScanInt64['getUpdateHistory']>, options?: CallOptionsOf<operations['getUpdateHistory'], M, ScanInt64['getUpdateHistory']>): Promise<ResultOf<operations['getUpdateHistory'], M, ScanInt64['getUpdateHistory']>>;
  /**
   * Get one update as this Scan's participant saw it (deprecated v0).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param updateId - The `update_id` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `getUpdateByIdV2` (GET /v2/updates/{update_id}) instead. No removal version announced.
   * @see GET /v0/updates/{update_id} — operation `getUpdateById` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getUpdateById(updateId: PathParamOf<operations['getUpdateById'], 'update_id', M, ScanInt64['getUpdateById']>, options?: CallOptionsOf<operations['getUpdateById'], M, ScanInt64['getUpdateById']>): Promise<ResultOf<operations['getUpdateById'], M, ScanInt64['getUpdateById']>>;
  /**
   * Read the event history (updates and verdicts), page by page.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see POST /v0/events — operation `getEventHistory` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getEventHistory(body: RequestBodyOf<operations['getEventHistory'], M, ScanInt64['getEventHistory']>, options?: CallOptionsOf<operations['getEventHistory'], M, ScanInt64['getEventHistory']>): Promise<ResultOf<operations['getEventHistory'], M, ScanInt64['getEventHistory']>>;
  /**
   * Every item of `events` across all pages of `getEventHistory`, requested one page at a time.
   *
   * Each next request is the first with the cursor taken from the last item of the page (`/after/after_migration_id` ← `/verdict/migration_id` or `/update/migration_id` or `/update/event/migration_id`; `/after/after_record_time` ← `/verdict/record_time` or `/update/record_time`), values copied exactly;
   * ends at the first page without items; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; build `after` from a page's last item the same way to resume after it.
   * @param request - The request; with `after`, the iteration resumes after that cursor.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see POST /v0/events — operation `getEventHistory` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateEventHistory(request: PageRequestOf<operations['getEventHistory'], 'after', M, ScanInt64['getEventHistory']>, options?: PageOptions): PageIterator<PageItemOf<operations['getEventHistory'], 'events', M, ScanInt64['getEventHistory']>, ResultOf<operations['getEventHistory'], M, ScanInt64['getEventHistory']>>;
  /**
   * Get the latest record time the event history reaches.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/events/latest-record-time — operation `getLatestEventRecordTime` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getLatestEventRecordTime(options?: CallOptionsOf<operations['getLatestEventRecordTime'], M, ScanInt64['getLatestEventRecordTime']>): Promise<ResultOf<operations['getLatestEventRecordTime'], M, ScanInt64['getLatestEventRecordTime']>>;
  /**
   * Get one event by its update id.
   *
   * @param updateId - The `update_id` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/events/{update_id} — operation `getEventById` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getEventById(updateId: PathParamOf<operations['getEventById'], 'update_id', M, ScanInt64['getEventById']>, options?: CallOptionsOf<operations['getEventById'], M, ScanInt64['getEventById']>): Promise<ResultOf<operations['getEventById'], M, ScanInt64['getEventById']>>;
}

/** Binds every method of the scan API to the client's `invoke` (page iterators through it too), on the object with the members of `own`. */
export function createScanMethods<M extends Int64Mode, Own extends object = {}>(invoke: Invoke, own?: Own): ScanMethods<M> & Own {
  return methodsOf(scanApi, invoke, own);
}

/** The methods of the operations upstream makes no compatibility promise for (`x-stability` internal or pre-alpha): typed only by the client of `@canton-openapi/client/scan/internal`. */
export type ScanInternalMethodName = 'listVoteRequestResults' | 'iterateVoteRequestResults' | 'countVoteRequestResults' | 'getPreviousSvRewardWeight' | 'listDsoRulesVoteRequests' | 'lookupDsoRulesVoteRequest' | 'listVoteRequestsByTrackingCid' | 'listAmuletPriceVotes' | 'getAcsSnapshot' | 'getRewardAccountingEarliestAvailableRound' | 'getRewardAccountingActivityTotals' | 'getRewardAccountingRootHash' | 'getRewardAccountingBatch' | 'getMigrationInfo' | 'getUpdatesBefore' | 'iterateUpdatesBefore' | 'getBackfillingStatus' | 'getImportUpdates' | 'iterateImportUpdates' | 'listBulkAcsSnapshotObjects' | 'listBulkUpdateHistoryObjects' | 'iterateBulkUpdateHistoryObjects' | 'getBulkObjectChecksums' | 'getBulkObjectsProgress' | 'listFeaturedAppRights' | 'lookupFeaturedAppRight' | 'listFeaturedAppRightsByProvider' | 'lookupFeaturedAppRightByContractId' | 'getAmuletConfigForRound' | 'getAmuletRules' | 'getExternalPartyAmuletRules' | 'getAnsRules' | 'lookupTransferPreapprovalByParty' | 'lookupTransferCommandCounterByParty' | 'lookupTransferCommandStatus' | 'getSpliceInstanceNames' | 'featureSupport' | 'listSvBftSequencers' | 'getMigrationSchedule' | 'getMigrationId' | 'getRollForwardLsu' | 'getLsu' | 'getActivePhysicalSynchronizerSerial' | 'getUpdateHistory' | 'getUpdateById';

/** The methods of the scan API that carry upstream's compatibility promise: those of the client of `@canton-openapi/client/scan`. */
export type ScanStableMethods<M extends Int64Mode> = Omit<ScanMethods<M>, ScanInternalMethodName>;

/** The scan API as the client of `@canton-openapi/client/scan` reads it: a call of an operation without upstream's promise is refused. */
export const scanStableApi: ApiDefinition = { ...scanApi, externalOnly: true };

/** The release lines of the scan API (`info.x-release-lines`): what a client's `targets` names. */
export type ScanReleaseLine = '0.6' | '0.7' | '0.8' | '0.9';

/**
 * What each release line of the scan API does not serve, judged by its newest release the spec knows (`release`):
 * the client's members not added yet or removed (`unserved`) or disabled by default (`disabled`, served with
 * `deprecatedEndpointsEnabled: true`), and the request fields of each member likewise (`fields`, `disabledFields`).
 * A client made with `targets` leaves them out of its type. Types only.
 */
export interface ScanLines {
  '0.6': {
    release: '0.6.14';
    unserved: 'getHoldingsStateAtV2' | 'iterateHoldingsStateAtV2' | 'getAcsSnapshotAtV2' | 'iterateAcsSnapshotAtV2' | 'getBulkObjectChecksums' | 'getBulkObjectsProgress' | 'getLatestEventRecordTime';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '0.7': {
    release: '0.7.5';
    unserved: 'getBulkObjectChecksums' | 'getBulkObjectsProgress' | 'getLatestEventRecordTime';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '0.8': {
    release: '0.8.0';
    unserved: 'getBulkObjectsProgress' | 'getLatestEventRecordTime';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '0.9': {
    release: '0.9.0';
    unserved: 'getHoldingsStateAt' | 'iterateHoldingsStateAt' | 'getHoldingsStateAtV1' | 'iterateHoldingsStateAtV1' | 'getAcsSnapshotAt' | 'iterateAcsSnapshotAt' | 'getAcsSnapshotAtV1' | 'iterateAcsSnapshotAtV1';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
}
