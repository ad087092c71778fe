import { describe, expect, it } from 'vitest';
import { lintFragment } from './lint-fragment.ts';

const RULE = 'canton/union-shape';

/** A one-key union `Update` (a `value`-wrapped branch and a bare one) and a status-variant union `Totals`. */
function schemas() {
  return {
    Update: {
      oneOf: [
        {
          type: 'object',
          title: 'Transaction',
          additionalProperties: false,
          required: ['Transaction'] as string[],
          properties: {
            Transaction: {
              type: 'object',
              additionalProperties: false,
              required: ['value'] as string[],
              properties: { value: { type: 'object' } },
            },
          } as Record<string, unknown>,
        },
        {
          type: 'object',
          title: 'Empty',
          additionalProperties: false as boolean | undefined,
          required: ['Empty'],
          properties: { Empty: { type: 'object', maxProperties: 0 } } as Record<string, unknown>,
        },
      ],
    },
    Totals: { oneOf: [{ $ref: '#/components/schemas/Ok' }, { $ref: '#/components/schemas/Pending' }] as unknown[] },
    Ok: {
      type: 'object',
      required: ['status', 'total'],
      properties: { status: { type: 'string', const: 'Ok' }, total: { type: 'integer', format: 'int64' } },
    },
    Pending: {
      type: 'object',
      required: ['status'],
      properties: { status: { type: 'string', enum: ['Pending'] } as Record<string, unknown> },
    },
  };
}

function lintSchemas(s: ReturnType<typeof schemas>) {
  return lintFragment({ paths: {}, components: { schemas: s } }, [RULE]);
}

describe('canton/union-shape: well-formed unions, and the branches of a one-key union', () => {
  it('accepts one-key unions (with and without a value wrapper) and status-variant unions', async () => {
    expect(await lintSchemas(schemas())).toEqual([]);
  });

  it('rejects a one-key branch that admits other keys, pointing at the branch', async () => {
    const s = schemas();
    delete s.Update.oneOf[1]!.additionalProperties;
    expect(await lintSchemas(s)).toEqual([
      {
        ruleId: RULE,
        message: 'Branch 1 (Empty) of oneOf `Update` (a one-key union) must set `additionalProperties: false`, so that no second key is admitted.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Update/oneOf/1',
        onKey: true,
      },
    ]);
  });

  it('rejects two branches with the same key', async () => {
    const s = schemas();
    s.Update.oneOf[1]!.required = ['Transaction'];
    s.Update.oneOf[1]!.properties = { Transaction: { type: 'object' } };
    expect(await lintSchemas(s)).toEqual([
      {
        ruleId: RULE,
        message: 'Branch 1 (Empty) of oneOf `Update` (a one-key union) repeats the key `Transaction` of branch 0; keys must be distinct.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Update/oneOf/1/properties/Transaction',
        onKey: true,
      },
    ]);
  });

  it('rejects a branch with two properties', async () => {
    const s = schemas();
    s.Update.oneOf[1]!.properties.Other = { type: 'string' };
    expect(await lintSchemas(s)).toEqual([
      {
        ruleId: RULE,
        message: 'Branch 1 (Empty) of oneOf `Update` (a one-key union) must declare exactly one property, its key; found 2 (Empty, Other).',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Update/oneOf/1/properties',
        onKey: false,
      },
    ]);
  });
});

describe('canton/union-shape: the `value` wrapper of a one-key branch', () => {
  it('rejects a value wrapper that does not require value', async () => {
    const s = schemas();
    s.Update.oneOf[0]!.properties = { Transaction: { type: 'object', additionalProperties: false, properties: { value: {} } } };
    expect(await lintSchemas(s)).toEqual([
      {
        ruleId: RULE,
        message: 'Branch 0 (Transaction) of oneOf `Update` (a one-key union) wraps `Transaction` in `value`; the wrapper must have `required: [value]`.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Update/oneOf/0/properties/Transaction',
        onKey: true,
      },
    ]);
  });

  it('rejects, at the component, a referenced wrapper that admits other keys; a referenced payload with a `value` field is no wrapper', async () => {
    const s: ReturnType<typeof schemas> & Record<string, unknown> = schemas();
    s.TransactionWrapper = { type: 'object', required: ['value'], properties: { value: { type: 'object' } } };
    s.Payload = { type: 'object', required: ['value'], properties: { value: { type: 'string' }, unit: { type: 'string' } } };
    s.Update.oneOf[0]!.properties = { Transaction: { $ref: '#/components/schemas/TransactionWrapper' } };
    s.Update.oneOf[1]!.properties = { Empty: { $ref: '#/components/schemas/Payload' } };
    expect(await lintSchemas(s)).toEqual([
      {
        ruleId: RULE,
        message:
          'Branch 0 (Transaction) of oneOf `Update` (a one-key union) wraps `Transaction` in `value`; the wrapper must set `additionalProperties: false`.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/TransactionWrapper',
        onKey: true,
      },
    ]);
  });

  it('rejects an inline wrapper that declares more than `value`', async () => {
    const s = schemas();
    s.Update.oneOf[0]!.properties = {
      Transaction: { type: 'object', additionalProperties: false, required: ['value'], properties: { value: {}, offset: { type: 'string' } } },
    };
    expect(await lintSchemas(s)).toEqual([
      {
        ruleId: RULE,
        message:
          'Branch 0 (Transaction) of oneOf `Update` (a one-key union) wraps `Transaction` in `value`; the wrapper must declare only `value`, found value, offset.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Update/oneOf/0/properties/Transaction/properties',
        onKey: false,
      },
    ]);
  });
});

describe('canton/union-shape: status-variant unions, and a oneOf of neither kind', () => {
  it('rejects a status variant whose status is not pinned', async () => {
    const s = schemas();
    s.Totals.oneOf[1] = { type: 'object', title: 'Loose', required: ['status'], properties: { status: { type: 'string' } } };
    expect(await lintSchemas(s)).toEqual([
      {
        ruleId: RULE,
        message: 'Branch 1 (Loose) of oneOf `Totals` (a status-variant union) must pin `status` with `const` (or a one-value `enum`).',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Totals/oneOf/1/properties/status',
        onKey: true,
      },
    ]);
  });

  it('rejects, at the referenced variant, a status that is not required and a pinned value used twice', async () => {
    const s = schemas();
    s.Pending.required = [];
    s.Pending.properties.status = { type: 'string', const: 'Ok' };
    expect(await lintSchemas(s)).toEqual([
      {
        ruleId: RULE,
        message: 'Branch 1 (Pending) of oneOf `Totals` (a status-variant union) must list `status` in `required`.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Pending/required',
        onKey: false,
      },
      {
        ruleId: RULE,
        message: 'Branch 1 (Pending) of oneOf `Totals` (a status-variant union) pins status `Ok` like branch 0; pinned values must be distinct.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Pending/properties/status/const',
        onKey: false,
      },
    ]);
  });

  it('rejects a oneOf that is neither kind, naming the first broken condition of each branch', async () => {
    const s = schemas();
    s.Totals.oneOf = [{ type: 'string' }, { type: 'integer', format: 'int32' }];
    expect((await lintSchemas(s)).map((f) => [f.message, f.pointer])).toEqual([
      ['Branch 0 (#0) of oneOf `Totals` (a one-key union) must declare `type: object`.', '#/components/schemas/Totals/oneOf/0/type'],
      ['Branch 0 (#0) of oneOf `Totals` (a one-key union) must declare exactly one property, its key; found 0.', '#/components/schemas/Totals/oneOf/0'],
      [
        'Branch 0 (#0) of oneOf `Totals` (a one-key union) must set `additionalProperties: false`, so that no second key is admitted.',
        '#/components/schemas/Totals/oneOf/0',
      ],
      ['Branch 1 (#1) of oneOf `Totals` (a one-key union) must declare `type: object`.', '#/components/schemas/Totals/oneOf/1/type'],
      ['Branch 1 (#1) of oneOf `Totals` (a one-key union) must declare exactly one property, its key; found 0.', '#/components/schemas/Totals/oneOf/1'],
      [
        'Branch 1 (#1) of oneOf `Totals` (a one-key union) must set `additionalProperties: false`, so that no second key is admitted.',
        '#/components/schemas/Totals/oneOf/1',
      ],
    ]);
  });
});
