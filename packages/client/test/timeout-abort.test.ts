// A call always settles: a server that never answers or never finishes its body ends in
// TimeoutError, and the caller's signal ends a call at any stage with AbortError.
import { AbortError, CantonApiError, TimeoutError } from '@canton-openapi/client';
import { createScanClient } from '@canton-openapi/client/scan';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from './support/fake-fetch.ts';

const baseUrl = 'http://scan.test/api/scan';
const scan = (fetch: typeof globalThis.fetch, timeoutMs = 1000) => createScanClient({ baseUrl, fetch, timeoutMs, logger: false });

/** A fetch that never settles, and ignores its signal. */
const neverAnswers = () => new Promise<Response>(() => undefined);
/** A fetch that rejects when its request's signal aborts, as real fetch does. */
const answersOnlyToAbort = (request: { signal: AbortSignal }) =>
  new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
/** Headers now, a body that never ends. */
const stallsMidBody = () =>
  new Response(new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('{"scans":[')) }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timeouts', () => {
  it.each([
    ['a fetch that ignores the signal', neverAnswers],
    ['a fetch that honours the signal', answersOnlyToAbort],
    ['a body that never ends', stallsMidBody],
  ])('%s ends in TimeoutError after timeoutMs', async (_name, handler) => {
    const { fetch, calls } = fakeFetch(handler);
    const done = scan(fetch)
      .listDsoScans()
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void done.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const error = await done;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 1000, operationId: 'listDsoScans', attempts: 1 });
    expect((error as Error).message).toBe('listDsoScans (GET /v0/scans) did not complete within 1000 ms (1 attempt(s)).');
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('a per-call timeoutMs overrides the client one', async () => {
    const { fetch } = fakeFetch(neverAnswers);
    const done = scan(fetch, 60_000)
      .listDsoScans({ timeoutMs: 50 })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(51);
    expect(await done).toMatchObject({ name: 'TimeoutError', timeoutMs: 50 });
  });

  it('leaves no timer behind when a call settles', async () => {
    const { fetch } = fakeFetch(() => json({ scans: [] }));
    await scan(fetch).listDsoScans();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects a timeoutMs that is not positive at creation', () => {
    expect(() => scan(fetch, 0)).toThrow(TypeError);
    expect(() => scan(fetch, Number.NaN)).toThrow(TypeError);
  });
});

describe('aborts', () => {
  it('an already aborted signal sends nothing', async () => {
    const { fetch, calls } = fakeFetch(() => json({ scans: [] }));
    const error = await scan(fetch)
      .listDsoScans({ signal: AbortSignal.abort(new Error('not needed')) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).cause).toEqual(new Error('not needed'));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['while waiting for the response', answersOnlyToAbort],
    ['while waiting for a fetch that ignores the signal', neverAnswers],
    ['while reading the body', stallsMidBody],
  ])('%s rejects with AbortError carrying the reason, and aborts the request', async (_name, handler) => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(handler);
    const done = scan(fetch)
      .listDsoScans({ signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort('navigated away');
    const error = await done;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toBeInstanceOf(CantonApiError);
    expect(error).toMatchObject({ name: 'AbortError', cause: 'navigated away', operationId: 'listDsoScans' });
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});

describe('aborts of a call that carried a token', () => {
  // The default reason of abort() is a DOMException, whose message is a read-only accessor: redacting
  // the token from the error's causes must not turn the abort into a TypeError.
  it.each([
    ['with no reason (a DOMException)', undefined],
    ['with a DOMException naming the token', new DOMException('stopped by sk-live-secret', 'AbortError')],
  ])('%s rejects with AbortError and no token in it', async (_name, reason) => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(answersOnlyToAbort);
    const done = createScanClient({ baseUrl, fetch, timeoutMs: 1000, token: 'sk-live-secret', logger: false })
      .listDsoScans({ signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(reason);
    const error = await done;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ name: 'AbortError', operationId: 'listDsoScans' });
    expect((error as Error).cause).toBeInstanceOf(DOMException);
    expect(String((error as Error & { cause: Error }).cause.message)).not.toContain('sk-live-secret');
    expect((error as Error).message).not.toContain('sk-live-secret');
  });
});

describe('a token function that never settles', () => {
  const stuckToken = () => new Promise<string>(() => undefined);
  const withToken = (fetch: typeof globalThis.fetch, token: () => Promise<string>, timeoutMs = 1000) =>
    createScanClient({ baseUrl, fetch, timeoutMs, token, logger: false });

  it('ends the call in TimeoutError after timeoutMs, sending nothing', async () => {
    const { fetch, calls } = fakeFetch(() => json({ scans: [] }));
    const done = withToken(fetch, stuckToken)
      .listDsoScans()
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1001);
    const error = await done;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 1000, operationId: 'listDsoScans' });
    expect(calls).toHaveLength(0);
  });

  it("ends the call in AbortError when the caller's signal aborts", async () => {
    const { fetch, calls } = fakeFetch(() => json({ scans: [] }));
    const controller = new AbortController();
    const done = withToken(fetch, stuckToken, Infinity)
      .listDsoScans({ signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort('gone');
    const error = await done;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ cause: 'gone', operationId: 'listDsoScans' });
    expect(calls).toHaveLength(0);
  });

  it('ends a raw client request when its signal aborts', async () => {
    const { fetch, calls } = fakeFetch(() => json({ scans: [] }));
    const controller = new AbortController();
    const done = withToken(fetch, stuckToken)
      .raw.GET('/v0/scans', { signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort('gone');
    const error = await done;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ cause: 'gone', operationId: 'listDsoScans' });
    expect(calls).toHaveLength(0);
  });

  it('a hanging middleware cannot outlive the deadline either', async () => {
    const { fetch } = fakeFetch(() => json({ scans: [] }));
    const client = scan(fetch);
    client.use({ onRequest: () => new Promise<undefined>(() => undefined) });
    const done = client.listDsoScans().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await done).toBeInstanceOf(TimeoutError);
  });
});
