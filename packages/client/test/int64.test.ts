// Integers beyond 2^53 in raw JSON. Every field the spec declares int64 is returned exactly or
// rejected: the default client rejects naming the field, a bigint client returns it exactly. A
// number outside the contract comes as JSON.parse gives it in number mode (Daml values carry Int64
// as strings, so a big integer can legitimately sit only in an int64 field). Prism clamps int64
// examples, so these tests write the raw JSON text themselves.
import { Int64PrecisionError, ResponseParseError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerInt64 } from '../src/generated/ledger-int64.gen.ts';
import { scanInt64 } from '../src/generated/scan-int64.gen.ts';
import { validatorInt64 } from '../src/generated/validator-int64.gen.ts';
import { callExample, createClient } from './support/clients.ts';
import { fakeFetch, json } from './support/fake-fetch.ts';
import { apis, loadSpec, specOperations } from './support/spec.ts';

const participant = 'http://participant.test';
const ledger = (body: string) => {
  const { fetch, calls } = fakeFetch(() => json(body));
  return { numbers: createLedgerClient({ baseUrl: participant, fetch, logger: false }), bigints: createLedgerClient({ baseUrl: participant, fetch, logger: false, int64: 'bigint' }), calls };
};

const party = 'Alice::1220' + '1234567890'.repeat(6) + 'abcd';
/** A transaction update whose offsets are `offset` (raw JSON text, not a JS number). */
function transactionList(offset: string, createArgument = '{"amount":"123456789012345678901234.5"}', paidTrafficCost = 'null'): string {
  return `[{"update":{"Transaction":{"value":{"updateId":"1220${'9'.repeat(64)}","effectiveAt":"2025-01-27T15:30:36.430940Z",` +
    `"offset":${offset},"synchronizerId":"global-domain::1220abc","recordTime":"2025-01-27T15:30:36.518211Z","paidTrafficCost":${paidTrafficCost},` +
    `"events":[{"ArchivedEvent":{"offset":${offset},"nodeId":0,"contractId":"00${'1'.repeat(60)}ca10","templateId":"p:M:T",` +
    `"witnessParties":["${party}"],"packageName":"pkg"}},{"CreatedEvent":{"offset":${offset},"nodeId":1,"contractId":"c",` +
    `"templateId":"p:M:T","createdAt":"2025-01-27T15:30:36.430940Z","packageName":"pkg","representativePackageId":"p",` +
    `"acsDelta":true,"createArgument":${createArgument},"witnessParties":["${party}"],"signatories":["${party}"]}}]}}}}]`;
}
/** A reassignment update: an assignment, then an unassignment whose counter is `counter`. */
function reassignmentList(counter: string): string {
  const created = `{"offset":7,"nodeId":0,"contractId":"c","templateId":"p:M:T","createdAt":"2025-01-27T15:30:36Z","packageName":"pkg","createArgument":{"n":"9223372036854775807"}}`;
  return `[{"update":{"Reassignment":{"value":{"updateId":"u","offset":7,"recordTime":"2025-01-27T15:30:36Z","synchronizerId":"s","paidTrafficCost":null,"events":[` +
    `{"JsAssignmentEvent":{"source":"a","target":"b","reassignmentId":"r","submitter":"","reassignmentCounter":1,"createdEvent":${created}}},` +
    `{"JsUnassignedEvent":{"value":{"reassignmentId":"r","contractId":"c","templateId":"p:M:T","source":"a","target":"b","reassignmentCounter":${counter},` +
    `"witnessParties":["${party}"],"packageName":"pkg","offset":7,"nodeId":1}}}]}}}}]`;
}
const request = { beginExclusive: 0, endInclusive: 100 };
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e);

describe('default (number) mode', () => {
  it('rejects an int64 beyond 2^53 with its JSON pointer and exact digits', async () => {
    const error = await rejection(ledger(transactionList('9223372036854775807')).numbers.postV2Updates(request));
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect(error).toMatchObject({ pointer: '/0/update/Transaction/value/offset', literal: '9223372036854775807', operationId: 'postV2Updates' });
    expect((error as Error).message).toContain('int64: "bigint"');
  });

  it.each(['9007199254740993', '-9007199254740993', '12345678901234567890123'])('rejects %s, which JSON.parse would round', async (literal) => {
    const error = await rejection(ledger(transactionList(literal)).numbers.postV2Updates(request));
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

  it('finds an int64 inside a union branch, a {value} wrapper and an array, next to a null one', async () => {
    const error = await rejection(ledger(reassignmentList('9007199254740995')).numbers.postV2Updates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Reassignment/value/events/1/JsUnassignedEvent/value/reassignmentCounter', literal: '9007199254740995' });
    const [element] = await ledger(reassignmentList('3')).numbers.postV2Updates(request);
    expect(element!.update.Reassignment!.value.paidTrafficCost).toBeNull();
  });

  it('checks a nullable int64 when it holds a number', async () => {
    const error = await rejection(ledger(transactionList('42', '{}', '18446744073709551615')).numbers.postV2Updates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/paidTrafficCost' });
  });

  it('checks the page token of a page iterator', async () => {
    const { fetch } = fakeFetch(() => json('{"dso_rules_vote_results":[{"n":1}],"next_page_token":9007199254740993}'));
    const scan = createScanClient({ baseUrl: 'http://scan.test/api/scan', fetch });
    const error = await rejection((async () => {
      for await (const item of scan.iterateVoteRequestResults({ limit: 1 })) expect(item).toBeDefined();
    })());
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/next_page_token', literal: '9007199254740993', operationId: 'listVoteRequestResults' });
  });

  it('returns a big integer outside the int64 fields as JSON.parse gives it (documented: the contract has none there)', async () => {
    const [element] = await ledger(transactionList('42', '{"counter":123456789012345678901}')).numbers.postV2Updates(request);
    const counter = (element!.update.Transaction!.value.events[1]!.CreatedEvent!.createArgument as { counter: number }).counter;
    expect(counter).toBe(JSON.parse('123456789012345678901'));
    expect(BigInt(counter)).not.toBe(123456789012345678901n); // rounded, as documented
  });

  it('names the int64 field when a big integer outside the contract comes first', async () => {
    const text = transactionList('9007199254740993').replace('{"update":', '{"unknownCounter":123456789012345678901,"update":');
    const error = await rejection(ledger(text).numbers.postV2Updates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset', literal: '9007199254740993' });
  });

  it('leaves floats alone, at an int64 field too: a fraction or exponent is a float by JSON rules', async () => {
    for (const literal of ['1.5e300', '12345678901234567890.5']) {
      const [element] = await ledger(transactionList(literal)).numbers.postV2Updates(request);
      expect(element!.update.Transaction!.value.offset).toBe(Number(literal));
    }
  });

  it('walks only as deep as the int64 fields: deeply nested values elsewhere cost nothing and break nothing', async () => {
    const depth = 50_000;
    const deep = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const [element] = await ledger(transactionList('42', `{"deep":${deep}}`)).numbers.postV2Updates(request);
    expect(element!.update.Transaction!.value.offset).toBe(42);
    // A big int64 next to them needs the exact parse, which cannot go that deep: a clear error, no crash.
    const error = await rejection(ledger(transactionList('9007199254740993', `{"deep":${deep}}`)).numbers.postV2Updates(request));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('nested too deeply');
  });

  it('checks error bodies everywhere (they are small and parsed exactly): a big integer leaves body undefined with the reason', async () => {
    const { fetch } = fakeFetch(() => json('{"code":"X","cause":"c","context":{},"errorCategory":12345678901234567890}', 500));
    const client = createLedgerClient({ baseUrl: participant, fetch, retry: false });
    const error = await rejection(client.postV2Updates(request));
    expect(error).toMatchObject({ name: 'HttpError', status: 500, body: undefined });
    expect((error as { bodyIssue: string }).bodyIssue).toContain('12345678901234567890 at /errorCategory exceeds 2^53');
  });
});

type Shape = 1 | readonly [Shape] | { readonly [key: string]: Shape };
type Step = { key: string } | 'item' | 'entry';
const tables: Record<string, Readonly<Record<string, { readonly response?: Shape }>>> = { ledger: ledgerInt64, scan: scanInt64, validator: validatorInt64 };

/** Every int64 position of a shape, as the steps that lead to it. */
function positionsOf(shape: Shape, path: Step[] = []): Step[][] {
  if (shape === 1) return [path];
  if (Array.isArray(shape)) return positionsOf((shape as readonly [Shape])[0], [...path, 'item']);
  return Object.entries(shape).flatMap(([key, inner]) => positionsOf(inner, [...path, key === '$map' ? 'entry' : { key }]));
}
const pathText = (steps: Step[]) => steps.map((s) => (s === 'item' ? '/[]' : s === 'entry' ? '/*' : `/${s.key}`)).join('') || '(root)';

/** An independent reading of the bundled spec: the path of every int64 reachable from `schema`. */
function specInt64Paths(doc: Record<string, unknown>, schema: unknown, path = '', out = new Set<string>(), seen: string[] = []): Set<string> {
  if (typeof schema !== 'object' || schema === null) return out;
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') {
    if (seen.includes(s.$ref)) return out;
    const target = s.$ref.slice(2).split('/').reduce<unknown>((node, token) => (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return specInt64Paths(doc, target, path, out, [...seen, s.$ref]);
  }
  if ([s.type].flat().includes('integer') && s.format === 'int64') out.add(path || '(root)');
  for (const key of ['oneOf', 'anyOf', 'allOf']) for (const branch of (s[key] ?? []) as unknown[]) specInt64Paths(doc, branch, path, out, seen);
  for (const [name, inner] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) specInt64Paths(doc, inner, `${path}/${name}`, out, seen);
  if (typeof s.additionalProperties === 'object') specInt64Paths(doc, s.additionalProperties, `${path}/*`, out, seen);
  specInt64Paths(doc, s.items, `${path}/[]`, out, seen);
  return out;
}

const safeJson = fc.jsonValue({ maxDepth: 2 }).filter((v) => !JSON.stringify(v).match(/\d{16}/));
const bigLiteral = fc.bigInt({ min: 2n ** 53n + 1n, max: 10n ** 30n }).chain((n) => fc.constantFrom(`${n}`, `-${n}`));
const format = fc.constantFrom<(v: unknown) => string>((v) => JSON.stringify(v), (v) => JSON.stringify(v, null, 2), (v) => ` ${JSON.stringify(v)}\n`);
const placeholder = '\u0000int64\u0000';

/** A body holding the placeholder at `steps` (other elements and properties random), and its JSON pointer. */
function bodyAt(steps: Step[]): fc.Arbitrary<{ value: unknown; pointer: string }> {
  if (steps.length === 0) return fc.constant({ value: placeholder, pointer: '' });
  const [step, ...rest] = steps as [Step, ...Step[]];
  const inner = bodyAt(rest);
  const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  if (step === 'item') {
    return fc.tuple(fc.array(safeJson, { maxLength: 3 }), inner, fc.array(safeJson, { maxLength: 2 })).map(([before, i, after]) => ({
      value: [...before, i.value, ...after],
      pointer: `/${before.length}${i.pointer}`,
    }));
  }
  const others = fc.dictionary(fc.string({ maxLength: 6 }), safeJson, { maxKeys: 3 });
  const key = step === 'entry' ? fc.string({ maxLength: 6 }) : fc.constant(step.key);
  return fc.tuple(key, others, inner, fc.boolean()).map(([k, other, i, first]) => {
    const { [k]: _dropped, ...rest } = other;
    return { value: first ? { [k]: i.value, ...rest } : { ...rest, [k]: i.value }, pointer: `/${token(k)}${i.pointer}` };
  });
}

/** The value at a JSON pointer. */
const at = (value: unknown, pointer: string) =>
  pointer.split('/').slice(1).reduce<unknown>((node, t) => (node as Record<string, unknown>)[t.replace(/~1/g, '/').replace(/~0/g, '~')], value);

for (const api of apis) {
  describe(`${api}: every int64 field the spec declares (positions from the generated map)`, () => {
    const doc = loadSpec(api);
    for (const op of specOperations(api)) {
      const shape = tables[api]![op.operationId]?.response;

      it(`${op.operationId}: the map lists exactly the int64 fields of the 200 body (checked against the bundled spec)`, () => {
        const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
        const ok = paths[op.path]![op.method.toLowerCase()]!.responses['200'] as Record<string, unknown>;
        const okResolved = typeof ok.$ref === 'string' ? at(doc, ok.$ref.slice(1)) as Record<string, unknown> : ok;
        const schema = ((okResolved.content as Record<string, { schema: unknown }>)['application/json'])?.schema;
        const fromMap = new Set(shape === undefined ? [] : positionsOf(shape).map(pathText));
        expect(fromMap).toEqual(specInt64Paths(doc, schema));
      });

      if (shape === undefined) continue;
      for (const steps of positionsOf(shape)) {
        it(`${op.operationId} ${pathText(steps)}: number mode rejects naming it, bigint mode returns it exactly`, async () => {
          await fc.assert(
            fc.asyncProperty(bodyAt(steps), bigLiteral, format, async (body, literal, write) => {
              const text = write(body.value).replace(JSON.stringify(placeholder), literal);
              const respond = () => Promise.resolve(json(text));
              const numbers = createClient(api, { fetch: respond, retry: false });
              const error = await rejection(callExample(numbers, op));
              expect(error).toBeInstanceOf(Int64PrecisionError);
              expect(error).toMatchObject({ pointer: body.pointer, literal, operationId: op.operationId });
              const bigints = createClient(api, { fetch: respond, retry: false, int64: 'bigint' });
              expect(at(await callExample(bigints, op), body.pointer)).toBe(BigInt(literal));
            }),
            { numRuns: 25 },
          );
        });
      }
    }
  });
}

describe('outside the int64 fields (property)', () => {
  const holder = fc.tuple(fc.jsonValue(), fc.jsonValue(), fc.string(), fc.nat(2)).map(([a, b, key, shape]) =>
    [[a, { b, [key]: placeholder }], { b, [key]: [a, placeholder] }, placeholder][shape],
  );
  const withBig = fc.tuple(holder, bigLiteral, format).map(([value, literal, write]) => write(value).replace(JSON.stringify(placeholder), literal));

  it('an operation without int64 fields returns any JSON, big integers included, as JSON.parse gives it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(withBig, fc.tuple(fc.jsonValue(), format).map(([v, write]) => write(v))), async (text) => {
        const { fetch } = fakeFetch(() => json(text));
        const scan = createScanClient({ baseUrl: 'http://scan.test/api/scan', fetch, logger: false });
        await expect(scan.listDsoScans()).resolves.toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('a big integer anywhere inside an untyped Daml value: as JSON.parse gives it, and rejected in bigint mode', async () => {
    await fc.assert(
      fc.asyncProperty(withBig, async (value) => {
        const text = transactionList('42', `{"arg":${value}}`);
        const { numbers, bigints } = ledger(text);
        await expect(numbers.postV2Updates(request)).resolves.toEqual(JSON.parse(text));
        const error = await rejection(bigints.postV2Updates(request));
        expect(error).toBeInstanceOf(Int64PrecisionError);
        expect((error as Int64PrecisionError).pointer).toMatch(/^\/0\/update\/Transaction\/value\/events\/1\/CreatedEvent\/createArgument\/arg/);
      }),
      { numRuns: 200 },
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
    const error = await rejection(ledger(transactionList('42', '{"counter":123456789012345678901}')).bigints.postV2Updates(request));
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect(error).toMatchObject({ pointer: '/0/update/Transaction/value/events/1/CreatedEvent/createArgument/counter' });
    expect((error as Error).message).toContain('where the spec does not declare an int64');
  });

  it('walks deeply nested JSON without recursion limits', async () => {
    const depth = 50_000;
    const [element] = await ledger(transactionList('42', `{"deep":${'['.repeat(depth)}1${']'.repeat(depth)}}`)).bigints.postV2Updates(request);
    expect(element!.update.Transaction!.value.offset).toBe(42n);
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

  /** JSON.parse as runtimes without reviver source text have it. */
  const hideSource = () => {
    const parse = JSON.parse;
    vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) =>
      parse(text, reviver && function (this: unknown, key: string, value: unknown) {
        return reviver.call(this, key, value);
      }),
    );
  };

  it.each(['numbers', 'bigints'] as const)('without reviver source text, a big int64 still rejects (%s): the digits cannot be verified', async (mode) => {
    const client = ledger(transactionList('9007199254740993'))[mode];
    hideSource();
    const error = await rejection(client.postV2Updates(request));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/0/update/Transaction/value/offset' });
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

  it('checks error bodies everywhere, as named methods do', async () => {
    const { fetch } = fakeFetch(() => json('{"code":"X","cause":"c","context":{},"errorCategory":12345678901234567890}', 500));
    const client = createLedgerClient({ baseUrl: participant, fetch, retry: false });
    const error = await rejection(client.raw.POST('/v2/updates', { body: request }));
    expect(error).toMatchObject({ name: 'Int64PrecisionError', pointer: '/errorCategory', literal: '12345678901234567890' });
  });
});
