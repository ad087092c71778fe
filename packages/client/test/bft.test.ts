// createBftScanClient against several Scans on 127.0.0.1: one lies (schema-valid, wrong), one is
// down, one never answers. Reads resolve with what f + 1 agree on, never wait for the slow Scan
// once they do, and fail with BftConsensusError naming each SV otherwise; a call a Scan cannot take is
// refused before any Scan is asked. The Scan list itself (which Scans are used, where credentials go,
// when the list is read again) is bft-scan-list.test.ts's.
import { describe, expect, it } from 'vitest';
import { BftConsensusError, createBftScanClient, isScanHttpError, RequestError } from '@canton-openapi/client/scan/internal';
import * as stableScan from '@canton-openapi/client/scan';
import { agreedTotals } from '../examples/bft.ts';
import { listOrder, scanNetworksClosedAfterEach } from './support/bft-networks.ts';
import { featuredAppRight, holdingsV2Page, honestTotals, votePages } from './support/scan-network.ts';

const network = scanNetworksClosedAfterEach();

describe('createBftScanClient: a read answers what f + 1 Scans agree on', () => {
  it('resolves with the answer f + 1 Scans agree on, past a liar, a Scan that is down and one that never answers, and aborts that one', async () => {
    // n = 5, f = 1: two matching answers needed, three Scans asked first (sv-1 slow, sv-2, sv-3 the liar).
    const net = await network(['slow', 'honest', 'liar', 'down', 'honest']);
    const [slow] = net.scans;
    const client = createBftScanClient({ seedUrls: [net.scans[1]!.apiRoot], random: listOrder, retry: false, logger: false });
    const totals = await client.getRewardAccountingActivityTotals(4711);
    expect(totals).toEqual(honestTotals);
    // The read resolved while sv-1 still held its request; the client then hung up on it.
    await slow!.hungUp;
    expect(net.scans.map((s) => s.requests.filter((r) => r.path.includes('activity-totals')).length)).toEqual([1, 1, 1, 0, 1]);
    expect(client.scanList()).toMatchObject({ needed: 2, refused: [] });
    expect(client.scanList().scans.map((s) => s.sv)).toEqual(['sv-1', 'sv-2', 'sv-3', 'sv-4', 'sv-5']);
  });

  it("the README's example resolves with the agreed totals", async () => {
    const net = await network(['honest', 'liar', 'honest', 'honest']);
    expect(await agreedTotals(net.scans[0]!.apiRoot, 4711)).toEqual(honestTotals);
  });

  it('reads every page of an iterator through BFT, each page agreed', async () => {
    const net = await network(['honest', 'liar', 'honest', 'down']);
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    const pages = [];
    for await (const page of client.iterateVoteRequestResults({ limit: 10 }).pages()) pages.push(page);
    expect(pages).toEqual(votePages);
  });

  it("reads a provider's featured-app right through BFT, past a Scan that hides it", async () => {
    // n = 4, f = 1: sv-1 (the liar, asked first) answers null; sv-2 and sv-3 agree on the contract.
    const net = await network(['liar', 'honest', 'honest', 'down']);
    const client = createBftScanClient({ seedUrls: [net.scans[1]!.apiRoot], random: listOrder, retry: false, logger: false });
    const provider = featuredAppRight.featured_app_right.payload.provider;
    expect(await client.lookupFeaturedAppRight(provider)).toEqual(featuredAppRight);
    expect(net.scans[0]!.requests.map((r) => r.path)).toContain(`/api/scan/v0/featured-apps/${encodeURIComponent(provider)}`);
    expect(await client.lookupFeaturedAppRight('Bob::1220bb')).toEqual({ featured_app_right: null });
  });

  it('counts a Scan whose release does not serve the call as no vote: SVs upgrade at different times', async () => {
    const net = await network(['honest', 'honest', 'honest', 'honest']);
    for (const [i, scan] of net.scans.entries()) scan.version = i < 2 ? '0.7.4' : '0.9.0';
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], random: listOrder, retry: false, logger: false });
    const request = { migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 10, owner_party_ids: ['Alice::1220aa'] };
    expect(await client.getHoldingsStateAtV2(request)).toEqual(holdingsV2Page);
    // sv-1 and sv-2 (0.7.4, before getHoldingsStateAtV2) were asked their release and nothing else.
    const asked = (i: number) => net.scans[i]!.requests.map((r) => r.path).filter((path) => path !== '/api/scan/v0/scans');
    expect([asked(0), asked(1)]).toEqual([['/api/scan/version'], ['/api/scan/version']]);
    expect([asked(2), asked(3)]).toEqual([
      ['/api/scan/version', '/api/scan/v2/holdings/state'],
      ['/api/scan/version', '/api/scan/v2/holdings/state'],
    ]);
  });

  it('gives the honest answer whichever Scans it happens to ask first', async () => {
    const net = await network(['honest', 'liar', 'honest', 'down', 'honest', 'liar', 'honest']);
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    for (let i = 0; i < 8; i++) expect(await client.getRewardAccountingActivityTotals(4711)).toEqual(honestTotals);
  });

  it('forwards an error status f + 1 Scans agree on (a 404 with the same body), as Splice does', async () => {
    const net = await network(['honest', 'honest', 'honest', 'down']);
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    const body = { migration_id: 1, record_time: '2025-01-01T00:00:00Z', owner_party_ids: ['Alice::1220aa'], page_size: 10 } as never;
    const error = await client.getHoldingsStateAtV1(body).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isScanHttpError(error, 'getHoldingsStateAtV1') && error.status).toBe(404);
  });
});

describe('createBftScanClient: the activity totals of a round no Scan has computed (4712): Undetermined only when f + 1 Scans answered', () => {
  /** A client that has read the list of n = 4 Scans (f = 1, 2 answers needed) while all were up. */
  async function listed() {
    const net = await network(['honest', 'honest', 'honest', 'honest']);
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], random: listOrder, retry: false, logger: false });
    await client.refresh();
    return { net, client };
  }
  const outcome = (pending: Promise<unknown>) =>
    pending.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );

  it('answers Undetermined for a round no Scan has the totals of, as Splice does', async () => {
    const net = await network(['honest', 'honest', 'down', 'honest']);
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    expect(await client.getRewardAccountingActivityTotals(4712)).toEqual({ status: 'Undetermined' });
  });

  it('every Scan down: BftConsensusError naming each, not Undetermined', async () => {
    const { net, client } = await listed();
    await Promise.all(net.scans.map((s) => s.stop()));
    const { error } = (await outcome(client.getRewardAccountingActivityTotals(4712))) as { error?: BftConsensusError };
    expect(error).toBeInstanceOf(BftConsensusError);
    expect(error).toMatchObject({ operationId: 'getRewardAccountingActivityTotals', needed: 2, total: 4 });
    expect(error!.message).toContain('only 0 of 4 Scans answered');
    expect(error!.answers.map((a) => [a.sv, a.outcome, a.error?.split(':')[0]])).toEqual([
      ['sv-1', 'failed', 'NetworkError'],
      ['sv-2', 'failed', 'NetworkError'],
      ['sv-3', 'failed', 'NetworkError'],
      ['sv-4', 'failed', 'NetworkError'],
    ]);
  });

  it('every Scan answering 503: BftConsensusError', async () => {
    const { net, client } = await listed();
    for (const scan of net.scans) scan.behaviour = 'unavailable';
    const { error } = (await outcome(client.getRewardAccountingActivityTotals(4712))) as { error?: BftConsensusError };
    expect(error).toBeInstanceOf(BftConsensusError);
    expect(error!.answers.map((a) => a.error?.split(':')[0])).toEqual(['HttpError', 'HttpError', 'HttpError', 'HttpError']);
  });

  it('f = 1 Scan answering, the others down: BftConsensusError', async () => {
    const { net, client } = await listed();
    await Promise.all(net.scans.slice(1).map((s) => s.stop()));
    const { error } = (await outcome(client.getRewardAccountingActivityTotals(4712))) as { error?: BftConsensusError };
    expect(error).toBeInstanceOf(BftConsensusError);
    expect(error!.message).toContain('only 1 of 4 Scans answered');
    expect(error!.answers[0]).toMatchObject({ sv: 'sv-1', outcome: 'failed', error: expect.stringMatching(/^\/status is "Undetermined", not "Ok"/) });
  });

  it('f + 1 = 2 Scans answering, the others down: Undetermined', async () => {
    const { net, client } = await listed();
    await Promise.all(net.scans.slice(2).map((s) => s.stop()));
    expect(await client.getRewardAccountingActivityTotals(4712)).toEqual({ status: 'Undetermined' });
  });
});

describe('createBftScanClient: BftConsensusError when the answers differ', () => {
  it('rejects with BftConsensusError listing what each SV answered when no answer reaches f + 1', async () => {
    const net = await network(['honest', 'liar', 'down', 'invalid']);
    const client = createBftScanClient({
      seedUrls: [net.scans[0]!.apiRoot],
      credentials: { [net.scans[0]!.origin]: { token: 'seed-secret-token' } },
      random: listOrder,
      retry: false,
      logger: false,
    });
    const error = await client.getRewardAccountingActivityTotals(4711).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BftConsensusError);
    const e = error as BftConsensusError;
    expect(e).toMatchObject({ name: 'BftConsensusError', operationId: 'getRewardAccountingActivityTotals', needed: 2, total: 4 });
    expect(e.answers.map((a) => [a.sv, a.outcome])).toEqual([
      ['sv-1', 'answered'],
      ['sv-2', 'answered'],
      ['sv-3', 'failed'],
      ['sv-4', 'failed'],
    ]);
    expect(e.answers[0]!.group).not.toBe(e.answers[1]!.group);
    // The first answer from its start, the other from where it differs: the liar's minting allowance.
    expect(e.answers[0]!.answer).toMatch(/^\{"active_parties_count":412,/);
    expect(e.answers[1]!.answer).toMatch(/^…\(\d+ chars equal\) .*"total_app_reward_minting_allowance":"99999.0000000000"/);
    expect(e.answers[2]!.error).toMatch(/^NetworkError/);
    expect(e.answers[3]!.error).toMatch(/^ResponseValidationError/);
    for (const sv of ['sv-1', 'sv-2', 'sv-3', 'sv-4']) expect(e.message).toContain(sv);
    expect(`${e.message} ${JSON.stringify(e)}`).not.toContain('seed-secret-token');
  });
});

describe('createBftScanClient: calls it refuses before asking any Scan, and reads the caller stops', () => {
  it('refuses a value a Scan cannot take before asking any Scan, as a one-Scan client does', async () => {
    const net = await network(['honest', 'honest', 'honest', 'honest']);
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    await client.getRewardAccountingActivityTotals(4711);
    const before = net.scans.map((s) => s.requests.length);
    const error = await client.getRewardAccountingActivityTotals(7.5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toContain('path parameter round_number is 7.5, not a whole number');
    expect(net.scans.map((s) => s.requests.length)).toEqual(before);
  });

  it('rejects a method name that is no Scan operation (a typo) before asking any Scan, even for the Scan list', async () => {
    const net = await network(['honest', 'honest', 'honest', 'honest']);
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    const typo = (client as unknown as Record<string, () => Promise<unknown>>)['getDsoInfoo']!;
    const error = await typo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toContain("scan has no operation 'getDsoInfoo'");
    expect(net.scans.map((s) => s.requests.length)).toEqual([0, 0, 0, 0]);
  });

  it('the client of @canton-openapi/client/scan refuses an internal read, naming the /internal subpath, and asks no Scan for it', async () => {
    const net = await network(['honest', 'honest', 'honest', 'honest']);
    const client = stableScan.createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    const internalRead = (client as unknown as Record<string, (round: number) => Promise<unknown>>)['getRewardAccountingActivityTotals']!;
    const error = await internalRead(4711).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ operationId: 'getRewardAccountingActivityTotals' });
    expect((error as Error).message).toContain('@canton-openapi/client/scan/internal');
    expect(net.scans.flatMap((s) => s.requests.filter((r) => r.path.includes('activity-totals')))).toEqual([]);
    // Its external reads go on as before.
    await expect(client.listDsoScans()).resolves.toMatchObject({ scans: expect.any(Array) });
  });

  it('rejects bad options, naming them: seedUrls when it is made, the others with the first call', async () => {
    expect(() => createBftScanClient({ seedUrls: [] })).toThrow(/seedUrls/);
    const first = (options: Omit<Parameters<typeof createBftScanClient>[0], 'seedUrls'> & { seedUrls?: string[] }) =>
      createBftScanClient({ seedUrls: ['https://scan.example/api/scan'], ...options }).listDsoScans();
    await expect(first({ seedUrls: ['ftp://scan.example/api/scan'] })).rejects.toThrow(/seedUrls\[0\] must be an http\(s\) URL/);
    await expect(first({ credentials: { 'https://scan.example/api/scan': { token: 't' } } })).rejects.toThrow(
      /credentials key 'https:\/\/scan.example\/api\/scan' must be an origin/,
    );
    await expect(first({ timeoutMs: 0 })).rejects.toThrow(/timeoutMs/);
    await expect(first({ refreshIntervalMs: -1 })).rejects.toThrow(/refreshIntervalMs/);
  });

  it("stops a read when the caller's signal aborts", async () => {
    const net = await network(['slow', 'slow', 'slow', 'slow']);
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    const controller = new AbortController();
    const pending = client.listDsoScans({ signal: controller.signal });
    // Aborted once the request is out: the seed Scan holds it.
    await net.scans[0]!.requested;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await net.scans[0]!.hungUp;
  });
});
