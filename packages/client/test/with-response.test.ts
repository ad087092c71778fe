// A success's HTTP response without dropping to `raw`: `client.withResponse.<method>` resolves to the
// body with its response (status, headers) and the request that got it.
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan/internal';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fakeFetch, json } from './support/fake-fetch.ts';
import { transactionList } from './support/update-lists.ts';

describe('withResponse', () => {
  it('resolves to data, response status and headers, and the request', async () => {
    const { fetch } = fakeFetch(() => json({ scans: [] }, 200, { 'x-request-id': 'r-1' }));
    const scan = createScanClient({ baseUrl: 'http://scan.test/api/scan', fetch });
    const { data, response, request } = await scan.withResponse.listDsoScans();
    expect(data).toEqual({ scans: [] });
    expectTypeOf(data.scans).toBeArray();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('r-1');
    expect(request).toEqual({ method: 'GET', url: 'http://scan.test/api/scan/v0/scans' });
  });

  it('takes the same arguments and rejects the same way', async () => {
    const { fetch, calls } = fakeFetch(() => json({ error: 'nope' }, 404));
    const scan = createScanClient({ baseUrl: 'http://scan.test/api/scan', fetch, retry: false });
    const error = await scan.withResponse.lookupFeaturedAppRightByContractId('00ab').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, operationId: 'lookupFeaturedAppRightByContractId' });
    expect(calls[0]!.url).toBe('http://scan.test/api/scan/v0/featured-apps/by-contract-id/00ab');
  });

  it('keeps the int64 mode of the client', async () => {
    const { fetch } = fakeFetch(() => json(transactionList('9007199254740993')));
    const ledger = createLedgerClient({ baseUrl: 'http://participant.test', fetch, int64: 'bigint' });
    const { data } = await ledger.withResponse.postV2Updates({ beginExclusive: 0n, endInclusive: 10n });
    expect(data[0]!.update.Transaction!.value.offset).toBe(9007199254740993n);
  });
});
