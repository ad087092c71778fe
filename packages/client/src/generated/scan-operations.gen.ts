// Generated from specs/scan by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { BftRuleEntry, OperationDef, OperationTable, WriteEntry } from '../core/types/operation-table.ts';
import type { Releases } from '../core/types/releases.ts';

/** Every operation of the scan API: HTTP method, path and what the client needs to call it. */
export const scanOperations: Readonly<Record<string, OperationDef>> = {
  listVoteRequestResults: {
    method: 'post',
    path: '/v0/admin/sv/voteresults',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateVoteRequestResults', token: 'pageToken', items: 'dso_rules_vote_results', next: 'next_page_token' },
  },
  countVoteRequestResults: {
    method: 'post',
    path: '/v0/admin/sv/voteresults/count',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  getPreviousSvRewardWeight: {
    method: 'post',
    path: '/v0/admin/sv/previous-sv-reward-weight',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  listDsoRulesVoteRequests: {
    method: 'get',
    path: '/v0/admin/sv/voterequests',
    pathParams: [],
  },
  lookupDsoRulesVoteRequest: {
    method: 'get',
    path: '/v0/voterequests/{vote_request_contract_id}',
    pathParams: ['vote_request_contract_id'],
  },
  listVoteRequestsByTrackingCid: {
    method: 'post',
    path: '/v0/voterequest',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  listAmuletPriceVotes: {
    method: 'get',
    path: '/v0/amulet-price/votes',
    pathParams: [],
  },
  getHoldingsStateAt: {
    method: 'post',
    path: '/v0/holdings/state',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { iterator: 'iterateHoldingsStateAt', token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getHoldingsStateAtV1: {
    method: 'post',
    path: '/v1/holdings/state',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { iterator: 'iterateHoldingsStateAtV1', token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getHoldingsStateAtV2: {
    method: 'post',
    path: '/v2/holdings/state',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { iterator: 'iterateHoldingsStateAtV2', token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getAcsSnapshotAt: {
    method: 'post',
    path: '/v0/state/acs',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { iterator: 'iterateAcsSnapshotAt', token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getAcsSnapshotAtV1: {
    method: 'post',
    path: '/v1/state/acs',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { iterator: 'iterateAcsSnapshotAtV1', token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getAcsSnapshotAtV2: {
    method: 'post',
    path: '/v2/state/acs',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { iterator: 'iterateAcsSnapshotAtV2', token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getDateOfMostRecentSnapshotBefore: {
    method: 'get',
    path: '/v0/state/acs/snapshot-timestamp',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "404": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getDateOfFirstSnapshotAfter: {
    method: 'get',
    path: '/v0/state/acs/snapshot-timestamp-after',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "404": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  forceAcsSnapshotNow: {
    method: 'post',
    path: '/v0/state/acs/force',
    pathParams: [],
  },
  getAcsSnapshot: {
    method: 'get',
    path: '/v0/acs/{party}',
    pathParams: ['party'],
    versioned: true,
  },
  getHoldingsSummaryAt: {
    method: 'post',
    path: '/v0/holdings/summary',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  getHoldingsSummaryAtV1: {
    method: 'post',
    path: '/v1/holdings/summary',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getRewardAccountingEarliestAvailableRound: {
    method: 'get',
    path: '/v0/internal/reward-accounting-process/rounds/earliest-available',
    pathParams: [],
  },
  getRewardAccountingActivityTotals: {
    method: 'get',
    path: '/v0/internal/reward-accounting-process/rounds/{round_number}/activity-totals',
    pathParams: ['round_number'],
  },
  getRewardAccountingRootHash: {
    method: 'get',
    path: '/v0/internal/reward-accounting-process/rounds/{round_number}/root-hash',
    pathParams: ['round_number'],
  },
  getRewardAccountingBatch: {
    method: 'get',
    path: '/v0/internal/reward-accounting-process/rounds/{round_number}/batches/{batch_hash}',
    pathParams: ['round_number', 'batch_hash'],
  },
  getMigrationInfo: {
    method: 'post',
    path: '/v0/backfilling/migration-info',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getUpdatesBefore: {
    method: 'post',
    path: '/v0/backfilling/updates-before',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateUpdatesBefore', items: 'transactions', fromLastItem: { '/before': ['/record_time'] } },
  },
  getBackfillingStatus: {
    method: 'get',
    path: '/v0/backfilling/status',
    pathParams: [],
  },
  getImportUpdates: {
    method: 'post',
    path: '/v0/backfilling/import-updates',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateImportUpdates', items: 'transactions', fromLastItem: { '/after_update_id': ['/update_id'] } },
  },
  listBulkAcsSnapshotObjects: {
    method: 'get',
    path: '/v0/history/bulk/acs',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "404": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  listBulkUpdateHistoryObjects: {
    method: 'post',
    path: '/v0/history/bulk/updates',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateBulkUpdateHistoryObjects', token: 'next_page_token', items: 'object_refs', next: 'next_page_token' },
  },
  getBulkObjectChecksums: {
    method: 'post',
    path: '/v0/history/bulk/checksums',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  getBulkObjectsProgress: {
    method: 'get',
    path: '/v0/history/bulk/progress',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "404": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  listFeaturedAppRights: {
    method: 'get',
    path: '/v0/featured-apps',
    pathParams: [],
  },
  lookupFeaturedAppRight: {
    method: 'get',
    path: '/v0/featured-apps/{provider_party_id}',
    pathParams: ['provider_party_id'],
  },
  listFeaturedAppRightsByProvider: {
    method: 'get',
    path: '/v0/featured-apps/by-provider/{provider_party_id}',
    pathParams: ['provider_party_id'],
  },
  lookupFeaturedAppRightByContractId: {
    method: 'get',
    path: '/v0/featured-apps/by-contract-id/{contract_id}',
    pathParams: ['contract_id'],
  },
  listDsoScans: {
    method: 'get',
    path: '/v0/scans',
    pathParams: [],
  },
  listAnsEntries: {
    method: 'get',
    path: '/v0/ans-entries',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "404": ["text/plain"], "default": ["application/json"] },
  },
  lookupAnsEntryByParty: {
    method: 'get',
    path: '/v0/ans-entries/by-party/{party}',
    pathParams: ['party'],
  },
  lookupAnsEntryByName: {
    method: 'get',
    path: '/v0/ans-entries/by-name/{name}',
    pathParams: ['name'],
  },
  getClosedRounds: {
    method: 'get',
    path: '/v0/closed-rounds',
    pathParams: [],
  },
  getOpenAndIssuingMiningRounds: {
    method: 'post',
    path: '/v0/open-and-issuing-mining-rounds',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAmuletConfigForRound: {
    method: 'get',
    path: '/v0/amulet-config-for-round',
    pathParams: [],
    errorMedia: { "400": ["text/plain"], "404": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  getAmuletRules: {
    method: 'post',
    path: '/v0/amulet-rules',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain"], "default": ["application/json"] },
  },
  getExternalPartyAmuletRules: {
    method: 'post',
    path: '/v0/external-party-amulet-rules',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain"], "default": ["application/json"] },
  },
  getAnsRules: {
    method: 'post',
    path: '/v0/ans-rules',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain"], "default": ["application/json"] },
  },
  lookupTransferPreapprovalByParty: {
    method: 'get',
    path: '/v0/transfer-preapprovals/by-party/{party}',
    pathParams: ['party'],
  },
  lookupTransferCommandCounterByParty: {
    method: 'get',
    path: '/v0/transfer-command-counter/{party}',
    pathParams: ['party'],
  },
  lookupTransferCommandStatus: {
    method: 'get',
    path: '/v0/transfer-command/status',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "404": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  listUnclaimedDevelopmentFundCoupons: {
    method: 'get',
    path: '/v0/unclaimed-development-fund-coupons',
    pathParams: [],
  },
  getHealthStatus: {
    method: 'get',
    path: '/status',
    pathParams: [],
  },
  getVersion: {
    method: 'get',
    path: '/version',
    pathParams: [],
    errorMedia: {  },
  },
  getReadiness: {
    method: 'get',
    path: '/readyz',
    pathParams: [],
    errorMedia: { "503": [] },
    media: { result: '' },
  },
  getLiveness: {
    method: 'get',
    path: '/livez',
    pathParams: [],
    errorMedia: {  },
    media: { result: '' },
  },
  getDsoInfo: {
    method: 'get',
    path: '/v0/dso',
    pathParams: [],
  },
  getDsoPartyId: {
    method: 'get',
    path: '/v0/dso-party-id',
    pathParams: [],
  },
  getSpliceInstanceNames: {
    method: 'get',
    path: '/v0/splice-instance-names',
    pathParams: [],
  },
  featureSupport: {
    method: 'get',
    path: '/v0/feature-support',
    pathParams: [],
  },
  listDsoSequencers: {
    method: 'get',
    path: '/v0/dso-sequencers',
    pathParams: [],
  },
  listSvBftSequencers: {
    method: 'get',
    path: '/v0/sv-bft-sequencers',
    pathParams: [],
  },
  getMigrationSchedule: {
    method: 'get',
    path: '/v0/migrations/schedule',
    pathParams: [],
    errorMedia: { "404": [], "default": ["application/json"] },
  },
  getMigrationId: {
    method: 'get',
    path: '/v0/migrations/last',
    pathParams: [],
  },
  getRollForwardLsu: {
    method: 'get',
    path: '/v0/roll-forward-lsu',
    pathParams: [],
  },
  getLsu: {
    method: 'get',
    path: '/v0/lsu',
    pathParams: [],
    versioned: true,
  },
  getActivePhysicalSynchronizerSerial: {
    method: 'get',
    path: '/v0/active-synchronizer-serial',
    pathParams: [],
  },
  getMemberTrafficStatus: {
    method: 'get',
    path: '/v0/domains/{domain_id}/members/{member_id}/traffic-status',
    pathParams: ['domain_id', 'member_id'],
  },
  getPartyToParticipant: {
    method: 'get',
    path: '/v0/domains/{domain_id}/parties/{party_id}/participant-id',
    pathParams: ['domain_id', 'party_id'],
  },
  getPartyToParticipantV1: {
    method: 'get',
    path: '/v1/domains/{domain_id}/parties/{party_id}/participant-id',
    pathParams: ['domain_id', 'party_id'],
  },
  listValidatorLicenses: {
    method: 'get',
    path: '/v0/admin/validator/licenses',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateValidatorLicenses', token: 'after', items: 'validator_licenses', next: 'next_page_token', in: 'query' },
  },
  getValidatorFaucetsByValidator: {
    method: 'get',
    path: '/v0/validators/validator-faucets',
    pathParams: [],
  },
  getUpdateHistoryV2: {
    method: 'post',
    path: '/v2/updates',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateUpdateHistory', items: 'transactions', fromLastItem: { '/after/after_migration_id': ['/migration_id', '/event/migration_id'], '/after/after_record_time': ['/record_time'] } },
  },
  getUpdateByIdV2: {
    method: 'get',
    path: '/v2/updates/{update_id}',
    pathParams: ['update_id'],
    errorMedia: { "400": ["text/plain"], "default": ["application/json"] },
  },
  getUpdateByHash: {
    method: 'get',
    path: '/v2/updates/hash/{hash}',
    pathParams: ['hash'],
    errorMedia: { "400": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  getUpdateHistoryV1: {
    method: 'post',
    path: '/v1/updates',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { iterator: 'iterateUpdateHistoryV1', items: 'transactions', fromLastItem: { '/after/after_migration_id': ['/migration_id', '/event/migration_id'], '/after/after_record_time': ['/record_time'] } },
  },
  getUpdateByIdV1: {
    method: 'get',
    path: '/v1/updates/{update_id}',
    pathParams: ['update_id'],
    errorMedia: { "400": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  getUpdateHistory: {
    method: 'post',
    path: '/v0/updates',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  getUpdateById: {
    method: 'get',
    path: '/v0/updates/{update_id}',
    pathParams: ['update_id'],
    versioned: true,
  },
  getEventHistory: {
    method: 'post',
    path: '/v0/events',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateEventHistory', items: 'events', fromLastItem: { '/after/after_migration_id': ['/verdict/migration_id', '/update/migration_id', '/update/event/migration_id'], '/after/after_record_time': ['/verdict/record_time', '/update/record_time'] } },
  },
  getLatestEventRecordTime: {
    method: 'get',
    path: '/v0/events/latest-record-time',
    pathParams: [],
    versioned: true,
  },
  getEventById: {
    method: 'get',
    path: '/v0/events/{update_id}',
    pathParams: ['update_id'],
    errorMedia: { "400": ["text/plain"], "default": ["application/json"] },
  },
};

/** Where each operation of the scan API carries int64 integers (see tools/codegen/client-int64.ts). */
export const scanInt64 = {
  listVoteRequestResults: {"response":{"next_page_token":1},"body":{"pageToken":1}},
  countVoteRequestResults: {"response":{"count":1}},
  getPreviousSvRewardWeight: {},
  listDsoRulesVoteRequests: {},
  lookupDsoRulesVoteRequest: {},
  listVoteRequestsByTrackingCid: {},
  listAmuletPriceVotes: {},
  getHoldingsStateAt: {"response":{"migration_id":1,"next_page_token":1},"body":{"migration_id":1,"after":1}},
  getHoldingsStateAtV1: {"response":{"migration_id":1,"next_page_token":1},"body":{"migration_id":1,"after":1}},
  getHoldingsStateAtV2: {"response":{"migration_id":1},"body":{"migration_id":1}},
  getAcsSnapshotAt: {"response":{"migration_id":1,"next_page_token":1},"body":{"migration_id":1,"after":1}},
  getAcsSnapshotAtV1: {"response":{"migration_id":1,"next_page_token":1},"body":{"migration_id":1,"after":1}},
  getAcsSnapshotAtV2: {"response":{"migration_id":1},"body":{"migration_id":1}},
  getDateOfMostRecentSnapshotBefore: {"query":{"migration_id":1}},
  getDateOfFirstSnapshotAfter: {"query":{"migration_id":1}},
  forceAcsSnapshotNow: {"response":{"migration_id":1}},
  getAcsSnapshot: {},
  getHoldingsSummaryAt: {"response":{"migration_id":1,"computed_as_of_round":1},"body":{"migration_id":1,"as_of_round":1}},
  getHoldingsSummaryAtV1: {"response":{"migration_id":1},"body":{"migration_id":1}},
  getRewardAccountingEarliestAvailableRound: {"response":{"earliest_round":1}},
  getRewardAccountingActivityTotals: {"response":{"round_number":1,"total_app_activity_weight":1,"active_parties_count":1,"activity_records_count":1,"rewarded_app_provider_parties_count":1},"path":{"round_number":1}},
  getRewardAccountingRootHash: {"response":{"round_number":1},"path":{"round_number":1}},
  getRewardAccountingBatch: {"path":{"round_number":1}},
  getMigrationInfo: {"response":{"previous_migration_id":1},"body":{"migration_id":1}},
  getUpdatesBefore: {"response":{"transactions":[{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}}]},"body":{"migration_id":1}},
  getBackfillingStatus: {},
  getImportUpdates: {"response":{"transactions":[{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}}]},"body":{"migration_id":1}},
  listBulkAcsSnapshotObjects: {},
  listBulkUpdateHistoryObjects: {},
  getBulkObjectChecksums: {},
  getBulkObjectsProgress: {},
  listFeaturedAppRights: {},
  lookupFeaturedAppRight: {},
  listFeaturedAppRightsByProvider: {},
  lookupFeaturedAppRightByContractId: {},
  listDsoScans: {},
  listAnsEntries: {},
  lookupAnsEntryByParty: {},
  lookupAnsEntryByName: {},
  getClosedRounds: {},
  getOpenAndIssuingMiningRounds: {"response":{"time_to_live_in_microseconds":1}},
  getAmuletConfigForRound: {"query":{"round":1}},
  getAmuletRules: {},
  getExternalPartyAmuletRules: {},
  getAnsRules: {},
  lookupTransferPreapprovalByParty: {},
  lookupTransferCommandCounterByParty: {},
  lookupTransferCommandStatus: {"query":{"nonce":1}},
  listUnclaimedDevelopmentFundCoupons: {},
  getHealthStatus: {},
  getVersion: {},
  getReadiness: {},
  getLiveness: {},
  getDsoInfo: {},
  getDsoPartyId: {},
  getSpliceInstanceNames: {},
  featureSupport: {},
  listDsoSequencers: {"response":{"domainSequencers":[{"sequencers":[{"migrationId":1,"synchronizerSerial":1}]}]}},
  listSvBftSequencers: {"response":{"bftSequencers":[{"serialId":1}]}},
  getMigrationSchedule: {"response":{"migration_id":1}},
  getMigrationId: {"response":{"migration_id":1}},
  getRollForwardLsu: {},
  getLsu: {},
  getActivePhysicalSynchronizerSerial: {"response":{"serial":1}},
  getMemberTrafficStatus: {"response":{"traffic_status":{"actual":{"total_consumed":1,"total_limit":1},"target":{"total_purchased":1}}}},
  getPartyToParticipant: {},
  getPartyToParticipantV1: {},
  listValidatorLicenses: {"response":{"next_page_token":1},"query":{"after":1}},
  getValidatorFaucetsByValidator: {"response":{"validatorsReceivedFaucets":[{"numRoundsCollected":1,"numRoundsMissed":1,"firstCollectedInRound":1,"lastCollectedInRound":1}]}},
  getUpdateHistoryV2: {"response":{"transactions":[{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}}]},"body":{"after":{"after_migration_id":1}}},
  getUpdateByIdV2: {"response":{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}}},
  getUpdateByHash: {"response":{"migration_id":1}},
  getUpdateHistoryV1: {"response":{"transactions":[{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}}]},"body":{"after":{"after_migration_id":1}}},
  getUpdateByIdV1: {"response":{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}}},
  getUpdateHistory: {"response":{"transactions":[{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}}]},"body":{"after":{"after_migration_id":1}}},
  getUpdateById: {"response":{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}}},
  getEventHistory: {"response":{"events":[{"update":{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}},"verdict":{"migration_id":1,"round_number":1},"traffic_summary":{"total_traffic_cost":1,"envelope_traffic_summaries":[{"traffic_cost":1}]},"app_activity_records":{"round_number":1,"records":[{"weight":1}]}}]},"body":{"after":{"after_migration_id":1}}},
  getLatestEventRecordTime: {},
  getEventById: {"response":{"update":{"migration_id":1,"event":{"migration_id":1,"reassignment_counter":1}},"verdict":{"migration_id":1,"round_number":1},"traffic_summary":{"total_traffic_cost":1,"envelope_traffic_summaries":[{"traffic_cost":1}]},"app_activity_records":{"round_number":1,"records":[{"weight":1}]}}},
} as const;

/** The type of `scanInt64`, which maps int64 fields to `bigint` in a bigint-mode client. */
export type ScanInt64 = typeof scanInt64;

const fields = (v: unknown): Record<string, unknown> | undefined => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : undefined);
// A number JSON.parse may have changed: at or beyond ±2^53, or not a whole number (a fraction or an overflow).
const big = (v: unknown): boolean => typeof v === "number" && !(v < 9007199254740992 && v > -9007199254740992 && Number.isInteger(v));
function r0(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["next_page_token"]);
}
function r1(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["count"]);
}
function r2(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["migration_id"]) || big(o["next_page_token"]));
}
function r3(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["migration_id"]);
}
function r4(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["migration_id"]) || big(o["computed_as_of_round"]));
}
function r5(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["earliest_round"]);
}
function r6(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["round_number"]) || big(o["total_app_activity_weight"]) || big(o["active_parties_count"]) || big(o["activity_records_count"]) || big(o["rewarded_app_provider_parties_count"]));
}
function r7(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["round_number"]);
}
function r8(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["previous_migration_id"]);
}
function r9(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r10(o["transactions"]);
}
function r10(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r11(v[i])) return true;
  return false;
}
function r11(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["migration_id"]) || r12(o["event"]));
}
function r12(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["migration_id"]) || big(o["reassignment_counter"]));
}
function r13(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["time_to_live_in_microseconds"]);
}
function r14(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r15(o["domainSequencers"]);
}
function r15(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r16(v[i])) return true;
  return false;
}
function r16(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r17(o["sequencers"]);
}
function r17(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r18(v[i])) return true;
  return false;
}
function r18(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["migrationId"]) || big(o["synchronizerSerial"]));
}
function r19(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r20(o["bftSequencers"]);
}
function r20(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r21(v[i])) return true;
  return false;
}
function r21(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["serialId"]);
}
function r22(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["serial"]);
}
function r23(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r24(o["traffic_status"]);
}
function r24(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r25(o["actual"]) || r26(o["target"]));
}
function r25(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["total_consumed"]) || big(o["total_limit"]));
}
function r26(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["total_purchased"]);
}
function r27(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r28(o["validatorsReceivedFaucets"]);
}
function r28(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r29(v[i])) return true;
  return false;
}
function r29(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["numRoundsCollected"]) || big(o["numRoundsMissed"]) || big(o["firstCollectedInRound"]) || big(o["lastCollectedInRound"]));
}
function r30(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r31(o["events"]);
}
function r31(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r32(v[i])) return true;
  return false;
}
function r32(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r11(o["update"]) || r33(o["verdict"]) || r34(o["traffic_summary"]) || r37(o["app_activity_records"]));
}
function r33(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["migration_id"]) || big(o["round_number"]));
}
function r34(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["total_traffic_cost"]) || r35(o["envelope_traffic_summaries"]));
}
function r35(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r36(v[i])) return true;
  return false;
}
function r36(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["traffic_cost"]);
}
function r37(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["round_number"]) || r38(o["records"]));
}
function r38(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r39(v[i])) return true;
  return false;
}
function r39(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["weight"]);
}

/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */
export const scanRoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {
  listVoteRequestResults: r0,
  countVoteRequestResults: r1,
  getHoldingsStateAt: r2,
  getHoldingsStateAtV1: r2,
  getHoldingsStateAtV2: r3,
  getAcsSnapshotAt: r2,
  getAcsSnapshotAtV1: r2,
  getAcsSnapshotAtV2: r3,
  forceAcsSnapshotNow: r3,
  getHoldingsSummaryAt: r4,
  getHoldingsSummaryAtV1: r3,
  getRewardAccountingEarliestAvailableRound: r5,
  getRewardAccountingActivityTotals: r6,
  getRewardAccountingRootHash: r7,
  getMigrationInfo: r8,
  getUpdatesBefore: r9,
  getImportUpdates: r9,
  getOpenAndIssuingMiningRounds: r13,
  listDsoSequencers: r14,
  listSvBftSequencers: r19,
  getMigrationSchedule: r3,
  getMigrationId: r3,
  getActivePhysicalSynchronizerSerial: r22,
  getMemberTrafficStatus: r23,
  listValidatorLicenses: r0,
  getValidatorFaucetsByValidator: r27,
  getUpdateHistoryV2: r9,
  getUpdateByIdV2: r11,
  getUpdateByHash: r3,
  getUpdateHistoryV1: r9,
  getUpdateByIdV1: r11,
  getUpdateHistory: r9,
  getUpdateById: r11,
  getEventHistory: r30,
  getEventById: r32,
};

// What the server cannot take in an int64 field: a number other than a safe integer (NaN, ±Infinity, a fraction, an integer
// JSON would round), or a bigint beyond the int64 range.
const inexact = (v: unknown): boolean => (typeof v === "number" ? !Number.isSafeInteger(v) : typeof v === "bigint" && BigInt.asIntN(64, v) !== v);
function q0(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["pageToken"]);
}
function q1(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["migration_id"]) || inexact(o["after"]));
}
function q2(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["migration_id"]);
}
function q3(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["migration_id"]) || inexact(o["as_of_round"]));
}
function q4(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["round_number"]);
}
function q5(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["round"]);
}
function q6(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["nonce"]);
}
function q7(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["after"]);
}
function q8(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q9(o["after"]);
}
function q9(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["after_migration_id"]);
}

/** Whether each operation's request (body, query, path parameters by name) needs a closer look: an int64 field the server cannot take exactly, or a deprecated field set. */
export const scanRequestChecks: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>> = {
  listVoteRequestResults: (body, query, path) => q0(body),
  getHoldingsStateAt: (body, query, path) => q1(body),
  getHoldingsStateAtV1: (body, query, path) => q1(body),
  getHoldingsStateAtV2: (body, query, path) => q2(body),
  getAcsSnapshotAt: (body, query, path) => q1(body),
  getAcsSnapshotAtV1: (body, query, path) => q1(body),
  getAcsSnapshotAtV2: (body, query, path) => q2(body),
  getDateOfMostRecentSnapshotBefore: (body, query, path) => q2(query),
  getDateOfFirstSnapshotAfter: (body, query, path) => q2(query),
  getHoldingsSummaryAt: (body, query, path) => q3(body),
  getHoldingsSummaryAtV1: (body, query, path) => q2(body),
  getRewardAccountingActivityTotals: (body, query, path) => q4(path),
  getRewardAccountingRootHash: (body, query, path) => q4(path),
  getRewardAccountingBatch: (body, query, path) => q4(path),
  getMigrationInfo: (body, query, path) => q2(body),
  getUpdatesBefore: (body, query, path) => q2(body),
  getImportUpdates: (body, query, path) => q2(body),
  getAmuletConfigForRound: (body, query, path) => q5(query),
  lookupTransferCommandStatus: (body, query, path) => q6(query),
  listValidatorLicenses: (body, query, path) => q7(query),
  getUpdateHistoryV2: (body, query, path) => q8(body),
  getUpdateHistoryV1: (body, query, path) => q8(body),
  getUpdateHistory: (body, query, path) => q8(body),
  getEventHistory: (body, query, path) => q8(body),
};

/** What replaces each deprecated field of each operation's request body, and when it goes. */
export const scanDeprecatedFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {
};

/** The warning a call of each deprecated operation, or a stream of each deprecated channel, logs, once per process. */
export const scanDeprecatedOperations: Readonly<Record<string, string>> = {
  getHoldingsStateAt: "`getHoldingsStateAt` (POST /v0/holdings/state) is deprecated. Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Removed in 0.9.0.",
  getHoldingsStateAtV1: "`getHoldingsStateAtV1` (POST /v1/holdings/state) is deprecated. Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Deprecated in 0.7.5; removed in 0.9.0.",
  getAcsSnapshotAt: "`getAcsSnapshotAt` (POST /v0/state/acs) is deprecated. Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Removed in 0.9.0.",
  getAcsSnapshotAtV1: "`getAcsSnapshotAtV1` (POST /v1/state/acs) is deprecated. Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Deprecated in 0.7.5; removed in 0.9.0.",
  getAcsSnapshot: "`getAcsSnapshot` (GET /v0/acs/{party}) is deprecated. Use `getAcsSnapshotAtV2` (POST /v2/state/acs) instead. No removal version announced.",
  getHoldingsSummaryAt: "`getHoldingsSummaryAt` (POST /v0/holdings/summary) is deprecated. Use `getHoldingsSummaryAtV1` (POST /v1/holdings/summary) instead. No removal version announced.",
  getAmuletConfigForRound: "`getAmuletConfigForRound` (GET /v0/amulet-config-for-round) is deprecated. Use `getAmuletRules` (POST /v0/amulet-rules) now. Upstream announced its removal for 0.6.4, but 0.9.x still supports it.",
  getUpdateHistoryV1: "`getUpdateHistoryV1` (POST /v1/updates) is deprecated. Use `getUpdateHistoryV2` (POST /v2/updates) instead. No removal version announced.",
  getUpdateByIdV1: "`getUpdateByIdV1` (GET /v1/updates/{update_id}) is deprecated. Use `getUpdateByIdV2` (GET /v2/updates/{update_id}) instead. No removal version announced.",
  getUpdateHistory: "`getUpdateHistory` (POST /v0/updates) is deprecated. Use `getUpdateHistoryV2` (POST /v2/updates) instead. No removal version announced.",
  getUpdateById: "`getUpdateById` (GET /v0/updates/{update_id}) is deprecated. Use `getUpdateByIdV2` (GET /v2/updates/{update_id}) instead. No removal version announced.",
};

/** Which server release serves each operation, deprecated request field and channel whose availability depends on it (core/release.ts). */
export const scanReleases: Releases = {
  version: "/version",
  operations: {"countVoteRequestResults":{"added":"0.6.14"},"getHoldingsStateAt":{"deprecated":true,"removed":"0.9.0","replacedBy":"getHoldingsStateAtV2"},"getHoldingsStateAtV1":{"added":"0.6.1","deprecated":"0.7.5","removed":"0.9.0","replacedBy":"getHoldingsStateAtV2"},"getHoldingsStateAtV2":{"added":"0.7.5"},"getAcsSnapshotAt":{"deprecated":true,"removed":"0.9.0","replacedBy":"getAcsSnapshotAtV2"},"getAcsSnapshotAtV1":{"added":"0.6.1","deprecated":"0.7.5","removed":"0.9.0","replacedBy":"getAcsSnapshotAtV2"},"getAcsSnapshotAtV2":{"added":"0.7.5"},"getAcsSnapshot":{"deprecated":true,"replacedBy":"getAcsSnapshotAtV2"},"getHoldingsSummaryAt":{"deprecated":true,"replacedBy":"getHoldingsSummaryAtV1"},"getBulkObjectChecksums":{"added":"0.8.0"},"getBulkObjectsProgress":{"added":"0.9.0"},"getAmuletConfigForRound":{"deprecated":true,"replacedBy":"getAmuletRules"},"getLsu":{"added":"0.6.11"},"getUpdateByHash":{"added":"0.6.1"},"getUpdateHistoryV1":{"deprecated":true,"replacedBy":"getUpdateHistoryV2"},"getUpdateByIdV1":{"deprecated":true,"replacedBy":"getUpdateByIdV2"},"getUpdateHistory":{"deprecated":true,"replacedBy":"getUpdateHistoryV2"},"getUpdateById":{"deprecated":true,"replacedBy":"getUpdateByIdV2"},"getLatestEventRecordTime":{"added":"0.9.0"}},
  fields: {},
  channels: {},
};

/** The writes of the scan API (`x-effect: write`), and where a submission's body holds its ids and deduplication period (`x-submission`): what the client never sends twice when the outcome is unknown (core/failure.ts). */
export const scanWrites: Readonly<Record<string, WriteEntry>> = {
  forceAcsSnapshotNow: {},
};

/** How a BFT client agrees on each read of the scan API (`x-bft`; scan/bft/votes.ts, agreed-read.ts). */
export const scanBft: Readonly<Record<string, BftRuleEntry>> = {
  listVoteRequestResults: {"agree":"exact"},
  countVoteRequestResults: {"agree":"exact","moving":true},
  getPreviousSvRewardWeight: {"agree":"exact","moving":true},
  listDsoRulesVoteRequests: {"agree":"exact","moving":true},
  lookupDsoRulesVoteRequest: {"agree":"exact","moving":true},
  listVoteRequestsByTrackingCid: {"agree":"exact","moving":true},
  listAmuletPriceVotes: {"agree":"exact","moving":true},
  getHoldingsStateAt: {"agree":"exact"},
  getHoldingsStateAtV1: {"agree":"exact"},
  getHoldingsStateAtV2: {"agree":"exact"},
  getAcsSnapshotAt: {"agree":"exact"},
  getAcsSnapshotAtV1: {"agree":"exact"},
  getAcsSnapshotAtV2: {"agree":"exact"},
  getDateOfMostRecentSnapshotBefore: {"agree":"exact","moving":true},
  getDateOfFirstSnapshotAfter: {"agree":"exact","moving":true},
  forceAcsSnapshotNow: {"agree":"per-scan"},
  getAcsSnapshot: {"agree":"per-scan"},
  getHoldingsSummaryAt: {"agree":"exact","moving":true},
  getHoldingsSummaryAtV1: {"agree":"exact"},
  getRewardAccountingEarliestAvailableRound: {"agree":"per-scan"},
  getRewardAccountingActivityTotals: {"agree":"abstain-unless","abstain":{"at":"/status","unless":"Ok","otherwise":{"status":"Undetermined"}}},
  getRewardAccountingRootHash: {"agree":"abstain-unless","abstain":{"at":"/status","unless":"Ok","otherwise":{"status":"Undetermined"}}},
  getRewardAccountingBatch: {"agree":"single"},
  getMigrationInfo: {"agree":"per-scan"},
  getUpdatesBefore: {"agree":"per-scan"},
  getBackfillingStatus: {"agree":"per-scan"},
  getImportUpdates: {"agree":"per-scan"},
  listBulkAcsSnapshotObjects: {"agree":"per-scan"},
  listBulkUpdateHistoryObjects: {"agree":"per-scan"},
  getBulkObjectChecksums: {"agree":"exact","moving":true},
  getBulkObjectsProgress: {"agree":"per-scan"},
  listFeaturedAppRights: {"agree":"exact","moving":true},
  lookupFeaturedAppRight: {"agree":"exact"},
  listFeaturedAppRightsByProvider: {"agree":"exact","moving":true},
  lookupFeaturedAppRightByContractId: {"agree":"exact"},
  listDsoScans: {"agree":"exact"},
  listAnsEntries: {"agree":"exact"},
  lookupAnsEntryByParty: {"agree":"exact"},
  lookupAnsEntryByName: {"agree":"exact"},
  getClosedRounds: {"agree":"exact","moving":true},
  getOpenAndIssuingMiningRounds: {"agree":"exact","moving":true},
  getAmuletConfigForRound: {"agree":"exact"},
  getAmuletRules: {"agree":"exact","moving":true},
  getExternalPartyAmuletRules: {"agree":"exact","moving":true},
  getAnsRules: {"agree":"exact","moving":true},
  lookupTransferPreapprovalByParty: {"agree":"exact"},
  lookupTransferCommandCounterByParty: {"agree":"exact"},
  lookupTransferCommandStatus: {"agree":"exact","moving":true},
  listUnclaimedDevelopmentFundCoupons: {"agree":"exact","moving":true},
  getHealthStatus: {"agree":"per-scan"},
  getVersion: {"agree":"per-scan"},
  getReadiness: {"agree":"per-scan"},
  getLiveness: {"agree":"per-scan"},
  getDsoInfo: {"agree":"exact","moving":true,"ignore":["/sv_user","/sv_party_id"]},
  getDsoPartyId: {"agree":"exact"},
  getSpliceInstanceNames: {"agree":"exact"},
  featureSupport: {"agree":"per-scan"},
  listDsoSequencers: {"agree":"exact"},
  listSvBftSequencers: {"agree":"per-scan"},
  getMigrationSchedule: {"agree":"exact"},
  getMigrationId: {"agree":"exact"},
  getRollForwardLsu: {"agree":"exact"},
  getLsu: {"agree":"exact"},
  getActivePhysicalSynchronizerSerial: {"agree":"exact","moving":true},
  getMemberTrafficStatus: {"agree":"exact","moving":true},
  getPartyToParticipant: {"agree":"exact"},
  getPartyToParticipantV1: {"agree":"exact"},
  listValidatorLicenses: {"agree":"per-scan"},
  getValidatorFaucetsByValidator: {"agree":"exact","moving":true},
  getUpdateHistoryV2: {"agree":"prefix","ignore":["/external_transaction_hash"]},
  getUpdateByIdV2: {"agree":"found-or-absent","moving":true,"ignore":["/external_transaction_hash"]},
  getUpdateByHash: {"agree":"found-or-absent","moving":true},
  getUpdateHistoryV1: {"agree":"prefix","ignore":["/external_transaction_hash"]},
  getUpdateByIdV1: {"agree":"found-or-absent","moving":true,"ignore":["/external_transaction_hash"]},
  getUpdateHistory: {"agree":"per-scan"},
  getUpdateById: {"agree":"per-scan"},
  getEventHistory: {"agree":"prefix","ignore":["/verdict/finalization_time","/verdict/round_number","/traffic_summary","/app_activity_records","/update/external_transaction_hash"]},
  getLatestEventRecordTime: {"agree":"order-statistic","at":"/record_time"},
  getEventById: {"agree":"found-or-absent","moving":true,"ignore":["/verdict/finalization_time","/verdict/round_number","/traffic_summary","/app_activity_records","/update/external_transaction_hash"]},
};

function b0(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["next_page_token"]; if (typeof x === "number" && Number.isInteger(x)) o["next_page_token"] = BigInt(x); }
}
function b1(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["count"]; if (typeof x === "number" && Number.isInteger(x)) o["count"] = BigInt(x); }
}
function b2(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["migration_id"]; if (typeof x === "number" && Number.isInteger(x)) o["migration_id"] = BigInt(x); }
  { const x = o["next_page_token"]; if (typeof x === "number" && Number.isInteger(x)) o["next_page_token"] = BigInt(x); }
}
function b3(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["migration_id"]; if (typeof x === "number" && Number.isInteger(x)) o["migration_id"] = BigInt(x); }
}
function b4(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["migration_id"]; if (typeof x === "number" && Number.isInteger(x)) o["migration_id"] = BigInt(x); }
  { const x = o["computed_as_of_round"]; if (typeof x === "number" && Number.isInteger(x)) o["computed_as_of_round"] = BigInt(x); }
}
function b5(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["earliest_round"]; if (typeof x === "number" && Number.isInteger(x)) o["earliest_round"] = BigInt(x); }
}
function b6(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["round_number"]; if (typeof x === "number" && Number.isInteger(x)) o["round_number"] = BigInt(x); }
  { const x = o["total_app_activity_weight"]; if (typeof x === "number" && Number.isInteger(x)) o["total_app_activity_weight"] = BigInt(x); }
  { const x = o["active_parties_count"]; if (typeof x === "number" && Number.isInteger(x)) o["active_parties_count"] = BigInt(x); }
  { const x = o["activity_records_count"]; if (typeof x === "number" && Number.isInteger(x)) o["activity_records_count"] = BigInt(x); }
  { const x = o["rewarded_app_provider_parties_count"]; if (typeof x === "number" && Number.isInteger(x)) o["rewarded_app_provider_parties_count"] = BigInt(x); }
}
function b7(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["round_number"]; if (typeof x === "number" && Number.isInteger(x)) o["round_number"] = BigInt(x); }
}
function b8(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["previous_migration_id"]; if (typeof x === "number" && Number.isInteger(x)) o["previous_migration_id"] = BigInt(x); }
}
function b9(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b10(o["transactions"]);
}
function b10(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b11(v[i]);
}
function b11(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["migration_id"]; if (typeof x === "number" && Number.isInteger(x)) o["migration_id"] = BigInt(x); }
  b12(o["event"]);
}
function b12(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["migration_id"]; if (typeof x === "number" && Number.isInteger(x)) o["migration_id"] = BigInt(x); }
  { const x = o["reassignment_counter"]; if (typeof x === "number" && Number.isInteger(x)) o["reassignment_counter"] = BigInt(x); }
}
function b13(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["time_to_live_in_microseconds"]; if (typeof x === "number" && Number.isInteger(x)) o["time_to_live_in_microseconds"] = BigInt(x); }
}
function b14(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b15(o["domainSequencers"]);
}
function b15(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b16(v[i]);
}
function b16(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b17(o["sequencers"]);
}
function b17(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b18(v[i]);
}
function b18(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["migrationId"]; if (typeof x === "number" && Number.isInteger(x)) o["migrationId"] = BigInt(x); }
  { const x = o["synchronizerSerial"]; if (typeof x === "number" && Number.isInteger(x)) o["synchronizerSerial"] = BigInt(x); }
}
function b19(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b20(o["bftSequencers"]);
}
function b20(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b21(v[i]);
}
function b21(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["serialId"]; if (typeof x === "number" && Number.isInteger(x)) o["serialId"] = BigInt(x); }
}
function b22(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["serial"]; if (typeof x === "number" && Number.isInteger(x)) o["serial"] = BigInt(x); }
}
function b23(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b24(o["traffic_status"]);
}
function b24(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b25(o["actual"]);
  b26(o["target"]);
}
function b25(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["total_consumed"]; if (typeof x === "number" && Number.isInteger(x)) o["total_consumed"] = BigInt(x); }
  { const x = o["total_limit"]; if (typeof x === "number" && Number.isInteger(x)) o["total_limit"] = BigInt(x); }
}
function b26(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["total_purchased"]; if (typeof x === "number" && Number.isInteger(x)) o["total_purchased"] = BigInt(x); }
}
function b27(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b28(o["validatorsReceivedFaucets"]);
}
function b28(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b29(v[i]);
}
function b29(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["numRoundsCollected"]; if (typeof x === "number" && Number.isInteger(x)) o["numRoundsCollected"] = BigInt(x); }
  { const x = o["numRoundsMissed"]; if (typeof x === "number" && Number.isInteger(x)) o["numRoundsMissed"] = BigInt(x); }
  { const x = o["firstCollectedInRound"]; if (typeof x === "number" && Number.isInteger(x)) o["firstCollectedInRound"] = BigInt(x); }
  { const x = o["lastCollectedInRound"]; if (typeof x === "number" && Number.isInteger(x)) o["lastCollectedInRound"] = BigInt(x); }
}
function b30(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b31(o["events"]);
}
function b31(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b32(v[i]);
}
function b32(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b11(o["update"]);
  b33(o["verdict"]);
  b34(o["traffic_summary"]);
  b37(o["app_activity_records"]);
}
function b33(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["migration_id"]; if (typeof x === "number" && Number.isInteger(x)) o["migration_id"] = BigInt(x); }
  { const x = o["round_number"]; if (typeof x === "number" && Number.isInteger(x)) o["round_number"] = BigInt(x); }
}
function b34(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["total_traffic_cost"]; if (typeof x === "number" && Number.isInteger(x)) o["total_traffic_cost"] = BigInt(x); }
  b35(o["envelope_traffic_summaries"]);
}
function b35(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b36(v[i]);
}
function b36(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["traffic_cost"]; if (typeof x === "number" && Number.isInteger(x)) o["traffic_cost"] = BigInt(x); }
}
function b37(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["round_number"]; if (typeof x === "number" && Number.isInteger(x)) o["round_number"] = BigInt(x); }
  b38(o["records"]);
}
function b38(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b39(v[i]);
}
function b39(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["weight"]; if (typeof x === "number" && Number.isInteger(x)) o["weight"] = BigInt(x); }
}

/** Each operation's 200 body (a JSON.parse result without numbers beyond 2^53) with its int64 fields as `bigint`. */
export const scanBigIntInt64: Readonly<Record<string, (body: unknown) => unknown>> = {
  listVoteRequestResults: (body: unknown) => (b0(body), body),
  countVoteRequestResults: (body: unknown) => (b1(body), body),
  getHoldingsStateAt: (body: unknown) => (b2(body), body),
  getHoldingsStateAtV1: (body: unknown) => (b2(body), body),
  getHoldingsStateAtV2: (body: unknown) => (b3(body), body),
  getAcsSnapshotAt: (body: unknown) => (b2(body), body),
  getAcsSnapshotAtV1: (body: unknown) => (b2(body), body),
  getAcsSnapshotAtV2: (body: unknown) => (b3(body), body),
  forceAcsSnapshotNow: (body: unknown) => (b3(body), body),
  getHoldingsSummaryAt: (body: unknown) => (b4(body), body),
  getHoldingsSummaryAtV1: (body: unknown) => (b3(body), body),
  getRewardAccountingEarliestAvailableRound: (body: unknown) => (b5(body), body),
  getRewardAccountingActivityTotals: (body: unknown) => (b6(body), body),
  getRewardAccountingRootHash: (body: unknown) => (b7(body), body),
  getMigrationInfo: (body: unknown) => (b8(body), body),
  getUpdatesBefore: (body: unknown) => (b9(body), body),
  getImportUpdates: (body: unknown) => (b9(body), body),
  getOpenAndIssuingMiningRounds: (body: unknown) => (b13(body), body),
  listDsoSequencers: (body: unknown) => (b14(body), body),
  listSvBftSequencers: (body: unknown) => (b19(body), body),
  getMigrationSchedule: (body: unknown) => (b3(body), body),
  getMigrationId: (body: unknown) => (b3(body), body),
  getActivePhysicalSynchronizerSerial: (body: unknown) => (b22(body), body),
  getMemberTrafficStatus: (body: unknown) => (b23(body), body),
  listValidatorLicenses: (body: unknown) => (b0(body), body),
  getValidatorFaucetsByValidator: (body: unknown) => (b27(body), body),
  getUpdateHistoryV2: (body: unknown) => (b9(body), body),
  getUpdateByIdV2: (body: unknown) => (b11(body), body),
  getUpdateByHash: (body: unknown) => (b3(body), body),
  getUpdateHistoryV1: (body: unknown) => (b9(body), body),
  getUpdateByIdV1: (body: unknown) => (b11(body), body),
  getUpdateHistory: (body: unknown) => (b9(body), body),
  getUpdateById: (body: unknown) => (b11(body), body),
  getEventHistory: (body: unknown) => (b30(body), body),
  getEventById: (body: unknown) => (b32(body), body),
};

/** The operations of the scan API without upstream's compatibility promise (`x-stability`), which the client of `@canton-openapi/client/scan` refuses. */
export const scanUnstable: Readonly<Record<string, 'internal' | 'pre-alpha'>> = {
  listVoteRequestResults: 'internal',
  countVoteRequestResults: 'internal',
  getPreviousSvRewardWeight: 'internal',
  listDsoRulesVoteRequests: 'internal',
  lookupDsoRulesVoteRequest: 'internal',
  listVoteRequestsByTrackingCid: 'internal',
  listAmuletPriceVotes: 'internal',
  getAcsSnapshot: 'internal',
  getRewardAccountingEarliestAvailableRound: 'internal',
  getRewardAccountingActivityTotals: 'internal',
  getRewardAccountingRootHash: 'internal',
  getRewardAccountingBatch: 'internal',
  getMigrationInfo: 'internal',
  getUpdatesBefore: 'internal',
  getBackfillingStatus: 'internal',
  getImportUpdates: 'internal',
  listBulkAcsSnapshotObjects: 'pre-alpha',
  listBulkUpdateHistoryObjects: 'pre-alpha',
  getBulkObjectChecksums: 'pre-alpha',
  getBulkObjectsProgress: 'pre-alpha',
  listFeaturedAppRights: 'internal',
  lookupFeaturedAppRight: 'internal',
  listFeaturedAppRightsByProvider: 'internal',
  lookupFeaturedAppRightByContractId: 'internal',
  getAmuletConfigForRound: 'internal',
  getAmuletRules: 'internal',
  getExternalPartyAmuletRules: 'internal',
  getAnsRules: 'internal',
  lookupTransferPreapprovalByParty: 'internal',
  lookupTransferCommandCounterByParty: 'internal',
  lookupTransferCommandStatus: 'internal',
  getSpliceInstanceNames: 'internal',
  featureSupport: 'internal',
  listSvBftSequencers: 'internal',
  getMigrationSchedule: 'internal',
  getMigrationId: 'internal',
  getRollForwardLsu: 'internal',
  getLsu: 'internal',
  getActivePhysicalSynchronizerSerial: 'internal',
  getUpdateHistory: 'internal',
  getUpdateById: 'internal',
};

/** The operation table of the scan API: the columns above, as the scan client loads them. */
export const scanOperationTable: OperationTable = {
  operations: scanOperations,
  int64: scanInt64,
  rounded: scanRoundedInt64,
  toBigInt: scanBigIntInt64,
  requestChecks: scanRequestChecks,
  deprecatedFields: scanDeprecatedFields,
  deprecations: scanDeprecatedOperations,
  releases: scanReleases,
  writes: scanWrites,
  bft: scanBft,
  unstable: scanUnstable,
};
