// Issue 26's "Done when" on the real clients, each against a fake server that reports its release: a
// participant on Canton 3.6.1 (flats and `filter`/`verbose` disabled by default) or 3.5.x (served,
// deprecated), and a Scan on Splice 0.9.0 (v0 and v1 holdings removed, v2 served) or 0.7.4 (before v2).
import { UnsupportedByServerError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { describe, expect, it, vi } from 'vitest';
import { flatsIfServed } from '../../examples/server-releases.ts';
import { fakeFetch, json, memoryLogger, raw, type Recorded } from '../support/fake-fetch.ts';

const sent = (calls: Recorded[]) => calls.map((c) => `${c.method} ${new URL(c.url).pathname}`);
// Deprecation warnings are once per process: the 3.5.x tests, which count them, run first.
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );

/** A participant reporting `version` on GET /v2/version, answering each update list with `[]` (or `updates` for POST /v2/updates). */
function participant(version: string, updates: () => Response = () => json([])) {
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/v2/version') return json({ version, features: { userManagement: {}, partyManagement: {}, experimental: {}, offsetCheckpoint: {} } });
    return path === '/v2/updates' ? updates() : json([]);
  });
}

describe('a participant that reports 3.5.x', () => {
  it('postV2UpdatesFlats is sent and warns once, naming the release', async () => {
    const { fetch, calls } = participant('3.5.19');
    const { logger, warnings } = memoryLogger();
    const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch, logger });
    await ledger.postV2UpdatesFlats({ beginExclusive: 0 });
    await ledger.postV2UpdatesFlats({ beginExclusive: 0 });
    expect(sent(calls)).toEqual(['GET /v2/version', 'POST /v2/updates/flats', 'POST /v2/updates/flats']);
    expect(warnings).toEqual([
      '[@canton-openapi/client] `postV2UpdatesFlats` (POST /v2/updates/flats) is deprecated. Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0. The server reports release 3.5.19.',
    ]);
  });

  it('readUpdates falls back to /v2/updates/flats on a participant snapshot build of 3.5', async () => {
    const { fetch, calls } = participant('3.5.14-snapshot.20260815.19176.0.v65fa04f6', () => raw(null, 405));
    const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: false });
    for await (const _ of ledger.readUpdates({ beginExclusive: 0, endInclusive: 3 }, { transport: 'http' })) void _;
    expect(sent(calls)).toEqual(['POST /v2/updates', 'GET /v2/version', 'POST /v2/updates/flats']);
  });
});

describe('a participant that reports 3.6.1', () => {
  it('postV2UpdatesFlats rejects without sending anything but the version lookup, naming postV2Updates and the operator setting', async () => {
    const { fetch, calls } = participant('3.6.1');
    const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch, token: 'jwt' });
    const error = await rejection(ledger.postV2UpdatesFlats({ beginExclusive: 0 }));
    expect(error).toBeInstanceOf(UnsupportedByServerError);
    expect(error).toMatchObject({
      operationId: 'postV2UpdatesFlats',
      serverVersion: '3.6.1',
      availability: 'disabled',
      replacedBy: 'postV2Updates',
      enabledBy: 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34',
    });
    expect((error as Error).message).toContain('Use `postV2Updates` instead.');
    expect(sent(calls)).toEqual(['GET /v2/version']);
    // The lookup carries the client's credentials, as any call does.
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer jwt');
  });

  it('postV2Updates with the deprecated `filter` rejects before sending, naming updateFormat; without it, it is sent', async () => {
    const { fetch, calls } = participant('3.6.1');
    const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch });
    const error = await rejection(ledger.postV2Updates({ beginExclusive: 0, filter: { filtersByParty: {} } }));
    expect(error).toMatchObject({ name: 'UnsupportedByServerError', subject: 'postV2Updates.filter', availability: 'disabled', replacedBy: 'updateFormat' });
    await ledger.postV2Updates({ beginExclusive: 0 });
    expect(sent(calls)).toEqual(['GET /v2/version', 'POST /v2/updates']);
  });

  it('sends postV2UpdatesFlats where the operator re-enabled it (deprecatedEndpointsEnabled)', async () => {
    const { fetch, calls } = participant('3.6.1');
    await createLedgerClient({ baseUrl: 'http://p.test', fetch, deprecatedEndpointsEnabled: true, logger: false }).postV2UpdatesFlats({ beginExclusive: 0 });
    expect(sent(calls)).toEqual(['GET /v2/version', 'POST /v2/updates/flats']);
  });

  it('readUpdates does not fall back to /v2/updates/flats: the participant lacking /v2/updates is the answer', async () => {
    const { fetch, calls } = participant('3.6.1', () => raw(null, 404));
    const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: false });
    const read = async () => {
      for await (const _ of ledger.readUpdates({ beginExclusive: 0, endInclusive: 3 }, { transport: 'http' })) void _;
    };
    await expect(read()).rejects.toMatchObject({ name: 'HttpError', status: 404, operationId: 'postV2Updates' });
    expect(sent(calls)).toEqual(['POST /v2/updates', 'GET /v2/version']);
  });

  it('streamUpdatesFlats rejects before connecting', async () => {
    const { fetch, calls } = participant('3.6.1');
    const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch });
    const error = await rejection(ledger.streamUpdatesFlats({ beginExclusive: 0, endInclusive: 3 }).next());
    expect(error).toMatchObject({ name: 'UnsupportedByServerError', subject: 'streamUpdatesFlats', availability: 'disabled', replacedBy: 'streamUpdates' });
    expect(sent(calls)).toEqual(['GET /v2/version']);
  });
});

describe('a Scan', () => {
  const baseUrl = 'http://scan.test/api/scan';
  const request = {
    migration_id: 4,
    record_time: '2025-02-14T15:00:00Z',
    record_time_match: 'exact' as const,
    page_size: 2,
    owner_party_ids: ['Alice::1220aa'],
  };
  const page = (n: number, token?: string) => ({
    record_time: '2025-02-14T15:00:00Z',
    migration_id: 4,
    created_events: [{ contract_id: `00c${n}` }],
    ...(token === undefined ? {} : { next_page_token: token }),
  });
  function scan(version: string) {
    return fakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/scan/version') return json({ version, commit_ts: '2026-10-07T00:00:00Z' });
      return json(JSON.parse(request.body).after === 'p2' ? page(2) : page(1, 'p2'));
    });
  }

  it('that reports 0.9.0 serves holdings from /v2/holdings/state through an iterator, and rejects v0 and v1 before sending', async () => {
    const { fetch, calls } = scan('0.9.0');
    const client = createScanClient({ baseUrl, fetch });
    const items: unknown[] = [];
    for await (const item of client.iterateHoldingsStateAtV2(request)) items.push(item);
    expect(items).toEqual([{ contract_id: '00c1' }, { contract_id: '00c2' }]);
    for (const call of [
      () => client.getHoldingsStateAt(request),
      () => client.getHoldingsStateAtV1(request),
      () => client.iterateHoldingsStateAtV1(request).next(),
    ]) {
      await expect(call()).rejects.toMatchObject({
        name: 'UnsupportedByServerError',
        availability: 'removed',
        replacedBy: 'getHoldingsStateAtV2',
        serverVersion: '0.9.0',
      });
    }
    expect(sent(calls)).toEqual(['GET /api/scan/version', 'POST /api/scan/v2/holdings/state', 'POST /api/scan/v2/holdings/state']);
  });

  it('that reports 0.7.4 rejects getHoldingsStateAtV2, added in 0.7.5, before sending', async () => {
    const { fetch, calls } = scan('0.7.4');
    const error = await rejection(createScanClient({ baseUrl, fetch }).getHoldingsStateAtV2(request));
    expect(error).toMatchObject({ name: 'UnsupportedByServerError', availability: 'absent', serverVersion: '0.7.4' });
    expect(sent(calls)).toEqual(['GET /api/scan/version']);
  });

  it('whose /version fails still serves listDsoScans, which every release serves, without asking', async () => {
    const { fetch, calls } = fakeFetch((request) => (new URL(request.url).pathname === '/api/scan/version' ? raw('', 404) : json({ scans: [] })));
    await createScanClient({ baseUrl, fetch }).listDsoScans();
    expect(sent(calls)).toEqual(['GET /api/scan/v0/scans']);
  });
});

describe("the README's example (examples/server-releases.ts)", () => {
  it.each([
    ['3.6.1', undefined, ['GET /v2/version']],
    ['3.5.19', [], ['GET /v2/version', 'POST /v2/updates/flats']],
  ])('against %s answers %j', async (version, answer, requests) => {
    const { fetch, calls } = participant(version);
    vi.stubGlobal('fetch', fetch);
    try {
      expect(await flatsIfServed('http://p.test', 'jwt')).toEqual(answer);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent(calls)).toEqual(requests);
  });
});
