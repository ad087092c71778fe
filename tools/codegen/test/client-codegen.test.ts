// The client generator, given small spec fragments: where int64 fields are, how pagination is
// declared, what a new operation or union branch changes, and that validators are import-free ESM.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { operationInt64Shapes } from '../client-int64.ts';
import { emitRequestChecks, emitRoundedChecks, fieldsHelper, type RequestShapes } from '../client-int64-check.ts';
import { deprecatedRequestFields } from '../client-deprecated-fields.ts';
import { camel, errorMediaTable, generateOperationTable, generateOperations, mediaEntries, methodRule, probeNames } from '../client-operations.ts';
import { type Int64Shape, int64Shape, namedOperations, type SpecDocument, specDocument } from '@canton-openapi/contract';
import { generateValidators } from '../client-validators.ts';

const int64 = { type: 'integer', format: 'int64' };

function doc(schemas: Record<string, unknown>, paths: Record<string, unknown> = {}): SpecDocument {
  return specDocument('demo', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas } });
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
      Item: {
        type: 'object',
        properties: { offset: int64, nodeId: { type: 'integer', format: 'int32' }, cost: { type: ['integer', 'null'], format: 'int64' } },
      },
      List: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
      Map: { type: 'object', additionalProperties: { $ref: '#/components/schemas/Item' } },
      None: { type: 'object', properties: { name: { type: 'string' } } },
    });
    expect(int64Shape(d, { $ref: '#/components/schemas/List' }, 'List')).toEqual([{ offset: 1, cost: 1 }]);
    expect(int64Shape(d, { $ref: '#/components/schemas/Map' }, 'Map')).toEqual({ $map: { offset: 1, cost: 1 } });
    expect(int64Shape(d, { $ref: '#/components/schemas/None' }, 'None')).toBeUndefined();
  });

  test('a one-key union merges its branches, and a new branch adds its int64 fields', () => {
    const branch = (key: string, props: object) => ({
      type: 'object',
      required: [key],
      properties: { [key]: { type: 'object', properties: { value: { type: 'object', properties: props } } } },
    });
    const union = { oneOf: [branch('A', { offset: int64 }), branch('B', { offset: int64, n: { type: 'integer' } })] };
    expect(int64Shape(doc({}), union, 'U')).toEqual({ A: { value: { offset: 1 } }, B: { value: { offset: 1 } } });
    const grown = { oneOf: [...union.oneOf, branch('C', { counter: int64 })] };
    expect(int64Shape(doc({}), grown, 'U')).toEqual({ A: { value: { offset: 1 } }, B: { value: { offset: 1 } }, C: { value: { counter: 1 } } });
  });

  test('refuses recursion and branches that disagree', () => {
    const recursive = doc({ Node: { type: 'object', properties: { n: int64, next: { $ref: '#/components/schemas/Node' } } } });
    expect(() => int64Shape(recursive, { $ref: '#/components/schemas/Node' }, 'Node')).toThrow(/recursive schema/);
    const clash = {
      oneOf: [
        { type: 'object', properties: { x: int64 } },
        { type: 'object', properties: { x: { type: 'array', items: int64 } } },
      ],
    };
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
    expect(operationInt64Shapes(d, namedOperations(d))).toEqual({
      getRound: { response: { total: 1 }, path: { round: 1 } },
      listThings: { response: { total: 1 }, body: { after: 1 } },
    });
  });
});

describe('int64 checks (the generated code, run)', () => {
  const big = 9007199254740993;
  /** The emitted checks of `shapes`, loaded as a module. */
  async function load(shapes: Record<string, Int64Shape | undefined>) {
    const source = `${fieldsHelper}\n${emitRoundedChecks('demo', shapes)}`;
    const dir = mkdtempSync(join(tmpdir(), 'client-int64-check-'));
    const file = join(dir, 'demo-operations.gen.ts');
    writeFileSync(file, source);
    const module = (await import(pathToFileURL(file).href)) as { demoRoundedInt64: Record<string, (body: unknown) => boolean> };
    return { checks: module.demoRoundedInt64, source };
  }

  test('a number at or beyond ±2^53 in an int64 field is found, through arrays, union keys and {value} wrappers', async () => {
    const event = { offset: 1 } as const;
    const update = { A: { value: { offset: 1, events: [{ E: event, F: event }] } }, B: { value: { n: 1 } } } as const;
    const { checks } = await load({ list: [{ update }], none: undefined });
    expect(Object.keys(checks)).toEqual(['list']);
    const list = checks.list!;
    const with_ = (offset: unknown, n: unknown = 1, other: unknown = 1) => [
      { update: { B: { value: { n: 2 } } } },
      { update: { A: { value: { offset: 1, counter: other, events: [{ E: { offset: 3 } }, { F: { offset } }] } } } },
      { update: { B: { value: { n } } } },
    ];
    expect(list(with_(1))).toBe(false);
    for (const value of [big, -big, 2 ** 53, -(2 ** 53), 1e300]) expect(list(with_(value)), String(value)).toBe(true);
    expect(list(with_(1, big))).toBe(true);
    expect(list(with_(2 ** 53 - 1, -(2 ** 53) + 1))).toBe(false);
    // Not an int64 field, or not a number: not this check's business.
    expect(list(with_(1, 1, big))).toBe(false);
    expect(list(with_(String(big)))).toBe(false);
    expect(list(with_(null))).toBe(false);
    // Anything else where an object or array belongs is passed over, not a crash.
    for (const body of [null, 5, 'x', {}, [null, 1, 'x', [], { update: [] }, { update: { A: 'x' } }, { update: { A: { value: { events: {} } } } }]]) {
      expect(list(body)).toBe(false);
    }
  });

  test('maps (additionalProperties) beside named properties, quoted and inherited names, a bare int64 body', async () => {
    const { checks, source } = await load({ map: { $map: { total: 1 }, 'a-b"c': 1 }, proto: { constructor: { n: 1 }, toString: 1 } as const, root: 1 });
    expect(checks.map!({ x: { total: 1 }, y: { total: big } })).toBe(true);
    expect(checks.map!({ x: { total: 1 }, 'a-b"c': big })).toBe(true);
    expect(checks.map!({ x: { total: 1 }, 'a-b"c': 1 })).toBe(false);
    // A named property is not read as a map value.
    expect(checks.map!({ 'a-b"c': { total: big } })).toBe(false);
    expect(checks.proto!({})).toBe(false);
    expect(checks.proto!({ constructor: { n: big } })).toBe(true);
    expect(checks.proto!({ toString: big })).toBe(true);
    expect(checks.root!(big)).toBe(true);
    expect(checks.root!(1)).toBe(false);
    expect(source).not.toMatch(/\bany\b/);
  });

  test('one function per distinct shape', async () => {
    const shared = [{ offset: 1 }] as const;
    const { source } = await load({ a: { x: shared, y: shared }, b: { x: shared, y: shared } });
    expect(source.match(/^function /gm)).toHaveLength(3);
  });
});

describe('request checks (the generated code, run)', () => {
  async function load(requests: Record<string, RequestShapes>, deprecated: Record<string, string[]> = {}) {
    const source = `${fieldsHelper}\n${emitRequestChecks('demo', requests, deprecated)}`;
    const dir = mkdtempSync(join(tmpdir(), 'client-request-check-'));
    const file = join(dir, 'demo-operations.gen.ts');
    writeFileSync(file, source);
    const module = (await import(pathToFileURL(file).href)) as { demoRequestChecks: Record<string, (body: unknown, query: unknown, path: unknown) => boolean> };
    return module.demoRequestChecks;
  }

  test('flag what the server cannot take exactly in an int64 field of the body, query or path, and nothing else', async () => {
    const checks = await load({ list: { body: { begin: 1, pages: [{ token: 1 }] }, query: { limit: 1 } }, round: { path: { round_number: 1 } }, none: {} });
    expect(Object.keys(checks)).toEqual(['list', 'round']);
    const list = checks.list!;
    expect(list({ begin: 0, pages: [{ token: 2 ** 53 - 1 }] }, { limit: 5 }, undefined)).toBe(false);
    expect(list({ begin: -(2n ** 63n), pages: [] }, undefined, undefined)).toBe(false);
    expect(list({ begin: 2n ** 63n - 1n }, undefined, undefined)).toBe(false);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 0.5, 2 ** 53, -(2 ** 53), 2n ** 63n, -(2n ** 63n) - 1n]) {
      expect(list({ begin: bad }, undefined, undefined), String(bad)).toBe(true);
      expect(list({ begin: 0, pages: [{ token: 1 }, { token: bad }] }, undefined, undefined), String(bad)).toBe(true);
      expect(list({ begin: 0 }, { limit: bad }, undefined), String(bad)).toBe(true);
      expect(checks.round!(undefined, undefined, { round_number: bad }), String(bad)).toBe(true);
    }
    // Not an int64 field, not a number, or not where an object belongs: not this check's business.
    expect(list({ begin: 0, other: Number.NaN, pages: [{ token: '1.5' }] }, { other: 0.5 }, undefined)).toBe(false);
    expect(list(null, 'x', 5)).toBe(false);
  });

  test('flag a body that sets a deprecated field, whatever its value', async () => {
    const checks = await load({ a: {}, b: { body: { begin: 1 } } }, { a: ['filter', 'verbose'], b: ['filter', 'verbose'] });
    expect(checks.a!({ begin: 0 }, undefined, undefined)).toBe(false);
    expect(checks.a!({ filter: {} }, undefined, undefined)).toBe(true);
    expect(checks.a!({ verbose: false }, undefined, undefined)).toBe(true);
    expect(checks.b!({ begin: 0, verbose: null }, undefined, undefined)).toBe(true);
    expect(checks.b!({ begin: 0.5 }, undefined, undefined)).toBe(true);
  });
});

describe('deprecated request fields', () => {
  const deprecatedProperty = { type: 'boolean', deprecated: true, 'x-replaced-by': { property: 'format' }, 'x-removal-version': '2.0.0' };
  const operation = (schema: unknown) => ({
    '/v0/read': {
      post: {
        operationId: 'read',
        requestBody: { content: { 'application/json': { schema } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  });

  test('top-level properties of the body, the $ref sibling or the target deprecated, each with its message', () => {
    const d = doc(
      {
        Req: { type: 'object', properties: { old: deprecatedProperty, legacy: { $ref: '#/components/schemas/Legacy' }, format: { type: 'string' } } },
        Legacy: { type: 'object', deprecated: true, 'x-replaced-by': { property: 'format' } },
      },
      operation({ $ref: '#/components/schemas/Req' }),
    );
    const [op] = namedOperations(d);
    expect(deprecatedRequestFields(d, op!)).toEqual({
      old: 'Use `format` instead. Removal announced for 2.0.0.',
      legacy: 'Use `format` instead. No removal version announced.',
    });
  });

  test('none: undefined; a deprecated field the client would not find stops the generator', () => {
    const plain = doc({ Req: { type: 'object', properties: { format: { type: 'string' } } } }, operation({ $ref: '#/components/schemas/Req' }));
    expect(deprecatedRequestFields(plain, namedOperations(plain)[0]!)).toBeUndefined();
    const nested = doc(
      { Req: { type: 'object', properties: { inner: { type: 'object', properties: { old: deprecatedProperty } } } } },
      operation({ $ref: '#/components/schemas/Req' }),
    );
    expect(() => deprecatedRequestFields(nested, namedOperations(nested)[0]!)).toThrow(
      /read: the deprecated request field 'body \/inner\/old' is not a top-level property/,
    );
  });
});

describe('pagination (declared by x-pagination)', () => {
  const page = { type: 'object', required: ['items'], properties: { items: { type: 'array', items: {} }, next_page_token: { type: ['integer', 'null'] } } };
  const declared = { in: 'body', token: 'pageToken', next: 'next_page_token', items: 'items', iterator: 'iterateThings' };

  test('reads the token field, the item list and the iterator name from the declaration', () => {
    const d = doc({ Req: { type: 'object' } }, listOperation('listThings', page, { 'x-pagination': declared }));
    expect(namedOperations(d)[0]!.pagination).toEqual(declared);
    expect(generateOperationTable('demo', {}, namedOperations(d), '')).toContain(
      "page: { iterator: 'iterateThings', token: 'pageToken', items: 'items', next: 'next_page_token' },",
    );
    // Up front, the iterator's verb joins the method form (core/methods.ts methodsOf); which operation it pages is on demand.
    expect(generateOperations('demo', namedOperations(d), '')).toContain('  methods: /^(?:iterate|list)[A-Z\\d]/,\n');
  });

  test('a cursor from the last item: the table lists its request and item pointers, the iterator resumes by the top-level member', () => {
    const cursor = {
      in: 'body',
      items: 'items',
      iterator: 'iterateThings',
      fromLastItem: { '/after/after_migration_id': ['/migration_id', '/event/migration_id'], '/after/after_record_time': ['/record_time'] },
      ends: 'empty-page',
    };
    const d = doc({ Req: { type: 'object' } }, listOperation('listThings', page, { 'x-pagination': cursor }));
    expect(generateOperationTable('demo', {}, namedOperations(d), '')).toContain(
      "page: { iterator: 'iterateThings', items: 'items', fromLastItem: { '/after/after_migration_id': ['/migration_id', '/event/migration_id'], '/after/after_record_time': ['/record_time'] } },",
    );
    const source = generateOperations('demo', namedOperations(d), '');
    expect(source).toContain("iterateThings(request: PageRequestOf<operations['listThings'], 'after', M, DemoInt64['listThings']>");
    expect(source).toContain('`/after/after_migration_id` ← `/migration_id` or `/event/migration_id`');
  });

  test('operations without x-pagination do not page, whatever their fields are called', () => {
    const d = doc({ Req: { type: 'object' } }, listOperation('listThings', page));
    expect(namedOperations(d)[0]!.pagination).toBeUndefined();
    expect(generateOperations('demo', namedOperations(d), '')).not.toContain('iterate');
  });

  test('a malformed declaration fails generation, naming the operation', () => {
    const d = doc({ Req: { type: 'object' } }, listOperation('listThings', page, { 'x-pagination': { ...declared, in: 'header' } }));
    expect(() => namedOperations(d)).toThrow(/listThings: `x-pagination.in` must be `body` or `query`/);
  });

  test('a GET operation paged by a query parameter gets an iterator that carries the token in the query', async () => {
    const d = doc(
      {},
      {
        '/v0/things': {
          get: {
            operationId: 'listThings',
            parameters: [
              { name: 'limit', in: 'query', schema: { type: 'integer' } },
              { name: 'pageToken', in: 'query', schema: { type: 'string' } },
            ],
            'x-pagination': { ...declared, in: 'query' },
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: page } } } },
          },
        },
      },
    );
    const source = generateOperations('demo', namedOperations(d), '');
    const tables = generateOperationTable('demo', {}, namedOperations(d), '');
    expect(tables).toContain("page: { iterator: 'iterateThings', token: 'pageToken', items: 'items', next: 'next_page_token', in: 'query' },");
    expect(source).toContain("iterateThings(request: PageQueryOf<operations['listThings'], 'pageToken', M, DemoInt64['listThings']>");
    expect(source).toMatch(/import type \{[^}]*\bPageQueryOf\b[^}]*\} from '\.\.\/core\/types\/paging\.ts'/);
    // Run the generated methods on the client's own page iterator, with an invoke that answers three pages.
    const core = pathToFileURL(join(import.meta.dirname, '../../../packages/client/src/core/')).href;
    const dir = mkdtempSync(join(tmpdir(), 'client-codegen-'));
    const file = join(dir, 'demo.gen.ts');
    writeFileSync(file, source.replaceAll("'../core/", `'${core}`));
    writeFileSync(join(dir, 'demo-operations.gen.ts'), tables.replaceAll("'../core/", `'${core}`));
    const { createDemoMethods } = (await import(pathToFileURL(file).href)) as {
      createDemoMethods: (invoke: unknown) => { iterateThings: (request: object) => AsyncIterable<number> };
    };
    const pages = [
      { items: [1, 2], next_page_token: 'b' },
      { items: [3], next_page_token: 'c' },
      { items: [4], next_page_token: null },
    ];
    const calls: unknown[][] = [];
    const invoke = async (...args: unknown[]) => {
      calls.push(args.slice(0, 4));
      return { data: pages[calls.length - 1], request: {} };
    };
    const items: number[] = [];
    for await (const item of createDemoMethods(invoke).iterateThings({ limit: 2 })) items.push(item);
    expect(items).toEqual([1, 2, 3, 4]);
    expect(calls).toEqual([
      ['listThings', undefined, undefined, { query: { limit: 2 } }],
      ['listThings', undefined, undefined, { query: { limit: 2, pageToken: 'b' } }],
      ['listThings', undefined, undefined, { query: { limit: 2, pageToken: 'c' } }],
    ]);
  });
});

describe('named methods', () => {
  test('a new operation becomes a documented method bound to invoke', () => {
    const d = doc(
      { Req: { type: 'object' } },
      listOperation(
        'postThing',
        { type: 'object' },
        { deprecated: true, 'x-replaced-by': { operationId: 'postThingV2', method: 'post', path: '/v1/thing' }, 'x-removal-version': '9.0' },
      ),
    );
    const source = generateOperations('demo', namedOperations(d), '// banner\n');
    expect(source).toContain("postThing(body: RequestBodyOf<operations['postThing'], M, DemoInt64['postThing']>");
    expect(source).toContain('@deprecated Use `postThingV2` (POST /v1/thing) instead. Removal announced for 9.0.');
    // Up front, its verb alone in the method form; its table entry says it takes a body and flags it (its availability depends on the release), on demand with the warning.
    expect(source).toContain('  methods: /^(?:post)[A-Z\\d]/,\n');
    expect(source).not.toContain('versioned');
    expect(source).not.toContain('is deprecated. Use');
    const onDemand = generateOperationTable('demo', {}, namedOperations(d), '// banner\n');
    expect(onDemand).toContain('    body: true,\n');
    expect(onDemand).toContain('    versioned: true,\n');
    expect(onDemand).toContain('postThing: "`postThing` (POST /v0/postThing) is deprecated. Use `postThingV2`');
    expect(onDemand).toContain('  deprecations: demoDeprecatedOperations,\n');
  });

  test('several path parameters are arguments in the order of the path, whatever order the spec lists them in', () => {
    const param = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
    const ok = { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } };
    const d = doc(
      {},
      {
        '/v2/keys/{synchronizer}/party/{party}': {
          get: { operationId: 'getKeys', parameters: [param('party'), param('synchronizer')], responses: { '200': ok } },
        },
      },
    );
    const source = generateOperations('demo', namedOperations(d), '// banner\n');
    expect(source).toMatch(/getKeys\(synchronizer: [^)]*, party: [^)]*, options\?/);
    expect(source).toMatch(/@param synchronizer - [^\n]*\n[^\n]*@param party - /);
    // The table the methods read at their first call names them in the same order.
    expect(generateOperationTable('demo', {}, namedOperations(d), '// banner\n')).toContain("pathParams: ['synchronizer', 'party'],");
  });

  test('the method form: the leading verbs of the method names, which must fit it and must not take a probe for a method', () => {
    expect(methodRule('demo', ['getV2Version', 'postV2Updates', 'getV2StateLedgerEnd', 'iterateThings'])).toBe('/^(?:get|iterate|post)[A-Z\\d]/');
    expect(methodRule('demo', [])).toBe('/(?!)/');
    // A name without a verb and then an upper-case letter or digit does not fit, and stops the generator.
    expect(() => methodRule('demo', ['getV2Version', 'version'])).toThrow(/demo version: a method name must start with a lower-case word/);
    expect(() => methodRule('demo', ['Version'])).toThrow(/demo Version: a method name must start/);
    // A verb that would read a probe as a method (`toJSON` of JSON.stringify, `isPrototypeOf`) stops it too.
    expect(() => methodRule('demo', ['toJSONThings'])).toThrow(/demo: .*'toJSON', which test frameworks and runtimes read of any object/);
    expect(() => methodRule('demo', ['isThing'])).toThrow(/'isPrototypeOf'/);
    for (const probe of probeNames)
      expect(new RegExp(methodRule('demo', ['getX', 'listX', 'lookupX', 'postX', 'deleteX', 'patchX', 'putX', 'iterateX']).slice(1, -1)).test(probe)).toBe(
        false,
      );
  });

  test('path parameter names become camelCase arguments', () => {
    expect(camel('round_number')).toBe('roundNumber');
    expect(camel('tracking-id')).toBe('trackingId');
  });
});

describe('error media types', () => {
  const content = (...types: string[]) =>
    Object.fromEntries(types.map((t) => [t, { schema: t.startsWith('text/') ? { type: 'string' } : { type: 'object' } }]));
  const withErrors = (responses: Record<string, string[]>) => {
    const d = doc(
      { Req: { type: 'object' } },
      listOperation(
        'getIt',
        { type: 'object' },
        {
          responses: {
            '200': { description: 'ok', content: content('application/json') },
            ...Object.fromEntries(Object.entries(responses).map(([k, types]) => [k, { description: k, content: content(...types) }])),
          },
        },
      ),
    );
    return namedOperations(d)[0]!;
  };

  test('no table when every error status, default included, is JSON alone', () => {
    expect(errorMediaTable(withErrors({ '404': ['application/json'], default: ['application/json'] }))).toBeUndefined();
  });

  test('every error status is listed once one has several media types, in spec order, except those declaring what default does', () => {
    const op = withErrors({ '400': ['text/plain', 'application/json'], '413': ['application/json'], '500': ['text/plain'], default: ['application/json'] });
    expect(errorMediaTable(op)).toBe('{ "400": ["text/plain", "application/json"], "500": ["text/plain"], "default": ["application/json"] }');
    const d = doc(
      { Req: { type: 'object' } },
      {
        '/v0/getIt': {
          post: {
            operationId: 'getIt',
            requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
            responses: {
              '200': { description: 'ok', content: content('application/json') },
              '400': { description: 'x', content: content('text/plain', 'application/json') },
            },
          },
        },
      },
    );
    expect(generateOperationTable('demo', {}, namedOperations(d), '')).toContain('errorMedia: { "400": ["text/plain", "application/json"] },');
  });

  test('without a default, the table says so (other statuses have no documented body)', () => {
    expect(errorMediaTable(withErrors({ '404': ['application/json'] }))).toBe('{ "404": ["application/json"] }');
  });

  test('a media type the client cannot read fails generation', () => {
    expect(() => errorMediaTable(withErrors({ '400': ['application/octet-stream'], default: ['application/json'] }))).toThrow(
      /400 declares 'application\/octet-stream'.*text\/\* or JSON/,
    );
  });

  /** An operation `putIt` with a request body of `request` media types and a 200 of `ok` media types. */
  const withMedia = (request: string[], ok: string[]) =>
    namedOperations(
      doc(
        {},
        {
          '/v0/putIt': {
            post: {
              operationId: 'putIt',
              ...(request.length > 0
                ? { requestBody: { content: Object.fromEntries(request.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])) } }
                : {}),
              responses: {
                '200': { description: 'ok', ...(ok.length > 0 ? { content: content(...ok) } : {}) },
                default: { description: 'x', content: content('application/json') },
              },
            },
          },
        },
      ),
    )[0]!;

  test('bytes in and out, or no 200 body, are table entries and method types; JSON operations have none', () => {
    expect(mediaEntries(withMedia(['application/octet-stream'], ['application/json']))).toEqual(["body: 'application/octet-stream'"]);
    expect(mediaEntries(withMedia([], ['application/octet-stream']))).toEqual(["result: 'application/octet-stream'"]);
    expect(mediaEntries(withMedia(['application/octet-stream'], []))).toEqual(["body: 'application/octet-stream'", "result: ''"]);
    expect(mediaEntries(withMedia(['application/json'], ['application/json']))).toEqual([]);
    const source = generateOperations('demo', [withMedia(['application/octet-stream'], [])], '');
    // The table entry is in the module loaded on demand; a body of bytes counts as a body there too.
    const onDemand = generateOperationTable('demo', {}, [withMedia(['application/octet-stream'], [])], '');
    expect(onDemand).toContain("    media: { body: 'application/octet-stream', result: '' },\n");
    expect(onDemand).toContain('    body: true,\n');
    expect(source).toContain('putIt(body: RequestBodyOf<');
    expect(source).toContain('sent unchanged as application/octet-stream');
    expect(source).toContain('`undefined` (the 200 has no body)');
  });

  test('a request or 200 body the client cannot write or read fails generation', () => {
    expect(() => mediaEntries(withMedia(['multipart/form-data'], ['application/json']))).toThrow(/putIt: a request body of multipart\/form-data/);
    expect(() => mediaEntries(withMedia(['application/octet-stream', 'application/json'], ['application/json']))).toThrow(
      /request body of application\/octet-stream, application\/json/,
    );
    expect(() => mediaEntries(withMedia([], ['application/octet-stream', 'application/json']))).toThrow(
      /a 200 of application\/octet-stream, application\/json/,
    );
    expect(() => errorMediaTable(withMedia([], ['image/png']))).toThrow(/200 declares 'image\/png'.*JSON or application\/octet-stream/);
  });
});

describe('validators', () => {
  test('an import-free ES module that validates with every error and the spec formats', async () => {
    const d = doc(
      {
        Req: { type: 'object' },
        Res: {
          type: 'object',
          required: ['at'],
          properties: { at: { type: 'string', format: 'date-time', description: 'annotation' }, n: { type: 'integer', format: 'int32' } },
        },
      },
      listOperation('getIt', { $ref: '#/components/schemas/Res' }),
    );
    const { js, dts } = generateValidators('demo', d, namedOperations(d), '// banner\n');
    expect(js).not.toMatch(/\brequire\(|^import /m);
    expect(js).not.toContain('annotation');
    expect(dts).toContain('export declare const validators: ValidatorTable;');
    const dir = mkdtempSync(join(tmpdir(), 'client-codegen-'));
    const file = join(dir, 'validators.mjs');
    writeFileSync(file, js);
    const { validators } = (await import(pathToFileURL(file).href)) as {
      validators: Record<string, Record<string, ((d: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] }>>;
    };
    const validate = validators.getIt!['200']!;
    expect(validate({ at: '2025-01-27T15:30:36.430940Z', n: 1 })).toBe(true);
    expect(validate({ at: '2025-02-30T00:00:00Z', n: 2 ** 40 })).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(['/at format', '/n format']);
  });

  test('date-time follows RFC 3339 (calendar, clock and offset ranges), in the full and the quick validators', async () => {
    const d = doc(
      { Req: { type: 'object' }, Res: { type: 'object', required: ['at'], properties: { at: { type: 'string', format: 'date-time' } } } },
      listOperation('getIt', { $ref: '#/components/schemas/Res' }),
    );
    const { js } = generateValidators('demo', d, namedOperations(d), '// banner\n');
    const dir = mkdtempSync(join(tmpdir(), 'client-codegen-'));
    const file = join(dir, 'validators.mjs');
    writeFileSync(file, js);
    type Table = Record<string, Record<string, (d: unknown) => boolean>>;
    const { validators, quickValidators } = (await import(pathToFileURL(file).href)) as { validators: Table; quickValidators: Table };
    const cases: [string, boolean][] = [
      ['2025-01-27T15:30:36Z', true],
      ['2025-01-27t15:30:36.430940z', true],
      ['2024-02-29T00:00:00+23:59', true],
      ['2025-12-31T23:59:60-05:30', true],
      ['2025-02-29T00:00:00Z', false],
      ['1900-02-29T00:00:00Z', false],
      ['2000-02-29T00:00:00Z', true],
      ['2025-04-31T00:00:00Z', false],
      ['2025-13-01T00:00:00Z', false],
      ['2025-00-01T00:00:00Z', false],
      ['2025-01-00T00:00:00Z', false],
      ['2025-01-01T24:00:00Z', false],
      ['2025-01-01T00:60:00Z', false],
      ['2025-01-01T00:00:61Z', false],
      ['2025-01-01T00:00:00+24:00', false],
      ['2025-01-01T00:00:00+00:60', false],
      ['2025-01-01T00:00:00', false],
      ['2025-01-01 00:00:00Z', false],
      ['next Tuesday', false],
    ];
    for (const [at, valid] of cases) {
      expect(validators.getIt!['200']!({ at }), at).toBe(valid);
      expect(quickValidators.getIt!['200']!({ at }), at).toBe(valid);
    }
  });

  test('the quick validators dispatch one-key unions on their key, with the verdicts of oneOf', async () => {
    const wrap = (key: string, schema: unknown) => ({ type: 'object', required: [key], properties: { [key]: schema }, additionalProperties: false });
    const d = doc(
      {
        Req: { type: 'object' },
        Res: {
          oneOf: [
            wrap('A', { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } }),
            wrap('B', { type: 'string' }),
            wrap('C', { type: 'object' }),
          ],
        },
      },
      listOperation('getIt', { $ref: '#/components/schemas/Res' }),
    );
    const { js } = generateValidators('demo', d, namedOperations(d), '// banner\n');
    expect(js.slice(js.indexOf('const quick = {};'))).not.toContain('oneOf');
    const dir = mkdtempSync(join(tmpdir(), 'client-codegen-'));
    const file = join(dir, 'validators.mjs');
    writeFileSync(file, js);
    type Table = Record<string, Record<string, (d: unknown) => boolean>>;
    const { validators, quickValidators } = (await import(pathToFileURL(file).href)) as { validators: Table; quickValidators: Table };
    const bodies = [
      { A: { n: 1 } },
      { A: { n: 'x' } },
      { B: 'b' },
      { B: 1 },
      { C: {} },
      { C: 1 },
      { A: { n: 1 }, B: 'b' },
      {},
      { D: 1 },
      'A',
      null,
      [{ A: { n: 1 } }],
    ];
    const verdicts = bodies.map((b) => validators.getIt!['200']!(b));
    expect(verdicts).toEqual([true, false, true, false, true, false, false, false, false, false, false, false]);
    expect(bodies.map((b) => quickValidators.getIt!['200']!(b))).toEqual(verdicts);
  });
});
