// The mock's HTTP front answers as a server would where Prism alone would not: a path no operation has
// gets 404 at once (a wrong base URL), and a front whose Prism has gone answers 503 itself rather than
// relay to whatever listens on that Prism's port now, and a dynamic answer Prism's generator crashes on
// is drawn again instead of relayed as Prism's 500; a request breaking a range rule gets the spec's example of
// that refusal (with the value sent where the node's text names it), a body that does not decode the example of
// that.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listOperations } from '@canton-openapi/contract';
import { loadSpec } from '../src/load-spec.ts';
import { type MockServer, startMock } from '../src/mock/server.ts';
import { prisms, processTable } from './support/processes.ts';

let scan: MockServer;
// The ledger's mock also serves the last test, of a Prism that has gone (any API's front answers alike): its
// Prism is killed there, after the test that needs it, rather than another mock started for that alone.
let ledger: MockServer;
// The registry's, for what an API every release serves alike answers at a version path.
let registry: MockServer;
beforeAll(async () => {
  [scan, ledger, registry] = await Promise.all([startMock('scan'), startMock('ledger', { dynamic: true, seed: 7 }), startMock('registry')]);
}, 180_000);
afterAll(async () => {
  await Promise.all([scan?.close(), ledger?.close(), registry?.close()]);
});

describe('the mock front: paths and releases', () => {
  test('a path no operation has (a base URL without /api/scan) gets 404 naming the API root, malformed JSON body or not', async () => {
    const origin = new URL(scan.baseUrl).origin;
    for (const body of ['{not json', '{}']) {
      const response = await fetch(`${origin}/v0/scans`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/no scan operation has the path \/v0\/scans .*below \/api\/scan; check the base URL/);
    }
    expect((await fetch(`${scan.baseUrl}/v0/scans`)).status).toBe(200);
  });

  test('without a release it is a node of the newest release the spec describes: GET /version says it, what it removed is an unknown path', async () => {
    const newest = ((await loadSpec('scan')).root['info'] as { version: string }).version;
    expect(await (await fetch(`${scan.baseUrl}/version`)).json()).toMatchObject({ version: newest, commit_ts: expect.any(String) });
    // 0.9.0 removed v1 holdings: the Splice app's answer to a path no route matches.
    const body = JSON.stringify({ migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 10, owner_party_ids: ['Alice::1220ab'] });
    const gone = await fetch(`${scan.baseUrl}/v1/holdings/state`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect([gone.status, await gone.json()]).toEqual([404, { error: `The requested resource could not be found: ${scan.baseUrl}/v1/holdings/state` }]);
    // The registry, served by every release alike, has no version endpoint at its base URL.
    expect((await fetch(`${registry.baseUrl}/version`)).status).toBe(404);
  });
});

describe('the mock front: refusals of bad requests, as the nodes word them', () => {
  test("a request that breaks a range rule gets the Scan's own refusal of it, not Prism's first example of the status", async () => {
    const holdings = { migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 10, owner_party_ids: ['Alice::1220ab'] };
    const refusal = async (path: string, body?: unknown) => {
      const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      const response = await fetch(`${scan.baseUrl}${path}`, init);
      return [response.status, await response.json()];
    };
    // Limit.scala's texts: the page size's own example, by its name, in the body and the query alike.
    const tooSmall = [400, { error: 'Limit must be at least 1.' }];
    expect(await refusal('/v2/holdings/state', { ...holdings, page_size: 0 })).toEqual(tooSmall);
    expect(await refusal('/v0/updates', { page_size: 0 })).toEqual(tooSmall);
    expect(await refusal('/v0/admin/validator/licenses?limit=0')).toEqual(tooSmall);
    expect(await refusal('/v2/holdings/state', { ...holdings, page_size: 1001 })).toEqual([400, { error: 'Exceeded limit maximum (1001 > 1000).' }]);
    // The one example of the status named for maxItems.
    const owners = Array.from({ length: 1001 }, (_, i) => `Party${i}::1220ab`);
    expect(await refusal('/v2/holdings/state', { ...holdings, owner_party_ids: owners })).toEqual([
      400,
      { error: "Expected 'owner_party_ids' to contain at most 1000 items, but contained 1001." },
    ]);
  });

  test('an over-maximum page size is refused naming the value sent, as Limit.scala words it', async () => {
    const holdings = { migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 5000, owner_party_ids: ['Alice::1220ab'] };
    const response = await fetch(`${scan.baseUrl}/v2/holdings/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(holdings),
    });
    expect([response.status, await response.json()]).toEqual([400, { error: 'Exceeded limit maximum (5000 > 1000).' }]);
  });

  test("a body that does not decode gets the node's plain-text refusal of it (the spec's malformed-body), not a range refusal", async () => {
    const holdings = { migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 10, owner_party_ids: ['Alice::1220ab'] };
    const refusal = async (body: string) => {
      const response = await fetch(`${scan.baseUrl}/v2/holdings/state`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return [response.status, response.headers.get('content-type'), await response.text()];
    };
    const malformed = [400, 'text/plain', "The request content was malformed:\nDecodingFailure at .after: Got value '3' with wrong type, expecting string"];
    // A wrong type, a missing required field (the page size out of range too: decoding comes first), text that is no JSON.
    expect(await refusal(JSON.stringify({ ...holdings, page_size: 'ten' }))).toEqual(malformed);
    expect(await refusal(JSON.stringify({ page_size: 0 }))).toEqual(malformed);
    expect(await refusal('{not json')).toEqual(malformed);
  });

  test("the ledger refuses a body that does not decode in tapir's text, a maxPageSize below 1 with Canton's error naming it", async () => {
    const op = listOperations(await loadSpec('ledger')).find((o) => o.id === 'postV2UpdatesGetUpdatesPage');
    const first = op?.requestBody?.contents[0]?.examples[0]?.value as Record<string, unknown> | undefined;
    expect(first).toBeDefined();
    const refusal = async (body: string) => {
      const response = await fetch(`${ledger.baseUrl}/v2/updates/get-updates-page`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer any' },
        body,
      });
      const type = response.headers.get('content-type') ?? '';
      return [response.status, type.split(';')[0], type.includes('json') ? await response.json() : await response.text()];
    };
    const invalidBody = [400, 'text/plain', "Invalid value for: body (Got value '\"five\"' with wrong type, expecting number at 'maxPageSize')"];
    expect(await refusal(JSON.stringify({ ...first, maxPageSize: 'five' }))).toEqual(invalidBody);
    expect(await refusal('{not json')).toEqual(invalidBody);
    for (const size of [0, -3]) {
      const [status, type, body] = await refusal(JSON.stringify({ ...first, maxPageSize: size }));
      expect([status, type]).toEqual([400, 'application/json']);
      expect(body).toMatchObject({
        code: 'INVALID_ARGUMENT',
        cause: `The submitted request has invalid arguments: Requested page size must be positive, but got ${size}`,
      });
    }
    // The ledger's older names of a refusal below the minimum: `non-positive-offset` (its text naming the offset sent), `negative-page-size`.
    const byOffset = listOperations(await loadSpec('ledger')).find((o) => o.id === 'postV2UpdatesUpdateByOffset')?.requestBody?.contents[0]?.examples[0]?.value;
    expect(byOffset).toBeDefined();
    const offsetRefusal = await fetch(`${ledger.baseUrl}/v2/updates/update-by-offset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer any' },
      body: JSON.stringify({ ...(byOffset as Record<string, unknown>), offset: -4 }),
    });
    expect([offsetRefusal.status, await offsetRefusal.json()]).toEqual([
      400,
      expect.objectContaining({ code: 'NON_POSITIVE_OFFSET', cause: expect.stringMatching(/^Offset -4 in offset is not a positive integer/) }),
    ]);
    const parties = await fetch(`${ledger.baseUrl}/v2/parties?pageSize=-1`, { headers: { authorization: 'Bearer any' } });
    expect([parties.status, await parties.json()]).toEqual([
      400,
      expect.objectContaining({ cause: 'The submitted request has invalid arguments: Page size must be non-negative' }),
    ]);
  });
});

describe('the mock front: what it draws and relays', () => {
  test("/v0/scans lists the mock's own origin only, never the spec example's real Scans, whatever is asked for", async () => {
    const origin = new URL(scan.baseUrl).origin;
    const listed = async (prefer?: string) => {
      const response = await fetch(`${scan.baseUrl}/v0/scans`, { headers: prefer === undefined ? {} : { prefer } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { scans: { domainId: string; scans: { publicUrl: string; svName: string }[] }[] }).scans;
    };
    for (const prefer of [undefined, 'example=global-synchronizer']) {
      const domains = await listed(prefer);
      expect(domains.map((d) => d.scans)).toEqual([[{ publicUrl: origin, svName: 'mock-sv-1' }]]);
    }
    // Generated answers list as many synchronizers as Prism makes up (none, sometimes), each with the mock alone.
    const generated = (await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => listed(`dynamic=true, seed=${seed}`)))).flat();
    expect(generated.length).toBeGreaterThan(0);
    for (const domain of generated) expect(domain.scans).toEqual([{ publicUrl: origin, svName: 'mock-sv-1' }]);
  });

  test("a dynamic answer Prism's generator crashes on (a page of updates, seed 7) is drawn again with another seed, never relayed as a 500", async () => {
    const op = listOperations(await loadSpec('ledger')).find((o) => o.id === 'postV2UpdatesGetUpdatesPage');
    const body = op?.requestBody?.contents[0]?.examples[0]?.value;
    expect(body).toBeDefined();
    const ask = (prefer?: string) =>
      fetch(`${ledger.baseUrl}/v2/updates/get-updates-page`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer any', ...(prefer === undefined ? {} : { prefer }) },
        body: JSON.stringify(body),
      });
    for (const prefer of [undefined, 'dynamic=true, seed=7']) {
      const response = await ask(prefer);
      const text = await response.text();
      expect(response.status, text.slice(0, 200)).toBe(200);
      // Seed 7 crashes Prism's generator for this answer: the front says which seed answered instead.
      expect(response.headers.get('x-mock-seed')).toMatch(/^\d+$/);
      expect(response.headers.get('x-mock-fallback')).toBeNull();
      expect(JSON.parse(text)).toHaveProperty('updates');
    }
    // The same request gets the same answer: the redraw seeds are fixed.
    expect(await (await ask()).text()).toBe(await (await ask()).text());
  });

  test("once its Prism has gone, it answers 503 and relays nothing to another server on that Prism's port", async () => {
    // This worker's Prism children: the ledger's is the one whose spec has the ledger's paths.
    const prism = prisms(processTable()).find((p) => p.ppid === process.pid && p.args.some((a) => a.includes('canton-mock-ledger-')));
    expect(prism).toBeDefined();
    const port = Number(prism!.args[prism!.args.indexOf('-p') + 1]);
    const exited = new Promise<void>((done) => {
      const check = setInterval(() => {
        try {
          process.kill(prism!.pid, 0);
        } catch {
          clearInterval(check);
          done();
        }
      }, 50);
    });
    process.kill(prism!.pid, 'SIGKILL');
    await exited;
    const relayed: string[] = [];
    const impostor = createServer((req, res) => {
      relayed.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"impostor":true}');
    });
    await new Promise<void>((listening) => impostor.listen(port, '127.0.0.1', listening));
    try {
      // A read the front relays (it answers the version endpoint itself).
      const response = await fetch(`${ledger.baseUrl}/v2/state/ledger-end`, { headers: { authorization: 'Bearer a.b.c' } });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("the ledger mock's Prism is no longer running");
      expect(relayed).toEqual([]);
    } finally {
      await new Promise<void>((closed) => impostor.close(() => closed()));
    }
  });
});
