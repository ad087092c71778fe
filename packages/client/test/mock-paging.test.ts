// Developing against `npm run mock` (static Prism mocks of the bundled specs): every page iterator of
// the Scan and validator clients and `readUpdates` finish, as against a real server, and `readActiveContracts` reads the
// same entries page by page as over WebSocket. The paged operations come from the
// spec's `x-pagination`, so a new paged operation of the spec is covered without a change here.
import { describe, expect, it } from 'vitest';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan/internal';
import { createValidatorClient } from '@canton-openapi/client/validator/internal';
import { type OperationSpec, parametersIn } from '@canton-openapi/contract';
import { sharedMocks } from './support/mocks.ts';
import { requestExample, specOperations } from './support/spec.ts';

// The static mocks, shared with the other files of the `mocks` project (vitest.config.ts).
const { scan: scanUrl, ledger: ledgerUrl, validator: validatorUrl } = sharedMocks().static;

/** The query of `op` from its parameters' first examples. */
const queryExample = (op: OperationSpec) =>
  Object.fromEntries(parametersIn(op, 'query').flatMap((p) => (p.examples.length > 0 ? [[p.name, p.examples[0]]] : [])));

// The shared static mock serves every operation of the spec (`wholeSpec`), also those the newest release removed:
// the client is not to judge by a release here.
const pagingClients = {
  scan: () => createScanClient({ baseUrl: scanUrl, retry: false, serverVersion: false }),
  validator: () => createValidatorClient({ baseUrl: validatorUrl, token: 'token', retry: false, serverVersion: false }),
};
const paged = (['scan', 'validator'] as const).flatMap((api) =>
  specOperations(api).flatMap((op) => (op.pagination === undefined ? [] : [{ api, operationId: op.id, page: op.pagination }])),
);

describe('the static mock pages like a server', () => {
  it('has paged Scan and validator operations to check', () => {
    expect(paged.map((p) => p.operationId)).toEqual(
      expect.arrayContaining(['listVoteRequestResults', 'getHoldingsStateAt', 'getHoldingsStateAtV2', 'getAcsSnapshotAtV2', 'listMintingDelegations']),
    );
  });

  it.each(paged)('$api $operationId: its iterator follows the page token (or cursor) to the last page and ends', async ({ api, operationId, page }) => {
    const client = pagingClients[api]() as unknown as Record<string, (request: object) => AsyncIterable<unknown>>;
    const method = page.iterator;
    expect(typeof client[method], `no ${method} method for ${operationId}`).toBe('function');
    const op = specOperations(api).find((o) => o.id === operationId);
    // The request of a page: its body, or for an operation paged by query its query parameters (their examples).
    const example = (op === undefined ? undefined : page.in === 'query' ? queryExample(op) : requestExample(op)) as Record<string, unknown>;
    // A first page: without the token, or the cursor's top-level members (`after`), unless the caller's first
    // request carries the cursor (`start: caller`, as `before` of `getUpdatesBefore`).
    const resume = 'token' in page ? [page.token] : page.start === 'caller' ? [] : Object.keys(page.fromLastItem).map((target) => target.split('/')[1]!);
    const request = Object.fromEntries(Object.entries(example).filter(([name]) => !resume.includes(name)));
    let items = 0;
    for await (const _item of client[method]!(request)) {
      items++;
      // A mock that repeated its token would go on forever (the iterator stops such a loop with an error).
      expect(items).toBeLessThan(1000);
    }
    expect(items).toBeGreaterThan(0);
  });

  it('a first-page request gets the first page, whatever this or another client asked before', async () => {
    const [a, b] = [createScanClient({ baseUrl: scanUrl, retry: false }), createScanClient({ baseUrl: scanUrl, retry: false })];
    const first = await a.listVoteRequestResults({ limit: 10 });
    expect(first.next_page_token).not.toBeNull();
    const last = await a.listVoteRequestResults({ limit: 10, pageToken: first.next_page_token! });
    expect(last.next_page_token ?? null).toBeNull();
    // Another client's first page, filtered by a value the previous answers hold, is still a first page.
    const requester = first.dso_rules_vote_results[0]!.request.requester;
    const other = await b.listVoteRequestResults({ limit: 10, requester });
    expect(other.next_page_token).toEqual(first.next_page_token);
    expect((await a.listVoteRequestResults({ limit: 10 })).next_page_token).toEqual(first.next_page_token);
  });

  it('Ledger readUpdates gets the same updates of a range over HTTP as over WebSocket; postV2Updates honours descendingOrder and limit', async () => {
    const ledger = createLedgerClient({ baseUrl: ledgerUrl, token: 'token', int64: 'bigint', retry: false });
    const updateFormat = {
      includeTransactions: { eventFormat: { filtersByParty: { 'Alice::1220aa': {} } }, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' as const },
    };
    const offsetOf = (update: object) => (Object.values(update) as { value: { offset: bigint } }[])[0]?.value.offset ?? -1n;
    const read = async (transport: 'http' | 'websocket') => {
      const offsets: bigint[] = [];
      for await (const { update } of ledger.readUpdates({ beginExclusive: 19n, endInclusive: 22n, updateFormat }, { pageSize: 2, transport })) {
        offsets.push(offsetOf(update));
      }
      return offsets;
    };
    expect(await read('http')).toEqual([20n, 21n, 22n]);
    expect(await read('websocket')).toEqual([20n, 21n, 22n]);
    const newest = await ledger.postV2Updates({ beginExclusive: 19n, endInclusive: 22n, updateFormat, descendingOrder: true }, { query: { limit: 2n } });
    expect(newest.map((u) => offsetOf(u.update))).toEqual([22n, 21n]);
  });

  it('Ledger readActiveContracts gets the same entries page by page as over the WebSocket snapshot, as from a participant', async () => {
    const ledger = createLedgerClient({ baseUrl: ledgerUrl, token: 'token', retry: false });
    const eventFormat = { filtersByParty: { 'Alice::1220aa': {} } };
    const read = async (transport: 'pages' | 'websocket') => {
      const entries = [];
      for await (const entry of ledger.readActiveContracts({ eventFormat }, { pageSize: 2, transport })) entries.push(entry);
      return entries;
    };
    const pages = await read('pages');
    // Two pages (the mock's first and last page), three kinds of entry: an active contract and two in flight.
    expect(pages.map((e) => Object.keys(e.contractEntry))).toEqual([['JsActiveContract'], ['JsIncompleteUnassigned'], ['JsIncompleteAssigned']]);
    expect(await read('websocket')).toEqual(pages);
  });

  // HTTP pages: over WebSocket the mock, like a participant, refuses an endInclusive after its ledger end.
  it('Ledger readUpdates over a range wider than the example page ends after an empty page', async () => {
    const ledger = createLedgerClient({ baseUrl: ledgerUrl, token: 'token', int64: 'bigint', retry: false });
    const updateFormat = {
      includeTransactions: { eventFormat: { filtersByParty: { 'Alice::1220aa': {} } }, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' as const },
    };
    const offsets: bigint[] = [];
    for await (const { update } of ledger.readUpdates({ beginExclusive: 0n, endInclusive: 1_000_000n, updateFormat }, { pageSize: 100, transport: 'http' })) {
      const [branch] = Object.values(update) as { value: { offset: bigint } }[];
      offsets.push(branch?.value.offset ?? -1n);
    }
    expect(offsets.length).toBeGreaterThan(0);
    expect(offsets.every((o) => o > 0n)).toBe(true);
  });
});
