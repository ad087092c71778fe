// Integers beyond 2^53 in raw JSON: never rounded. The default client rejects naming the field;
// a bigint client returns int64 fields exactly. Prism clamps int64 examples, so these tests write
// the raw JSON text themselves.
import { Int64PrecisionError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from './support/fake-fetch.ts';

const participant = 'http://participant.test';
const ledger = (body: string) => {
  const { fetch, calls } = fakeFetch(() => json(body));
  return { numbers: createLedgerClient({ baseUrl: participant, fetch, logger: false }), bigints: createLedgerClient({ baseUrl: participant, fetch, logger: false, int64: 'bigint' }), calls };
};

const party = 'Alice::1220' + '1234567890'.repeat(6) + 'abcd';
/** A transaction update whose second event's offset is `offset` (raw JSON text, not a JS number). */
function transactionList(offset: string, extra = ''): string {
  return `[{"update":{"Transaction":{"value":{"updateId":"1220${'9'.repeat(64)}","effectiveAt":"2025-01-27T15:30:36.430940Z",` +
    `"offset":${offset},"synchronizerId":"global-domain::1220abc","recordTime":"2025-01-27T15:30:36.518211Z","paidTrafficCost":null,` +
    `"events":[{"ArchivedEvent":{"offset":${offset},"nodeId":0,"contractId":"00${'1'.repeat(60)}ca10","templateId":"p:M:T",` +
    `"witnessParties":["${party}"],"packageName":"pkg"}},{"CreatedEvent":{"offset":${offset},"nodeId":1,"contractId":"c",` +
    `"templateId":"p:M:T","createdAt":"2025-01-27T15:30:36.430940Z","packageName":"pkg","representativePackageId":"p",` +
    `"acsDelta":true,"createArgument":{"amount":"123456789012345678901234.5"${extra}},"witnessParties":["${party}"],"signatories":["${party}"]}}]}}}}]`;
}
const request = { beginExclusive: 0, endInclusive: 100 };

describe('default (number) mode', () => {
  it('rejects an int64 beyond 2^53 with its JSON pointer and exact digits', async () => {
    const error = await ledger(transactionList('9223372036854775807')).numbers.postV2Updates(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect(error).toMatchObject({ pointer: '/0/update/Transaction/value/offset', literal: '9223372036854775807', operationId: 'postV2Updates' });
    expect((error as Error).message).toContain('int64: "bigint"');
  });

  it.each(['9007199254740993', '-9007199254740993', '12345678901234567890123'])('rejects %s, which JSON.parse would round', async (literal) => {
    const error = await ledger(transactionList(literal)).numbers.postV2Updates(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'Int64PrecisionError', literal });
  });

  it('accepts 2^53 itself and 16-digit integers below it, exactly', async () => {
    for (const literal of ['9007199254740992', '1234567890123456']) {
      const [element] = await ledger(transactionList(literal)).numbers.postV2Updates(request);
      expect(element!.update.Transaction!.value.offset).toBe(Number(literal));
    }
  });

  it('leaves long digit runs inside strings alone', async () => {
    const [element] = await ledger(transactionList('42')).numbers.postV2Updates(request);
    expect(element).toMatchObject({ update: { Transaction: { value: { updateId: `1220${'9'.repeat(64)}`, offset: 42 } } } });
  });

  it('rejects a big integer outside int64 fields too (it would be rounded all the same)', async () => {
    const error = await ledger(transactionList('42', ',"counter":123456789012345678901')).numbers.postV2Updates(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ pointer: '/0/update/Transaction/value/events/1/CreatedEvent/createArgument/counter' });
  });

  it('leaves floats alone: a fraction or exponent is a float by JSON rules', async () => {
    const { fetch } = fakeFetch(() => json('{"scans":[],"x":1.5e300,"y":12345678901234567890.5}'));
    const client = createScanClient({ baseUrl: 'http://scan.test/api/scan', fetch });
    await expect(client.listDsoScans()).resolves.toMatchObject({ x: 1.5e300 });
  });

  it('walks deeply nested JSON without recursion limits', async () => {
    const depth = 50_000;
    const { fetch } = fakeFetch(() => json(`${'['.repeat(depth)}1${']'.repeat(depth)}`));
    const client = createScanClient({ baseUrl: 'http://scan.test/api/scan', fetch });
    await expect(client.listDsoScans()).resolves.toBeInstanceOf(Array);
  });

  it('checks error bodies too: a big integer leaves body undefined with the reason', async () => {
    const { fetch } = fakeFetch(() => json('{"code":"X","cause":"c","context":{},"errorCategory":12345678901234567890}', 500));
    const client = createLedgerClient({ baseUrl: participant, fetch, retry: false });
    const error = await client.postV2Updates(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 500, body: undefined });
    expect((error as { bodyIssue: string }).bodyIssue).toContain('12345678901234567890 at /errorCategory exceeds 2^53');
  });
});

describe('any JSON, any formatting (property)', () => {
  const bigLiteral = fc.bigInt({ min: 2n ** 53n + 1n, max: 10n ** 30n }).chain((n) => fc.constantFrom(`${n}`, `-${n}`));
  const holder = fc.tuple(fc.jsonValue(), fc.jsonValue(), fc.string(), fc.nat(2)).map(([a, b, key, shape]) =>
    [[a, { [key]: 'BIG', b }], { [key]: [a, 'BIG'], b }, 'BIG'][shape],
  );
  const format = fc.constantFrom<(v: unknown) => string>((v) => JSON.stringify(v), (v) => JSON.stringify(v, null, 2), (v) => JSON.stringify(v, null, '\t'), (v) => ` ${JSON.stringify(v)}\n`);
  const scan = (text: string) => {
    const { fetch } = fakeFetch(() => json(text));
    return createScanClient({ baseUrl: 'http://scan.test/api/scan', fetch, logger: false }).listDsoScans();
  };

  /** Oracle: the integer literals of `text` (outside strings) beyond 2^53, by a plain tokenizer. */
  const bigLiterals = (text: string) =>
    [...text.matchAll(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g)]
      .map((m) => m[0])
      .filter((t) => /^-?\d+$/.test(t) && (BigInt(t) > 2n ** 53n || BigInt(t) < -(2n ** 53n)));

  it('an integer beyond 2^53 anywhere rejects with its exact digits', async () => {
    await fc.assert(
      fc.asyncProperty(holder, bigLiteral, format, async (value, literal, write) => {
        const text = write(value).replace('"BIG"', literal);
        const expected = bigLiterals(text);
        if (expected.length === 0) return; // the placeholder was a key, not a value
        const error = await scan(text).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(Int64PrecisionError);
        expect(expected).toContain((error as Int64PrecisionError).literal);
      }),
      { numRuns: 300 },
    );
  });

  it('any other JSON parses exactly as JSON.parse does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), format, async (value, write) => {
        const text = write(value);
        const outcome = scan(text);
        if (bigLiterals(text).length > 0) await expect(outcome).rejects.toBeInstanceOf(Int64PrecisionError);
        else await expect(outcome).resolves.toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });
});

describe('bigint mode', () => {
  it('returns every int64 field as an exact bigint, and other numbers as numbers', async () => {
    const [element] = await ledger(transactionList('9223372036854775807')).bigints.postV2Updates(request);
    const tx = element!.update.Transaction!.value;
    expect(tx.offset).toBe(9223372036854775807n);
    expect(tx.paidTrafficCost).toBeNull();
    const events = tx.events;
    expect(events[0]!.ArchivedEvent!.offset).toBe(9223372036854775807n);
    expect(events[0]!.ArchivedEvent!.nodeId).toBe(0);
    expect(events[1]!.CreatedEvent!.offset).toBe(9223372036854775807n);
  });

  it('returns small int64 values as bigint too, so the type never lies', async () => {
    const [element] = await ledger(transactionList('42')).bigints.postV2Updates(request);
    expect(element!.update.Transaction!.value.offset).toBe(42n);
  });

  it('rejects a big integer in a field the spec does not type int64', async () => {
    const error = await ledger(transactionList('42', ',"counter":123456789012345678901')).bigints.postV2Updates(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect((error as Error).message).toContain('where the spec does not declare an int64');
  });

  it('sends bigint request fields and path parameters exactly', async () => {
    const { bigints, calls } = ledger('[]');
    await bigints.postV2Updates({ beginExclusive: 9223372036854775000n, endInclusive: 9223372036854775807n });
    expect(calls[0]!.body).toBe('{"beginExclusive":9223372036854775000,"endInclusive":9223372036854775807}');

    const { fetch, calls: scanCalls } = fakeFetch(() => json('{"status":"Ok","round_number":18446744073709551615,"total_app_activity_weight":1,"active_parties_count":2,"activity_records_count":3,"total_app_reward_minting_allowance":"1.0","total_app_reward_thresholded":"0.0","total_app_reward_unclaimed":"0.0","rewarded_app_provider_parties_count":4}'));
    const scan = createScanClient({ baseUrl: 'http://scan.test/api/scan', fetch, int64: 'bigint' });
    const totals = await scan.getRewardAccountingActivityTotals(18446744073709551615n);
    expect(scanCalls[0]!.url).toBe('http://scan.test/api/scan/v0/internal/reward-accounting-process/rounds/18446744073709551615/activity-totals');
    expect(totals).toEqual({
      status: 'Ok',
      round_number: 18446744073709551615n,
      total_app_activity_weight: 1n,
      active_parties_count: 2n,
      activity_records_count: 3n,
      total_app_reward_minting_allowance: '1.0',
      total_app_reward_thresholded: '0.0',
      total_app_reward_unclaimed: '0.0',
      rewarded_app_provider_parties_count: 4n,
    });
  });
});

describe('runtimes without the newest JSON features', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('without reviver source text, a big integer still rejects: the digits cannot be verified', async () => {
    const parse = JSON.parse;
    vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) =>
      parse(text, reviver && function (this: unknown, key: string, value: unknown) {
        return reviver.call(this, key, value);
      }),
    );
    const error = await ledger(transactionList('9007199254740993')).bigints.postV2Updates(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect((error as Error).message).toContain('this runtime hides its exact digits from JSON.parse');
  });

  it('without JSON.rawJSON, bigint request fields are still written exactly', async () => {
    const rawJSON = Object.getOwnPropertyDescriptor(JSON, 'rawJSON');
    Reflect.deleteProperty(JSON, 'rawJSON');
    try {
      const { bigints, calls } = ledger('[]');
      await bigints.postV2Updates({ beginExclusive: 9223372036854775000n, endInclusive: 9223372036854775807n });
      expect(calls[0]!.body).toBe('{"beginExclusive":9223372036854775000,"endInclusive":9223372036854775807}');
    } finally {
      if (rawJSON) Object.defineProperty(JSON, 'rawJSON', rawJSON);
    }
  });
});

describe('the raw openapi-fetch client', () => {
  it('rejects a body with an integer beyond 2^53 instead of letting JSON.parse round it', async () => {
    const { numbers } = ledger(transactionList('9007199254740993'));
    const error = await numbers.raw.POST('/v2/updates', { body: request }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset' });
  });

  it('passes ordinary bodies through', async () => {
    const { numbers } = ledger(transactionList('42'));
    const { data } = await numbers.raw.POST('/v2/updates', { body: request });
    expect(data?.[0]?.update).toHaveProperty('Transaction');
  });
});
