// Every failure of a named method, an iterator and the raw client is a CantonApiError subclass that
// names the operation and the URL: null pages, reason phrases outside Latin-1, connection failures,
// redirects, malformed bodies and aborts.
import { createServer, type Server, type Socket } from 'node:net';
import { AbortError, CantonApiError, HttpError, NetworkError, RedirectError, ResponseParseError, ResponseValidationError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, json, raw } from './support/fake-fetch.ts';

const baseUrl = 'http://scan.test/api/scan';
const scan = (fetch: typeof globalThis.fetch, retry: false | { baseDelayMs: number } = false) => createScanClient({ baseUrl, fetch, retry, logger: false });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );
const drain = async (items: AsyncIterable<unknown>) => {
  for await (const item of items) expect(item).toBeDefined();
};
const holdings = { migration_id: 1, record_time: '2025-01-01T00:00:00Z', record_time_match: 'exact' as const, page_size: 1, owner_party_ids: ['a::1'] };

describe('a null 200 page', () => {
  it.each([
    ['iterateVoteRequestResults', 'listVoteRequestResults', (c: ReturnType<typeof scan>) => c.iterateVoteRequestResults({ limit: 1 })],
    ['iterateHoldingsStateAt', 'getHoldingsStateAt', (c: ReturnType<typeof scan>) => c.iterateHoldingsStateAt(holdings)],
  ])('%s rejects with ResponseValidationError naming the operation and URL', async (_name, operationId, iterate) => {
    const { fetch } = fakeFetch(() => json('null'));
    const error = await rejection(drain(iterate(scan(fetch))));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ operationId, method: 'POST', pointer: '/' });
    expect((error as CantonApiError).url).toMatch(/^http:\/\/scan\.test\/api\/scan\/v0\//);
  });
});

describe('readUpdates names the operation and URL of a page it cannot read', () => {
  it.each([
    ['a null page', 'null'],
    ['an element without an offset', '[{"update":{}}]'],
  ])('%s', async (_name, body) => {
    const { fetch } = fakeFetch(() => json(body));
    const ledger = createLedgerClient({ baseUrl: 'http://participant.test', fetch, logger: false });
    const error = await rejection(drain(ledger.readUpdates({ beginExclusive: 0, endInclusive: 9 })));
    expect(error).toBeInstanceOf(ResponseValidationError);
    // The URL the page was requested from, as a real fetch's response.url has it: with its query.
    expect(error).toMatchObject({ operationId: 'postV2Updates', method: 'POST', url: 'http://participant.test/v2/updates?limit=200' });
  });
});

describe('transport errors of named methods name the operation', () => {
  it('NetworkError', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejection(scan(fetch).listDsoScans());
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ operationId: 'listDsoScans', method: 'GET', url: `${baseUrl}/v0/scans` });
  });

  it('RedirectError', async () => {
    const { fetch } = fakeFetch(() => raw(null, 302, undefined, { location: 'https://elsewhere.test/' }));
    const error = await rejection(scan(fetch).listDsoScans());
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ operationId: 'listDsoScans', url: `${baseUrl}/v0/scans` });
  });
});

describe('a reason phrase outside Latin-1 (a real server, the runtime fetch)', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** Answers each request with the next status line (the reason phrase `Nicht gef\xfcnden` in raw bytes) and a JSON body. */
  async function serve(...statuses: number[]): Promise<{ url: string; requests: () => number }> {
    let n = 0;
    server = createServer((socket: Socket) => {
      socket.once('data', () => {
        const status = statuses[Math.min(n++, statuses.length - 1)]!;
        const body = status === 200 ? '{"scans":[]}' : '{"error":"nope"}';
        socket.end(
          Buffer.concat([
            Buffer.from(`HTTP/1.1 ${status} Nicht gef`),
            Buffer.from([0xfc]),
            Buffer.from(`nden\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`),
          ]),
        );
      });
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const address = server.address() as { port: number };
    return { url: `http://127.0.0.1:${address.port}/api/scan`, requests: () => n };
  }

  it('a 404 is an HttpError with status and body', async () => {
    const { url } = await serve(404);
    const error = await rejection(createScanClient({ baseUrl: url, logger: false, retry: false }).listDsoScans());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body: { error: 'nope' }, operationId: 'listDsoScans' });
    expect((error as Error).message).toContain('HTTP 404 Nicht gef');
  });

  it('a 503 is retried', async () => {
    const { url, requests } = await serve(503, 200);
    const result = await createScanClient({ baseUrl: url, logger: false, retry: { baseDelayMs: 1, maxDelayMs: 1 } }).listDsoScans();
    expect(result).toEqual({ scans: [] });
    expect(requests()).toBe(2);
  });

  it('the raw client reads such a 200', async () => {
    const { url } = await serve(200);
    const { data } = await createScanClient({ baseUrl: url, logger: false }).raw.GET('/v0/scans');
    expect(data).toEqual({ scans: [] });
  });
});

describe('the raw client rejects with CantonApiError subclasses naming the operation', () => {
  it('a malformed 200 body: ResponseParseError', async () => {
    const { fetch } = fakeFetch(() => json('{"scans":['));
    const error = await rejection(scan(fetch).raw.GET('/v0/scans'));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).toMatchObject({ operationId: 'listDsoScans', method: 'GET', url: `${baseUrl}/v0/scans`, status: 200 });
  });

  it('a connection cut mid-body: NetworkError', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('{"scans":[')), c.error(new TypeError('terminated'))) }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await rejection(scan(fetch).raw.GET('/v0/scans'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ operationId: 'listDsoScans', url: `${baseUrl}/v0/scans` });
  });

  it.each([
    ['with a reason', () => 'navigated away'],
    ['without a reason (a DOMException)', () => undefined],
  ])("the caller's abort %s: AbortError carrying the reason", async (_name, reason) => {
    const { fetch } = fakeFetch(
      (request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const controller = new AbortController();
    const done = rejection(scan(fetch).raw.GET('/v0/scans', { signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 5));
    controller.abort(reason());
    const error = await done;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ operationId: 'listDsoScans' });
    expect((error as Error).cause).toBe(controller.signal.reason);
  });

  it('a throwing middleware: RequestError with the cause', async () => {
    const { fetch } = fakeFetch(() => json({ scans: [] }));
    const client = scan(fetch);
    const failure = new Error('broken middleware');
    client.use({ onRequest: () => Promise.reject(failure) });
    const error = await rejection(client.raw.GET('/v0/scans'));
    expect(error).toMatchObject({ name: 'RequestError', operationId: 'listDsoScans', cause: failure });
  });
});
