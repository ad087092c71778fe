// The types of streamUpdates: the items are the spec's JsGetUpdatesResponse (bigint offsets in
// bigint mode), the request is postV2Updates's body with endInclusive optional (tailing); those of the
// completion channels: CompletionStreamResponse, from their lists' requests (no end).
import type { components } from '@canton-openapi/types/ledger';
import { createLedgerClient, type StreamUpdatesOptions, type UpdateStreamRequest } from '@canton-openapi/client/ledger';
import { describe, expectTypeOf, it } from 'vitest';

type L = components['schemas'];
const ledger = createLedgerClient({ baseUrl: 'http://x' });
const ledgerBig = createLedgerClient({ baseUrl: 'http://x', int64: 'bigint' });

describe('streamUpdates types', () => {
  it('yields JsGetUpdatesResponse, closed or tailing', () => {
    expectTypeOf(ledger.streamUpdates({ beginExclusive: 0, endInclusive: 9 })).toEqualTypeOf<AsyncIterableIterator<L['JsGetUpdatesResponse']>>();
    expectTypeOf(ledger.streamUpdates({ beginExclusive: 0 }, { signal: AbortSignal.timeout(1) })).toEqualTypeOf<
      AsyncIterableIterator<L['JsGetUpdatesResponse']>
    >();
    expectTypeOf(ledger.streamUpdatesFlats({ beginExclusive: 0 })).toEqualTypeOf<AsyncIterableIterator<L['JsGetUpdatesResponse']>>();
    expectTypeOf<StreamUpdatesOptions['highWaterMark']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<UpdateStreamRequest>().toHaveProperty('updateFormat');
  });

  it('refuses what a stream cannot do', () => {
    // @ts-expect-error beginExclusive is required
    void ledger.streamUpdates({ endInclusive: 5 });
    // @ts-expect-error descendingOrder cannot resume forward
    void ledger.streamUpdates({ beginExclusive: 0, endInclusive: 9, descendingOrder: true });
    // @ts-expect-error a number-mode client takes numbers
    void ledger.streamUpdates({ beginExclusive: 0n });
  });

  it('the completion channels yield CompletionStreamResponse, from their own requests', () => {
    expectTypeOf(ledger.streamCommandsCompletions({ parties: ['Alice::1220aa'], beginExclusive: 0 })).toEqualTypeOf<
      AsyncIterableIterator<L['CompletionStreamResponse']>
    >();
    expectTypeOf(ledger.streamCommandsCommandCompletions({})).toEqualTypeOf<AsyncIterableIterator<L['CompletionStreamResponse']>>();
    // @ts-expect-error the completions of a user's commands need parties
    void ledger.streamCommandsCompletions({ beginExclusive: 0 });
    // @ts-expect-error a completion stream has no end
    void ledger.streamCommandsCompletions({ parties: ['Alice::1220aa'], endInclusive: 9 });
  });

  it('bigint mode streams bigint offsets', async () => {
    for await (const { update } of ledgerBig.streamUpdates({ beginExclusive: 2n ** 60n })) {
      expectTypeOf(update.Transaction!.value.offset).toEqualTypeOf<bigint>();
      expectTypeOf(update.OffsetCheckpoint!.value.offset).toEqualTypeOf<bigint>();
    }
    for await (const { completionResponse } of ledgerBig.streamCommandsCommandCompletions({ beginExclusive: 2n ** 60n })) {
      expectTypeOf(completionResponse.Completion!.value.offset).toEqualTypeOf<bigint>();
      expectTypeOf(completionResponse.OffsetCheckpoint!.value.offset).toEqualTypeOf<bigint>();
    }
  });
});
