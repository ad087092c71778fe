// The client generator, given small spec fragments: where int64 fields are, how pagination is
// recognised, what a new operation or union branch changes, and that validators are import-free ESM.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { int64Shape, operationInt64Shapes } from '../client-int64.ts';
import { camel, detectPagination, errorMediaTable, generateOperations } from '../client-operations.ts';
import { listOperations, type OpenApiDocument } from '../client-spec.ts';
import { generateValidators } from '../client-validators.ts';

const int64 = { type: 'integer', format: 'int64' };

function doc(schemas: Record<string, unknown>, paths: Record<string, unknown> = {}): OpenApiDocument {
  return { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: paths as OpenApiDocument['paths'], components: { schemas } };
}

function listOperation(operationId: string, response: unknown, extra: Record<string, unknown> = {}) {
  return {
    [`/v0/${operationId}`]: {
      post: {
        operationId,
        summary: `Summary of ${operationId}`,
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Req' } } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: response } } } },
        ...extra,
      },
    },
  };
}

describe('int64 shapes', () => {
  test('nested objects, arrays, nullable int64 and maps; other integers left out', () => {
    const d = doc({
      Item: { type: 'object', properties: { offset: int64, nodeId: { type: 'integer', format: 'int32' }, cost: { type: ['integer', 'null'], format: 'int64' } } },
      List: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
      Map: { type: 'object', additionalProperties: { $ref: '#/components/schemas/Item' } },
      None: { type: 'object', properties: { name: { type: 'string' } } },
    });
    expect(int64Shape(d, { $ref: '#/components/schemas/List' }, 'List')).toEqual([{ offset: 1, cost: 1 }]);
    expect(int64Shape(d, { $ref: '#/components/schemas/Map' }, 'Map')).toEqual({ $map: { offset: 1, cost: 1 } });
    expect(int64Shape(d, { $ref: '#/components/schemas/None' }, 'None')).toBeUndefined();
  });

  test('a one-key union merges its branches, and a new branch adds its int64 fields', () => {
    const branch = (key: string, props: object) => ({ type: 'object', required: [key], properties: { [key]: { type: 'object', properties: { value: { type: 'object', properties: props } } } } });
    const union = { oneOf: [branch('A', { offset: int64 }), branch('B', { offset: int64, n: { type: 'integer' } })] };
    expect(int64Shape(doc({}), union, 'U')).toEqual({ A: { value: { offset: 1 } }, B: { value: { offset: 1 } } });
    const grown = { oneOf: [...union.oneOf, branch('C', { counter: int64 })] };
    expect(int64Shape(doc({}), grown, 'U')).toEqual({ A: { value: { offset: 1 } }, B: { value: { offset: 1 } }, C: { value: { counter: 1 } } });
  });

  test('refuses recursion and branches that disagree', () => {
    const recursive = doc({ Node: { type: 'object', properties: { n: int64, next: { $ref: '#/components/schemas/Node' } } } });
    expect(() => int64Shape(recursive, { $ref: '#/components/schemas/Node' }, 'Node')).toThrow(/recursive schema/);
    const clash = { oneOf: [{ type: 'object', properties: { x: int64 } }, { type: 'object', properties: { x: { type: 'array', items: int64 } } }] };
    expect(() => int64Shape(doc({}), clash, 'X')).toThrow(/disagree/);
  });

  test('conditional branches add their int64 fields like union branches', () => {
    const conditional = {
      type: 'object',
      properties: { kind: { type: 'string' } },
      if: { properties: { kind: { const: 'a' } } },
      then: { properties: { a: int64 } },
      else: { properties: { b: int64 } },
      dependentSchemas: { c: { properties: { d: int64 } } },
    };
    expect(int64Shape(doc({}), conditional, 'C')).toEqual({ a: 1, b: 1, d: 1 });
  });

  test.each([
    ['patternProperties', { type: 'object', patternProperties: { '^n': int64 } }],
    ['unevaluatedProperties', { type: 'object', unevaluatedProperties: int64 }],
    ['unevaluatedItems', { type: 'array', unevaluatedItems: int64 }],
    ['contains', { type: 'array', contains: { type: 'object', properties: { n: int64 } } }],
    ['prefixItems', { type: 'array', prefixItems: [int64] }],
  ])('refuses int64 under %s, where the client could not find it to check it', (keyword, schema) => {
    expect(() => int64Shape(doc({}), schema, 'K')).toThrow(new RegExp(`int64 inside ${keyword} is not supported`));
    // The same keywords without int64 under them are fine.
    expect(int64Shape(doc({}), JSON.parse(JSON.stringify(schema).replace('"format":"int64"', '"format":"int32"')), 'K')).toBeUndefined();
  });

  test('per operation: 200 body, request body, path and query parameters', () => {
    const d = doc(
      { Req: { type: 'object', properties: { after: int64 } }, Res: { type: 'object', properties: { total: int64 } } },
      {
        '/v0/rounds/{round}': {
          get: {
            operationId: 'getRound',
            parameters: [
              { name: 'round', in: 'path', required: true, schema: int64 },
              { name: 'limit', in: 'query', schema: { type: 'integer', format: 'int32' } },
            ],
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Res' } } } } },
          },
        },
        ...listOperation('listThings', { $ref: '#/components/schemas/Res' }),
      },
    );
    expect(operationInt64Shapes(d, listOperations(d))).toEqual({
      getRound: { response: { total: 1 }, path: { round: 1 } },
      listThings: { response: { total: 1 }, body: { after: 1 } },
    });
  });
});

describe('pagination', () => {
  const req = { type: 'object', required: ['limit'], properties: { limit: { type: 'integer' }, pageToken: { type: 'integer', description: 'The `next_page_token` of the previous page.' } } };
  const page = { type: 'object', required: ['items'], properties: { items: { type: 'array', items: {} }, next_page_token: { type: ['integer', 'null'] } } };

  test('recognises the token field and the item list, and names the iterator', () => {
    const d = doc({ Req: req }, listOperation('listThings', page));
    expect(detectPagination(d, listOperations(d)[0]!)).toEqual({ token: 'pageToken', items: 'items', iterator: 'iterateThings' });
  });

  test('operations without next_page_token do not page', () => {
    const d = doc({ Req: req }, listOperation('getThing', { type: 'object', properties: { items: { type: 'array' } } }));
    expect(detectPagination(d, listOperations(d)[0]!)).toBeUndefined();
  });

  test('an ambiguous page fails generation instead of guessing', () => {
    const two = { ...page, required: ['items', 'more'], properties: { ...page.properties, more: { type: 'array' } } };
    const d = doc({ Req: req }, listOperation('listThings', two));
    expect(() => detectPagination(d, listOperations(d)[0]!)).toThrow(/cannot tell the page items/);
  });
});

describe('named methods', () => {
  test('a new operation becomes a documented method bound to invoke', () => {
    const d = doc({ Req: { type: 'object' } }, listOperation('postThing', { type: 'object' }, { deprecated: true, 'x-replaced-by': { operationId: 'postThingV2', method: 'post', path: '/v1/thing' }, 'x-removal-version': '9.0' }));
    const source = generateOperations('demo', d, listOperations(d), '// banner\n');
    expect(source).toContain("postThing(body: RequestBodyOf<operations['postThing'], M, DemoInt64['postThing']>");
    expect(source).toContain('@deprecated Use `postThingV2` (POST /v1/thing) instead. Removal announced for server version 9.0.');
    expect(source).toContain("postThing: (body, options) => invoke('postThing', undefined, body, options),");
    expect(source).toContain('"`postThing` (POST /v0/postThing) is deprecated. Use `postThingV2`');
  });

  test('path parameter names become camelCase arguments', () => {
    expect(camel('round_number')).toBe('roundNumber');
    expect(camel('tracking-id')).toBe('trackingId');
  });
});

describe('error media types', () => {
  const content = (...types: string[]) => Object.fromEntries(types.map((t) => [t, { schema: t.startsWith('text/') ? { type: 'string' } : { type: 'object' } }]));
  const withErrors = (responses: Record<string, string[]>) => {
    const d = doc(
      { Req: { type: 'object' } },
      listOperation('getIt', { type: 'object' }, {
        responses: {
          '200': { description: 'ok', content: content('application/json') },
          ...Object.fromEntries(Object.entries(responses).map(([k, types]) => [k, { description: k, content: content(...types) }])),
        },
      }),
    );
    return listOperations(d)[0]!;
  };

  test('no table when every error status, default included, is JSON alone', () => {
    expect(errorMediaTable(withErrors({ '404': ['application/json'], default: ['application/json'] }))).toBeUndefined();
  });

  test('every error status is listed once one has several media types, in spec order', () => {
    const op = withErrors({ '400': ['text/plain', 'application/json'], '413': ['application/json'], default: ['application/json'] });
    expect(errorMediaTable(op)).toBe('{ "400": ["text/plain", "application/json"], "413": ["application/json"], "default": ["application/json"] }');
    const d = doc({ Req: { type: 'object' } }, { '/v0/getIt': { post: { operationId: 'getIt', requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': { description: 'ok', content: content('application/json') }, '400': { description: 'x', content: content('text/plain', 'application/json') } } } } });
    expect(generateOperations('demo', d, listOperations(d), '')).toContain('errorMedia: { "400": ["text/plain", "application/json"] },');
  });

  test('without a default, the table says so (other statuses have no documented body)', () => {
    expect(errorMediaTable(withErrors({ '404': ['application/json'] }))).toBe('{ "404": ["application/json"] }');
  });

  test('a media type the client cannot read fails generation', () => {
    expect(() => errorMediaTable(withErrors({ '400': ['application/octet-stream'], default: ['application/json'] }))).toThrow(/400 declares 'application\/octet-stream'.*text\/\* or JSON/);
  });
});

describe('validators', () => {
  test('an import-free ES module that validates with every error and the spec formats', async () => {
    const d = doc(
      { Req: { type: 'object' }, Res: { type: 'object', required: ['at'], properties: { at: { type: 'string', format: 'date-time', description: 'annotation' }, n: { type: 'integer', format: 'int32' } } } },
      listOperation('getIt', { $ref: '#/components/schemas/Res' }),
    );
    const { js, dts } = generateValidators('demo', d, listOperations(d), '// banner\n');
    expect(js).not.toMatch(/\brequire\(|^import /m);
    expect(js).not.toContain('annotation');
    expect(dts).toContain('export declare const validators: ValidatorTable;');
    const dir = mkdtempSync(join(tmpdir(), 'client-codegen-'));
    const file = join(dir, 'validators.mjs');
    writeFileSync(file, js);
    const { validators } = (await import(pathToFileURL(file).href)) as { validators: Record<string, Record<string, ((d: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] }>> };
    const validate = validators.getIt!['200']!;
    expect(validate({ at: '2025-01-27T15:30:36.430940Z', n: 1 })).toBe(true);
    expect(validate({ at: '2025-02-30T00:00:00Z', n: 2 ** 40 })).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(['/at format', '/n format']);
  });
});
