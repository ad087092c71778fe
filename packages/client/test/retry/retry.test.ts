// Retries: which failures, how often, how long between attempts (on a fake clock), Retry-After,
// and never past the timeout or an aborted signal. On the client of retry.yaml, one read.
import { AbortError, type BaseCallOptions, HttpError, NetworkError, ResponseParseError } from '@canton-openapi/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, memoryLogger, raw, sequence } from '../support/fake-fetch.ts';
import { fixture, type FixtureOptions } from '../support/fixture.ts';

const api = await fixture<{ listThings(options?: BaseCallOptions): Promise<{ things: string[] }> }>(new URL('./retry.yaml', import.meta.url));
const things = { things: [] };
const create = (fetch: typeof globalThis.fetch, options: FixtureOptions = {}) =>
  api.createClient({ fetch, retry: { baseDelayMs: 1, maxDelayMs: 1 }, ...options });

describe('what is retried', () => {
  it.each([429, 502, 503, 504])('HTTP %i, then success', async (status) => {
    const { fetch, calls } = sequence(json({ error: 'later' }, status), json(things));
    await expect(create(fetch).listThings()).resolves.toEqual(things);
    expect(calls).toHaveLength(2);
  });

  it('a connection error, then success', async () => {
    const { fetch, calls } = sequence(() => Promise.reject(new TypeError('fetch failed')), json(things));
    await expect(create(fetch).listThings()).resolves.toEqual(things);
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 404, 500, 501])('not HTTP %i', async (status) => {
    const { fetch, calls } = sequence(json({ error: 'no' }, status), json(things));
    await expect(create(fetch).listThings()).rejects.toMatchObject({ name: 'HttpError', status, attempts: 1 });
    expect(calls).toHaveLength(1);
  });

  it('not a malformed 200 body', async () => {
    const { fetch, calls } = sequence(json('{"things":', 200), json(things));
    await expect(create(fetch).listThings()).rejects.toBeInstanceOf(ResponseParseError);
    expect(calls).toHaveLength(1);
  });

  it('gives up after `retries` retries and says so', async () => {
    const { fetch, calls } = fakeFetch(() => json({ error: 'still initializing' }, 503));
    const error = await create(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 503, attempts: 3 });
    expect((error as Error).message).toMatch(/ Gave up after 3 attempts \(2 retries\)\.$/);
    expect((error as Error).message).not.toContain('Not retried');
    expect(calls).toHaveLength(3);
  });

  it('connection errors that persist end in NetworkError', async () => {
    const { fetch, calls } = fakeFetch(() => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })));
    const error = await create(fetch, { retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 1 } })
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('ECONNREFUSED');
    expect(calls).toHaveLength(2);
  });

  it('`retry: false` makes one attempt', async () => {
    const { fetch, calls } = fakeFetch(() => json({ error: 'busy' }, 503));
    await expect(create(fetch, { retry: false }).listThings()).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
  });

  it('the policy chooses the statuses', async () => {
    const { fetch, calls } = sequence(json({ error: 'x' }, 500), json({ error: 'y' }, 503));
    const error = await create(fetch, { retry: { statuses: [500], baseDelayMs: 1, maxDelayMs: 1 } })
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it('logs each retry at debug level', async () => {
    const log = memoryLogger();
    const { fetch } = sequence(json({ error: 'x' }, 429), json(things));
    await create(fetch, { logger: log.logger }).listThings();
    expect(log.debug).toEqual([expect.stringMatching(/^listThings \(GET \/v0\/things\): retrying in \d+ ms after HttpError$/)]);
  });

  it('rejects a negative policy value at creation', () => {
    expect(() => create(fetch, { retry: { retries: -1 } })).toThrow(TypeError);
  });
});

describe('when the next attempt happens (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A fetch that answers 503 `failures` times, then 200, and notes the (fake) time of each request. */
  function failingThenOk(failures: number) {
    const at: number[] = [];
    const { fetch, calls } = fakeFetch((_r, i) => {
      at.push(Date.now());
      return i < failures ? json({ error: 'busy' }, 503) : json(things);
    });
    const gaps = () => at.slice(1).map((t, i) => t - at[i]!);
    return { fetch, calls, gaps };
  }

  it('backoff doubles per attempt up to maxDelayMs', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { fetch, gaps } = failingThenOk(3);
    const done = create(fetch, { retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 300 } }).listThings();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toEqual(things);
    // random() = 0 gives the lower bound of each wait: half of 100, 200, then of the 300 cap.
    expect(gaps()).toEqual([50, 100, 150]);
  });

  it('jitter keeps each wait within the upper half of the backoff', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { fetch, gaps } = failingThenOk(3);
    const done = create(fetch, { retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 300 } }).listThings();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    const [first, second, third] = gaps();
    expect(first).toBeGreaterThanOrEqual(99);
    expect(first).toBeLessThanOrEqual(100);
    expect(second).toBeGreaterThanOrEqual(199);
    expect(second).toBeLessThanOrEqual(200);
    expect(third).toBeGreaterThanOrEqual(299);
    expect(third).toBeLessThanOrEqual(300);
  });

  it('waits Retry-After seconds', async () => {
    const { fetch, calls } = sequence(json({ error: 'slow down' }, 429, { 'retry-after': '3' }), json(things));
    const done = create(fetch).listThings();
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(calls).toHaveLength(2);
    await expect(done).resolves.toEqual(things);
  });

  it('waits until a Retry-After HTTP date', async () => {
    const when = new Date(Date.now() + 5000).toUTCString();
    const { fetch, calls } = sequence(json({ error: 'maintenance' }, 503, { 'retry-after': when }), json(things));
    const done = create(fetch).listThings();
    await vi.advanceTimersByTimeAsync(4990);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toHaveLength(2);
    await done;
  });

  it('does not wait past the timeout: a long Retry-After ends the call with its error at once', async () => {
    const { fetch, calls } = sequence(json({ error: 'later' }, 503, { 'retry-after': '30' }), json(things));
    const error = await create(fetch, { timeoutMs: 10_000 })
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 503 });
    expect((error as Error).message).toContain('would pass the timeout');
    expect(calls).toHaveLength(1);
  });

  it('does not honour a Retry-After beyond maxRetryAfterMs', async () => {
    const { fetch, calls } = sequence(json({ error: 'later' }, 429, { 'retry-after': '120' }), json(things));
    const error = await create(fetch, { timeoutMs: Infinity })
      .listThings()
      .catch((e: unknown) => e);
    expect((error as Error).message).toContain('beyond retry.maxRetryAfterMs');
    expect(calls).toHaveLength(1);
  });

  it('an abort during the wait ends the call at once with AbortError', async () => {
    const controller = new AbortController();
    const { fetch, calls } = sequence(json({}, 503, { 'retry-after': '10' }), json(things));
    const done = create(fetch, { timeoutMs: Infinity })
      .listThings({ signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort(new Error('user left'));
    const error = await done;
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).cause).toEqual(new Error('user left'));
    expect(calls).toHaveLength(1);
  });

  it('the timeout covers all attempts and waits together', async () => {
    const { fetch, calls } = sequence(json({}, 503), () => new Promise<Response>(() => undefined));
    const done = create(fetch, { timeoutMs: 1000, retry: { baseDelayMs: 400, maxDelayMs: 400 } })
      .listThings()
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2);
    expect(await done).toMatchObject({ name: 'TimeoutError', timeoutMs: 1000, attempts: 2 });
  });
});

describe('raw responses for retries', () => {
  it('an HTML 502 from a proxy is retried like any 502', async () => {
    const { fetch, calls } = sequence(raw('<html>502</html>', 502, 'text/html'), json(things));
    await expect(create(fetch).listThings()).resolves.toEqual(things);
    expect(calls).toHaveLength(2);
  });
});

describe('a per-call retry policy', () => {
  it('overrides the client policy for that call only', async () => {
    const { fetch, calls } = fakeFetch(() => json({ error: 'busy' }, 503));
    const client = create(fetch, { retry: false });
    const error = await client.listThings({ retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 1 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', attempts: 2 });
    expect(calls).toHaveLength(2);
    await client.listThings().catch(() => undefined);
    expect(calls).toHaveLength(3);
  });

  it('`retry: false` turns retries off for that call', async () => {
    const { fetch, calls } = fakeFetch(() => json({ error: 'busy' }, 503));
    await create(fetch)
      .listThings({ retry: false })
      .catch(() => undefined);
    expect(calls).toHaveLength(1);
  });

  it('an invalid per-call policy rejects with RequestError, sending nothing', async () => {
    const { fetch, calls } = fakeFetch(() => json(things));
    const error = await create(fetch)
      .listThings({ retry: { retries: -1 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RequestError', operationId: 'listThings' });
    expect(calls).toHaveLength(0);
  });
});
