// Every operation of every spec, every documented status, every named example: the request the
// named method sends and what it resolves or rejects with, with and without `validate: true` (every
// example passes the client's validation). Operations and examples come from the bundled specs, so a new
// operation or status is tested without editing this file.
import { HttpError } from '@canton-openapi/client';
import { SubmissionOutcomeUnknownError } from '@canton-openapi/client/ledger';
import type { OperationSpec } from '@canton-openapi/contract';
import { describe, expect, it } from 'vitest';
import { baseUrls, callExample, createClient, exampleArgs, methodOf } from './support/clients.ts';
import { fakeFetch, json, raw } from './support/fake-fetch.ts';
import { type Api, apis, asResult, pathExamples, requestExample, specOperations } from './support/spec.ts';

function expectedUrl(api: Api, path: string, values: unknown[]): string {
  let i = 0;
  return baseUrls[api] + path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(values[i++])));
}

/**
 * The HttpError of a failed call: a write answered 5xx or 408 may have taken effect, so the ledger client ends it
 * with SubmissionOutcomeUnknownError, caused by that HttpError (test/submissions/ tests the rule); the other APIs
 * submit no commands and have no such class, so the HttpError itself says so (Scan's forceAcsSnapshotNow).
 */
function httpErrorOf(error: unknown, op: OperationSpec, code: number, api: string): unknown {
  if (op.effect !== 'write' || (code < 500 && code !== 408)) return error;
  if (api !== 'ledger') {
    expect((error as Error).message).toContain('may have taken effect');
    return error;
  }
  expect(error).toBeInstanceOf(SubmissionOutcomeUnknownError);
  return (error as Error).cause;
}

/** A status the spec does not list for the operation, so the `default` response applies. */
function undocumentedStatus(statuses: string[]): number {
  return [500, 418, 409, 422].find((s) => !statuses.includes(String(s)))!;
}

for (const api of apis) {
  describe(`${api} client`, () => {
    for (const op of specOperations(api)) {
      describe(op.id, () => {
        it('has a named method', () => {
          expect(typeof methodOf(createClient(api, {}), op.id)).toBe('function');
        });

        for (const { status, contents } of op.responses) {
          for (const { mediaType: media, examples } of contents) {
            for (const { name, value: example } of examples) {
              const code = status === 'default' ? undocumentedStatus(op.responses.map((r) => r.status)) : Number(status);
              const body = media.includes('json') ? JSON.stringify(example) : String(example);
              const respond = () => raw(body, code, media);

              if (code >= 200 && code < 300) {
                it(`${status} '${name}': sends the documented request and resolves with the body`, async () => {
                  const { fetch, calls } = fakeFetch(respond);
                  const result = await callExample(createClient(api, { fetch }), op);
                  expect(result).toEqual(asResult(media, example));
                  expect(calls).toHaveLength(1);
                  const call = calls[0]!;
                  expect(call.method).toBe(op.method);
                  const args = exampleArgs(op);
                  expect(call.url.replace(/\?.*$/, '')).toBe(expectedUrl(api, op.path, args.slice(0, pathExamples(op).length)));
                  const request = requestExample(op);
                  if (request === undefined) expect(call.body).toBe('');
                  else if (request instanceof Uint8Array) {
                    expect(new TextEncoder().encode(call.body)).toEqual(request);
                    expect(call.headers.get('content-type')).toBe('application/octet-stream');
                  } else {
                    expect(JSON.parse(call.body)).toEqual(request);
                    expect(call.headers.get('content-type')).toBe('application/json');
                  }
                  // The example passes validation: a validating client resolves with it alike.
                  const validating = createClient(api, { fetch: fakeFetch(respond).fetch, validate: true });
                  expect(await callExample(validating, op)).toEqual(asResult(media, example));
                });
              } else {
                it(`${status} '${name}': rejects with HttpError ${code} carrying the documented body`, async () => {
                  const { fetch } = fakeFetch(respond);
                  const error = httpErrorOf(await callExample(createClient(api, { fetch, retry: false }), op).catch((e: unknown) => e), op, code, api);
                  expect(error).toBeInstanceOf(HttpError);
                  const httpError = error as HttpError;
                  expect(httpError.status).toBe(code);
                  expect(httpError.operationId).toBe(op.id);
                  expect(httpError.body).toEqual(example);
                  expect(httpError.mediaType).toBe(media);
                  expect(httpError.contentType).toBe(media);
                  expect(httpError.bodyIssue).toBeUndefined();
                  expect(httpError.text).toBe(body);
                  expect(httpError.message).toContain(op.id);
                  expect(httpError.message).toContain(String(code));
                  // The example passes validation: a validating client carries it alike.
                  const validating = createClient(api, { fetch: fakeFetch(respond).fetch, retry: false, validate: true });
                  const validated = httpErrorOf(await callExample(validating, op).catch((e: unknown) => e), op, code, api);
                  expect(validated).toBeInstanceOf(HttpError);
                  expect(validated).toMatchObject({
                    status: code,
                    operationId: op.id,
                    body: example,
                    mediaType: media,
                    contentType: media,
                    bodyIssue: undefined,
                  });
                });
              }
            }
          }
        }

        for (const { status, contents } of op.responses) {
          if (status.startsWith('2') || contents.length === 0) continue;
          const code = status === 'default' ? undocumentedStatus(op.responses.map((r) => r.status)) : Number(status);
          const declared = contents.map((c) => c.mediaType);

          it(`${status}: the media type is chosen by Content-Type among ${declared.join(', ')}`, async () => {
            for (const media of declared) {
              // The same text under each declared media type: JSON parsed, text as it is.
              const text = media.startsWith('text/') ? '{"code":"X"}' : '{"code":"X","cause":"y"}';
              const { fetch } = fakeFetch(() => raw(text, code, `${media}; charset=utf-8`));
              const error = httpErrorOf(await callExample(createClient(api, { fetch, retry: false }), op).catch((e: unknown) => e), op, code, api) as HttpError;
              expect(error).toMatchObject({ status: code, mediaType: media, contentType: `${media}; charset=utf-8`, bodyIssue: undefined });
              expect(error.body).toEqual(media.startsWith('text/') ? text : JSON.parse(text));
            }
          });

          it(`${status}: a content type the spec does not declare leaves body undefined and says why`, async () => {
            const { fetch } = fakeFetch(() => raw('<html>Bad Gateway</html>', code, 'text/html'));
            const error = httpErrorOf(await callExample(createClient(api, { fetch, retry: false }), op).catch((e: unknown) => e), op, code, api) as HttpError;
            expect(error).toBeInstanceOf(HttpError);
            expect(error).toMatchObject({ status: code, body: undefined, mediaType: undefined, contentType: 'text/html', text: '<html>Bad Gateway</html>' });
            expect(error.bodyIssue).toBe(`expected ${declared.join(' or ')}, got text/html`);
          });

          if (declared.some((m) => !m.startsWith('text/'))) {
            it(`${status}: a declared JSON body that does not parse leaves body undefined and says why`, async () => {
              const { fetch } = fakeFetch(() => raw('{"code":"X","cau', code, 'application/json'));
              const error = httpErrorOf(await callExample(createClient(api, { fetch, retry: false }), op).catch((e: unknown) => e), op, code, api) as HttpError;
              expect(error).toMatchObject({ status: code, body: undefined, mediaType: undefined, text: '{"code":"X","cau' });
              expect(error.bodyIssue).toMatch(/^not JSON/);
            });
          }
        }

        it('URL-encodes path parameters', async () => {
          if (pathExamples(op).length === 0) return;
          const { fetch, calls } = fakeFetch(() => json({}, 404));
          const client = createClient(api, { fetch, retry: false });
          const nasty = 'a/b?c#d %e';
          const args = pathExamples(op).map(() => nasty);
          const request = requestExample(op);
          await methodOf(client, op.id)(...args, ...(request === undefined ? [] : [request])).catch(() => undefined);
          expect(calls[0]!.url).toBe(expectedUrl(api, op.path, args));
          expect(calls[0]!.url).toContain('a%2Fb%3Fc%23d%20%25e');
        });
      });
    }
  });
}

describe('path parameters that would change the URL', () => {
  const pathOps = apis.flatMap((api) => specOperations(api).flatMap((op) => (pathExamples(op).length > 0 ? [{ api, op }] : [])));

  it.each(pathOps.map(({ api, op }) => [op.id, api, op] as const))('%s refuses ".", "..", "" and undefined before sending', async (_id, api, op) => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const client = createClient(api, { fetch });
    for (const value of ['.', '..', '', undefined]) {
      const error = await methodOf(client, op.id)(value).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'RequestError', operationId: op.id });
    }
    expect(calls).toHaveLength(0);
  });
});

describe('query parameters', () => {
  it('postV2Updates sends limit and stream_idle_timeout_ms as the query', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const client = createClient('ledger', { fetch });
    await methodOf(client, 'postV2Updates')({ beginExclusive: 0, endInclusive: 5 }, { query: { limit: 7, stream_idle_timeout_ms: 250 } });
    expect(new URL(calls[0]!.url).searchParams.get('limit')).toBe('7');
    expect(new URL(calls[0]!.url).searchParams.get('stream_idle_timeout_ms')).toBe('250');
  });
});
