import { describe, expect, it } from 'vitest';
import { lintFragment } from './lint-fragment.ts';

const RULE = 'canton/integer-format';

function document(count: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    paths: {},
    components: {
      schemas: {
        Page: {
          type: 'object',
          properties: {
            offset: { type: 'integer', format: 'int64', minimum: 1 },
            next: { type: ['integer', 'null'], format: 'int64' },
            count,
            ...extra,
          },
        },
        NonNegative: { minimum: 0 },
      },
    },
  };
}

describe('canton/integer-format', () => {
  it('accepts integers, nullable or not, that carry int32 or int64', async () => {
    expect(await lintFragment(document({ type: 'integer', format: 'int32' }), [RULE])).toEqual([]);
  });

  it('rejects an integer without a format, pointing at its type', async () => {
    expect(await lintFragment(document({ type: 'integer', minimum: 0 }), [RULE])).toEqual([
      {
        ruleId: RULE,
        message: 'Integer schema needs `format: int32` or `format: int64`, so generated code knows whether a JS number holds every value.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Page/properties/count/type',
        onKey: false,
      },
    ]);
  });

  it('rejects a nullable integer with another format, pointing at the format', async () => {
    expect(await lintFragment(document({ type: ['null', 'integer'], format: 'int' }), [RULE])).toEqual([
      {
        ruleId: RULE,
        message: 'Integer schema has `format: int`; use `int32` or `int64`.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Page/properties/count/format',
        onKey: false,
      },
    ]);
  });

  it('rejects `type: integer` written next to a $ref whose target has no format', async () => {
    const count = { $ref: '#/components/schemas/NonNegative', type: 'integer' };
    expect(await lintFragment(document(count), [RULE])).toEqual([
      {
        ruleId: RULE,
        message: 'Integer schema needs `format: int32` or `format: int64`, so generated code knows whether a JS number holds every value.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Page/properties/count/type',
        onKey: false,
      },
    ]);
  });
});
