// Status-variant unions narrow on their literal `status`, and a status outside the closed set is a
// compile error, both in the named types and in the response bodies of `paths`.
import { assertType, describe, expectTypeOf, test } from 'vitest';
import { GetRewardAccountingActivityTotalsResponse, type RewardAccountingActivityTotalsOk, type paths as scanPaths } from '@canton-openapi/types/scan';
import {
  GetTransferOfferStatusResponse,
  type paths,
  type TransferOfferCompletedResponse,
  type TransferOfferFailedResponse,
} from '@canton-openapi/types/validator';

declare const offer: GetTransferOfferStatusResponse;
declare const totals: GetRewardAccountingActivityTotalsResponse;

describe('transfer-offer status', () => {
  test("status === 'completed' narrows to the variant with contract_id", () => {
    if (offer.status === 'completed') {
      expectTypeOf(offer).toEqualTypeOf<TransferOfferCompletedResponse>();
      expectTypeOf(offer.contract_id).toEqualTypeOf<string>();
    }
  });

  test("status === 'failed' gives the closed failure_kind and a reason that may be null", () => {
    if (offer.status === 'failed') {
      expectTypeOf(offer.failure_kind).toEqualTypeOf<'expired' | 'rejected' | 'withdrawn'>();
      expectTypeOf(offer.withdrawn_reason).toEqualTypeOf<string | null | undefined>();
    }
  });

  test('a status outside the closed set does not compile', () => {
    expectTypeOf(offer.status).toEqualTypeOf<'created' | 'accepted' | 'completed' | 'failed'>();
    // @ts-expect-error 'cancelled' is not a transfer-offer status
    assertType<boolean>(offer.status === 'cancelled');
    // @ts-expect-error 'Completed' differs in case
    assertType<boolean>(offer.status === 'Completed');
  });

  test('the 200 body of getTransferOfferStatus is the same union', () => {
    type Body = paths['/v0/wallet/transfer-offers/{tracking_id}/status']['post']['responses'][200]['content']['application/json'];
    expectTypeOf<Body>().toEqualTypeOf<GetTransferOfferStatusResponse>();
  });

  test('variants are exclusive: fields of another variant do not compile', () => {
    assertType<GetTransferOfferStatusResponse>({ status: 'failed', failure_kind: 'expired' });
    // @ts-expect-error a failed offer has no contract_id
    assertType<GetTransferOfferStatusResponse>({ status: 'failed', failure_kind: 'expired', contract_id: 'c' });
    // @ts-expect-error a created offer needs its contract_id
    assertType<GetTransferOfferStatusResponse>({ status: 'created', transaction_id: 't' });
    // @ts-expect-error failure_kind is closed
    assertType<TransferOfferFailedResponse>({ status: 'failed', failure_kind: 'lost' });
  });

  test('guards and match narrow per variant', () => {
    if (GetTransferOfferStatusResponse.is.failed(offer)) expectTypeOf(offer).toEqualTypeOf<TransferOfferFailedResponse>();
    const text = GetTransferOfferStatusResponse.match(offer, {
      created: (o) => o.contract_id,
      accepted: (o) => o.contract_id,
      completed: (o) => o.transaction_id,
      failed: (o) => o.failure_kind,
    });
    expectTypeOf(text).toEqualTypeOf<string>();
  });

  test('match needs a handler per variant, and no other', () => {
    // @ts-expect-error the failed handler is missing
    GetTransferOfferStatusResponse.match(offer, { created: () => 1, accepted: () => 2, completed: () => 3 });
    // @ts-expect-error cancelled is not a variant
    GetTransferOfferStatusResponse.match(offer, { created: () => 1, accepted: () => 2, completed: () => 3, failed: () => 4, cancelled: () => 5 });
  });
});

describe('reward-accounting activity totals', () => {
  test("status === 'Ok' narrows to the totals", () => {
    if (totals.status === 'Ok') {
      expectTypeOf(totals).toEqualTypeOf<RewardAccountingActivityTotalsOk>();
      expectTypeOf(totals.total_app_reward_minting_allowance).toEqualTypeOf<string>();
    } else {
      expectTypeOf(totals.status).toEqualTypeOf<'Undetermined' | 'CannotProvide'>();
    }
    // @ts-expect-error 'ok' is not a status (they are capitalised)
    assertType<boolean>(totals.status === 'ok');
  });

  test('the 200 body is the union and match is exhaustive', () => {
    type Body =
      scanPaths['/v0/internal/reward-accounting-process/rounds/{round_number}/activity-totals']['get']['responses'][200]['content']['application/json'];
    expectTypeOf<Body>().toEqualTypeOf<GetRewardAccountingActivityTotalsResponse>();
    const round = GetRewardAccountingActivityTotalsResponse.match(totals, { Ok: (t) => t.round_number, Undetermined: () => null, CannotProvide: () => null });
    expectTypeOf(round).toEqualTypeOf<number | null>();
    // @ts-expect-error CannotProvide has no handler
    GetRewardAccountingActivityTotalsResponse.match(totals, { Ok: () => 1, Undetermined: () => 2 });
  });

  test("in bigint mode (GetRewardAccountingActivityTotalsResponse<'bigint'>) guards and match give bigint int64 fields", () => {
    const big = {} as GetRewardAccountingActivityTotalsResponse<'bigint'>;
    const round = GetRewardAccountingActivityTotalsResponse.match(big, { Ok: (t) => t.round_number, Undetermined: () => null, CannotProvide: () => null });
    expectTypeOf(round).toEqualTypeOf<bigint | null>();
    if (GetRewardAccountingActivityTotalsResponse.is.Ok(big)) {
      expectTypeOf(big).toEqualTypeOf<RewardAccountingActivityTotalsOk<'bigint'>>();
      expectTypeOf(big.activity_records_count).toEqualTypeOf<bigint>();
    }
    // @ts-expect-error CannotProvide has no handler
    GetRewardAccountingActivityTotalsResponse.match(big, { Ok: () => 1n, Undetermined: () => 2n });
  });
});
