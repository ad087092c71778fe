// Generated from specs/validator by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { OperationDef, OperationTable, WriteEntry } from '../core/types/operation-table.ts';
import type { Releases } from '../core/types/releases.ts';

/** Every operation of the validator API: HTTP method, path and what the client needs to call it. */
export const validatorOperations: Readonly<Record<string, OperationDef>> = {
  getTransferOfferStatus: {
    method: 'post',
    path: '/v0/wallet/transfer-offers/{tracking_id}/status',
    pathParams: ['tracking_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  lookupAnsEntryByName: {
    method: 'get',
    path: '/v0/scan-proxy/ans-entries/by-name/{name}',
    pathParams: ['name'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
};

/** Where each operation of the validator API carries int64 integers (see tools/codegen/client-int64.ts). */
export const validatorInt64 = {
  getTransferOfferStatus: {},
  lookupAnsEntryByName: {},
} as const;

/** The type of `validatorInt64`, which maps int64 fields to `bigint` in a bigint-mode client. */
export type ValidatorInt64 = typeof validatorInt64;

/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */
export const validatorRoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {
};

/** Whether each operation's request (body, query, path parameters by name) needs a closer look: an int64 field the server cannot take exactly, or a deprecated field set. */
export const validatorRequestChecks: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>> = {
};

/** What replaces each deprecated field of each operation's request body, and when it goes. */
export const validatorDeprecatedFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {
};

/** The warning a call of each deprecated operation, or a stream of each deprecated channel, logs, once per process. */
export const validatorDeprecatedOperations: Readonly<Record<string, string>> = {
};

/** Which server release serves each operation, deprecated request field and channel whose availability depends on it (core/release.ts). */
export const validatorReleases: Releases = {
  version: "",
  operations: {},
  fields: {},
  channels: {},
};

/** The writes of the validator API (`x-effect: write`), and where a submission's body holds its ids and deduplication period (`x-submission`): what the client never sends twice when the outcome is unknown (core/failure.ts). */
export const validatorWrites: Readonly<Record<string, WriteEntry>> = {
};

/** Each operation's 200 body (a JSON.parse result without numbers beyond 2^53) with its int64 fields as `bigint`. */
export const validatorBigIntInt64: Readonly<Record<string, (body: unknown) => unknown>> = {
};

/** The operation table of the validator API: the columns above, as the validator client loads them. */
export const validatorOperationTable: OperationTable = {
  operations: validatorOperations,
  int64: validatorInt64,
  rounded: validatorRoundedInt64,
  toBigInt: validatorBigIntInt64,
  requestChecks: validatorRequestChecks,
  deprecatedFields: validatorDeprecatedFields,
  deprecations: validatorDeprecatedOperations,
  releases: validatorReleases,
  writes: validatorWrites,
};
