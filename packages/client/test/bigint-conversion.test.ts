// Bigint mode converts a 200 body's int64 fields with generated code (`<api>BigIntInt64`, fields read
// by name); it must convert exactly what the generic walk of the shape (`toBigInt`) converts. Bodies
// are drawn from each operation's shape: int64 fields holding integers, fractions, strings, nulls or
// objects, any subset of the properties (of every union branch), map entries, and values of the
// wrong kind anywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBigInt } from '../src/core/int64.ts';
import type { Int64Shape } from '../src/core/types/int64.ts';
import { ledgerBigIntInt64, ledgerInt64 } from '../src/generated/ledger-operations.gen.ts';
import { scanBigIntInt64, scanInt64 } from '../src/generated/scan-operations.gen.ts';
import { validatorBigIntInt64, validatorInt64 } from '../src/generated/validator-operations.gen.ts';

const apis = {
  ledger: { shapes: ledgerInt64, convert: ledgerBigIntInt64 },
  scan: { shapes: scanInt64, convert: scanBigIntInt64 },
  validator: { shapes: validatorInt64, convert: validatorBigIntInt64 },
} as const;

const leaf = fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 3 }), fc.constant(null), fc.constant({}));
const stray = fc.oneof(leaf, fc.constant([1, 2]), fc.constant(undefined));

/** Bodies of `shape`, now and then with a value of the wrong kind in place of what it expects. */
function bodyOf(shape: Int64Shape): fc.Arbitrary<unknown> {
  const expected: fc.Arbitrary<unknown> =
    shape === 1
      ? leaf
      : Array.isArray(shape)
        ? fc.array(bodyOf((shape as readonly [Int64Shape])[0]), { maxLength: 3 })
        : (() => {
            const object = shape as { readonly [key: string]: Int64Shape };
            const named = Object.keys(object).filter((k) => k !== '$map');
            const record = fc.record(Object.fromEntries(named.map((k) => [k, bodyOf(object[k]!)])), { requiredKeys: [] });
            const map = object.$map;
            if (map === undefined) return fc.tuple(record, fc.dictionary(fc.constantFrom('extra', 'other'), leaf)).map(([r, e]) => ({ ...e, ...r }));
            return fc.tuple(record, fc.dictionary(fc.string({ maxLength: 4 }), bodyOf(map), { maxKeys: 3 })).map(([r, m]) => ({ ...m, ...r }));
          })();
  return fc.oneof({ weight: 5, arbitrary: expected }, { weight: 1, arbitrary: stray });
}

describe('the generated bigint conversion converts what the generic walk converts', () => {
  for (const [api, { shapes, convert }] of Object.entries(apis)) {
    const operations = Object.entries(shapes as Readonly<Record<string, { readonly response?: Int64Shape }>>).filter(([, s]) => s.response !== undefined);
    it(`${api}: every operation with int64 fields in its 200 body has a conversion`, () => {
      expect(Object.keys(convert).sort()).toEqual(operations.map(([id]) => id).sort());
    });
    for (const [operationId, { response }] of operations) {
      it(`${api} ${operationId}`, () => {
        fc.assert(
          fc.property(bodyOf(response!), (body) => {
            const generic = toBigInt(structuredClone(body), response!);
            const generated = (convert as Readonly<Record<string, (b: unknown) => unknown>>)[operationId]!(structuredClone(body));
            expect(generated).toStrictEqual(generic);
          }),
          { numRuns: 200 },
        );
      });
    }
  }
});
