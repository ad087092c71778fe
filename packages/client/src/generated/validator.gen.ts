// Generated from specs/validator by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { operations } from '@canton-openapi/types/validator';
import { methodsOf } from '../core/methods.ts';
import type { ApiDefinition } from '../core/context.ts';
import type { Invoke } from '../core/types/call-options.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type { PageItemOf, PageIterator, PageOptions, PageQueryOf, PageRequestOf } from '../core/types/paging.ts';
import type { CallOptionsOf, PathParamOf, RequestBodyOf, ResultOf } from '../core/types/signatures.ts';
import type { ValidatorInt64 } from './validator-operations.gen.ts';

/** The validator API as a client reads it: the form of its method names, and its operation table and validators, loaded on demand. */
export const validatorApi: ApiDefinition = {
  name: 'validator',
  methods: /^(?:accept|allocate|cancel|create|dump|feature|generate|get|iterate|list|lookup|offboard|onboard|prepare|register|reject|self|submit|tap|transfer|user|withdraw)[A-Z\d]/,
  loadValidators: () => import('./validator-validators.gen.js'),
  loadOperations: () => import('./validator-operations.gen.ts').then((m) => m.validatorOperationTable),
};

/** The operationIds of the validator API. */
export type ValidatorOperationId = 'getTransferOfferStatus' | 'listTransferOffers' | 'createTransferOffer' | 'createBuyTrafficRequest' | 'getBuyTrafficRequestStatus' | 'getBalance' | 'userStatus' | 'featureSupport' | 'listTokenStandardTransfers' | 'createTokenStandardTransfer' | 'acceptTokenStandardTransfer' | 'rejectTokenStandardTransfer' | 'withdrawTokenStandardTransfer' | 'listAmulets' | 'tapDevNetFaucet' | 'selfGrantFeatureAppRight' | 'cancelFeaturedAppRights' | 'listTransactions' | 'createTransferPreapproval' | 'transferPreapprovalSend' | 'rejectTransferOffer' | 'acceptTransferOffer' | 'withdrawTransferOffer' | 'listAcceptedTransferOffers' | 'createTokenStandardTransferV2' | 'acceptTokenStandardTransferV2' | 'rejectTokenStandardTransferV2' | 'withdrawTokenStandardTransferV2' | 'listAppPaymentRequests' | 'getAppPaymentRequest' | 'acceptAppPaymentRequest' | 'rejectAppPaymentRequest' | 'listAcceptedAppPayments' | 'listSubscriptionRequests' | 'getSubscriptionRequest' | 'cancelSubscriptionRequest' | 'acceptSubscriptionRequest' | 'rejectSubscriptionRequest' | 'listSubscriptionInitialPayments' | 'listSubscriptions' | 'listAppRewardCoupons' | 'listValidatorRewardCoupons' | 'listValidatorFaucetCoupons' | 'listValidatorLivenessActivityRecords' | 'listSvRewardCoupons' | 'listAmuletAllocations' | 'allocateAmulet' | 'allocateAmuletV2' | 'withdrawAmuletAllocation' | 'withdrawAmuletAllocationV2' | 'listAllocationRequests' | 'rejectAllocationRequest' | 'rejectAllocationRequestV2' | 'allocateDevelopmentFundCoupon' | 'listActiveDevelopmentFundCoupons' | 'listDevelopmentFundCouponHistory' | 'withdrawDevelopmentFundCoupon' | 'listMintingDelegationProposals' | 'acceptMintingDelegationProposal' | 'rejectMintingDelegationProposal' | 'listMintingDelegations' | 'rejectMintingDelegation' | 'createAnsEntry' | 'listUserAnsEntries' | 'lookupAnsEntryByName' | 'getDsoPartyId' | 'getDsoInfo' | 'lookupAnsEntryByParty' | 'listAnsEntries' | 'getOpenAndIssuingMiningRounds' | 'getHoldingsSummaryAtV1' | 'getHoldingsSummaryAt' | 'listUnclaimedDevelopmentFundCoupons' | 'lookupFeaturedAppRight' | 'getAmuletRules' | 'getAnsRules' | 'lookupTransferPreapprovalByParty' | 'lookupTransferCommandCounterByParty' | 'lookupTransferCommandStatus' | 'generateExternalPartyTopology' | 'submitExternalPartyTopology' | 'listExternalPartySetupProposals' | 'createExternalPartySetupProposal' | 'prepareAcceptExternalPartySetupProposal' | 'submitAcceptExternalPartySetupProposal' | 'getExternalPartyBalance' | 'prepareTransferPreapprovalSend' | 'submitTransferPreapprovalSend' | 'listTransferPreapprovals' | 'lookupValidatorTransferPreapprovalByParty' | 'cancelTransferPreapprovalByParty' | 'listUsers' | 'onboardUser' | 'offboardUser' | 'registerUser' | 'getValidatorUserInfo' | 'dumpParticipantIdentities' | 'getDecentralizedSynchronizerConnectionConfig' | 'getReadiness' | 'getLiveness';

/** One method per operation of the validator API. `M` is the client's int64 mode. */
export interface ValidatorMethods<M extends Int64Mode> {
  /**
   * Status of a transfer offer, by the tracking id its sender chose.
   *
   * @param trackingId - The `tracking_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see POST /v0/wallet/transfer-offers/{tracking_id}/status — operation `getTransferOfferStatus` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getTransferOfferStatus(trackingId: PathParamOf<operations['getTransferOfferStatus'], 'tracking_id', M, ValidatorInt64['getTransferOfferStatus']>, options?: CallOptionsOf<operations['getTransferOfferStatus'], M, ValidatorInt64['getTransferOfferStatus']>): Promise<ResultOf<operations['getTransferOfferStatus'], M, ValidatorInt64['getTransferOfferStatus']>>;
  /**
   * List the wallet's open transfer offers (deprecated).
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @deprecated Use `postV2StateActiveContracts` (POST /v2/state/active-contracts) instead. No removal version announced.
   * @see GET /v0/wallet/transfer-offers — operation `listTransferOffers` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listTransferOffers(options?: CallOptionsOf<operations['listTransferOffers'], M, ValidatorInt64['listTransferOffers']>): Promise<ResultOf<operations['listTransferOffers'], M, ValidatorInt64['listTransferOffers']>>;
  /**
   * Offer Amulet to another party (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @deprecated Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) instead. No removal version announced.
   * @see POST /v0/wallet/transfer-offers — operation `createTransferOffer` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  createTransferOffer(body: RequestBodyOf<operations['createTransferOffer'], M, ValidatorInt64['createTransferOffer']>, options?: CallOptionsOf<operations['createTransferOffer'], M, ValidatorInt64['createTransferOffer']>): Promise<ResultOf<operations['createTransferOffer'], M, ValidatorInt64['createTransferOffer']>>;
  /**
   * Ask the wallet to buy synchronizer traffic for a validator.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see POST /v0/wallet/buy-traffic-requests — operation `createBuyTrafficRequest` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  createBuyTrafficRequest(body: RequestBodyOf<operations['createBuyTrafficRequest'], M, ValidatorInt64['createBuyTrafficRequest']>, options?: CallOptionsOf<operations['createBuyTrafficRequest'], M, ValidatorInt64['createBuyTrafficRequest']>): Promise<ResultOf<operations['createBuyTrafficRequest'], M, ValidatorInt64['createBuyTrafficRequest']>>;
  /**
   * Status of a buy-traffic request, by the tracking id its buyer chose.
   *
   * @param trackingId - The `tracking_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see POST /v0/wallet/buy-traffic-requests/{tracking_id}/status — operation `getBuyTrafficRequestStatus` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getBuyTrafficRequestStatus(trackingId: PathParamOf<operations['getBuyTrafficRequestStatus'], 'tracking_id', M, ValidatorInt64['getBuyTrafficRequestStatus']>, options?: CallOptionsOf<operations['getBuyTrafficRequestStatus'], M, ValidatorInt64['getBuyTrafficRequestStatus']>): Promise<ResultOf<operations['getBuyTrafficRequestStatus'], M, ValidatorInt64['getBuyTrafficRequestStatus']>>;
  /**
   * Read the wallet's amulet balance.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/balance — operation `getBalance` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getBalance(options?: CallOptionsOf<operations['getBalance'], M, ValidatorInt64['getBalance']>): Promise<ResultOf<operations['getBalance'], M, ValidatorInt64['getBalance']>>;
  /**
   * Read whether the token's user has a wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/user-status — operation `userStatus` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  userStatus(options?: CallOptionsOf<operations['userStatus'], M, ValidatorInt64['userStatus']>): Promise<ResultOf<operations['userStatus'], M, ValidatorInt64['userStatus']>>;
  /**
   * Read which wallet features the network's Daml packages support.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/feature-support — operation `featureSupport` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  featureSupport(options?: CallOptionsOf<operations['featureSupport'], M, ValidatorInt64['featureSupport']>): Promise<ResultOf<operations['featureSupport'], M, ValidatorInt64['featureSupport']>>;
  /**
   * List the wallet's open Token Standard transfers.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/token-standard/transfers — operation `listTokenStandardTransfers` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listTokenStandardTransfers(options?: CallOptionsOf<operations['listTokenStandardTransfers'], M, ValidatorInt64['listTokenStandardTransfers']>): Promise<ResultOf<operations['listTokenStandardTransfers'], M, ValidatorInt64['listTokenStandardTransfers']>>;
  /**
   * Transfer Amulet to another party by the Token Standard.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/token-standard/transfers — operation `createTokenStandardTransfer` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  createTokenStandardTransfer(body: RequestBodyOf<operations['createTokenStandardTransfer'], M, ValidatorInt64['createTokenStandardTransfer']>, options?: CallOptionsOf<operations['createTokenStandardTransfer'], M, ValidatorInt64['createTokenStandardTransfer']>): Promise<ResultOf<operations['createTokenStandardTransfer'], M, ValidatorInt64['createTokenStandardTransfer']>>;
  /**
   * Accept a Token Standard transfer sent to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/token-standard/transfers/{contract_id}/accept — operation `acceptTokenStandardTransfer` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  acceptTokenStandardTransfer(contractId: PathParamOf<operations['acceptTokenStandardTransfer'], 'contract_id', M, ValidatorInt64['acceptTokenStandardTransfer']>, options?: CallOptionsOf<operations['acceptTokenStandardTransfer'], M, ValidatorInt64['acceptTokenStandardTransfer']>): Promise<ResultOf<operations['acceptTokenStandardTransfer'], M, ValidatorInt64['acceptTokenStandardTransfer']>>;
  /**
   * Reject a Token Standard transfer sent to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/token-standard/transfers/{contract_id}/reject — operation `rejectTokenStandardTransfer` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  rejectTokenStandardTransfer(contractId: PathParamOf<operations['rejectTokenStandardTransfer'], 'contract_id', M, ValidatorInt64['rejectTokenStandardTransfer']>, options?: CallOptionsOf<operations['rejectTokenStandardTransfer'], M, ValidatorInt64['rejectTokenStandardTransfer']>): Promise<ResultOf<operations['rejectTokenStandardTransfer'], M, ValidatorInt64['rejectTokenStandardTransfer']>>;
  /**
   * Withdraw a Token Standard transfer the wallet sent.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/token-standard/transfers/{contract_id}/withdraw — operation `withdrawTokenStandardTransfer` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  withdrawTokenStandardTransfer(contractId: PathParamOf<operations['withdrawTokenStandardTransfer'], 'contract_id', M, ValidatorInt64['withdrawTokenStandardTransfer']>, options?: CallOptionsOf<operations['withdrawTokenStandardTransfer'], M, ValidatorInt64['withdrawTokenStandardTransfer']>): Promise<ResultOf<operations['withdrawTokenStandardTransfer'], M, ValidatorInt64['withdrawTokenStandardTransfer']>>;
  /**
   * List the wallet's Amulet holdings.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/amulets — operation `listAmulets` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listAmulets(options?: CallOptionsOf<operations['listAmulets'], M, ValidatorInt64['listAmulets']>): Promise<ResultOf<operations['listAmulets'], M, ValidatorInt64['listAmulets']>>;
  /**
   * Mint Amulet from the DevNet faucet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/tap — operation `tapDevNetFaucet` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  tapDevNetFaucet(body: RequestBodyOf<operations['tapDevNetFaucet'], M, ValidatorInt64['tapDevNetFaucet']>, options?: CallOptionsOf<operations['tapDevNetFaucet'], M, ValidatorInt64['tapDevNetFaucet']>): Promise<ResultOf<operations['tapDevNetFaucet'], M, ValidatorInt64['tapDevNetFaucet']>>;
  /**
   * Grant the wallet party a featured-app right (DevNet).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/self-grant-feature-app-right — operation `selfGrantFeatureAppRight` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  selfGrantFeatureAppRight(body: RequestBodyOf<operations['selfGrantFeatureAppRight'], M, ValidatorInt64['selfGrantFeatureAppRight']>, options?: CallOptionsOf<operations['selfGrantFeatureAppRight'], M, ValidatorInt64['selfGrantFeatureAppRight']>): Promise<ResultOf<operations['selfGrantFeatureAppRight'], M, ValidatorInt64['selfGrantFeatureAppRight']>>;
  /**
   * Cancel the wallet party's featured-app right.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see DELETE /v0/wallet/cancel-featured-app-rights — operation `cancelFeaturedAppRights` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  cancelFeaturedAppRights(options?: CallOptionsOf<operations['cancelFeaturedAppRights'], M, ValidatorInt64['cancelFeaturedAppRights']>): Promise<ResultOf<operations['cancelFeaturedAppRights'], M, ValidatorInt64['cancelFeaturedAppRights']>>;
  /**
   * Read the wallet's transaction history, newest first.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/transactions — operation `listTransactions` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listTransactions(body: RequestBodyOf<operations['listTransactions'], M, ValidatorInt64['listTransactions']>, options?: CallOptionsOf<operations['listTransactions'], M, ValidatorInt64['listTransactions']>): Promise<ResultOf<operations['listTransactions'], M, ValidatorInt64['listTransactions']>>;
  /**
   * Every item of `items` across all pages of `listTransactions`, requested one page at a time.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * Each next request is the first with the cursor taken from the last item of the page (`/begin_after_id` ← `/event_id`), values copied exactly;
   * ends at the first page without items; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; build `begin_after_id` from a page's last item the same way to resume after it.
   * @param request - The request; with `begin_after_id`, the iteration resumes after that cursor.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @experimental
   * @see POST /v0/wallet/transactions — operation `listTransactions` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  iterateTransactions(request: PageRequestOf<operations['listTransactions'], 'begin_after_id', M, ValidatorInt64['listTransactions']>, options?: PageOptions): PageIterator<PageItemOf<operations['listTransactions'], 'items', M, ValidatorInt64['listTransactions']>, ResultOf<operations['listTransactions'], M, ValidatorInt64['listTransactions']>>;
  /**
   * Pre-approve incoming transfers to the wallet party.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/transfer-preapproval — operation `createTransferPreapproval` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  createTransferPreapproval(options?: CallOptionsOf<operations['createTransferPreapproval'], M, ValidatorInt64['createTransferPreapproval']>): Promise<ResultOf<operations['createTransferPreapproval'], M, ValidatorInt64['createTransferPreapproval']>>;
  /**
   * Transfer Amulet to a party that pre-approved transfers.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/transfer-preapproval/send — operation `transferPreapprovalSend` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  transferPreapprovalSend(body: RequestBodyOf<operations['transferPreapprovalSend'], M, ValidatorInt64['transferPreapprovalSend']>, options?: CallOptionsOf<operations['transferPreapprovalSend'], M, ValidatorInt64['transferPreapprovalSend']>): Promise<ResultOf<operations['transferPreapprovalSend'], M, ValidatorInt64['transferPreapprovalSend']>>;
  /**
   * Reject a transfer offer sent to the wallet (deprecated).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `rejectTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/reject) instead. No removal version announced.
   * @see POST /v0/wallet/transfer-offers/{contract_id}/reject — operation `rejectTransferOffer` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  rejectTransferOffer(contractId: PathParamOf<operations['rejectTransferOffer'], 'contract_id', M, ValidatorInt64['rejectTransferOffer']>, options?: CallOptionsOf<operations['rejectTransferOffer'], M, ValidatorInt64['rejectTransferOffer']>): Promise<ResultOf<operations['rejectTransferOffer'], M, ValidatorInt64['rejectTransferOffer']>>;
  /**
   * Accept a transfer offer sent to the wallet (deprecated).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `acceptTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/accept) instead. No removal version announced.
   * @see POST /v0/wallet/transfer-offers/{contract_id}/accept — operation `acceptTransferOffer` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  acceptTransferOffer(contractId: PathParamOf<operations['acceptTransferOffer'], 'contract_id', M, ValidatorInt64['acceptTransferOffer']>, options?: CallOptionsOf<operations['acceptTransferOffer'], M, ValidatorInt64['acceptTransferOffer']>): Promise<ResultOf<operations['acceptTransferOffer'], M, ValidatorInt64['acceptTransferOffer']>>;
  /**
   * Withdraw a transfer offer the wallet sent (deprecated).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `withdrawTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/withdraw) instead. No removal version announced.
   * @see POST /v0/wallet/transfer-offers/{contract_id}/withdraw — operation `withdrawTransferOffer` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  withdrawTransferOffer(contractId: PathParamOf<operations['withdrawTransferOffer'], 'contract_id', M, ValidatorInt64['withdrawTransferOffer']>, options?: CallOptionsOf<operations['withdrawTransferOffer'], M, ValidatorInt64['withdrawTransferOffer']>): Promise<ResultOf<operations['withdrawTransferOffer'], M, ValidatorInt64['withdrawTransferOffer']>>;
  /**
   * List the wallet's accepted transfer offers (deprecated).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `listTokenStandardTransfers` (GET /v0/wallet/token-standard/transfers) instead. No removal version announced.
   * @see GET /v0/wallet/accepted-transfer-offers — operation `listAcceptedTransferOffers` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listAcceptedTransferOffers(options?: CallOptionsOf<operations['listAcceptedTransferOffers'], M, ValidatorInt64['listAcceptedTransferOffers']>): Promise<ResultOf<operations['listAcceptedTransferOffers'], M, ValidatorInt64['listAcceptedTransferOffers']>>;
  /**
   * Transfer Amulet to another party by the Token Standard v2.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v2/wallet/token-standard/transfers — operation `createTokenStandardTransferV2` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  createTokenStandardTransferV2(body: RequestBodyOf<operations['createTokenStandardTransferV2'], M, ValidatorInt64['createTokenStandardTransferV2']>, options?: CallOptionsOf<operations['createTokenStandardTransferV2'], M, ValidatorInt64['createTokenStandardTransferV2']>): Promise<ResultOf<operations['createTokenStandardTransferV2'], M, ValidatorInt64['createTokenStandardTransferV2']>>;
  /**
   * Accept a Token Standard transfer sent to the wallet (v2).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v2/wallet/token-standard/transfers/{contract_id}/accept — operation `acceptTokenStandardTransferV2` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  acceptTokenStandardTransferV2(contractId: PathParamOf<operations['acceptTokenStandardTransferV2'], 'contract_id', M, ValidatorInt64['acceptTokenStandardTransferV2']>, options?: CallOptionsOf<operations['acceptTokenStandardTransferV2'], M, ValidatorInt64['acceptTokenStandardTransferV2']>): Promise<ResultOf<operations['acceptTokenStandardTransferV2'], M, ValidatorInt64['acceptTokenStandardTransferV2']>>;
  /**
   * Reject a Token Standard transfer sent to the wallet (v2).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v2/wallet/token-standard/transfers/{contract_id}/reject — operation `rejectTokenStandardTransferV2` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  rejectTokenStandardTransferV2(contractId: PathParamOf<operations['rejectTokenStandardTransferV2'], 'contract_id', M, ValidatorInt64['rejectTokenStandardTransferV2']>, options?: CallOptionsOf<operations['rejectTokenStandardTransferV2'], M, ValidatorInt64['rejectTokenStandardTransferV2']>): Promise<ResultOf<operations['rejectTokenStandardTransferV2'], M, ValidatorInt64['rejectTokenStandardTransferV2']>>;
  /**
   * Withdraw a Token Standard transfer the wallet sent (v2).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v2/wallet/token-standard/transfers/{contract_id}/withdraw — operation `withdrawTokenStandardTransferV2` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  withdrawTokenStandardTransferV2(contractId: PathParamOf<operations['withdrawTokenStandardTransferV2'], 'contract_id', M, ValidatorInt64['withdrawTokenStandardTransferV2']>, options?: CallOptionsOf<operations['withdrawTokenStandardTransferV2'], M, ValidatorInt64['withdrawTokenStandardTransferV2']>): Promise<ResultOf<operations['withdrawTokenStandardTransferV2'], M, ValidatorInt64['withdrawTokenStandardTransferV2']>>;
  /**
   * List the app payment requests sent to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/app-payment-requests — operation `listAppPaymentRequests` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listAppPaymentRequests(options?: CallOptionsOf<operations['listAppPaymentRequests'], M, ValidatorInt64['listAppPaymentRequests']>): Promise<ResultOf<operations['listAppPaymentRequests'], M, ValidatorInt64['listAppPaymentRequests']>>;
  /**
   * Read one app payment request sent to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/app-payment-requests/{contract_id} — operation `getAppPaymentRequest` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getAppPaymentRequest(contractId: PathParamOf<operations['getAppPaymentRequest'], 'contract_id', M, ValidatorInt64['getAppPaymentRequest']>, options?: CallOptionsOf<operations['getAppPaymentRequest'], M, ValidatorInt64['getAppPaymentRequest']>): Promise<ResultOf<operations['getAppPaymentRequest'], M, ValidatorInt64['getAppPaymentRequest']>>;
  /**
   * Pay an app payment request from the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/app-payment-requests/{contract_id}/accept — operation `acceptAppPaymentRequest` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  acceptAppPaymentRequest(contractId: PathParamOf<operations['acceptAppPaymentRequest'], 'contract_id', M, ValidatorInt64['acceptAppPaymentRequest']>, options?: CallOptionsOf<operations['acceptAppPaymentRequest'], M, ValidatorInt64['acceptAppPaymentRequest']>): Promise<ResultOf<operations['acceptAppPaymentRequest'], M, ValidatorInt64['acceptAppPaymentRequest']>>;
  /**
   * Reject an app payment request sent to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/app-payment-requests/{contract_id}/reject — operation `rejectAppPaymentRequest` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  rejectAppPaymentRequest(contractId: PathParamOf<operations['rejectAppPaymentRequest'], 'contract_id', M, ValidatorInt64['rejectAppPaymentRequest']>, options?: CallOptionsOf<operations['rejectAppPaymentRequest'], M, ValidatorInt64['rejectAppPaymentRequest']>): Promise<ResultOf<operations['rejectAppPaymentRequest'], M, ValidatorInt64['rejectAppPaymentRequest']>>;
  /**
   * List the wallet's accepted app payments.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/accepted-app-payments — operation `listAcceptedAppPayments` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listAcceptedAppPayments(options?: CallOptionsOf<operations['listAcceptedAppPayments'], M, ValidatorInt64['listAcceptedAppPayments']>): Promise<ResultOf<operations['listAcceptedAppPayments'], M, ValidatorInt64['listAcceptedAppPayments']>>;
  /**
   * List the subscription requests sent to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/subscription-requests — operation `listSubscriptionRequests` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listSubscriptionRequests(options?: CallOptionsOf<operations['listSubscriptionRequests'], M, ValidatorInt64['listSubscriptionRequests']>): Promise<ResultOf<operations['listSubscriptionRequests'], M, ValidatorInt64['listSubscriptionRequests']>>;
  /**
   * Read one subscription request sent to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/subscription-requests/{contract_id} — operation `getSubscriptionRequest` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getSubscriptionRequest(contractId: PathParamOf<operations['getSubscriptionRequest'], 'contract_id', M, ValidatorInt64['getSubscriptionRequest']>, options?: CallOptionsOf<operations['getSubscriptionRequest'], M, ValidatorInt64['getSubscriptionRequest']>): Promise<ResultOf<operations['getSubscriptionRequest'], M, ValidatorInt64['getSubscriptionRequest']>>;
  /**
   * Cancel a running subscription of the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see DELETE /v0/wallet/subscription-requests/{contract_id} — operation `cancelSubscriptionRequest` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  cancelSubscriptionRequest(contractId: PathParamOf<operations['cancelSubscriptionRequest'], 'contract_id', M, ValidatorInt64['cancelSubscriptionRequest']>, options?: CallOptionsOf<operations['cancelSubscriptionRequest'], M, ValidatorInt64['cancelSubscriptionRequest']>): Promise<ResultOf<operations['cancelSubscriptionRequest'], M, ValidatorInt64['cancelSubscriptionRequest']>>;
  /**
   * Accept a subscription request and make its first payment.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/subscription-requests/{contract_id}/accept — operation `acceptSubscriptionRequest` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  acceptSubscriptionRequest(contractId: PathParamOf<operations['acceptSubscriptionRequest'], 'contract_id', M, ValidatorInt64['acceptSubscriptionRequest']>, options?: CallOptionsOf<operations['acceptSubscriptionRequest'], M, ValidatorInt64['acceptSubscriptionRequest']>): Promise<ResultOf<operations['acceptSubscriptionRequest'], M, ValidatorInt64['acceptSubscriptionRequest']>>;
  /**
   * Reject a subscription request sent to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/subscription-requests/{contract_id}/reject — operation `rejectSubscriptionRequest` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  rejectSubscriptionRequest(contractId: PathParamOf<operations['rejectSubscriptionRequest'], 'contract_id', M, ValidatorInt64['rejectSubscriptionRequest']>, options?: CallOptionsOf<operations['rejectSubscriptionRequest'], M, ValidatorInt64['rejectSubscriptionRequest']>): Promise<ResultOf<operations['rejectSubscriptionRequest'], M, ValidatorInt64['rejectSubscriptionRequest']>>;
  /**
   * List the wallet's subscription first payments.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/subscription-initial-payments — operation `listSubscriptionInitialPayments` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listSubscriptionInitialPayments(options?: CallOptionsOf<operations['listSubscriptionInitialPayments'], M, ValidatorInt64['listSubscriptionInitialPayments']>): Promise<ResultOf<operations['listSubscriptionInitialPayments'], M, ValidatorInt64['listSubscriptionInitialPayments']>>;
  /**
   * List the wallet's running subscriptions.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/subscriptions — operation `listSubscriptions` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listSubscriptions(options?: CallOptionsOf<operations['listSubscriptions'], M, ValidatorInt64['listSubscriptions']>): Promise<ResultOf<operations['listSubscriptions'], M, ValidatorInt64['listSubscriptions']>>;
  /**
   * List the wallet's app reward coupons.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/app-reward-coupons — operation `listAppRewardCoupons` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listAppRewardCoupons(options?: CallOptionsOf<operations['listAppRewardCoupons'], M, ValidatorInt64['listAppRewardCoupons']>): Promise<ResultOf<operations['listAppRewardCoupons'], M, ValidatorInt64['listAppRewardCoupons']>>;
  /**
   * List the validator reward coupons the wallet may collect.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/validator-reward-coupons — operation `listValidatorRewardCoupons` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listValidatorRewardCoupons(options?: CallOptionsOf<operations['listValidatorRewardCoupons'], M, ValidatorInt64['listValidatorRewardCoupons']>): Promise<ResultOf<operations['listValidatorRewardCoupons'], M, ValidatorInt64['listValidatorRewardCoupons']>>;
  /**
   * List the wallet's validator faucet coupons.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/validator-faucet-coupons — operation `listValidatorFaucetCoupons` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listValidatorFaucetCoupons(options?: CallOptionsOf<operations['listValidatorFaucetCoupons'], M, ValidatorInt64['listValidatorFaucetCoupons']>): Promise<ResultOf<operations['listValidatorFaucetCoupons'], M, ValidatorInt64['listValidatorFaucetCoupons']>>;
  /**
   * List the wallet's validator liveness activity records.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/validator-liveness-activity-records — operation `listValidatorLivenessActivityRecords` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listValidatorLivenessActivityRecords(options?: CallOptionsOf<operations['listValidatorLivenessActivityRecords'], M, ValidatorInt64['listValidatorLivenessActivityRecords']>): Promise<ResultOf<operations['listValidatorLivenessActivityRecords'], M, ValidatorInt64['listValidatorLivenessActivityRecords']>>;
  /**
   * List the wallet's SV reward coupons.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/sv-reward-coupons — operation `listSvRewardCoupons` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listSvRewardCoupons(options?: CallOptionsOf<operations['listSvRewardCoupons'], M, ValidatorInt64['listSvRewardCoupons']>): Promise<ResultOf<operations['listSvRewardCoupons'], M, ValidatorInt64['listSvRewardCoupons']>>;
  /**
   * List the wallet's Amulet allocations.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/allocations — operation `listAmuletAllocations` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listAmuletAllocations(options?: CallOptionsOf<operations['listAmuletAllocations'], M, ValidatorInt64['listAmuletAllocations']>): Promise<ResultOf<operations['listAmuletAllocations'], M, ValidatorInt64['listAmuletAllocations']>>;
  /**
   * Allocate Amulet for a transfer leg (Token Standard v1).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/allocations — operation `allocateAmulet` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  allocateAmulet(body: RequestBodyOf<operations['allocateAmulet'], M, ValidatorInt64['allocateAmulet']>, options?: CallOptionsOf<operations['allocateAmulet'], M, ValidatorInt64['allocateAmulet']>): Promise<ResultOf<operations['allocateAmulet'], M, ValidatorInt64['allocateAmulet']>>;
  /**
   * Allocate Amulet for transfer leg sides (Token Standard v2).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v2/allocations — operation `allocateAmuletV2` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  allocateAmuletV2(body: RequestBodyOf<operations['allocateAmuletV2'], M, ValidatorInt64['allocateAmuletV2']>, options?: CallOptionsOf<operations['allocateAmuletV2'], M, ValidatorInt64['allocateAmuletV2']>): Promise<ResultOf<operations['allocateAmuletV2'], M, ValidatorInt64['allocateAmuletV2']>>;
  /**
   * Withdraw a v1 Amulet allocation.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/allocations/{contract_id}/withdraw — operation `withdrawAmuletAllocation` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  withdrawAmuletAllocation(contractId: PathParamOf<operations['withdrawAmuletAllocation'], 'contract_id', M, ValidatorInt64['withdrawAmuletAllocation']>, options?: CallOptionsOf<operations['withdrawAmuletAllocation'], M, ValidatorInt64['withdrawAmuletAllocation']>): Promise<ResultOf<operations['withdrawAmuletAllocation'], M, ValidatorInt64['withdrawAmuletAllocation']>>;
  /**
   * Withdraw an Amulet allocation through the v2 interface.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v2/allocations/{contract_id}/withdraw — operation `withdrawAmuletAllocationV2` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  withdrawAmuletAllocationV2(contractId: PathParamOf<operations['withdrawAmuletAllocationV2'], 'contract_id', M, ValidatorInt64['withdrawAmuletAllocationV2']>, options?: CallOptionsOf<operations['withdrawAmuletAllocationV2'], M, ValidatorInt64['withdrawAmuletAllocationV2']>): Promise<ResultOf<operations['withdrawAmuletAllocationV2'], M, ValidatorInt64['withdrawAmuletAllocationV2']>>;
  /**
   * List the allocation requests the wallet is asked for.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/token-standard/allocation-requests — operation `listAllocationRequests` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listAllocationRequests(options?: CallOptionsOf<operations['listAllocationRequests'], M, ValidatorInt64['listAllocationRequests']>): Promise<ResultOf<operations['listAllocationRequests'], M, ValidatorInt64['listAllocationRequests']>>;
  /**
   * Reject an allocation request (Token Standard v1).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/token-standard/allocation-requests/{contract_id}/reject — operation `rejectAllocationRequest` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  rejectAllocationRequest(contractId: PathParamOf<operations['rejectAllocationRequest'], 'contract_id', M, ValidatorInt64['rejectAllocationRequest']>, options?: CallOptionsOf<operations['rejectAllocationRequest'], M, ValidatorInt64['rejectAllocationRequest']>): Promise<ResultOf<operations['rejectAllocationRequest'], M, ValidatorInt64['rejectAllocationRequest']>>;
  /**
   * Reject an allocation request (Token Standard v2).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v2/wallet/token-standard/allocation-requests/{contract_id}/reject — operation `rejectAllocationRequestV2` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  rejectAllocationRequestV2(contractId: PathParamOf<operations['rejectAllocationRequestV2'], 'contract_id', M, ValidatorInt64['rejectAllocationRequestV2']>, options?: CallOptionsOf<operations['rejectAllocationRequestV2'], M, ValidatorInt64['rejectAllocationRequestV2']>): Promise<ResultOf<operations['rejectAllocationRequestV2'], M, ValidatorInt64['rejectAllocationRequestV2']>>;
  /**
   * Grant a development-fund coupon to a beneficiary (CIP-0082).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/development-fund-coupons/allocate — operation `allocateDevelopmentFundCoupon` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  allocateDevelopmentFundCoupon(body: RequestBodyOf<operations['allocateDevelopmentFundCoupon'], M, ValidatorInt64['allocateDevelopmentFundCoupon']>, options?: CallOptionsOf<operations['allocateDevelopmentFundCoupon'], M, ValidatorInt64['allocateDevelopmentFundCoupon']>): Promise<ResultOf<operations['allocateDevelopmentFundCoupon'], M, ValidatorInt64['allocateDevelopmentFundCoupon']>>;
  /**
   * List the wallet's active development-fund coupons.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/development-fund-coupons — operation `listActiveDevelopmentFundCoupons` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listActiveDevelopmentFundCoupons(options?: CallOptionsOf<operations['listActiveDevelopmentFundCoupons'], M, ValidatorInt64['listActiveDevelopmentFundCoupons']>): Promise<ResultOf<operations['listActiveDevelopmentFundCoupons'], M, ValidatorInt64['listActiveDevelopmentFundCoupons']>>;
  /**
   * List the wallet's archived development-fund coupons, a page at a time.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/development-fund-coupons/history — operation `listDevelopmentFundCouponHistory` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listDevelopmentFundCouponHistory(options?: CallOptionsOf<operations['listDevelopmentFundCouponHistory'], M, ValidatorInt64['listDevelopmentFundCouponHistory']>): Promise<ResultOf<operations['listDevelopmentFundCouponHistory'], M, ValidatorInt64['listDevelopmentFundCouponHistory']>>;
  /**
   * Every item of `development_fund_coupon_history` across all pages of `listDevelopmentFundCouponHistory`, requested one page at a time.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The query; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @experimental
   * @see GET /v0/wallet/development-fund-coupons/history — operation `listDevelopmentFundCouponHistory` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  iterateDevelopmentFundCouponHistory(request: PageQueryOf<operations['listDevelopmentFundCouponHistory'], 'after', M, ValidatorInt64['listDevelopmentFundCouponHistory']>, options?: PageOptions): PageIterator<PageItemOf<operations['listDevelopmentFundCouponHistory'], 'development_fund_coupon_history', M, ValidatorInt64['listDevelopmentFundCouponHistory']>, ResultOf<operations['listDevelopmentFundCouponHistory'], M, ValidatorInt64['listDevelopmentFundCouponHistory']>>;
  /**
   * Withdraw a development-fund coupon the wallet manages.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/development-fund-coupons/{contract_id}/withdraw — operation `withdrawDevelopmentFundCoupon` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  withdrawDevelopmentFundCoupon(contractId: PathParamOf<operations['withdrawDevelopmentFundCoupon'], 'contract_id', M, ValidatorInt64['withdrawDevelopmentFundCoupon']>, body: RequestBodyOf<operations['withdrawDevelopmentFundCoupon'], M, ValidatorInt64['withdrawDevelopmentFundCoupon']>, options?: CallOptionsOf<operations['withdrawDevelopmentFundCoupon'], M, ValidatorInt64['withdrawDevelopmentFundCoupon']>): Promise<ResultOf<operations['withdrawDevelopmentFundCoupon'], M, ValidatorInt64['withdrawDevelopmentFundCoupon']>>;
  /**
   * List the minting delegations proposed to the wallet, a page at a time (CIP-0073).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/minting-delegation-proposals — operation `listMintingDelegationProposals` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listMintingDelegationProposals(options?: CallOptionsOf<operations['listMintingDelegationProposals'], M, ValidatorInt64['listMintingDelegationProposals']>): Promise<ResultOf<operations['listMintingDelegationProposals'], M, ValidatorInt64['listMintingDelegationProposals']>>;
  /**
   * Every item of `proposals` across all pages of `listMintingDelegationProposals`, requested one page at a time.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The query; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @experimental
   * @see GET /v0/wallet/minting-delegation-proposals — operation `listMintingDelegationProposals` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  iterateMintingDelegationProposals(request: PageQueryOf<operations['listMintingDelegationProposals'], 'after', M, ValidatorInt64['listMintingDelegationProposals']>, options?: PageOptions): PageIterator<PageItemOf<operations['listMintingDelegationProposals'], 'proposals', M, ValidatorInt64['listMintingDelegationProposals']>, ResultOf<operations['listMintingDelegationProposals'], M, ValidatorInt64['listMintingDelegationProposals']>>;
  /**
   * Accept a minting delegation proposed to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/minting-delegation-proposals/{contract_id}/accept — operation `acceptMintingDelegationProposal` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  acceptMintingDelegationProposal(contractId: PathParamOf<operations['acceptMintingDelegationProposal'], 'contract_id', M, ValidatorInt64['acceptMintingDelegationProposal']>, options?: CallOptionsOf<operations['acceptMintingDelegationProposal'], M, ValidatorInt64['acceptMintingDelegationProposal']>): Promise<ResultOf<operations['acceptMintingDelegationProposal'], M, ValidatorInt64['acceptMintingDelegationProposal']>>;
  /**
   * Reject a minting delegation proposed to the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/minting-delegation-proposals/{contract_id}/reject — operation `rejectMintingDelegationProposal` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  rejectMintingDelegationProposal(contractId: PathParamOf<operations['rejectMintingDelegationProposal'], 'contract_id', M, ValidatorInt64['rejectMintingDelegationProposal']>, options?: CallOptionsOf<operations['rejectMintingDelegationProposal'], M, ValidatorInt64['rejectMintingDelegationProposal']>): Promise<ResultOf<operations['rejectMintingDelegationProposal'], M, ValidatorInt64['rejectMintingDelegationProposal']>>;
  /**
   * List the wallet's minting delegations, a page at a time (CIP-0073).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/wallet/minting-delegations — operation `listMintingDelegations` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listMintingDelegations(options?: CallOptionsOf<operations['listMintingDelegations'], M, ValidatorInt64['listMintingDelegations']>): Promise<ResultOf<operations['listMintingDelegations'], M, ValidatorInt64['listMintingDelegations']>>;
  /**
   * Every item of `delegations` across all pages of `listMintingDelegations`, requested one page at a time.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * Follows `next_page_token` (as `after`) until it is absent, `null` or empty; stops when `signal` aborts.
   * `.pages()` yields the pages whole instead; pass a page's `next_page_token` as `after` to resume there.
   * @param request - The query; with `after`, the iteration resumes from that token.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.
   * @experimental
   * @see GET /v0/wallet/minting-delegations — operation `listMintingDelegations` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  iterateMintingDelegations(request: PageQueryOf<operations['listMintingDelegations'], 'after', M, ValidatorInt64['listMintingDelegations']>, options?: PageOptions): PageIterator<PageItemOf<operations['listMintingDelegations'], 'delegations', M, ValidatorInt64['listMintingDelegations']>, ResultOf<operations['listMintingDelegations'], M, ValidatorInt64['listMintingDelegations']>>;
  /**
   * End a minting delegation of the wallet.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param contractId - The `contract_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/wallet/minting-delegations/{contract_id}/reject — operation `rejectMintingDelegation` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  rejectMintingDelegation(contractId: PathParamOf<operations['rejectMintingDelegation'], 'contract_id', M, ValidatorInt64['rejectMintingDelegation']>, options?: CallOptionsOf<operations['rejectMintingDelegation'], M, ValidatorInt64['rejectMintingDelegation']>): Promise<ResultOf<operations['rejectMintingDelegation'], M, ValidatorInt64['rejectMintingDelegation']>>;
  /**
   * Ask for a name-service entry for the wallet's party.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see POST /v0/entry/create — operation `createAnsEntry` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  createAnsEntry(body: RequestBodyOf<operations['createAnsEntry'], M, ValidatorInt64['createAnsEntry']>, options?: CallOptionsOf<operations['createAnsEntry'], M, ValidatorInt64['createAnsEntry']>): Promise<ResultOf<operations['createAnsEntry'], M, ValidatorInt64['createAnsEntry']>>;
  /**
   * List the name-service entries the wallet's party owns.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /v0/entry/all — operation `listUserAnsEntries` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listUserAnsEntries(options?: CallOptionsOf<operations['listUserAnsEntries'], M, ValidatorInt64['listUserAnsEntries']>): Promise<ResultOf<operations['listUserAnsEntries'], M, ValidatorInt64['listUserAnsEntries']>>;
  /**
   * Look up a name-service entry by name.
   *
   * @param name - The `name` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /v0/scan-proxy/ans-entries/by-name/{name} — operation `lookupAnsEntryByName` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  lookupAnsEntryByName(name: PathParamOf<operations['lookupAnsEntryByName'], 'name', M, ValidatorInt64['lookupAnsEntryByName']>, options?: CallOptionsOf<operations['lookupAnsEntryByName'], M, ValidatorInt64['lookupAnsEntryByName']>): Promise<ResultOf<operations['lookupAnsEntryByName'], M, ValidatorInt64['lookupAnsEntryByName']>>;
  /**
   * Read the DSO's party id through the validator.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /v0/scan-proxy/dso-party-id — operation `getDsoPartyId` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getDsoPartyId(options?: CallOptionsOf<operations['getDsoPartyId'], M, ValidatorInt64['getDsoPartyId']>): Promise<ResultOf<operations['getDsoPartyId'], M, ValidatorInt64['getDsoPartyId']>>;
  /**
   * Read the DSO's party, rules, latest open round and SV node states through the validator.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /v0/scan-proxy/dso — operation `getDsoInfo` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getDsoInfo(options?: CallOptionsOf<operations['getDsoInfo'], M, ValidatorInt64['getDsoInfo']>): Promise<ResultOf<operations['getDsoInfo'], M, ValidatorInt64['getDsoInfo']>>;
  /**
   * Look up a party's name-service entry through the validator.
   *
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /v0/scan-proxy/ans-entries/by-party/{party} — operation `lookupAnsEntryByParty` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  lookupAnsEntryByParty(party: PathParamOf<operations['lookupAnsEntryByParty'], 'party', M, ValidatorInt64['lookupAnsEntryByParty']>, options?: CallOptionsOf<operations['lookupAnsEntryByParty'], M, ValidatorInt64['lookupAnsEntryByParty']>): Promise<ResultOf<operations['lookupAnsEntryByParty'], M, ValidatorInt64['lookupAnsEntryByParty']>>;
  /**
   * List name-service entries whose name starts with a prefix, through the validator.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /v0/scan-proxy/ans-entries — operation `listAnsEntries` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listAnsEntries(options?: CallOptionsOf<operations['listAnsEntries'], M, ValidatorInt64['listAnsEntries']>): Promise<ResultOf<operations['listAnsEntries'], M, ValidatorInt64['listAnsEntries']>>;
  /**
   * Get the open and issuing mining rounds through the validator.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /v0/scan-proxy/open-and-issuing-mining-rounds — operation `getOpenAndIssuingMiningRounds` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getOpenAndIssuingMiningRounds(options?: CallOptionsOf<operations['getOpenAndIssuingMiningRounds'], M, ValidatorInt64['getOpenAndIssuingMiningRounds']>): Promise<ResultOf<operations['getOpenAndIssuingMiningRounds'], M, ValidatorInt64['getOpenAndIssuingMiningRounds']>>;
  /**
   * Sum the Amulet holdings of some owners at a snapshot, through the validator.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see POST /v1/scan-proxy/holdings/summary — operation `getHoldingsSummaryAtV1` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getHoldingsSummaryAtV1(body: RequestBodyOf<operations['getHoldingsSummaryAtV1'], M, ValidatorInt64['getHoldingsSummaryAtV1']>, options?: CallOptionsOf<operations['getHoldingsSummaryAtV1'], M, ValidatorInt64['getHoldingsSummaryAtV1']>): Promise<ResultOf<operations['getHoldingsSummaryAtV1'], M, ValidatorInt64['getHoldingsSummaryAtV1']>>;
  /**
   * Sum the Amulet holdings of some owners at a snapshot, with holding fees, through the validator (deprecated).
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @deprecated Use `getHoldingsSummaryAtV1` (POST /v1/scan-proxy/holdings/summary) instead. No removal version announced.
   * @see POST /v0/scan-proxy/holdings/summary — operation `getHoldingsSummaryAt` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getHoldingsSummaryAt(body: RequestBodyOf<operations['getHoldingsSummaryAt'], M, ValidatorInt64['getHoldingsSummaryAt']>, options?: CallOptionsOf<operations['getHoldingsSummaryAt'], M, ValidatorInt64['getHoldingsSummaryAt']>): Promise<ResultOf<operations['getHoldingsSummaryAt'], M, ValidatorInt64['getHoldingsSummaryAt']>>;
  /**
   * List the unclaimed development fund coupons through the validator.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /v0/scan-proxy/unclaimed-development-fund-coupons — operation `listUnclaimedDevelopmentFundCoupons` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listUnclaimedDevelopmentFundCoupons(options?: CallOptionsOf<operations['listUnclaimedDevelopmentFundCoupons'], M, ValidatorInt64['listUnclaimedDevelopmentFundCoupons']>): Promise<ResultOf<operations['listUnclaimedDevelopmentFundCoupons'], M, ValidatorInt64['listUnclaimedDevelopmentFundCoupons']>>;
  /**
   * Look up the featured-app right of an app provider through the validator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param providerPartyId - The `provider_party_id` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/scan-proxy/featured-apps/{provider_party_id} — operation `lookupFeaturedAppRight` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  lookupFeaturedAppRight(providerPartyId: PathParamOf<operations['lookupFeaturedAppRight'], 'provider_party_id', M, ValidatorInt64['lookupFeaturedAppRight']>, options?: CallOptionsOf<operations['lookupFeaturedAppRight'], M, ValidatorInt64['lookupFeaturedAppRight']>): Promise<ResultOf<operations['lookupFeaturedAppRight'], M, ValidatorInt64['lookupFeaturedAppRight']>>;
  /**
   * Get the AmuletRules contract through the validator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/scan-proxy/amulet-rules — operation `getAmuletRules` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getAmuletRules(options?: CallOptionsOf<operations['getAmuletRules'], M, ValidatorInt64['getAmuletRules']>): Promise<ResultOf<operations['getAmuletRules'], M, ValidatorInt64['getAmuletRules']>>;
  /**
   * Get the AnsRules contract through the validator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/scan-proxy/ans-rules — operation `getAnsRules` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getAnsRules(body: RequestBodyOf<operations['getAnsRules'], M, ValidatorInt64['getAnsRules']>, options?: CallOptionsOf<operations['getAnsRules'], M, ValidatorInt64['getAnsRules']>): Promise<ResultOf<operations['getAnsRules'], M, ValidatorInt64['getAnsRules']>>;
  /**
   * Look up a receiver's transfer preapproval through the validator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/scan-proxy/transfer-preapprovals/by-party/{party} — operation `lookupTransferPreapprovalByParty` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  lookupTransferPreapprovalByParty(party: PathParamOf<operations['lookupTransferPreapprovalByParty'], 'party', M, ValidatorInt64['lookupTransferPreapprovalByParty']>, options?: CallOptionsOf<operations['lookupTransferPreapprovalByParty'], M, ValidatorInt64['lookupTransferPreapprovalByParty']>): Promise<ResultOf<operations['lookupTransferPreapprovalByParty'], M, ValidatorInt64['lookupTransferPreapprovalByParty']>>;
  /**
   * Look up an external sender's TransferCommand counter through the validator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param party - The `party` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/scan-proxy/transfer-command-counter/{party} — operation `lookupTransferCommandCounterByParty` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  lookupTransferCommandCounterByParty(party: PathParamOf<operations['lookupTransferCommandCounterByParty'], 'party', M, ValidatorInt64['lookupTransferCommandCounterByParty']>, options?: CallOptionsOf<operations['lookupTransferCommandCounterByParty'], M, ValidatorInt64['lookupTransferCommandCounterByParty']>): Promise<ResultOf<operations['lookupTransferCommandCounterByParty'], M, ValidatorInt64['lookupTransferCommandCounterByParty']>>;
  /**
   * Get the status of a sender's TransferCommands for a nonce, through the validator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/scan-proxy/transfer-command/status — operation `lookupTransferCommandStatus` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  lookupTransferCommandStatus(options?: CallOptionsOf<operations['lookupTransferCommandStatus'], M, ValidatorInt64['lookupTransferCommandStatus']>): Promise<ResultOf<operations['lookupTransferCommandStatus'], M, ValidatorInt64['lookupTransferCommandStatus']>>;
  /**
   * Generate the topology transactions that create an external party.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/external-party/topology/generate — operation `generateExternalPartyTopology` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  generateExternalPartyTopology(body: RequestBodyOf<operations['generateExternalPartyTopology'], M, ValidatorInt64['generateExternalPartyTopology']>, options?: CallOptionsOf<operations['generateExternalPartyTopology'], M, ValidatorInt64['generateExternalPartyTopology']>): Promise<ResultOf<operations['generateExternalPartyTopology'], M, ValidatorInt64['generateExternalPartyTopology']>>;
  /**
   * Submit the signed topology transactions that create an external party.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/external-party/topology/submit — operation `submitExternalPartyTopology` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  submitExternalPartyTopology(body: RequestBodyOf<operations['submitExternalPartyTopology'], M, ValidatorInt64['submitExternalPartyTopology']>, options?: CallOptionsOf<operations['submitExternalPartyTopology'], M, ValidatorInt64['submitExternalPartyTopology']>): Promise<ResultOf<operations['submitExternalPartyTopology'], M, ValidatorInt64['submitExternalPartyTopology']>>;
  /**
   * List the external-party setup proposals not yet accepted.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/admin/external-party/setup-proposal — operation `listExternalPartySetupProposals` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listExternalPartySetupProposals(options?: CallOptionsOf<operations['listExternalPartySetupProposals'], M, ValidatorInt64['listExternalPartySetupProposals']>): Promise<ResultOf<operations['listExternalPartySetupProposals'], M, ValidatorInt64['listExternalPartySetupProposals']>>;
  /**
   * Offer an external party a transfer preapproval, paid by the validator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/external-party/setup-proposal — operation `createExternalPartySetupProposal` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  createExternalPartySetupProposal(body: RequestBodyOf<operations['createExternalPartySetupProposal'], M, ValidatorInt64['createExternalPartySetupProposal']>, options?: CallOptionsOf<operations['createExternalPartySetupProposal'], M, ValidatorInt64['createExternalPartySetupProposal']>): Promise<ResultOf<operations['createExternalPartySetupProposal'], M, ValidatorInt64['createExternalPartySetupProposal']>>;
  /**
   * Prepare the external party's acceptance of its setup proposal, to sign.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/external-party/setup-proposal/prepare-accept — operation `prepareAcceptExternalPartySetupProposal` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  prepareAcceptExternalPartySetupProposal(body: RequestBodyOf<operations['prepareAcceptExternalPartySetupProposal'], M, ValidatorInt64['prepareAcceptExternalPartySetupProposal']>, options?: CallOptionsOf<operations['prepareAcceptExternalPartySetupProposal'], M, ValidatorInt64['prepareAcceptExternalPartySetupProposal']>): Promise<ResultOf<operations['prepareAcceptExternalPartySetupProposal'], M, ValidatorInt64['prepareAcceptExternalPartySetupProposal']>>;
  /**
   * Submit the external party's signed acceptance of its setup proposal.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/external-party/setup-proposal/submit-accept — operation `submitAcceptExternalPartySetupProposal` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  submitAcceptExternalPartySetupProposal(body: RequestBodyOf<operations['submitAcceptExternalPartySetupProposal'], M, ValidatorInt64['submitAcceptExternalPartySetupProposal']>, options?: CallOptionsOf<operations['submitAcceptExternalPartySetupProposal'], M, ValidatorInt64['submitAcceptExternalPartySetupProposal']>): Promise<ResultOf<operations['submitAcceptExternalPartySetupProposal'], M, ValidatorInt64['submitAcceptExternalPartySetupProposal']>>;
  /**
   * Read an external party's amulet balance.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/admin/external-party/balance — operation `getExternalPartyBalance` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getExternalPartyBalance(options?: CallOptionsOf<operations['getExternalPartyBalance'], M, ValidatorInt64['getExternalPartyBalance']>): Promise<ResultOf<operations['getExternalPartyBalance'], M, ValidatorInt64['getExternalPartyBalance']>>;
  /**
   * Prepare an external party's TransferCommand to a preapproved receiver (deprecated; removed in 0.8.0).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) now. Deprecated in 0.5.16; disabled by default from 0.7.0 (re-enable with `canton.validator-apps.<validator>.enable-deprecated-transfer-command-support`); removed in 0.8.0.
   * @see POST /v0/admin/external-party/transfer-preapproval/prepare-send — operation `prepareTransferPreapprovalSend` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  prepareTransferPreapprovalSend(body: RequestBodyOf<operations['prepareTransferPreapprovalSend'], M, ValidatorInt64['prepareTransferPreapprovalSend']>, options?: CallOptionsOf<operations['prepareTransferPreapprovalSend'], M, ValidatorInt64['prepareTransferPreapprovalSend']>): Promise<ResultOf<operations['prepareTransferPreapprovalSend'], M, ValidatorInt64['prepareTransferPreapprovalSend']>>;
  /**
   * Submit an external party's signed TransferCommand (deprecated; removed in 0.8.0).
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @deprecated Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) now. Deprecated in 0.5.16; disabled by default from 0.7.0 (re-enable with `canton.validator-apps.<validator>.enable-deprecated-transfer-command-support`); removed in 0.8.0.
   * @see POST /v0/admin/external-party/transfer-preapproval/submit-send — operation `submitTransferPreapprovalSend` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  submitTransferPreapprovalSend(body: RequestBodyOf<operations['submitTransferPreapprovalSend'], M, ValidatorInt64['submitTransferPreapprovalSend']>, options?: CallOptionsOf<operations['submitTransferPreapprovalSend'], M, ValidatorInt64['submitTransferPreapprovalSend']>): Promise<ResultOf<operations['submitTransferPreapprovalSend'], M, ValidatorInt64['submitTransferPreapprovalSend']>>;
  /**
   * List the transfer preapprovals the validator provides.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/admin/transfer-preapprovals — operation `listTransferPreapprovals` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listTransferPreapprovals(options?: CallOptionsOf<operations['listTransferPreapprovals'], M, ValidatorInt64['listTransferPreapprovals']>): Promise<ResultOf<operations['listTransferPreapprovals'], M, ValidatorInt64['listTransferPreapprovals']>>;
  /**
   * Look up the transfer preapproval the validator provides a receiver.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param receiverParty - The `receiver-party` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/admin/transfer-preapprovals/by-party/{receiver-party} — operation `lookupValidatorTransferPreapprovalByParty` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  lookupValidatorTransferPreapprovalByParty(receiverParty: PathParamOf<operations['lookupValidatorTransferPreapprovalByParty'], 'receiver-party', M, ValidatorInt64['lookupValidatorTransferPreapprovalByParty']>, options?: CallOptionsOf<operations['lookupValidatorTransferPreapprovalByParty'], M, ValidatorInt64['lookupValidatorTransferPreapprovalByParty']>): Promise<ResultOf<operations['lookupValidatorTransferPreapprovalByParty'], M, ValidatorInt64['lookupValidatorTransferPreapprovalByParty']>>;
  /**
   * Cancel the transfer preapproval the validator provides a receiver.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param receiverParty - The `receiver-party` path parameter; URL-encoded by the client.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see DELETE /v0/admin/transfer-preapprovals/by-party/{receiver-party} — operation `cancelTransferPreapprovalByParty` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  cancelTransferPreapprovalByParty(receiverParty: PathParamOf<operations['cancelTransferPreapprovalByParty'], 'receiver-party', M, ValidatorInt64['cancelTransferPreapprovalByParty']>, options?: CallOptionsOf<operations['cancelTransferPreapprovalByParty'], M, ValidatorInt64['cancelTransferPreapprovalByParty']>): Promise<ResultOf<operations['cancelTransferPreapprovalByParty'], M, ValidatorInt64['cancelTransferPreapprovalByParty']>>;
  /**
   * List the users onboarded onto this validator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/admin/users — operation `listUsers` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  listUsers(options?: CallOptionsOf<operations['listUsers'], M, ValidatorInt64['listUsers']>): Promise<ResultOf<operations['listUsers'], M, ValidatorInt64['listUsers']>>;
  /**
   * Onboard a user onto this validator, as its operator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/users — operation `onboardUser` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  onboardUser(body: RequestBodyOf<operations['onboardUser'], M, ValidatorInt64['onboardUser']>, options?: CallOptionsOf<operations['onboardUser'], M, ValidatorInt64['onboardUser']>): Promise<ResultOf<operations['onboardUser'], M, ValidatorInt64['onboardUser']>>;
  /**
   * Offboard a user from this validator, as its operator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `query` parameters, `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/admin/users/offboard — operation `offboardUser` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  offboardUser(options?: CallOptionsOf<operations['offboardUser'], M, ValidatorInt64['offboardUser']>): Promise<ResultOf<operations['offboardUser'], M, ValidatorInt64['offboardUser']>>;
  /**
   * Onboard yourself onto this validator.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param body - The JSON request body.
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see POST /v0/register — operation `registerUser` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  registerUser(body: RequestBodyOf<operations['registerUser'], M, ValidatorInt64['registerUser']>, options?: CallOptionsOf<operations['registerUser'], M, ValidatorInt64['registerUser']>): Promise<ResultOf<operations['registerUser'], M, ValidatorInt64['registerUser']>>;
  /**
   * Read the validator operator's party and user.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/validator-user — operation `getValidatorUserInfo` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getValidatorUserInfo(options?: CallOptionsOf<operations['getValidatorUserInfo'], M, ValidatorInt64['getValidatorUserInfo']>): Promise<ResultOf<operations['getValidatorUserInfo'], M, ValidatorInt64['getValidatorUserInfo']>>;
  /**
   * Dump the participant's identities, for backup.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/admin/participant/identities — operation `dumpParticipantIdentities` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  dumpParticipantIdentities(options?: CallOptionsOf<operations['dumpParticipantIdentities'], M, ValidatorInt64['dumpParticipantIdentities']>): Promise<ResultOf<operations['dumpParticipantIdentities'], M, ValidatorInt64['dumpParticipantIdentities']>>;
  /**
   * Read the participant's connection to the global synchronizer.
   *
   * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns The 200 body; rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @experimental
   * @see GET /v0/admin/participant/global-domain-connection-config — operation `getDecentralizedSynchronizerConnectionConfig` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getDecentralizedSynchronizerConnectionConfig(options?: CallOptionsOf<operations['getDecentralizedSynchronizerConnectionConfig'], M, ValidatorInt64['getDecentralizedSynchronizerConnectionConfig']>): Promise<ResultOf<operations['getDecentralizedSynchronizerConnectionConfig'], M, ValidatorInt64['getDecentralizedSynchronizerConnectionConfig']>>;
  /**
   * Ask whether this validator is ready to serve.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /readyz — operation `getReadiness` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getReadiness(options?: CallOptionsOf<operations['getReadiness'], M, ValidatorInt64['getReadiness']>): Promise<ResultOf<operations['getReadiness'], M, ValidatorInt64['getReadiness']>>;
  /**
   * Ask whether this validator is alive.
   *
   * @param options - `signal`, `timeoutMs`, `retry` and extra `headers`.
   * @returns `undefined` (the 200 has no body); rejects with `HttpError` (typed by `isValidatorHttpError`) or another `CantonApiError`.
   * @see GET /livez — operation `getLiveness` of the spec, `@canton-openapi/types/validator/openapi.json`
   */
  getLiveness(options?: CallOptionsOf<operations['getLiveness'], M, ValidatorInt64['getLiveness']>): Promise<ResultOf<operations['getLiveness'], M, ValidatorInt64['getLiveness']>>;
}

/** Binds every method of the validator API to the client's `invoke` (page iterators through it too), on the object with the members of `own`. */
export function createValidatorMethods<M extends Int64Mode, Own extends object = {}>(invoke: Invoke, own?: Own): ValidatorMethods<M> & Own {
  return methodsOf(validatorApi, invoke, own);
}

/** The methods of the operations upstream makes no compatibility promise for (`x-stability` internal or pre-alpha): typed only by the client of `@canton-openapi/client/validator/internal`. */
export type ValidatorInternalMethodName = 'getBalance' | 'userStatus' | 'featureSupport' | 'listTokenStandardTransfers' | 'createTokenStandardTransfer' | 'acceptTokenStandardTransfer' | 'rejectTokenStandardTransfer' | 'withdrawTokenStandardTransfer' | 'listAmulets' | 'tapDevNetFaucet' | 'selfGrantFeatureAppRight' | 'cancelFeaturedAppRights' | 'listTransactions' | 'iterateTransactions' | 'createTransferPreapproval' | 'transferPreapprovalSend' | 'rejectTransferOffer' | 'acceptTransferOffer' | 'withdrawTransferOffer' | 'listAcceptedTransferOffers' | 'createTokenStandardTransferV2' | 'acceptTokenStandardTransferV2' | 'rejectTokenStandardTransferV2' | 'withdrawTokenStandardTransferV2' | 'listAppPaymentRequests' | 'getAppPaymentRequest' | 'acceptAppPaymentRequest' | 'rejectAppPaymentRequest' | 'listAcceptedAppPayments' | 'listSubscriptionRequests' | 'getSubscriptionRequest' | 'cancelSubscriptionRequest' | 'acceptSubscriptionRequest' | 'rejectSubscriptionRequest' | 'listSubscriptionInitialPayments' | 'listSubscriptions' | 'listAppRewardCoupons' | 'listValidatorRewardCoupons' | 'listValidatorFaucetCoupons' | 'listValidatorLivenessActivityRecords' | 'listSvRewardCoupons' | 'listAmuletAllocations' | 'allocateAmulet' | 'allocateAmuletV2' | 'withdrawAmuletAllocation' | 'withdrawAmuletAllocationV2' | 'listAllocationRequests' | 'rejectAllocationRequest' | 'rejectAllocationRequestV2' | 'allocateDevelopmentFundCoupon' | 'listActiveDevelopmentFundCoupons' | 'listDevelopmentFundCouponHistory' | 'iterateDevelopmentFundCouponHistory' | 'withdrawDevelopmentFundCoupon' | 'listMintingDelegationProposals' | 'iterateMintingDelegationProposals' | 'acceptMintingDelegationProposal' | 'rejectMintingDelegationProposal' | 'listMintingDelegations' | 'iterateMintingDelegations' | 'rejectMintingDelegation' | 'lookupFeaturedAppRight' | 'getAmuletRules' | 'getAnsRules' | 'lookupTransferPreapprovalByParty' | 'lookupTransferCommandCounterByParty' | 'lookupTransferCommandStatus' | 'generateExternalPartyTopology' | 'submitExternalPartyTopology' | 'listExternalPartySetupProposals' | 'createExternalPartySetupProposal' | 'prepareAcceptExternalPartySetupProposal' | 'submitAcceptExternalPartySetupProposal' | 'getExternalPartyBalance' | 'prepareTransferPreapprovalSend' | 'submitTransferPreapprovalSend' | 'listTransferPreapprovals' | 'lookupValidatorTransferPreapprovalByParty' | 'cancelTransferPreapprovalByParty' | 'listUsers' | 'onboardUser' | 'offboardUser' | 'registerUser' | 'getValidatorUserInfo' | 'dumpParticipantIdentities' | 'getDecentralizedSynchronizerConnectionConfig';

/** The methods of the validator API that carry upstream's compatibility promise: those of the client of `@canton-openapi/client/validator`. */
export type ValidatorStableMethods<M extends Int64Mode> = Omit<ValidatorMethods<M>, ValidatorInternalMethodName>;

/** The validator API as the client of `@canton-openapi/client/validator` reads it: a call of an operation without upstream's promise is refused. */
export const validatorStableApi: ApiDefinition = { ...validatorApi, externalOnly: true };

/** The release lines of the validator API (`info.x-release-lines`): what a client's `targets` names. */
export type ValidatorReleaseLine = '0.6' | '0.7' | '0.8' | '0.9';

/**
 * What each release line of the validator API does not serve, judged by its newest release the spec knows (`release`):
 * the client's members not added yet or removed (`unserved`) or disabled by default (`disabled`, served with
 * `deprecatedEndpointsEnabled: true`), and the request fields of each member likewise (`fields`, `disabledFields`).
 * A client made with `targets` leaves them out of its type. Types only.
 */
export interface ValidatorLines {
  '0.6': {
    release: '0.6.10';
    unserved: never;
    disabled: never;
    fields: { allocateDevelopmentFundCoupon: 'mintAfter' };
    disabledFields: {};
  };
  '0.7': {
    release: '0.7.0';
    unserved: never;
    disabled: 'prepareTransferPreapprovalSend' | 'submitTransferPreapprovalSend';
    fields: { allocateDevelopmentFundCoupon: 'mintAfter' };
    disabledFields: {};
  };
  '0.8': {
    release: '0.8.4';
    unserved: 'prepareTransferPreapprovalSend' | 'submitTransferPreapprovalSend';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
  '0.9': {
    release: '0.9.0';
    unserved: 'prepareTransferPreapprovalSend' | 'submitTransferPreapprovalSend';
    disabled: never;
    fields: {};
    disabledFields: {};
  };
}
