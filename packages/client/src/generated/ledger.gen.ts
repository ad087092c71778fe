// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { operations } from '@canton-openapi/types/ledger';
import { methodsOf } from '../core/methods.ts';
import type { ApiDefinition } from '../core/context.ts';
import type { Invoke } from '../core/types/call-options.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type { PageItemOf, PageIterator, PageOptions, PageQueryOf, PageRequestOf } from '../core/types/paging.ts';
import type { CallOptionsOf, PathParamOf, RequestBodyOf, ResultOf } from '../core/types/signatures.ts';
import type { Stream, StreamItemOf, StreamOptions, StreamRequestOf } from '../core/types/streams.ts';
import type { LedgerInt64 } from './ledger-operations.gen.ts';

/** The ledger API as a client reads it: the form of its method names, and its operation table and validators, loaded on demand. */
export const ledgerApi: ApiDefinition = {
  name: 'ledger',
  methods: /^(?:delete|get|iterate|patch|post)[A-Z\d]/,
  loadValidators: () => import('./ledger-validators.gen.js'),
  loadOperations: () => import('./ledger-operations.gen.ts').then((m) => m.ledgerOperationTable),
};

/** The operationIds of the ledger API. */
export type LedgerOperationId = 'postV2UpdatesFlats' | 'postV2Updates' | 'getV2Version' | 'getV2JoseJwks' | 'getV2StateLedgerEnd' | 'getV2StateLatestPrunedOffsets' | 'getV2StateConnectedSynchronizers' | 'postV2CommandsSubmitAndWait' | 'postV2CommandsSubmitAndWaitForTransaction' | 'postV2CommandsSubmitAndWaitForReassignment' | 'postV2CommandsSubmitAndWaitForTransactionTree' | 'postV2CommandsAsyncSubmit' | 'postV2CommandsAsyncSubmitReassignment' | 'postV2CommandsCompletions' | 'postV2CommandsCommandCompletions' | 'postV2CommandsCompletionByHash' | 'getV2Parties' | 'postV2Parties' | 'getV2PartiesParticipantId' | 'getV2PartiesParty' | 'patchV2PartiesParty' | 'getV2Idps' | 'postV2Idps' | 'getV2IdpsIdpId' | 'deleteV2IdpsIdpId' | 'patchV2IdpsIdpId' | 'getV2Users' | 'postV2Users' | 'getV2UsersUserId' | 'deleteV2UsersUserId' | 'patchV2UsersUserId' | 'getV2AuthenticatedUser' | 'getV2UsersUserIdRights' | 'postV2UsersUserIdRights' | 'patchV2UsersUserIdRights' | 'patchV2UsersUserIdIdentityProviderId' | 'postV2StateActiveContracts' | 'postV2StateActiveContractsPage' | 'postV2EventsEventsByContractId' | 'postV2ContractsContractById' | 'postV2UpdatesUpdateByOffset' | 'postV2UpdatesUpdateById' | 'postV2UpdatesUpdateByHash' | 'postV2UpdatesGetUpdatesPage' | 'postV2UpdatesTrees' | 'getV2UpdatesTransactionTreeByOffsetOffset' | 'getV2UpdatesTransactionTreeByIdUpdateId' | 'postV2UpdatesTransactionByOffset' | 'postV2UpdatesTransactionById' | 'getV2Packages' | 'postV2Packages' | 'getV2PackagesPackageId' | 'getV2PackagesPackageIdStatus' | 'postV2Dars' | 'postV2DarsValidate' | 'postV2PackageVetting' | 'postV2PackageVettingList' | 'postV2PackageVettingUpdate' | 'postV2PartiesExternalGenerateTopology' | 'postV2PartiesExternalAllocate' | 'getV2InteractiveSubmissionPreferredPackageVersion' | 'postV2InteractiveSubmissionPreferredPackages' | 'postV2InteractiveSubmissionPrepare' | 'postV2InteractiveSubmissionExecute' | 'postV2InteractiveSubmissionExecuteandwait' | 'postV2InteractiveSubmissionExecuteandwaitfortransaction';

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
   * Read a party's public signing keys on a synchronizer, as a JWKS.
   *
   * @param synchronizer - The `synchronizer` path parameter; URL-encoded by the client.
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/jose/jwks/synchronizer/{synchronizer}/party/{party} — operation `getV2JoseJwks` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2JoseJwks(synchronizer: PathParamOf<operations['getV2JoseJwks'], 'synchronizer', M, LedgerInt64['getV2JoseJwks']>, party: PathParamOf<operations['getV2JoseJwks'], 'party', M, LedgerInt64['getV2JoseJwks']>, options?: CallOptionsOf<operations['getV2JoseJwks'], M, LedgerInt64['getV2JoseJwks']>): Promise<ResultOf<operations['getV2JoseJwks'], M, LedgerInt64['getV2JoseJwks']>>;
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
  /**
   * Look up the completions of an externally signed transaction by its hash.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/commands/completion-by-hash — operation `postV2CommandsCompletionByHash` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2CommandsCompletionByHash(body: RequestBodyOf<operations['postV2CommandsCompletionByHash'], M, LedgerInt64['postV2CommandsCompletionByHash']>, options?: CallOptionsOf<operations['postV2CommandsCompletionByHash'], M, LedgerInt64['postV2CommandsCompletionByHash']>): Promise<ResultOf<operations['postV2CommandsCompletionByHash'], M, LedgerInt64['postV2CommandsCompletionByHash']>>;
  /**
   * List the parties the participant knows, a page at a time.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/parties — operation `getV2Parties` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2Parties(options?: CallOptionsOf<operations['getV2Parties'], M, LedgerInt64['getV2Parties']>): Promise<ResultOf<operations['getV2Parties'], M, LedgerInt64['getV2Parties']>>;
  /**
   * Every item of `partyDetails` across all pages of `getV2Parties`, requested one page at a time.
   *
   * Follows `nextPageToken` (as `pageToken`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `nextPageToken` as `pageToken` to resume there.
   * @param request - The query; with `pageToken`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see GET /v2/parties — operation `getV2Parties` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  iterateParties(request: PageQueryOf<operations['getV2Parties'], 'pageToken', M, LedgerInt64['getV2Parties']>, options?: PageOptions): PageIterator<PageItemOf<operations['getV2Parties'], 'partyDetails', M, LedgerInt64['getV2Parties']>, ResultOf<operations['getV2Parties'], M, LedgerInt64['getV2Parties']>>;
  /**
   * Allocate a party on this participant.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/parties — operation `postV2Parties` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2Parties(body: RequestBodyOf<operations['postV2Parties'], M, LedgerInt64['postV2Parties']>, options?: CallOptionsOf<operations['postV2Parties'], M, LedgerInt64['postV2Parties']>): Promise<ResultOf<operations['postV2Parties'], M, LedgerInt64['postV2Parties']>>;
  /**
   * Read this participant's id.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/parties/participant-id — operation `getV2PartiesParticipantId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2PartiesParticipantId(options?: CallOptionsOf<operations['getV2PartiesParticipantId'], M, LedgerInt64['getV2PartiesParticipantId']>): Promise<ResultOf<operations['getV2PartiesParticipantId'], M, LedgerInt64['getV2PartiesParticipantId']>>;
  /**
   * Read the details of a party (and more parties).
   *
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/parties/{party} — operation `getV2PartiesParty` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2PartiesParty(party: PathParamOf<operations['getV2PartiesParty'], 'party', M, LedgerInt64['getV2PartiesParty']>, options?: CallOptionsOf<operations['getV2PartiesParty'], M, LedgerInt64['getV2PartiesParty']>): Promise<ResultOf<operations['getV2PartiesParty'], M, LedgerInt64['getV2PartiesParty']>>;
  /**
   * Update a party's participant-local details.
   *
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see PATCH /v2/parties/{party} — operation `patchV2PartiesParty` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  patchV2PartiesParty(party: PathParamOf<operations['patchV2PartiesParty'], 'party', M, LedgerInt64['patchV2PartiesParty']>, body: RequestBodyOf<operations['patchV2PartiesParty'], M, LedgerInt64['patchV2PartiesParty']>, options?: CallOptionsOf<operations['patchV2PartiesParty'], M, LedgerInt64['patchV2PartiesParty']>): Promise<ResultOf<operations['patchV2PartiesParty'], M, LedgerInt64['patchV2PartiesParty']>>;
  /**
   * List the identity providers configured on the participant.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/idps — operation `getV2Idps` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2Idps(options?: CallOptionsOf<operations['getV2Idps'], M, LedgerInt64['getV2Idps']>): Promise<ResultOf<operations['getV2Idps'], M, LedgerInt64['getV2Idps']>>;
  /**
   * Configure a new identity provider.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/idps — operation `postV2Idps` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2Idps(body: RequestBodyOf<operations['postV2Idps'], M, LedgerInt64['postV2Idps']>, options?: CallOptionsOf<operations['postV2Idps'], M, LedgerInt64['postV2Idps']>): Promise<ResultOf<operations['postV2Idps'], M, LedgerInt64['postV2Idps']>>;
  /**
   * Read an identity provider's configuration.
   *
   * @param idpId - The `idp-id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/idps/{idp-id} — operation `getV2IdpsIdpId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2IdpsIdpId(idpId: PathParamOf<operations['getV2IdpsIdpId'], 'idp-id', M, LedgerInt64['getV2IdpsIdpId']>, options?: CallOptionsOf<operations['getV2IdpsIdpId'], M, LedgerInt64['getV2IdpsIdpId']>): Promise<ResultOf<operations['getV2IdpsIdpId'], M, LedgerInt64['getV2IdpsIdpId']>>;
  /**
   * Delete an identity provider's configuration.
   *
   * @param idpId - The `idp-id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see DELETE /v2/idps/{idp-id} — operation `deleteV2IdpsIdpId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  deleteV2IdpsIdpId(idpId: PathParamOf<operations['deleteV2IdpsIdpId'], 'idp-id', M, LedgerInt64['deleteV2IdpsIdpId']>, options?: CallOptionsOf<operations['deleteV2IdpsIdpId'], M, LedgerInt64['deleteV2IdpsIdpId']>): Promise<ResultOf<operations['deleteV2IdpsIdpId'], M, LedgerInt64['deleteV2IdpsIdpId']>>;
  /**
   * Update an identity provider's configuration.
   *
   * @param idpId - The `idp-id` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see PATCH /v2/idps/{idp-id} — operation `patchV2IdpsIdpId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  patchV2IdpsIdpId(idpId: PathParamOf<operations['patchV2IdpsIdpId'], 'idp-id', M, LedgerInt64['patchV2IdpsIdpId']>, body: RequestBodyOf<operations['patchV2IdpsIdpId'], M, LedgerInt64['patchV2IdpsIdpId']>, options?: CallOptionsOf<operations['patchV2IdpsIdpId'], M, LedgerInt64['patchV2IdpsIdpId']>): Promise<ResultOf<operations['patchV2IdpsIdpId'], M, LedgerInt64['patchV2IdpsIdpId']>>;
  /**
   * List the participant's users, a page at a time.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/users — operation `getV2Users` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2Users(options?: CallOptionsOf<operations['getV2Users'], M, LedgerInt64['getV2Users']>): Promise<ResultOf<operations['getV2Users'], M, LedgerInt64['getV2Users']>>;
  /**
   * Every item of `users` across all pages of `getV2Users`, requested one page at a time.
   *
   * Follows `nextPageToken` (as `pageToken`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `nextPageToken` as `pageToken` to resume there.
   * @param request - The query; with `pageToken`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @see GET /v2/users — operation `getV2Users` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  iterateUsers(request: PageQueryOf<operations['getV2Users'], 'pageToken', M, LedgerInt64['getV2Users']>, options?: PageOptions): PageIterator<PageItemOf<operations['getV2Users'], 'users', M, LedgerInt64['getV2Users']>, ResultOf<operations['getV2Users'], M, LedgerInt64['getV2Users']>>;
  /**
   * Create a user with its rights.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/users — operation `postV2Users` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2Users(body: RequestBodyOf<operations['postV2Users'], M, LedgerInt64['postV2Users']>, options?: CallOptionsOf<operations['postV2Users'], M, LedgerInt64['postV2Users']>): Promise<ResultOf<operations['postV2Users'], M, LedgerInt64['postV2Users']>>;
  /**
   * Read a user.
   *
   * @param userId - The `user-id` path parameter; URL-encoded by the client.
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/users/{user-id} — operation `getV2UsersUserId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2UsersUserId(userId: PathParamOf<operations['getV2UsersUserId'], 'user-id', M, LedgerInt64['getV2UsersUserId']>, options?: CallOptionsOf<operations['getV2UsersUserId'], M, LedgerInt64['getV2UsersUserId']>): Promise<ResultOf<operations['getV2UsersUserId'], M, LedgerInt64['getV2UsersUserId']>>;
  /**
   * Delete a user and its rights.
   *
   * @param userId - The `user-id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see DELETE /v2/users/{user-id} — operation `deleteV2UsersUserId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  deleteV2UsersUserId(userId: PathParamOf<operations['deleteV2UsersUserId'], 'user-id', M, LedgerInt64['deleteV2UsersUserId']>, options?: CallOptionsOf<operations['deleteV2UsersUserId'], M, LedgerInt64['deleteV2UsersUserId']>): Promise<ResultOf<operations['deleteV2UsersUserId'], M, LedgerInt64['deleteV2UsersUserId']>>;
  /**
   * Update a user.
   *
   * @param userId - The `user-id` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see PATCH /v2/users/{user-id} — operation `patchV2UsersUserId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  patchV2UsersUserId(userId: PathParamOf<operations['patchV2UsersUserId'], 'user-id', M, LedgerInt64['patchV2UsersUserId']>, body: RequestBodyOf<operations['patchV2UsersUserId'], M, LedgerInt64['patchV2UsersUserId']>, options?: CallOptionsOf<operations['patchV2UsersUserId'], M, LedgerInt64['patchV2UsersUserId']>): Promise<ResultOf<operations['patchV2UsersUserId'], M, LedgerInt64['patchV2UsersUserId']>>;
  /**
   * Read the user the token is for.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/authenticated-user — operation `getV2AuthenticatedUser` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2AuthenticatedUser(options?: CallOptionsOf<operations['getV2AuthenticatedUser'], M, LedgerInt64['getV2AuthenticatedUser']>): Promise<ResultOf<operations['getV2AuthenticatedUser'], M, LedgerInt64['getV2AuthenticatedUser']>>;
  /**
   * List a user's rights.
   *
   * @param userId - The `user-id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see GET /v2/users/{user-id}/rights — operation `getV2UsersUserIdRights` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2UsersUserIdRights(userId: PathParamOf<operations['getV2UsersUserIdRights'], 'user-id', M, LedgerInt64['getV2UsersUserIdRights']>, options?: CallOptionsOf<operations['getV2UsersUserIdRights'], M, LedgerInt64['getV2UsersUserIdRights']>): Promise<ResultOf<operations['getV2UsersUserIdRights'], M, LedgerInt64['getV2UsersUserIdRights']>>;
  /**
   * Grant rights to a user.
   *
   * @param userId - The `user-id` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/users/{user-id}/rights — operation `postV2UsersUserIdRights` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2UsersUserIdRights(userId: PathParamOf<operations['postV2UsersUserIdRights'], 'user-id', M, LedgerInt64['postV2UsersUserIdRights']>, body: RequestBodyOf<operations['postV2UsersUserIdRights'], M, LedgerInt64['postV2UsersUserIdRights']>, options?: CallOptionsOf<operations['postV2UsersUserIdRights'], M, LedgerInt64['postV2UsersUserIdRights']>): Promise<ResultOf<operations['postV2UsersUserIdRights'], M, LedgerInt64['postV2UsersUserIdRights']>>;
  /**
   * Revoke rights from a user.
   *
   * @param userId - The `user-id` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see PATCH /v2/users/{user-id}/rights — operation `patchV2UsersUserIdRights` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  patchV2UsersUserIdRights(userId: PathParamOf<operations['patchV2UsersUserIdRights'], 'user-id', M, LedgerInt64['patchV2UsersUserIdRights']>, body: RequestBodyOf<operations['patchV2UsersUserIdRights'], M, LedgerInt64['patchV2UsersUserIdRights']>, options?: CallOptionsOf<operations['patchV2UsersUserIdRights'], M, LedgerInt64['patchV2UsersUserIdRights']>): Promise<ResultOf<operations['patchV2UsersUserIdRights'], M, LedgerInt64['patchV2UsersUserIdRights']>>;
  /**
   * Move a user to another identity provider.
   *
   * @param userId - The `user-id` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see PATCH /v2/users/{user-id}/identity-provider-id — operation `patchV2UsersUserIdIdentityProviderId` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  patchV2UsersUserIdIdentityProviderId(userId: PathParamOf<operations['patchV2UsersUserIdIdentityProviderId'], 'user-id', M, LedgerInt64['patchV2UsersUserIdIdentityProviderId']>, body: RequestBodyOf<operations['patchV2UsersUserIdIdentityProviderId'], M, LedgerInt64['patchV2UsersUserIdIdentityProviderId']>, options?: CallOptionsOf<operations['patchV2UsersUserIdIdentityProviderId'], M, LedgerInt64['patchV2UsersUserIdIdentityProviderId']>): Promise<ResultOf<operations['patchV2UsersUserIdIdentityProviderId'], M, LedgerInt64['patchV2UsersUserIdIdentityProviderId']>>;
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
   * Follows `nextPageToken` (as `pageToken`) until it is absent, `null` or empty; stops when `signal` aborts.
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
   * Follows `nextPageToken` (as `pageToken`) until it is absent, `null` or empty; stops when `signal` aborts.
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
  /**
   * Build the topology transactions that onboard an external party.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/parties/external/generate-topology — operation `postV2PartiesExternalGenerateTopology` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2PartiesExternalGenerateTopology(body: RequestBodyOf<operations['postV2PartiesExternalGenerateTopology'], M, LedgerInt64['postV2PartiesExternalGenerateTopology']>, options?: CallOptionsOf<operations['postV2PartiesExternalGenerateTopology'], M, LedgerInt64['postV2PartiesExternalGenerateTopology']>): Promise<ResultOf<operations['postV2PartiesExternalGenerateTopology'], M, LedgerInt64['postV2PartiesExternalGenerateTopology']>>;
  /**
   * Onboard an external party from its signed topology transactions.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/parties/external/allocate — operation `postV2PartiesExternalAllocate` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2PartiesExternalAllocate(body: RequestBodyOf<operations['postV2PartiesExternalAllocate'], M, LedgerInt64['postV2PartiesExternalAllocate']>, options?: CallOptionsOf<operations['postV2PartiesExternalAllocate'], M, LedgerInt64['postV2PartiesExternalAllocate']>): Promise<ResultOf<operations['postV2PartiesExternalAllocate'], M, LedgerInt64['postV2PartiesExternalAllocate']>>;
  /**
   * The preferred package of one name for some parties (deprecated).
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2InteractiveSubmissionPreferredPackages` (POST /v2/interactive-submission/preferred-packages) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
   * @see GET /v2/interactive-submission/preferred-package-version — operation `getV2InteractiveSubmissionPreferredPackageVersion` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  getV2InteractiveSubmissionPreferredPackageVersion(options?: CallOptionsOf<operations['getV2InteractiveSubmissionPreferredPackageVersion'], M, LedgerInt64['getV2InteractiveSubmissionPreferredPackageVersion']>): Promise<ResultOf<operations['getV2InteractiveSubmissionPreferredPackageVersion'], M, LedgerInt64['getV2InteractiveSubmissionPreferredPackageVersion']>>;
  /**
   * The preferred package of each name for some parties.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/interactive-submission/preferred-packages — operation `postV2InteractiveSubmissionPreferredPackages` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2InteractiveSubmissionPreferredPackages(body: RequestBodyOf<operations['postV2InteractiveSubmissionPreferredPackages'], M, LedgerInt64['postV2InteractiveSubmissionPreferredPackages']>, options?: CallOptionsOf<operations['postV2InteractiveSubmissionPreferredPackages'], M, LedgerInt64['postV2InteractiveSubmissionPreferredPackages']>): Promise<ResultOf<operations['postV2InteractiveSubmissionPreferredPackages'], M, LedgerInt64['postV2InteractiveSubmissionPreferredPackages']>>;
  /**
   * Prepare a transaction for external parties to sign.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/interactive-submission/prepare — operation `postV2InteractiveSubmissionPrepare` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2InteractiveSubmissionPrepare(body: RequestBodyOf<operations['postV2InteractiveSubmissionPrepare'], M, LedgerInt64['postV2InteractiveSubmissionPrepare']>, options?: CallOptionsOf<operations['postV2InteractiveSubmissionPrepare'], M, LedgerInt64['postV2InteractiveSubmissionPrepare']>): Promise<ResultOf<operations['postV2InteractiveSubmissionPrepare'], M, LedgerInt64['postV2InteractiveSubmissionPrepare']>>;
  /**
   * Submit a signed prepared transaction.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/interactive-submission/execute — operation `postV2InteractiveSubmissionExecute` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2InteractiveSubmissionExecute(body: RequestBodyOf<operations['postV2InteractiveSubmissionExecute'], M, LedgerInt64['postV2InteractiveSubmissionExecute']>, options?: CallOptionsOf<operations['postV2InteractiveSubmissionExecute'], M, LedgerInt64['postV2InteractiveSubmissionExecute']>): Promise<ResultOf<operations['postV2InteractiveSubmissionExecute'], M, LedgerInt64['postV2InteractiveSubmissionExecute']>>;
  /**
   * Submit a signed prepared transaction and wait for its completion.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/interactive-submission/executeAndWait — operation `postV2InteractiveSubmissionExecuteandwait` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2InteractiveSubmissionExecuteandwait(body: RequestBodyOf<operations['postV2InteractiveSubmissionExecuteandwait'], M, LedgerInt64['postV2InteractiveSubmissionExecuteandwait']>, options?: CallOptionsOf<operations['postV2InteractiveSubmissionExecuteandwait'], M, LedgerInt64['postV2InteractiveSubmissionExecuteandwait']>): Promise<ResultOf<operations['postV2InteractiveSubmissionExecuteandwait'], M, LedgerInt64['postV2InteractiveSubmissionExecuteandwait']>>;
  /**
   * Submit a signed prepared transaction and answer with the transaction.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isLedgerHttpError`) or another `CantonApiError`.
   * @see POST /v2/interactive-submission/executeAndWaitForTransaction — operation `postV2InteractiveSubmissionExecuteandwaitfortransaction` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  postV2InteractiveSubmissionExecuteandwaitfortransaction(body: RequestBodyOf<operations['postV2InteractiveSubmissionExecuteandwaitfortransaction'], M, LedgerInt64['postV2InteractiveSubmissionExecuteandwaitfortransaction']>, options?: CallOptionsOf<operations['postV2InteractiveSubmissionExecuteandwaitfortransaction'], M, LedgerInt64['postV2InteractiveSubmissionExecuteandwaitfortransaction']>): Promise<ResultOf<operations['postV2InteractiveSubmissionExecuteandwaitfortransaction'], M, LedgerInt64['postV2InteractiveSubmissionExecuteandwaitfortransaction']>>;
}

/** Binds every method of the ledger API to the client's `invoke` (page iterators through it too), on the object with the members of `own`. */
export function createLedgerMethods<M extends Int64Mode, Own extends object = {}>(invoke: Invoke, own?: Own): LedgerMethods<M> & Own {
  return methodsOf(ledgerApi, invoke, own);
}

/** The WebSocket channels of the ledger API: each one's method, path, the list operation whose request and elements it streams, and what its frames are (deprecations: `ledgerDeprecatedOperations`, on demand). */
export const ledgerChannels = {
  streamUpdates: {
    method: 'streamUpdates',
    path: '/v2/updates',
    operationId: 'postV2Updates',
    frames: 'update',
  },
  streamUpdatesFlats: {
    method: 'streamUpdatesFlats',
    path: '/v2/updates/flats',
    operationId: 'postV2UpdatesFlats',
    frames: 'update',
  },
  streamCommandsCompletions: {
    method: 'streamCommandsCompletions',
    path: '/v2/commands/completions',
    operationId: 'postV2CommandsCompletions',
    frames: 'completion',
  },
  streamCommandsCommandCompletions: {
    method: 'streamCommandsCommandCompletions',
    path: '/v2/commands/command-completions',
    operationId: 'postV2CommandsCommandCompletions',
    frames: 'completion',
  },
  streamStateActiveContracts: {
    method: 'streamStateActiveContracts',
    path: '/v2/state/active-contracts',
    operationId: 'postV2StateActiveContracts',
    frames: 'entry',
  },
  streamUpdatesTrees: {
    method: 'streamUpdatesTrees',
    path: '/v2/updates/trees',
    operationId: 'postV2UpdatesTrees',
    frames: 'update',
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
   * The elements of `postV2CommandsCompletions`'s list, one per frame of the WebSocket channel `/v2/commands/completions`: every completion and offset
   * checkpoint after `beginExclusive` (the ledger begin when absent), in offset order, tailing the channel until `signal`
   * aborts or the loop breaks (either closes the socket): it has no end. A dropped or closed connection, or a consumer
   * slower than the stream (see `highWaterMark`), reconnects and resumes after the offset of the last completion or
   * checkpoint delivered: no gap, no duplicate. Error frames reject
   * with `StreamError`; a stream the server does not let start (a missing or rejected token, answered with an
   * UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.
   *
   * @param request - The request of `postV2CommandsCompletions`, sent as the first frame; the stream tails the channel.
   * @param options - `signal`, `highWaterMark`, `highWaterMarkChars` and `retry`.
   * @see WebSocket /v2/commands/completions — the request and elements of operation `postV2CommandsCompletions` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamCommandsCompletions(request: StreamRequestOf<operations['postV2CommandsCompletions'], M, LedgerInt64['postV2CommandsCompletions']>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<operations['postV2CommandsCompletions'], M, LedgerInt64['postV2CommandsCompletions']>>;
  /**
   * The elements of `postV2CommandsCommandCompletions`'s list, one per frame of the WebSocket channel `/v2/commands/command-completions`: every completion and offset
   * checkpoint after `beginExclusive` (the ledger begin when absent), in offset order, tailing the channel until `signal`
   * aborts or the loop breaks (either closes the socket): it has no end. A dropped or closed connection, or a consumer
   * slower than the stream (see `highWaterMark`), reconnects and resumes after the offset of the last completion or
   * checkpoint delivered: no gap, no duplicate. Error frames reject
   * with `StreamError`; a stream the server does not let start (a missing or rejected token, answered with an
   * UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.
   *
   * @param request - The request of `postV2CommandsCommandCompletions`, sent as the first frame; the stream tails the channel.
   * @param options - `signal`, `highWaterMark`, `highWaterMarkChars` and `retry`.
   * @see WebSocket /v2/commands/command-completions — the request and elements of operation `postV2CommandsCommandCompletions` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamCommandsCommandCompletions(request: StreamRequestOf<operations['postV2CommandsCommandCompletions'], M, LedgerInt64['postV2CommandsCommandCompletions']>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<operations['postV2CommandsCommandCompletions'], M, LedgerInt64['postV2CommandsCommandCompletions']>>;
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
    streamCommandsCompletions: (request, options) => stream(ledgerChannels.streamCommandsCompletions, request, options),
    streamCommandsCommandCompletions: (request, options) => stream(ledgerChannels.streamCommandsCommandCompletions, request, options),
    streamStateActiveContracts: (request, options) => stream(ledgerChannels.streamStateActiveContracts, request, options),
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
    release: '3.5.10';
    unserved: 'getV2JoseJwks' | 'postV2CommandsCompletionByHash' | 'postV2UpdatesUpdateByHash';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '3.6': {
    release: '3.6.1';
    unserved: never;
    disabled: 'postV2UpdatesFlats' | 'postV2CommandsSubmitAndWaitForTransactionTree' | 'postV2UpdatesTrees' | 'getV2UpdatesTransactionTreeByOffsetOffset' | 'getV2UpdatesTransactionTreeByIdUpdateId' | 'postV2UpdatesTransactionByOffset' | 'postV2UpdatesTransactionById' | 'postV2PackageVetting' | 'getV2InteractiveSubmissionPreferredPackageVersion' | 'streamUpdatesFlats' | 'streamUpdatesTrees';
    fields: {};
    disabledFields: { postV2UpdatesFlats: 'filter' | 'verbose'; streamUpdatesFlats: 'filter' | 'verbose'; postV2Updates: 'filter' | 'verbose'; streamUpdates: 'filter' | 'verbose'; postV2StateActiveContracts: 'filter' | 'verbose'; streamStateActiveContracts: 'filter' | 'verbose'; postV2UpdatesTrees: 'filter' | 'verbose'; streamUpdatesTrees: 'filter' | 'verbose' };
  };
}
