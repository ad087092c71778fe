// Integers beyond 2^53 in raw JSON, by example. Every field the spec declares int64 is returned
// exactly or rejected: the default client rejects naming the field, a bigint client returns it
// exactly. A number outside the contract comes as JSON.parse gives it in number mode (Daml values
// carry Int64 as strings, so a big integer can legitimately sit only in an int64 field). On the client
// of int64.yaml, whose int64 fields sit where the ledger's do (the update lists of support/update-lists.ts);
// int64-fields.test.ts covers every int64 field of the real specs by property.
import { type BaseCallOptions, Int64PrecisionError, type PageIterator, ResponseParseError } from '@canton-openapi/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../support/fake-fetch.ts';
import { fixture, type FixtureOptions } from '../support/fixture.ts';
import { reassignmentList, transactionList } from '../support/update-lists.ts';

type Offset = number | bigint;
type Created = { offset: Offset; nodeId: number; createArgument?: unknown };
type Element = {
  update: {
    Transaction?: { value: { offset: Offset; paidTrafficCost: Offset | null; events: { ArchivedEvent?: Created; CreatedEvent?: Created }[] } };
    Reassignment?: { value: { paidTrafficCost: Offset | null } };
  };
};
interface Int64Client {
  listUpdates(body: { beginExclusive: Offset; endInclusive?: Offset }, options?: BaseCallOptions): Promise<Element[]>;
  iterateVotes(request: { limit: number }): PageIterator<unknown, unknown>;
  getTotals(roundNumber: Offset): Promise<unknown>;
  raw: { POST(path: string, init: { body: unknown }): Promise<{ data?: Element[] }> };
}

const api = await fixture<Int64Client>(new URL('./int64.yaml', import.meta.url));
const client = (fetch: typeof globalThis.fetch, options: FixtureOptions = {}) => api.createClient({ fetch, ...options });
const ledger = (body: string) => {
  const { fetch, calls } = fakeFetch(() => json(body));
  return { numbers: client(fetch), bigints: client(fetch, { int64: 'bigint' }), calls };
};

const request = { beginExclusive: 0, endInclusive: 100 };
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('default (number) mode', () => {
  it('rejects an int64 beyond 2^53 with its JSON pointer and exact digits', async () => {
    const error = await rejection(ledger(transactionList('9223372036854775807')).numbers.listUpdates(request));
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect(error).toMatchObject({ pointer: '/0/update/Transaction/value/offset', literal: '9223372036854775807', operationId: 'listUpdates' });
    expect((error as Error).message).toContain('int64: "bigint"');
  });

  it.each(['9007199254740993', '-9007199254740993', '12345678901234567890123'])('rejects %s, which JSON.parse would round', async (literal) => {
    const error = await rejection(ledger(transactionList(literal)).numbers.listUpdates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', literal });
  });

  // JSON.parse gives 2^53 exactly, but 2^53 + 1 reads as the same number: a caller holding 2^53 could not
  // tell which the server wrote.
  it.each(['9007199254740992', '-9007199254740992'])('rejects %s (±2^53), which a number holds but cannot tell from its neighbour', async (literal) => {
    expect(JSON.parse(literal)).toBe(JSON.parse(literal.replace(/2$/, '3')));
    const error = await rejection(ledger(transactionList(literal)).numbers.listUpdates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal });
    expect((error as Error).message).toContain('outside ±(2^53 − 1)');
  });

  it('accepts ±(2^53 − 1) and 16-digit integers within, exactly', async () => {
    for (const literal of ['9007199254740991', '-9007199254740991', '1234567890123456']) {
      const [element] = await ledger(transactionList(literal)).numbers.listUpdates(request);
      expect(element!.update.Transaction!.value.offset).toBe(Number(literal));
    }
  });

  it('leaves long digit runs inside strings alone', async () => {
    const [element] = await ledger(transactionList('42')).numbers.listUpdates(request);
    expect(element).toMatchObject({ update: { Transaction: { value: { updateId: `1220${'9'.repeat(64)}`, offset: 42 } } } });
  });

  it('finds an int64 inside a union branch, a {value} wrapper and an array, next to a null one', async () => {
    const error = await rejection(ledger(reassignmentList('9007199254740995')).numbers.listUpdates(request));
    expect(error).toMatchObject({
      name: 'Int64PrecisionError',
      pointer: '/0/update/Reassignment/value/events/1/JsUnassignedEvent/value/reassignmentCounter',
      literal: '9007199254740995',
    });
    const [element] = await ledger(reassignmentList('3')).numbers.listUpdates(request);
    expect(element!.update.Reassignment!.value.paidTrafficCost).toBeNull();
  });

  it('checks a nullable int64 when it holds a number', async () => {
    const error = await rejection(ledger(transactionList('42', '{}', '18446744073709551615')).numbers.listUpdates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/paidTrafficCost' });
  });

  it('checks the page token of a page iterator', async () => {
    const { fetch } = fakeFetch(() => json('{"votes":[{"n":1}],"next_page_token":9007199254740993}'));
    const error = await rejection(
      (async () => {
        for await (const item of client(fetch).iterateVotes({ limit: 1 })) expect(item).toBeDefined();
      })(),
    );
    expect(error).toMatchObject({
      name: 'Int64PrecisionError',
      pointer: '/next_page_token',
      literal: '9007199254740993',
      operationId: 'listVotes',
    });
  });
});

describe('default (number) mode: numbers outside the int64 fields, and error bodies', () => {
  it('returns a big integer outside the int64 fields as JSON.parse gives it (documented: the contract has none there)', async () => {
    const [element] = await ledger(transactionList('42', '{"counter":123456789012345678901}')).numbers.listUpdates(request);
    const counter = (element!.update.Transaction!.value.events[1]!.CreatedEvent!.createArgument as { counter: number }).counter;
    expect(counter).toBe(JSON.parse('123456789012345678901'));
    expect(BigInt(counter)).not.toBe(123456789012345678901n); // rounded, as documented
  });

  it('names the int64 field when a big integer outside the contract comes first', async () => {
    const text = transactionList('9007199254740993').replace('{"update":', '{"unknownCounter":123456789012345678901,"update":');
    const error = await rejection(ledger(text).numbers.listUpdates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal: '9007199254740993' });
  });

  it.each([
    '9007199254740992.0',
    '9.007199254740992e15',
    '9007199254740993.0',
    '9.007199254740993e15',
    '9007199254740993e0',
    '90071992547409930E-1',
    '1e400',
    '-1e400',
    '1.5e300',
  ])('rejects %s in an int64 field, naming the literal as written: it cannot be returned exactly', async (literal) => {
    const error = await rejection(ledger(transactionList(literal)).numbers.listUpdates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal });
  });

  it.each(['5.5', '-0.25', '12345678901234567890.5', '1e-7'])('rejects the fraction %s in an int64 field: a contract violation', async (literal) => {
    const error = await rejection(ledger(transactionList(literal)).numbers.listUpdates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal });
    expect((error as Error).message).toContain('not an integer');
  });

  it('accepts a whole number written with a fraction or exponent within ±(2^53 − 1)', async () => {
    for (const [literal, value] of [
      ['42.0', 42],
      ['4.2e1', 42],
      ['9007199254740991.0', 2 ** 53 - 1],
      ['-9.007199254740991e15', -(2 ** 53 - 1)],
    ] as const) {
      const [element] = await ledger(transactionList(literal)).numbers.listUpdates(request);
      expect(element!.update.Transaction!.value.offset).toBe(value);
    }
  });

  it('leaves floats outside the int64 fields alone', async () => {
    const [element] = await ledger(transactionList('42', '{"ratio":1.5e300,"x":12345678901234567890.5}')).numbers.listUpdates(request);
    expect(element!.update.Transaction!.value.events[1]!.CreatedEvent!.createArgument).toEqual({ ratio: 1.5e300, x: 12345678901234567890.5 });
  });

  it('walks only as deep as the int64 fields: deeply nested values elsewhere cost nothing and break nothing', async () => {
    const depth = 50_000;
    const deep = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const [element] = await ledger(transactionList('42', `{"deep":${deep}}`)).numbers.listUpdates(request);
    expect(element!.update.Transaction!.value.offset).toBe(42);
    // A big int64 next to them needs the exact parse, which cannot go that deep: a clear error, no crash.
    const error = await rejection(ledger(transactionList('9007199254740993', `{"deep":${deep}}`)).numbers.listUpdates(request));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('nested too deeply');
  });

  it('checks error bodies everywhere (they are small and parsed exactly): a big integer leaves body undefined with the reason', async () => {
    const { fetch } = fakeFetch(() => json('{"code":"X","cause":"c","context":{},"errorCategory":12345678901234567890}', 500));
    const error = await rejection(client(fetch, { retry: false }).listUpdates(request));
    expect(error).toMatchObject({ name: 'HttpError', status: 500, body: undefined });
    expect((error as { bodyIssue: string }).bodyIssue).toContain('12345678901234567890 at /errorCategory is outside ±(2^53 − 1)');
  });

  it('checks error bodies from 2^53 on, as int64 fields', async () => {
    const { fetch } = fakeFetch(() => json('{"code":"X","cause":"c","context":{},"errorCategory":9007199254740992}', 500));
    const error = await rejection(client(fetch, { retry: false }).listUpdates(request));
    expect(error).toMatchObject({ name: 'HttpError', status: 500, body: undefined });
    expect((error as { bodyIssue: string }).bodyIssue).toContain('9007199254740992 at /errorCategory is outside ±(2^53 − 1)');
  });
});

describe('bigint mode', () => {
  it('returns every int64 field as an exact bigint, and other numbers as numbers', async () => {
    const [element] = await ledger(transactionList('9223372036854775807')).bigints.listUpdates(request);
    const tx = element!.update.Transaction!.value;
    expect(tx.offset).toBe(9223372036854775807n);
    expect(tx.paidTrafficCost).toBeNull();
    const events = tx.events;
    expect(events[0]!.ArchivedEvent!.offset).toBe(9223372036854775807n);
    expect(events[0]!.ArchivedEvent!.nodeId).toBe(0);
    expect(events[1]!.CreatedEvent!.offset).toBe(9223372036854775807n);
  });

  it('returns small int64 values as bigint too, so the type never lies', async () => {
    const [element] = await ledger(transactionList('42')).bigints.listUpdates(request);
    expect(element!.update.Transaction!.value.offset).toBe(42n);
  });

  it('returns a big integer outside the int64 fields as JSON.parse gives it, as number mode does (the contract has none there)', async () => {
    const [element] = await ledger(transactionList('42', '{"counter":123456789012345678901}')).bigints.listUpdates(request);
    const tx = element!.update.Transaction!.value;
    expect(tx.offset).toBe(42n);
    expect(tx.events[1]!.CreatedEvent!.createArgument).toEqual({ counter: 123456789012345678901 });
  });

  it('reads the int64 fields exactly when one is beyond 2^53, and still gives other numbers as JSON.parse does', async () => {
    const [element] = await ledger(transactionList('9223372036854775807', '{"counter":123456789012345678901,"ratio":0.5}')).bigints.listUpdates(request);
    const tx = element!.update.Transaction!.value;
    expect(tx.offset).toBe(9223372036854775807n);
    expect(tx.events[1]!.CreatedEvent!.offset).toBe(9223372036854775807n);
    expect(tx.events[1]!.CreatedEvent!.createArgument).toEqual({ counter: 123456789012345678901, ratio: 0.5 });
  });

  it.each([
    ['9007199254740992', 9007199254740992n],
    ['9007199254740993', 9007199254740993n],
    ['-9007199254740992', -9007199254740992n],
    ['9007199254740991', 9007199254740991n],
    ['-9007199254740991', -9007199254740991n],
    ['9007199254740992.0', 9007199254740992n],
    ['9007199254740993.0', 9007199254740993n],
    ['9.007199254740993e15', 9007199254740993n],
    ['9007199254740993e0', 9007199254740993n],
    ['-92233720368547758.07e2', -9223372036854775807n],
    ['42.0', 42n],
  ])('returns %s in an int64 field exactly', async (literal, value) => {
    const [element] = await ledger(transactionList(literal)).bigints.listUpdates(request);
    expect(element!.update.Transaction!.value.offset).toBe(value);
  });

  it.each(['1e400', '-1e400', '1e999999999', '5.5', '9007199254740993.5'])('rejects %s in an int64 field, naming the literal', async (literal) => {
    const error = await rejection(ledger(transactionList(literal)).bigints.listUpdates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal });
  });

  it('leaves floats outside the int64 fields alone', async () => {
    const [element] = await ledger(transactionList('42', '{"ratio":1.5e300,"x":0.5}')).bigints.listUpdates(request);
    expect(element!.update.Transaction!.value.events[1]!.CreatedEvent!.createArgument).toEqual({ ratio: 1.5e300, x: 0.5 });
  });

  it('walks deeply nested JSON without recursion limits', async () => {
    const depth = 50_000;
    const [element] = await ledger(transactionList('42', `{"deep":${'['.repeat(depth)}1${']'.repeat(depth)}}`)).bigints.listUpdates(request);
    expect(element!.update.Transaction!.value.offset).toBe(42n);
  });

  it('writes a body with a bigint deep inside as JSON does, toJSON values included', async () => {
    const { bigints, calls } = ledger('[]');
    const extra = { at: new Date(Date.UTC(2025, 0, 27)), list: [1, 9223372036854775807n, 'x', undefined], skipped: undefined };
    await bigints.listUpdates({ beginExclusive: 1n, endInclusive: 2n, extra } as never);
    expect(calls[0]!.body).toBe('{"beginExclusive":1,"endInclusive":2,"extra":{"at":"2025-01-27T00:00:00.000Z","list":[1,9223372036854775807,"x",null]}}');
  });

  it('rejects a body JSON cannot write (a cycle) with a RequestError naming the operation, and sends nothing', async () => {
    const { numbers, bigints, calls } = ledger('[]');
    const body: Record<string, unknown> = { beginExclusive: 1n };
    body.self = body;
    for (const updates of [numbers, bigints]) {
      const error = await rejection(updates.listUpdates(body as never));
      expect(error).toMatchObject({ name: 'RequestError', operationId: 'listUpdates' });
      expect((error as Error).cause).toBeInstanceOf(TypeError);
    }
    expect(calls).toHaveLength(0);
  });

  it('sends bigint request fields and path parameters exactly', async () => {
    const { bigints, calls } = ledger('[]');
    await bigints.listUpdates({ beginExclusive: 9223372036854775000n, endInclusive: 9223372036854775807n });
    expect(calls[0]!.body).toBe('{"beginExclusive":9223372036854775000,"endInclusive":9223372036854775807}');

    const { fetch, calls: totalsCalls } = fakeFetch(() =>
      json(
        '{"status":"Ok","round_number":18446744073709551615,"total_app_activity_weight":1,"active_parties_count":2,"activity_records_count":3,"total_app_reward_minting_allowance":"1.0","total_app_reward_thresholded":"0.0","total_app_reward_unclaimed":"0.0","rewarded_app_provider_parties_count":4}',
      ),
    );
    const totals = await client(fetch, { int64: 'bigint' }).getTotals(9223372036854775807n);
    expect(totalsCalls[0]!.url).toBe(`${api.baseUrl}/v0/rounds/9223372036854775807/totals`);
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

  /** JSON.parse as runtimes without reviver source text have it. */
  const hideSource = () => {
    const parse = JSON.parse;
    vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) =>
      parse(
        text,
        reviver &&
          function (this: unknown, key: string, value: unknown) {
            return reviver.call(this, key, value);
          },
      ),
    );
  };

  it.each(['numbers', 'bigints'] as const)('without reviver source text, a big int64 still rejects (%s): the digits cannot be verified', async (mode) => {
    const updates = ledger(transactionList('9007199254740993'))[mode];
    hideSource();
    const error = await rejection(updates.listUpdates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset' });
    expect((error as Error).message).toContain('this runtime hides its exact digits from JSON.parse');
  });

  it('without JSON.rawJSON, bigint request fields are still written exactly', async () => {
    const rawJSON = Object.getOwnPropertyDescriptor(JSON, 'rawJSON');
    Reflect.deleteProperty(JSON, 'rawJSON');
    try {
      const { bigints, calls } = ledger('[]');
      await bigints.listUpdates({ beginExclusive: 9223372036854775000n, endInclusive: 9223372036854775807n });
      expect(calls[0]!.body).toBe('{"beginExclusive":9223372036854775000,"endInclusive":9223372036854775807}');
    } finally {
      if (rawJSON) Object.defineProperty(JSON, 'rawJSON', rawJSON);
    }
  });
});

describe('the raw openapi-fetch client (the same int64 fields as named methods)', () => {
  it('rejects a body with an int64 beyond 2^53 instead of letting JSON.parse round it', async () => {
    const { numbers } = ledger(transactionList('9007199254740993'));
    const error = await rejection(numbers.raw.POST('/v2/updates', { body: request }));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal: '9007199254740993' });
  });

  it('passes ordinary bodies through', async () => {
    const { numbers } = ledger(transactionList('42'));
    const { data } = await numbers.raw.POST('/v2/updates', { body: request });
    expect(data?.[0]?.update).toHaveProperty('Transaction');
  });

  it('passes a big integer outside the int64 fields as JSON.parse gives it, as named methods do', async () => {
    const text = transactionList('42', '{"counter":123456789012345678901}');
    const { numbers } = ledger(text);
    const { data } = await numbers.raw.POST('/v2/updates', { body: request });
    expect(data).toEqual(JSON.parse(text));
  });

  it.each(['9007199254740993.0', '9.007199254740993e15', '1e400'])('rejects %s in an int64 field, as named methods do', async (literal) => {
    const { numbers } = ledger(transactionList(literal));
    const error = await rejection(numbers.raw.POST('/v2/updates', { body: request }));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal });
  });

  // The check finds whole number tokens, up to the delimiter after them (not the `:36.` of a
  // timestamp): whitespace may stand before that delimiter.
  it.each(['9007199254740993.0', '9.007199254740993e15', '1E400'])('finds %s in JSON with whitespace before the delimiter', async (literal) => {
    const spaced = JSON.stringify(JSON.parse(transactionList('0')), null, 2).replace(/"offset": 0/g, `"offset": ${literal}\n    `);
    const { numbers } = ledger(`${spaced}\n`);
    const error = await rejection(numbers.raw.POST('/v2/updates', { body: request }));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal });
  });

  it('checks a body whose content type is not JSON, which openapi-fetch parses all the same', async () => {
    const { fetch } = fakeFetch(() => new Response(transactionList('9007199254740993'), { headers: { 'content-type': 'text/plain' } }));
    const error = await rejection(client(fetch, { retry: false }).raw.POST('/v2/updates', { body: request }));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal: '9007199254740993' });
  });

  it('checks error bodies everywhere, as named methods do', async () => {
    const { fetch } = fakeFetch(() => json('{"code":"X","cause":"c","context":{},"errorCategory":12345678901234567890}', 500));
    const error = await rejection(client(fetch, { retry: false }).raw.POST('/v2/updates', { body: request }));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/errorCategory', literal: '12345678901234567890' });
  });
});
