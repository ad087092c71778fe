// readTokenHistory on small hand-made transactions for what Splice's test data does not hold: a V1
// BurnMintFactory_BurnMint burn, a tx-kind the reader does not know, an archive the party cannot look up,
// a V2 leg without a counterparty, and the V2 views asked for.
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { type TokenHistoryTransaction, readTokenHistory } from '@canton-openapi/client/token-standard';
import { describe, expect, it } from 'vitest';
import { type Recorded, fakeFetch, json } from '../support/fake-fetch.ts';

const party = 'alice::1220aa';
const admin = 'registry::1220bb';
const holdingV1 = '#splice-api-token-holding-v1:Splice.Api.Token.HoldingV1:Holding';
const meta = (values: Record<string, string>) => ({ values });

const holdingView = (owner: string, amount: string) => ({ owner, amount, instrumentId: { admin, id: 'Token' }, lock: null, meta: meta({}) });
const created = (nodeId: number, contractId: string, owner: string, amount: string) => ({
  CreatedEvent: {
    nodeId,
    contractId,
    templateId: 'pkg:Token:Holding',
    interfaceViews: [{ interfaceId: holdingV1, viewValue: holdingView(owner, amount) }],
    witnessParties: [party],
    signatories: [owner],
  },
});
const exercised = (nodeId: number, last: number, choice: string, fields: Record<string, unknown> = {}) => ({
  ExercisedEvent: {
    nodeId,
    lastDescendantNodeId: last,
    contractId: `x${nodeId}`,
    templateId: 'pkg:Token:Factory',
    choice,
    consuming: false,
    implementedInterfaces: [],
    witnessParties: [party],
    choiceArgument: {},
    exerciseResult: {},
    ...fields,
  },
});
const archive = (nodeId: number, contractId: string) => ({
  ExercisedEvent: {
    nodeId,
    lastDescendantNodeId: nodeId,
    contractId,
    templateId: 'pkg:Token:Holding',
    choice: 'Archive',
    consuming: true,
    implementedInterfaces: [holdingV1],
    witnessParties: [party],
    choiceArgument: {},
    exerciseResult: {},
  },
});
const transaction = (offset: number, events: unknown[]) => ({
  update: { Transaction: { value: { updateId: `u${offset}`, offset, recordTime: '2026-01-01T00:00:00Z', synchronizerId: 'sync', events } } },
});

/** A participant with `updates` and the holdings `known` to events-by-contract-id (the others answer 404). */
function participant(updates: unknown[], known: Record<string, ReturnType<typeof holdingView>> = {}) {
  return fakeFetch((request: Recorded) => {
    const path = new URL(request.url).pathname;
    const body = JSON.parse(request.body) as { contractId?: string };
    if (path === '/v2/updates') return json(updates);
    const view = known[body.contractId!];
    if (view) return json({ created: { createdEvent: { contractId: body.contractId, interfaceViews: [{ interfaceId: holdingV1, viewValue: view }] } } });
    return json({ code: 'CONTRACT_EVENTS_NOT_FOUND', cause: 'not found', context: {}, errorCategory: 11 }, 404);
  });
}

async function history(updates: unknown[], known?: Record<string, ReturnType<typeof holdingView>>, v2Views = false) {
  const { fetch, calls } = participant(updates, known);
  const ledger = createLedgerClient({ baseUrl: 'http://participant.test', fetch });
  const out: TokenHistoryTransaction[] = [];
  for await (const tx of readTokenHistory(ledger, { party, beginExclusive: 0, endInclusive: 1, transport: 'http', v2Views })) out.push(tx);
  return { records: out.flatMap((t) => t.records), calls };
}

describe('V1 choices beyond the reference data', () => {
  it('BurnMintFactory_BurnMint with tx-kind burn: a burn of the burned amount, the meta keys read into fields', async () => {
    const burnMeta = meta({
      'splice.lfdecentralizedtrust.org/tx-kind': 'burn',
      'splice.lfdecentralizedtrust.org/burned': '2.5',
      'splice.lfdecentralizedtrust.org/reason': 'fee',
      app: 'x',
    });
    const { records } = await history(
      [
        transaction(1, [
          exercised(0, 2, 'BurnMintFactory_BurnMint', { choiceArgument: { extraArgs: { meta: burnMeta } } }),
          archive(1, 'h1'),
          created(2, 'h2', party, '7.5000000000'),
        ]),
      ],
      { h1: holdingView(party, '10.0000000000') },
    );
    expect(records).toHaveLength(1);
    const burn = records[0]!;
    expect(burn.kind).toBe('burn');
    if (burn.kind !== 'burn') return;
    expect([burn.amount.toWireString(), burn.amountChange.toString(), burn.reason, burn.meta, burn.choice, burn.source]).toEqual([
      '2.5000000000',
      '-2.5',
      'fee',
      { app: 'x' },
      'BurnMintFactory_BurnMint',
      'v1-choice',
    ]);
    expect(burn.archived.map((h) => h.contractId)).toEqual(['h1']);
  });

  it('a tx-kind it does not know: the choice is not explained and the holdings below it are reported raw, the read goes on', async () => {
    const { records } = await history([
      transaction(1, [
        exercised(0, 1, 'Custom_Thing', { choiceArgument: { meta: meta({ 'splice.lfdecentralizedtrust.org/tx-kind': 'teleport' }) } }),
        created(1, 'h3', party, '1'),
      ]),
    ]);
    expect(records.map((r) => [r.kind, r.source, r.amountChange.toString()])).toEqual([['create', 'raw', '1']]);
  });

  it('an archived holding the party cannot look up (404) is left out, not a failure', async () => {
    const { records, calls } = await history([transaction(1, [archive(0, 'gone'), created(1, 'h4', party, '3')])]);
    expect(calls.filter((c) => c.url.endsWith('/v2/events/events-by-contract-id')).map((c) => JSON.parse(c.body).contractId)).toEqual(['gone']);
    expect(records.map((r) => r.kind)).toEqual(['create']);
  });
});

describe('V2 event logs', () => {
  it("a leg without a counterparty on the party's account burns; v2Views asks for the V2 views", async () => {
    const eventLog = exercised(1, 1, 'EventLog_HoldingsChange', {
      interfaceId: '#splice-api-token-transfer-events-v2:Splice.Api.Token.TransferEventsV2:EventLog',
      choiceArgument: {
        account: { owner: party, provider: null, id: '' },
        admin,
        inputHoldingCids: ['h5'],
        outputHoldingCids: [],
        transferLegSides: [{ side: 'SenderSide', amount: '4.0000000000', instrumentId: 'Token', otherside: null, meta: meta({}), transferLegId: 'l' }],
        extraArgs: { meta: meta({}), context: meta({}) },
      },
    });
    const { records, calls } = await history([transaction(1, [archive(0, 'h5'), eventLog])], { h5: holdingView(party, '4.0000000000') }, true);
    expect(records.map((r) => [r.kind, r.source, r.amountChange.toString(), r.kind === 'burn' ? r.amount.toString() : null])).toEqual([
      ['burn', 'v2-event-log', '-4', '4'],
    ]);
    const filters = JSON.parse(calls[0]!.body).updateFormat.includeTransactions.eventFormat.filtersByParty[party].cumulative;
    expect(
      filters.map((f: { identifierFilter: { InterfaceFilter?: { value: { interfaceId: string } } } }) => f.identifierFilter.InterfaceFilter?.value.interfaceId),
    ).toContain('#splice-api-token-holding-v2:Splice.Api.Token.HoldingV2:Holding');
  });
});
