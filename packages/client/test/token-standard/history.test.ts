// readTokenHistory on Splice's own test data (token-standard/cli/__tests__, PR #5613), through a ledger
// client whose fetch answers /v2/updates and /v2/events/events-by-contract-id from the fixture, compared
// with what Splice's reference parser gives on the same data (splice-expected.json). Where our records
// differ by design, the mapping below says so (README "Token Standard history").
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { Numeric10, sumNumeric10, type TokenHistoryRecord, type TokenHistoryTransaction, readTokenHistory } from '@canton-openapi/client/token-standard';
import { describe, expect, it } from 'vitest';
import { deposits } from '../../examples/token-history.ts';
import { type Recorded, fakeFetch, json } from '../support/fake-fetch.ts';
import expected from './splice-expected.json' with { type: 'json' };
import fixture from './splice-txs.json' with { type: 'json' };

const party = fixture.party;
const offsetOf = (u: { update: Record<string, { value: { offset: number } }> }) => Object.values(u.update)[0]!.value.offset;

/** A participant answering from the fixture, like the mock of Splice's CLI tests. */
function participant() {
  return fakeFetch((request: Recorded) => {
    const path = new URL(request.url).pathname;
    if (path === '/v2/state/ledger-end') return json({ offset: 30 });
    const body = JSON.parse(request.body) as { beginExclusive: number; endInclusive: number; contractId: string };
    if (path === '/v2/updates') {
      return json(fixture.updates.filter((u) => offsetOf(u) > body.beginExclusive && offsetOf(u) <= body.endInclusive));
    }
    if (path === '/v2/events/events-by-contract-id') {
      const found = fixture.eventsByContractId.find((r) => r.created.createdEvent.contractId === body.contractId);
      return found ? json(found) : json({ code: 'CONTRACT_EVENTS_NOT_FOUND', cause: 'not found', context: {}, errorCategory: 11 }, 404);
    }
    return json({ code: 'NOT_FOUND', cause: path, context: {}, errorCategory: 11 }, 404);
  });
}

async function read(standard: 'auto' | 'v1', beginExclusive = 0) {
  const { fetch, calls } = participant();
  const ledger = createLedgerClient({ baseUrl: 'http://participant.test', fetch });
  const out: TokenHistoryTransaction[] = [];
  for await (const tx of readTokenHistory(ledger, { party, beginExclusive, endInclusive: 30, standard, transport: 'http' })) out.push(tx);
  return { transactions: out, calls };
}

/** A record as the reference writes it: the ids of the party's holdings, locked and not, and the two amount changes. */
function holdingsOf(record: TokenHistoryRecord) {
  const ids = (holdings: { contractId: string; lock: unknown }[], locked: boolean) => holdings.filter((h) => !!h.lock === locked).map((h) => h.contractId);
  return {
    unlockedHoldingsChange: { creates: ids(record.created, false), archives: ids(record.archived, false) },
    lockedHoldingsChange: { creates: ids(record.created, true), archives: ids(record.archived, true) },
    unlockedAmountChange: record.amountChange.toString(),
    lockedAmountChange: record.lockedAmountChange.toString(),
  };
}
/** One event of the reference parser's output, condensed (splice-expected.json). */
interface Reference {
  type: string;
  sender?: string;
  receiverAmounts?: { receiver: string; amount: string }[];
  reason?: string;
  mintAmount?: string;
  burnAmount?: string;
  legs?: { side: string; otherside: string | null; amount: string }[];
  unlockedHoldingsChange: { creates: string[]; archives: string[] };
  lockedHoldingsChange: { creates: string[]; archives: string[] };
  unlockedAmountChange: string;
  lockedAmountChange: string;
}
const sorted = (ids: string[]) => [...ids].sort();
const sameIds = (change: { creates: string[]; archives: string[] }) => ({ creates: sorted(change.creates), archives: sorted(change.archives) });
// The reference writes some amounts at full scale and others minimal ("30.0000000000", "30"): compared as numbers.
const comparable = (e: ReturnType<typeof holdingsOf>) => ({
  unlockedHoldingsChange: sameIds(e.unlockedHoldingsChange),
  lockedHoldingsChange: sameIds(e.lockedHoldingsChange),
  unlockedAmountChange: Numeric10.parse(e.unlockedAmountChange).toString(),
  lockedAmountChange: Numeric10.parse(e.lockedAmountChange).toString(),
});

describe('readTokenHistory on Splice test data: what it asks the participant', () => {
  it('reads /v2/updates in ledger-effects shape with the Token Standard interface filters, never the flat list', async () => {
    const { calls } = await read('auto');
    const updates = calls.filter((c) => new URL(c.url).pathname.startsWith('/v2/updates'));
    expect(updates.map((c) => new URL(c.url).pathname)).toEqual(expect.arrayContaining(['/v2/updates']));
    expect(updates.every((c) => new URL(c.url).pathname === '/v2/updates')).toBe(true);
    const body = JSON.parse(updates[0]!.body);
    expect(body.updateFormat.includeTransactions.transactionShape).toBe('TRANSACTION_SHAPE_LEDGER_EFFECTS');
    const filters = body.updateFormat.includeTransactions.eventFormat.filtersByParty[party].cumulative;
    expect(
      filters.map((f: { identifierFilter: { InterfaceFilter?: { value: { interfaceId: string } } } }) => f.identifierFilter.InterfaceFilter?.value.interfaceId),
    ).toEqual([
      '#splice-api-token-holding-v1:Splice.Api.Token.HoldingV1:Holding',
      '#splice-api-token-transfer-instruction-v1:Splice.Api.Token.TransferInstructionV1:TransferFactory',
      '#splice-api-token-transfer-instruction-v1:Splice.Api.Token.TransferInstructionV1:TransferInstruction',
      undefined,
    ]);
  });
});

describe("readTokenHistory on Splice test data: the reference parser's records", () => {
  it("V1 (choices and tx-kind): the reference parser's transactions, holdings and amounts; lock and unlock named where it says MergeSplit", async () => {
    const { transactions } = await read('v1');
    expect(transactions.map((t) => t.offset)).toEqual(expected.v1.map((t) => t.offset));
    // Where the reference says MergeSplit, ours says what happened to the locked holdings: a transfer instruction
    // locking the amount (8-12), rejected or withdrawn (14, 15), an expired lock released and merged (24).
    expect(Object.fromEntries(transactions.map((t) => [t.offset, t.records.map((r) => r.kind).join()]))).toEqual({
      4: 'transferIn',
      5: 'transferOut',
      6: 'transferOut',
      7: 'mint',
      8: 'lock',
      9: 'lock',
      10: 'lock',
      11: 'lock',
      12: 'lock',
      13: 'transferOut',
      14: 'unlock',
      15: 'unlock',
      21: 'transferIn',
      24: 'unlock',
      28: 'transferIn',
      29: 'create',
      30: 'create',
    });
    const kinds = {
      TransferIn: ['transferIn'],
      TransferOut: ['transferOut'],
      Mint: ['mint'],
      Burn: ['burn'],
      Create: ['create'],
      Archive: ['archive'],
      MergeSplit: ['mergeSplit', 'lock', 'unlock'],
    };
    for (const [index, reference] of expected.v1.entries()) {
      const ours = transactions[index]!.records;
      expect(ours.length, `offset ${reference.offset}`).toBe(reference.events.length);
      for (const [i, event] of (reference.events as Reference[]).entries()) {
        const record = ours[i]!;
        expect(kinds[event.type as keyof typeof kinds], `offset ${reference.offset}`).toContain(record.kind);
        const { type: _type, sender, receiverAmounts, reason, mintAmount, burnAmount: _burn, legs: _legs, ...holdings } = event;
        expect(comparable(holdingsOf(record)), `offset ${reference.offset}`).toEqual(comparable(holdings as ReturnType<typeof holdingsOf>));
        if (record.kind === 'transferIn') expect(record.sender).toBe(sender);
        if (record.kind === 'transferOut') expect(record.receivers.map((r) => ({ receiver: r.party, amount: r.amount.toString() }))).toEqual(receiverAmounts);
        if (record.kind === 'mint') expect(record.amount.toString()).toBe(mintAmount);
        if (record.kind !== 'create' && record.kind !== 'archive') expect(record.reason).toBe(reason ?? null);
      }
    }
  });

  it("V2 (event logs, the default where they are): the reference's holdings and amounts, its legs read into transfers", async () => {
    const { transactions } = await read('auto');
    // Offsets 29 and 30 create DummyHoldings, which have no V2 view and no event log: the reference's V2 parser
    // skips them, ours reads such a transaction as V1 (a raw create, as the reference's V1 parser says).
    const withoutEventLogs = expected.v1.filter((t) => t.offset > 28);
    expect(transactions.map((t) => t.offset)).toEqual([...expected.v2, ...withoutEventLogs].map((t) => t.offset));
    expect(transactions.slice(expected.v2.length).map((t) => t.records.map((r) => [r.kind, r.source, r.amountChange.toString()]))).toEqual([
      [['create', 'raw', '30']],
      [['create', 'raw', '40']],
    ]);
    expect(Object.fromEntries(transactions.map((t) => [t.offset, t.records.map((r) => r.kind).join()]))).toEqual({
      4: 'transferIn',
      5: 'transferOut',
      6: 'transferOut',
      7: 'mint',
      8: 'lock',
      9: 'lock',
      10: 'lock',
      11: 'lock',
      12: 'lock',
      13: 'unlock,transferOut',
      14: 'unlock',
      15: 'unlock',
      21: 'transferIn',
      24: 'unlock,mergeSplit',
      28: 'transferIn',
      29: 'create',
      30: 'create',
    });
    for (const [index, reference] of expected.v2.entries()) {
      const ours = transactions[index]!.records;
      expect(ours.length, `offset ${reference.offset}`).toBe(reference.events.length);
      for (const [i, event] of (reference.events as Reference[]).entries()) {
        const record = ours[i]!;
        const { type: _type, legs = [], reason, sender: _s, receiverAmounts: _r, mintAmount: _m, burnAmount: _b, ...holdings } = event;
        expect(comparable(holdingsOf(record)), `offset ${reference.offset}`).toEqual(comparable(holdings as ReturnType<typeof holdingsOf>));
        expect(record.source).toBe('v2-event-log');
        expect(record.reason).toBe(reason ?? null);
        // Legs to the account itself move nothing; the others say who sent or received.
        const external = legs.filter((leg) => leg.otherside !== party);
        const sent = external.filter((leg) => leg.side === 'SenderSide' && leg.otherside);
        const received = external.filter((leg) => leg.side === 'ReceiverSide' && leg.otherside);
        if (sent.length > 0) {
          expect(record.kind, `offset ${reference.offset}`).toBe('transferOut');
          if (record.kind === 'transferOut') expect(record.receivers.map((r) => r.party)).toEqual([...new Set(sent.map((leg) => leg.otherside))]);
        } else if (received.length > 0) {
          expect(record.kind, `offset ${reference.offset}`).toBe('transferIn');
          if (record.kind === 'transferIn') expect([record.sender, record.amount.toWireString()]).toEqual([received[0]!.otherside, received[0]!.amount]);
        } else if (external.some((leg) => leg.side === 'ReceiverSide')) {
          expect(record.kind).toBe('mint');
        } else {
          expect(['mergeSplit', 'lock', 'unlock']).toContain(record.kind);
        }
      }
    }
  });
});

describe('readTokenHistory on Splice test data: reading on, and what the history adds up to', () => {
  it('resumes after an offset', async () => {
    const all = (await read('auto')).transactions;
    const later = (await read('auto', 13)).transactions;
    expect(later.map((t) => t.offset)).toEqual(all.filter((t) => Number(t.offset) > 13).map((t) => t.offset));
  });

  it.each(['auto', 'v1'] as const)(
    '%s: replayed from the start, the history ends with the holdings the party has (upstream holdings.json), to the last decimal',
    async (standard) => {
      const { transactions } = await read(standard);
      const live = new Map<string, TokenHistoryRecord['created'][number]>();
      const balance = new Map<string, Numeric10>();
      for (const record of transactions.flatMap((t) => t.records)) {
        for (const holding of record.archived) live.delete(holding.contractId);
        for (const holding of record.created) live.set(holding.contractId, holding);
        const instrument = record.instrumentId!.id;
        balance.set(instrument, (balance.get(instrument) ?? Numeric10.zero).add(record.amountChange).add(record.lockedAmountChange));
      }
      const active = expected.activeHoldings;
      expect(
        [...live.values()]
          .map((h) => ({ contractId: h.contractId, instrument: h.instrumentId.id, amount: h.amount.toWireString(), locked: !!h.lock }))
          .sort((a, b) => a.contractId.localeCompare(b.contractId)),
      ).toEqual(active);
      const perInstrument = (instrument: string) => sumNumeric10(active.filter((h) => h.instrument === instrument).map((h) => h.amount)).toString();
      expect(Object.fromEntries([...balance].map(([instrument, sum]) => [instrument, sum.toString()]))).toEqual({
        Amulet: perInstrument('Amulet'),
        DummyHolding: perInstrument('DummyHolding'),
      });
    },
  );

  it('the README example lists the deposits with bigint offsets, and where to read on', async () => {
    const { fetch } = participant();
    const ledger = createLedgerClient({ baseUrl: 'http://participant.test', fetch, int64: 'bigint' });
    const { credits, readOn } = await deposits(ledger, party, 13n);
    expect(readOn).toBe(30n);
    expect(credits).toEqual([
      { updateId: 'update-21', from: 'bob::normalized', amount: '200.0000000000', instrument: 'Amulet' },
      { updateId: 'update-28', from: 'charlie::normalized', amount: '500.0000000000', instrument: 'Amulet' },
    ]);
  });
});
