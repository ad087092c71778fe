// The union helpers and named types of @canton-openapi/types take what a client returns in either
// int64 mode: `Update.match`, `Update.is.*`, `Update.entry` and the status-variant `match` compile on
// a bigint-mode element and hand its handlers bigint offsets, and `JsGetUpdatesResponse<'bigint'>`
// is the element a bigint-mode client returns. Exclusivity and exhaustiveness hold in both modes.
import { describe, expectTypeOf, it } from 'vitest';
import { Event, type JsGetUpdatesResponse, type JsTransaction, Update } from '@canton-openapi/types/ledger';
import { GetRewardAccountingActivityTotalsResponse, type ListDsoRulesVoteResultsResponse } from '@canton-openapi/types/scan';
import { GetTransferOfferStatusResponse } from '@canton-openapi/types/validator';
import { createLedgerClient, type UpdateListElement } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan/internal';
import { createValidatorClient } from '@canton-openapi/client/validator';

const ledger = createLedgerClient({ baseUrl: 'http://p' });
const ledgerBig = createLedgerClient({ baseUrl: 'http://p', int64: 'bigint' });
const scan = createScanClient({ baseUrl: 'http://s/api/scan' });
const scanBig = createScanClient({ baseUrl: 'http://s/api/scan', int64: 'bigint' });
const validatorBig = createValidatorClient({ baseUrl: 'http://v/api/validator', int64: 'bigint' });

describe('named types in bigint mode', () => {
  it("are what a bigint-mode client returns: JsGetUpdatesResponse<'bigint'>, and the default is number mode", async () => {
    expectTypeOf(await ledgerBig.postV2Updates({ beginExclusive: 0n })).toEqualTypeOf<JsGetUpdatesResponse<'bigint'>[]>();
    expectTypeOf<UpdateListElement<'bigint'>>().toEqualTypeOf<JsGetUpdatesResponse<'bigint'>>();
    expectTypeOf(await ledger.postV2Updates({ beginExclusive: 0 })).toEqualTypeOf<JsGetUpdatesResponse[]>();
    expectTypeOf(await scanBig.getRewardAccountingActivityTotals(1n)).toEqualTypeOf<GetRewardAccountingActivityTotalsResponse<'bigint'>>();
    expectTypeOf(await scanBig.listVoteRequestResults({ limit: 1 })).toEqualTypeOf<ListDsoRulesVoteResultsResponse<'bigint'>>();
    expectTypeOf(await validatorBig.getTransferOfferStatus('t')).toEqualTypeOf<GetTransferOfferStatusResponse<'bigint'>>();
    // A bigint-mode answer is not a number-mode type, and the other way round.
    expectTypeOf<JsGetUpdatesResponse<'bigint'>>().not.toMatchTypeOf<JsGetUpdatesResponse>();
    expectTypeOf<JsGetUpdatesResponse>().not.toMatchTypeOf<JsGetUpdatesResponse<'bigint'>>();
  });
});

describe('one-key union helpers on a bigint-mode element', () => {
  it('match hands each handler bigint offsets', async () => {
    const [element] = await ledgerBig.postV2Updates({ beginExclusive: 0n });
    const offset = Update.match(element!.update, {
      OffsetCheckpoint: ({ value }) => value.offset,
      Reassignment: ({ value }) => value.offset,
      TopologyTransaction: ({ value }) => value.offset,
      Transaction: ({ value }, branch) => {
        expectTypeOf(value).toEqualTypeOf<JsTransaction<'bigint'>>();
        expectTypeOf(branch.Transaction.value.offset).toEqualTypeOf<bigint>();
        return value.offset;
      },
    });
    expectTypeOf(offset).toEqualTypeOf<bigint>();
  });

  it('match is exhaustive and takes no other union', async () => {
    const [element] = await ledgerBig.postV2Updates({ beginExclusive: 0n });
    // @ts-expect-error the TopologyTransaction handler is missing
    Update.match(element!.update, { OffsetCheckpoint: () => 0n, Reassignment: () => 0n, Transaction: () => 0n });
    // @ts-expect-error Heartbeat is not a key of Update
    Update.match(element!.update, { OffsetCheckpoint: () => 0, Reassignment: () => 0, TopologyTransaction: () => 0, Transaction: () => 0, Heartbeat: () => 0 });
    const event = element!.update.Transaction!.value.events[0]!;
    // @ts-expect-error match takes an Update, not an Event
    Update.match(event, { OffsetCheckpoint: () => 0, Reassignment: () => 0, TopologyTransaction: () => 0, Transaction: () => 0 });
  });

  it('guards narrow to the branch in bigint mode, and filter arrays', async () => {
    const elements = await ledgerBig.postV2Updates({ beginExclusive: 0n });
    const update = elements[0]!.update;
    if (Update.is.Transaction(update)) {
      expectTypeOf(update.Transaction.value.offset).toEqualTypeOf<bigint>();
      // @ts-expect-error the other keys are absent in the Transaction branch
      void update.OffsetCheckpoint.value;
    }
    const transactions = elements.map((e) => e.update).filter(Update.is.Transaction);
    expectTypeOf(transactions[0]!.Transaction.value.offset).toEqualTypeOf<bigint>();
    const created = elements[0]!.update.Transaction!.value.events.filter(Event.is.CreatedEvent);
    expectTypeOf(created[0]!.CreatedEvent.offset).toEqualTypeOf<bigint>();
    expectTypeOf(created[0]!.CreatedEvent.nodeId).toEqualTypeOf<number>();
  });

  it('entry gives the key and its bigint content, narrowed by the key', async () => {
    const [element] = await ledgerBig.postV2Updates({ beginExclusive: 0n });
    const [key, content] = Update.entry(element!.update);
    expectTypeOf(key).toEqualTypeOf<'OffsetCheckpoint' | 'Reassignment' | 'TopologyTransaction' | 'Transaction'>();
    const entry = Update.entry(element!.update);
    if (entry[0] === 'OffsetCheckpoint') expectTypeOf(entry[1].value.offset).toEqualTypeOf<bigint>();
    void content;
  });

  it('the same helpers on a number-mode element still give numbers', async () => {
    const [element] = await ledger.postV2Updates({ beginExclusive: 0 });
    const offset = Update.match(element!.update, {
      OffsetCheckpoint: ({ value }) => value.offset,
      Reassignment: ({ value }) => value.offset,
      TopologyTransaction: ({ value }) => value.offset,
      Transaction: ({ value }) => value.offset,
    });
    expectTypeOf(offset).toEqualTypeOf<number>();
    if (Update.is.Transaction(element!.update)) expectTypeOf(element!.update.Transaction.value.offset).toEqualTypeOf<number>();
  });

  it('exclusivity holds in bigint mode: two keys do not compile', () => {
    const transaction = {} as JsTransaction<'bigint'>;
    // @ts-expect-error two keys of one update
    const twoKeys: Update<'bigint'> = { Transaction: { value: transaction }, OffsetCheckpoint: { value: { offset: 1n } } };
    const one: Update<'bigint'> = { OffsetCheckpoint: { value: { offset: 1n } } };
    // @ts-expect-error a bigint-mode offset is a bigint
    const numberOffset: Update<'bigint'> = { OffsetCheckpoint: { value: { offset: 1 } } };
    void [twoKeys, one, numberOffset];
  });
});

describe('status-variant helpers on a bigint-mode answer', () => {
  it('match and guards narrow on status and give bigint int64 fields', async () => {
    const totals = await scanBig.getRewardAccountingActivityTotals(1n);
    const round = GetRewardAccountingActivityTotalsResponse.match(totals, {
      Ok: (ok) => ok.round_number,
      Undetermined: () => -1n,
      CannotProvide: () => -2n,
    });
    expectTypeOf(round).toEqualTypeOf<bigint>();
    if (GetRewardAccountingActivityTotalsResponse.is.Ok(totals)) expectTypeOf(totals.active_parties_count).toEqualTypeOf<bigint>();
    // @ts-expect-error the CannotProvide handler is missing
    GetRewardAccountingActivityTotalsResponse.match(totals, { Ok: () => 0n, Undetermined: () => 0n });
    const numberTotals = await scan.getRewardAccountingActivityTotals(1);
    expectTypeOf(
      GetRewardAccountingActivityTotalsResponse.match(numberTotals, { Ok: (ok) => ok.round_number, Undetermined: () => -1, CannotProvide: () => -2 }),
    ).toEqualTypeOf<number>();
  });

  it('a variant without int64 fields matches alike in both modes', async () => {
    const offer = await validatorBig.getTransferOfferStatus('t');
    const text = GetTransferOfferStatusResponse.match(offer, {
      created: (o) => o.contract_id,
      accepted: (o) => o.contract_id,
      completed: (o) => o.transaction_id,
      failed: (o) => o.failure_kind,
    });
    expectTypeOf(text).toEqualTypeOf<string>();
  });
});
