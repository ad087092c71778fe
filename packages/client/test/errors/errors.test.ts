// Every way a call fails is a CantonApiError subclass that says what arrived and names the operation
// and the URL, never a bare SyntaxError or a silently wrong value: bodies that do not match what the
// spec documents (one status may declare several media types), transport failures, null pages,
// reason phrases outside Latin-1, and the raw client's rejections. On the client of errors.yaml.
import { createServer, type Server, type Socket } from 'node:net';
import type { Middleware } from 'openapi-fetch';
import {
  AbortError,
  type BaseCallOptions,
  type CantonApiError,
  HttpError,
  NetworkError,
  type PageIterator,
  RedirectError,
  ResponseParseError,
  ResponseValidationError,
} from '@canton-openapi/client';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, json, raw } from '../support/fake-fetch.ts';
import { fixture, type FixtureOptions } from '../support/fixture.ts';

interface ErrorsClient {
  listThings(options?: BaseCallOptions): Promise<{ things: string[] }>;
  iteratePages(request: { limit?: number }): PageIterator<string, unknown>;
  raw: { GET(path: string, init?: { signal?: AbortSignal }): Promise<{ data?: unknown }> };
  use(...middleware: Middleware[]): void;
}

const api = await fixture<ErrorsClient>(new URL('./errors.yaml', import.meta.url));
const { baseUrl } = api;
const client = (fetch: typeof globalThis.fetch, options: FixtureOptions = {}) => api.createClient({ fetch, retry: false, ...options });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );
const drain = async (items: AsyncIterable<unknown>) => {
  for await (const item of items) expect(item).toBeDefined();
};

const html = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

describe('2xx bodies the client cannot trust', () => {
  it('truncated JSON rejects with ResponseParseError naming the operation and the excerpt', async () => {
    const { fetch } = fakeFetch(() => json('{"things":["global-domain::1220', 200));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).toMatchObject({ status: 200, contentType: 'application/json', operationId: 'listThings' });
    expect((error as Error).message).toMatch(/listThings \(GET \/v0\/things\): the HTTP 200 body is not JSON/);
    expect((error as Error).message).toContain('{"things":["global-domain');
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('an HTML page with status 200 rejects with ResponseParseError naming the content type', async () => {
    const { fetch } = fakeFetch(() => raw(html, 200, 'text/html; charset=utf-8'));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('came as text/html; charset=utf-8');
    expect((error as Error).message).toContain('502 Bad Gateway');
  });

  it('valid JSON with a wrong content type still rejects: the server is not answering as the spec says', async () => {
    const { fetch } = fakeFetch(() => raw('{"things":[]}', 200, 'text/plain'));
    await expect(client(fetch).listThings()).rejects.toBeInstanceOf(ResponseParseError);
  });

  it('a missing content type rejects', async () => {
    const { fetch } = fakeFetch(() => new Response(new Blob(['{"things":[]}']), { status: 200 }));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('no content type');
  });

  it('accepts application/json with parameters and +json types', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.canton+json']) {
      const { fetch } = fakeFetch(() => raw('{"things":[]}', 200, type));
      await expect(client(fetch).listThings()).resolves.toEqual({ things: [] });
    }
  });

  it.each([
    ['an empty body', ''],
    ['whitespace only', ' \n'],
  ])('%s with status 200 rejects with ResponseParseError', async (_name, body) => {
    const { fetch } = fakeFetch(() => raw(body, 200, 'application/json'));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('empty body');
  });

  it('content-length 0 rejects instead of resolving undefined', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 200, headers: { 'content-type': 'application/json', 'content-length': '0' } }));
    await expect(client(fetch).listThings()).rejects.toBeInstanceOf(ResponseParseError);
  });

  it('a connection that breaks mid-body rejects with NetworkError', async () => {
    const { fetch } = fakeFetch(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"things":['));
          controller.error(new TypeError('terminated'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('while reading the HTTP 200 body');
  });

  it('a fetch that resolves with something other than a Response rejects with NetworkError', async () => {
    const fetch = (async () => ({ not: 'a response' })) as unknown as typeof globalThis.fetch;
    await expect(client(fetch).listThings()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('error bodies that do not match the documented one', () => {
  it('an HTML 502 page keeps status and text; body is undefined with the reason', async () => {
    const { fetch } = fakeFetch(() => raw(html, 502, 'text/html'));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, body: undefined, text: html, bodyIssue: 'expected application/json, got text/html' });
    expect((error as Error).message).toContain('HTTP 502');
  });

  it('truncated JSON in a 404 keeps the text and says why body is undefined', async () => {
    const { fetch } = fakeFetch(() => json('{"error":"No ans ent', 404));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, body: undefined, text: '{"error":"No ans ent' });
    expect((error as HttpError).bodyIssue).toMatch(/^not JSON/);
  });

  it('an empty 503 rejects with HttpError without a body', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 503 }));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 503, body: undefined, text: '' });
    expect((error as Error).message).toContain('no body');
  });

  it('a text/plain 400 is its text, even when it looks like JSON', async () => {
    const { fetch } = fakeFetch(() => raw('"quoted"', 400, 'text/plain; charset=UTF-8'));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, mediaType: 'text/plain', body: '"quoted"' });
  });

  it('a JSON 400 is the Canton error it declares, and its code is in the message', async () => {
    const cantonError = { code: 'INVALID_ARGUMENT', cause: 'filter and update_format cannot be set at the same time', context: {}, errorCategory: 8 };
    const { fetch } = fakeFetch(() => json(cantonError, 400));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, mediaType: 'application/json', contentType: 'application/json', body: cantonError });
    expect((error as Error).message).toContain('INVALID_ARGUMENT: filter and update_format');
  });

  it('a 400 in neither declared media type keeps the text and names both', async () => {
    const { fetch } = fakeFetch(() => raw(html, 400, 'text/html'));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      body: undefined,
      mediaType: undefined,
      text: html,
      bodyIssue: 'expected text/plain or application/json, got text/html',
    });
  });

  it('an undeclared JSON type (application/problem+json) is not the declared Canton error: body and mediaType stay undefined', async () => {
    const problem = '{"type":"about:blank","title":"Bad Request","status":400,"detail":"no"}';
    const { fetch } = fakeFetch(() => raw(problem, 400, 'application/problem+json'));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      body: undefined,
      mediaType: undefined,
      contentType: 'application/problem+json',
      text: problem,
      bodyIssue: 'expected text/plain or application/json, got application/problem+json',
    });
  });

  it('a 413 carries the parsed Canton error and its code in the message', async () => {
    const cantonError = { code: 'HTTP_LIST_TOO_LARGE', cause: 'too many', context: {}, errorCategory: 9 };
    const { fetch } = fakeFetch(() => json(cantonError, 413));
    const error = await client(fetch)
      .listThings()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, body: cantonError });
    expect((error as Error).message).toContain('HTTP_LIST_TOO_LARGE: too many');
  });
});

describe('a null 200 page', () => {
  it('rejects the iteration with ResponseValidationError naming the operation and URL', async () => {
    const { fetch } = fakeFetch(() => json('null'));
    const error = await rejection(drain(client(fetch).iteratePages({ limit: 1 })));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ operationId: 'listPages', method: 'POST', pointer: '/' });
    expect((error as CantonApiError).url).toBe(`${baseUrl}/v0/pages`);
  });
});

describe('transport errors of named methods name the operation', () => {
  it('NetworkError', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejection(client(fetch).listThings());
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ operationId: 'listThings', method: 'GET', url: `${baseUrl}/v0/things` });
  });

  it('RedirectError', async () => {
    const { fetch } = fakeFetch(() => raw(null, 302, undefined, { location: 'https://elsewhere.test/' }));
    const error = await rejection(client(fetch).listThings());
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ operationId: 'listThings', url: `${baseUrl}/v0/things` });
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
        const body = status === 200 ? '{"things":[]}' : '{"error":"nope"}';
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
    return { url: `http://127.0.0.1:${address.port}/api`, requests: () => n };
  }

  it('a 404 is an HttpError with status and body', async () => {
    const { url } = await serve(404);
    const error = await rejection(api.createClient({ baseUrl: url, retry: false }).listThings());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body: { error: 'nope' }, operationId: 'listThings' });
    expect((error as Error).message).toContain('HTTP 404 Nicht gef');
  });

  it('a 503 is retried', async () => {
    const { url, requests } = await serve(503, 200);
    const result = await api.createClient({ baseUrl: url, retry: { baseDelayMs: 1, maxDelayMs: 1 } }).listThings();
    expect(result).toEqual({ things: [] });
    expect(requests()).toBe(2);
  });

  it('the raw client reads such a 200', async () => {
    const { url } = await serve(200);
    const { data } = await api.createClient({ baseUrl: url }).raw.GET('/v0/things');
    expect(data).toEqual({ things: [] });
  });
});

describe('the raw client rejects with CantonApiError subclasses naming the operation', () => {
  it('a malformed 200 body: ResponseParseError', async () => {
    const { fetch } = fakeFetch(() => json('{"things":['));
    const error = await rejection(client(fetch).raw.GET('/v0/things'));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).toMatchObject({ operationId: 'listThings', method: 'GET', url: `${baseUrl}/v0/things`, status: 200 });
  });

  it('a connection cut mid-body: NetworkError', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('{"things":[')), c.error(new TypeError('terminated'))) }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await rejection(client(fetch).raw.GET('/v0/things'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ operationId: 'listThings', url: `${baseUrl}/v0/things` });
  });

  it.each([
    ['with a reason', () => 'navigated away'],
    ['without a reason (a DOMException)', () => undefined],
  ])("the caller's abort %s: AbortError carrying the reason", async (_name, reason) => {
    let fetched!: () => void;
    const inFlight = new Promise<void>((done) => (fetched = done));
    const { fetch } = fakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
          fetched();
        }),
    );
    const controller = new AbortController();
    const done = rejection(client(fetch).raw.GET('/v0/things', { signal: controller.signal }));
    // Aborted while the request is out.
    await inFlight;
    controller.abort(reason());
    const error = await done;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ operationId: 'listThings' });
    expect((error as Error).cause).toBe(controller.signal.reason);
  });

  it('a throwing middleware: RequestError with the cause', async () => {
    const { fetch } = fakeFetch(() => json({ things: [] }));
    const errors = client(fetch);
    const failure = new Error('broken middleware');
    errors.use({ onRequest: () => Promise.reject(failure) });
    const error = await rejection(errors.raw.GET('/v0/things'));
    expect(error).toMatchObject({ name: 'RequestError', operationId: 'listThings', cause: failure });
  });
});
