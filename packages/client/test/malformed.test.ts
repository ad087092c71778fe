// Bodies that do not match what the spec documents: each call rejects with a typed error that says
// what arrived, never with a bare SyntaxError or a silently wrong value.
import { HttpError, NetworkError, ResponseParseError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { createValidatorClient } from '@canton-openapi/client/validator';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, raw } from './support/fake-fetch.ts';

const scanUrl = 'http://scan.test/api/scan';
const scan = (fetch: typeof globalThis.fetch) => createScanClient({ baseUrl: scanUrl, fetch, retry: false, logger: false });
const ledger = (fetch: typeof globalThis.fetch) => createLedgerClient({ baseUrl: 'http://participant.test', fetch, retry: false, logger: false });

const html = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

describe('2xx bodies the client cannot trust', () => {
  it('truncated JSON rejects with ResponseParseError naming the operation and the excerpt', async () => {
    const { fetch } = fakeFetch(() => json('{"scans":[{"domainId":"global-domain::1220', 200));
    const error = await scan(fetch)
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).toMatchObject({ status: 200, contentType: 'application/json', operationId: 'listDsoScans' });
    expect((error as Error).message).toMatch(/listDsoScans \(GET \/v0\/scans\): the HTTP 200 body is not JSON/);
    expect((error as Error).message).toContain('{"scans":[{"domainId"');
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('an HTML page with status 200 rejects with ResponseParseError naming the content type', async () => {
    const { fetch } = fakeFetch(() => raw(html, 200, 'text/html; charset=utf-8'));
    const error = await scan(fetch)
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('came as text/html; charset=utf-8');
    expect((error as Error).message).toContain('502 Bad Gateway');
  });

  it('valid JSON with a wrong content type still rejects: the server is not answering as the spec says', async () => {
    const { fetch } = fakeFetch(() => raw('{"scans":[]}', 200, 'text/plain'));
    await expect(scan(fetch).listDsoScans()).rejects.toBeInstanceOf(ResponseParseError);
  });

  it('a missing content type rejects', async () => {
    const { fetch } = fakeFetch(() => new Response(new Blob(['{"scans":[]}']), { status: 200 }));
    const error = await scan(fetch)
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('no content type');
  });

  it('accepts application/json with parameters and +json types', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.canton+json']) {
      const { fetch } = fakeFetch(() => raw('{"scans":[]}', 200, type));
      await expect(scan(fetch).listDsoScans()).resolves.toEqual({ scans: [] });
    }
  });

  it.each([
    ['an empty body', ''],
    ['whitespace only', ' \n'],
  ])('%s with status 200 rejects with ResponseParseError', async (_name, body) => {
    const { fetch } = fakeFetch(() => raw(body, 200, 'application/json'));
    const error = await scan(fetch)
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('empty body');
  });

  it('content-length 0 rejects instead of resolving undefined', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 200, headers: { 'content-type': 'application/json', 'content-length': '0' } }));
    await expect(scan(fetch).listDsoScans()).rejects.toBeInstanceOf(ResponseParseError);
  });

  it('a connection that breaks mid-body rejects with NetworkError', async () => {
    const { fetch } = fakeFetch(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"scans":['));
          controller.error(new TypeError('terminated'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const error = await scan(fetch)
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('while reading the HTTP 200 body');
  });

  it('a fetch that resolves with something other than a Response rejects with NetworkError', async () => {
    const fetch = (async () => ({ not: 'a response' })) as unknown as typeof globalThis.fetch;
    await expect(scan(fetch).listDsoScans()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('error bodies that do not match the documented one', () => {
  it('an HTML 502 page keeps status and text; body is undefined with the reason', async () => {
    const { fetch } = fakeFetch(() => raw(html, 502, 'text/html'));
    const error = await scan(fetch)
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, body: undefined, text: html, bodyIssue: 'expected application/json, got text/html' });
    expect((error as Error).message).toContain('HTTP 502');
  });

  it('truncated JSON in a 404 keeps the text and says why body is undefined', async () => {
    const { fetch } = fakeFetch(() => json('{"error":"No ans ent', 404));
    const client = createValidatorClient({ baseUrl: 'http://v.test/api/validator', fetch, retry: false, logger: false });
    const error = await client.lookupAnsEntryByName('bob.unverified.cns').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, body: undefined, text: '{"error":"No ans ent' });
    expect((error as HttpError).bodyIssue).toMatch(/^not JSON/);
  });

  it('an empty 503 rejects with HttpError without a body', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 503 }));
    const error = await scan(fetch)
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 503, body: undefined, text: '' });
    expect((error as Error).message).toContain('no body');
  });

  it("the ledger's text/plain 400 is its text, even when it looks like JSON", async () => {
    const { fetch } = fakeFetch(() => raw('"quoted"', 400, 'text/plain; charset=UTF-8'));
    const error = await ledger(fetch)
      .postV2Updates({ beginExclusive: 0 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, mediaType: 'text/plain', body: '"quoted"' });
  });

  it("the ledger's JSON 400 is a JsCantonError, and its code is in the message", async () => {
    const cantonError = { code: 'INVALID_ARGUMENT', cause: 'filter and update_format cannot be set at the same time', context: {}, errorCategory: 8 };
    const { fetch } = fakeFetch(() => json(cantonError, 400));
    const error = await ledger(fetch)
      .postV2Updates({ beginExclusive: 0 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, mediaType: 'application/json', contentType: 'application/json', body: cantonError });
    expect((error as Error).message).toContain('INVALID_ARGUMENT: filter and update_format');
  });

  it('a ledger 400 in neither declared media type keeps the text and names both', async () => {
    const { fetch } = fakeFetch(() => raw(html, 400, 'text/html'));
    const error = await ledger(fetch)
      .postV2Updates({ beginExclusive: 0 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      body: undefined,
      mediaType: undefined,
      text: html,
      bodyIssue: 'expected text/plain or application/json, got text/html',
    });
  });

  it('an undeclared JSON type (application/problem+json) is not the declared JsCantonError: body and mediaType stay undefined', async () => {
    const problem = '{"type":"about:blank","title":"Bad Request","status":400,"detail":"no"}';
    const { fetch } = fakeFetch(() => raw(problem, 400, 'application/problem+json'));
    const error = await ledger(fetch)
      .postV2Updates({ beginExclusive: 0 })
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

  it('a ledger 413 carries the parsed JsCantonError and its code in the message', async () => {
    const cantonError = { code: 'HTTP_LIST_TOO_LARGE', cause: 'too many', context: {}, errorCategory: 9 };
    const { fetch } = fakeFetch(() => json(cantonError, 413));
    const error = await ledger(fetch)
      .postV2Updates({ beginExclusive: 0 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, body: cantonError });
    expect((error as Error).message).toContain('HTTP_LIST_TOO_LARGE: too many');
  });
});
