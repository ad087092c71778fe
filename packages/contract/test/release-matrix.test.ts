// The compatibility matrix on tiny documents: which fields carry lifecycle keys (parameters, request and
// response properties through `$ref`s, channel payloads), the columns cut at the releases named inside a
// line, and each cell as `availabilityAt` answers it.
import { describe, expect, test } from 'vitest';
import { lifecycleFieldsOf, lifecycleRows, listOperations, releaseColumns, releaseMatrix, type SpecDocument } from '@canton-openapi/contract';

const flag = 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34';

const doc: SpecDocument = {
  api: 'scan',
  root: {
    openapi: '3.1.0',
    info: { title: 't', version: '0.9.0', 'x-release-lines': ['0.7', '0.8', '0.9'] },
    paths: {
      '/v1/holdings': {
        post: {
          operationId: 'holdingsV1',
          deprecated: true,
          'x-added-in': '0.6.1',
          'x-deprecated-in': '0.7.5',
          'x-removed-in': '0.9.0',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer' } },
            { name: 'page', in: 'query', schema: { type: 'string' }, 'x-added-in': '0.8.0' },
          ],
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Request' } } } },
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Page' } } } },
          },
        },
      },
      '/v2/holdings': { post: { operationId: 'holdingsV2', 'x-added-in': '0.7.5', responses: { '200': { description: 'ok' } } } },
      '/v0/plain': { get: { operationId: 'plain', responses: { '200': { description: 'ok' } } } },
    },
    components: {
      schemas: {
        Request: {
          type: 'object',
          properties: {
            owner: { type: 'string' },
            legacy: { $ref: '#/components/schemas/Legacy', deprecated: true, 'x-disabled-in': '0.8.0', 'x-enabled-by': flag },
          },
        },
        Legacy: { type: 'object', properties: { inner: { type: 'string', 'x-added-in': '0.7.0' } } },
        Page: {
          type: 'object',
          properties: { events: { type: 'array', items: { $ref: '#/components/schemas/Event' } }, next: { $ref: '#/components/schemas/Page' } },
        },
        Event: { type: 'object', properties: { id: { type: 'string' }, origin: { type: 'string', 'x-added-in': '0.8.0' } } },
      },
    },
  },
};

describe('lifecycleFieldsOf: the fields with lifecycle keys', () => {
  test('parameters, request properties (keys beside a $ref, nested ones) and response properties inside arrays; a recursive schema once', () => {
    const [op] = listOperations(doc);
    expect(lifecycleFieldsOf(doc, op!).map(({ where, pointer }) => [where, pointer])).toEqual([
      ['query page', '/paths/~1v1~1holdings/post/parameters/1'],
      ['body /legacy', '/components/schemas/Request/properties/legacy'],
      ['body /legacy/inner', '/components/schemas/Legacy/properties/inner'],
      ['response 200 /events[]/origin', '/components/schemas/Event/properties/origin'],
    ]);
    expect(lifecycleFieldsOf(doc, op!)[1]!.lifecycle).toEqual({ deprecated: true, disabledIn: '0.8.0', enabledBy: flag });
  });
});

describe('releaseColumns: exact without a column per release', () => {
  test('a line with named releases is cut at its start and at each; a line without is one column; releases outside the lines cut nothing', () => {
    const columns = releaseColumns(
      ['0.9', '0.7', '0.8'],
      [
        { deprecated: false, addedIn: '0.6.1' },
        { deprecated: true, deprecatedIn: '0.7.5', removedIn: '0.9.0' },
      ],
    );
    expect(columns.map((c) => [c.label, c.release])).toEqual([
      ['0.7.0', '0.7.0'],
      ['0.7.5', '0.7.5'],
      ['0.8', '0.8.0'],
      ['0.9.0', '0.9.0'],
    ]);
    expect(releaseColumns(['3.5', '3.6'], [{ deprecated: true, deprecatedIn: '3.4.0', disabledIn: '3.6.1' }]).map((c) => c.label)).toEqual([
      '3.5',
      '3.6.0',
      '3.6.1',
    ]);
  });

  test('the oldest release described starts its line: releases before it cut nothing', () => {
    const lifecycles = [
      { deprecated: false, addedIn: '0.6.1' },
      { deprecated: true, deprecatedIn: '0.7.5', removedIn: '0.9.0' },
    ];
    expect(releaseColumns(['0.6', '0.7'], lifecycles, '0.6.10').map((c) => [c.label, c.release])).toEqual([
      ['0.6', '0.6.10'],
      ['0.7.0', '0.7.0'],
      ['0.7.5', '0.7.5'],
    ]);
    expect(releaseColumns(['0.6', '0.7'], lifecycles).map((c) => c.label)).toEqual(['0.6.0', '0.6.1', '0.7.0', '0.7.5']);
  });

  test('a line that is not major.minor is refused by name', () => {
    expect(() => releaseColumns(['3.x'], [])).toThrow("release line '3.x' (info.x-release-lines) is not major.minor");
  });

  test('a document without lines: the named releases', () => {
    expect(releaseColumns(undefined, [{ deprecated: false, addedIn: '1.2.0' }]).map((c) => c.label)).toEqual(['1.2.0']);
  });
});

describe('releaseMatrix', () => {
  test('every operation, then its fields with keys; each cell as availabilityAt answers at the column, a field removed with its operation', () => {
    const matrix = releaseMatrix(lifecycleRows(doc), ['0.7', '0.8', '0.9']);
    expect(matrix.columns.map((c) => c.label)).toEqual(['0.7.0', '0.7.5', '0.8.0', '0.9.0']);
    expect(matrix.rows.map((r) => [r.kind, r.name, r.where ?? '', r.cells.join(' ')])).toEqual([
      ['operation', 'holdingsV1', '', 'served deprecated deprecated removed'],
      ['field', 'holdingsV1', 'query page', 'absent absent served removed'],
      ['field', 'holdingsV1', 'body /legacy', 'deprecated deprecated disabled removed'],
      ['field', 'holdingsV1', 'body /legacy/inner', 'served served served removed'],
      ['field', 'holdingsV1', 'response 200 /events[]/origin', 'absent absent served removed'],
      ['operation', 'holdingsV2', '', 'absent served served served'],
      ['operation', 'plain', '', 'served served served served'],
    ]);
    expect(matrix.rows[1]!.key).toBe('POST /v1/holdings query page');
  });

  test('alsoAt cuts columns at another version’s releases too', () => {
    const matrix = releaseMatrix(lifecycleRows(doc), ['0.7', '0.8', '0.9'], [{ deprecated: false, addedIn: '0.8.3' }]);
    expect(matrix.columns.map((c) => c.label)).toEqual(['0.7.0', '0.7.5', '0.8.0', '0.8.3', '0.9.0']);
  });

  test('an AsyncAPI document: each channel, then its request and frame fields with keys', () => {
    const channels: SpecDocument = {
      api: 'ledger-channels',
      root: {
        asyncapi: '2.6.0',
        info: { title: 't', version: '3.6.1', 'x-release-lines': ['3.5', '3.6'] },
        channels: {
          '/v2/updates/flats': {
            'x-deprecated': true,
            'x-deprecated-in': '3.4.0',
            'x-disabled-in': '3.6.1',
            'x-enabled-by': flag,
            publish: { message: { name: 'Req', payload: { type: 'object', properties: { verbose: { type: 'boolean', deprecated: true } } } } },
            subscribe: { message: { name: 'Frame', payload: { type: 'object', properties: { offset: { type: 'integer' } } } } },
          },
        },
      },
    };
    const matrix = releaseMatrix(lifecycleRows(channels), ['3.5', '3.6']);
    expect(matrix.rows.map((r) => [r.kind, r.name, r.where ?? '', r.cells.join(' ')])).toEqual([
      ['channel', 'WS /v2/updates/flats', '', 'deprecated deprecated disabled'],
      ['field', 'WS /v2/updates/flats', 'request /verbose', 'deprecated deprecated deprecated'],
    ]);
  });
});
