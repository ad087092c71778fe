// Property tests of int64 on the real clients: the generated map of every operation lists exactly the int64
// fields of the bundled spec; a big integer at an int64 field rejects naming it in number mode and comes back
// exact in bigint mode, at the first field of every operation that has one (each method reads its own map) and,
// as a property, at one field of each form a position takes in the maps (the steps to it: properties, list
// items, map entries), which is all the reader of a map tells apart; outside the int64 fields, numbers come as
// JSON.parse gives them.
import { Int64PrecisionError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callExample, createClient } from './support/clients.ts';
import { fakeFetch, json } from './support/fake-fetch.ts';
import { jsonContent } from '@canton-openapi/contract';
import { apis, loadSpec, specOperations } from './support/spec.ts';
import { transactionList } from './support/update-lists.ts';

const request = { beginExclusive: 0, endInclusive: 100 };
const ledger = (body: string) => {
  const { fetch } = fakeFetch(() => json(body));
  const options = { baseUrl: 'http://participant.test', fetch, logger: false as const };
  return { numbers: createLedgerClient(options), bigints: createLedgerClient({ ...options, int64: 'bigint' }) };
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

type Shape = 1 | readonly [Shape] | { readonly [key: string]: Shape };
type Step = { key: string } | 'item' | 'entry';
type Table = Readonly<Record<string, { readonly response?: Shape }>>;
/** The generated int64 map of each API (`<api>Int64` of `src/generated/<api>-operations.gen.ts`). */
const tables = new Map<string, Table>(
  await Promise.all(
    apis.map(async (api) => [api, ((await import(`../src/generated/${api}-operations.gen.ts`)) as Record<string, Table>)[`${api}Int64`]!] as const),
  ),
);

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
    const target = s.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, token) => (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
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
// From 2^53: a number of 2^53 is no exact int64 either (2^53 + 1 reads the same).
const bigLiteral = fc.bigInt({ min: 2n ** 53n, max: 10n ** 30n }).chain((n) => fc.constantFrom(`${n}`, `-${n}`));
const format = fc.constantFrom<(v: unknown) => string>(
  (v) => JSON.stringify(v),
  (v) => JSON.stringify(v, null, 2),
  (v) => ` ${JSON.stringify(v)}\n`,
);
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
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, t) => (node as Record<string, unknown>)[t.replace(/~1/g, '/').replace(/~0/g, '~')], value);

/** The form of a position: its steps without the property names (`/x/[]/y` and `/a/[]/b` are both `/k/[]/k`). */
const formOf = (steps: Step[]) => steps.map((s) => (s === 'item' ? '/[]' : s === 'entry' ? '/*' : '/k')).join('') || '(root)';

/** A big integer at `steps` of the 200 body of `op`: number mode rejects naming it, bigint mode returns it exactly. */
async function checkPosition(
  api: (typeof apis)[number],
  op: ReturnType<typeof specOperations>[number],
  body: { value: unknown; pointer: string },
  literal: string,
  write: (v: unknown) => string,
) {
  const text = write(body.value).replace(JSON.stringify(placeholder), literal);
  const respond = () => Promise.resolve(json(text));
  const numbers = createClient(api, { fetch: respond, retry: false });
  const error = await rejection(callExample(numbers, op));
  expect(error).toBeInstanceOf(Int64PrecisionError);
  expect(error).toMatchObject({ pointer: body.pointer, literal, operationId: op.id });
  const bigints = createClient(api, { fetch: respond, retry: false, int64: 'bigint' });
  expect(at(await callExample(bigints, op), body.pointer)).toBe(BigInt(literal));
}

/** One operation and position of each form, across every API, the first in spec order. */
const forms = new Map<string, { api: (typeof apis)[number]; op: ReturnType<typeof specOperations>[number]; steps: Step[] }>();

for (const api of apis) {
  describe(`${api}: every int64 field the spec declares (positions from the generated map)`, () => {
    const doc = loadSpec(api).root;
    for (const op of specOperations(api)) {
      const shape = tables.get(api)![op.id]?.response;

      it(`${op.id}: the map lists exactly the int64 fields of the 200 body (checked against the bundled spec)`, () => {
        const ok = jsonContent(op.responses.find((r) => r.status === '200'));
        const schema = ok === undefined ? undefined : at(doc, ok.schemaPointer);
        const fromMap = new Set(shape === undefined ? [] : positionsOf(shape).map(pathText));
        expect(fromMap).toEqual(specInt64Paths(doc, schema));
      });

      if (shape === undefined) continue;
      const positions = positionsOf(shape);
      for (const steps of positions) if (!forms.has(formOf(steps))) forms.set(formOf(steps), { api, op, steps });
      const [first] = positions as [Step[]];
      it(`${op.id} ${pathText(first)}: number mode rejects naming it, bigint mode returns it exactly`, async () => {
        const body = fc.sample(bodyAt(first), { numRuns: 1, seed: 1 })[0]!;
        await checkPosition(api, op, body, '9007199254740993', (v) => JSON.stringify(v));
      });
    }
  });
}

describe('int64 fields of each form (property)', () => {
  it('the real maps have positions of several forms', () => {
    expect([...forms.keys()].length).toBeGreaterThan(3);
  });

  for (const [form, { api, op, steps }] of forms) {
    it(`${form} (${op.id} ${pathText(steps)}): number mode rejects naming it, bigint mode returns it exactly`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyAt(steps), bigLiteral, format, async (body, literal, write) => checkPosition(api, op, body, literal, write)),
        { numRuns: 25 },
      );
    });
  }
});

describe('outside the int64 fields (property)', () => {
  const holder = fc
    .tuple(fc.jsonValue(), fc.jsonValue(), fc.string(), fc.nat(2))
    .map(([a, b, key, shape]) => [[a, { b, [key]: placeholder }], { b, [key]: [a, placeholder] }, placeholder][shape]);
  const withBig = fc.tuple(holder, bigLiteral, format).map(([value, literal, write]) => write(value).replace(JSON.stringify(placeholder), literal));

  it('an operation without int64 fields returns any JSON, big integers included, as JSON.parse gives it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          withBig,
          fc.tuple(fc.jsonValue(), format).map(([v, write]) => write(v)),
        ),
        async (text) => {
          const { fetch } = fakeFetch(() => json(text));
          const scan = createScanClient({ baseUrl: 'http://scan.test/api/scan', fetch, logger: false });
          await expect(scan.listDsoScans()).resolves.toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a big integer anywhere inside an untyped Daml value: as JSON.parse gives it in both modes', async () => {
    await fc.assert(
      fc.asyncProperty(withBig, fc.constantFrom('42', '9223372036854775807'), async (value, offset) => {
        const text = transactionList(offset, `{"arg":${value}}`);
        const { numbers, bigints } = ledger(text);
        const plain = JSON.parse(text) as { update: { Transaction: { value: { offset: unknown; events: { [kind: string]: { offset: unknown } }[] } } } }[];
        if (offset === '42') await expect(numbers.postV2Updates(request)).resolves.toEqual(plain);
        else await expect(rejection(numbers.postV2Updates(request))).resolves.toBeInstanceOf(Int64PrecisionError);
        // Bigint mode: the same value, with the int64 fields (the offsets) exact.
        const tx = plain[0]!.update.Transaction.value;
        tx.offset = BigInt(offset);
        for (const event of tx.events) for (const kind in event) event[kind]!.offset = BigInt(offset);
        await expect(bigints.postV2Updates(request)).resolves.toEqual(plain);
      }),
      { numRuns: 200 },
    );
  });
});
