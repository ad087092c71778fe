import { describe, expect, it } from 'vitest';
import { lintFragment, lintInRooms } from './lint-fragment.ts';

const RULE = 'canton/deprecation-info';

/** A deprecated operation, parameter and `$ref` property, each with replacement and removal. */
function document() {
  return {
    paths: {
      '/v1/things': {
        post: {
          operationId: 'listThings',
          deprecated: true,
          'x-replaced-by': { operationId: 'listThingsV2', method: 'post', path: '/v2/things' } as Record<string, unknown>,
          'x-removal-version': '3.6.0' as unknown,
          parameters: [
            {
              name: 'page_size',
              in: 'query',
              schema: { type: 'integer', format: 'int32' },
              deprecated: true,
              'x-replaced-by': { parameter: 'limit', in: 'query' } as Record<string, unknown>,
              'x-removal-version': 'not-announced',
            },
          ],
          responses: { '200': { description: 'ok' } },
        } as Record<string, unknown>,
      },
      '/v2/things': {
        post: { operationId: 'listThingsV2', responses: { '200': { description: 'ok' } } },
      },
    },
    components: {
      schemas: {
        Request: {
          type: 'object',
          properties: {
            filter: {
              $ref: '#/components/schemas/Filter',
              deprecated: true,
              'x-replaced-by': { property: 'format' },
              'x-removal-version': '3.5.0',
            } as Record<string, unknown>,
            format: { $ref: '#/components/schemas/Filter' },
          },
        },
        Filter: { type: 'object' },
      },
    },
  };
}

describe('canton/deprecation-info: a well-formed document, and deprecated operations', () => {
  it('accepts deprecated operations, parameters and $ref properties that name replacement and removal', async () => {
    expect(await lintFragment(document(), [RULE])).toEqual([]);
  });

  it('rejects an x-replaced-by method that is not a lower-case HTTP method of an OpenAPI path item', async () => {
    const d = document();
    d.paths['/v1/things'].post['x-replaced-by'] = { operationId: 'listThingsV2', method: 'POST', path: '/v2/things' };
    expect(await lintFragment(d, [RULE])).toEqual([
      {
        ruleId: RULE,
        message: '`x-replaced-by.method` must be a lower-case HTTP method; found `POST`.',
        file: 'openapi.yaml',
        pointer: '#/paths/~1v1~1things/post/x-replaced-by/method',
        onKey: false,
      },
    ]);
  });

  it('rejects a deprecated operation without x-replaced-by, pointing at `deprecated`', async () => {
    const d = document();
    delete d.paths['/v1/things'].post['x-replaced-by'];
    expect(await lintFragment(d, [RULE])).toEqual([
      {
        ruleId: RULE,
        message: 'Deprecated operation `listThings` needs `x-replaced-by: {operationId, method, path}` naming its replacement.',
        file: 'openapi.yaml',
        pointer: '#/paths/~1v1~1things/post/deprecated',
        onKey: true,
      },
    ]);
  });

  it('rejects a removal version that is not a semver string', async () => {
    const d = document();
    d.paths['/v1/things'].post['x-removal-version'] = 3.5;
    expect(await lintFragment(d, [RULE])).toEqual([
      {
        ruleId: RULE,
        message: '`x-removal-version` of operation `listThings` must be a semver string such as `3.6.0` or `not-announced`; found 3.5.',
        file: 'openapi.yaml',
        pointer: '#/paths/~1v1~1things/post/x-removal-version',
        onKey: false,
      },
    ]);
  });

  it('rejects a replacement that contradicts the operation at that path in this document', async () => {
    const d = document();
    d.paths['/v1/things'].post['x-replaced-by'] = { operationId: 'listThingsV3', method: 'post', path: '/v2/things' };
    expect(await lintFragment(d, [RULE])).toEqual([
      {
        ruleId: RULE,
        message: '`x-replaced-by` names `listThingsV3`, but POST /v2/things in this document is `listThingsV2`.',
        file: 'openapi.yaml',
        pointer: '#/paths/~1v1~1things/post/x-replaced-by/operationId',
        onKey: false,
      },
    ]);
  });
});

describe('canton/deprecation-info: deprecated parameters, properties and schemas', () => {
  it('rejects a deprecated $ref property replaced by a property the schema does not have', async () => {
    const d = document();
    d.components.schemas.Request.properties.filter['x-replaced-by'] = { property: 'formatting' };
    expect(await lintFragment(d, [RULE])).toEqual([
      {
        ruleId: RULE,
        message: '`x-replaced-by.property` names `formatting`, which is not a property of this schema.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Request/properties/filter/x-replaced-by/property',
        onKey: false,
      },
    ]);
  });

  it('rejects a deprecated parameter whose replacement lacks `in`', async () => {
    const d = document();
    const parameter = (d.paths['/v1/things'].post.parameters as { 'x-replaced-by': Record<string, unknown> }[])[0]!;
    delete parameter['x-replaced-by'].in;
    expect(await lintFragment(d, [RULE])).toEqual([
      {
        ruleId: RULE,
        message: '`x-replaced-by` of parameter `page_size` needs `in` (a non-empty string): the shape is {parameter, in}.',
        file: 'openapi.yaml',
        pointer: '#/paths/~1v1~1things/post/parameters/0/x-replaced-by',
        onKey: true,
      },
    ]);
  });

  it('rejects replacement information on something that is not deprecated', async () => {
    const d = document();
    delete d.components.schemas.Request.properties.filter.deprecated;
    expect(await lintFragment(d, [RULE])).toEqual([
      {
        ruleId: RULE,
        message: 'Property `filter` is not deprecated but has `x-replaced-by`; add `deprecated: true` or remove it.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Request/properties/filter/x-replaced-by',
        onKey: true,
      },
      {
        ruleId: RULE,
        message: 'Property `filter` is not deprecated but has `x-removal-version`; add `deprecated: true` or remove it.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Request/properties/filter/x-removal-version',
        onKey: true,
      },
    ]);
  });

  it('rejects a deprecated schema replaced by a schema that components.schemas lacks', async () => {
    const d = document();
    Object.assign(d.components.schemas.Filter, { deprecated: true, 'x-replaced-by': { schema: 'Format' }, 'x-removal-version': 'not-announced' });
    expect(await lintFragment(d, [RULE])).toEqual([
      {
        ruleId: RULE,
        message: '`x-replaced-by.schema` names `Format`, which is not in components.schemas.',
        file: 'openapi.yaml',
        pointer: '#/components/schemas/Filter/x-replaced-by/schema',
        onKey: false,
      },
    ]);
  });
});

describe('canton/deprecation-info: a document in rooms', () => {
  it('reads a document in rooms: replacements are looked up in the rooms, reports name the room', async () => {
    const d = document();
    d.paths['/v1/things'].post['x-replaced-by'] = { operationId: 'listThingsV3', method: 'post', path: '/v2/things' };
    Object.assign(d.components.schemas.Filter, { deprecated: true, 'x-replaced-by': { schema: 'Format' }, 'x-removal-version': 'soon' });
    const inOneFile = await lintFragment(d, [RULE]);
    expect(inOneFile.map((f) => f.message)).toEqual([
      '`x-replaced-by` names `listThingsV3`, but POST /v2/things in this document is `listThingsV2`.',
      '`x-removal-version` of schema `Filter` must be a semver string such as `3.6.0` or `not-announced`; found `soon`.',
      '`x-replaced-by.schema` names `Format`, which is not in components.schemas.',
    ]);
    const file = (f: { pointer: string | undefined }) => (f.pointer?.startsWith('#/paths/') ? 'paths/rooms.yaml' : 'components/rooms.yaml');
    expect(await lintInRooms(d, [RULE])).toEqual(inOneFile.map((f) => ({ ...f, file: file(f) })));
  });
});
