// Generated from specs/validator by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './validator.gen.ts';
import type { components as bigintComponents } from './validator.int64.gen.ts';
import type { Int64Mode } from '../runtime/int64-mode.ts';
import { oneKeyUnion, type OneKeyUnion } from '../runtime/one-key-union.ts';
import { variantUnion, type VariantUnion } from '../runtime/variant-union.ts';

/** One of four variants, told apart by `status`. */
export type GetTransferOfferStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetTransferOfferStatusResponse'] : components['schemas']['GetTransferOfferStatusResponse'];
/** Guards (`is`) and `match` of the status-variant union {@link GetTransferOfferStatusResponse}, told apart by `status`. */
export const GetTransferOfferStatusResponse: VariantUnion<GetTransferOfferStatusResponse, 'status', GetTransferOfferStatusResponse<'bigint'>> = /*#__PURE__*/ variantUnion('GetTransferOfferStatusResponse', 'status', ['created', 'accepted', 'completed', 'failed']);

/** One of three variants, told apart by `status`. */
export type GetBuyTrafficRequestStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetBuyTrafficRequestStatusResponse'] : components['schemas']['GetBuyTrafficRequestStatusResponse'];
/** Guards (`is`) and `match` of the status-variant union {@link GetBuyTrafficRequestStatusResponse}, told apart by `status`. */
export const GetBuyTrafficRequestStatusResponse: VariantUnion<GetBuyTrafficRequestStatusResponse, 'status', GetBuyTrafficRequestStatusResponse<'bigint'>> = /*#__PURE__*/ variantUnion('GetBuyTrafficRequestStatusResponse', 'status', ['created', 'completed', 'failed']);

/** One of two variants, told apart by the one member each has (`idle` or `payment`). */
export type SubscriptionState<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubscriptionState'] : components['schemas']['SubscriptionState'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link SubscriptionState}. */
export const SubscriptionState: OneKeyUnion<SubscriptionState, { readonly idle: 'direct'; readonly payment: 'direct' }, SubscriptionState<'bigint'>> = /*#__PURE__*/ oneKeyUnion('SubscriptionState', { idle: 'direct', payment: 'direct' });

/** An archived coupon, one of four variants told apart by `status`. */
export type ArchivedDevelopmentFundCoupon<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ArchivedDevelopmentFundCoupon'] : components['schemas']['ArchivedDevelopmentFundCoupon'];
/** Guards (`is`) and `match` of the status-variant union {@link ArchivedDevelopmentFundCoupon}, told apart by `status`. */
export const ArchivedDevelopmentFundCoupon: VariantUnion<ArchivedDevelopmentFundCoupon, 'status', ArchivedDevelopmentFundCoupon<'bigint'>> = /*#__PURE__*/ variantUnion('ArchivedDevelopmentFundCoupon', 'status', ['claimed', 'expired', 'rejected', 'withdrawn']);

/** One of three variants, told apart by `status`. */
export type TransferCommandContractStatus<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandContractStatus'] : components['schemas']['TransferCommandContractStatus'];
/** Guards (`is`) and `match` of the status-variant union {@link TransferCommandContractStatus}, told apart by `status`. */
export const TransferCommandContractStatus: VariantUnion<TransferCommandContractStatus, 'status', TransferCommandContractStatus<'bigint'>> = /*#__PURE__*/ variantUnion('TransferCommandContractStatus', 'status', ['created', 'sent', 'failed']);
