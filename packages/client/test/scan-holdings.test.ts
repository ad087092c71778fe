// Scan's holdings: `getHoldingsStateAtV1`, the replacement of the deprecated `getHoldingsStateAt`,
// pages as its spec declares (test/paging/ tests the page iterators themselves on a fixture spec).
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
    const client = createScanClient({ baseUrl, fetch, logger: { warn: (m: string) => void log.warnings.push(m), debug: () => {} } });
    expect(await collect(client.iterateHoldingsStateAtV1(holdingsRequest))).toEqual([contract(1, '1220aa'), contract(2, null), contract(3, '1220bb')]);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/scan/v1/holdings/state', '/api/scan/v1/holdings/state']);
    expect(JSON.parse(calls[1]!.body)).toEqual({ ...holdingsRequest, after: 3 });
    // The replacement is not deprecated.
    expect(log.warnings).toEqual([]);
  });
});
