// Generated from specs/registry by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { operations } from '@canton-openapi/types/registry';
import { methodsOf } from '../core/methods.ts';
import type { ApiDefinition } from '../core/context.ts';
import type { Invoke } from '../core/types/call-options.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type { PageItemOf, PageIterator, PageOptions, PageQueryOf } from '../core/types/paging.ts';
import type { CallOptionsOf, PathParamOf, RequestBodyOf, ResultOf } from '../core/types/signatures.ts';
import type { RegistryInt64 } from './registry-operations.gen.ts';

/** The registry API as a client reads it: the form of its method names, and its operation table and validators, loaded on demand. */
export const registryApi: ApiDefinition = {
  name: 'registry',
  methods: /^(?:get|iterate|list)[A-Z\d]/,
  loadValidators: () => import('./registry-validators.gen.js'),
  loadOperations: () => import('./registry-operations.gen.ts').then((m) => m.registryOperationTable),
};

/** The operationIds of the registry API. */
export type RegistryOperationId = 'getRegistryInfo' | 'listInstruments' | 'getInstrument' | 'getTransferFactory' | 'getTransferInstructionAcceptContext' | 'getTransferInstructionRejectContext' | 'getTransferInstructionWithdrawContext' | 'getTransferFactoryV2' | 'getTransferInstructionAcceptContextV2' | 'getTransferInstructionRejectContextV2' | 'getTransferInstructionWithdrawContextV2' | 'getAllocationFactory' | 'getAllocationFactoryV2' | 'getAllocationInstructionAcceptContextV2' | 'getAllocationInstructionWithdrawContextV2' | 'getAllocationTransferContext' | 'getAllocationWithdrawContext' | 'getAllocationCancelContext' | 'getSettlementFactoryV2' | 'getAllocationWithdrawContextV2' | 'getAllocationCancelContextV2';

/** One method per operation of the registry API. `M` is the client's int64 mode. */
export interface RegistryMethods<M extends Int64Mode> {
  /**
   * The registry's admin party and the registry-wide standards it supports.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see GET /registry/metadata/v1/info — operation `getRegistryInfo` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getRegistryInfo(options?: CallOptionsOf<operations['getRegistryInfo'], M, RegistryInt64['getRegistryInfo']>): Promise<ResultOf<operations['getRegistryInfo'], M, RegistryInt64['getRegistryInfo']>>;
  /**
   * List the instruments this registry administers, a page at a time.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see GET /registry/metadata/v1/instruments — operation `listInstruments` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  listInstruments(options?: CallOptionsOf<operations['listInstruments'], M, RegistryInt64['listInstruments']>): Promise<ResultOf<operations['listInstruments'], M, RegistryInt64['listInstruments']>>;
  /**
   * Every item of `instruments` across all pages of `listInstruments`, requested one page at a time.
   *
   * Follows `nextPageToken` (as `pageToken`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `nextPageToken` as `pageToken` to resume there.
   * @param request - The query; with `pageToken`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see GET /registry/metadata/v1/instruments — operation `listInstruments` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  iterateInstruments(request: PageQueryOf<operations['listInstruments'], 'pageToken', M, RegistryInt64['listInstruments']>, options?: PageOptions): PageIterator<PageItemOf<operations['listInstruments'], 'instruments', M, RegistryInt64['listInstruments']>, ResultOf<operations['listInstruments'], M, RegistryInt64['listInstruments']>>;
  /**
   * One instrument's metadata.
   *
   * @param instrumentId - The `instrumentId` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see GET /registry/metadata/v1/instruments/{instrumentId} — operation `getInstrument` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getInstrument(instrumentId: PathParamOf<operations['getInstrument'], 'instrumentId', M, RegistryInt64['getInstrument']>, options?: CallOptionsOf<operations['getInstrument'], M, RegistryInt64['getInstrument']>): Promise<ResultOf<operations['getInstrument'], M, RegistryInt64['getInstrument']>>;
  /**
   * The transfer factory and the choice context to transfer holdings.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/transfer-instruction/v1/transfer-factory — operation `getTransferFactory` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getTransferFactory(body: RequestBodyOf<operations['getTransferFactory'], M, RegistryInt64['getTransferFactory']>, options?: CallOptionsOf<operations['getTransferFactory'], M, RegistryInt64['getTransferFactory']>): Promise<ResultOf<operations['getTransferFactory'], M, RegistryInt64['getTransferFactory']>>;
  /**
   * The choice context to accept a transfer instruction.
   *
   * @param transferInstructionId - The `transferInstructionId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/accept — operation `getTransferInstructionAcceptContext` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getTransferInstructionAcceptContext(transferInstructionId: PathParamOf<operations['getTransferInstructionAcceptContext'], 'transferInstructionId', M, RegistryInt64['getTransferInstructionAcceptContext']>, body: RequestBodyOf<operations['getTransferInstructionAcceptContext'], M, RegistryInt64['getTransferInstructionAcceptContext']>, options?: CallOptionsOf<operations['getTransferInstructionAcceptContext'], M, RegistryInt64['getTransferInstructionAcceptContext']>): Promise<ResultOf<operations['getTransferInstructionAcceptContext'], M, RegistryInt64['getTransferInstructionAcceptContext']>>;
  /**
   * The choice context to reject a transfer instruction.
   *
   * @param transferInstructionId - The `transferInstructionId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/reject — operation `getTransferInstructionRejectContext` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getTransferInstructionRejectContext(transferInstructionId: PathParamOf<operations['getTransferInstructionRejectContext'], 'transferInstructionId', M, RegistryInt64['getTransferInstructionRejectContext']>, body: RequestBodyOf<operations['getTransferInstructionRejectContext'], M, RegistryInt64['getTransferInstructionRejectContext']>, options?: CallOptionsOf<operations['getTransferInstructionRejectContext'], M, RegistryInt64['getTransferInstructionRejectContext']>): Promise<ResultOf<operations['getTransferInstructionRejectContext'], M, RegistryInt64['getTransferInstructionRejectContext']>>;
  /**
   * The choice context to withdraw a transfer instruction.
   *
   * @param transferInstructionId - The `transferInstructionId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/withdraw — operation `getTransferInstructionWithdrawContext` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getTransferInstructionWithdrawContext(transferInstructionId: PathParamOf<operations['getTransferInstructionWithdrawContext'], 'transferInstructionId', M, RegistryInt64['getTransferInstructionWithdrawContext']>, body: RequestBodyOf<operations['getTransferInstructionWithdrawContext'], M, RegistryInt64['getTransferInstructionWithdrawContext']>, options?: CallOptionsOf<operations['getTransferInstructionWithdrawContext'], M, RegistryInt64['getTransferInstructionWithdrawContext']>): Promise<ResultOf<operations['getTransferInstructionWithdrawContext'], M, RegistryInt64['getTransferInstructionWithdrawContext']>>;
  /**
   * The v2 transfer factory and the choice context to transfer holdings.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/transfer-instruction/v2/transfer-factory — operation `getTransferFactoryV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getTransferFactoryV2(body: RequestBodyOf<operations['getTransferFactoryV2'], M, RegistryInt64['getTransferFactoryV2']>, options?: CallOptionsOf<operations['getTransferFactoryV2'], M, RegistryInt64['getTransferFactoryV2']>): Promise<ResultOf<operations['getTransferFactoryV2'], M, RegistryInt64['getTransferFactoryV2']>>;
  /**
   * The choice context to accept a v2 transfer instruction.
   *
   * @param transferInstructionId - The `transferInstructionId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/transfer-instruction/v2/{transferInstructionId}/choice-contexts/accept — operation `getTransferInstructionAcceptContextV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getTransferInstructionAcceptContextV2(transferInstructionId: PathParamOf<operations['getTransferInstructionAcceptContextV2'], 'transferInstructionId', M, RegistryInt64['getTransferInstructionAcceptContextV2']>, body: RequestBodyOf<operations['getTransferInstructionAcceptContextV2'], M, RegistryInt64['getTransferInstructionAcceptContextV2']>, options?: CallOptionsOf<operations['getTransferInstructionAcceptContextV2'], M, RegistryInt64['getTransferInstructionAcceptContextV2']>): Promise<ResultOf<operations['getTransferInstructionAcceptContextV2'], M, RegistryInt64['getTransferInstructionAcceptContextV2']>>;
  /**
   * The choice context to reject a v2 transfer instruction.
   *
   * @param transferInstructionId - The `transferInstructionId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/transfer-instruction/v2/{transferInstructionId}/choice-contexts/reject — operation `getTransferInstructionRejectContextV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getTransferInstructionRejectContextV2(transferInstructionId: PathParamOf<operations['getTransferInstructionRejectContextV2'], 'transferInstructionId', M, RegistryInt64['getTransferInstructionRejectContextV2']>, body: RequestBodyOf<operations['getTransferInstructionRejectContextV2'], M, RegistryInt64['getTransferInstructionRejectContextV2']>, options?: CallOptionsOf<operations['getTransferInstructionRejectContextV2'], M, RegistryInt64['getTransferInstructionRejectContextV2']>): Promise<ResultOf<operations['getTransferInstructionRejectContextV2'], M, RegistryInt64['getTransferInstructionRejectContextV2']>>;
  /**
   * The choice context to withdraw a v2 transfer instruction.
   *
   * @param transferInstructionId - The `transferInstructionId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/transfer-instruction/v2/{transferInstructionId}/choice-contexts/withdraw — operation `getTransferInstructionWithdrawContextV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getTransferInstructionWithdrawContextV2(transferInstructionId: PathParamOf<operations['getTransferInstructionWithdrawContextV2'], 'transferInstructionId', M, RegistryInt64['getTransferInstructionWithdrawContextV2']>, body: RequestBodyOf<operations['getTransferInstructionWithdrawContextV2'], M, RegistryInt64['getTransferInstructionWithdrawContextV2']>, options?: CallOptionsOf<operations['getTransferInstructionWithdrawContextV2'], M, RegistryInt64['getTransferInstructionWithdrawContextV2']>): Promise<ResultOf<operations['getTransferInstructionWithdrawContextV2'], M, RegistryInt64['getTransferInstructionWithdrawContextV2']>>;
  /**
   * The allocation factory and the choice context to allocate holdings to a settlement.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocation-instruction/v1/allocation-factory — operation `getAllocationFactory` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getAllocationFactory(body: RequestBodyOf<operations['getAllocationFactory'], M, RegistryInt64['getAllocationFactory']>, options?: CallOptionsOf<operations['getAllocationFactory'], M, RegistryInt64['getAllocationFactory']>): Promise<ResultOf<operations['getAllocationFactory'], M, RegistryInt64['getAllocationFactory']>>;
  /**
   * The v2 allocation factory and the choice context to allocate holdings.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocation-instruction/v2/allocation-factory — operation `getAllocationFactoryV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getAllocationFactoryV2(body: RequestBodyOf<operations['getAllocationFactoryV2'], M, RegistryInt64['getAllocationFactoryV2']>, options?: CallOptionsOf<operations['getAllocationFactoryV2'], M, RegistryInt64['getAllocationFactoryV2']>): Promise<ResultOf<operations['getAllocationFactoryV2'], M, RegistryInt64['getAllocationFactoryV2']>>;
  /**
   * The choice context to accept an allocation instruction.
   *
   * @param allocationInstructionId - The `allocationInstructionId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocation-instruction/v2/{allocationInstructionId}/choice-contexts/accept — operation `getAllocationInstructionAcceptContextV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getAllocationInstructionAcceptContextV2(allocationInstructionId: PathParamOf<operations['getAllocationInstructionAcceptContextV2'], 'allocationInstructionId', M, RegistryInt64['getAllocationInstructionAcceptContextV2']>, body: RequestBodyOf<operations['getAllocationInstructionAcceptContextV2'], M, RegistryInt64['getAllocationInstructionAcceptContextV2']>, options?: CallOptionsOf<operations['getAllocationInstructionAcceptContextV2'], M, RegistryInt64['getAllocationInstructionAcceptContextV2']>): Promise<ResultOf<operations['getAllocationInstructionAcceptContextV2'], M, RegistryInt64['getAllocationInstructionAcceptContextV2']>>;
  /**
   * The choice context to withdraw an allocation instruction.
   *
   * @param allocationInstructionId - The `allocationInstructionId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocation-instruction/v2/{allocationInstructionId}/choice-contexts/withdraw — operation `getAllocationInstructionWithdrawContextV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getAllocationInstructionWithdrawContextV2(allocationInstructionId: PathParamOf<operations['getAllocationInstructionWithdrawContextV2'], 'allocationInstructionId', M, RegistryInt64['getAllocationInstructionWithdrawContextV2']>, body: RequestBodyOf<operations['getAllocationInstructionWithdrawContextV2'], M, RegistryInt64['getAllocationInstructionWithdrawContextV2']>, options?: CallOptionsOf<operations['getAllocationInstructionWithdrawContextV2'], M, RegistryInt64['getAllocationInstructionWithdrawContextV2']>): Promise<ResultOf<operations['getAllocationInstructionWithdrawContextV2'], M, RegistryInt64['getAllocationInstructionWithdrawContextV2']>>;
  /**
   * The choice context to execute an allocation's transfer.
   *
   * @param allocationId - The `allocationId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocations/v1/{allocationId}/choice-contexts/execute-transfer — operation `getAllocationTransferContext` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getAllocationTransferContext(allocationId: PathParamOf<operations['getAllocationTransferContext'], 'allocationId', M, RegistryInt64['getAllocationTransferContext']>, body: RequestBodyOf<operations['getAllocationTransferContext'], M, RegistryInt64['getAllocationTransferContext']>, options?: CallOptionsOf<operations['getAllocationTransferContext'], M, RegistryInt64['getAllocationTransferContext']>): Promise<ResultOf<operations['getAllocationTransferContext'], M, RegistryInt64['getAllocationTransferContext']>>;
  /**
   * The choice context to withdraw an allocation.
   *
   * @param allocationId - The `allocationId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocations/v1/{allocationId}/choice-contexts/withdraw — operation `getAllocationWithdrawContext` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getAllocationWithdrawContext(allocationId: PathParamOf<operations['getAllocationWithdrawContext'], 'allocationId', M, RegistryInt64['getAllocationWithdrawContext']>, body: RequestBodyOf<operations['getAllocationWithdrawContext'], M, RegistryInt64['getAllocationWithdrawContext']>, options?: CallOptionsOf<operations['getAllocationWithdrawContext'], M, RegistryInt64['getAllocationWithdrawContext']>): Promise<ResultOf<operations['getAllocationWithdrawContext'], M, RegistryInt64['getAllocationWithdrawContext']>>;
  /**
   * The choice context to cancel an allocation.
   *
   * @param allocationId - The `allocationId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocations/v1/{allocationId}/choice-contexts/cancel — operation `getAllocationCancelContext` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getAllocationCancelContext(allocationId: PathParamOf<operations['getAllocationCancelContext'], 'allocationId', M, RegistryInt64['getAllocationCancelContext']>, body: RequestBodyOf<operations['getAllocationCancelContext'], M, RegistryInt64['getAllocationCancelContext']>, options?: CallOptionsOf<operations['getAllocationCancelContext'], M, RegistryInt64['getAllocationCancelContext']>): Promise<ResultOf<operations['getAllocationCancelContext'], M, RegistryInt64['getAllocationCancelContext']>>;
  /**
   * The settlement factory and the choice context to settle a batch of allocations.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocation/v2/settlement-factory — operation `getSettlementFactoryV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getSettlementFactoryV2(body: RequestBodyOf<operations['getSettlementFactoryV2'], M, RegistryInt64['getSettlementFactoryV2']>, options?: CallOptionsOf<operations['getSettlementFactoryV2'], M, RegistryInt64['getSettlementFactoryV2']>): Promise<ResultOf<operations['getSettlementFactoryV2'], M, RegistryInt64['getSettlementFactoryV2']>>;
  /**
   * The choice context to withdraw a v2 allocation.
   *
   * @param allocationId - The `allocationId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocations/v2/{allocationId}/choice-contexts/withdraw — operation `getAllocationWithdrawContextV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getAllocationWithdrawContextV2(allocationId: PathParamOf<operations['getAllocationWithdrawContextV2'], 'allocationId', M, RegistryInt64['getAllocationWithdrawContextV2']>, body: RequestBodyOf<operations['getAllocationWithdrawContextV2'], M, RegistryInt64['getAllocationWithdrawContextV2']>, options?: CallOptionsOf<operations['getAllocationWithdrawContextV2'], M, RegistryInt64['getAllocationWithdrawContextV2']>): Promise<ResultOf<operations['getAllocationWithdrawContextV2'], M, RegistryInt64['getAllocationWithdrawContextV2']>>;
  /**
   * The choice context to cancel a v2 allocation.
   *
   * @param allocationId - The `allocationId` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isRegistryHttpError`) or another `CantonApiError`.
   * @see POST /registry/allocations/v2/{allocationId}/choice-contexts/cancel — operation `getAllocationCancelContextV2` of the spec, `@canton-openapi/types/registry/openapi.json`
   */
  getAllocationCancelContextV2(allocationId: PathParamOf<operations['getAllocationCancelContextV2'], 'allocationId', M, RegistryInt64['getAllocationCancelContextV2']>, body: RequestBodyOf<operations['getAllocationCancelContextV2'], M, RegistryInt64['getAllocationCancelContextV2']>, options?: CallOptionsOf<operations['getAllocationCancelContextV2'], M, RegistryInt64['getAllocationCancelContextV2']>): Promise<ResultOf<operations['getAllocationCancelContextV2'], M, RegistryInt64['getAllocationCancelContextV2']>>;
}

/** Binds every method of the registry API to the client's `invoke` (page iterators through it too), on the object with the members of `own`. */
export function createRegistryMethods<M extends Int64Mode, Own extends object = {}>(invoke: Invoke, own?: Own): RegistryMethods<M> & Own {
  return methodsOf(registryApi, invoke, own);
}

/** The release lines of the registry API (`info.x-release-lines`): what a client's `targets` names. */
export type RegistryReleaseLine = '0.7' | '0.8' | '0.9';

/**
 * What each release line of the registry API does not serve, judged by its newest release the spec knows (`release`):
 * the client's members not added yet or removed (`unserved`) or disabled by default (`disabled`, served with
 * `deprecatedEndpointsEnabled: true`), and the request fields of each member likewise (`fields`, `disabledFields`).
 * A client made with `targets` leaves them out of its type. Types only.
 */
export interface RegistryLines {
  '0.7': {
    release: '0.7.0';
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
    unserved: never;
    disabled: never;
    fields: {};
    disabledFields: {};
  };
}
