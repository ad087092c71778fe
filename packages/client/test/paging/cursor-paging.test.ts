// Page iterators by a cursor from the last item (`x-pagination` `fromLastItem`): the next request's
// `after` is copied from the last item of each page (from wherever the item's branch holds it), exactly
// (an int64 beyond 2^53, a time's text), across a migration boundary; an empty page ends; a kept `after`
// resumes; a server that does not move on, or an item without the cursor's fields, stops with
// ResponseValidationError. On `iterateUpdates` of paging.yaml.
import { type PageIterator, type PageOptions, ResponseValidationError } from '@canton-openapi/client';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, sequence } from '../support/fake-fetch.ts';
import { fixture } from '../support/fixture.ts';

type After = { after_migration_id: number | bigint; after_record_time: string };
type Update = { update_id: string; record_time: string; migration_id?: number | bigint; event?: { migration_id: number | bigint } };
interface CursorClient {
  iterateUpdates(request: { page_size: number; after?: After | undefined }, options?: PageOptions): PageIterator<Update, { transactions: Update[] }>;
}

const api = await fixture<CursorClient>(new URL('./paging.yaml', import.meta.url));
const transaction = (id: string, migration: number, time: string) => ({ update_id: id, migration_id: migration, record_time: time });
const reassignment = (id: string, migration: number, time: string) => ({ update_id: id, record_time: time, event: { migration_id: migration } });

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterator) out.push(item);
  return out;
}

describe('iterateUpdates (a cursor from the last item)', () => {
  it('sets after from the last item of each page, wherever its branch holds it, across a migration, until a page is empty', async () => {
    const pages = [
      [transaction('a', 0, '2026-01-01T00:00:05.000001Z'), reassignment('b', 0, '2026-01-01T00:00:06.000000Z')],
      // Migration 1 starts before migration 0 ended: only the last item's own migration id reads on correctly.
      [transaction('c', 1, '2026-01-01T00:00:01.000000Z')],
      [],
    ];
    const { fetch, calls } = sequence(...pages.map((transactions) => json({ transactions })));
    const request = { page_size: 2 };
    const items = await collect(api.createClient({ fetch }).iterateUpdates(request));
    expect(items.map((u) => u.update_id)).toEqual(['a', 'b', 'c']);
    expect(calls.map((c) => JSON.parse(c.body))).toEqual([
      { page_size: 2 },
      { page_size: 2, after: { after_migration_id: 0, after_record_time: '2026-01-01T00:00:06.000000Z' } },
      { page_size: 2, after: { after_migration_id: 1, after_record_time: '2026-01-01T00:00:01.000000Z' } },
    ]);
    expect(request).toEqual({ page_size: 2 });
  });

  it('passes over an alternative that is null, as an item whose member is written null when absent', async () => {
    const { fetch, calls } = sequence(
      json({ transactions: [{ ...reassignment('e', 2, '2026-01-03T00:00:00.000000Z'), migration_id: null }] }),
      json({ transactions: [] }),
    );
    await collect(api.createClient({ fetch }).iterateUpdates({ page_size: 1 }));
    expect(JSON.parse(calls[1]!.body)).toEqual({ page_size: 1, after: { after_migration_id: 2, after_record_time: '2026-01-03T00:00:00.000000Z' } });
  });

  it('copies an int64 migration id beyond 2^53 exactly in bigint mode, and the record time as sent', async () => {
    const { fetch, calls } = sequence(
      json('{"transactions":[{"update_id":"a","migration_id":9223372036854775807,"record_time":"2026-01-01T00:00:00.1234567Z"}]}'),
      json('{"transactions":[]}'),
    );
    const items = await collect(api.createClient({ fetch, int64: 'bigint' }).iterateUpdates({ page_size: 1 }));
    expect(items[0]?.migration_id).toBe(9223372036854775807n);
    expect(calls[1]!.body).toBe('{"page_size":1,"after":{"after_migration_id":9223372036854775807,"after_record_time":"2026-01-01T00:00:00.1234567Z"}}');
  });

  it('resumes from an after the caller kept, and .pages() yields every page whole, the empty last one too', async () => {
    const kept = { after_migration_id: 3, after_record_time: '2026-01-02T00:00:00.000000Z' };
    const { fetch, calls } = sequence(json({ transactions: [transaction('d', 3, '2026-01-02T00:00:01.000000Z')] }), json({ transactions: [] }));
    const pages = await collect(api.createClient({ fetch }).iterateUpdates({ page_size: 5, after: kept }).pages());
    expect(pages).toEqual([{ transactions: [transaction('d', 3, '2026-01-02T00:00:01.000000Z')] }, { transactions: [] }]);
    expect(JSON.parse(calls[0]!.body)).toEqual({ page_size: 5, after: kept });
    expect(JSON.parse(calls[1]!.body)).toEqual({ page_size: 5, after: { after_migration_id: 3, after_record_time: '2026-01-02T00:00:01.000000Z' } });
  });

  it('stops with ResponseValidationError when a page ends on the cursor it was sent, rather than loop', async () => {
    const last = transaction('d', 3, '2026-01-02T00:00:00.000000Z');
    const { fetch, calls } = fakeFetch(() => json({ transactions: [last] }));
    const kept = { after_migration_id: 3, after_record_time: last.record_time };
    const error = await collect(api.createClient({ fetch }).iterateUpdates({ page_size: 1, after: kept })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ operationId: 'listUpdates', pointer: '/transactions/0' });
    expect(calls).toHaveLength(1);
  });

  it('stops with ResponseValidationError naming the pointers when the last item has none of them', async () => {
    const { fetch, calls } = sequence(json({ transactions: [{ update_id: 'x', record_time: '2026-01-01T00:00:00Z', event: {} }] }));
    const error = await collect(api.createClient({ fetch }).iterateUpdates({ page_size: 1 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ operationId: 'listUpdates', pointer: '/transactions/0/migration_id' });
    expect((error as Error).message).toContain('the last item has none of /migration_id, /event/migration_id to set /after/after_migration_id from');
    expect(calls).toHaveLength(1);
  });
});
