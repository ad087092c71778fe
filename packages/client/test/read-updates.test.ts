// readUpdates: a closed offset range read with repeated list requests — where each page starts,
// when reading ends, what a 413 does, and the fallback to /v2/updates/flats.
import { AbortError, HttpError, RequestError, ResponseValidationError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { describe, expect, it } from 'vitest';
import { type Recorded, fakeFetch, json, memoryLogger, raw } from './support/fake-fetch.ts';

const baseUrl = 'http://participant.test:7575';
const format = {
  updateFormat: {
    includeTransactions: { eventFormat: { filtersByParty: { 'Alice::1220aa': {} } }, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' as const },
  },
};
const tx = (offset: number | string) => `{"update":{"Transaction":{"value":{"offset":${offset},"updateId":"u${offset}"}}}}`;
const checkpoint = (offset: number | string) => `{"update":{"OffsetCheckpoint":{"value":{"offset":${offset},"synchronizerTimes":[]}}}}`;
const reassignment = (offset: number) => `{"update":{"Reassignment":{"value":{"offset":${offset},"updateId":"r${offset}"}}}}`;
const list = (...elements: string[]) => json(`[${elements.join(',')}]`);

/** A participant holding `updates` (offset → JSON element) that answers list requests like Canton. */
function participant(updates: Map<number, string>, options: { maxElements?: number; paths?: string[] } = {}) {
  const paths = options.paths ?? ['/v2/updates', '/v2/updates/flats'];
  return fakeFetch((request: Recorded) => {
    const url = new URL(request.url);
    if (!paths.includes(url.pathname)) return raw('The requested resource could not be found.', 404, 'text/plain');
    const { beginExclusive, endInclusive } = JSON.parse(request.body) as { beginExclusive: number; endInclusive: number };
    const limit = Number(url.searchParams.get('limit') ?? Infinity);
    const matching = [...updates.keys()].filter((o) => o > beginExclusive && o <= endInclusive).sort((a, b) => a - b);
    const max = options.maxElements ?? Infinity;
    if (matching.length > max && limit > max) {
      return json({ code: 'HTTP_LIST_TOO_LARGE', cause: `more than ${max} elements`, context: {}, errorCategory: 9 }, 413);
    }
    return list(...matching.slice(0, Math.min(limit, max)).map((o) => updates.get(o)!));
  });
}

const offsetsOf = (elements: { update: object }[]) => elements.map((e) => (Object.values(e.update)[0] as { value: { offset: number | bigint } }).value.offset);
const windows = (calls: Recorded[]) =>
  calls.map((c) => {
    const body = JSON.parse(c.body) as { beginExclusive: number; endInclusive: number };
    return `${new URL(c.url).pathname} (${body.beginExclusive},${body.endInclusive}] limit ${new URL(c.url).searchParams.get('limit')}`;
  });

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterator) out.push(item);
  return out;
}

describe('paging through a range', () => {
  it('continues after the last offset received and stops at an empty page', async () => {
    const { fetch, calls } = participant(new Map([1, 2, 4, 7, 9].map((o) => [o, tx(o)])));
    const client = createLedgerClient({ baseUrl, fetch });
    const elements = await collect(client.readUpdates({ beginExclusive: 0, endInclusive: 20, ...format }, { pageSize: 2 }));
    expect(offsetsOf(elements)).toEqual([1, 2, 4, 7, 9]);
    expect(windows(calls)).toEqual(['/v2/updates (0,20] limit 2', '/v2/updates (2,20] limit 2', '/v2/updates (7,20] limit 2', '/v2/updates (9,20] limit 2']);
    expect(JSON.parse(calls[1]!.body)).toEqual({ ...format, beginExclusive: 2, endInclusive: 20 });
  });

  it('a short page is confirmed by one more request: the participant may have cut it short', async () => {
    const { fetch, calls } = participant(new Map([3, 5].map((o) => [o, tx(o)])));
    const elements = await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 20 }, { pageSize: 10 }));
    expect(offsetsOf(elements)).toEqual([3, 5]);
    expect(windows(calls)).toEqual(['/v2/updates (0,20] limit 10', '/v2/updates (5,20] limit 10']);
  });

  it('ends without another request once an element reaches endInclusive', async () => {
    const { fetch, calls } = participant(new Map([4, 20].map((o) => [o, tx(o)])));
    await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 20 }, { pageSize: 10 }));
    expect(calls).toHaveLength(1);
  });

  it('continues after offset checkpoints and reassignments like any update', async () => {
    const updates = new Map<number, string>([
      [2, tx(2)],
      [5, checkpoint(5)],
      [6, reassignment(6)],
      [8, checkpoint(8)],
    ]);
    const { fetch, calls } = participant(updates);
    const elements = await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 8 }, { pageSize: 2 }));
    expect(offsetsOf(elements)).toEqual([2, 5, 6, 8]);
    expect(windows(calls)).toEqual(['/v2/updates (0,8] limit 2', '/v2/updates (5,8] limit 2']);
  });

  it('an empty range makes no request', async () => {
    const { fetch, calls } = participant(new Map());
    expect(await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 7, endInclusive: 7 }))).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('sends stream_idle_timeout_ms when asked, and the default pageSize of 200', async () => {
    const { fetch, calls } = participant(new Map());
    await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 5 }, { streamIdleTimeoutMs: 1500 }));
    expect(new URL(calls[0]!.url).search).toBe('?limit=200&stream_idle_timeout_ms=1500');
  });
});

describe('413 Content Too Large', () => {
  it('halves the page size and the range until the participant answers, then reads on to the end', async () => {
    const updates = new Map(Array.from({ length: 12 }, (_, i) => [i + 1, tx(i + 1)] as const));
    const { fetch, calls } = participant(updates, { maxElements: 3 });
    const log = memoryLogger();
    const client = createLedgerClient({ baseUrl, fetch, logger: log.logger });
    const elements = await collect(client.readUpdates({ beginExclusive: 0, endInclusive: 16 }, { pageSize: 8 }));
    expect(offsetsOf(elements)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(windows(calls).slice(0, 3)).toEqual(['/v2/updates (0,16] limit 8', '/v2/updates (0,8] limit 4', '/v2/updates (0,4] limit 2']);
    expect(windows(calls).at(-1)).toBe('/v2/updates (12,16] limit 2');
    expect(log.debug.some((line) => line.includes('HTTP 413'))).toBe(true);
  });

  it('rejects with the 413 when one offset with limit 1 is still too large', async () => {
    const { fetch } = fakeFetch(() => json({ code: 'HTTP_LIST_TOO_LARGE', cause: 'x', context: {}, errorCategory: 9 }, 413));
    const error = await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 4 }, { pageSize: 2 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413 });
  });
});

describe('servers without /v2/updates', () => {
  it.each([
    ['404 without a Canton error', () => raw('The requested resource could not be found.', 404, 'text/plain')],
    ['405', () => raw(null, 405)],
  ])('falls back to /v2/updates/flats on %s and remembers it per client', async (_name, missing) => {
    const updates = new Map([1, 2, 3].map((o) => [o, tx(o)]));
    const inner = participant(updates, { paths: ['/v2/updates/flats'] });
    const { fetch, calls } = fakeFetch((request) =>
      new URL(request.url).pathname === '/v2/updates' ? missing() : inner.fetch(request.url, { method: request.method, body: request.body }),
    );
    // Its release unknown (test/releases/ has the participants that report one), the client tries the deprecated twin.
    const client = createLedgerClient({ baseUrl, fetch, logger: false, serverVersion: false });
    expect(offsetsOf(await collect(client.readUpdates({ beginExclusive: 0, endInclusive: 3 }, { pageSize: 2 })))).toEqual([1, 2, 3]);
    expect(offsetsOf(await collect(client.readUpdates({ beginExclusive: 0, endInclusive: 3 }, { pageSize: 5 })))).toEqual([1, 2, 3]);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/v2/updates', '/v2/updates/flats', '/v2/updates/flats', '/v2/updates/flats']);

    const other = createLedgerClient({ baseUrl, fetch, logger: false, serverVersion: false });
    await collect(other.readUpdates({ beginExclusive: 0, endInclusive: 3 }));
    expect(new URL(calls[4]!.url).pathname).toBe('/v2/updates');
  });

  it('a Canton 404 (a real answer) rejects instead of falling back', async () => {
    const cantonError = { code: 'PARTY_NOT_KNOWN_ON_LEDGER', cause: 'unknown party', context: {}, errorCategory: 11 };
    const { fetch, calls } = fakeFetch(() => json(cantonError, 404));
    const error = await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 3 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, body: cantonError, operationId: 'postV2Updates' });
    expect(calls).toHaveLength(1);
  });

  const offsetAfterEnd = { code: 'OFFSET_AFTER_LEDGER_END', cause: 'offset 9 is after the ledger end 5', context: {}, errorCategory: 12 };
  it.each([
    ['a JsCantonError', () => json(offsetAfterEnd, 400), 'application/json', offsetAfterEnd],
    ['plain text', () => raw('Invalid value for: body', 400, 'text/plain; charset=UTF-8'), 'text/plain', 'Invalid value for: body'],
  ])('a 400 as %s rejects with the typed HttpError, without falling back', async (_name, respond, mediaType, body) => {
    const { fetch, calls } = fakeFetch(respond);
    const error = await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 9 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, mediaType, body, operationId: 'postV2Updates' });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/v2/updates']);
  });
});

describe('what the participant must get right', () => {
  it('rejects offsets that do not ascend within the range', async () => {
    for (const page of [list(tx(3), tx(2)), list(tx(9)), list(tx(0))]) {
      const { fetch } = fakeFetch(() => page);
      const error = await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 5 })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseValidationError);
    }
  });

  it('rejects an element without an offset, naming where', async () => {
    const { fetch } = fakeFetch(() => list(tx(1), '{"update":{"Transaction":{"value":{}}}}'));
    const error = await collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 5 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ResponseValidationError', pointer: '/1/update' });
  });
});

describe('arguments and control', () => {
  it.each([
    [{ beginExclusive: -1, endInclusive: 5 }, 'beginExclusive'],
    [{ beginExclusive: 0, endInclusive: 0 }, 'endInclusive'],
    [{ beginExclusive: 0.5, endInclusive: 5 }, 'beginExclusive'],
    [{ beginExclusive: 0, endInclusive: 2 ** 60 }, 'endInclusive'],
  ])('rejects %o naming %s', async (range, name) => {
    const { fetch, calls } = participant(new Map());
    const error = await collect(createLedgerClient({ baseUrl, fetch }).readUpdates(range)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toContain(name);
    expect(calls).toHaveLength(0);
  });

  it('rejects a pageSize that is not a positive integer', async () => {
    const { fetch } = participant(new Map());
    await expect(collect(createLedgerClient({ baseUrl, fetch }).readUpdates({ beginExclusive: 0, endInclusive: 5 }, { pageSize: 0 }))).rejects.toBeInstanceOf(
      RequestError,
    );
  });

  it('stops at an abort with AbortError', async () => {
    const controller = new AbortController();
    const { fetch, calls } = participant(new Map([1, 2, 3, 4].map((o) => [o, tx(o)])));
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const element of createLedgerClient({ baseUrl, fetch }).readUpdates(
        { beginExclusive: 0, endInclusive: 4 },
        { pageSize: 1, signal: controller.signal },
      )) {
        seen.push(element);
        controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(seen).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('reads offsets beyond 2^53 exactly in bigint mode', async () => {
    const { fetch, calls } = fakeFetch((_r, i) => (i === 0 ? list(tx('9223372036854775000'), checkpoint('9223372036854775001')) : list()));
    const client = createLedgerClient({ baseUrl, fetch, int64: 'bigint' });
    const elements = await collect(client.readUpdates({ beginExclusive: 9223372036854774999n, endInclusive: 9223372036854775807n }, { pageSize: 2 }));
    expect(offsetsOf(elements)).toEqual([9223372036854775000n, 9223372036854775001n]);
    expect(calls[1]!.body).toBe('{"beginExclusive":9223372036854775001,"endInclusive":9223372036854775807}');
  });
});

describe('a per-call retry policy', () => {
  it('applies to every request of readUpdates', async () => {
    let n = 0;
    const { fetch, calls } = fakeFetch(() => (n++ === 0 ? json({ code: 'BUSY', cause: 'busy', context: {}, errorCategory: 1 }, 503) : list()));
    const ledger = createLedgerClient({ baseUrl, fetch, logger: false, retry: false });
    const read: unknown[] = [];
    for await (const element of ledger.readUpdates({ beginExclusive: 0, endInclusive: 9, ...format }, { retry: { baseDelayMs: 1, maxDelayMs: 1 } }))
      read.push(element);
    expect(read).toEqual([]);
    expect(calls).toHaveLength(2);
  });
});

describe('readUpdates names the operation and URL of a page it cannot read', () => {
  it.each([
    ['a null page', 'null'],
    ['an element without an offset', '[{"update":{}}]'],
  ])('%s', async (_name, body) => {
    const { fetch } = fakeFetch(() => json(body));
    const ledger = createLedgerClient({ baseUrl: 'http://participant.test', fetch, logger: false });
    const error = await (async () => {
      for await (const item of ledger.readUpdates({ beginExclusive: 0, endInclusive: 9 })) expect(item).toBeDefined();
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    // The URL the page was requested from, as a real fetch's response.url has it: with its query.
    expect(error).toMatchObject({ operationId: 'postV2Updates', method: 'POST', url: 'http://participant.test/v2/updates?limit=200' });
  });
});
