// Generated from specs/scan by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './scan.gen.ts';
import type { components as bigintComponents } from './scan.int64.gen.ts';
import type { Int64Mode } from '../runtime/int64-mode.ts';
import { oneKeyUnion, type OneKeyUnion } from '../runtime/one-key-union.ts';
import { variantUnion, type VariantUnion } from '../runtime/variant-union.ts';

/** One of three variants, told apart by `status`. */
export type GetRewardAccountingActivityTotalsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetRewardAccountingActivityTotalsResponse'] : components['schemas']['GetRewardAccountingActivityTotalsResponse'];
/** Guards (`is`) and `match` of the status-variant union {@link GetRewardAccountingActivityTotalsResponse}, told apart by `status`. */
export const GetRewardAccountingActivityTotalsResponse: VariantUnion<GetRewardAccountingActivityTotalsResponse, 'status', GetRewardAccountingActivityTotalsResponse<'bigint'>> = /*#__PURE__*/ variantUnion('GetRewardAccountingActivityTotalsResponse', 'status', ['Ok', 'Undetermined', 'CannotProvide']);

/** One of three variants, told apart by `status`. */
export type GetRewardAccountingRootHashResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetRewardAccountingRootHashResponse'] : components['schemas']['GetRewardAccountingRootHashResponse'];
/** Guards (`is`) and `match` of the status-variant union {@link GetRewardAccountingRootHashResponse}, told apart by `status`. */
export const GetRewardAccountingRootHashResponse: VariantUnion<GetRewardAccountingRootHashResponse, 'status', GetRewardAccountingRootHashResponse<'bigint'>> = /*#__PURE__*/ variantUnion('GetRewardAccountingRootHashResponse', 'status', ['Ok', 'Undetermined', 'CannotProvide']);

/** One of three variants, told apart by `status`. */
export type TransferCommandContractStatus<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferCommandContractStatus'] : components['schemas']['TransferCommandContractStatus'];
/** Guards (`is`) and `match` of the status-variant union {@link TransferCommandContractStatus}, told apart by `status`. */
export const TransferCommandContractStatus: VariantUnion<TransferCommandContractStatus, 'status', TransferCommandContractStatus<'bigint'>> = /*#__PURE__*/ variantUnion('TransferCommandContractStatus', 'status', ['created', 'sent', 'failed']);

/** The node's health, one of three one-key objects. */
export type NodeStatus<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['NodeStatus'] : components['schemas']['NodeStatus'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link NodeStatus}. */
export const NodeStatus: OneKeyUnion<NodeStatus, { readonly success: 'direct'; readonly not_initialized: 'direct'; readonly failed: 'direct' }, NodeStatus<'bigint'>> = /*#__PURE__*/ oneKeyUnion('NodeStatus', { success: 'direct', not_initialized: 'direct', failed: 'direct' });
