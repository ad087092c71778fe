// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { operations } from '@canton-openapi/types/ledger';
import type { ApiDefinition } from '../core/context.ts';
import type { CallOptionsOf, Int64Mode, Invoke, PathParamOf, RequestBodyOf, ResultOf } from '../core/types.ts';
import type { LedgerInt64 } from './ledger-int64.gen.ts';

/** Every operation of the ledger API: HTTP method, path and what the client needs to call it. */
export const ledgerOperations = {
  postV2UpdatesFlats: {
    method: 'post',
    path: '/v2/updates/flats',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    deprecation: "`postV2UpdatesFlats` (POST /v2/updates/flats) is deprecated. Use `postV2Updates` (POST /v2/updates) now. Upstream announced its removal for 3.5.0, but 3.5.x still supports it; removed in 3.6.0.",
  },
  postV2Updates: {
    method: 'post',
    path: '/v2/updates',
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
   * @deprecated Use `postV2Updates` (POST /v2/updates) now. Upstream announced its removal for 3.5.0, but 3.5.x still supports it; removed in 3.6.0.
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
}

/** Binds every method of the ledger API to the client's `invoke`. */
export function createLedgerMethods<M extends Int64Mode>(invoke: Invoke): LedgerMethods<M> {
  return {
    postV2UpdatesFlats: (body, options) => invoke('postV2UpdatesFlats', undefined, body, options),
    postV2Updates: (body, options) => invoke('postV2Updates', undefined, body, options),
  };
}
