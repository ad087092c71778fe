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
  postV2StateActiveContracts: {
    method: 'post',
    path: '/v2/state/active-contracts',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2StateActiveContractsPage: {
    method: 'post',
    path: '/v2/state/active-contracts-page',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
    page: { token: 'pageToken', items: 'activeContracts', next: 'nextPageToken' },
  },
  postV2EventsEventsByContractId: {
    method: 'post',
    path: '/v2/events/events-by-contract-id',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2ContractsContractById: {
    method: 'post',
    path: '/v2/contracts/contract-by-id',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
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
   * List the active contracts at an offset.
   *
   * @param body - The JSON request body.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/state/active-contracts — operation `postV2StateActiveContracts` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2StateActiveContracts(body: RequestBodyOf<operations['postV2StateActiveContracts'], M, LedgerInt64['postV2StateActiveContracts']>, options?: CallOptionsOf<operations['postV2StateActiveContracts'], M, LedgerInt64['postV2StateActiveContracts']>): Promise<ResultOf<operations['postV2StateActiveContracts'], M, LedgerInt64['postV2StateActiveContracts']>>;
  /**
   * Read the active contracts one page at a time.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/state/active-contracts-page — operation `postV2StateActiveContractsPage` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2StateActiveContractsPage(body: RequestBodyOf<operations['postV2StateActiveContractsPage'], M, LedgerInt64['postV2StateActiveContractsPage']>, options?: CallOptionsOf<operations['postV2StateActiveContractsPage'], M, LedgerInt64['postV2StateActiveContractsPage']>): Promise<ResultOf<operations['postV2StateActiveContractsPage'], M, LedgerInt64['postV2StateActiveContractsPage']>>;
  /**
   * Every item of `activeContracts` across all pages of `postV2StateActiveContractsPage`, requested one page at a time.
   *
   * Follows `nextPageToken` (as `pageToken`) until it is absent or `null`; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `nextPageToken` as `pageToken` to resume there.
   * @param request - The request; with `pageToken`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see POST /v2/state/active-contracts-page — operation `postV2StateActiveContractsPage` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  iterateActiveContracts(request: PageRequestOf<operations['postV2StateActiveContractsPage'], 'pageToken', M, LedgerInt64['postV2StateActiveContractsPage']>, options?: PageOptions): PageIterator<PageItemOf<operations['postV2StateActiveContractsPage'], 'activeContracts', M, LedgerInt64['postV2StateActiveContractsPage']>, ResultOf<operations['postV2StateActiveContractsPage'], M, LedgerInt64['postV2StateActiveContractsPage']>>;
  /**
   * Read the create and archive events of a contract.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/events/events-by-contract-id — operation `postV2EventsEventsByContractId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2EventsEventsByContractId(body: RequestBodyOf<operations['postV2EventsEventsByContractId'], M, LedgerInt64['postV2EventsEventsByContractId']>, options?: CallOptionsOf<operations['postV2EventsEventsByContractId'], M, LedgerInt64['postV2EventsEventsByContractId']>): Promise<ResultOf<operations['postV2EventsEventsByContractId'], M, LedgerInt64['postV2EventsEventsByContractId']>>;
  /**
   * Look up a contract by its id (alpha).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/contracts/contract-by-id — operation `postV2ContractsContractById` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2ContractsContractById(body: RequestBodyOf<operations['postV2ContractsContractById'], M, LedgerInt64['postV2ContractsContractById']>, options?: CallOptionsOf<operations['postV2ContractsContractById'], M, LedgerInt64['postV2ContractsContractById']>): Promise<ResultOf<operations['postV2ContractsContractById'], M, LedgerInt64['postV2ContractsContractById']>>;
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
    postV2StateActiveContracts: (body, options) => invoke('postV2StateActiveContracts', undefined, body, options),
    postV2StateActiveContractsPage: (body, options) => invoke('postV2StateActiveContractsPage', undefined, body, options),
    iterateActiveContracts: (request, options) => pages('postV2StateActiveContractsPage', request, options),
    postV2EventsEventsByContractId: (body, options) => invoke('postV2EventsEventsByContractId', undefined, body, options),
    postV2ContractsContractById: (body, options) => invoke('postV2ContractsContractById', undefined, body, options),
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
  streamStateActiveContracts: {
    method: 'streamStateActiveContracts',
    path: '/v2/state/active-contracts',
    operationId: 'postV2StateActiveContracts',
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
   * The elements of `postV2StateActiveContracts`'s list, one per frame of the WebSocket channel `/v2/state/active-contracts`, never cut short by
   * the server's list limit: the snapshot the request selects, ending when the server closes the socket after its last
   * entry, or when `signal` aborts or the loop breaks. A dropped connection, or a consumer slower than the stream (see
   * `highWaterMark`), reconnects and resumes after the last entry delivered (its `streamContinuationToken`). Error frames reject
   * with `StreamError`; a stream the server does not let start (a missing or rejected token, answered with an
   * UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.
   *
   * @param request - The request of `postV2StateActiveContracts`, sent as the first frame.
   * @param options - `signal`, `highWaterMark`, `highWaterMarkChars` and `retry`.
   * @see WebSocket /v2/state/active-contracts — the request and elements of operation `postV2StateActiveContracts` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamStateActiveContracts(request: StreamRequestOf<operations['postV2StateActiveContracts'], M, LedgerInt64['postV2StateActiveContracts']>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<operations['postV2StateActiveContracts'], M, LedgerInt64['postV2StateActiveContracts']>>;
}

/** Binds every channel method of the ledger API to the client's `stream`. */
export function createLedgerChannelMethods<M extends Int64Mode>(stream: Stream): LedgerChannelMethods<M> {
  return {
    streamUpdates: (request, options) => stream(ledgerChannels.streamUpdates, request, options),
    streamUpdatesFlats: (request, options) => stream(ledgerChannels.streamUpdatesFlats, request, options),
    streamStateActiveContracts: (request, options) => stream(ledgerChannels.streamStateActiveContracts, request, options),
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
    release: '3.5.10';
    unserved: never;
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '3.6': {
    release: '3.6.1';
    unserved: never;
    disabled: 'postV2UpdatesFlats' | 'streamUpdatesFlats';
    fields: {};
    disabledFields: { postV2UpdatesFlats: 'filter' | 'verbose'; streamUpdatesFlats: 'filter' | 'verbose'; postV2Updates: 'filter' | 'verbose'; streamUpdates: 'filter' | 'verbose'; postV2StateActiveContracts: 'filter' | 'verbose'; streamStateActiveContracts: 'filter' | 'verbose' };
  };
}
