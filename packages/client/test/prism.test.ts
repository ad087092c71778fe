// The clients against Prism mock servers of the bundled specs (the only tests here that talk to a
// server): every named example of every operation, documented error statuses, auth, page iterators
// and readUpdates, and validation of Prism's seeded dynamic responses.
import { type MockServer, startMock } from '@canton-openapi/conformance';
import { HttpError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callExample, createClient } from './support/clients.ts';
import { type Api, apis, asResult, specOperations } from './support/spec.ts';

const token = 'prism-accepts-any-bearer-token';
const mocks = {} as Record<Api, MockServer>;
const dynamic = {} as Record<Api, MockServer>;

/**
 * A 200 example as the mock answers it: the same, except that a Scan mock's `/v0/scans` lists the mock
 * itself instead of the example's real Scans, so nothing pointed at the mock reaches a real SV.
 */
function asMockAnswers(operationId: string, example: unknown, baseUrl: string): unknown {
  if (operationId !== 'listDsoScans') return example;
  const own = [{ publicUrl: new URL(baseUrl).origin, svName: 'mock-sv-1' }];
  return { ...(example as object), scans: (example as { scans: object[] }).scans.map((domain) => ({ ...domain, scans: own })) };
}

beforeAll(async () => {
  const started = await Promise.all([
    ...apis.map(async (api) => (mocks[api] = await startMock(api))),
    ...apis.map(async (api) => (dynamic[api] = await startMock(api, { dynamic: true, seed: 7 }))),
  ]);
  expect(started).toHaveLength(apis.length * 2);
}, 120_000);

afterAll(async () => {
  await Promise.all([...Object.values(mocks), ...Object.values(dynamic)].map((m) => m.close()));
});

for (const api of apis) {
  describe(`${api} against Prism`, () => {
    for (const op of specOperations(api)) {
      for (const { status, contents } of op.responses) {
        if (status === 'default') continue;
        for (const { mediaType: media, examples } of contents) {
          for (const { name, value: example } of examples) {
            it(`${op.id} ${status} ${media} '${name}'`, async () => {
              const client = createClient(api, { baseUrl: mocks[api].baseUrl, token, retry: false, validate: true });
              // Prism serves the media type the request accepts, and the named example of it.
              const headers = { Prefer: `code=${status}, example=${name}`, Accept: media };
              const outcome = await callExample(client, op, { headers }).then(
                (data) => ({ data }),
                (error: unknown) => ({ error }),
              );
              if (status === '200') expect(outcome).toEqual({ data: asResult(media, asMockAnswers(op.id, example, mocks[api].baseUrl)) });
              else {
                expect('error' in outcome && outcome.error).toBeInstanceOf(HttpError);
                expect(outcome).toMatchObject({ error: { status: Number(status), mediaType: media, body: example, operationId: op.id } });
                expect(outcome).toMatchObject({ error: { contentType: expect.stringMatching(new RegExp(`^${media}\\b`)) } });
              }
            });
          }
        }
      }

      it(`${op.id}: seeded dynamic responses pass validation`, async () => {
        const client = createClient(api, { baseUrl: dynamic[api].baseUrl, token, retry: false, validate: true });
        for (let i = 0; i < 5; i++) await callExample(client, op);
      });
    }
  });
}

describe('auth against Prism', () => {
  it('a ledger call without a token is rejected with 401, with it accepted', async () => {
    const body = { beginExclusive: 0, endInclusive: 5, updateFormat: { includeTopologyEvents: {} } };
    const without = createLedgerClient({ baseUrl: mocks.ledger.baseUrl, retry: false });
    await expect(without.postV2Updates(body)).rejects.toMatchObject({ name: 'HttpError', status: 401 });
    const withToken = createLedgerClient({ baseUrl: mocks.ledger.baseUrl, token: async () => token });
    await expect(withToken.postV2Updates(body)).resolves.toBeInstanceOf(Array);
  });
});

describe('iterators and readUpdates against Prism', () => {
  it('iterateVoteRequestResults ends on the last page', async () => {
    const scan = createScanClient({ baseUrl: mocks.scan.baseUrl });
    const items = [];
    for await (const item of scan.iterateVoteRequestResults({ limit: 10 }, { headers: { Prefer: 'example=last-page' } })) items.push(item);
    expect(items).toHaveLength(1);
  });

  it('a static mock that hands out the same token forever is stopped on the second page', async () => {
    const scan = createScanClient({ baseUrl: mocks.scan.baseUrl });
    let items = 0;
    const error = await (async () => {
      for await (const _item of scan.iterateVoteRequestResults({ limit: 10 }, { headers: { Prefer: 'example=page-with-more' } })) items++;
    })().catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ResponseValidationError', pointer: '/next_page_token' });
    expect(items).toBeGreaterThan(0);
  });

  it('readUpdates reads a checkpoint at the end of the range', async () => {
    const ledger = createLedgerClient({ baseUrl: mocks.ledger.baseUrl, token, validate: true });
    const elements = [];
    const headers = { Prefer: 'example=offset-checkpoint' };
    for await (const element of ledger.readUpdates({ beginExclusive: 22, endInclusive: 23, updateFormat: { includeTopologyEvents: {} } }, { headers }))
      elements.push(element);
    expect(elements).toEqual([{ update: { OffsetCheckpoint: { value: expect.objectContaining({ offset: 23 }) } } }]);
  });
});
