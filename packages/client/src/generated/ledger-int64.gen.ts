// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
/** Where each operation of the ledger API carries int64 integers (see tools/codegen/client-int64.ts). */
export const ledgerInt64 = {
  postV2UpdatesFlats: {"response":[{"update":{"OffsetCheckpoint":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}],"body":{"beginExclusive":1,"endInclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  postV2Updates: {"response":[{"update":{"OffsetCheckpoint":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}],"body":{"beginExclusive":1,"endInclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
} as const;

/** The type of `ledgerInt64`, which maps int64 fields to `bigint` in a bigint-mode client. */
export type LedgerInt64 = typeof ledgerInt64;
