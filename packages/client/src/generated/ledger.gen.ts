// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { operations } from '@canton-openapi/types/ledger';
import type { ApiDefinition } from '../core/context.ts';
import type { CallOptionsOf, Int64Mode, Invoke, PathParamOf, RequestBodyOf, ResultOf, Stream, StreamItemOf, StreamOptions, StreamRequestOf } from '../core/types.ts';
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
  postV2CommandsSubmitAndWait: {
    method: 'post',
    path: '/v2/commands/submit-and-wait',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsSubmitAndWaitForTransaction: {
    method: 'post',
    path: '/v2/commands/submit-and-wait-for-transaction',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsSubmitAndWaitForReassignment: {
    method: 'post',
    path: '/v2/commands/submit-and-wait-for-reassignment',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsSubmitAndWaitForTransactionTree: {
    method: 'post',
    path: '/v2/commands/submit-and-wait-for-transaction-tree',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2CommandsAsyncSubmit: {
    method: 'post',
    path: '/v2/commands/async/submit',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsAsyncSubmitReassignment: {
    method: 'post',
    path: '/v2/commands/async/submit-reassignment',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsCompletions: {
    method: 'post',
    path: '/v2/commands/completions',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsCommandCompletions: {
    method: 'post',
    path: '/v2/commands/command-completions',
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
   * Submit commands and wait for their outcome.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/commands/submit-and-wait — operation `postV2CommandsSubmitAndWait` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2CommandsSubmitAndWait(body: RequestBodyOf<operations['postV2CommandsSubmitAndWait'], M, LedgerInt64['postV2CommandsSubmitAndWait']>, options?: CallOptionsOf<operations['postV2CommandsSubmitAndWait'], M, LedgerInt64['postV2CommandsSubmitAndWait']>): Promise<ResultOf<operations['postV2CommandsSubmitAndWait'], M, LedgerInt64['postV2CommandsSubmitAndWait']>>;
  /**
   * Submit commands and wait for the transaction.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/commands/submit-and-wait-for-transaction — operation `postV2CommandsSubmitAndWaitForTransaction` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2CommandsSubmitAndWaitForTransaction(body: RequestBodyOf<operations['postV2CommandsSubmitAndWaitForTransaction'], M, LedgerInt64['postV2CommandsSubmitAndWaitForTransaction']>, options?: CallOptionsOf<operations['postV2CommandsSubmitAndWaitForTransaction'], M, LedgerInt64['postV2CommandsSubmitAndWaitForTransaction']>): Promise<ResultOf<operations['postV2CommandsSubmitAndWaitForTransaction'], M, LedgerInt64['postV2CommandsSubmitAndWaitForTransaction']>>;
  /**
   * Submit a reassignment and wait for it.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/commands/submit-and-wait-for-reassignment — operation `postV2CommandsSubmitAndWaitForReassignment` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2CommandsSubmitAndWaitForReassignment(body: RequestBodyOf<operations['postV2CommandsSubmitAndWaitForReassignment'], M, LedgerInt64['postV2CommandsSubmitAndWaitForReassignment']>, options?: CallOptionsOf<operations['postV2CommandsSubmitAndWaitForReassignment'], M, LedgerInt64['postV2CommandsSubmitAndWaitForReassignment']>): Promise<ResultOf<operations['postV2CommandsSubmitAndWaitForReassignment'], M, LedgerInt64['postV2CommandsSubmitAndWaitForReassignment']>>;
  /**
   * Submit commands and wait for the transaction tree (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2CommandsSubmitAndWaitForTransaction` (POST /v2/commands/submit-and-wait-for-transaction) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see POST /v2/commands/submit-and-wait-for-transaction-tree — operation `postV2CommandsSubmitAndWaitForTransactionTree` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2CommandsSubmitAndWaitForTransactionTree(body: RequestBodyOf<operations['postV2CommandsSubmitAndWaitForTransactionTree'], M, LedgerInt64['postV2CommandsSubmitAndWaitForTransactionTree']>, options?: CallOptionsOf<operations['postV2CommandsSubmitAndWaitForTransactionTree'], M, LedgerInt64['postV2CommandsSubmitAndWaitForTransactionTree']>): Promise<ResultOf<operations['postV2CommandsSubmitAndWaitForTransactionTree'], M, LedgerInt64['postV2CommandsSubmitAndWaitForTransactionTree']>>;
  /**
   * Submit commands without waiting.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/commands/async/submit — operation `postV2CommandsAsyncSubmit` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2CommandsAsyncSubmit(body: RequestBodyOf<operations['postV2CommandsAsyncSubmit'], M, LedgerInt64['postV2CommandsAsyncSubmit']>, options?: CallOptionsOf<operations['postV2CommandsAsyncSubmit'], M, LedgerInt64['postV2CommandsAsyncSubmit']>): Promise<ResultOf<operations['postV2CommandsAsyncSubmit'], M, LedgerInt64['postV2CommandsAsyncSubmit']>>;
  /**
   * Submit a reassignment without waiting.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/commands/async/submit-reassignment — operation `postV2CommandsAsyncSubmitReassignment` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2CommandsAsyncSubmitReassignment(body: RequestBodyOf<operations['postV2CommandsAsyncSubmitReassignment'], M, LedgerInt64['postV2CommandsAsyncSubmitReassignment']>, options?: CallOptionsOf<operations['postV2CommandsAsyncSubmitReassignment'], M, LedgerInt64['postV2CommandsAsyncSubmitReassignment']>): Promise<ResultOf<operations['postV2CommandsAsyncSubmitReassignment'], M, LedgerInt64['postV2CommandsAsyncSubmitReassignment']>>;
  /**
   * List command completions.
   *
   * @param body - The JSON request body.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/commands/completions — operation `postV2CommandsCompletions` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2CommandsCompletions(body: RequestBodyOf<operations['postV2CommandsCompletions'], M, LedgerInt64['postV2CommandsCompletions']>, options?: CallOptionsOf<operations['postV2CommandsCompletions'], M, LedgerInt64['postV2CommandsCompletions']>): Promise<ResultOf<operations['postV2CommandsCompletions'], M, LedgerInt64['postV2CommandsCompletions']>>;
  /**
   * List command completions of any user.
   *
   * @param body - The JSON request body.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/commands/command-completions — operation `postV2CommandsCommandCompletions` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2CommandsCommandCompletions(body: RequestBodyOf<operations['postV2CommandsCommandCompletions'], M, LedgerInt64['postV2CommandsCommandCompletions']>, options?: CallOptionsOf<operations['postV2CommandsCommandCompletions'], M, LedgerInt64['postV2CommandsCommandCompletions']>): Promise<ResultOf<operations['postV2CommandsCommandCompletions'], M, LedgerInt64['postV2CommandsCommandCompletions']>>;
}

/** Binds every method of the ledger API to the client's `invoke`. */
export function createLedgerMethods<M extends Int64Mode>(invoke: Invoke): LedgerMethods<M> {
  return {
    postV2UpdatesFlats: (body, options) => invoke('postV2UpdatesFlats', undefined, body, options),
    postV2Updates: (body, options) => invoke('postV2Updates', undefined, body, options),
    getV2Version: (options) => invoke('getV2Version', undefined, undefined, options),
    getV2StateLedgerEnd: (options) => invoke('getV2StateLedgerEnd', undefined, undefined, options),
    getV2StateLatestPrunedOffsets: (options) => invoke('getV2StateLatestPrunedOffsets', undefined, undefined, options),
    getV2StateConnectedSynchronizers: (options) => invoke('getV2StateConnectedSynchronizers', undefined, undefined, options),
    postV2CommandsSubmitAndWait: (body, options) => invoke('postV2CommandsSubmitAndWait', undefined, body, options),
    postV2CommandsSubmitAndWaitForTransaction: (body, options) => invoke('postV2CommandsSubmitAndWaitForTransaction', undefined, body, options),
    postV2CommandsSubmitAndWaitForReassignment: (body, options) => invoke('postV2CommandsSubmitAndWaitForReassignment', undefined, body, options),
    postV2CommandsSubmitAndWaitForTransactionTree: (body, options) => invoke('postV2CommandsSubmitAndWaitForTransactionTree', undefined, body, options),
    postV2CommandsAsyncSubmit: (body, options) => invoke('postV2CommandsAsyncSubmit', undefined, body, options),
    postV2CommandsAsyncSubmitReassignment: (body, options) => invoke('postV2CommandsAsyncSubmitReassignment', undefined, body, options),
    postV2CommandsCompletions: (body, options) => invoke('postV2CommandsCompletions', undefined, body, options),
    postV2CommandsCommandCompletions: (body, options) => invoke('postV2CommandsCommandCompletions', undefined, body, options),
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
  streamCommandsCompletions: {
    method: 'streamCommandsCompletions',
    path: '/v2/commands/completions',
    operationId: 'postV2CommandsCompletions',
  },
  streamCommandsCommandCompletions: {
    method: 'streamCommandsCommandCompletions',
    path: '/v2/commands/command-completions',
    operationId: 'postV2CommandsCommandCompletions',
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
   * The elements of `postV2CommandsCompletions`'s list, one per frame of the WebSocket channel `/v2/commands/completions`: every element after
   * `beginExclusive`, in offset order, ending after `endInclusive`, or tailing the channel until `signal` aborts or the
   * loop breaks (either closes the socket). A dropped connection, or a consumer slower than the stream (see
   * `highWaterMark`), reconnects and resumes after the last offset delivered: no gap, no duplicate. Error frames reject
   * with `StreamError`; a stream the server does not let start (a missing or rejected token, answered with an
   * UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.
   *
   * @param request - The request of `postV2CommandsCompletions`, sent as the first frame; without `endInclusive` the stream tails the channel.
   * @param options - `signal`, `highWaterMark`, `highWaterMarkChars` and `retry`.
   * @see WebSocket /v2/commands/completions — the request and elements of operation `postV2CommandsCompletions` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamCommandsCompletions(request: StreamRequestOf<operations['postV2CommandsCompletions'], M, LedgerInt64['postV2CommandsCompletions']>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<operations['postV2CommandsCompletions'], M, LedgerInt64['postV2CommandsCompletions']>>;
  /**
   * The elements of `postV2CommandsCommandCompletions`'s list, one per frame of the WebSocket channel `/v2/commands/command-completions`: every element after
   * `beginExclusive`, in offset order, ending after `endInclusive`, or tailing the channel until `signal` aborts or the
   * loop breaks (either closes the socket). A dropped connection, or a consumer slower than the stream (see
   * `highWaterMark`), reconnects and resumes after the last offset delivered: no gap, no duplicate. Error frames reject
   * with `StreamError`; a stream the server does not let start (a missing or rejected token, answered with an
   * UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.
   *
   * @param request - The request of `postV2CommandsCommandCompletions`, sent as the first frame; without `endInclusive` the stream tails the channel.
   * @param options - `signal`, `highWaterMark`, `highWaterMarkChars` and `retry`.
   * @see WebSocket /v2/commands/command-completions — the request and elements of operation `postV2CommandsCommandCompletions` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamCommandsCommandCompletions(request: StreamRequestOf<operations['postV2CommandsCommandCompletions'], M, LedgerInt64['postV2CommandsCommandCompletions']>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<operations['postV2CommandsCommandCompletions'], M, LedgerInt64['postV2CommandsCommandCompletions']>>;
}

/** Binds every channel method of the ledger API to the client's `stream`. */
export function createLedgerChannelMethods<M extends Int64Mode>(stream: Stream): LedgerChannelMethods<M> {
  return {
    streamUpdates: (request, options) => stream(ledgerChannels.streamUpdates, request, options),
    streamUpdatesFlats: (request, options) => stream(ledgerChannels.streamUpdatesFlats, request, options),
    streamCommandsCompletions: (request, options) => stream(ledgerChannels.streamCommandsCompletions, request, options),
    streamCommandsCommandCompletions: (request, options) => stream(ledgerChannels.streamCommandsCommandCompletions, request, options),
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
    release: '3.5.7';
    unserved: never;
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '3.6': {
    release: '3.6.1';
    unserved: never;
    disabled: 'postV2UpdatesFlats' | 'postV2CommandsSubmitAndWaitForTransactionTree' | 'streamUpdatesFlats';
    fields: {};
    disabledFields: { postV2UpdatesFlats: 'filter' | 'verbose'; streamUpdatesFlats: 'filter' | 'verbose'; postV2Updates: 'filter' | 'verbose'; streamUpdates: 'filter' | 'verbose' };
  };
}
