// The clients against Prism mock servers of the bundled specs: validation of the responses Prism generates
// from the schemas (seeded, so each run draws the same), auth, page iterators and readUpdates. What each named
// example of each operation resolves or rejects with, validated, is methods.test.ts's, through an injected fetch.
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan/internal';
import { describe, expect, it } from 'vitest';
import { callExample, createClient } from './support/clients.ts';
import { sharedMocks } from './support/mocks.ts';
import { apis, specOperations } from './support/spec.ts';

const token = 'prism-accepts-any-bearer-token';
// The static mock of each API, shared with the other files of the `mocks` project (vitest.config.ts).
const mocks = sharedMocks().static;

// A seeded dynamic answer: Prism generates it from the operation's schema, the same for every request with the
// same seed (so one request per operation is all there is to check).
const seeded = { Prefer: 'dynamic=true, seed=7' };

for (const api of apis) {
  describe(`${api} against Prism`, () => {
    for (const op of specOperations(api)) {
      it(`${op.id}: a seeded dynamic response passes validation`, async () => {
        const client = createClient(api, { baseUrl: mocks[api], token, retry: false, validate: true });
        await callExample(client, op, { headers: seeded });
      });
    }
  });
}

describe('auth against Prism', () => {
  it('a ledger call without a token is rejected with 401, with it accepted', async () => {
    const body = { beginExclusive: 0, endInclusive: 5, updateFormat: { includeTopologyEvents: {} } };
    const without = createLedgerClient({ baseUrl: mocks.ledger, retry: false });
    await expect(without.postV2Updates(body)).rejects.toMatchObject({ name: 'HttpError', status: 401 });
    const withToken = createLedgerClient({ baseUrl: mocks.ledger, token: async () => token });
    await expect(withToken.postV2Updates(body)).resolves.toBeInstanceOf(Array);
  });
});

describe('iterators and readUpdates against Prism', () => {
  it('iterateVoteRequestResults ends on the last page', async () => {
    const scan = createScanClient({ baseUrl: mocks.scan });
    const items = [];
    for await (const item of scan.iterateVoteRequestResults({ limit: 10 }, { headers: { Prefer: 'example=last-page' } })) items.push(item);
    expect(items).toHaveLength(1);
  });

  it('a static mock that hands out the same token forever is stopped on the second page', async () => {
    const scan = createScanClient({ baseUrl: mocks.scan });
    let items = 0;
    const error = await (async () => {
      for await (const _item of scan.iterateVoteRequestResults({ limit: 10 }, { headers: { Prefer: 'example=page-with-more' } })) items++;
    })().catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ResponseValidationError', pointer: '/next_page_token' });
    expect(items).toBeGreaterThan(0);
  });

  it('readUpdates reads a checkpoint at the end of the range', async () => {
    const ledger = createLedgerClient({ baseUrl: mocks.ledger, token, validate: true });
    const elements = [];
    const headers = { Prefer: 'example=offset-checkpoint' };
    for await (const element of ledger.readUpdates({ beginExclusive: 22, endInclusive: 23, updateFormat: { includeTopologyEvents: {} } }, { headers }))
      elements.push(element);
    expect(elements).toEqual([{ update: { OffsetCheckpoint: { value: expect.objectContaining({ offset: 23 }) } } }]);
  });
});
