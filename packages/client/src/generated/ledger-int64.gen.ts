// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { Int64Tables, Releases, WriteEntry } from '../core/types.ts';

/** Where each operation of the ledger API carries int64 integers (see tools/codegen/client-int64.ts). */
export const ledgerInt64 = {
  postV2UpdatesFlats: {"response":[{"update":{"OffsetCheckpoint":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}],"body":{"beginExclusive":1,"endInclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  postV2Updates: {"response":[{"update":{"OffsetCheckpoint":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}],"body":{"beginExclusive":1,"endInclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  getV2Version: {"response":{"features":{"offsetCheckpoint":{"maxOffsetCheckpointEmissionDelay":{"seconds":1}}}}},
  getV2StateLedgerEnd: {"response":{"offset":1}},
  getV2StateLatestPrunedOffsets: {"response":{"participantPrunedUpToInclusive":1,"allDivulgedContractsPrunedUpToInclusive":1}},
  getV2StateConnectedSynchronizers: {},
  postV2CommandsSubmitAndWait: {"response":{"completionOffset":1},"body":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTimeRel":{"seconds":1}}},
  postV2CommandsSubmitAndWaitForTransaction: {"response":{"transaction":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}},"body":{"commands":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTimeRel":{"seconds":1}}}},
  postV2CommandsSubmitAndWaitForReassignment: {"response":{"reassignment":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}}},
  postV2CommandsSubmitAndWaitForTransactionTree: {"response":{"transactionTree":{"offset":1,"eventsById":{"$map":{"CreatedTreeEvent":{"value":{"offset":1}},"ExercisedTreeEvent":{"value":{"offset":1}}}}}},"body":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTimeRel":{"seconds":1}}},
  postV2CommandsAsyncSubmit: {"body":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTimeRel":{"seconds":1}}},
  postV2CommandsAsyncSubmitReassignment: {},
  postV2CommandsCompletions: {"response":[{"completionResponse":{"Completion":{"value":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"offset":1,"paidTrafficCost":1}},"OffsetCheckpoint":{"value":{"offset":1}}}}],"body":{"beginExclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  postV2CommandsCommandCompletions: {"response":[{"completionResponse":{"Completion":{"value":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"offset":1,"paidTrafficCost":1}},"OffsetCheckpoint":{"value":{"offset":1}}}}],"body":{"beginExclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
} as const;

/** The type of `ledgerInt64`, which maps int64 fields to `bigint` in a bigint-mode client. */
export type LedgerInt64 = typeof ledgerInt64;

const fields = (v: unknown): Record<string, unknown> | undefined => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : undefined);
// A number JSON.parse may have changed: at or beyond ±2^53, or not a whole number (a fraction or an overflow).
const big = (v: unknown): boolean => typeof v === "number" && !(v < 9007199254740992 && v > -9007199254740992 && Number.isInteger(v));
function r0(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r1(v[i])) return true;
  return false;
}
function r1(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r2(o["update"]);
}
function r2(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r3(o["OffsetCheckpoint"]) || r5(o["Reassignment"]) || r3(o["TopologyTransaction"]) || r12(o["Transaction"]));
}
function r3(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r4(o["value"]);
}
function r4(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["offset"]);
}
function r5(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r6(o["value"]);
}
function r6(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["offset"]) || r7(o["events"]) || big(o["paidTrafficCost"]));
}
function r7(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r8(v[i])) return true;
  return false;
}
function r8(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r9(o["JsAssignmentEvent"]) || r10(o["JsUnassignedEvent"]));
}
function r9(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["reassignmentCounter"]) || r4(o["createdEvent"]));
}
function r10(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r11(o["value"]);
}
function r11(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["reassignmentCounter"]) || big(o["offset"]));
}
function r12(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r13(o["value"]);
}
function r13(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r14(o["events"]) || big(o["offset"]) || big(o["paidTrafficCost"]));
}
function r14(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r15(v[i])) return true;
  return false;
}
function r15(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r4(o["ArchivedEvent"]) || r4(o["CreatedEvent"]) || r4(o["ExercisedEvent"]));
}
function r16(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r17(o["features"]);
}
function r17(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r18(o["offsetCheckpoint"]);
}
function r18(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r19(o["maxOffsetCheckpointEmissionDelay"]);
}
function r19(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["seconds"]);
}
function r20(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["participantPrunedUpToInclusive"]) || big(o["allDivulgedContractsPrunedUpToInclusive"]));
}
function r21(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["completionOffset"]);
}
function r22(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r13(o["transaction"]);
}
function r23(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r6(o["reassignment"]);
}
function r24(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r25(o["transactionTree"]);
}
function r25(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["offset"]) || r26(o["eventsById"]));
}
function r26(v: unknown): boolean {
  const o = fields(v);
  if (o === undefined) return false;
  for (const k of Object.keys(o)) if (r27(o[k])) return true;
  return false;
}
function r27(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r3(o["CreatedTreeEvent"]) || r3(o["ExercisedTreeEvent"]));
}
function r28(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r29(v[i])) return true;
  return false;
}
function r29(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r30(o["completionResponse"]);
}
function r30(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r31(o["Completion"]) || r3(o["OffsetCheckpoint"]));
}
function r31(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r32(o["value"]);
}
function r32(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r33(o["deduplicationPeriod"]) || big(o["offset"]) || big(o["paidTrafficCost"]));
}
function r33(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r34(o["DeduplicationDuration"]) || r35(o["DeduplicationOffset"]));
}
function r34(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r19(o["value"]);
}
function r35(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["value"]);
}

/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */
export const ledgerRoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {
  postV2UpdatesFlats: r0,
  postV2Updates: r0,
  getV2Version: r16,
  getV2StateLedgerEnd: r4,
  getV2StateLatestPrunedOffsets: r20,
  postV2CommandsSubmitAndWait: r21,
  postV2CommandsSubmitAndWaitForTransaction: r22,
  postV2CommandsSubmitAndWaitForReassignment: r23,
  postV2CommandsSubmitAndWaitForTransactionTree: r24,
  postV2CommandsCompletions: r28,
  postV2CommandsCommandCompletions: r28,
};

// What the server cannot take in an int64 field: a number other than a safe integer (NaN, ±Infinity, a fraction, an integer
// JSON would round), or a bigint beyond the int64 range.
const inexact = (v: unknown): boolean => (typeof v === "number" ? !Number.isSafeInteger(v) : typeof v === "bigint" && BigInt.asIntN(64, v) !== v);
function q0(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["beginExclusive"]) || inexact(o["endInclusive"]));
}
function q1(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["limit"]) || inexact(o["stream_idle_timeout_ms"]));
}
function q2(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (q3(o["deduplicationPeriod"]) || q5(o["minLedgerTimeRel"]));
}
function q3(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (q4(o["DeduplicationDuration"]) || q6(o["DeduplicationOffset"]));
}
function q4(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q5(o["value"]);
}
function q5(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["seconds"]);
}
function q6(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["value"]);
}
function q7(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q2(o["commands"]);
}
function q8(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["beginExclusive"]);
}
// Whether a request body sets a deprecated field.
function d0(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (o["filter"] !== undefined || o["verbose"] !== undefined);
}

/** Whether each operation's request (body, query, path parameters by name) needs a closer look: an int64 field the server cannot take exactly, or a deprecated field set. */
export const ledgerRequestChecks: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>> = {
  postV2UpdatesFlats: (body, query, path) => q0(body) || q1(query) || d0(body),
  postV2Updates: (body, query, path) => q0(body) || q1(query) || d0(body),
  postV2CommandsSubmitAndWait: (body, query, path) => q2(body),
  postV2CommandsSubmitAndWaitForTransaction: (body, query, path) => q7(body),
  postV2CommandsSubmitAndWaitForTransactionTree: (body, query, path) => q2(body),
  postV2CommandsAsyncSubmit: (body, query, path) => q2(body),
  postV2CommandsCompletions: (body, query, path) => q8(body) || q1(query),
  postV2CommandsCommandCompletions: (body, query, path) => q8(body) || q1(query),
};

/** What replaces each deprecated field of each operation's request body, and when it goes. */
export const ledgerDeprecatedFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  postV2UpdatesFlats: {"filter":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.","verbose":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0."},
  postV2Updates: {"filter":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.","verbose":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0."},
};

/** The warning a call of each deprecated operation logs, once per process. */
export const ledgerDeprecatedOperations: Readonly<Record<string, string>> = {
  postV2UpdatesFlats: "`postV2UpdatesFlats` (POST /v2/updates/flats) is deprecated. Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  postV2CommandsSubmitAndWaitForTransactionTree: "`postV2CommandsSubmitAndWaitForTransactionTree` (POST /v2/commands/submit-and-wait-for-transaction-tree) is deprecated. Use `postV2CommandsSubmitAndWaitForTransaction` (POST /v2/commands/submit-and-wait-for-transaction) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
};

/** Which server release serves each operation, deprecated request field and channel whose availability depends on it (core/release.ts). */
export const ledgerReleases: Releases = {
  version: "/v2/version",
  operations: {"postV2UpdatesFlats":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2Updates"},"postV2CommandsSubmitAndWaitForTransactionTree":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2CommandsSubmitAndWaitForTransaction"},"postV2CommandsCommandCompletions":{"added":"3.5.7"}},
  fields: {"postV2UpdatesFlats":{"filter":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"},"verbose":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"}},"postV2Updates":{"filter":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"},"verbose":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"}}},
  channels: {"streamUpdatesFlats":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"streamUpdates"},"streamCommandsCommandCompletions":{"added":"3.5.7"}},
};

/** The writes of the ledger API (`x-effect: write`), and where a submission's body holds its ids and deduplication period (`x-submission`): what the client never sends twice when the outcome is unknown (core/failure.ts). */
export const ledgerWrites: Readonly<Record<string, WriteEntry>> = {
  postV2CommandsSubmitAndWait: {"submission":{"commandId":"/commandId","submissionId":"/submissionId","deduplicationPeriod":"/deduplicationPeriod"}},
  postV2CommandsSubmitAndWaitForTransaction: {"submission":{"commandId":"/commands/commandId","submissionId":"/commands/submissionId","deduplicationPeriod":"/commands/deduplicationPeriod"}},
  postV2CommandsSubmitAndWaitForReassignment: {"submission":{"commandId":"/reassignmentCommands/commandId","submissionId":"/reassignmentCommands/submissionId"}},
  postV2CommandsSubmitAndWaitForTransactionTree: {"submission":{"commandId":"/commandId","submissionId":"/submissionId","deduplicationPeriod":"/deduplicationPeriod"}},
  postV2CommandsAsyncSubmit: {"submission":{"commandId":"/commandId","submissionId":"/submissionId","deduplicationPeriod":"/deduplicationPeriod"}},
  postV2CommandsAsyncSubmitReassignment: {"submission":{"commandId":"/reassignmentCommands/commandId","submissionId":"/reassignmentCommands/submissionId"}},
};

function b0(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b1(v[i]);
}
function b1(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b2(o["update"]);
}
function b2(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b3(o["OffsetCheckpoint"]);
  b5(o["Reassignment"]);
  b3(o["TopologyTransaction"]);
  b12(o["Transaction"]);
}
function b3(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b4(o["value"]);
}
function b4(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
}
function b5(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b6(o["value"]);
}
function b6(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
  b7(o["events"]);
  { const x = o["paidTrafficCost"]; if (typeof x === "number" && Number.isInteger(x)) o["paidTrafficCost"] = BigInt(x); }
}
function b7(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b8(v[i]);
}
function b8(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b9(o["JsAssignmentEvent"]);
  b10(o["JsUnassignedEvent"]);
}
function b9(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["reassignmentCounter"]; if (typeof x === "number" && Number.isInteger(x)) o["reassignmentCounter"] = BigInt(x); }
  b4(o["createdEvent"]);
}
function b10(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b11(o["value"]);
}
function b11(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["reassignmentCounter"]; if (typeof x === "number" && Number.isInteger(x)) o["reassignmentCounter"] = BigInt(x); }
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
}
function b12(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b13(o["value"]);
}
function b13(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b14(o["events"]);
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
  { const x = o["paidTrafficCost"]; if (typeof x === "number" && Number.isInteger(x)) o["paidTrafficCost"] = BigInt(x); }
}
function b14(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b15(v[i]);
}
function b15(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b4(o["ArchivedEvent"]);
  b4(o["CreatedEvent"]);
  b4(o["ExercisedEvent"]);
}
function b16(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b17(o["features"]);
}
function b17(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b18(o["offsetCheckpoint"]);
}
function b18(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b19(o["maxOffsetCheckpointEmissionDelay"]);
}
function b19(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["seconds"]; if (typeof x === "number" && Number.isInteger(x)) o["seconds"] = BigInt(x); }
}
function b20(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["participantPrunedUpToInclusive"]; if (typeof x === "number" && Number.isInteger(x)) o["participantPrunedUpToInclusive"] = BigInt(x); }
  { const x = o["allDivulgedContractsPrunedUpToInclusive"]; if (typeof x === "number" && Number.isInteger(x)) o["allDivulgedContractsPrunedUpToInclusive"] = BigInt(x); }
}
function b21(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["completionOffset"]; if (typeof x === "number" && Number.isInteger(x)) o["completionOffset"] = BigInt(x); }
}
function b22(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b13(o["transaction"]);
}
function b23(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b6(o["reassignment"]);
}
function b24(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b25(o["transactionTree"]);
}
function b25(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
  b26(o["eventsById"]);
}
function b26(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (true) b27(o[k]);
}
function b27(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b3(o["CreatedTreeEvent"]);
  b3(o["ExercisedTreeEvent"]);
}
function b28(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b29(v[i]);
}
function b29(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b30(o["completionResponse"]);
}
function b30(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b31(o["Completion"]);
  b3(o["OffsetCheckpoint"]);
}
function b31(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b32(o["value"]);
}
function b32(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b33(o["deduplicationPeriod"]);
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
  { const x = o["paidTrafficCost"]; if (typeof x === "number" && Number.isInteger(x)) o["paidTrafficCost"] = BigInt(x); }
}
function b33(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b34(o["DeduplicationDuration"]);
  b35(o["DeduplicationOffset"]);
}
function b34(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b19(o["value"]);
}
function b35(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["value"]; if (typeof x === "number" && Number.isInteger(x)) o["value"] = BigInt(x); }
}

/** Each operation's 200 body (a JSON.parse result without numbers beyond 2^53) with its int64 fields as `bigint`. */
export const ledgerBigIntInt64: Readonly<Record<string, (body: unknown) => unknown>> = {
  postV2UpdatesFlats: (body: unknown) => (b0(body), body),
  postV2Updates: (body: unknown) => (b0(body), body),
  getV2Version: (body: unknown) => (b16(body), body),
  getV2StateLedgerEnd: (body: unknown) => (b4(body), body),
  getV2StateLatestPrunedOffsets: (body: unknown) => (b20(body), body),
  postV2CommandsSubmitAndWait: (body: unknown) => (b21(body), body),
  postV2CommandsSubmitAndWaitForTransaction: (body: unknown) => (b22(body), body),
  postV2CommandsSubmitAndWaitForReassignment: (body: unknown) => (b23(body), body),
  postV2CommandsSubmitAndWaitForTransactionTree: (body: unknown) => (b24(body), body),
  postV2CommandsCompletions: (body: unknown) => (b28(body), body),
  postV2CommandsCommandCompletions: (body: unknown) => (b28(body), body),
};

/** All of the above, as the ledger client loads them. */
export const ledgerTables: Int64Tables = {
  shapes: ledgerInt64,
  rounded: ledgerRoundedInt64,
  toBigInt: ledgerBigIntInt64,
  request: ledgerRequestChecks,
  deprecated: ledgerDeprecatedFields,
  deprecations: ledgerDeprecatedOperations,
  releases: ledgerReleases,
  writes: ledgerWrites,
};
