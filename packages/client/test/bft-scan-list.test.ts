// createBftScanClient's Scan list, read through BFT from several Scans on 127.0.0.1: a listed URL that is
// not a bare http(s) origin is refused, reported and never called, fewer than f + 1 usable Scans fail at
// once, credentials go only to the origin they are configured for, and the list is read again on refresh
// or after refreshIntervalMs, kept when that read fails. Reads through the list are bft.test.ts's.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createBftScanClient, type RefusedScan, RequestError } from '@canton-openapi/client/scan/internal';
import { listOrder, scanNetworksClosedAfterEach } from './support/bft-networks.ts';
import { honestTotals } from './support/scan-network.ts';

const network = scanNetworksClosedAfterEach();

describe('createBftScanClient: the Scans it uses and the origins its credentials go to', () => {
  it('fails at once when fewer than f + 1 listed Scans can be used', async () => {
    const net = await network(
      ['honest'],
      [
        { publicUrl: 'ftp://scan.sv-2.example', svName: 'sv-2' },
        { publicUrl: 'gopher://scan.sv-3.example', svName: 'sv-3' },
        { publicUrl: 'file:///etc/passwd', svName: 'sv-4' },
      ],
    );
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    await expect(client.listDsoScans()).rejects.toThrow(/only 1 of 4 Scans can be used, fewer than the 2 matching answers needed/);
  });

  it('refuses every listed URL that is not a bare http(s) origin, reports it, and never calls it', async () => {
    const trap = (await network(['honest'])).scans[0]!;
    const host = trap.origin.slice('http://'.length);
    const tricks = [
      `ftp://${host}`,
      `javascript:alert(1)`,
      `http://user:secret@${host}`,
      `http://${host}@evil.example`,
      `http://${host}/api/scan/../../admin`,
      `http://${host}/other`,
      `http://${host}?next=/admin`,
      `http://${host}#fragment`,
      `http://evil.example\\@${host}`,
      `http:${host}`,
      `http://${host} `,
      'not a url',
    ];
    const net = await network(
      ['honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest'],
      tricks.map((publicUrl, i) => ({ publicUrl, svName: `trick-${i}` })),
    );
    const refused: RefusedScan[] = [];
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], onRefusedScan: (r) => refused.push(r), retry: false, logger: false });
    const list = await client.refresh();
    expect(refused.map((r) => r.publicUrl)).toEqual(tricks);
    for (const r of refused) expect(r.reason).toMatch(/scheme|credentials|bare origin|not a URL/);
    expect(list.refused).toEqual(refused);
    expect(list.scans).toHaveLength(14);
    // n counts the refused: 26 listed, f = 8, 9 matching answers needed.
    expect(list.needed).toBe(9);
    await client.getRewardAccountingActivityTotals(4711);
    expect(trap.requests).toEqual([]);
  });

  it('sends a token or header only to the origin it is configured for, never to discovered Scans or across a redirect', async () => {
    const trap = (await network(['honest'])).scans[0]!;
    const net = await network(['honest', { redirectTo: trap.origin }, 'honest', 'honest']);
    const [seed, redirecting, sv3] = net.scans;
    const client = createBftScanClient({
      seedUrls: [seed!.apiRoot],
      credentials: {
        [seed!.origin]: { token: 'seed-token', headers: { 'x-seed-key': 'seed-key' } },
        [sv3!.origin]: { headers: { 'x-sv3-key': 'sv3-key' } },
      },
      random: listOrder,
      retry: false,
      logger: false,
    });
    for (let i = 0; i < 4; i++) expect(await client.getRewardAccountingActivityTotals(4711)).toEqual(honestTotals);
    await client.listDsoScans();
    expect(seed!.requests.length).toBeGreaterThan(0);
    for (const r of seed!.requests) expect(r.headers).toMatchObject({ authorization: 'Bearer seed-token', 'x-seed-key': 'seed-key' });
    for (const scan of net.scans.slice(1)) {
      for (const r of scan.requests) {
        expect(r.headers.authorization).toBeUndefined();
        expect(r.headers['x-seed-key']).toBeUndefined();
        if (scan !== sv3) expect(r.headers['x-sv3-key']).toBeUndefined();
      }
    }
    // sv-2 redirected to another origin: no vote, and nothing reached that origin.
    expect(redirecting!.requests.length).toBeGreaterThan(0);
    expect(sv3!.requests.length).toBeGreaterThan(0);
    expect(trap.requests).toEqual([]);
    // Per-call credentials would reach every SV: refused before anything is sent.
    const before = net.scans.map((s) => s.requests.length);
    await expect(client.listDsoScans({ headers: { Authorization: 'Bearer x' } })).rejects.toBeInstanceOf(RequestError);
    expect(net.scans.map((s) => s.requests.length)).toEqual(before);
  });
});

describe('createBftScanClient: reading the Scan list again', () => {
  it('reads the Scan list again before the first call after refreshIntervalMs, and keeps it when that refresh fails', async () => {
    // The clock the interval is read from is fake: it moves only where this test moves it.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const net = await network(['honest', 'honest', 'honest', 'honest', 'honest']);
    const warnings: string[] = [];
    const client = createBftScanClient({
      seedUrls: [net.scans[0]!.apiRoot],
      refreshIntervalMs: 1,
      retry: false,
      logger: { warn: (message) => warnings.push(message) },
    });
    await client.listDsoScans();
    expect(client.scanList().scans).toHaveLength(5);
    net.listed = net.listed.slice(1);
    vi.advanceTimersByTime(5); // past the 1 ms interval
    await client.listDsoScans();
    expect(client.scanList().scans.map((s) => s.sv)).toEqual(['sv-2', 'sv-3', 'sv-4', 'sv-5']);
    // Every Scan now lists a different list: no f + 1 = 2 agree, so the list stays and the call still answers.
    for (const [i, scan] of net.scans.entries()) scan.listOverride = [{ publicUrl: `http://127.0.0.1:${i + 1}`, svName: `x-${i}` }];
    vi.advanceTimersByTime(5);
    expect(await client.getRewardAccountingActivityTotals(4711)).toEqual(honestTotals);
    expect(client.scanList().scans.map((s) => s.sv)).toEqual(['sv-2', 'sv-3', 'sv-4', 'sv-5']);
    expect(warnings).toEqual([expect.stringMatching(/^Scan list refresh failed, keeping the list: BftConsensusError/)]);
  });

  it('reads the Scan list again through BFT on refresh, dropping Scans no longer listed', async () => {
    const net = await network(['honest', 'honest', 'honest', 'honest']);
    const client = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
    expect((await client.refresh()).scans).toHaveLength(4);
    net.listed = net.listed.slice(0, 3);
    const list = await client.refresh();
    expect(list.scans.map((s) => s.sv)).toEqual(['sv-1', 'sv-2', 'sv-3']);
    // The second refresh asked 2f + 1 = 3 of the 4 Scans, not the seed alone.
    expect(net.scans.reduce((n, s) => n + s.requests.filter((r) => r.path.endsWith('/v0/scans')).length, 0)).toBe(4);
  });
});
