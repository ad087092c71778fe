// Page iterators: items across pages, the token carried forward under the request's own name (in the
// body or the query), the end at an absent, null or empty token, aborts, and a server that repeats a token.
// On the client of paging.yaml, whose x-pagination declares three paged lists.
import { AbortError, type PageIterator, type PageOptions, ResponseValidationError } from '@canton-openapi/client';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, sequence } from '../support/fake-fetch.ts';
import { fixture } from '../support/fixture.ts';

type Vote = { n: number };
type VotePage = { votes: Vote[]; next_page_token?: number | null };
interface PagingClient {
  iterateVotes(request: { limit: number; actionName?: string; pageToken?: number | undefined }, options?: PageOptions): PageIterator<Vote, VotePage>;
  iterateHoldings(request: { migration_id: number | bigint; page_size: number; after?: number }, options?: PageOptions): PageIterator<unknown, unknown>;
  iterateThings(query: { limit: number; pageToken?: string }, options?: PageOptions): PageIterator<number, unknown>;
}

const api = await fixture<PagingClient>(new URL('./paging.yaml', import.meta.url));
const { baseUrl } = api;
const vote = (n: number) => ({ n });
const holding = (n: number) => ({ event_type: 'created_event', event_id: `#e:${n}` });
const holdingsRequest = { migration_id: 4, page_size: 2 };

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterator) out.push(item);
  return out;
}

describe('iterateVotes (a token in the body)', () => {
  it('yields the items of every page and sends next_page_token back as pageToken', async () => {
    const { fetch, calls } = sequence(
      json({ votes: [vote(1), vote(2)], next_page_token: 17 }),
      json({ votes: [vote(3)], next_page_token: 9 }),
      json({ votes: [vote(4)] }),
    );
    const client = api.createClient({ fetch });
    const items = await collect(client.iterateVotes({ limit: 2, actionName: 'ARC_AmuletRules' }));
    expect(items).toEqual([vote(1), vote(2), vote(3), vote(4)]);
    expect(calls.map((c) => JSON.parse(c.body))).toEqual([
      { limit: 2, actionName: 'ARC_AmuletRules' },
      { limit: 2, actionName: 'ARC_AmuletRules', pageToken: 17 },
      { limit: 2, actionName: 'ARC_AmuletRules', pageToken: 9 },
    ]);
  });

  it('ends at a null token', async () => {
    const { fetch, calls } = sequence(json({ votes: [vote(1)], next_page_token: null }));
    const items = await collect(api.createClient({ fetch }).iterateVotes({ limit: 10 }));
    expect(items).toEqual([vote(1)]);
    expect(calls).toHaveLength(1);
  });

  it('keeps going through an empty page that has a token: a short page does not mean the end', async () => {
    const { fetch } = sequence(json({ votes: [], next_page_token: 3 }), json({ votes: [vote(1)], next_page_token: null }));
    expect(await collect(api.createClient({ fetch }).iterateVotes({ limit: 10 }))).toEqual([vote(1)]);
  });

  it('stops with ResponseValidationError when the server repeats a token', async () => {
    const { fetch, calls } = fakeFetch(() => json({ votes: [vote(1)], next_page_token: 5 }));
    const error = await collect(api.createClient({ fetch }).iterateVotes({ limit: 1 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({
      pointer: '/next_page_token',
      operationId: 'listVotes',
      method: 'POST',
      url: `${baseUrl}/v0/votes`,
    });
    expect(calls).toHaveLength(2);
  });

  it('stops at an abort between pages with AbortError', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch((_r, i) => json({ votes: [vote(i)], next_page_token: i + 1 }));
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const item of api.createClient({ fetch }).iterateVotes({ limit: 1 }, { signal: controller.signal })) {
        seen.push(item);
        if (seen.length === 2) controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(seen).toEqual([vote(0), vote(1)]);
    expect(calls).toHaveLength(2);
  });

  it('a consumer that stops early makes no further request', async () => {
    const { fetch, calls } = fakeFetch((_r, i) => json({ votes: [vote(i), vote(i)], next_page_token: i + 1 }));
    for await (const _item of api.createClient({ fetch }).iterateVotes({ limit: 2 })) break;
    expect(calls).toHaveLength(1);
  });

  it('passes page errors through as they are', async () => {
    const { fetch } = sequence(json({ votes: [vote(1)], next_page_token: 2 }), json({ error: 'Page size must be between 1 and 1000' }, 400));
    const error = await collect(api.createClient({ fetch }).iterateVotes({ limit: 1 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 400, body: { error: 'Page size must be between 1 and 1000' } });
  });

  it('rejects a page without its item list', async () => {
    const { fetch } = sequence(json({ next_page_token: 2 }));
    const error = await collect(api.createClient({ fetch }).iterateVotes({ limit: 1 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ResponseValidationError', pointer: '/votes' });
  });
});

describe('iterateHoldings (an int64 token in the body)', () => {
  it('sends next_page_token back as after, and ends when the token is absent', async () => {
    const { fetch, calls } = sequence(json({ created_events: [holding(1), holding(2)], next_page_token: 3 }), json({ created_events: [holding(3)] }));
    const client = api.createClient({ fetch });
    expect(await collect(client.iterateHoldings(holdingsRequest))).toEqual([holding(1), holding(2), holding(3)]);
    expect(JSON.parse(calls[1]!.body)).toEqual({ ...holdingsRequest, after: 3 });
  });

  it('carries a bigint token exactly in bigint mode', async () => {
    const { fetch, calls } = sequence(json('{"created_events":[],"next_page_token":9223372036854775807}'), json('{"created_events":[]}'));
    const client = api.createClient({ fetch, int64: 'bigint' });
    await collect(client.iterateHoldings({ ...holdingsRequest, migration_id: 4n }));
    expect(calls[1]!.body).toContain('"after":9223372036854775807');
  });
});

describe('resuming and iterating pages', () => {
  it('iterateVotes resumes from a pageToken the caller kept', async () => {
    const { fetch, calls } = sequence(json({ votes: [vote(5)], next_page_token: 31 }), json({ votes: [vote(6)] }));
    const client = api.createClient({ fetch });
    const items = await collect(client.iterateVotes({ limit: 1, pageToken: 17 }));
    expect(items).toEqual([vote(5), vote(6)]);
    expect(calls.map((c) => JSON.parse(c.body))).toEqual([
      { limit: 1, pageToken: 17 },
      { limit: 1, pageToken: 31 },
    ]);
  });

  it('iterateHoldings resumes from `after`', async () => {
    const { fetch, calls } = sequence(json({ created_events: [holding(3)] }));
    const client = api.createClient({ fetch });
    expect(await collect(client.iterateHoldings({ ...holdingsRequest, after: 12 }))).toEqual([holding(3)]);
    expect(JSON.parse(calls[0]!.body)).toEqual({ ...holdingsRequest, after: 12 });
  });

  it('.pages() yields whole pages, each with the token to resume from', async () => {
    const { fetch, calls } = sequence(json({ votes: [vote(1), vote(2)], next_page_token: 17 }), json({ votes: [vote(3)], next_page_token: null }));
    const client = api.createClient({ fetch });
    const pages = await collect(client.iterateVotes({ limit: 2 }).pages());
    expect(pages).toEqual([
      { votes: [vote(1), vote(2)], next_page_token: 17 },
      { votes: [vote(3)], next_page_token: null },
    ]);
    expect(calls).toHaveLength(2);
  });

  it('stopping after a page and resuming with its token reads each item once', async () => {
    const pagesOf = [{ votes: [vote(1)], next_page_token: 1 }, { votes: [vote(2)], next_page_token: 2 }, { votes: [vote(3)] }];
    const { fetch } = fakeFetch((request) => json(pagesOf[(JSON.parse(request.body) as { pageToken?: number }).pageToken ?? 0]!));
    const client = api.createClient({ fetch });
    let resume: number | undefined;
    for await (const page of client.iterateVotes({ limit: 1 }).pages()) {
      resume = page.next_page_token ?? undefined;
      break;
    }
    expect(resume).toBe(1);
    expect(await collect(client.iterateVotes({ limit: 1, pageToken: resume }))).toEqual([vote(2), vote(3)]);
  });

  it('a per-call retry override applies to every page request', async () => {
    const { fetch, calls } = sequence(json({ error: 'busy' }, 503), json({ votes: [vote(1)] }));
    const client = api.createClient({ fetch, retry: false });
    expect(await collect(client.iterateVotes({ limit: 1 }, { retry: { baseDelayMs: 1, maxDelayMs: 1 } }))).toEqual([vote(1)]);
    expect(calls).toHaveLength(2);
  });
});

describe('iterateThings (a token in the query)', () => {
  it('sends next_page_token back as the pageToken query parameter, the other parameters kept', async () => {
    const { fetch, calls } = sequence(json({ things: [1, 2], next_page_token: 'b' }), json({ things: [3], next_page_token: null }));
    expect(await collect(api.createClient({ fetch }).iterateThings({ limit: 2 }))).toEqual([1, 2, 3]);
    expect(calls.map((c) => [c.method, new URL(c.url).pathname, new URL(c.url).search])).toEqual([
      ['GET', '/api/v0/things', '?limit=2'],
      ['GET', '/api/v0/things', '?limit=2&pageToken=b'],
    ]);
  });

  it('resumes from a pageToken the caller kept, and stops at a repeated one', async () => {
    const { fetch, calls } = fakeFetch(() => json({ things: [7], next_page_token: 'a' }));
    const error = await collect(api.createClient({ fetch }).iterateThings({ limit: 1, pageToken: 'a' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ResponseValidationError', pointer: '/next_page_token', operationId: 'listThings' });
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?limit=1&pageToken=a']);
  });

  it('ends at an empty token, as Canton marks its last page, instead of asking for the first page again', async () => {
    const { fetch, calls } = sequence(
      json({ things: [1], next_page_token: 'b' }),
      json({ things: [2], next_page_token: '' }),
      json({ things: [1], next_page_token: 'b' }),
    );
    expect(await collect(api.createClient({ fetch }).iterateThings({ limit: 1 }))).toEqual([1, 2]);
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?limit=1', '?limit=1&pageToken=b']);
  });
});
