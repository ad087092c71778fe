// Generated from specs/scan by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { operations } from '@canton-openapi/types/scan';
import { paginate } from '../core/client.ts';
import type { ApiDefinition } from '../core/context.ts';
import type { CallOptionsOf, Int64Mode, Invoke, PageItemOf, PageIterator, PageOptions, PageRequestOf, PathParamOf, RequestBodyOf, ResultOf } from '../core/types.ts';
import type { ScanInt64 } from './scan-int64.gen.ts';

/** Every operation of the scan API: HTTP method, path and what the client needs to call it. */
export const scanOperations = {
  listVoteRequestResults: {
    method: 'post',
    path: '/v0/admin/sv/voteresults',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    page: { token: 'pageToken', items: 'dso_rules_vote_results', next: 'next_page_token' },
  },
  getHoldingsStateAt: {
    method: 'post',
    path: '/v0/holdings/state',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getHoldingsStateAtV1: {
    method: 'post',
    path: '/v1/holdings/state',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getHoldingsStateAtV2: {
    method: 'post',
    path: '/v2/holdings/state',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getAcsSnapshotAtV2: {
    method: 'post',
    path: '/v2/state/acs',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "default": ["application/json"] },
    versioned: true,
    page: { token: 'after', items: 'created_events', next: 'next_page_token' },
  },
  getRewardAccountingActivityTotals: {
    method: 'get',
    path: '/v0/internal/reward-accounting-process/rounds/{round_number}/activity-totals',
    pathParams: ['round_number'],
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
} as const;

/** The scan API as a client reads it: its operations, and its validators and int64 tables, loaded on first use. */
export const scanApi: ApiDefinition = {
  name: 'scan',
  operations: scanOperations,
  loadValidators: () => import('./scan-validators.gen.js'),
  loadInt64: () => import('./scan-int64.gen.ts').then((m) => m.scanTables),
};

/** The operationIds of the scan API. */
export type ScanOperationId = keyof typeof scanOperations;

/** One method per operation of the scan API. `M` is the client's int64 mode. */
export interface ScanMethods<M extends Int64Mode> {
  /**
   * List closed vote requests of the DSO, newest first, a page at a time.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see POST /v0/admin/sv/voteresults — operation `listVoteRequestResults` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  listVoteRequestResults(body: RequestBodyOf<operations['listVoteRequestResults'], M, ScanInt64['listVoteRequestResults']>, options?: CallOptionsOf<operations['listVoteRequestResults'], M, ScanInt64['listVoteRequestResults']>): Promise<ResultOf<operations['listVoteRequestResults'], M, ScanInt64['listVoteRequestResults']>>;
  /**
   * Every item of `dso_rules_vote_results` across all pages of `listVoteRequestResults`, requested one page at a time.
   *
   * Follows `next_page_token` (as `pageToken`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `pageToken` to resume there.
   * @param request - The request; with `pageToken`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see POST /v0/admin/sv/voteresults — operation `listVoteRequestResults` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  iterateVoteRequestResults(request: PageRequestOf<operations['listVoteRequestResults'], 'pageToken', M, ScanInt64['listVoteRequestResults']>, options?: PageOptions): PageIterator<PageItemOf<operations['listVoteRequestResults'], 'dso_rules_vote_results', M, ScanInt64['listVoteRequestResults']>, ResultOf<operations['listVoteRequestResults'], M, ScanInt64['listVoteRequestResults']>>;
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
   * App-activity and reward totals of one round (SV-internal, subject to change).
   *
   * @param roundNumber - The `round_number` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
   * @see GET /v0/internal/reward-accounting-process/rounds/{round_number}/activity-totals — operation `getRewardAccountingActivityTotals` of the spec, `@canton-openapi/types/scan/openapi.json`
   */
  getRewardAccountingActivityTotals(roundNumber: PathParamOf<operations['getRewardAccountingActivityTotals'], 'round_number', M, ScanInt64['getRewardAccountingActivityTotals']>, options?: CallOptionsOf<operations['getRewardAccountingActivityTotals'], M, ScanInt64['getRewardAccountingActivityTotals']>): Promise<ResultOf<operations['getRewardAccountingActivityTotals'], M, ScanInt64['getRewardAccountingActivityTotals']>>;
  /**
   * Look up a featured-app-right contract by contract id.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isScanHttpError`) or another `CantonApiError`.
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
}

/** Binds every method of the scan API to the client's `invoke` (page iterators through it too). */
export function createScanMethods<M extends Int64Mode>(invoke: Invoke): ScanMethods<M> {
  const pages = paginate(scanOperations, invoke);
  return {
    listVoteRequestResults: (body, options) => invoke('listVoteRequestResults', undefined, body, options),
    iterateVoteRequestResults: (request, options) => pages('listVoteRequestResults', request, options),
    getHoldingsStateAt: (body, options) => invoke('getHoldingsStateAt', undefined, body, options),
    iterateHoldingsStateAt: (request, options) => pages('getHoldingsStateAt', request, options),
    getHoldingsStateAtV1: (body, options) => invoke('getHoldingsStateAtV1', undefined, body, options),
    iterateHoldingsStateAtV1: (request, options) => pages('getHoldingsStateAtV1', request, options),
    getHoldingsStateAtV2: (body, options) => invoke('getHoldingsStateAtV2', undefined, body, options),
    iterateHoldingsStateAtV2: (request, options) => pages('getHoldingsStateAtV2', request, options),
    getAcsSnapshotAtV2: (body, options) => invoke('getAcsSnapshotAtV2', undefined, body, options),
    iterateAcsSnapshotAtV2: (request, options) => pages('getAcsSnapshotAtV2', request, options),
    getRewardAccountingActivityTotals: (roundNumber, options) => invoke('getRewardAccountingActivityTotals', [roundNumber], undefined, options),
    lookupFeaturedAppRightByContractId: (contractId, options) => invoke('lookupFeaturedAppRightByContractId', [contractId], undefined, options),
    listDsoScans: (options) => invoke('listDsoScans', undefined, undefined, options),
  };
}

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
    release: '0.6.10';
    unserved: 'getHoldingsStateAtV2' | 'iterateHoldingsStateAtV2' | 'getAcsSnapshotAtV2' | 'iterateAcsSnapshotAtV2';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '0.7': {
    release: '0.7.5';
    unserved: never;
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '0.8': {
    release: '0.8.0';
    unserved: never;
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '0.9': {
    release: '0.9.0';
    unserved: 'getHoldingsStateAt' | 'iterateHoldingsStateAt' | 'getHoldingsStateAtV1' | 'iterateHoldingsStateAtV1';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
}
