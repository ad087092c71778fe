// The types of the stable Scan and validator subpaths and their /internal twins (internal-surface.test.ts runs
// them): the stable clients (Scan's one server and BFT, the validator's) lack the methods of operations upstream
// makes no compatibility promise for, and their page iterators; the /internal ones, exported under the same
// names, have them.
import { describe, expectTypeOf, it } from 'vitest';
import * as stable from '@canton-openapi/client/scan';
import * as internal from '@canton-openapi/client/scan/internal';
import * as stableValidator from '@canton-openapi/client/validator';
import * as internalValidator from '@canton-openapi/client/validator/internal';

const baseUrl = 'http://scan.test/api/scan';

/** Every method of the validator's internal operations (upstream's `*-internal` files), by name: the list a new one joins. */
type ValidatorInternalNames =
  | 'getBalance'
  | 'userStatus'
  | 'featureSupport'
  | 'lookupFeaturedAppRight'
  | 'getAmuletRules'
  | 'getAnsRules'
  | 'lookupTransferPreapprovalByParty'
  | 'lookupTransferCommandCounterByParty'
  | 'lookupTransferCommandStatus'
  | 'generateExternalPartyTopology'
  | 'submitExternalPartyTopology'
  | 'listExternalPartySetupProposals'
  | 'createExternalPartySetupProposal'
  | 'prepareAcceptExternalPartySetupProposal'
  | 'submitAcceptExternalPartySetupProposal'
  | 'getExternalPartyBalance'
  | 'prepareTransferPreapprovalSend'
  | 'submitTransferPreapprovalSend'
  | 'listTransferPreapprovals'
  | 'lookupValidatorTransferPreapprovalByParty'
  | 'cancelTransferPreapprovalByParty'
  | 'listUsers'
  | 'onboardUser'
  | 'offboardUser'
  | 'registerUser'
  | 'getValidatorUserInfo'
  | 'dumpParticipantIdentities'
  | 'getDecentralizedSynchronizerConnectionConfig'
  | 'listTokenStandardTransfers'
  | 'createTokenStandardTransfer'
  | 'acceptTokenStandardTransfer'
  | 'rejectTokenStandardTransfer'
  | 'withdrawTokenStandardTransfer'
  | 'listAmulets'
  | 'tapDevNetFaucet'
  | 'selfGrantFeatureAppRight'
  | 'cancelFeaturedAppRights'
  | 'listTransactions'
  | 'iterateTransactions'
  | 'createTransferPreapproval'
  | 'transferPreapprovalSend'
  | 'rejectTransferOffer'
  | 'acceptTransferOffer'
  | 'withdrawTransferOffer'
  | 'listAcceptedTransferOffers'
  | 'createTokenStandardTransferV2'
  | 'acceptTokenStandardTransferV2'
  | 'rejectTokenStandardTransferV2'
  | 'withdrawTokenStandardTransferV2'
  | 'listAppPaymentRequests'
  | 'getAppPaymentRequest'
  | 'acceptAppPaymentRequest'
  | 'rejectAppPaymentRequest'
  | 'listAcceptedAppPayments'
  | 'listSubscriptionRequests'
  | 'getSubscriptionRequest'
  | 'cancelSubscriptionRequest'
  | 'acceptSubscriptionRequest'
  | 'rejectSubscriptionRequest'
  | 'listSubscriptionInitialPayments'
  | 'listSubscriptions'
  | 'listAppRewardCoupons'
  | 'listValidatorRewardCoupons'
  | 'listValidatorFaucetCoupons'
  | 'listValidatorLivenessActivityRecords'
  | 'listSvRewardCoupons'
  | 'listAmuletAllocations'
  | 'allocateAmulet'
  | 'allocateAmuletV2'
  | 'withdrawAmuletAllocation'
  | 'withdrawAmuletAllocationV2'
  | 'listAllocationRequests'
  | 'rejectAllocationRequest'
  | 'rejectAllocationRequestV2'
  | 'allocateDevelopmentFundCoupon'
  | 'listActiveDevelopmentFundCoupons'
  | 'listDevelopmentFundCouponHistory'
  | 'iterateDevelopmentFundCouponHistory'
  | 'withdrawDevelopmentFundCoupon'
  | 'listMintingDelegationProposals'
  | 'iterateMintingDelegationProposals'
  | 'acceptMintingDelegationProposal'
  | 'rejectMintingDelegationProposal'
  | 'listMintingDelegations'
  | 'iterateMintingDelegations'
  | 'rejectMintingDelegation';

describe('the types of the stable Scan subpath and its /internal twin', () => {
  it('one-server clients', () => {
    const s = stable.createScanClient({ baseUrl });
    const i = internal.createScanClient({ baseUrl });
    expectTypeOf(s).toHaveProperty('getHoldingsStateAtV2');
    expectTypeOf(s).not.toHaveProperty('listVoteRequestResults');
    expectTypeOf(s).not.toHaveProperty('iterateVoteRequestResults');
    expectTypeOf(s.withResponse).not.toHaveProperty('lookupFeaturedAppRight');
    expectTypeOf(i).toHaveProperty('iterateVoteRequestResults');
    expectTypeOf(i.withResponse).toHaveProperty('lookupFeaturedAppRight');
    expectTypeOf<stable.ScanInternalMethodName>().toEqualTypeOf<internal.ScanInternalMethodName>();
  });

  it('BFT clients, also narrowed to release lines', () => {
    const seedUrls = [baseUrl];
    expectTypeOf(stable.createBftScanClient({ seedUrls })).toHaveProperty('listDsoScans');
    expectTypeOf(stable.createBftScanClient({ seedUrls })).not.toHaveProperty('getRewardAccountingActivityTotals');
    expectTypeOf(internal.createBftScanClient({ seedUrls })).toHaveProperty('getRewardAccountingActivityTotals');
    expectTypeOf(internal.createBftScanClient({ seedUrls, targets: ['0.9'] })).toHaveProperty('lookupFeaturedAppRightByContractId');
    expectTypeOf<internal.BftScanClient>().toHaveProperty('iterateVoteRequestResults');
    expectTypeOf<stable.BftScanClient>().not.toHaveProperty('iterateVoteRequestResults');
  });

  it('validator clients: the scan-proxy reads Scan keeps internal are on /internal only', () => {
    const validatorUrl = 'http://validator.test/api/validator';
    const s = stableValidator.createValidatorClient({ baseUrl: validatorUrl });
    const i = internalValidator.createValidatorClient({ baseUrl: validatorUrl });
    expectTypeOf(s).toHaveProperty('getDsoPartyId');
    expectTypeOf(s).toHaveProperty('getTransferOfferStatus');
    expectTypeOf(s).not.toHaveProperty('lookupFeaturedAppRight');
    expectTypeOf(s).not.toHaveProperty('lookupTransferCommandStatus');
    expectTypeOf(s.withResponse).not.toHaveProperty('getAnsRules');
    expectTypeOf(i).toHaveProperty('getDsoPartyId');
    expectTypeOf(i).toHaveProperty('lookupFeaturedAppRight');
    expectTypeOf(i.withResponse).toHaveProperty('getAmuletRules');
    // The operator's administration (upstream's validator-internal.yaml) is internal; the common probes are not.
    expectTypeOf(s).not.toHaveProperty('generateExternalPartyTopology');
    expectTypeOf(i).toHaveProperty('submitAcceptExternalPartySetupProposal');
    // The wallet's own reads (upstream's wallet-internal.yaml) are internal.
    expectTypeOf(s).not.toHaveProperty('getBalance');
    expectTypeOf(i).toHaveProperty('userStatus');
    // So are the app payments, subscriptions and reward lists of the same file.
    expectTypeOf(s).not.toHaveProperty('acceptAppPaymentRequest');
    expectTypeOf(i).toHaveProperty('listSubscriptions');
    expectTypeOf(s).toHaveProperty('getReadiness');
    expectTypeOf(i).toHaveProperty('getLiveness');
    expectTypeOf<stableValidator.ValidatorInternalMethodName>().toEqualTypeOf<internalValidator.ValidatorInternalMethodName>();
    expectTypeOf<stableValidator.ValidatorInternalMethodName>().toEqualTypeOf<ValidatorInternalNames>();
  });
});
