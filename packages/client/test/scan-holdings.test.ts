// Scan's holdings and contract set: `getHoldingsStateAtV1` (int64 page tokens, deprecated) and its
// replacement `getHoldingsStateAtV2` and `getAcsSnapshotAtV2` (opaque string tokens) page as the spec
// declares (test/paging/ tests the page iterators themselves on a fixture spec).
import { ResponseValidationError } from '@canton-openapi/client';
import { createScanClient } from '@canton-openapi/client/scan';
import { describe, expect, it } from 'vitest';
import { json, sequence } from './support/fake-fetch.ts';

const baseUrl = 'http://scan.test/api/scan';
const holdingsRequest = {
  migration_id: 4,
  record_time: '2025-02-14T15:00:00Z',
  record_time_match: 'exact' as const,
  page_size: 2,
  owner_party_ids: ['Alice::1220aa'],
};

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterator) out.push(item);
  return out;
}

describe('iterateHoldingsStateAtV1', () => {
  const contract = (n: number, update: string | null) => ({ created_in_update_id: update, contract_id: `00c${n}`, template_id: 'p:Splice.Amulet:Amulet' });
  it('follows next_page_token as after through the replacement of getHoldingsStateAt, and ends at a null token', async () => {
    const { fetch, calls } = sequence(
      json({ record_time: '2025-02-14T15:00:00Z', migration_id: 4, created_events: [contract(1, '1220aa'), contract(2, null)], next_page_token: 3 }),
      json({ record_time: '2025-02-14T15:00:00Z', migration_id: 4, created_events: [contract(3, '1220bb')], next_page_token: null }),
    );
    const log = { warnings: [] as string[] };
    const client = createScanClient({ baseUrl, fetch, serverVersion: false, logger: { warn: (m: string) => void log.warnings.push(m), debug: () => {} } });
    expect(await collect(client.iterateHoldingsStateAtV1(holdingsRequest))).toEqual([contract(1, '1220aa'), contract(2, null), contract(3, '1220bb')]);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/scan/v1/holdings/state', '/api/scan/v1/holdings/state']);
    expect(JSON.parse(calls[1]!.body)).toEqual({ ...holdingsRequest, after: 3 });
    // Deprecated itself since Splice 0.7.5, in favour of getHoldingsStateAtV2.
    expect(log.warnings).toEqual([expect.stringContaining('`getHoldingsStateAtV1` (POST /v1/holdings/state) is deprecated. Use `getHoldingsStateAtV2`')]);
  });
});

describe('iterateHoldingsStateAtV2 and iterateAcsSnapshotAtV2 (string page tokens)', () => {
  const contract = (n: number) => ({ created_in_update_id: `1220${n}`, contract_id: `00c${n}`, template_id: 'p:Splice.Amulet:Amulet' });
  const page = (items: unknown[], token?: string) => ({
    record_time: '2025-02-14T15:00:00Z',
    migration_id: 4,
    created_events: items,
    ...(token === undefined ? {} : { next_page_token: token }),
  });

  it('iterateHoldingsStateAtV2 sends each next_page_token back as after, unchanged, and ends where there is none', async () => {
    const { fetch, calls } = sequence(json(page([contract(1), contract(2)], 'Mw==')), json(page([contract(3)], 'Ng==')), json(page([contract(4)])));
    const log = { warnings: [] as string[] };
    const client = createScanClient({ baseUrl, fetch, serverVersion: false, logger: { warn: (m: string) => void log.warnings.push(m), debug: () => {} } });
    expect(await collect(client.iterateHoldingsStateAtV2(holdingsRequest))).toEqual([contract(1), contract(2), contract(3), contract(4)]);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(Array(3).fill('/api/scan/v2/holdings/state'));
    expect(calls.map((c) => JSON.parse(c.body) as unknown)).toEqual([
      holdingsRequest,
      { ...holdingsRequest, after: 'Mw==' },
      { ...holdingsRequest, after: 'Ng==' },
    ]);
    expect(log.warnings).toEqual([]);
  });

  it('iterateAcsSnapshotAtV2 resumes from a string token the caller passes, and a null token ends it', async () => {
    const { fetch, calls } = sequence(json(page([contract(5)], 'OQ==')), json({ ...page([contract(6)]), next_page_token: null }));
    const client = createScanClient({ baseUrl, fetch, serverVersion: false });
    const request = { migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 1, party_ids: ['Alice::1220aa'], after: 'NQ==' };
    expect(await collect(client.iterateAcsSnapshotAtV2(request))).toEqual([contract(5), contract(6)]);
    expect(calls.map((c) => (JSON.parse(c.body) as { after?: unknown }).after)).toEqual(['NQ==', 'OQ==']);
    expect(new URL(calls[0]!.url).pathname).toBe('/api/scan/v2/state/acs');
  });

  it('with validate: true, a v2 page with an int64 token, as v1 answers, is rejected naming /next_page_token', async () => {
    const full = (n: number) => ({
      ...contract(n),
      package_name: 'splice-amulet',
      create_arguments: {},
      created_at: '2025-02-10T08:21:44Z',
      signatories: ['DSO::1220aa'],
      observers: [],
    });
    const { fetch, calls } = sequence(json(page([full(1)], 'Mw==')), json({ ...page([full(2)]), next_page_token: 3 }));
    const client = createScanClient({ baseUrl, fetch, validate: true, serverVersion: false });
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const item of client.iterateHoldingsStateAtV2(holdingsRequest)) seen.push(item);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.map((i) => i.pointer)).toContain('/next_page_token');
    expect(seen).toEqual([full(1)]);
    expect(calls).toHaveLength(2);
  });
});
