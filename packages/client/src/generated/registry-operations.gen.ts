// Generated from specs/registry by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { OperationDef, OperationTable, WriteEntry } from '../core/types/operation-table.ts';
import type { Releases } from '../core/types/releases.ts';

/** Every operation of the registry API: HTTP method, path and what the client needs to call it. */
export const registryOperations: Readonly<Record<string, OperationDef>> = {
  getRegistryInfo: {
    method: 'get',
    path: '/registry/metadata/v1/info',
    pathParams: [],
  },
  listInstruments: {
    method: 'get',
    path: '/registry/metadata/v1/instruments',
    pathParams: [],
    errorMedia: { "400": ["text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateInstruments', token: 'pageToken', items: 'instruments', next: 'nextPageToken', in: 'query' },
  },
  getInstrument: {
    method: 'get',
    path: '/registry/metadata/v1/instruments/{instrumentId}',
    pathParams: ['instrumentId'],
  },
  getTransferFactory: {
    method: 'post',
    path: '/registry/transfer-instruction/v1/transfer-factory',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getTransferInstructionAcceptContext: {
    method: 'post',
    path: '/registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/accept',
    pathParams: ['transferInstructionId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getTransferInstructionRejectContext: {
    method: 'post',
    path: '/registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/reject',
    pathParams: ['transferInstructionId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getTransferInstructionWithdrawContext: {
    method: 'post',
    path: '/registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/withdraw',
    pathParams: ['transferInstructionId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getTransferFactoryV2: {
    method: 'post',
    path: '/registry/transfer-instruction/v2/transfer-factory',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getTransferInstructionAcceptContextV2: {
    method: 'post',
    path: '/registry/transfer-instruction/v2/{transferInstructionId}/choice-contexts/accept',
    pathParams: ['transferInstructionId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getTransferInstructionRejectContextV2: {
    method: 'post',
    path: '/registry/transfer-instruction/v2/{transferInstructionId}/choice-contexts/reject',
    pathParams: ['transferInstructionId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getTransferInstructionWithdrawContextV2: {
    method: 'post',
    path: '/registry/transfer-instruction/v2/{transferInstructionId}/choice-contexts/withdraw',
    pathParams: ['transferInstructionId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAllocationFactory: {
    method: 'post',
    path: '/registry/allocation-instruction/v1/allocation-factory',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAllocationFactoryV2: {
    method: 'post',
    path: '/registry/allocation-instruction/v2/allocation-factory',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAllocationInstructionAcceptContextV2: {
    method: 'post',
    path: '/registry/allocation-instruction/v2/{allocationInstructionId}/choice-contexts/accept',
    pathParams: ['allocationInstructionId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAllocationInstructionWithdrawContextV2: {
    method: 'post',
    path: '/registry/allocation-instruction/v2/{allocationInstructionId}/choice-contexts/withdraw',
    pathParams: ['allocationInstructionId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAllocationTransferContext: {
    method: 'post',
    path: '/registry/allocations/v1/{allocationId}/choice-contexts/execute-transfer',
    pathParams: ['allocationId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAllocationWithdrawContext: {
    method: 'post',
    path: '/registry/allocations/v1/{allocationId}/choice-contexts/withdraw',
    pathParams: ['allocationId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAllocationCancelContext: {
    method: 'post',
    path: '/registry/allocations/v1/{allocationId}/choice-contexts/cancel',
    pathParams: ['allocationId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getSettlementFactoryV2: {
    method: 'post',
    path: '/registry/allocation/v2/settlement-factory',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAllocationWithdrawContextV2: {
    method: 'post',
    path: '/registry/allocations/v2/{allocationId}/choice-contexts/withdraw',
    pathParams: ['allocationId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  getAllocationCancelContextV2: {
    method: 'post',
    path: '/registry/allocations/v2/{allocationId}/choice-contexts/cancel',
    pathParams: ['allocationId'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
  },
};

/** Where each operation of the registry API carries int64 integers (see tools/codegen/client-int64.ts). */
export const registryInt64 = {
  getRegistryInfo: {},
  listInstruments: {},
  getInstrument: {},
  getTransferFactory: {},
  getTransferInstructionAcceptContext: {},
  getTransferInstructionRejectContext: {},
  getTransferInstructionWithdrawContext: {},
  getTransferFactoryV2: {},
  getTransferInstructionAcceptContextV2: {},
  getTransferInstructionRejectContextV2: {},
  getTransferInstructionWithdrawContextV2: {},
  getAllocationFactory: {},
  getAllocationFactoryV2: {},
  getAllocationInstructionAcceptContextV2: {},
  getAllocationInstructionWithdrawContextV2: {},
  getAllocationTransferContext: {},
  getAllocationWithdrawContext: {},
  getAllocationCancelContext: {},
  getSettlementFactoryV2: {},
  getAllocationWithdrawContextV2: {},
  getAllocationCancelContextV2: {},
} as const;

/** The type of `registryInt64`, which maps int64 fields to `bigint` in a bigint-mode client. */
export type RegistryInt64 = typeof registryInt64;

/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */
export const registryRoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {
};

/** Whether each operation's request (body, query, path parameters by name) needs a closer look: an int64 field the server cannot take exactly, or a deprecated field set. */
export const registryRequestChecks: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>> = {
};

/** What replaces each deprecated field of each operation's request body, and when it goes. */
export const registryDeprecatedFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {
};

/** The warning a call of each deprecated operation, or a stream of each deprecated channel, logs, once per process. */
export const registryDeprecatedOperations: Readonly<Record<string, string>> = {
};

/** Which server release serves each operation, deprecated request field and channel whose availability depends on it (core/release.ts). */
export const registryReleases: Releases = {
  version: "",
  operations: {},
  fields: {},
  channels: {},
};

/** The writes of the registry API (`x-effect: write`), and where a submission's body holds its ids and deduplication period (`x-submission`): what the client never sends twice when the outcome is unknown (core/failure.ts). */
export const registryWrites: Readonly<Record<string, WriteEntry>> = {
};

/** Each operation's 200 body (a JSON.parse result without numbers beyond 2^53) with its int64 fields as `bigint`. */
export const registryBigIntInt64: Readonly<Record<string, (body: unknown) => unknown>> = {
};

/** The operation table of the registry API: the columns above, as the registry client loads them. */
export const registryOperationTable: OperationTable = {
  operations: registryOperations,
  int64: registryInt64,
  rounded: registryRoundedInt64,
  toBigInt: registryBigIntInt64,
  requestChecks: registryRequestChecks,
  deprecatedFields: registryDeprecatedFields,
  deprecations: registryDeprecatedOperations,
  releases: registryReleases,
  writes: registryWrites,
};
