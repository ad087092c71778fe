// Generated from specs/validator by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { OperationDef, OperationTable, WriteEntry } from '../core/types/operation-table.ts';
import type { Releases } from '../core/types/releases.ts';

/** Every operation of the validator API: HTTP method, path and what the client needs to call it. */
export const validatorOperations: Readonly<Record<string, OperationDef>> = {
  getTransferOfferStatus: {
    method: 'post',
    path: '/v0/wallet/transfer-offers/{tracking_id}/status',
    pathParams: ['tracking_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listTransferOffers: {
    method: 'get',
    path: '/v0/wallet/transfer-offers',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  createTransferOffer: {
    method: 'post',
    path: '/v0/wallet/transfer-offers',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  createBuyTrafficRequest: {
    method: 'post',
    path: '/v0/wallet/buy-traffic-requests',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  getBuyTrafficRequestStatus: {
    method: 'post',
    path: '/v0/wallet/buy-traffic-requests/{tracking_id}/status',
    pathParams: ['tracking_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getBalance: {
    method: 'get',
    path: '/v0/wallet/balance',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  userStatus: {
    method: 'get',
    path: '/v0/wallet/user-status',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  featureSupport: {
    method: 'get',
    path: '/v0/feature-support',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listTokenStandardTransfers: {
    method: 'get',
    path: '/v0/wallet/token-standard/transfers',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  createTokenStandardTransfer: {
    method: 'post',
    path: '/v0/wallet/token-standard/transfers',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  acceptTokenStandardTransfer: {
    method: 'post',
    path: '/v0/wallet/token-standard/transfers/{contract_id}/accept',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  rejectTokenStandardTransfer: {
    method: 'post',
    path: '/v0/wallet/token-standard/transfers/{contract_id}/reject',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  withdrawTokenStandardTransfer: {
    method: 'post',
    path: '/v0/wallet/token-standard/transfers/{contract_id}/withdraw',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listAmulets: {
    method: 'get',
    path: '/v0/wallet/amulets',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  tapDevNetFaucet: {
    method: 'post',
    path: '/v0/wallet/tap',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  selfGrantFeatureAppRight: {
    method: 'post',
    path: '/v0/wallet/self-grant-feature-app-right',
    pathParams: [],
    body: true,
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  cancelFeaturedAppRights: {
    method: 'delete',
    path: '/v0/wallet/cancel-featured-app-rights',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
  },
  listTransactions: {
    method: 'post',
    path: '/v0/wallet/transactions',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateTransactions', items: 'items', fromLastItem: { '/begin_after_id': ['/event_id'] } },
  },
  createTransferPreapproval: {
    method: 'post',
    path: '/v0/wallet/transfer-preapproval',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  transferPreapprovalSend: {
    method: 'post',
    path: '/v0/wallet/transfer-preapproval/send',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
  },
  rejectTransferOffer: {
    method: 'post',
    path: '/v0/wallet/transfer-offers/{contract_id}/reject',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
    versioned: true,
  },
  acceptTransferOffer: {
    method: 'post',
    path: '/v0/wallet/transfer-offers/{contract_id}/accept',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  withdrawTransferOffer: {
    method: 'post',
    path: '/v0/wallet/transfer-offers/{contract_id}/withdraw',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
    versioned: true,
  },
  listAcceptedTransferOffers: {
    method: 'get',
    path: '/v0/wallet/accepted-transfer-offers',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  createTokenStandardTransferV2: {
    method: 'post',
    path: '/v2/wallet/token-standard/transfers',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  acceptTokenStandardTransferV2: {
    method: 'post',
    path: '/v2/wallet/token-standard/transfers/{contract_id}/accept',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  rejectTokenStandardTransferV2: {
    method: 'post',
    path: '/v2/wallet/token-standard/transfers/{contract_id}/reject',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  withdrawTokenStandardTransferV2: {
    method: 'post',
    path: '/v2/wallet/token-standard/transfers/{contract_id}/withdraw',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listAppPaymentRequests: {
    method: 'get',
    path: '/v0/wallet/app-payment-requests',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getAppPaymentRequest: {
    method: 'get',
    path: '/v0/wallet/app-payment-requests/{contract_id}',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  acceptAppPaymentRequest: {
    method: 'post',
    path: '/v0/wallet/app-payment-requests/{contract_id}/accept',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  rejectAppPaymentRequest: {
    method: 'post',
    path: '/v0/wallet/app-payment-requests/{contract_id}/reject',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
  },
  listAcceptedAppPayments: {
    method: 'get',
    path: '/v0/wallet/accepted-app-payments',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listSubscriptionRequests: {
    method: 'get',
    path: '/v0/wallet/subscription-requests',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getSubscriptionRequest: {
    method: 'get',
    path: '/v0/wallet/subscription-requests/{contract_id}',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  cancelSubscriptionRequest: {
    method: 'delete',
    path: '/v0/wallet/subscription-requests/{contract_id}',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
  },
  acceptSubscriptionRequest: {
    method: 'post',
    path: '/v0/wallet/subscription-requests/{contract_id}/accept',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  rejectSubscriptionRequest: {
    method: 'post',
    path: '/v0/wallet/subscription-requests/{contract_id}/reject',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
  },
  listSubscriptionInitialPayments: {
    method: 'get',
    path: '/v0/wallet/subscription-initial-payments',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listSubscriptions: {
    method: 'get',
    path: '/v0/wallet/subscriptions',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listAppRewardCoupons: {
    method: 'get',
    path: '/v0/wallet/app-reward-coupons',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listValidatorRewardCoupons: {
    method: 'get',
    path: '/v0/wallet/validator-reward-coupons',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listValidatorFaucetCoupons: {
    method: 'get',
    path: '/v0/wallet/validator-faucet-coupons',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listValidatorLivenessActivityRecords: {
    method: 'get',
    path: '/v0/wallet/validator-liveness-activity-records',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listSvRewardCoupons: {
    method: 'get',
    path: '/v0/wallet/sv-reward-coupons',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listAmuletAllocations: {
    method: 'get',
    path: '/v0/allocations',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  allocateAmulet: {
    method: 'post',
    path: '/v0/allocations',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  allocateAmuletV2: {
    method: 'post',
    path: '/v2/allocations',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  withdrawAmuletAllocation: {
    method: 'post',
    path: '/v0/allocations/{contract_id}/withdraw',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  withdrawAmuletAllocationV2: {
    method: 'post',
    path: '/v2/allocations/{contract_id}/withdraw',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listAllocationRequests: {
    method: 'get',
    path: '/v0/wallet/token-standard/allocation-requests',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  rejectAllocationRequest: {
    method: 'post',
    path: '/v0/wallet/token-standard/allocation-requests/{contract_id}/reject',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  rejectAllocationRequestV2: {
    method: 'post',
    path: '/v2/wallet/token-standard/allocation-requests/{contract_id}/reject',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  allocateDevelopmentFundCoupon: {
    method: 'post',
    path: '/v0/wallet/development-fund-coupons/allocate',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  listActiveDevelopmentFundCoupons: {
    method: 'get',
    path: '/v0/wallet/development-fund-coupons',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listDevelopmentFundCouponHistory: {
    method: 'get',
    path: '/v0/wallet/development-fund-coupons/history',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateDevelopmentFundCouponHistory', token: 'after', items: 'development_fund_coupon_history', next: 'next_page_token', in: 'query' },
  },
  withdrawDevelopmentFundCoupon: {
    method: 'post',
    path: '/v0/wallet/development-fund-coupons/{contract_id}/withdraw',
    pathParams: ['contract_id'],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  listMintingDelegationProposals: {
    method: 'get',
    path: '/v0/wallet/minting-delegation-proposals',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateMintingDelegationProposals', token: 'after', items: 'proposals', next: 'next_page_token', in: 'query' },
  },
  acceptMintingDelegationProposal: {
    method: 'post',
    path: '/v0/wallet/minting-delegation-proposals/{contract_id}/accept',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  rejectMintingDelegationProposal: {
    method: 'post',
    path: '/v0/wallet/minting-delegation-proposals/{contract_id}/reject',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
  },
  listMintingDelegations: {
    method: 'get',
    path: '/v0/wallet/minting-delegations',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
    page: { iterator: 'iterateMintingDelegations', token: 'after', items: 'delegations', next: 'next_page_token', in: 'query' },
  },
  rejectMintingDelegation: {
    method: 'post',
    path: '/v0/wallet/minting-delegations/{contract_id}/reject',
    pathParams: ['contract_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
  },
  createAnsEntry: {
    method: 'post',
    path: '/v0/entry/create',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  listUserAnsEntries: {
    method: 'get',
    path: '/v0/entry/all',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  lookupAnsEntryByName: {
    method: 'get',
    path: '/v0/scan-proxy/ans-entries/by-name/{name}',
    pathParams: ['name'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getDsoPartyId: {
    method: 'get',
    path: '/v0/scan-proxy/dso-party-id',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getDsoInfo: {
    method: 'get',
    path: '/v0/scan-proxy/dso',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  lookupAnsEntryByParty: {
    method: 'get',
    path: '/v0/scan-proxy/ans-entries/by-party/{party}',
    pathParams: ['party'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  listAnsEntries: {
    method: 'get',
    path: '/v0/scan-proxy/ans-entries',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "404": ["text/plain"], "default": ["application/json"] },
  },
  getOpenAndIssuingMiningRounds: {
    method: 'get',
    path: '/v0/scan-proxy/open-and-issuing-mining-rounds',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getHoldingsSummaryAtV1: {
    method: 'post',
    path: '/v1/scan-proxy/holdings/summary',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  getHoldingsSummaryAt: {
    method: 'post',
    path: '/v0/scan-proxy/holdings/summary',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  listUnclaimedDevelopmentFundCoupons: {
    method: 'get',
    path: '/v0/scan-proxy/unclaimed-development-fund-coupons',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  lookupFeaturedAppRight: {
    method: 'get',
    path: '/v0/scan-proxy/featured-apps/{provider_party_id}',
    pathParams: ['provider_party_id'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getAmuletRules: {
    method: 'get',
    path: '/v0/scan-proxy/amulet-rules',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getAnsRules: {
    method: 'post',
    path: '/v0/scan-proxy/ans-rules',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  lookupTransferPreapprovalByParty: {
    method: 'get',
    path: '/v0/scan-proxy/transfer-preapprovals/by-party/{party}',
    pathParams: ['party'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  lookupTransferCommandCounterByParty: {
    method: 'get',
    path: '/v0/scan-proxy/transfer-command-counter/{party}',
    pathParams: ['party'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  lookupTransferCommandStatus: {
    method: 'get',
    path: '/v0/scan-proxy/transfer-command/status',
    pathParams: [],
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "404": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  generateExternalPartyTopology: {
    method: 'post',
    path: '/v0/admin/external-party/topology/generate',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  submitExternalPartyTopology: {
    method: 'post',
    path: '/v0/admin/external-party/topology/submit',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  listExternalPartySetupProposals: {
    method: 'get',
    path: '/v0/admin/external-party/setup-proposal',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  createExternalPartySetupProposal: {
    method: 'post',
    path: '/v0/admin/external-party/setup-proposal',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  prepareAcceptExternalPartySetupProposal: {
    method: 'post',
    path: '/v0/admin/external-party/setup-proposal/prepare-accept',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  submitAcceptExternalPartySetupProposal: {
    method: 'post',
    path: '/v0/admin/external-party/setup-proposal/submit-accept',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  getExternalPartyBalance: {
    method: 'get',
    path: '/v0/admin/external-party/balance',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "404": ["application/json", "text/plain"], "default": ["application/json"] },
  },
  prepareTransferPreapprovalSend: {
    method: 'post',
    path: '/v0/admin/external-party/transfer-preapproval/prepare-send',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  submitTransferPreapprovalSend: {
    method: 'post',
    path: '/v0/admin/external-party/transfer-preapproval/submit-send',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
    versioned: true,
  },
  listTransferPreapprovals: {
    method: 'get',
    path: '/v0/admin/transfer-preapprovals',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  lookupValidatorTransferPreapprovalByParty: {
    method: 'get',
    path: '/v0/admin/transfer-preapprovals/by-party/{receiver-party}',
    pathParams: ['receiver-party'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  cancelTransferPreapprovalByParty: {
    method: 'delete',
    path: '/v0/admin/transfer-preapprovals/by-party/{receiver-party}',
    pathParams: ['receiver-party'],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
    media: { result: '' },
  },
  listUsers: {
    method: 'get',
    path: '/v0/admin/users',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  onboardUser: {
    method: 'post',
    path: '/v0/admin/users',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["application/json", "text/plain"], "401": ["text/plain"], "default": ["application/json"] },
  },
  offboardUser: {
    method: 'post',
    path: '/v0/admin/users/offboard',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "404": ["text/plain", "application/json"], "default": ["application/json"] },
    media: { result: '' },
  },
  registerUser: {
    method: 'post',
    path: '/v0/register',
    pathParams: [],
    body: true,
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getValidatorUserInfo: {
    method: 'get',
    path: '/v0/validator-user',
    pathParams: [],
  },
  dumpParticipantIdentities: {
    method: 'get',
    path: '/v0/admin/participant/identities',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getDecentralizedSynchronizerConnectionConfig: {
    method: 'get',
    path: '/v0/admin/participant/global-domain-connection-config',
    pathParams: [],
    errorMedia: { "401": ["text/plain"], "default": ["application/json"] },
  },
  getReadiness: {
    method: 'get',
    path: '/readyz',
    pathParams: [],
    errorMedia: { "503": [] },
    media: { result: '' },
  },
  getLiveness: {
    method: 'get',
    path: '/livez',
    pathParams: [],
    errorMedia: {  },
    media: { result: '' },
  },
};

/** Where each operation of the validator API carries int64 integers (see tools/codegen/client-int64.ts). */
export const validatorInt64 = {
  getTransferOfferStatus: {},
  listTransferOffers: {},
  createTransferOffer: {"body":{"expires_at":1}},
  createBuyTrafficRequest: {"body":{"traffic_amount":1,"expires_at":1}},
  getBuyTrafficRequestStatus: {},
  getBalance: {"response":{"round":1}},
  userStatus: {},
  featureSupport: {},
  listTokenStandardTransfers: {},
  createTokenStandardTransfer: {"body":{"expires_at":1}},
  acceptTokenStandardTransfer: {},
  rejectTokenStandardTransfer: {},
  withdrawTokenStandardTransfer: {},
  listAmulets: {"response":{"amulets":[{"round":1}],"locked_amulets":[{"round":1}]}},
  tapDevNetFaucet: {},
  selfGrantFeatureAppRight: {},
  cancelFeaturedAppRights: {},
  listTransactions: {"body":{"page_size":1}},
  createTransferPreapproval: {},
  transferPreapprovalSend: {},
  rejectTransferOffer: {},
  acceptTransferOffer: {},
  withdrawTransferOffer: {},
  listAcceptedTransferOffers: {},
  createTokenStandardTransferV2: {"body":{"expires_at":1}},
  acceptTokenStandardTransferV2: {},
  rejectTokenStandardTransferV2: {},
  withdrawTokenStandardTransferV2: {},
  listAppPaymentRequests: {},
  getAppPaymentRequest: {},
  acceptAppPaymentRequest: {},
  rejectAppPaymentRequest: {},
  listAcceptedAppPayments: {},
  listSubscriptionRequests: {},
  getSubscriptionRequest: {},
  cancelSubscriptionRequest: {},
  acceptSubscriptionRequest: {},
  rejectSubscriptionRequest: {},
  listSubscriptionInitialPayments: {},
  listSubscriptions: {},
  listAppRewardCoupons: {},
  listValidatorRewardCoupons: {},
  listValidatorFaucetCoupons: {},
  listValidatorLivenessActivityRecords: {},
  listSvRewardCoupons: {},
  listAmuletAllocations: {},
  allocateAmulet: {"body":{"settlement":{"requested_at":1,"allocate_before":1,"settle_before":1}}},
  allocateAmuletV2: {"body":{"settlement":{"settlement_deadline":1}}},
  withdrawAmuletAllocation: {},
  withdrawAmuletAllocationV2: {},
  listAllocationRequests: {},
  rejectAllocationRequest: {},
  rejectAllocationRequestV2: {},
  allocateDevelopmentFundCoupon: {"body":{"expiresAt":1,"mintAfter":1}},
  listActiveDevelopmentFundCoupons: {},
  listDevelopmentFundCouponHistory: {"response":{"next_page_token":1},"query":{"after":1}},
  withdrawDevelopmentFundCoupon: {},
  listMintingDelegationProposals: {"response":{"next_page_token":1},"query":{"after":1}},
  acceptMintingDelegationProposal: {},
  rejectMintingDelegationProposal: {},
  listMintingDelegations: {"response":{"next_page_token":1},"query":{"after":1}},
  rejectMintingDelegation: {},
  createAnsEntry: {},
  listUserAnsEntries: {},
  lookupAnsEntryByName: {},
  getDsoPartyId: {},
  getDsoInfo: {},
  lookupAnsEntryByParty: {},
  listAnsEntries: {},
  getOpenAndIssuingMiningRounds: {},
  getHoldingsSummaryAtV1: {"response":{"migration_id":1},"body":{"migration_id":1}},
  getHoldingsSummaryAt: {"response":{"migration_id":1,"computed_as_of_round":1},"body":{"migration_id":1,"as_of_round":1}},
  listUnclaimedDevelopmentFundCoupons: {},
  lookupFeaturedAppRight: {},
  getAmuletRules: {},
  getAnsRules: {},
  lookupTransferPreapprovalByParty: {},
  lookupTransferCommandCounterByParty: {},
  lookupTransferCommandStatus: {"query":{"nonce":1}},
  generateExternalPartyTopology: {},
  submitExternalPartyTopology: {},
  listExternalPartySetupProposals: {},
  createExternalPartySetupProposal: {},
  prepareAcceptExternalPartySetupProposal: {},
  submitAcceptExternalPartySetupProposal: {},
  getExternalPartyBalance: {"response":{"computed_as_of_round":1}},
  prepareTransferPreapprovalSend: {"body":{"nonce":1}},
  submitTransferPreapprovalSend: {},
  listTransferPreapprovals: {},
  lookupValidatorTransferPreapprovalByParty: {},
  cancelTransferPreapprovalByParty: {},
  listUsers: {},
  onboardUser: {},
  offboardUser: {},
  registerUser: {},
  getValidatorUserInfo: {},
  dumpParticipantIdentities: {},
  getDecentralizedSynchronizerConnectionConfig: {"response":{"sequencer_connections":{"submission_request_amplification":{"patience_seconds":1}}}},
  getReadiness: {},
  getLiveness: {},
} as const;

/** The type of `validatorInt64`, which maps int64 fields to `bigint` in a bigint-mode client. */
export type ValidatorInt64 = typeof validatorInt64;

const fields = (v: unknown): Record<string, unknown> | undefined => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : undefined);
// A number JSON.parse may have changed: at or beyond ±2^53, or not a whole number (a fraction or an overflow).
const big = (v: unknown): boolean => typeof v === "number" && !(v < 9007199254740992 && v > -9007199254740992 && Number.isInteger(v));
function r0(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["round"]);
}
function r1(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r2(o["amulets"]) || r2(o["locked_amulets"]));
}
function r2(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r0(v[i])) return true;
  return false;
}
function r3(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["next_page_token"]);
}
function r4(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["migration_id"]);
}
function r5(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["migration_id"]) || big(o["computed_as_of_round"]));
}
function r6(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["computed_as_of_round"]);
}
function r7(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r8(o["sequencer_connections"]);
}
function r8(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r9(o["submission_request_amplification"]);
}
function r9(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["patience_seconds"]);
}

/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */
export const validatorRoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {
  getBalance: r0,
  listAmulets: r1,
  listDevelopmentFundCouponHistory: r3,
  listMintingDelegationProposals: r3,
  listMintingDelegations: r3,
  getHoldingsSummaryAtV1: r4,
  getHoldingsSummaryAt: r5,
  getExternalPartyBalance: r6,
  getDecentralizedSynchronizerConnectionConfig: r7,
};

// What the server cannot take in an int64 field: a number other than a safe integer (NaN, ±Infinity, a fraction, an integer
// JSON would round), or a bigint beyond the int64 range.
const inexact = (v: unknown): boolean => (typeof v === "number" ? !Number.isSafeInteger(v) : typeof v === "bigint" && BigInt.asIntN(64, v) !== v);
function q0(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["expires_at"]);
}
function q1(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["traffic_amount"]) || inexact(o["expires_at"]));
}
function q2(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["page_size"]);
}
function q3(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q4(o["settlement"]);
}
function q4(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["requested_at"]) || inexact(o["allocate_before"]) || inexact(o["settle_before"]));
}
function q5(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q6(o["settlement"]);
}
function q6(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["settlement_deadline"]);
}
function q7(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["expiresAt"]) || inexact(o["mintAfter"]));
}
function q8(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["after"]);
}
function q9(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["migration_id"]);
}
function q10(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["migration_id"]) || inexact(o["as_of_round"]));
}
function q11(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["nonce"]);
}

/** Whether each operation's request (body, query, path parameters by name) needs a closer look: an int64 field the server cannot take exactly, or a deprecated field set. */
export const validatorRequestChecks: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>> = {
  createTransferOffer: (body, query, path) => q0(body),
  createBuyTrafficRequest: (body, query, path) => q1(body),
  createTokenStandardTransfer: (body, query, path) => q0(body),
  listTransactions: (body, query, path) => q2(body),
  createTokenStandardTransferV2: (body, query, path) => q0(body),
  allocateAmulet: (body, query, path) => q3(body),
  allocateAmuletV2: (body, query, path) => q5(body),
  allocateDevelopmentFundCoupon: (body, query, path) => q7(body),
  listDevelopmentFundCouponHistory: (body, query, path) => q8(query),
  listMintingDelegationProposals: (body, query, path) => q8(query),
  listMintingDelegations: (body, query, path) => q8(query),
  getHoldingsSummaryAtV1: (body, query, path) => q9(body),
  getHoldingsSummaryAt: (body, query, path) => q10(body),
  lookupTransferCommandStatus: (body, query, path) => q11(query),
  prepareTransferPreapprovalSend: (body, query, path) => q11(body),
};

/** What replaces each deprecated field of each operation's request body, and when it goes. */
export const validatorDeprecatedFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {
};

/** The warning a call of each deprecated operation, or a stream of each deprecated channel, logs, once per process. */
export const validatorDeprecatedOperations: Readonly<Record<string, string>> = {
  listTransferOffers: "`listTransferOffers` (GET /v0/wallet/transfer-offers) is deprecated. Use `postV2StateActiveContracts` (POST /v2/state/active-contracts) instead. No removal version announced.",
  createTransferOffer: "`createTransferOffer` (POST /v0/wallet/transfer-offers) is deprecated. Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) instead. No removal version announced.",
  rejectTransferOffer: "`rejectTransferOffer` (POST /v0/wallet/transfer-offers/{contract_id}/reject) is deprecated. Use `rejectTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/reject) instead. No removal version announced.",
  acceptTransferOffer: "`acceptTransferOffer` (POST /v0/wallet/transfer-offers/{contract_id}/accept) is deprecated. Use `acceptTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/accept) instead. No removal version announced.",
  withdrawTransferOffer: "`withdrawTransferOffer` (POST /v0/wallet/transfer-offers/{contract_id}/withdraw) is deprecated. Use `withdrawTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/withdraw) instead. No removal version announced.",
  listAcceptedTransferOffers: "`listAcceptedTransferOffers` (GET /v0/wallet/accepted-transfer-offers) is deprecated. Use `listTokenStandardTransfers` (GET /v0/wallet/token-standard/transfers) instead. No removal version announced.",
  getHoldingsSummaryAt: "`getHoldingsSummaryAt` (POST /v0/scan-proxy/holdings/summary) is deprecated. Use `getHoldingsSummaryAtV1` (POST /v1/scan-proxy/holdings/summary) instead. No removal version announced.",
  prepareTransferPreapprovalSend: "`prepareTransferPreapprovalSend` (POST /v0/admin/external-party/transfer-preapproval/prepare-send) is deprecated. Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) now. Deprecated in 0.5.16; disabled by default from 0.7.0 (re-enable with `canton.validator-apps.<validator>.enable-deprecated-transfer-command-support`); removed in 0.8.0.",
  submitTransferPreapprovalSend: "`submitTransferPreapprovalSend` (POST /v0/admin/external-party/transfer-preapproval/submit-send) is deprecated. Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) now. Deprecated in 0.5.16; disabled by default from 0.7.0 (re-enable with `canton.validator-apps.<validator>.enable-deprecated-transfer-command-support`); removed in 0.8.0.",
};

/** Which server release serves each operation, deprecated request field and channel whose availability depends on it (core/release.ts). */
export const validatorReleases: Releases = {
  version: "/version",
  operations: {"listTransferOffers":{"deprecated":true,"replacedBy":"postV2StateActiveContracts"},"createTransferOffer":{"deprecated":true,"replacedBy":"getTransferFactory"},"rejectTransferOffer":{"deprecated":true,"replacedBy":"rejectTokenStandardTransfer"},"acceptTransferOffer":{"deprecated":true,"replacedBy":"acceptTokenStandardTransfer"},"withdrawTransferOffer":{"deprecated":true,"replacedBy":"withdrawTokenStandardTransfer"},"listAcceptedTransferOffers":{"deprecated":true,"replacedBy":"listTokenStandardTransfers"},"getHoldingsSummaryAt":{"deprecated":true,"replacedBy":"getHoldingsSummaryAtV1"},"prepareTransferPreapprovalSend":{"deprecated":"0.5.16","disabled":"0.7.0","enabledBy":"canton.validator-apps.<validator>.enable-deprecated-transfer-command-support","removed":"0.8.0","replacedBy":"getTransferFactory"},"submitTransferPreapprovalSend":{"deprecated":"0.5.16","disabled":"0.7.0","enabledBy":"canton.validator-apps.<validator>.enable-deprecated-transfer-command-support","removed":"0.8.0","replacedBy":"getTransferFactory"}},
  fields: {},
  channels: {},
};

/** The writes of the validator API (`x-effect: write`), and where a submission's body holds its ids and deduplication period (`x-submission`): what the client never sends twice when the outcome is unknown (core/failure.ts). */
export const validatorWrites: Readonly<Record<string, WriteEntry>> = {
  createTransferOffer: {"submission":{"trackingId":"/tracking_id","statusOperation":"getTransferOfferStatus"}},
  createBuyTrafficRequest: {"submission":{"trackingId":"/tracking_id","statusOperation":"getBuyTrafficRequestStatus"}},
  createTokenStandardTransfer: {"submission":{"trackingId":"/tracking_id"}},
  acceptTokenStandardTransfer: {},
  rejectTokenStandardTransfer: {},
  withdrawTokenStandardTransfer: {},
  tapDevNetFaucet: {"submission":{"trackingId":"/command_id"}},
  selfGrantFeatureAppRight: {},
  cancelFeaturedAppRights: {},
  createTransferPreapproval: {},
  transferPreapprovalSend: {"submission":{"trackingId":"/deduplication_id"}},
  rejectTransferOffer: {},
  acceptTransferOffer: {},
  withdrawTransferOffer: {},
  createTokenStandardTransferV2: {"submission":{"trackingId":"/tracking_id"}},
  acceptTokenStandardTransferV2: {},
  rejectTokenStandardTransferV2: {},
  withdrawTokenStandardTransferV2: {},
  acceptAppPaymentRequest: {},
  rejectAppPaymentRequest: {},
  cancelSubscriptionRequest: {},
  acceptSubscriptionRequest: {},
  rejectSubscriptionRequest: {},
  allocateAmulet: {},
  allocateAmuletV2: {},
  withdrawAmuletAllocation: {},
  withdrawAmuletAllocationV2: {},
  rejectAllocationRequest: {},
  rejectAllocationRequestV2: {},
  allocateDevelopmentFundCoupon: {},
  withdrawDevelopmentFundCoupon: {},
  acceptMintingDelegationProposal: {},
  rejectMintingDelegationProposal: {},
  rejectMintingDelegation: {},
  createAnsEntry: {},
  submitExternalPartyTopology: {},
  createExternalPartySetupProposal: {},
  submitAcceptExternalPartySetupProposal: {},
  submitTransferPreapprovalSend: {},
  cancelTransferPreapprovalByParty: {},
  onboardUser: {},
  offboardUser: {},
  registerUser: {},
};

function b0(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["round"]; if (typeof x === "number" && Number.isInteger(x)) o["round"] = BigInt(x); }
}
function b1(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b2(o["amulets"]);
  b2(o["locked_amulets"]);
}
function b2(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b0(v[i]);
}
function b3(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["next_page_token"]; if (typeof x === "number" && Number.isInteger(x)) o["next_page_token"] = BigInt(x); }
}
function b4(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["migration_id"]; if (typeof x === "number" && Number.isInteger(x)) o["migration_id"] = BigInt(x); }
}
function b5(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["migration_id"]; if (typeof x === "number" && Number.isInteger(x)) o["migration_id"] = BigInt(x); }
  { const x = o["computed_as_of_round"]; if (typeof x === "number" && Number.isInteger(x)) o["computed_as_of_round"] = BigInt(x); }
}
function b6(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["computed_as_of_round"]; if (typeof x === "number" && Number.isInteger(x)) o["computed_as_of_round"] = BigInt(x); }
}
function b7(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b8(o["sequencer_connections"]);
}
function b8(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b9(o["submission_request_amplification"]);
}
function b9(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["patience_seconds"]; if (typeof x === "number" && Number.isInteger(x)) o["patience_seconds"] = BigInt(x); }
}

/** Each operation's 200 body (a JSON.parse result without numbers beyond 2^53) with its int64 fields as `bigint`. */
export const validatorBigIntInt64: Readonly<Record<string, (body: unknown) => unknown>> = {
  getBalance: (body: unknown) => (b0(body), body),
  listAmulets: (body: unknown) => (b1(body), body),
  listDevelopmentFundCouponHistory: (body: unknown) => (b3(body), body),
  listMintingDelegationProposals: (body: unknown) => (b3(body), body),
  listMintingDelegations: (body: unknown) => (b3(body), body),
  getHoldingsSummaryAtV1: (body: unknown) => (b4(body), body),
  getHoldingsSummaryAt: (body: unknown) => (b5(body), body),
  getExternalPartyBalance: (body: unknown) => (b6(body), body),
  getDecentralizedSynchronizerConnectionConfig: (body: unknown) => (b7(body), body),
};

/** The operations of the validator API without upstream's compatibility promise (`x-stability`), which the client of `@canton-openapi/client/validator` refuses. */
export const validatorUnstable: Readonly<Record<string, 'internal' | 'pre-alpha'>> = {
  getBalance: 'internal',
  userStatus: 'internal',
  featureSupport: 'internal',
  listTokenStandardTransfers: 'internal',
  createTokenStandardTransfer: 'internal',
  acceptTokenStandardTransfer: 'internal',
  rejectTokenStandardTransfer: 'internal',
  withdrawTokenStandardTransfer: 'internal',
  listAmulets: 'internal',
  tapDevNetFaucet: 'internal',
  selfGrantFeatureAppRight: 'internal',
  cancelFeaturedAppRights: 'internal',
  listTransactions: 'internal',
  createTransferPreapproval: 'internal',
  transferPreapprovalSend: 'internal',
  rejectTransferOffer: 'internal',
  acceptTransferOffer: 'internal',
  withdrawTransferOffer: 'internal',
  listAcceptedTransferOffers: 'internal',
  createTokenStandardTransferV2: 'internal',
  acceptTokenStandardTransferV2: 'internal',
  rejectTokenStandardTransferV2: 'internal',
  withdrawTokenStandardTransferV2: 'internal',
  listAppPaymentRequests: 'internal',
  getAppPaymentRequest: 'internal',
  acceptAppPaymentRequest: 'internal',
  rejectAppPaymentRequest: 'internal',
  listAcceptedAppPayments: 'internal',
  listSubscriptionRequests: 'internal',
  getSubscriptionRequest: 'internal',
  cancelSubscriptionRequest: 'internal',
  acceptSubscriptionRequest: 'internal',
  rejectSubscriptionRequest: 'internal',
  listSubscriptionInitialPayments: 'internal',
  listSubscriptions: 'internal',
  listAppRewardCoupons: 'internal',
  listValidatorRewardCoupons: 'internal',
  listValidatorFaucetCoupons: 'internal',
  listValidatorLivenessActivityRecords: 'internal',
  listSvRewardCoupons: 'internal',
  listAmuletAllocations: 'internal',
  allocateAmulet: 'internal',
  allocateAmuletV2: 'internal',
  withdrawAmuletAllocation: 'internal',
  withdrawAmuletAllocationV2: 'internal',
  listAllocationRequests: 'internal',
  rejectAllocationRequest: 'internal',
  rejectAllocationRequestV2: 'internal',
  allocateDevelopmentFundCoupon: 'internal',
  listActiveDevelopmentFundCoupons: 'internal',
  listDevelopmentFundCouponHistory: 'internal',
  withdrawDevelopmentFundCoupon: 'internal',
  listMintingDelegationProposals: 'internal',
  acceptMintingDelegationProposal: 'internal',
  rejectMintingDelegationProposal: 'internal',
  listMintingDelegations: 'internal',
  rejectMintingDelegation: 'internal',
  lookupFeaturedAppRight: 'internal',
  getAmuletRules: 'internal',
  getAnsRules: 'internal',
  lookupTransferPreapprovalByParty: 'internal',
  lookupTransferCommandCounterByParty: 'internal',
  lookupTransferCommandStatus: 'internal',
  generateExternalPartyTopology: 'internal',
  submitExternalPartyTopology: 'internal',
  listExternalPartySetupProposals: 'internal',
  createExternalPartySetupProposal: 'internal',
  prepareAcceptExternalPartySetupProposal: 'internal',
  submitAcceptExternalPartySetupProposal: 'internal',
  getExternalPartyBalance: 'internal',
  prepareTransferPreapprovalSend: 'internal',
  submitTransferPreapprovalSend: 'internal',
  listTransferPreapprovals: 'internal',
  lookupValidatorTransferPreapprovalByParty: 'internal',
  cancelTransferPreapprovalByParty: 'internal',
  listUsers: 'internal',
  onboardUser: 'internal',
  offboardUser: 'internal',
  registerUser: 'internal',
  getValidatorUserInfo: 'internal',
  dumpParticipantIdentities: 'internal',
  getDecentralizedSynchronizerConnectionConfig: 'internal',
};

/** The operation table of the validator API: the columns above, as the validator client loads them. */
export const validatorOperationTable: OperationTable = {
  operations: validatorOperations,
  int64: validatorInt64,
  rounded: validatorRoundedInt64,
  toBigInt: validatorBigIntInt64,
  requestChecks: validatorRequestChecks,
  deprecatedFields: validatorDeprecatedFields,
  deprecations: validatorDeprecatedOperations,
  releases: validatorReleases,
  writes: validatorWrites,
  unstable: validatorUnstable,
};
