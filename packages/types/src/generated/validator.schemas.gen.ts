// Generated from specs/validator by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './validator.gen.ts';
import type { components as bigintComponents } from './validator.int64.gen.ts';
import type { Int64Mode } from '../runtime/int64-mode.ts';

/** A failure with a human-readable message. */
export type ErrorResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ErrorResponse'] : components['schemas']['ErrorResponse'];

/** The offer exists and waits for the receiver. */
export type TransferOfferCreatedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferOfferCreatedResponse'] : components['schemas']['TransferOfferCreatedResponse'];

/** The receiver accepted; wallet automation delivers the amount. */
export type TransferOfferAcceptedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferOfferAcceptedResponse'] : components['schemas']['TransferOfferAcceptedResponse'];

/** The amount was delivered to the receiver. */
export type TransferOfferCompletedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferOfferCompletedResponse'] : components['schemas']['TransferOfferCompletedResponse'];

/** Failed for good; nothing was transferred. */
export type TransferOfferFailedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferOfferFailedResponse'] : components['schemas']['TransferOfferFailedResponse'];

/** An offer of Amulet to another party, with the tracking id that makes its creation happen at most once. */
export type CreateTransferOfferRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateTransferOfferRequest'] : components['schemas']['CreateTransferOfferRequest'];

/** The created offer. */
export type CreateTransferOfferResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateTransferOfferResponse'] : components['schemas']['CreateTransferOfferResponse'];

/** The open transfer offers the wallet party sent or was sent. */
export type ListTransferOffersResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListTransferOffersResponse'] : components['schemas']['ListTransferOffersResponse'];

/** A request to buy traffic for a validator, with the tracking id that makes its creation happen at most once. */
export type CreateBuyTrafficRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateBuyTrafficRequest'] : components['schemas']['CreateBuyTrafficRequest'];

/** The created request. */
export type CreateBuyTrafficRequestResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateBuyTrafficRequestResponse'] : components['schemas']['CreateBuyTrafficRequestResponse'];

/** The request waits for the wallet automation. */
export type BuyTrafficRequestCreatedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['BuyTrafficRequestCreatedResponse'] : components['schemas']['BuyTrafficRequestCreatedResponse'];

/** The traffic was bought. */
export type BuyTrafficRequestCompletedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['BuyTrafficRequestCompletedResponse'] : components['schemas']['BuyTrafficRequestCompletedResponse'];

/** Failed for good; nothing was bought. */
export type BuyTrafficRequestFailedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['BuyTrafficRequestFailedResponse'] : components['schemas']['BuyTrafficRequestFailedResponse'];

/**
 * The entry to ask for. The validator checks none of the fields; the DSO's automation does, when it
 * collects the first payment, and rejects that payment if one is not valid.
 */
export type CreateAnsEntryRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateAnsEntryRequest'] : components['schemas']['CreateAnsEntryRequest'];

/**
 * The subscription request the user accepts in their wallet, with its first payment, for the entry to be
 * created; and the entry's context contract. The fields of the request come back as sent.
 */
export type CreateAnsEntryResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateAnsEntryResponse'] : components['schemas']['CreateAnsEntryResponse'];

/** The wallet party's running entries. */
export type ListAnsEntriesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListAnsEntriesResponse'] : components['schemas']['ListAnsEntriesResponse'];

/** An entry and the terms of the subscription that pays for it, each written as a string. */
export type AnsEntryResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AnsEntryResponse'] : components['schemas']['AnsEntryResponse'];

export type ListEntriesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListEntriesResponse'] : components['schemas']['ListEntriesResponse'];

export type LookupEntryByPartyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupEntryByPartyResponse'] : components['schemas']['LookupEntryByPartyResponse'];

export type LookupEntryByNameResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupEntryByNameResponse'] : components['schemas']['LookupEntryByNameResponse'];

/** A name-service entry. */
export type AnsEntry<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AnsEntry'] : components['schemas']['AnsEntry'];

/**
 * The wallet party's Amulet and LockedAmulet holdings as its wallet store sees them, with the holding fees
 * its Amulets accrued up to the latest open mining round (`round`). Amounts are Daml `Numeric 10` decimals.
 */
export type GetBalanceResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetBalanceResponse'] : components['schemas']['GetBalanceResponse'];

/**
 * Whether the token's user has a wallet on this validator. A user without one is answered too, with
 * `party_id` empty and every flag false.
 */
export type UserStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UserStatusResponse'] : components['schemas']['UserStatusResponse'];

/** The wallet features the DSO's vetted Daml packages support now. */
export type WalletFeatureSupportResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WalletFeatureSupportResponse'] : components['schemas']['WalletFeatureSupportResponse'];

/** A party id, `<hint>::<fingerprint>`. */
export type PartyId<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartyId'] : components['schemas']['PartyId'];

/**
 * A decimal as a string, to keep every digit, printed by Java's `BigDecimal.toString`: plain
 * (`15320.5000000000`) or in exponent notation (`0E-10`). `Number(value)` reads both forms.
 */
export type Decimal<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Decimal'] : components['schemas']['Decimal'];

/** An active contract. */
export type Contract<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Contract'] : components['schemas']['Contract'];

/**
 * The open Token Standard transfers (Amulet transfer instructions) the wallet party sent or was sent; v1
 * and v2 instructions are told apart by `template_id`.
 */
export type ListTokenStandardTransfersResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListTokenStandardTransfersResponse'] : components['schemas']['ListTokenStandardTransfersResponse'];

/** A Token Standard transfer of Amulet to another party, with the tracking id that deduplicates its creation. */
export type CreateTokenStandardTransferRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateTokenStandardTransferRequest'] : components['schemas']['CreateTokenStandardTransferRequest'];

/** What the transfer instruction's choice produced. */
export type TransferInstructionResultResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferInstructionResultResponse'] : components['schemas']['TransferInstructionResultResponse'];

/**
 * `transfer_instruction_cid`: the transfer waits (for the receiver, or more steps). `receiver_holding_cids`:
 * it completed. An object with neither: it failed (the amount went back to the sender).
 */
export type TransferInstructionResultOutput<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferInstructionResultOutput'] : components['schemas']['TransferInstructionResultOutput'];

export type TransferInstructionPending<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferInstructionPending'] : components['schemas']['TransferInstructionPending'];

export type TransferInstructionCompleted<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferInstructionCompleted'] : components['schemas']['TransferInstructionCompleted'];

/** A failed transfer; upstream's schema carries an unused optional `dummy` object. */
export type TransferInstructionFailed<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferInstructionFailed'] : components['schemas']['TransferInstructionFailed'];

/** The wallet party's unlocked and locked Amulet contracts, each with its holding fee up to the latest open round. */
export type ListAmuletsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListAmuletsResponse'] : components['schemas']['ListAmuletsResponse'];

/** One Amulet or LockedAmulet contract and what it is worth at `round`. */
export type AmuletPosition<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AmuletPosition'] : components['schemas']['AmuletPosition'];

/** How much to mint from the DevNet faucet, and the id that deduplicates the mint. */
export type TapRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TapRequest'] : components['schemas']['TapRequest'];

/** The minted Amulet. */
export type TapResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TapResponse'] : components['schemas']['TapResponse'];

/** The featured-app right created. */
export type SelfGrantFeaturedAppRightResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SelfGrantFeaturedAppRightResponse'] : components['schemas']['SelfGrantFeaturedAppRightResponse'];

/** A page of the wallet's history, newest first, after the entry `begin_after_id` names. */
export type ListTransactionsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListTransactionsRequest'] : components['schemas']['ListTransactionsRequest'];

/** The page's entries, newest first; a page without entries ends the history. */
export type ListTransactionsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListTransactionsResponse'] : components['schemas']['ListTransactionsResponse'];

/**
 * One entry of the wallet's history, one of four variants told apart by `transaction_type` (each branch
 * pins it with a `const`, so exactly one matches; `anyOf` because the contract model's status variants are
 * discriminated by `status`).
 */
export type WalletTransaction<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WalletTransaction'] : components['schemas']['WalletTransaction'];

/** Amulet moved from a sender to receivers (a transfer, a Token Standard transfer step, a payment, …). */
export type WalletTransferTransaction<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WalletTransferTransaction'] : components['schemas']['WalletTransferTransaction'];

/** The wallet party's balance changed without a transfer (a tap, a mint, a lock's expiry, …). */
export type WalletBalanceChangeTransaction<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WalletBalanceChangeTransaction'] : components['schemas']['WalletBalanceChangeTransaction'];

/** Something happened to the wallet party that moved no Amulet (an offer rejected, a subscription ended, …). */
export type WalletNotificationTransaction<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WalletNotificationTransaction'] : components['schemas']['WalletNotificationTransaction'];

/**
 * A transaction the wallet could not classify. Its `transaction_subtype` is `{template_id: "unknown",
 * choice: "unknown"}` and its `date` is when the validator answered, not when the transaction happened.
 */
export type WalletUnknownTransaction<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WalletUnknownTransaction'] : components['schemas']['WalletUnknownTransaction'];

/** The template and choice the entry was read from. */
export type WalletTransactionSubtype<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WalletTransactionSubtype'] : components['schemas']['WalletTransactionSubtype'];

export type PartyAndAmount<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartyAndAmount'] : components['schemas']['PartyAndAmount'];

/** The wallet party's `TransferPreapproval` contract, new (200) or the one it already had (409). */
export type CreateTransferPreapprovalResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateTransferPreapprovalResponse'] : components['schemas']['CreateTransferPreapprovalResponse'];

/** A direct transfer to a party that pre-approved incoming transfers, with the id that deduplicates it. */
export type TransferPreapprovalSendRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferPreapprovalSendRequest'] : components['schemas']['TransferPreapprovalSendRequest'];

/** The accepted offer, which the sender's wallet automation completes. */
export type AcceptTransferOfferResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcceptTransferOfferResponse'] : components['schemas']['AcceptTransferOfferResponse'];

/** The accepted offers the wallet party sees (sent or received) that the sender's wallet has not completed yet. */
export type ListAcceptedTransferOffersResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListAcceptedTransferOffersResponse'] : components['schemas']['ListAcceptedTransferOffersResponse'];

/** The wallet party's active `AppPaymentRequest` contracts, at most 1000. */
export type ListAppPaymentRequestsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListAppPaymentRequestsResponse'] : components['schemas']['ListAppPaymentRequestsResponse'];

/** The payment made for the request. */
export type AcceptAppPaymentRequestResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcceptAppPaymentRequestResponse'] : components['schemas']['AcceptAppPaymentRequestResponse'];

/** The wallet party's active `AcceptedAppPayment` contracts (paid, not yet collected), at most 1000. */
export type ListAcceptedAppPaymentsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListAcceptedAppPaymentsResponse'] : components['schemas']['ListAcceptedAppPaymentsResponse'];

/** The wallet party's active `SubscriptionRequest` contracts, at most 1000. */
export type ListSubscriptionRequestsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListSubscriptionRequestsResponse'] : components['schemas']['ListSubscriptionRequestsResponse'];

/** The wallet party's active `SubscriptionInitialPayment` contracts (accepted, not yet collected), at most 1000. */
export type ListSubscriptionInitialPaymentsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListSubscriptionInitialPaymentsResponse'] : components['schemas']['ListSubscriptionInitialPaymentsResponse'];

/** The wallet party's running subscriptions, each with its state, at most 1000. */
export type ListSubscriptionsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListSubscriptionsResponse'] : components['schemas']['ListSubscriptionsResponse'];

/** A `Subscription` contract and the contract of the state it is in. */
export type Subscription<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Subscription'] : components['schemas']['Subscription'];

/** Waiting for the next payment, due at the payload's `nextPaymentDueAt`. */
export type SubscriptionIdleState<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubscriptionIdleState'] : components['schemas']['SubscriptionIdleState'];

/** A payment is made and waits for the receiver to collect it. */
export type SubscriptionPaymentState<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubscriptionPaymentState'] : components['schemas']['SubscriptionPaymentState'];

/** The first payment made on accepting the request. */
export type AcceptSubscriptionRequestResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcceptSubscriptionRequestResponse'] : components['schemas']['AcceptSubscriptionRequestResponse'];

/** The `AppRewardCoupon` contracts in the wallet's store, at most 1000. */
export type ListAppRewardCouponsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListAppRewardCouponsResponse'] : components['schemas']['ListAppRewardCouponsResponse'];

/**
 * The `ValidatorRewardCoupon` contracts the wallet party may collect as validator of its users, at most
 * 1000.
 */
export type ListValidatorRewardCouponsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListValidatorRewardCouponsResponse'] : components['schemas']['ListValidatorRewardCouponsResponse'];

/** The `ValidatorFaucetCoupon` contracts in the wallet's store, at most 1000. */
export type ListValidatorFaucetCouponsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListValidatorFaucetCouponsResponse'] : components['schemas']['ListValidatorFaucetCouponsResponse'];

/** The `ValidatorLivenessActivityRecord` contracts in the wallet's store, at most 1000. */
export type ListValidatorLivenessActivityRecordsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListValidatorLivenessActivityRecordsResponse'] : components['schemas']['ListValidatorLivenessActivityRecordsResponse'];

/** The `SvRewardCoupon` contracts in the wallet's store, at most 1000. */
export type ListSvRewardCouponsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListSvRewardCouponsResponse'] : components['schemas']['ListSvRewardCouponsResponse'];

/**
 * The active Amulet allocations (Token Standard v1 `AmuletAllocation` and v2 `AmuletAllocationV2`)
 * the wallet party sees, oldest first; told apart by `template_id`.
 */
export type ListAllocationsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListAllocationsResponse'] : components['schemas']['ListAllocationsResponse'];

/** An Amulet allocation contract, v1 or v2 (its `template_id` says which). */
export type AmuletAllocation<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AmuletAllocation'] : components['schemas']['AmuletAllocation'];

/**
 * The active contracts implementing the Token Standard `AllocationRequest` interface (v1 or v2) the
 * wallet party sees, oldest first; a contract implementing both is listed once, with the v2 view.
 */
export type ListAllocationRequestsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListAllocationRequestsResponse'] : components['schemas']['ListAllocationRequestsResponse'];

/**
 * An allocation request as the interface view: `template_id` names the v1 or v2 `AllocationRequest`
 * interface, `payload` is the view.
 */
export type AllocationRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocationRequest'] : components['schemas']['AllocationRequest'];

/**
 * A Token Standard v1 allocation of Amulet from the wallet party for one transfer leg of a settlement.
 * The instrument is Amulet of the wallet's DSO party.
 */
export type AllocateAmuletRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocateAmuletRequest'] : components['schemas']['AllocateAmuletRequest'];

/** The v1 settlement the allocation is for; times are microseconds since the Unix epoch (Daml `Time`). */
export type AllocationSettlementV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocationSettlementV1'] : components['schemas']['AllocationSettlementV1'];

/** The settlement's reference; with the leg id (v0) or the executors (v2), the command id. */
export type SettlementReference<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SettlementReference'] : components['schemas']['SettlementReference'];

/**
 * A Token Standard v2 allocation of Amulet by the wallet party (its basic account) for its sides of
 * the settlement's transfer legs.
 */
export type AllocateAmuletV2Request<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocateAmuletV2Request'] : components['schemas']['AllocateAmuletV2Request'];

/** The wallet party's side of one transfer leg, and the party on the other side. */
export type TransferLegSide<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferLegSide'] : components['schemas']['TransferLegSide'];

/** Token Standard metadata, key to value. */
export type TokenMetadata<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TokenMetadata'] : components['schemas']['TokenMetadata'];

/**
 * What the allocation instruction produced (v1 and v2 alike). `sender_change_cids` are the wallet
 * party's change holdings (in v2, those of the Amulet instrument).
 */
export type AllocateAmuletResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocateAmuletResponse'] : components['schemas']['AllocateAmuletResponse'];

/**
 * `allocation_cid`: the allocation exists. `allocation_instruction_cid`: it waits for more steps. An
 * object with neither: it failed.
 */
export type AllocationInstructionResultOutput<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocationInstructionResultOutput'] : components['schemas']['AllocationInstructionResultOutput'];

export type AllocationInstructionResultPending<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocationInstructionResultPending'] : components['schemas']['AllocationInstructionResultPending'];

export type AllocationInstructionResultCompleted<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocationInstructionResultCompleted'] : components['schemas']['AllocationInstructionResultCompleted'];

/** A failed allocation; upstream's schema carries an unused optional `dummy` object. */
export type AllocationInstructionResultFailed<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocationInstructionResultFailed'] : components['schemas']['AllocationInstructionResultFailed'];

/** What withdrawing a v1 allocation produced. */
export type AmuletAllocationWithdrawResult<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AmuletAllocationWithdrawResult'] : components['schemas']['AmuletAllocationWithdrawResult'];

/** What withdrawing an allocation through the v2 interface produced. */
export type AmuletAllocationV2WithdrawResult<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AmuletAllocationV2WithdrawResult'] : components['schemas']['AmuletAllocationV2WithdrawResult'];

/** The metadata of the exercised choice. */
export type ChoiceExecutionMetadata<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ChoiceExecutionMetadata'] : components['schemas']['ChoiceExecutionMetadata'];

/** An active contract and the synchronizer it is assigned to. */
export type ContractWithState<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ContractWithState'] : components['schemas']['ContractWithState'];

/**
 * Scan's wrapper for a contract the caller may already hold. The validator's scan-proxy always sends the
 * contract (it ignores the caller's cache), so `contract` is set in its answers; `domain_id` is the
 * contract's synchronizer, `null` while it is being reassigned.
 */
export type MaybeCachedContractWithState<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['MaybeCachedContractWithState'] : components['schemas']['MaybeCachedContractWithState'];

export type GetDsoPartyIdResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetDsoPartyIdResponse'] : components['schemas']['GetDsoPartyIdResponse'];

export type GetDsoInfoResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetDsoInfoResponse'] : components['schemas']['GetDsoInfoResponse'];

export type GetOpenAndIssuingMiningRoundsProxyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetOpenAndIssuingMiningRoundsProxyResponse'] : components['schemas']['GetOpenAndIssuingMiningRoundsProxyResponse'];

export type HoldingsSummaryRequestV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryRequestV1'] : components['schemas']['HoldingsSummaryRequestV1'];

export type HoldingsSummaryRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryRequest'] : components['schemas']['HoldingsSummaryRequest'];

export type HoldingsSummaryResponseV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryResponseV1'] : components['schemas']['HoldingsSummaryResponseV1'];

/** The Amulet totals of one owner, at the amounts the holdings were created with (no holding fee deducted). */
export type HoldingsSummaryV1<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryV1'] : components['schemas']['HoldingsSummaryV1'];

export type HoldingsSummaryResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummaryResponse'] : components['schemas']['HoldingsSummaryResponse'];

/** The Amulet totals of one owner, with the holding fees accrued by `computed_as_of_round`. */
export type HoldingsSummary<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HoldingsSummary'] : components['schemas']['HoldingsSummary'];

export type ListUnclaimedDevelopmentFundCouponsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListUnclaimedDevelopmentFundCouponsResponse'] : components['schemas']['ListUnclaimedDevelopmentFundCouponsResponse'];

/** A coupon the fund manager assigns to a beneficiary, minted from the unclaimed development fund. */
export type AllocateDevelopmentFundCouponRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocateDevelopmentFundCouponRequest'] : components['schemas']['AllocateDevelopmentFundCouponRequest'];

/** The new coupon, and the unclaimed coupon holding what was left of those it was minted from. */
export type AllocateDevelopmentFundCouponResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocateDevelopmentFundCouponResponse'] : components['schemas']['AllocateDevelopmentFundCouponResponse'];

/** The active coupons, soonest expiry first, at most 1000. */
export type ListActiveDevelopmentFundCouponsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListActiveDevelopmentFundCouponsResponse'] : components['schemas']['ListActiveDevelopmentFundCouponsResponse'];

/** One page of the wallet's archived coupons, the most recently archived first. */
export type ListDevelopmentFundCouponHistoryResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListDevelopmentFundCouponHistoryResponse'] : components['schemas']['ListDevelopmentFundCouponHistoryResponse'];

/** The beneficiary minted the coupon's amount. */
export type ClaimedDevelopmentFundCoupon<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ClaimedDevelopmentFundCoupon'] : components['schemas']['ClaimedDevelopmentFundCoupon'];

/** The DSO expired the coupon after `expiresAt`; its amount went back to the fund. */
export type ExpiredDevelopmentFundCoupon<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExpiredDevelopmentFundCoupon'] : components['schemas']['ExpiredDevelopmentFundCoupon'];

/** The beneficiary rejected the coupon; its amount went back to the fund. */
export type RejectedDevelopmentFundCoupon<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RejectedDevelopmentFundCoupon'] : components['schemas']['RejectedDevelopmentFundCoupon'];

/** The fund manager withdrew the coupon; its amount went back to the fund. */
export type WithdrawnDevelopmentFundCoupon<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WithdrawnDevelopmentFundCoupon'] : components['schemas']['WithdrawnDevelopmentFundCoupon'];

/** Why the fund manager withdraws the coupon. */
export type WithdrawDevelopmentFundCouponRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WithdrawDevelopmentFundCouponRequest'] : components['schemas']['WithdrawDevelopmentFundCouponRequest'];

/** The unclaimed coupon the withdrawn amount went back to. */
export type WithdrawDevelopmentFundCouponResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WithdrawDevelopmentFundCouponResponse'] : components['schemas']['WithdrawDevelopmentFundCouponResponse'];

/** One page of the proposals whose delegate is the wallet party, oldest first. */
export type ListMintingDelegationProposalsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListMintingDelegationProposalsResponse'] : components['schemas']['ListMintingDelegationProposalsResponse'];

export type MintingDelegationProposalWithStatus<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['MintingDelegationProposalWithStatus'] : components['schemas']['MintingDelegationProposalWithStatus'];

export type AcceptMintingDelegationProposalResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AcceptMintingDelegationProposalResponse'] : components['schemas']['AcceptMintingDelegationProposalResponse'];

/** One page of the delegations whose delegate is the wallet party, oldest first. */
export type ListMintingDelegationsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListMintingDelegationsResponse'] : components['schemas']['ListMintingDelegationsResponse'];

export type MintingDelegationWithStatus<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['MintingDelegationWithStatus'] : components['schemas']['MintingDelegationWithStatus'];

export type LookupFeaturedAppRightResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupFeaturedAppRightResponse'] : components['schemas']['LookupFeaturedAppRightResponse'];

/**
 * The proxy's own shape: the AmuletRules contract always in full with its synchronizer, not Scan's
 * `amulet_rules_update` that leaves the contract out when the caller's copy is current.
 */
export type GetAmuletRulesProxyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAmuletRulesProxyResponse'] : components['schemas']['GetAmuletRulesProxyResponse'];

/**
 * Scan's request shape. The validator decodes it and then ignores it: it answers the AnsRules in full
 * whatever the body names. `{}` will do.
 */
export type GetAnsRulesRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAnsRulesRequest'] : components['schemas']['GetAnsRulesRequest'];

export type GetAnsRulesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAnsRulesResponse'] : components['schemas']['GetAnsRulesResponse'];

export type LookupTransferPreapprovalByPartyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupTransferPreapprovalByPartyResponse'] : components['schemas']['LookupTransferPreapprovalByPartyResponse'];

export type LookupTransferCommandCounterByPartyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupTransferCommandCounterByPartyResponse'] : components['schemas']['LookupTransferCommandCounterByPartyResponse'];

export type LookupTransferCommandStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupTransferCommandStatusResponse'] : components['schemas']['LookupTransferCommandStatusResponse'];

export type TransferCommandContractWithStatus<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandContractWithStatus'] : components['schemas']['TransferCommandContractWithStatus'];

/** Created; the DSO's automation has not completed it yet. */
export type TransferCommandCreated<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandCreated'] : components['schemas']['TransferCommandCreated'];

/** Completed; the receiver has the amount. */
export type TransferCommandSent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandSent'] : components['schemas']['TransferCommandSent'];

/** Failed for good; nothing was transferred, and the sender may create a new TransferCommand. */
export type TransferCommandFailed<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandFailed'] : components['schemas']['TransferCommandFailed'];

/**
 * A raw Ed25519 public key, 32 bytes, hex-encoded (64 hex digits, either case). The validator reads it as
 * pairs of hex digits (an odd length or another character is `400` "Could not decode public key …
 * as a hex string") and hands the bytes to Canton as a raw Ed25519 signing key (`400` "Failed to decode
 * public key: …" when Canton refuses them).
 */
export type Ed25519PublicKeyHex<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Ed25519PublicKeyHex'] : components['schemas']['Ed25519PublicKeyHex'];

/**
 * An Ed25519 signature, 64 bytes, hex-encoded as `r` followed by `s` (128 hex digits, either case). The
 * validator checks only that it is hex; whether it verifies is decided by the participant.
 */
export type Ed25519SignatureHex<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Ed25519SignatureHex'] : components['schemas']['Ed25519SignatureHex'];

/** One topology transaction to sign, with the hash to sign. */
export type TopologyTx<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TopologyTx'] : components['schemas']['TopologyTx'];

export type GenerateExternalPartyTopologyRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GenerateExternalPartyTopologyRequest'] : components['schemas']['GenerateExternalPartyTopologyRequest'];

export type GenerateExternalPartyTopologyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GenerateExternalPartyTopologyResponse'] : components['schemas']['GenerateExternalPartyTopologyResponse'];

export type SignedTopologyTx<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SignedTopologyTx'] : components['schemas']['SignedTopologyTx'];

export type SubmitExternalPartyTopologyRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitExternalPartyTopologyRequest'] : components['schemas']['SubmitExternalPartyTopologyRequest'];

export type SubmitExternalPartyTopologyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitExternalPartyTopologyResponse'] : components['schemas']['SubmitExternalPartyTopologyResponse'];

export type CreateExternalPartySetupProposalRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateExternalPartySetupProposalRequest'] : components['schemas']['CreateExternalPartySetupProposalRequest'];

export type CreateExternalPartySetupProposalResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateExternalPartySetupProposalResponse'] : components['schemas']['CreateExternalPartySetupProposalResponse'];

export type ListExternalPartySetupProposalsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListExternalPartySetupProposalsResponse'] : components['schemas']['ListExternalPartySetupProposalsResponse'];

export type PrepareAcceptExternalPartySetupProposalRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PrepareAcceptExternalPartySetupProposalRequest'] : components['schemas']['PrepareAcceptExternalPartySetupProposalRequest'];

/**
 * A Ledger API `PreparedTransaction` (`com.daml.ledger.api.v2.interactive.PreparedTransaction`,
 * `interactive_submission_data.proto`) in protobuf bytes, base64 with padding.
 */
export type PreparedTransactionBase64<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PreparedTransactionBase64'] : components['schemas']['PreparedTransactionBase64'];

export type PrepareAcceptExternalPartySetupProposalResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PrepareAcceptExternalPartySetupProposalResponse'] : components['schemas']['PrepareAcceptExternalPartySetupProposalResponse'];

export type ExternalPartySubmission<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExternalPartySubmission'] : components['schemas']['ExternalPartySubmission'];

export type SubmitAcceptExternalPartySetupProposalRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitAcceptExternalPartySetupProposalRequest'] : components['schemas']['SubmitAcceptExternalPartySetupProposalRequest'];

export type SubmitAcceptExternalPartySetupProposalResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitAcceptExternalPartySetupProposalResponse'] : components['schemas']['SubmitAcceptExternalPartySetupProposalResponse'];

/**
 * The party's amulet holdings as its wallet on this validator sees them, with holding fees accrued up to
 * the earliest open round (`computed_as_of_round`). Amounts are Daml `Numeric 10` decimals.
 */
export type ExternalPartyBalanceResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExternalPartyBalanceResponse'] : components['schemas']['ExternalPartyBalanceResponse'];

export type ListTransferPreapprovalsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListTransferPreapprovalsResponse'] : components['schemas']['ListTransferPreapprovalsResponse'];

export type GetValidatorUserInfoResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetValidatorUserInfoResponse'] : components['schemas']['GetValidatorUserInfoResponse'];

/** Read and ignored; the user to onboard is the token's. */
export type RegistrationRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RegistrationRequest'] : components['schemas']['RegistrationRequest'];

export type RegistrationResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RegistrationResponse'] : components['schemas']['RegistrationResponse'];

export type OnboardUserRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['OnboardUserRequest'] : components['schemas']['OnboardUserRequest'];

export type OnboardUserResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['OnboardUserResponse'] : components['schemas']['OnboardUserResponse'];

export type ListUsersResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListUsersResponse'] : components['schemas']['ListUsersResponse'];

/** The participant's id, its keys and its authorized topology store, as a backup. */
export type NodeIdentitiesDump<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['NodeIdentitiesDump'] : components['schemas']['NodeIdentitiesDump'];

/** A key of the node, either its key pair or, for keys held in a KMS, the KMS's id of it. */
export type NodeKey<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['NodeKey'] : components['schemas']['NodeKey'];

export type KeyPair<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['KeyPair'] : components['schemas']['KeyPair'];

export type KmsKeyId<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['KmsKeyId'] : components['schemas']['KmsKeyId'];

export type GetDecentralizedSynchronizerConnectionConfigResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetDecentralizedSynchronizerConnectionConfigResponse'] : components['schemas']['GetDecentralizedSynchronizerConnectionConfigResponse'];

export type SequencerConnections<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SequencerConnections'] : components['schemas']['SequencerConnections'];

export type SequencerAliasToConnections<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SequencerAliasToConnections'] : components['schemas']['SequencerAliasToConnections'];

export type SequencerSubmissionRequestAmplification<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SequencerSubmissionRequestAmplification'] : components['schemas']['SequencerSubmissionRequestAmplification'];

export type PrepareTransferPreapprovalSendRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PrepareTransferPreapprovalSendRequest'] : components['schemas']['PrepareTransferPreapprovalSendRequest'];

export type PrepareTransferPreapprovalSendResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PrepareTransferPreapprovalSendResponse'] : components['schemas']['PrepareTransferPreapprovalSendResponse'];

export type SubmitTransferPreapprovalSendRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitTransferPreapprovalSendRequest'] : components['schemas']['SubmitTransferPreapprovalSendRequest'];

export type SubmitTransferPreapprovalSendResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitTransferPreapprovalSendResponse'] : components['schemas']['SubmitTransferPreapprovalSendResponse'];
