// A mock serving one release (`npm run mock -- --server-version <release>`, `startMock(api, { serverVersion })`)
// answers as a node of that release: its version endpoint, 404 for what the release does not serve, the
// documented refusal for what it disables by default; and conformance run against it with --prism passes. Those
// runs, in process, check what the release changes (`only`): of the ledger, the flats list and channel and the
// update list whose fields the release gates (the mock's WebSocket tail waits its idle time: it is the mock's).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiName } from '../src/apis.ts';
import { type MockServer, startMock } from '../src/mock/server.ts';
import { runConformance } from './support/local-run.ts';
import { failures } from './support/report.ts';
import { releaseDependent } from './support/selection.ts';

const mocks = new Map<string, MockServer>();
beforeAll(async () => {
  const started = await Promise.all([
    startMock('ledger', { serverVersion: '3.6.1', dynamic: true, seed: 1 }),
    startMock('ledger', { serverVersion: '3.5.19', dynamic: true, seed: 1 }),
    startMock('scan', { serverVersion: '0.9.0', dynamic: true, seed: 1 }),
    startMock('scan', { serverVersion: '0.8.4', dynamic: true, seed: 1 }),
  ]);
  for (const [key, mock] of [
    ['ledger 3.6.1', started[0]],
    ['ledger 3.5.19', started[1]],
    ['scan 0.9.0', started[2]],
    ['scan 0.8.4', started[3]],
  ] as const)
    mocks.set(key, mock);
}, 180_000);
afterAll(async () => {
  await Promise.all([...mocks.values()].map((m) => m.close()));
});

const base = (key: string) => mocks.get(key)?.baseUrl ?? '';
/** What a release changes: of the ledger, the flats list and channel and the update list whose fields it gates; of Scan, every operation a release key names. */
const releaseChanges = async (api: ApiName) => (api === 'ledger' ? ['postV2UpdatesFlats', '/v2/updates/flats', 'postV2Updates'] : releaseDependent(api));
// The mocks run in dynamic mode, as the CLI starts them; `dynamic=false` asks for the spec's examples.
const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer a.b.c', prefer: 'dynamic=false' },
    body: JSON.stringify(body),
  });

describe('a mock serving one release', () => {
  test('the version endpoint answers the release: GET /v2/version for the ledger, GET /version below /api/scan for Scan', async () => {
    expect(await (await fetch(`${base('ledger 3.6.1')}/v2/version`)).json()).toMatchObject({ version: '3.6.1', features: {} });
    expect(await (await fetch(`${base('scan 0.9.0')}/version`)).json()).toMatchObject({ version: '0.9.0', commit_ts: expect.any(String) });
  });

  test('3.6.1 refuses flats and a request using filter with the documented DEPRECATED_API_DISABLED before reading the body; 3.5.19 serves them', async () => {
    const refused = await post(`${base('ledger 3.6.1')}/v2/updates/flats`, 'not a request');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'DEPRECATED_API_DISABLED' });
    const filter = await post(`${base('ledger 3.6.1')}/v2/updates`, { beginExclusive: 0, filter: { filtersByParty: {} }, verbose: false });
    expect(filter.status).toBe(400);
    expect(await filter.json()).toMatchObject({ code: 'DEPRECATED_API_DISABLED' });
    const legacy = { beginExclusive: 0, endInclusive: 42, verbose: true, filter: { filtersByParty: { 'Alice::1220ab': { cumulative: [] } } } };
    const served = await post(`${base('ledger 3.5.19')}/v2/updates/flats`, legacy);
    expect(served.status).toBe(200);
    expect(Array.isArray(await served.json())).toBe(true);
  });

  test('Scan 0.9.0 answers v0 and v1 holdings 404 as paths it does not know, and serves v2', async () => {
    const body = { migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 10, owner_party_ids: ['Alice::1220ab'] };
    for (const path of ['/v0/holdings/state', '/v1/holdings/state']) {
      const gone = await post(`${base('scan 0.9.0')}${path}`, body);
      // As a Splice app answers a path no route matches: `{error}` naming the request URI.
      expect([gone.status, gone.headers.get('content-type'), await gone.json()]).toEqual([
        404,
        'application/json',
        { error: `The requested resource could not be found: ${base('scan 0.9.0')}${path}` },
      ]);
    }
    expect((await post(`${base('scan 0.9.0')}/v2/holdings/state`, body)).status).toBe(200);
  });

  test('Scan 0.8.4 reads /v0/events/latest-record-time, which 0.9.0 adds, as /v0/events/{update_id}: its 404 for an unknown id', async () => {
    const shadowed = await fetch(`${base('scan 0.8.4')}/v0/events/latest-record-time`, { headers: { prefer: 'dynamic=false' } });
    expect([shadowed.status, shadowed.headers.get('content-type'), await shadowed.json()]).toEqual([
      404,
      'application/json',
      { error: 'Event with id 1220000000000000000000000000000000000000000000000000000000000000dead not found' },
    ]);
    const latest = await fetch(`${base('scan 0.9.0')}/v0/events/latest-record-time`, { headers: { prefer: 'dynamic=false' } });
    expect(latest.status).toBe(200);
  });

  test('ledger 3.5.19 answers update-by-hash, which 3.6.1 adds, as its participant answers a path it does not know: 404 in plain text', async () => {
    const absent = await post(`${base('ledger 3.5.19')}/v2/updates/update-by-hash`, { transactionHash: 'AA==' });
    expect([absent.status, absent.headers.get('content-type'), await absent.text()]).toEqual([
      404,
      'text/plain; charset=UTF-8',
      'The requested resource could not be found.',
    ]);
  });

  test.each(['ledger 3.6.1', 'ledger 3.5.19', 'scan 0.9.0', 'scan 0.8.4'])(
    'conformance with --prism against the %s mock: the release read from the mock, exit 0',
    async (key) => {
      const [api, release] = key.split(' ') as [ApiName, string];
      const report = await runConformance({ apis: [api], baseUrl: base(key), prism: true, only: await releaseChanges(api) });
      expect(failures(report)).toEqual([]);
      expect(report.exitCode).toBe(0);
      expect(report.apis[0]?.server?.release).toBe(release);
      expect(report.apis[0]?.coverage.check.outcome).toBe('pass');
    },
  );
});
