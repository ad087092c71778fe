// The contract model on tiny specs, one feature each: the `$ref` sibling rule, union shapes (a variant
// pinned by a one-value `enum` counts like one pinned by `const`), path-level parameters and `x-pagination`,
// `{value}` wrappers, the subschemas of a schema, JSON pointers, deprecations.
import { describe, expect, test } from 'vitest';
import {
  announcedRemoval,
  atPointer,
  childSchemas,
  componentName,
  deprecatedNode,
  deprecationOf,
  cursorMembers,
  endsPaging,
  findUnions,
  followPath,
  followRefs,
  followRefsWith,
  frameOffset,
  isCursorPagination,
  isRemovalVersion,
  type JsonObject,
  listChannelEntries,
  listOperations,
  namedOperations,
  replacementFields,
  pointerJoin,
  pointerTokens,
  readDeprecation,
  type SpecDocument,
  subprotocolAuthOf,
  unescapeToken,
  withRefSiblings,
  writtenUnion,
  wrapKindOf,
  wrapperGaps,
} from '@canton-openapi/contract';

function spec(schemas: JsonObject, paths: JsonObject = {}): SpecDocument {
  return { api: 'scan', root: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas } } };
}

const ok = (schema: JsonObject) => ({ '200': { description: 'ok', content: { 'application/json': { schema } } } });

describe('JSON pointers', () => {
  test('tokens are escaped and decoded by RFC 6901, `~1` before `~0`, the one way every tool reads a pointer', () => {
    const pointer = pointerJoin('', 'paths', '/v0/a~b', 'get', 0);
    expect(pointer).toBe('/paths/~1v0~1a~0b/get/0');
    expect(pointerTokens(pointer)).toEqual(['paths', '/v0/a~b', 'get', '0']);
    expect(pointerTokens('')).toEqual([]);
    expect(unescapeToken('~01')).toBe('~1');
    expect(atPointer({ paths: { '/v0/a~b': { get: ['op'] } } }, pointer)).toBe('op');
    expect(componentName('/components/schemas/Io~1Update')).toBe('Io/Update');
    expect(componentName('/components/schemas/Update/oneOf/0')).toBeUndefined();
  });
});

describe('$ref siblings', () => {
  const root = {
    components: { schemas: { A: { type: 'string', description: 'a' }, B: { $ref: '#/components/schemas/A', description: 'b', deprecated: true } } },
  };

  test('keys beside a $ref are laid over its target, the outermost winning, at the target pointer', () => {
    expect(followRefs(root, { $ref: '#/components/schemas/B', description: 'own' }, '/x')).toEqual({
      value: { type: 'string', description: 'own', deprecated: true },
      pointer: '/components/schemas/A',
    });
    expect(followRefs(root, { type: 'integer' }, '/x')).toEqual({ value: { type: 'integer' }, pointer: '/x' });
  });

  test('the rule on its own (as the lint rules apply it to what Redocly resolved): the target itself when no $ref has siblings', () => {
    const target = { type: 'string' };
    expect(withRefSiblings(target, [{ $ref: '#/A' }])).toBe(target);
    expect(
      withRefSiblings(target, [
        { $ref: '#/B', title: 'outer' },
        { $ref: '#/A', title: 'inner', deprecated: true },
      ]),
    ).toEqual({
      type: 'string',
      title: 'outer',
      deprecated: true,
    });
    expect(withRefSiblings('text', [{ $ref: '#/A', title: 't' }])).toBe('text');
  });

  test('a reference that does not resolve, leaves the document or cycles fails naming where', () => {
    expect(() => followRefs(root, { $ref: '#/components/schemas/Z' }, '/p', 'scan spec')).toThrow(
      "scan spec: $ref '#/components/schemas/Z' at /p does not resolve",
    );
    expect(() => followRefs(root, { $ref: 'other.yaml#/A' }, '/p', 'scan spec')).toThrow(/only local \$refs are supported .*'other.yaml#\/A' at \/p/);
    const loop = { a: { $ref: '#/b' }, b: { $ref: '#/a' } };
    expect(() => followRefs(loop, { $ref: '#/a' }, '/p', 'scan spec')).toThrow('scan spec: $ref cycle at /p');
  });
});

describe('a path of keys across references', () => {
  const root = {
    paths: { '/x': { post: { responses: { '200': { $ref: '#/components/responses/List' } } } } },
    components: {
      responses: { List: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Items' } } } } },
      schemas: { Items: { type: 'array', items: { $ref: '#/components/schemas/Item' } }, Item: { type: 'object' } },
    },
  };
  const responses = root.paths['/x'].post.responses;

  test('follows each $ref met on the way and answers where the path ends', () => {
    expect(followPath(root, responses, '/paths/~1x/post/responses', ['200', 'content', 'application/json', 'schema', 'items'])).toEqual({
      value: { type: 'object' },
      pointer: '/components/schemas/Item',
    });
    expect(followPath(root, responses, '/paths/~1x/post/responses', [])).toEqual({ value: responses, pointer: '/paths/~1x/post/responses' });
  });

  test('a missing key answers nothing at the pointer it would have; a broken $ref fails naming where', () => {
    expect(followPath(root, responses, '/p', ['404', 'content'])).toEqual({ value: undefined, pointer: '/p/404/content' });
    expect(() => followPath(root, { $ref: '#/components/responses/Gone' }, '/p', ['content'], 'scan spec')).toThrow(
      "scan spec: $ref '#/components/responses/Gone' at /p does not resolve",
    );
  });
});

describe('the one $ref follower, stepping its own way', () => {
  // Two files, as the lint rules see them through Redocly's resolver: a reference names a file and a key.
  const files: Record<string, Record<string, unknown>> = {
    'a.yaml': { Outer: { $ref: 'b.yaml#Inner', description: 'outer' }, Loop: { $ref: 'a.yaml#Loop' } },
    'b.yaml': { Inner: { type: 'string', description: 'inner', deprecated: true } },
  };
  const step = ({ $ref: ref }: { $ref: string }) => {
    const [file = '', key = ''] = ref.split('#');
    const value = files[file]?.[key];
    return value === undefined ? undefined : { value, at: ref };
  };

  test('follows a chain across files to where it ends, the sibling rule applied on the way', () => {
    expect(followRefsWith({ $ref: 'a.yaml#Outer', title: 'own' }, 'here', step)).toEqual({
      value: { type: 'string', description: 'outer', deprecated: true, title: 'own' },
      at: 'b.yaml#Inner',
    });
    expect(followRefsWith({ type: 'integer' }, 'here', step)).toEqual({ value: { type: 'integer' }, at: 'here' });
  });

  test('answers nothing for a reference a step cannot resolve, or a chain that never ends', () => {
    expect(followRefsWith({ $ref: 'c.yaml#Gone' }, 'here', step)).toBeUndefined();
    expect(followRefsWith({ $ref: 'a.yaml#Loop' }, 'here', step)).toBeUndefined();
  });
});

describe('status variants', () => {
  test('a variant pinned by a one-value enum is a variant like one pinned by const', () => {
    const doc = spec(
      {
        Status: { oneOf: [{ $ref: '#/components/schemas/Done' }, { $ref: '#/components/schemas/Failed' }] },
        Done: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['done'] } } },
        Failed: { type: 'object', required: ['status', 'reason'], properties: { status: { const: 'failed' }, reason: { type: 'string' } } },
      },
      { '/v0/status': { get: { operationId: 'getStatus', responses: ok({ $ref: '#/components/schemas/Status' }) } } },
    );
    const unions = findUnions(doc);
    expect([...unions.values()]).toMatchObject([
      {
        kind: 'variant',
        name: 'Status',
        property: 'status',
        branches: [
          { value: 'done', name: 'Done' },
          { value: 'failed', name: 'Failed', required: ['status', 'reason'] },
        ],
      },
    ]);
  });

  test('a oneOf whose branches pin no status, or the same one, is no union', () => {
    const branch = (status: JsonObject) => ({ type: 'object', properties: { status } });
    const doc = spec({
      Loose: { oneOf: [branch({ type: 'string' }), branch({ const: 'x' })] },
      Same: { oneOf: [branch({ const: 'x' }), branch({ enum: ['x'] })] },
    });
    expect(findUnions(doc).size).toBe(0);
  });
});

describe("unions as written (the lint rules' lenient reading)", () => {
  test('one branch pinning `status` makes a status-variant union; else each branch is labelled by its one property', () => {
    const same = (node: unknown) => node;
    const pinned = { type: 'object', properties: { status: { const: 'done' } } };
    expect(writtenUnion([pinned, { type: 'object' }], [same, same])).toEqual({ kind: 'status-variant', labels: ['done', undefined] });
    // Not a one-key union by the finder's measure (no `required`, open), but labelled, so a rule can say what is missing.
    const loose = { properties: { A: {} } };
    expect(writtenUnion([loose, { properties: { B: {}, C: {} } }], [same, same])).toEqual({ kind: 'one-key', labels: ['A', undefined] });
    expect(findUnions(spec({ U: { oneOf: [loose, { properties: { B: {} } }] } })).size).toBe(0);
  });

  test('each branch follows its `$ref`s its own way', () => {
    const status = (value: string) => () => ({ const: value });
    const branch = { type: 'object', properties: { status: { $ref: 'elsewhere' } } };
    expect(writtenUnion([branch, branch], [status('a'), status('b')]).labels).toEqual(['a', 'b']);
  });
});

describe('subschemas', () => {
  test('childSchemas lists the object subschemas of each keyword in walk order, leaving out the keywords a walk skips', () => {
    const schema = {
      not: { type: 'null' },
      items: { type: 'string' },
      allOf: [{ type: 'object' }, true],
      properties: { a: { type: 'integer' }, b: false },
      if: { required: ['a'] },
    };
    const tokens = (skip?: string[]) => [...childSchemas(schema, skip)].map(([, t]) => t.join('/'));
    expect(tokens()).toEqual(['properties/a', 'allOf/0', 'items', 'not', 'if']);
    expect(tokens(['not', 'if'])).toEqual(['properties/a', 'allOf/0', 'items']);
  });
});

describe('value wrappers', () => {
  test('a one-key branch content is a `{value}` wrapper only when it declares just `value`, requires it and is closed', () => {
    const wrapper = { type: 'object', additionalProperties: false, required: ['value'], properties: { value: { type: 'string' } } };
    expect([wrapKindOf(wrapper), wrapperGaps(wrapper)]).toEqual(['value', []]);
    expect(wrapperGaps({ ...wrapper, additionalProperties: true })).toEqual(['closed']);
    expect(wrapperGaps({ ...wrapper, required: [] })).toEqual(['requires-value']);
    expect(wrapperGaps({ ...wrapper, properties: { value: {}, unit: {} } })).toEqual(['only-value']);
    for (const broken of [
      { ...wrapper, required: [] },
      { ...wrapper, properties: { value: {}, unit: {} } },
    ])
      expect(wrapKindOf(broken)).toBe('direct');
    expect(wrapKindOf({ type: 'object', maxProperties: 0 })).toBe('empty');
  });
});

describe('operations', () => {
  test('path-level parameters are merged, the operation overriding one of the same name and place', () => {
    const doc = spec(
      {},
      {
        '/v0/things': {
          parameters: [
            { name: 'limit', in: 'query', description: 'path level' },
            { name: 'trace', in: 'header' },
          ],
          get: { operationId: 'listThings', parameters: [{ name: 'limit', in: 'query', description: 'own' }], responses: ok({ type: 'object' }) },
        },
      },
    );
    expect(listOperations(doc)[0]?.parameters.map((p) => `${p.in} ${p.name} ${p.description ?? ''}`.trim())).toEqual(['header trace', 'query limit own']);
  });

  test('a response names the shared component its $ref ends in, and one written inline names none', () => {
    const doc = spec(
      {},
      {
        '/v0/things': {
          get: {
            operationId: 'listThings',
            responses: { ...ok({ type: 'object' }), '401': { $ref: '#/components/responses/Refused' }, '404': { $ref: '#/components/responses/Missing' } },
          },
        },
      },
    );
    doc.root['components'] = {
      responses: {
        Refused: { description: 'refused', content: { 'text/plain': { schema: { type: 'string' } } } },
        Missing: { $ref: '#/components/responses/Refused' },
      },
    };
    const responses = listOperations(doc)[0]?.responses.map((r) => [r.status, r.component, r.contents[0]?.schemaPointer]);
    expect(responses).toEqual([
      ['200', undefined, '/paths/~1v0~1things/get/responses/200/content/application~1json/schema'],
      ['401', '/components/responses/Refused', '/components/responses/Refused/content/text~1plain/schema'],
      ['404', '/components/responses/Refused', '/components/responses/Refused/content/text~1plain/schema'],
    ]);
  });

  test('an operation without operationId is named by its route, and refused where code is named after it', () => {
    const doc = spec({}, { '/v0/things': { get: { responses: ok({ type: 'object' }) }, post: { operationId: 'addThing', responses: ok({}) } } });
    expect(listOperations(doc).map((op) => [op.id, op.pointer])).toEqual([
      ['GET /v0/things', '/paths/~1v0~1things/get'],
      ['addThing', '/paths/~1v0~1things/post'],
    ]);
    expect(() => namedOperations(doc)).toThrow('scan spec: GET /v0/things has no operationId');
  });

  test('x-pagination is read as declared, and a malformed one fails naming the operation', () => {
    const page = { in: 'query', token: 'pageToken', next: 'next_page_token', items: 'items', iterator: 'iterateThings' };
    const doc = (pagination: unknown) =>
      spec({}, { '/v0/things': { get: { operationId: 'listThings', 'x-pagination': pagination as JsonObject, responses: ok({ type: 'object' }) } } });
    expect(listOperations(doc(page))[0]?.pagination).toEqual(page);
    expect(() => listOperations(doc({ ...page, next: '' }))).toThrow('scan listThings: `x-pagination.next` must name a field.');
  });

  test('x-pagination from the last item is read as declared: request pointers, item pointers in order, the empty page ending it', () => {
    const page = {
      in: 'body',
      items: 'transactions',
      iterator: 'iterateUpdates',
      fromLastItem: { '/after/after_migration_id': ['/migration_id', '/event/migration_id'], '/after/after_record_time': ['/record_time'] },
      ends: 'empty-page',
    };
    const doc = (pagination: unknown) =>
      spec({}, { '/v0/updates': { post: { operationId: 'listUpdates', 'x-pagination': pagination as JsonObject, responses: ok({ type: 'object' }) } } });
    const read = listOperations(doc(page))[0]!.pagination!;
    expect(read).toEqual(page);
    expect(isCursorPagination(read) && cursorMembers(read)).toEqual(['after']);
    expect(() => listOperations(doc({ ...page, in: 'query' }))).toThrow(
      'scan listUpdates: `x-pagination.in` must be `body`: a cursor from the last item goes in the JSON request body.',
    );
    expect(() => listOperations(doc({ ...page, token: 'after' }))).toThrow('`x-pagination` takes `fromLastItem` or `token`, not both');
    expect(() => listOperations(doc({ ...page, ends: 'short-page' }))).toThrow('`x-pagination.ends` must be `empty-page`');
    expect(() => listOperations(doc({ ...page, fromLastItem: { 'after/x': ['/record_time'] } }))).toThrow(
      '`x-pagination.fromLastItem` key `after/x` must be a JSON pointer into the request body',
    );
    expect(() => listOperations(doc({ ...page, fromLastItem: { '/after': [] } }))).toThrow(
      '`x-pagination.fromLastItem` `/after` must be a non-empty list of JSON pointers into the last item',
    );
    expect(() => listOperations(doc({ ...page, fromLastItem: { '/after': ['/a'], '/after/b': ['/b'] } }))).toThrow(
      '`x-pagination.fromLastItem` sets both `/after` and `/after/b` inside it.',
    );
    expect(() => listOperations(doc({ ...page, fromLastItem: {} }))).toThrow('`x-pagination.fromLastItem` must map request body JSON pointers');
  });

  test('a next-page token ends paging when absent, null or empty (a protobuf string token on the last page)', () => {
    expect([undefined, null, ''].map(endsPaging)).toEqual([true, true, true]);
    expect(['CgVhbGljZQ==', 0, 17].map(endsPaging)).toEqual([false, false, false]);
  });
});

describe('channels (AsyncAPI)', () => {
  const root = {
    asyncapi: '2.6.0',
    channels: {
      '/v1/ticks': {
        'x-deprecated': true,
        'x-replaced-by': '/v2/ticks',
        publish: { operationId: 'sendTicks', message: { $ref: '#/components/messages/Ask' } },
        subscribe: { operationId: 'onTicks', message: { oneOf: [{ $ref: '#/components/messages/Tick' }, { $ref: '#/components/messages/Oops' }] } },
      },
    },
    components: {
      schemas: { Ask: { type: 'object' }, Tick: { type: 'object' } },
      messages: {
        Ask: { payload: { $ref: '#/components/schemas/Ask' }, 'x-rejected-examples': [{ name: 'empty', payload: {} }] },
        Tick: { name: 'TickFrame', payload: { $ref: '#/components/schemas/Tick' }, examples: [{ name: 'one', payload: { tick: { value: { offset: 7 } } } }] },
        Oops: { 'x-error-frame': true, payload: { type: 'object' } },
      },
      securitySchemes: {
        ws: {
          type: 'httpApiKey',
          in: 'header',
          name: 'Sec-WebSocket-Protocol',
          'x-subprotocols': { marker: 'm', tokenPrefix: 't.' },
          'x-rejected-with': { status: 401, payload: 'no' },
        },
      },
    },
  };

  test('lists each channel with its deprecation, the messages each way, their payload pointers and examples', () => {
    const [channel, ...rest] = listChannelEntries(root);
    expect(rest).toEqual([]);
    expect(channel).toMatchObject({
      channel: '/v1/ticks',
      pointer: '/channels/~1v1~1ticks',
      deprecated: true,
      deprecation: { replacedBy: '/v2/ticks' },
      sendId: 'sendTicks',
      receiveId: 'onTicks',
    });
    expect(channel!.requests.map((m) => [m.name, m.payloadPointer, m.rejectedExamples.map((e) => e.name)])).toEqual([
      ['Ask', '/components/schemas/Ask', ['empty']],
    ]);
    expect(channel!.frames.map((m) => [m.name, m.pointer, m.payloadPointer, m.errorFrame, m.examples.map((e) => e.pointer)])).toEqual([
      ['TickFrame', '/components/messages/Tick', '/components/schemas/Tick', false, ['/components/messages/Tick/examples/0/payload']],
      ['Oops', '/components/messages/Oops', '/components/messages/Oops/payload', true, []],
    ]);
    expect(frameOffset(channel!.frames[0]!.examples[0]!.payload)).toBe(7);
    expect(frameOffset({ code: 'X' })).toBeUndefined();
    expect(subprotocolAuthOf(root)).toEqual({ marker: 'm', tokenPrefix: 't.', rejection: { status: 401, contentType: 'application/json', payload: 'no' } });
  });

  test('a message reference that does not resolve fails naming where', () => {
    const broken = { channels: { '/x': { publish: { message: { $ref: '#/components/messages/Nope' } } } } };
    expect(() => listChannelEntries(broken, 'ticks asyncapi')).toThrow(
      "ticks asyncapi: $ref '#/components/messages/Nope' at /channels/~1x/publish/message does not resolve",
    );
  });
});

describe('deprecations', () => {
  test('each kind of replacement and the removal are read once, structured, for every wording', () => {
    const operation = { 'x-replaced-by': { operationId: 'getV1', method: 'post', path: '/v1/x' }, 'x-removal-version': '3.5.0', 'x-removed-in': '3.6.0' };
    expect(deprecationOf(operation)).toEqual({
      replacement: { kind: 'operation', name: 'getV1', route: 'POST /v1/x' },
      removalVersion: '3.5.0',
      removedIn: '3.6.0',
    });
    expect(readDeprecation(operation)).toEqual({ replacedBy: 'getV1 (POST /v1/x)', removalVersion: '3.5.0', removedIn: '3.6.0' });
    const parameter = { 'x-replaced-by': { parameter: 'limit', in: 'query' }, 'x-removal-version': 'not-announced' };
    expect(deprecationOf(parameter)).toEqual({ replacement: { kind: 'parameter', name: 'limit', in: 'query' }, removalVersion: 'not-announced' });
    expect(announcedRemoval(deprecationOf(parameter))).toBeUndefined();
    expect(deprecationOf({ 'x-replaced-by': 'newThing' })).toEqual({ replacement: { name: 'newThing' } });
    expect(deprecationOf({ deprecated: true })).toEqual({});
  });

  test('what a deprecation must state, the one rule the lint rule checks and every reader assumes', () => {
    expect(replacementFields.operation).toEqual(['operationId', 'method', 'path']);
    for (const valid of ['3.5.0', '1.0.0-rc.1', 'not-announced']) expect(isRemovalVersion(valid), valid).toBe(true);
    for (const invalid of ['3.5', 3.5, '', 'soon', undefined]) expect(isRemovalVersion(invalid), String(invalid)).toBe(false);
  });

  test("a property's deprecation is read where it is deprecated: beside its $ref, else on what it references", () => {
    const beside = { $ref: '#/components/schemas/X', deprecated: true, 'x-removal-version': '2.0.0' };
    const target = { type: 'string', deprecated: true, 'x-removal-version': '1.0.0' };
    expect(deprecatedNode(beside, { ...target, ...beside })).toBe(beside);
    expect(deprecatedNode({ $ref: '#/components/schemas/X' }, target)).toBe(target);
    const doc = spec(
      { Req: { type: 'object', properties: { old: beside, legacy: { $ref: '#/components/schemas/Old', description: 'd' } } }, Old: target, X: target },
      {
        '/v0/x': {
          post: { operationId: 'x', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Req' } } } }, responses: ok({}) },
        },
      },
    );
    expect(listOperations(doc)[0]?.deprecatedFields).toEqual([
      { where: 'body /old', removalVersion: '2.0.0', lifecycle: { deprecated: true, removalVersion: '2.0.0' } },
      { where: 'body /legacy', removalVersion: '1.0.0', lifecycle: { deprecated: true, removalVersion: '1.0.0' } },
    ]);
  });
});
