// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { operations } from '@canton-openapi/types/ledger';
import { paginate } from '../core/client.ts';
import type { ApiDefinition } from '../core/context.ts';
import type { CallOptionsOf, Int64Mode, Invoke, PageItemOf, PageIterator, PageOptions, PageRequestOf, PathParamOf, RequestBodyOf, ResultOf, Stream, StreamItemOf, StreamOptions, StreamRequestOf } from '../core/types.ts';
import type { LedgerInt64 } from './ledger-int64.gen.ts';

/** Every operation of the ledger API: HTTP method, path and what the client needs to call it. */
export const ledgerOperations = {
  postV2UpdatesFlats: {
    method: 'post',
    path: '/v2/updates/flats',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2Updates: {
    method: 'post',
    path: '/v2/updates',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2Version: {
    method: 'get',
    path: '/v2/version',
    pathParams: [],
    errorMedia: {  },
  },
  getV2StateLedgerEnd: {
    method: 'get',
    path: '/v2/state/ledger-end',
    pathParams: [],
  },
  getV2StateLatestPrunedOffsets: {
    method: 'get',
    path: '/v2/state/latest-pruned-offsets',
    pathParams: [],
  },
  getV2StateConnectedSynchronizers: {
    method: 'get',
    path: '/v2/state/connected-synchronizers',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2UpdatesUpdateByOffset: {
    method: 'post',
    path: '/v2/updates/update-by-offset',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2UpdatesUpdateById: {
    method: 'post',
    path: '/v2/updates/update-by-id',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2UpdatesUpdateByHash: {
    method: 'post',
    path: '/v2/updates/update-by-hash',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2UpdatesGetUpdatesPage: {
    method: 'post',
    path: '/v2/updates/get-updates-page',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
    page: { token: 'pageToken', items: 'updates', next: 'nextPageToken' },
  },
  postV2UpdatesTrees: {
    method: 'post',
    path: '/v2/updates/trees',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  getV2UpdatesTransactionTreeByOffsetOffset: {
    method: 'get',
    path: '/v2/updates/transaction-tree-by-offset/{offset}',
    pathParams: ['offset'],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  getV2UpdatesTransactionTreeByIdUpdateId: {
    method: 'get',
    path: '/v2/updates/transaction-tree-by-id/{update-id}',
    pathParams: ['update-id'],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2UpdatesTransactionByOffset: {
    method: 'post',
    path: '/v2/updates/transaction-by-offset',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2UpdatesTransactionById: {
    method: 'post',
    path: '/v2/updates/transaction-by-id',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
} as const;

/** The ledger API as a client reads it: its operations, and its validators and int64 tables, loaded on first use. */
export const ledgerApi: ApiDefinition = {
  name: 'ledger',
  operations: ledgerOperations,
  loadValidators: () => import('./ledger-validators.gen.js'),
  loadInt64: () => import('./ledger-int64.gen.ts').then((m) => m.ledgerTables),
};

/** The operationIds of the ledger API. */
export type LedgerOperationId = keyof typeof ledgerOperations;

/** One method per operation of the ledger API. `M` is the client's int64 mode. */
export interface LedgerMethods<M extends Int64Mode> {
  /**
   * List ledger updates in an offset range (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see POST /v2/updates/flats — operation `postV2UpdatesFlats` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2UpdatesFlats(body: RequestBodyOf<operations['postV2UpdatesFlats'], M, LedgerInt64['postV2UpdatesFlats']>, options?: CallOptionsOf<operations['postV2UpdatesFlats'], M, LedgerInt64['postV2UpdatesFlats']>): Promise<ResultOf<operations['postV2UpdatesFlats'], M, LedgerInt64['postV2UpdatesFlats']>>;
  /**
   * List ledger updates in an offset range.
   *
   * @param body - The JSON request body.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/updates — operation `postV2Updates` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2Updates(body: RequestBodyOf<operations['postV2Updates'], M, LedgerInt64['postV2Updates']>, options?: CallOptionsOf<operations['postV2Updates'], M, LedgerInt64['postV2Updates']>): Promise<ResultOf<operations['postV2Updates'], M, LedgerInt64['postV2Updates']>>;
  /**
   * Read the participant's Ledger API version and features.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/version — operation `getV2Version` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2Version(options?: CallOptionsOf<operations['getV2Version'], M, LedgerInt64['getV2Version']>): Promise<ResultOf<operations['getV2Version'], M, LedgerInt64['getV2Version']>>;
  /**
   * Read the participant's ledger end.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/state/ledger-end — operation `getV2StateLedgerEnd` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2StateLedgerEnd(options?: CallOptionsOf<operations['getV2StateLedgerEnd'], M, LedgerInt64['getV2StateLedgerEnd']>): Promise<ResultOf<operations['getV2StateLedgerEnd'], M, LedgerInt64['getV2StateLedgerEnd']>>;
  /**
   * Read up to which offsets the participant has pruned.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/state/latest-pruned-offsets — operation `getV2StateLatestPrunedOffsets` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2StateLatestPrunedOffsets(options?: CallOptionsOf<operations['getV2StateLatestPrunedOffsets'], M, LedgerInt64['getV2StateLatestPrunedOffsets']>): Promise<ResultOf<operations['getV2StateLatestPrunedOffsets'], M, LedgerInt64['getV2StateLatestPrunedOffsets']>>;
  /**
   * List the synchronizers the participant is connected to.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/state/connected-synchronizers — operation `getV2StateConnectedSynchronizers` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2StateConnectedSynchronizers(options?: CallOptionsOf<operations['getV2StateConnectedSynchronizers'], M, LedgerInt64['getV2StateConnectedSynchronizers']>): Promise<ResultOf<operations['getV2StateConnectedSynchronizers'], M, LedgerInt64['getV2StateConnectedSynchronizers']>>;
  /**
   * Read the update at an offset.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/updates/update-by-offset — operation `postV2UpdatesUpdateByOffset` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2UpdatesUpdateByOffset(body: RequestBodyOf<operations['postV2UpdatesUpdateByOffset'], M, LedgerInt64['postV2UpdatesUpdateByOffset']>, options?: CallOptionsOf<operations['postV2UpdatesUpdateByOffset'], M, LedgerInt64['postV2UpdatesUpdateByOffset']>): Promise<ResultOf<operations['postV2UpdatesUpdateByOffset'], M, LedgerInt64['postV2UpdatesUpdateByOffset']>>;
  /**
   * Read an update by its id.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/updates/update-by-id — operation `postV2UpdatesUpdateById` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2UpdatesUpdateById(body: RequestBodyOf<operations['postV2UpdatesUpdateById'], M, LedgerInt64['postV2UpdatesUpdateById']>, options?: CallOptionsOf<operations['postV2UpdatesUpdateById'], M, LedgerInt64['postV2UpdatesUpdateById']>): Promise<ResultOf<operations['postV2UpdatesUpdateById'], M, LedgerInt64['postV2UpdatesUpdateById']>>;
  /**
   * Read an update by its transaction hash.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/updates/update-by-hash — operation `postV2UpdatesUpdateByHash` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2UpdatesUpdateByHash(body: RequestBodyOf<operations['postV2UpdatesUpdateByHash'], M, LedgerInt64['postV2UpdatesUpdateByHash']>, options?: CallOptionsOf<operations['postV2UpdatesUpdateByHash'], M, LedgerInt64['postV2UpdatesUpdateByHash']>): Promise<ResultOf<operations['postV2UpdatesUpdateByHash'], M, LedgerInt64['postV2UpdatesUpdateByHash']>>;
  /**
   * Read one page of ledger updates.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/updates/get-updates-page — operation `postV2UpdatesGetUpdatesPage` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2UpdatesGetUpdatesPage(body: RequestBodyOf<operations['postV2UpdatesGetUpdatesPage'], M, LedgerInt64['postV2UpdatesGetUpdatesPage']>, options?: CallOptionsOf<operations['postV2UpdatesGetUpdatesPage'], M, LedgerInt64['postV2UpdatesGetUpdatesPage']>): Promise<ResultOf<operations['postV2UpdatesGetUpdatesPage'], M, LedgerInt64['postV2UpdatesGetUpdatesPage']>>;
  /**
   * Every item of `updates` across all pages of `postV2UpdatesGetUpdatesPage`, requested one page at a time.
   *
   * Follows `nextPageToken` (as `pageToken`) until it is absent or `null`; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `nextPageToken` as `pageToken` to resume there.
   * @param request - The request; with `pageToken`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see POST /v2/updates/get-updates-page — operation `postV2UpdatesGetUpdatesPage` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  iterateUpdatesPage(request: PageRequestOf<operations['postV2UpdatesGetUpdatesPage'], 'pageToken', M, LedgerInt64['postV2UpdatesGetUpdatesPage']>, options?: PageOptions): PageIterator<PageItemOf<operations['postV2UpdatesGetUpdatesPage'], 'updates', M, LedgerInt64['postV2UpdatesGetUpdatesPage']>, ResultOf<operations['postV2UpdatesGetUpdatesPage'], M, LedgerInt64['postV2UpdatesGetUpdatesPage']>>;
  /**
   * List ledger updates with transactions as trees (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see POST /v2/updates/trees — operation `postV2UpdatesTrees` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2UpdatesTrees(body: RequestBodyOf<operations['postV2UpdatesTrees'], M, LedgerInt64['postV2UpdatesTrees']>, options?: CallOptionsOf<operations['postV2UpdatesTrees'], M, LedgerInt64['postV2UpdatesTrees']>): Promise<ResultOf<operations['postV2UpdatesTrees'], M, LedgerInt64['postV2UpdatesTrees']>>;
  /**
   * Read the transaction at an offset as a tree (deprecated).
   *
   * @param offset - The `offset` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2UpdatesUpdateByOffset` (POST /v2/updates/update-by-offset) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see GET /v2/updates/transaction-tree-by-offset/{offset} — operation `getV2UpdatesTransactionTreeByOffsetOffset` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2UpdatesTransactionTreeByOffsetOffset(offset: PathParamOf<operations['getV2UpdatesTransactionTreeByOffsetOffset'], 'offset', M, LedgerInt64['getV2UpdatesTransactionTreeByOffsetOffset']>, options?: CallOptionsOf<operations['getV2UpdatesTransactionTreeByOffsetOffset'], M, LedgerInt64['getV2UpdatesTransactionTreeByOffsetOffset']>): Promise<ResultOf<operations['getV2UpdatesTransactionTreeByOffsetOffset'], M, LedgerInt64['getV2UpdatesTransactionTreeByOffsetOffset']>>;
  /**
   * Read a transaction by its id as a tree (deprecated).
   *
   * @param updateId - The `update-id` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2UpdatesUpdateById` (POST /v2/updates/update-by-id) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see GET /v2/updates/transaction-tree-by-id/{update-id} — operation `getV2UpdatesTransactionTreeByIdUpdateId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2UpdatesTransactionTreeByIdUpdateId(updateId: PathParamOf<operations['getV2UpdatesTransactionTreeByIdUpdateId'], 'update-id', M, LedgerInt64['getV2UpdatesTransactionTreeByIdUpdateId']>, options?: CallOptionsOf<operations['getV2UpdatesTransactionTreeByIdUpdateId'], M, LedgerInt64['getV2UpdatesTransactionTreeByIdUpdateId']>): Promise<ResultOf<operations['getV2UpdatesTransactionTreeByIdUpdateId'], M, LedgerInt64['getV2UpdatesTransactionTreeByIdUpdateId']>>;
  /**
   * Read the transaction at an offset (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2UpdatesUpdateByOffset` (POST /v2/updates/update-by-offset) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see POST /v2/updates/transaction-by-offset — operation `postV2UpdatesTransactionByOffset` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2UpdatesTransactionByOffset(body: RequestBodyOf<operations['postV2UpdatesTransactionByOffset'], M, LedgerInt64['postV2UpdatesTransactionByOffset']>, options?: CallOptionsOf<operations['postV2UpdatesTransactionByOffset'], M, LedgerInt64['postV2UpdatesTransactionByOffset']>): Promise<ResultOf<operations['postV2UpdatesTransactionByOffset'], M, LedgerInt64['postV2UpdatesTransactionByOffset']>>;
  /**
   * Read a transaction by its id (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2UpdatesUpdateById` (POST /v2/updates/update-by-id) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see POST /v2/updates/transaction-by-id — operation `postV2UpdatesTransactionById` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2UpdatesTransactionById(body: RequestBodyOf<operations['postV2UpdatesTransactionById'], M, LedgerInt64['postV2UpdatesTransactionById']>, options?: CallOptionsOf<operations['postV2UpdatesTransactionById'], M, LedgerInt64['postV2UpdatesTransactionById']>): Promise<ResultOf<operations['postV2UpdatesTransactionById'], M, LedgerInt64['postV2UpdatesTransactionById']>>;
}

/** Binds every method of the ledger API to the client's `invoke` (page iterators through it too). */
export function createLedgerMethods<M extends Int64Mode>(invoke: Invoke): LedgerMethods<M> {
  const pages = paginate(ledgerOperations, invoke);
  return {
    postV2UpdatesFlats: (body, options) => invoke('postV2UpdatesFlats', undefined, body, options),
    postV2Updates: (body, options) => invoke('postV2Updates', undefined, body, options),
    getV2Version: (options) => invoke('getV2Version', undefined, undefined, options),
    getV2StateLedgerEnd: (options) => invoke('getV2StateLedgerEnd', undefined, undefined, options),
    getV2StateLatestPrunedOffsets: (options) => invoke('getV2StateLatestPrunedOffsets', undefined, undefined, options),
    getV2StateConnectedSynchronizers: (options) => invoke('getV2StateConnectedSynchronizers', undefined, undefined, options),
    postV2UpdatesUpdateByOffset: (body, options) => invoke('postV2UpdatesUpdateByOffset', undefined, body, options),
    postV2UpdatesUpdateById: (body, options) => invoke('postV2UpdatesUpdateById', undefined, body, options),
    postV2UpdatesUpdateByHash: (body, options) => invoke('postV2UpdatesUpdateByHash', undefined, body, options),
    postV2UpdatesGetUpdatesPage: (body, options) => invoke('postV2UpdatesGetUpdatesPage', undefined, body, options),
    iterateUpdatesPage: (request, options) => pages('postV2UpdatesGetUpdatesPage', request, options),
    postV2UpdatesTrees: (body, options) => invoke('postV2UpdatesTrees', undefined, body, options),
    getV2UpdatesTransactionTreeByOffsetOffset: (offset, options) => invoke('getV2UpdatesTransactionTreeByOffsetOffset', [offset], undefined, options),
    getV2UpdatesTransactionTreeByIdUpdateId: (updateId, options) => invoke('getV2UpdatesTransactionTreeByIdUpdateId', [updateId], undefined, options),
    postV2UpdatesTransactionByOffset: (body, options) => invoke('postV2UpdatesTransactionByOffset', undefined, body, options),
    postV2UpdatesTransactionById: (body, options) => invoke('postV2UpdatesTransactionById', undefined, body, options),
  };
}

/** The WebSocket channels of the ledger API: each one's method, path, the list operation whose request and elements it streams, and its deprecation. */
export const ledgerChannels = {
  streamUpdates: {
    method: 'streamUpdates',
    path: '/v2/updates',
    operationId: 'postV2Updates',
  },
  streamUpdatesFlats: {
    method: 'streamUpdatesFlats',
    path: '/v2/updates/flats',
    operationId: 'postV2UpdatesFlats',
    deprecation: "`streamUpdatesFlats` (WebSocket /v2/updates/flats) is deprecated. Use `streamUpdates` (WebSocket /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  },
  streamUpdatesTrees: {
    method: 'streamUpdatesTrees',
    path: '/v2/updates/trees',
    operationId: 'postV2UpdatesTrees',
    deprecation: "`streamUpdatesTrees` (WebSocket /v2/updates/trees) is deprecated. Use `streamUpdates` (WebSocket /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  },
} as const;

/** One method per WebSocket channel of the ledger API. `M` is the client's int64 mode. */
export interface LedgerChannelMethods<M extends Int64Mode> {
  /**
   * The elements of `postV2Updates`'s list, one per frame of the WebSocket channel `/v2/updates`: every element after
   * `beginExclusive`, in offset order, ending after `endInclusive`, or tailing the channel until `signal` aborts or the
   * loop breaks (either closes the socket). A dropped connection, or a consumer slower than the stream (see
   * `highWaterMark`), reconnects and resumes after the last offset delivered: no gap, no duplicate. Error frames reject
   * with `StreamError`; a stream the server does not let start (a missing or rejected token, answered with an
   * UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.
   *
   * @param request - The request of `postV2Updates`, sent as the first frame; without `endInclusive` the stream tails the channel.
   * @param options - `signal`, `highWaterMark`, `highWaterMarkChars` and `retry`.
   * @see WebSocket /v2/updates — the request and elements of operation `postV2Updates` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamUpdates(request: StreamRequestOf<operations['postV2Updates'], M, LedgerInt64['postV2Updates']>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<operations['postV2Updates'], M, LedgerInt64['postV2Updates']>>;
  /**
   * The elements of `postV2UpdatesFlats`'s list, one per frame of the WebSocket channel `/v2/updates/flats`: every element after
   * `beginExclusive`, in offset order, ending after `endInclusive`, or tailing the channel until `signal` aborts or the
   * loop breaks (either closes the socket). A dropped connection, or a consumer slower than the stream (see
   * `highWaterMark`), reconnects and resumes after the last offset delivered: no gap, no duplicate. Error frames reject
   * with `StreamError`; a stream the server does not let start (a missing or rejected token, answered with an
   * UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.
   *
   * @param request - The request of `postV2UpdatesFlats`, sent as the first frame; without `endInclusive` the stream tails the channel.
   * @param options - `signal`, `highWaterMark`, `highWaterMarkChars` and `retry`.
   * @deprecated Use `streamUpdates` (WebSocket /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see WebSocket /v2/updates/flats — the request and elements of operation `postV2UpdatesFlats` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamUpdatesFlats(request: StreamRequestOf<operations['postV2UpdatesFlats'], M, LedgerInt64['postV2UpdatesFlats']>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<operations['postV2UpdatesFlats'], M, LedgerInt64['postV2UpdatesFlats']>>;
  /**
   * The elements of `postV2UpdatesTrees`'s list, one per frame of the WebSocket channel `/v2/updates/trees`: every element after
   * `beginExclusive`, in offset order, ending after `endInclusive`, or tailing the channel until `signal` aborts or the
   * loop breaks (either closes the socket). A dropped connection, or a consumer slower than the stream (see
   * `highWaterMark`), reconnects and resumes after the last offset delivered: no gap, no duplicate. Error frames reject
   * with `StreamError`; a stream the server does not let start (a missing or rejected token, answered with an
   * UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.
   *
   * @param request - The request of `postV2UpdatesTrees`, sent as the first frame; without `endInclusive` the stream tails the channel.
   * @param options - `signal`, `highWaterMark`, `highWaterMarkChars` and `retry`.
   * @deprecated Use `streamUpdates` (WebSocket /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see WebSocket /v2/updates/trees — the request and elements of operation `postV2UpdatesTrees` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamUpdatesTrees(request: StreamRequestOf<operations['postV2UpdatesTrees'], M, LedgerInt64['postV2UpdatesTrees']>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<operations['postV2UpdatesTrees'], M, LedgerInt64['postV2UpdatesTrees']>>;
}

/** Binds every channel method of the ledger API to the client's `stream`. */
export function createLedgerChannelMethods<M extends Int64Mode>(stream: Stream): LedgerChannelMethods<M> {
  return {
    streamUpdates: (request, options) => stream(ledgerChannels.streamUpdates, request, options),
    streamUpdatesFlats: (request, options) => stream(ledgerChannels.streamUpdatesFlats, request, options),
    streamUpdatesTrees: (request, options) => stream(ledgerChannels.streamUpdatesTrees, request, options),
  };
}

/** The release lines of the ledger API (`info.x-release-lines`): what a client's `targets` names. */
export type LedgerReleaseLine = '3.5' | '3.6';

/**
 * What each release line of the ledger API does not serve, judged by its newest release the spec knows (`release`):
 * the client's members not added yet or removed (`unserved`) or disabled by default (`disabled`, served with
 * `deprecatedEndpointsEnabled: true`), and the request fields of each member likewise (`fields`, `disabledFields`).
 * A client made with `targets` leaves them out of its type. Types only.
 */
export interface LedgerLines {
  '3.5': {
    release: '3.5.1';
    unserved: 'postV2UpdatesUpdateByHash';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '3.6': {
    release: '3.6.1';
    unserved: never;
    disabled: 'postV2UpdatesFlats' | 'postV2UpdatesTrees' | 'getV2UpdatesTransactionTreeByOffsetOffset' | 'getV2UpdatesTransactionTreeByIdUpdateId' | 'postV2UpdatesTransactionByOffset' | 'postV2UpdatesTransactionById' | 'streamUpdatesFlats' | 'streamUpdatesTrees';
    fields: {};
    disabledFields: { postV2UpdatesFlats: 'filter' | 'verbose'; streamUpdatesFlats: 'filter' | 'verbose'; postV2Updates: 'filter' | 'verbose'; streamUpdates: 'filter' | 'verbose'; postV2UpdatesTrees: 'filter' | 'verbose'; streamUpdatesTrees: 'filter' | 'verbose' };
  };
}
