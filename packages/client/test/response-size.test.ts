// Response bodies are bounded: a body beyond `maxResponseBytes` rejects with ResponseTooLargeError
// after reading no more than the limit, and the deadline keeps running until the body is read.
import { CantonApiError, ResponseTooLargeError, TimeoutError } from '@canton-openapi/client';
import { createScanClient } from '@canton-openapi/client/scan';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from './support/fake-fetch.ts';

const baseUrl = 'http://scan.test/api/scan';
const chunk = new TextEncoder().encode(`{"scans":[${'{"x":1},'.repeat(8191)}`); // about 64 KiB

/** A body that never ends, handed out as fast as it is read; `pulled` counts the bytes read. */
function endless(status = 200) {
  const stats = { pulled: 0, cancelled: false };
  const response = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull: (controller) => {
          stats.pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
        cancel: () => void (stats.cancelled = true),
      }),
      { status, headers: { 'content-type': 'application/json' } },
    );
  return { stats, response };
}

const client = (fetch: typeof globalThis.fetch, options: { maxResponseBytes?: number; timeoutMs?: number } = {}) =>
  createScanClient({ baseUrl, fetch, logger: false, retry: false, ...options });

describe('maxResponseBytes', () => {
  it('an endless 200 body rejects with ResponseTooLargeError after reading about the limit, and is cancelled', async () => {
    const { stats, response } = endless();
    const { fetch } = fakeFetch(response);
    const error = await client(fetch, { maxResponseBytes: 1 << 20 })
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toBeInstanceOf(CantonApiError);
    expect(error).toMatchObject({ operationId: 'listDsoScans', status: 200, limitBytes: 1 << 20 });
    expect((error as Error).message).toContain('maxResponseBytes');
    expect(stats.pulled).toBeLessThan((1 << 20) + 4 * chunk.byteLength);
    expect(stats.cancelled).toBe(true);
  });

  it('an endless error body rejects the same way, not as HttpError', async () => {
    const { response } = endless(503);
    const { fetch, calls } = fakeFetch(response);
    const error = await createScanClient({ baseUrl, fetch, logger: false, maxResponseBytes: 1 << 20 })
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1); // not retried
  });

  it('the raw client is bounded too', async () => {
    const { response } = endless();
    const { fetch } = fakeFetch(response);
    const error = await client(fetch, { maxResponseBytes: 1 << 20 })
      .raw.GET('/v0/scans')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
  });

  it('a Content-Length beyond the limit rejects before the body is read', async () => {
    const { fetch } = fakeFetch(() => json('{"scans":[]}', 200, { 'content-length': String(2 ** 31) }));
    const error = await client(fetch)
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ResponseTooLargeError', limitBytes: 128 * 2 ** 20 });
  });

  it('a body of exactly the limit is read', async () => {
    const body = '{"scans":[]}';
    const { fetch } = fakeFetch(() => json(body));
    expect(await client(fetch, { maxResponseBytes: body.length }).listDsoScans()).toEqual({ scans: [] });
    const error = await client(fetch, { maxResponseBytes: body.length - 1 })
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
  });

  it('rejects a limit that is not a positive number at creation', () => {
    expect(() => client(fetch, { maxResponseBytes: 0 })).toThrow(TypeError);
    expect(() => client(fetch, { maxResponseBytes: Number.NaN })).toThrow(TypeError);
  });
});

describe('the deadline covers reading the body', () => {
  it('a body handed out faster than timers can fire still ends in TimeoutError at timeoutMs', async () => {
    const { response } = endless();
    const { fetch } = fakeFetch(response);
    const started = Date.now();
    const error = await client(fetch, { maxResponseBytes: Infinity, timeoutMs: 300 })
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});

describe('a body beyond what the runtime can hold as a string', () => {
  it('is a ResponseTooLargeError, not a NetworkError', async () => {
    // What decoding a body of more than about 512 MB does in V8, from a Response-like without a stream.
    const huge = {
      status: 200,
      ok: true,
      statusText: 'OK',
      url: '',
      headers: new Headers({ 'content-type': 'application/json' }),
      body: undefined,
      text: () => Promise.reject(new RangeError('Invalid string length')),
    };
    const error = await client((async () => huge) as unknown as typeof fetch, { maxResponseBytes: Infinity })
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as Error).message).toContain('too large for this runtime');
  });
});
