// The README's snippets are regions of the typechecked files in examples/; this runs each example
// against the mocks of the bundled specs (Prism for HTTP; stream-updates.ts against the mock's WebSocket
// channels, and in stream-updates.test.ts against a participant that drops; exchange-holdings.ts also against a
// stand-in Scan that answers what is asked, which the static mock cannot) and checks the README still shows them verbatim.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createRegistryClient } from '@canton-openapi/client/registry';
import { createScanClient } from '@canton-openapi/client/scan/internal';
import { describeOffer } from '../examples/errors.ts';
import { exchangeHoldings } from '../examples/exchange-holdings.ts';
import { updatesOrRefusal } from '../examples/ledger-errors.ts';
import { archiveVotes } from '../examples/pages.ts';
import { scansWithRequestId } from '../examples/with-response.ts';
import { scanOverview } from '../examples/quick-start.ts';
import { createdContracts } from '../examples/read-updates.ts';
import { followTransactions } from '../examples/stream-updates.ts';
import { updatesBetween } from '../examples/targets.ts';
import { submitForExternalParty } from '../examples/interactive.ts';
import { acceptTransfer, sendTransfer } from '../examples/registry-transfer.ts';
import { startExchangeScan } from './support/exchange-scan.ts';
import { sharedMocks } from './support/mocks.ts';

// The static mock of each API, shared with the other files of the `mocks` project (vitest.config.ts).
const mocks = sharedMocks().static;
// Prism's static example of voteresults has a next token that never changes (the iterator would
// stop it as a loop); its seeded dynamic mode pages like a server: seed 7 gives two pages.
const pagingScan = sharedMocks().dynamicScan;

describe('the Scan examples against the Prism mocks', () => {
  it('quick-start lists the Scan URLs and the vote outcomes of every page', async () => {
    const { urls, outcomes } = await scanOverview(pagingScan);
    expect(urls.length).toBeGreaterThan(0);
    expect(outcomes.length).toBeGreaterThan(1);
    for (const tag of outcomes) expect(['VRO_Accepted', 'VRO_Rejected', 'VRO_Expired', 'VRO_AcceptedButActionFailed', 'ExtVoteRequestOutcome']).toContain(tag);
  });

  it('pages archives every page and returns no token after the last', async () => {
    const scan = createScanClient({ baseUrl: pagingScan });
    const saved: unknown[][] = [];
    expect(await archiveVotes(scan, undefined, async (page) => void saved.push(page))).toBeUndefined();
    expect(saved.length).toBeGreaterThan(0);
    for (const page of saved) expect(Array.isArray(page)).toBe(true);
  });

  it("exchange-holdings reads the mock's migration, snapshot time, summary decimals and ANS names, int64 as bigint", async () => {
    // Prism answers the spec's examples whatever is asked: the owners are the summary example's.
    const owners = [
      'digitalasset-testValidator-1::122079c06f2c4128d44d1ad0b201452c0bb67858bcb9db2cf2d6310cf02960f03eea',
      'digitalasset-testValidator-1::1220e92bbc9d80cb6e283184017b307b9f44f23d32d7d195cdbcac033ae91eac2f28',
    ];
    const { migrationId, recordTime, holdings } = await exchangeHoldings(mocks.scan, owners);
    expect(migrationId).toBe(4n);
    expect(recordTime).toBe('2025-02-11T18:00:00Z');
    expect(holdings.map((h) => h.party)).toEqual(owners);
    for (const { name, amulet } of holdings) {
      expect(name).toEqual(expect.any(String));
      expect(amulet).toEqual({
        party_id: expect.any(String),
        total_unlocked_coin: expect.stringMatching(/^\d+\.\d{10}$/),
        total_locked_coin: expect.any(String),
        total_coin_holdings: expect.any(String),
      });
    }
  });

  it('exchange-holdings against a coherent Scan: the serving migration, its latest snapshot, no summary for an empty owner, no name on 404', async () => {
    // The static mock sums the example's owners at the example's time whatever is asked, and names every party:
    // a small stand-in answers what was asked.
    const [alice, bob, carol] = ['alice::1220aa', 'bob::1220bb', 'carol::1220cc'];
    const scan = await startExchangeScan({
      sequencers: [
        { migrationId: 3, availableAfter: '2025-06-01T00:00:00Z' },
        { migrationId: 4, availableAfter: '2026-01-10T08:00:00Z' },
        { migrationId: 5, availableAfter: '2027-01-01T00:00:00Z' }, // listed ahead of a coming migration
      ],
      snapshots: { 3: ['2025-12-31T21:00:00Z'], 4: ['2026-11-30T21:00:00Z', '2026-12-01T00:00:00Z', '2026-12-01T03:00:00Z'] },
      totals: {
        [alice]: { unlocked: '1500.0000000000', locked: '250.0000000000', total: '1750.0000000000' },
        [bob]: { unlocked: '0.1000000000', locked: '0.0000000000', total: '0.1000000000' },
      },
      names: { [alice]: 'alice.unverified.cns', [carol]: 'carol.unverified.cns' },
    });
    try {
      expect(await exchangeHoldings(scan.apiRoot, [alice, bob, carol], new Date('2026-12-01T02:00:00Z'))).toEqual({
        migrationId: 4n,
        recordTime: '2026-12-01T00:00:00Z',
        holdings: [
          {
            party: alice,
            name: 'alice.unverified.cns',
            amulet: { party_id: alice, total_unlocked_coin: '1500.0000000000', total_locked_coin: '250.0000000000', total_coin_holdings: '1750.0000000000' },
          },
          {
            party: bob,
            name: undefined,
            amulet: { party_id: bob, total_unlocked_coin: '0.1000000000', total_locked_coin: '0.0000000000', total_coin_holdings: '0.1000000000' },
          },
          { party: carol, name: 'carol.unverified.cns', amulet: undefined },
        ],
      });
    } finally {
      await scan.close();
    }
  });

  it('with-response returns the status next to the data', async () => {
    const scan = createScanClient({ baseUrl: mocks.scan });
    await expect(scansWithRequestId(scan)).resolves.toMatchObject({ status: 200, synchronizers: expect.any(Number) });
  });
});

describe('the ledger examples against the Prism mock', () => {
  it('read-updates returns the created contracts of the range with bigint offsets', async () => {
    const created = await createdContracts(mocks.ledger, async () => 'token', 'Alice::1220aa', 17n, 18n);
    expect(created).toEqual([{ offset: 18n, contractId: expect.stringMatching(/^00[0-9a-f]+$/) }]);
  });

  it('interactive prepares, signs the hash the mock answered and executes it, committed', async () => {
    const signed: string[] = [];
    const commands = [{ CreateCommand: { templateId: '#model-tests:Iou:Iou', createArguments: { owner: 'alice::1220aa' } } }];
    const outcome = await submitForExternalParty(
      mocks.ledger,
      async () => 'token',
      'alice::1220aa',
      commands,
      async (hash) => {
        signed.push(hash);
        return { format: 'SIGNATURE_FORMAT_CONCAT', signature: 'c2lnbmF0dXJl', signedBy: '1220aa', signingAlgorithmSpec: 'SIGNING_ALGORITHM_SPEC_ED25519' };
      },
    );
    expect(signed).toEqual([expect.stringMatching(/^[A-Za-z0-9+/]+=*$/)]);
    expect(outcome).toEqual({ committed: expect.stringMatching(/^1220[0-9a-f]+$/) });
  });

  it('targets reads the first updates through what Canton 3.5 and 3.6 both serve', async () => {
    const updates = await updatesBetween(mocks.ledger, 'token', 17, 18);
    expect(updates.length).toBeGreaterThan(0);
    for (const { update } of updates) expect(Object.keys(update)).toHaveLength(1);
  });

  it('stream-updates follows the WebSocket channel the ledger mock serves, and resumes after the last transaction', async () => {
    const controller = new AbortController();
    const seen: bigint[] = [];
    const resumeAt = await followTransactions(
      mocks.ledger,
      async () => 'token',
      'Alice::1220aa',
      17n,
      async (_id, offset) => {
        seen.push(offset);
        if (seen.length === 2) controller.abort(); // a tail never ends by itself: stop after two transactions
      },
      controller.signal,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]! < seen[1]!).toBe(true);
    expect(resumeAt).toBe(seen[1]);
  });

  it("the ledger mock's stream ends at endInclusive, validated frame by frame", async () => {
    const ledger = createLedgerClient({ baseUrl: mocks.ledger, token: 'token', int64: 'bigint', validate: true });
    const offsets: bigint[] = [];
    const updateFormat = {
      includeTransactions: { eventFormat: { filtersByParty: { 'Alice::1220aa': {} } }, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' as const },
    };
    for await (const { update } of ledger.streamUpdates({ beginExclusive: 17n, endInclusive: 20n, updateFormat })) {
      const value = Object.values(update)[0] as { value: { offset: bigint } };
      offsets.push(value.value.offset);
    }
    expect(offsets.length).toBeGreaterThan(0);
    expect(offsets.every((o) => o > 17n && o <= 20n)).toBe(true);
    expect([...offsets].sort((a, b) => (a < b ? -1 : 1))).toEqual(offsets);
  });

  it.each([
    ['the updates', undefined, { updates: expect.any(Array) }],
    ['a JSON 400 as its code and cause', ['offset-after-ledger-end', 'application/json'], { refused: expect.stringMatching(/^OFFSET_AFTER_LEDGER_END: /) }],
    ['a text 400 as its text', ['invalid-limit', 'text/plain'], { refused: 'Invalid value for: query parameter limit' }],
  ] as const)('ledger-errors returns %s', async (_name, answer, expected) => {
    const ledger = createLedgerClient({ baseUrl: mocks.ledger, token: 'token', retry: false });
    // Prism answers with the example and media type a request asks for.
    if (answer)
      ledger.use({
        onRequest: ({ request }) => void (request.headers.set('Prefer', `code=400, example=${answer[0]}`), request.headers.set('Accept', answer[1])),
      });
    await expect(updatesOrRefusal(ledger, 17, 18)).resolves.toEqual(expected);
  });
});

describe('the registry and validator examples against the Prism mocks', () => {
  it('registry-transfer sends through the registry and the ledger, and the receiver accepts', async () => {
    const registry = mocks.registry;
    // The registry mock's admin: the instrument's admin must be the registry's.
    const { adminId } = await createRegistryClient({ baseUrl: registry }).getRegistryInfo();
    const transfer = {
      sender: 'Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90',
      receiver: 'Bob::122081b637d8fcd2c6da6359e6963113a1170de795e4b725b84d1e0b4cfd9ec58ce9',
      amount: '100.0000000000',
      instrumentId: { admin: adminId, id: 'Amulet' },
      holdings: ['00c2a9f1d3b7e4a5968710fedcba98765432100123456789abcdef0123456789abca1112201f2e3d4c5b6a79880123456789abcdef0123456789abcdef0123456789abcdef'],
    };
    const sent = await sendTransfer(registry, mocks.ledger, async () => 'token', transfer);
    expect(sent).toEqual({
      kind: expect.stringMatching(/^(self|direct|offer)$/),
      updateId: expect.any(String),
      featuredAppRight: undefined,
    });
    const featured = await sendTransfer(registry, mocks.ledger, async () => 'token', {
      ...transfer,
      featured: { scanUrl: mocks.scan, provider: 'wallet-app::1220f1e2d3c4b5a6978877665544332211009988776655443322110099887766aabb' },
    });
    expect(featured).toMatchObject({ updateId: expect.any(String), featuredAppRight: expect.any(String) });
    const notServed = await sendTransfer(registry, mocks.ledger, async () => 'token', {
      ...transfer,
      instrumentId: { admin: 'issuer::1220aa', id: 'USDX' },
    });
    expect(notServed).toEqual({ notServed: expect.stringContaining('not the instrument USDX of issuer::1220aa') });
    const accepted = await acceptTransfer(
      registry,
      mocks.ledger,
      async () => 'token',
      'Bob::122081b637d8fcd2c6da6359e6963113a1170de795e4b725b84d1e0b4cfd9ec58ce9',
      '0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4',
    );
    expect(accepted).toEqual(expect.any(String));
  });

  it('errors narrows the transfer-offer status', async () => {
    await expect(describeOffer(mocks.validator, 'token', 'payment-2025-02-14-0001')).resolves.toMatch(/^created in 1220[0-9a-f]+$/);
  });
});

describe('README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const blocks = [...readme.matchAll(/<!-- example: (\S+)#(\S+) -->\n```ts\n([\s\S]*?)```/g)];

  it('shows at least one snippet of each example file', () => {
    expect(new Set(blocks.map((b) => b[1]))).toEqual(
      // server-releases.ts runs against participants of two releases in test/releases/networks.test.ts.
      new Set([
        'quick-start.ts',
        'read-updates.ts',
        'stream-updates.ts',
        'targets.ts',
        'errors.ts',
        'ledger-errors.ts',
        'pages.ts',
        'with-response.ts',
        'bft.ts',
        'explorer-history.ts', // against Scans that page the update history, in test/explorer-history.test.ts
        'exchange-holdings.ts',
        'server-releases.ts',
        'interactive.ts',
        'submissions.ts',
        'registry-transfer.ts',
        'onboard-external-party.ts', // against a stand-in validator that verifies the signatures, in test/onboard-external-party.test.ts
        'wallet-holdings.ts', // against a stand-in validator wallet, in test/wallet-holdings.test.ts
        'token-history.ts', // against Splice's Token Standard test data, in test/token-standard/history.test.ts
        'exact-amounts.ts', // in test/decimal.test.ts
      ]),
    );
  });

  it.each(blocks.map((b) => [`${b[1]}#${b[2]}`, b[1]!, b[2]!, b[3]!] as const))('%s is the region in examples/', (_name, file, region, shown) => {
    const source = readFileSync(new URL(`../examples/${file}`, import.meta.url), 'utf8');
    const match = new RegExp(`// #region ${region}\\n([\\s\\S]*?)// #endregion`).exec(source);
    expect(match, `examples/${file} has no region ${region}`).not.toBeNull();
    expect(shown).toBe(match![1]);
  });
});
