// Values a server cannot take are refused before anything is sent: an int64 field (body, query or
// path) holding NaN, ±Infinity, a fraction, an integer beyond 2^53 (already rounded, in either mode)
// or a bigint outside the int64 range, and NaN or ±Infinity anywhere in a body, which JSON would send
// as null. The RequestError names the operation and the JSON pointer (or parameter). readUpdates
// refuses a range whose end is before its beginning.
import { RequestError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan/internal';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from './support/fake-fetch.ts';

const updates = '/v2/updates';
const holdings = { migration_id: 1, record_time: '2025-01-01T00:00:00Z', record_time_match: 'exact' as const, page_size: 10, owner_party_ids: ['Alice::1220'] };

/** The rejection of `call`, and the requests the server got meanwhile. */
async function refused(call: (fetch: typeof globalThis.fetch) => Promise<unknown>) {
  const { fetch, calls } = fakeFetch(() => json([]));
  const error = await call(fetch).then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error: error as RequestError, calls };
}

describe('int64 fields of a number-mode request', () => {
  it.each([
    [Number.NaN, 'NaN, which JSON would send as null'],
    [Number.POSITIVE_INFINITY, 'Infinity, which JSON would send as null'],
    [1.5, '1.5, not a whole number'],
    [2 ** 53, '9007199254740992, beyond 2^53 − 1: the number may already have been rounded'],
    [-(2 ** 60), '-1152921504606846976, beyond 2^53 − 1'],
  ])('refuse %s in the body, naming the operation and the JSON pointer; nothing is sent', async (value, what) => {
    const { error, calls } = await refused((fetch) => createLedgerClient({ baseUrl: 'http://p.test', fetch }).postV2Updates({ beginExclusive: value }));
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toContain(`postV2Updates (POST /v2/updates): body field /beginExclusive is ${what}`);
    expect(error.message).toMatch(/Nothing was sent\.$/);
    expect(error).toMatchObject({ operationId: 'postV2Updates', method: 'POST', url: `http://p.test${updates}`, attempts: 0 });
    expect(calls).toHaveLength(0);
  });

  it('refuse a bad int64 query parameter (limit) and path parameter (round_number)', async () => {
    const ledger = await refused((fetch) =>
      createLedgerClient({ baseUrl: 'http://p.test', fetch }).postV2Updates({ beginExclusive: 0 }, { query: { limit: Number.NaN } }),
    );
    expect(ledger.error.message).toContain('postV2Updates (POST /v2/updates): query parameter limit is NaN');
    expect(ledger.calls).toHaveLength(0);
    const scan = await refused((fetch) => createScanClient({ baseUrl: 'http://s.test/api/scan', fetch }).getRewardAccountingActivityTotals(7.5));
    expect(scan.error).toBeInstanceOf(RequestError);
    expect(scan.error.message).toContain(
      'getRewardAccountingActivityTotals (GET /v0/internal/reward-accounting-process/rounds/{round_number}/activity-totals): path parameter round_number is 7.5, not a whole number',
    );
    expect(scan.calls).toHaveLength(0);
  });

  it('refuse a bad int64 nested in the body (a page token) and name its pointer', async () => {
    const { error, calls } = await refused((fetch) =>
      createScanClient({ baseUrl: 'http://s.test/api/scan', fetch, serverVersion: false }).getHoldingsStateAtV1({ ...holdings, after: 2 ** 53 + 2 }),
    );
    expect(error.message).toContain('getHoldingsStateAtV1 (POST /v1/holdings/state): body field /after is 9007199254740994, beyond 2^53 − 1');
    expect(calls).toHaveLength(0);
  });

  it('refuse NaN in a field that is not int64 (page_size, int32): JSON would send null', async () => {
    const { error, calls } = await refused((fetch) =>
      createScanClient({ baseUrl: 'http://s.test/api/scan', fetch, serverVersion: false }).getHoldingsStateAtV1({ ...holdings, page_size: Number.NaN }),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toContain(
      'getHoldingsStateAtV1 (POST /v1/holdings/state): body field /page_size is NaN, which JSON would send as null. Nothing was sent.',
    );
    expect(calls).toHaveLength(0);
  });

  it('refuse through middleware too: the check comes before openapi-fetch', async () => {
    const { error, calls } = await refused((fetch) => {
      const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch });
      ledger.use({ onRequest: ({ request }) => request });
      return ledger.postV2Updates({ beginExclusive: 0, endInclusive: 0.5 });
    });
    expect(error.message).toContain('body field /endInclusive is 0.5, not a whole number');
    expect(calls).toHaveLength(0);
  });

  it('send safe integers, and a body whose text holds "null" in a string, as written', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch });
    const updateFormat = {
      includeTransactions: { eventFormat: { filtersByParty: { 'null::1220': {} } }, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' as const },
    };
    await ledger.postV2Updates({ beginExclusive: 2 ** 53 - 1, updateFormat }, { query: { limit: 5 } });
    expect(JSON.parse(calls[0]!.body)).toEqual({ beginExclusive: 2 ** 53 - 1, updateFormat });
    expect(new URL(calls[0]!.url).searchParams.get('limit')).toBe('5');
  });
});

describe('int64 fields of a bigint-mode request', () => {
  it('send every bigint of the int64 range exactly', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    await createLedgerClient({ baseUrl: 'http://p.test', fetch, int64: 'bigint' }).postV2Updates({
      beginExclusive: 2n ** 63n - 2n,
      endInclusive: 2n ** 63n - 1n,
    });
    expect(calls[0]!.body).toBe('{"beginExclusive":9223372036854775806,"endInclusive":9223372036854775807}');
  });

  it('refuse a bigint beyond the int64 range, and a number beyond 2^53 (pass it as a bigint)', async () => {
    const big = await refused((fetch) => createLedgerClient({ baseUrl: 'http://p.test', fetch, int64: 'bigint' }).postV2Updates({ beginExclusive: 2n ** 63n }));
    expect(big.error.message).toContain(
      'postV2Updates (POST /v2/updates): body field /beginExclusive is 9223372036854775808n, outside the int64 range; an int64 field takes a safe integer or a bigint in the int64 range',
    );
    expect(big.calls).toHaveLength(0);
    const unsafe = await refused((fetch) =>
      createLedgerClient({ baseUrl: 'http://p.test', fetch, int64: 'bigint' }).postV2Updates({ beginExclusive: 2 ** 60 }),
    );
    expect(unsafe.error.message).toContain('body field /beginExclusive is 1152921504606846976, beyond 2^53 − 1');
    expect(unsafe.calls).toHaveLength(0);
  });
});

describe('readUpdates', () => {
  it('refuses endInclusive before beginExclusive, sending nothing', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch });
    const read = async () => {
      for await (const _ of ledger.readUpdates({ beginExclusive: 10, endInclusive: 5 })) void _;
    };
    await expect(read()).rejects.toThrow(
      new RequestError('readUpdates: endInclusive (5) is before beginExclusive (10): the range (10, 5] is empty; nothing was sent.'),
    );
    expect(calls).toHaveLength(0);
  });

  it('reads nothing, and sends nothing, for the empty range (n, n]', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const items: unknown[] = [];
    for await (const item of createLedgerClient({ baseUrl: 'http://p.test', fetch }).readUpdates({ beginExclusive: 5, endInclusive: 5 })) items.push(item);
    expect(items).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});
