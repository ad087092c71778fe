// Page iterators: items across pages, the token carried forward under the request's own name, the
// end at an absent or null token, aborts, and a server that repeats a token.
import { AbortError, ResponseValidationError } from '@canton-openapi/client';
import { createScanClient } from '@canton-openapi/client/scan';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, sequence } from './support/fake-fetch.ts';

const baseUrl = 'http://scan.test/api/scan';
const vote = (n: number) => ({ n });
const holding = (n: number) => ({ event_type: 'created_event', event_id: `#e:${n}` });
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

describe('iterateVoteRequestResults', () => {
  it('yields the items of every page and sends next_page_token back as pageToken', async () => {
    const { fetch, calls } = sequence(
      json({ dso_rules_vote_results: [vote(1), vote(2)], next_page_token: 17 }),
      json({ dso_rules_vote_results: [vote(3)], next_page_token: 9 }),
      json({ dso_rules_vote_results: [vote(4)] }),
    );
    const client = createScanClient({ baseUrl, fetch });
    const items = await collect(client.iterateVoteRequestResults({ limit: 2, actionName: 'ARC_AmuletRules' }));
    expect(items).toEqual([vote(1), vote(2), vote(3), vote(4)]);
    expect(calls.map((c) => JSON.parse(c.body))).toEqual([
      { limit: 2, actionName: 'ARC_AmuletRules' },
      { limit: 2, actionName: 'ARC_AmuletRules', pageToken: 17 },
      { limit: 2, actionName: 'ARC_AmuletRules', pageToken: 9 },
    ]);
  });

  it('ends at a null token', async () => {
    const { fetch, calls } = sequence(json({ dso_rules_vote_results: [vote(1)], next_page_token: null }));
    const items = await collect(createScanClient({ baseUrl, fetch }).iterateVoteRequestResults({ limit: 10 }));
    expect(items).toEqual([vote(1)]);
    expect(calls).toHaveLength(1);
  });

  it('keeps going through an empty page that has a token: a short page does not mean the end', async () => {
    const { fetch } = sequence(json({ dso_rules_vote_results: [], next_page_token: 3 }), json({ dso_rules_vote_results: [vote(1)], next_page_token: null }));
    expect(await collect(createScanClient({ baseUrl, fetch }).iterateVoteRequestResults({ limit: 10 }))).toEqual([vote(1)]);
  });

  it('stops with ResponseValidationError when the server repeats a token', async () => {
    const { fetch, calls } = fakeFetch(() => json({ dso_rules_vote_results: [vote(1)], next_page_token: 5 }));
    const error = await collect(createScanClient({ baseUrl, fetch }).iterateVoteRequestResults({ limit: 1 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({
      pointer: '/next_page_token',
      operationId: 'listVoteRequestResults',
      method: 'POST',
      url: `${baseUrl}/v0/admin/sv/voteresults`,
    });
    expect(calls).toHaveLength(2);
  });

  it('stops at an abort between pages with AbortError', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch((_r, i) => json({ dso_rules_vote_results: [vote(i)], next_page_token: i + 1 }));
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const item of createScanClient({ baseUrl, fetch }).iterateVoteRequestResults({ limit: 1 }, { signal: controller.signal })) {
        seen.push(item);
        if (seen.length === 2) controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(seen).toEqual([vote(0), vote(1)]);
    expect(calls).toHaveLength(2);
  });

  it('a consumer that stops early makes no further request', async () => {
    const { fetch, calls } = fakeFetch((_r, i) => json({ dso_rules_vote_results: [vote(i), vote(i)], next_page_token: i + 1 }));
    for await (const _item of createScanClient({ baseUrl, fetch }).iterateVoteRequestResults({ limit: 2 })) break;
    expect(calls).toHaveLength(1);
  });

  it('passes page errors through as they are', async () => {
    const { fetch } = sequence(json({ dso_rules_vote_results: [vote(1)], next_page_token: 2 }), json({ error: 'Page size must be between 1 and 1000' }, 400));
    const error = await collect(createScanClient({ baseUrl, fetch }).iterateVoteRequestResults({ limit: 1 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 400, body: { error: 'Page size must be between 1 and 1000' } });
  });

  it('rejects a page without its item list', async () => {
    const { fetch } = sequence(json({ next_page_token: 2 }));
    const error = await collect(createScanClient({ baseUrl, fetch }).iterateVoteRequestResults({ limit: 1 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ResponseValidationError', pointer: '/dso_rules_vote_results' });
  });
});

describe('iterateHoldingsStateAt', () => {
  it('sends next_page_token back as after, and ends when the token is absent', async () => {
    const { fetch, calls } = sequence(
      json({ record_time: '2025-02-14T15:00:00Z', migration_id: 4, created_events: [holding(1), holding(2)], next_page_token: 3 }),
      json({ record_time: '2025-02-14T15:00:00Z', migration_id: 4, created_events: [holding(3)] }),
    );
    const client = createScanClient({ baseUrl, fetch, logger: false });
    expect(await collect(client.iterateHoldingsStateAt(holdingsRequest))).toEqual([holding(1), holding(2), holding(3)]);
    expect(JSON.parse(calls[1]!.body)).toEqual({ ...holdingsRequest, after: 3 });
  });

  it('carries a bigint token exactly in bigint mode', async () => {
    const { fetch, calls } = sequence(
      json('{"record_time":"t","migration_id":4,"created_events":[],"next_page_token":9223372036854775807}'),
      json('{"record_time":"t","migration_id":4,"created_events":[]}'),
    );
    const client = createScanClient({ baseUrl, fetch, logger: false, int64: 'bigint' });
    await collect(client.iterateHoldingsStateAt({ ...holdingsRequest, migration_id: 4n }));
    expect(calls[1]!.body).toContain('"after":9223372036854775807');
  });
});

describe('resuming and iterating pages', () => {
  it('iterateVoteRequestResults resumes from a pageToken the caller kept', async () => {
    const { fetch, calls } = sequence(json({ dso_rules_vote_results: [vote(5)], next_page_token: 31 }), json({ dso_rules_vote_results: [vote(6)] }));
    const client = createScanClient({ baseUrl, fetch });
    const items = await collect(client.iterateVoteRequestResults({ limit: 1, pageToken: 17 }));
    expect(items).toEqual([vote(5), vote(6)]);
    expect(calls.map((c) => JSON.parse(c.body))).toEqual([
      { limit: 1, pageToken: 17 },
      { limit: 1, pageToken: 31 },
    ]);
  });

  it('iterateHoldingsStateAt resumes from `after`', async () => {
    const { fetch, calls } = sequence(json({ created_events: [holding(3)] }));
    const client = createScanClient({ baseUrl, fetch, logger: false });
    expect(await collect(client.iterateHoldingsStateAt({ ...holdingsRequest, after: 12 }))).toEqual([holding(3)]);
    expect(JSON.parse(calls[0]!.body)).toEqual({ ...holdingsRequest, after: 12 });
  });

  it('.pages() yields whole pages, each with the token to resume from', async () => {
    const { fetch, calls } = sequence(
      json({ dso_rules_vote_results: [vote(1), vote(2)], next_page_token: 17 }),
      json({ dso_rules_vote_results: [vote(3)], next_page_token: null }),
    );
    const client = createScanClient({ baseUrl, fetch });
    const pages = await collect(client.iterateVoteRequestResults({ limit: 2 }).pages());
    expect(pages).toEqual([
      { dso_rules_vote_results: [vote(1), vote(2)], next_page_token: 17 },
      { dso_rules_vote_results: [vote(3)], next_page_token: null },
    ]);
    expect(calls).toHaveLength(2);
  });

  it('stopping after a page and resuming with its token reads each item once', async () => {
    const pagesOf = [
      { dso_rules_vote_results: [vote(1)], next_page_token: 1 },
      { dso_rules_vote_results: [vote(2)], next_page_token: 2 },
      { dso_rules_vote_results: [vote(3)] },
    ];
    const { fetch } = fakeFetch((request) => json(pagesOf[(JSON.parse(request.body) as { pageToken?: number }).pageToken ?? 0]!));
    const client = createScanClient({ baseUrl, fetch });
    let resume: number | undefined;
    for await (const page of client.iterateVoteRequestResults({ limit: 1 }).pages()) {
      resume = page.next_page_token ?? undefined;
      break;
    }
    expect(resume).toBe(1);
    expect(await collect(client.iterateVoteRequestResults({ limit: 1, pageToken: resume }))).toEqual([vote(2), vote(3)]);
  });

  it('a per-call retry override applies to every page request', async () => {
    const { fetch, calls } = sequence(json({ error: 'busy' }, 503), json({ dso_rules_vote_results: [vote(1)] }));
    const client = createScanClient({ baseUrl, fetch, retry: false });
    expect(await collect(client.iterateVoteRequestResults({ limit: 1 }, { retry: { baseDelayMs: 1, maxDelayMs: 1 } }))).toEqual([vote(1)]);
    expect(calls).toHaveLength(2);
  });
});

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
