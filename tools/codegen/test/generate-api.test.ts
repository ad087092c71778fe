// Given a spec fragment, want these generated texts. The fragments are small so each expectation
// shows exactly what the generator adds to openapi-typescript's output.
import { describe, expect, test } from 'vitest';
import type { JsonObject } from '@canton-openapi/contract';
import { generateApi } from '../generate-api.ts';
import { branch, spec, updateSpec, variant } from './fragments.ts';

async function files(document: JsonObject): Promise<Map<string, string>> {
  return (await generateApi('demo', document)).files;
}

describe('one-key unions', () => {
  test('each branch declares the other keys as never, in components', async () => {
    const types = (await files(updateSpec())).get('demo.gen.ts');
    expect(types).toContain(
      [
        '        Update: {',
        '            OffsetCheckpoint: {',
        '                value: components["schemas"]["OffsetCheckpointValue"];',
        '            };',
        '            Transaction?: never;',
        '        } | {',
        '            Transaction: {',
        '                value: components["schemas"]["TransactionValue"];',
        '            };',
        '            OffsetCheckpoint?: never;',
        '        };',
      ].join('\n'),
    );
  });

  test('a $ref branch is intersected with the absent keys', async () => {
    const document = spec({ U: { oneOf: [{ $ref: '#/components/schemas/A' }, branch('B', { type: 'string' })] }, A: branch('A', { type: 'integer' }) });
    const types = (await files(document)).get('demo.gen.ts');
    expect(types).toContain(
      'U: ({\n            B?: never;\n        } & components["schemas"]["A"]) | {\n            B: string;\n            A?: never;\n        };',
    );
  });

  test('the union gets a type alias and a helper object; a schema holding it gets builders', async () => {
    const unions = (await files(updateSpec())).get('demo.unions.gen.ts');
    expect(unions).toContain(
      "export type Update<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Update'] : components['schemas']['Update'];",
    );
    expect(unions).toContain(
      "export const Update: OneKeyUnion<Update, { readonly OffsetCheckpoint: 'value'; readonly Transaction: 'value' }, Update<'bigint'>> = /*#__PURE__*/ oneKeyUnion('Update', { OffsetCheckpoint: 'value', Transaction: 'value' });",
    );
    expect(unions).toContain(
      "export const JsGetUpdatesResponse: OneKeyHolder<JsGetUpdatesResponse, 'update', Update, { readonly OffsetCheckpoint: 'value'; readonly Transaction: 'value' }> = /*#__PURE__*/ oneKeyHolder('update', Update);",
    );
    const schemas = (await files(updateSpec())).get('demo.schemas.gen.ts');
    expect(schemas).toContain(
      "export type TransactionValue<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransactionValue'] : components['schemas']['TransactionValue'];",
    );
    expect(schemas).not.toContain('export type Update ');
  });

  test('a new branch in the spec reaches the type, every other branch, the helper and the holder', async () => {
    const generated = await files(updateSpec('Heartbeat'));
    const types = generated.get('demo.gen.ts') as string;
    expect(types).toContain(
      '            Heartbeat: {\n                value: components["schemas"]["HeartbeatValue"];\n            };\n            OffsetCheckpoint?: never;\n            Transaction?: never;',
    );
    expect(types.match(/Heartbeat\?: never;/g)).toHaveLength(2);
    const unions = generated.get('demo.unions.gen.ts') as string;
    expect(unions).toContain("oneKeyUnion('Update', { OffsetCheckpoint: 'value', Transaction: 'value', Heartbeat: 'value' })");
    expect(unions).toContain(
      "OneKeyHolder<JsGetUpdatesResponse, 'update', Update, { readonly OffsetCheckpoint: 'value'; readonly Transaction: 'value'; readonly Heartbeat: 'value' }>",
    );
  });
});

describe('bigint mode', () => {
  test('the int64 table lists the int64 fields (nullable and deprecated ones too) of each schema, other integers not', async () => {
    const document = spec({
      Counter: {
        type: 'object',
        required: ['offset', 'count'],
        properties: {
          offset: { type: 'integer', format: 'int64' },
          previous: { type: ['integer', 'null'], format: 'int64' },
          count: { type: 'integer', format: 'int32' },
          old: { type: 'integer', format: 'int64', deprecated: true, 'x-replaced-by': 'offset' },
        },
      },
      Counters: { type: 'object', properties: { all: { type: 'array', items: { $ref: '#/components/schemas/Counter' } } } },
      ByName: { type: 'object', additionalProperties: { type: 'integer', format: 'int64' } },
      Plain: { type: 'object', properties: { count: { type: 'integer', format: 'int32' } } },
    });
    const generated = await files(document);
    const table = generated.get('demo.int64.gen.ts') as string;
    expect(table).toContain(
      [
        'export interface SchemaInt64Shapes {',
        '  readonly Counter: {',
        '    readonly offset: 1;',
        '    readonly previous: 1;',
        '    readonly old: 1;',
        '  };',
        '  readonly Counters: {',
        '    readonly all: readonly [{',
        '      readonly offset: 1;',
        '      readonly previous: 1;',
        '      readonly old: 1;',
        '    }];',
        '  };',
        '  readonly ByName: {',
        '    readonly $map: 1;',
        '  };',
        '}',
      ].join('\n'),
    );
    // The bigint-mode `components` is derived from the number-mode one and the table, not a second copy of the types.
    expect(table).toContain("import type { components as numberComponents } from './demo.gen.ts';");
    expect(table).toContain("schemas: BigIntSchemas<numberComponents['schemas'], SchemaInt64Shapes>;");
    expect(table).not.toContain('count');
    expect(table).not.toContain('Plain');
    expect(generated.get('demo.gen.ts')).toContain('            offset: number;\n');
    expect(generated.get('demo.schemas.gen.ts')).toContain("import type { components as bigintComponents } from './demo.int64.gen.ts';");
    expect(generated.get('demo.schemas.gen.ts')).toContain(
      "export type Counter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Counter'] : components['schemas']['Counter'];",
    );
  });
});

describe('status-variant unions', () => {
  test('get a helper object told apart by status', async () => {
    const document = spec({ Offer: { oneOf: [variant('created'), variant('failed', { failure_kind: { type: 'string', enum: ['expired'] } })] } });
    const generated = await files(document);
    expect(generated.get('demo.unions.gen.ts')).toContain(
      "export const Offer: VariantUnion<Offer, 'status', Offer<'bigint'>> = /*#__PURE__*/ variantUnion('Offer', 'status', ['created', 'failed']);",
    );
    expect(generated.get('demo.gen.ts')).toContain('status: "failed";');
  });
});

describe('not/anyOf exclusion', () => {
  test('becomes alternatives of absent properties, keeping the deprecation of what they exclude', async () => {
    const document = spec({
      Request: {
        type: 'object',
        additionalProperties: false,
        properties: {
          legacy: { type: 'boolean', deprecated: true, 'x-replaced-by': { property: 'format' }, 'x-removal-version': '2.0.0' },
          format: { type: 'string' },
        },
        not: { anyOf: [{ required: ['legacy', 'format'] }] },
      },
    });
    const types = (await files(document)).get('demo.gen.ts');
    expect(types).toContain(
      [
        '            format?: string;',
        '        } & ({',
        '            /**',
        '             * @deprecated Use `format` instead. Removal announced for 2.0.0.',
        '             */',
        '            legacy?: never;',
        '        } | {',
        '            format?: never;',
        '        });',
      ].join('\n'),
    );
  });
});

describe('deprecation', () => {
  const document = spec(
    {
      Thing: {
        type: 'object',
        description: 'A thing.',
        deprecated: true,
        'x-replaced-by': 'Other',
        'x-removal-version': '9.0.0',
        properties: { a: { type: 'string' } },
      },
    },
    {
      '/old': {
        get: {
          operationId: 'getOld',
          summary: 'The old read',
          deprecated: true,
          'x-replaced-by': { operationId: 'getNew', method: 'get', path: '/new' },
          'x-removal-version': '2.0.0',
          parameters: [
            { name: 'q', in: 'query', schema: { type: 'string' }, deprecated: true, 'x-replaced-by': { parameter: 'query' }, 'x-removal-version': '2.0.0' },
          ],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } },
        },
      },
    },
  );

  test('paths, operations, parameters and schemas say what replaces them and when they go', async () => {
    const generated = await files(document);
    const types = generated.get('demo.gen.ts') as string;
    expect(types).toContain(
      '         * The old read\n         * @deprecated Use `getNew` (GET /new) instead. Removal announced for 2.0.0.\n         */\n        get: operations["getOld"];',
    );
    expect(types).toContain(
      '    /**\n     * The old read\n     * @deprecated Use `getNew` (GET /new) instead. Removal announced for 2.0.0.\n     */\n    getOld: {',
    );
    expect(types).toContain('@deprecated Use `query` instead. Removal announced for 2.0.0.');
    expect(types).toContain(
      '        /**\n         * @deprecated Use `Other` instead. Removal announced for 9.0.0.\n         * @description A thing.\n         */\n        Thing: {',
    );
    expect(types).not.toMatch(/@deprecated\s*\n/);
    expect(types).not.toContain('@@deprecated');
    expect(generated.get('demo.schemas.gen.ts')).toContain(
      '/**\n * A thing.\n * @deprecated Use `Other` instead. Removal announced for 9.0.0.\n */\nexport type Thing<',
    );
  });

  test('a deprecated union key stays deprecated in the branches that exclude it', async () => {
    const union = spec({ U: { oneOf: [branch('Old', { type: 'string', deprecated: true, 'x-replaced-by': 'New' }), branch('New', { type: 'string' })] } });
    const types = (await files(union)).get('demo.gen.ts') as string;
    expect(types).toContain(
      '            New: string;\n            /**\n             * @deprecated Use `New` instead. No removal version announced.\n             */\n            Old?: never;',
    );
  });
});

describe('the shipped spec', () => {
  test('is the input, unchanged, while open empty objects get an index signature in the types', async () => {
    const document = spec({ Record: { type: 'object', description: 'Any record.' }, Empty: { type: 'object', additionalProperties: false } });
    const before = structuredClone(document);
    const generated = await files(document);
    expect(JSON.parse(generated.get('demo.openapi.json') as string)).toEqual(before);
    expect(document).toEqual(before);
    expect(generated.get('demo.gen.ts')).toContain('Record: {\n            [key: string]: unknown;\n        };');
    expect(generated.get('demo.gen.ts')).toContain('Empty: Record<string, never>;');
  });
});
