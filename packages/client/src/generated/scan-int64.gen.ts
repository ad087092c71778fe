// Generated from specs/scan by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
/** Where each operation of the scan API carries int64 integers (see tools/codegen/client-int64.ts). */
export const scanInt64 = {
  listVoteRequestResults: {"response":{"next_page_token":1},"body":{"pageToken":1}},
  getHoldingsStateAt: {"response":{"migration_id":1,"next_page_token":1},"body":{"migration_id":1,"after":1}},
  getRewardAccountingActivityTotals: {"response":{"round_number":1,"total_app_activity_weight":1,"active_parties_count":1,"activity_records_count":1,"rewarded_app_provider_parties_count":1},"path":{"round_number":1}},
  lookupFeaturedAppRightByContractId: {},
  listDsoScans: {},
} as const;

/** The type of `scanInt64`, which maps int64 fields to `bigint` in a bigint-mode client. */
export type ScanInt64 = typeof scanInt64;
