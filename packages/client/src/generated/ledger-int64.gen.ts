// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { Int64Tables, Releases } from '../core/types.ts';

/** Where each operation of the ledger API carries int64 integers (see tools/codegen/client-int64.ts). */
export const ledgerInt64 = {
  postV2UpdatesFlats: {"response":[{"update":{"OffsetCheckpoint":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}],"body":{"beginExclusive":1,"endInclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  postV2Updates: {"response":[{"update":{"OffsetCheckpoint":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}],"body":{"beginExclusive":1,"endInclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  getV2Version: {"response":{"features":{"offsetCheckpoint":{"maxOffsetCheckpointEmissionDelay":{"seconds":1}}}}},
  getV2StateLedgerEnd: {"response":{"offset":1}},
  getV2StateLatestPrunedOffsets: {"response":{"participantPrunedUpToInclusive":1,"allDivulgedContractsPrunedUpToInclusive":1}},
  getV2StateConnectedSynchronizers: {},
  getV2Packages: {},
  postV2Packages: {},
  getV2PackagesPackageId: {},
  getV2PackagesPackageIdStatus: {},
  postV2Dars: {},
  postV2DarsValidate: {},
  postV2PackageVetting: {},
  postV2PackageVettingList: {},
  postV2PackageVettingUpdate: {},
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

/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */
export const ledgerRoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {
  postV2UpdatesFlats: r0,
  postV2Updates: r0,
  getV2Version: r16,
  getV2StateLedgerEnd: r4,
  getV2StateLatestPrunedOffsets: r20,
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
// Whether a request body sets a deprecated field.
function d0(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (o["filter"] !== undefined || o["verbose"] !== undefined);
}

/** Whether each operation's request (body, query, path parameters by name) needs a closer look: an int64 field the server cannot take exactly, or a deprecated field set. */
export const ledgerRequestChecks: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>> = {
  postV2UpdatesFlats: (body, query, path) => q0(body) || q1(query) || d0(body),
  postV2Updates: (body, query, path) => q0(body) || q1(query) || d0(body),
};

/** What replaces each deprecated field of each operation's request body, and when it goes. */
export const ledgerDeprecatedFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  postV2UpdatesFlats: {"filter":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.","verbose":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0."},
  postV2Updates: {"filter":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.","verbose":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0."},
};

/** The warning a call of each deprecated operation logs, once per process. */
export const ledgerDeprecatedOperations: Readonly<Record<string, string>> = {
  postV2UpdatesFlats: "`postV2UpdatesFlats` (POST /v2/updates/flats) is deprecated. Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  postV2PackageVetting: "`postV2PackageVetting` (POST /v2/package-vetting) is deprecated. Use `postV2PackageVettingUpdate` (POST /v2/package-vetting/update) now. Deprecated in 3.5.1; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-35`); removal announced for 3.7.0.",
};

/** Which server release serves each operation, deprecated request field and channel whose availability depends on it (core/release.ts). */
export const ledgerReleases: Releases = {
  version: "/v2/version",
  operations: {"postV2UpdatesFlats":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2Updates"},"postV2PackageVetting":{"deprecated":"3.5.1","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-35","replacedBy":"postV2PackageVettingUpdate"}},
  fields: {"postV2UpdatesFlats":{"filter":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"},"verbose":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"}},"postV2Updates":{"filter":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"},"verbose":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"}}},
  channels: {"streamUpdatesFlats":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"streamUpdates"}},
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

/** Each operation's 200 body (a JSON.parse result without numbers beyond 2^53) with its int64 fields as `bigint`. */
export const ledgerBigIntInt64: Readonly<Record<string, (body: unknown) => unknown>> = {
  postV2UpdatesFlats: (body: unknown) => (b0(body), body),
  postV2Updates: (body: unknown) => (b0(body), body),
  getV2Version: (body: unknown) => (b16(body), body),
  getV2StateLedgerEnd: (body: unknown) => (b4(body), body),
  getV2StateLatestPrunedOffsets: (body: unknown) => (b20(body), body),
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
};
