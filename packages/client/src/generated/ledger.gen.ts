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
  getV2Packages: {
    method: 'get',
    path: '/v2/packages',
    pathParams: [],
  },
  postV2Packages: {
    method: 'post',
    path: '/v2/packages',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    media: { body: 'application/octet-stream' },
  },
  getV2PackagesPackageId: {
    method: 'get',
    path: '/v2/packages/{package-id}',
    pathParams: ['package-id'],
    media: { result: 'application/octet-stream' },
  },
  getV2PackagesPackageIdStatus: {
    method: 'get',
    path: '/v2/packages/{package-id}/status',
    pathParams: ['package-id'],
  },
  postV2Dars: {
    method: 'post',
    path: '/v2/dars',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    media: { body: 'application/octet-stream' },
  },
  postV2DarsValidate: {
    method: 'post',
    path: '/v2/dars/validate',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    media: { body: 'application/octet-stream', result: '' },
  },
  postV2PackageVetting: {
    method: 'post',
    path: '/v2/package-vetting',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2PackageVettingList: {
    method: 'post',
    path: '/v2/package-vetting/list',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2PackageVettingUpdate: {
    method: 'post',
    path: '/v2/package-vetting/update',
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
   * List the ids of the packages the participant knows.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/packages — operation `getV2Packages` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2Packages(options?: CallOptionsOf<operations['getV2Packages'], M, LedgerInt64['getV2Packages']>): Promise<ResultOf<operations['getV2Packages'], M, LedgerInt64['getV2Packages']>>;
  /**
   * Upload a DAR (the older path of postV2Dars).
   *
   * @param body - The body's bytes (`Uint8Array`, `Buffer`, another `ArrayBufferView`, `ArrayBuffer` or `Blob`), sent unchanged as application/octet-stream.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/packages — operation `postV2Packages` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2Packages(body: RequestBodyOf<operations['postV2Packages'], M, LedgerInt64['postV2Packages']>, options?: CallOptionsOf<operations['postV2Packages'], M, LedgerInt64['postV2Packages']>): Promise<ResultOf<operations['postV2Packages'], M, LedgerInt64['postV2Packages']>>;
  /**
   * Download one package.
   *
   * @param packageId - The `package-id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body's bytes, a `Uint8Array`; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/packages/{package-id} — operation `getV2PackagesPackageId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2PackagesPackageId(packageId: PathParamOf<operations['getV2PackagesPackageId'], 'package-id', M, LedgerInt64['getV2PackagesPackageId']>, options?: CallOptionsOf<operations['getV2PackagesPackageId'], M, LedgerInt64['getV2PackagesPackageId']>): Promise<ResultOf<operations['getV2PackagesPackageId'], M, LedgerInt64['getV2PackagesPackageId']>>;
  /**
   * Whether the participant knows a package.
   *
   * @param packageId - The `package-id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/packages/{package-id}/status — operation `getV2PackagesPackageIdStatus` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2PackagesPackageIdStatus(packageId: PathParamOf<operations['getV2PackagesPackageIdStatus'], 'package-id', M, LedgerInt64['getV2PackagesPackageIdStatus']>, options?: CallOptionsOf<operations['getV2PackagesPackageIdStatus'], M, LedgerInt64['getV2PackagesPackageIdStatus']>): Promise<ResultOf<operations['getV2PackagesPackageIdStatus'], M, LedgerInt64['getV2PackagesPackageIdStatus']>>;
  /**
   * Upload a DAR.
   *
   * @param body - The body's bytes (`Uint8Array`, `Buffer`, another `ArrayBufferView`, `ArrayBuffer` or `Blob`), sent unchanged as application/octet-stream.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/dars — operation `postV2Dars` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2Dars(body: RequestBodyOf<operations['postV2Dars'], M, LedgerInt64['postV2Dars']>, options?: CallOptionsOf<operations['postV2Dars'], M, LedgerInt64['postV2Dars']>): Promise<ResultOf<operations['postV2Dars'], M, LedgerInt64['postV2Dars']>>;
  /**
   * Check a DAR without uploading it.
   *
   * @param body - The body's bytes (`Uint8Array`, `Buffer`, another `ArrayBufferView`, `ArrayBuffer` or `Blob`), sent unchanged as application/octet-stream.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/dars/validate — operation `postV2DarsValidate` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2DarsValidate(body: RequestBodyOf<operations['postV2DarsValidate'], M, LedgerInt64['postV2DarsValidate']>, options?: CallOptionsOf<operations['postV2DarsValidate'], M, LedgerInt64['postV2DarsValidate']>): Promise<ResultOf<operations['postV2DarsValidate'], M, LedgerInt64['postV2DarsValidate']>>;
  /**
   * Change the packages the participant vets (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2PackageVettingUpdate` (POST /v2/package-vetting/update) now. Deprecated in 3.5.1; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-35`); removal announced for 3.7.0.
   * @see POST /v2/package-vetting — operation `postV2PackageVetting` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2PackageVetting(body: RequestBodyOf<operations['postV2PackageVetting'], M, LedgerInt64['postV2PackageVetting']>, options?: CallOptionsOf<operations['postV2PackageVetting'], M, LedgerInt64['postV2PackageVetting']>): Promise<ResultOf<operations['postV2PackageVetting'], M, LedgerInt64['postV2PackageVetting']>>;
  /**
   * List which participants vet which packages on which synchronizers.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/package-vetting/list — operation `postV2PackageVettingList` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2PackageVettingList(body: RequestBodyOf<operations['postV2PackageVettingList'], M, LedgerInt64['postV2PackageVettingList']>, options?: CallOptionsOf<operations['postV2PackageVettingList'], M, LedgerInt64['postV2PackageVettingList']>): Promise<ResultOf<operations['postV2PackageVettingList'], M, LedgerInt64['postV2PackageVettingList']>>;
  /**
   * Change the packages the participant vets.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/package-vetting/update — operation `postV2PackageVettingUpdate` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2PackageVettingUpdate(body: RequestBodyOf<operations['postV2PackageVettingUpdate'], M, LedgerInt64['postV2PackageVettingUpdate']>, options?: CallOptionsOf<operations['postV2PackageVettingUpdate'], M, LedgerInt64['postV2PackageVettingUpdate']>): Promise<ResultOf<operations['postV2PackageVettingUpdate'], M, LedgerInt64['postV2PackageVettingUpdate']>>;
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
    getV2Packages: (options) => invoke('getV2Packages', undefined, undefined, options),
    postV2Packages: (body, options) => invoke('postV2Packages', undefined, body, options),
    getV2PackagesPackageId: (packageId, options) => invoke('getV2PackagesPackageId', [packageId], undefined, options),
    getV2PackagesPackageIdStatus: (packageId, options) => invoke('getV2PackagesPackageIdStatus', [packageId], undefined, options),
    postV2Dars: (body, options) => invoke('postV2Dars', undefined, body, options),
    postV2DarsValidate: (body, options) => invoke('postV2DarsValidate', undefined, body, options),
    postV2PackageVetting: (body, options) => invoke('postV2PackageVetting', undefined, body, options),
    postV2PackageVettingList: (body, options) => invoke('postV2PackageVettingList', undefined, body, options),
    postV2PackageVettingUpdate: (body, options) => invoke('postV2PackageVettingUpdate', undefined, body, options),
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
}

/** Binds every channel method of the ledger API to the client's `stream`. */
export function createLedgerChannelMethods<M extends Int64Mode>(stream: Stream): LedgerChannelMethods<M> {
  return {
    streamUpdates: (request, options) => stream(ledgerChannels.streamUpdates, request, options),
    streamUpdatesFlats: (request, options) => stream(ledgerChannels.streamUpdatesFlats, request, options),
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
    unserved: never;
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '3.6': {
    release: '3.6.1';
    unserved: never;
    disabled: 'postV2UpdatesFlats' | 'postV2PackageVetting' | 'streamUpdatesFlats';
    fields: {};
    disabledFields: { postV2UpdatesFlats: 'filter' | 'verbose'; streamUpdatesFlats: 'filter' | 'verbose'; postV2Updates: 'filter' | 'verbose'; streamUpdates: 'filter' | 'verbose' };
  };
}
