// Raw JSON text of ledger update lists for the int64 tests: numbers are written as text, so they can
// be beyond 2^53 (Prism clamps int64 examples).

const party = 'Alice::1220' + '1234567890'.repeat(6) + 'abcd';

/** A transaction update whose offsets are `offset` (raw JSON text, not a JS number). */
export function transactionList(offset: string, createArgument = '{"amount":"123456789012345678901234.5"}', paidTrafficCost = 'null'): string {
  return (
    `[{"update":{"Transaction":{"value":{"updateId":"1220${'9'.repeat(64)}","effectiveAt":"2025-01-27T15:30:36.430940Z",` +
    `"offset":${offset},"synchronizerId":"global-domain::1220abc","recordTime":"2025-01-27T15:30:36.518211Z","paidTrafficCost":${paidTrafficCost},` +
    `"events":[{"ArchivedEvent":{"offset":${offset},"nodeId":0,"contractId":"00${'1'.repeat(60)}ca10","templateId":"p:M:T",` +
    `"witnessParties":["${party}"],"packageName":"pkg"}},{"CreatedEvent":{"offset":${offset},"nodeId":1,"contractId":"c",` +
    `"templateId":"p:M:T","createdAt":"2025-01-27T15:30:36.430940Z","packageName":"pkg","representativePackageId":"p",` +
    `"acsDelta":true,"createArgument":${createArgument},"witnessParties":["${party}"],"signatories":["${party}"]}}]}}}}]`
  );
}
/** A reassignment update: an assignment, then an unassignment whose counter is `counter`. */
export function reassignmentList(counter: string): string {
  const created = `{"offset":7,"nodeId":0,"contractId":"c","templateId":"p:M:T","createdAt":"2025-01-27T15:30:36Z","packageName":"pkg","createArgument":{"n":"9223372036854775807"}}`;
  return (
    `[{"update":{"Reassignment":{"value":{"updateId":"u","offset":7,"recordTime":"2025-01-27T15:30:36Z","synchronizerId":"s","paidTrafficCost":null,"events":[` +
    `{"JsAssignmentEvent":{"source":"a","target":"b","reassignmentId":"r","submitter":"","reassignmentCounter":1,"createdEvent":${created}}},` +
    `{"JsUnassignedEvent":{"value":{"reassignmentId":"r","contractId":"c","templateId":"p:M:T","source":"a","target":"b","reassignmentCounter":${counter},` +
    `"witnessParties":["${party}"],"packageName":"pkg","offset":7,"nodeId":1}}}]}}}}]`
  );
}
