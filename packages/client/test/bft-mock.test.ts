// createBftScanClient against the local network of Scan mocks (`startMockNetwork`, as `npm run mock --
// --scans 4` starts it): the Scan list names only the mocks on this machine, and reads agree across them; a
// client learns the mocks' release as from a node.
import { type MockNetwork, startMockNetwork } from '@canton-openapi/conformance';
import { memoryLogger } from './support/fake-fetch.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBftScanClient, createScanClient } from '@canton-openapi/client/scan/internal';

let network: MockNetwork;
beforeAll(async () => {
  network = await startMockNetwork({ scans: 4 });
}, 180_000); // four Prisms starting at once on busy cores
afterAll(async () => {
  await network?.close();
});

describe('createBftScanClient on a local network of Scan mocks', () => {
  it('reads the list of the four mocks, every one on this machine, and nothing else', async () => {
    const client = createBftScanClient({ seedUrls: [network.scans[0]!.baseUrl], retry: false, logger: false });
    const list = await client.refresh();
    expect(list.scans).toEqual(network.scans.map((s, i) => ({ sv: `mock-sv-${i + 1}`, url: s.baseUrl })));
    expect(list).toMatchObject({ refused: [], needed: 2 });
    for (const scan of list.scans) expect(new URL(scan.url).hostname).toBe('127.0.0.1');
  });

  it('resolves the answer the Scans agree on, the same as one Scan gives, page iterators included', async () => {
    const bft = createBftScanClient({ seedUrls: [network.scans[1]!.baseUrl], retry: false, logger: false });
    const one = createScanClient({ baseUrl: network.scans[2]!.baseUrl, retry: false });
    expect(await bft.getRewardAccountingActivityTotals(4711)).toEqual(await one.getRewardAccountingActivityTotals(4711));
    const pages = [];
    for await (const page of bft.iterateVoteRequestResults({ limit: 10 }).pages()) pages.push(page);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)?.next_page_token ?? null).toBeNull();
  });

  it("a Scan client learns the mock's release (the spec's newest) as from a node: no warning that it is unknown, and what it removed is refused unsent", async () => {
    const { logger, warnings } = memoryLogger();
    const scan = createScanClient({ baseUrl: network.scans[0]!.baseUrl, retry: false, logger });
    const request = { migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 100, owner_party_ids: ['Alice::1220aa'] };
    // Both depend on the release: v2 was added in 0.7.5, v0 removed in 0.9.0.
    await expect(scan.getHoldingsStateAtV2(request)).resolves.toMatchObject({ created_events: expect.any(Array) });
    await expect(scan.getHoldingsStateAt(request)).rejects.toMatchObject({
      name: 'UnsupportedByServerError',
      serverVersion: '0.9.0',
      availability: 'removed',
    });
    expect(warnings).toEqual([]);
  });

  it('pages getHoldingsStateAtV2 by its string token, each page agreed on, as one Scan pages it', async () => {
    const bft = createBftScanClient({ seedUrls: [network.scans[0]!.baseUrl], retry: false, logger: false });
    const one = createScanClient({ baseUrl: network.scans[3]!.baseUrl, retry: false });
    const request = { migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 100, owner_party_ids: ['Alice::1220aa'] };
    const read = async (client: Pick<typeof one, 'iterateHoldingsStateAtV2'>) => {
      const pages = [];
      for await (const page of client.iterateHoldingsStateAtV2(request).pages()) pages.push(page);
      return pages;
    };
    const agreed = await read(bft);
    expect(agreed.length).toBeGreaterThan(1);
    expect(typeof agreed[0]?.next_page_token).toBe('string');
    expect(agreed).toEqual(await read(one));
  });
});
