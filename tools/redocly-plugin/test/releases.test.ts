import { describe, expect, it } from 'vitest';
import { lintFragment, lintInRooms } from './lint-fragment.ts';

const RULE = 'canton/releases';
const flag = 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34';

/** A document of two lines with a deprecated, disabled operation, a field added in a release and a deprecated property. */
function document(): Record<string, any> {
  return {
    info: { title: 'Fragment', version: '3.6.1', 'x-release-lines': ['3.5', '3.6'] },
    paths: {
      '/v2/flats': {
        post: {
          operationId: 'flats',
          deprecated: true,
          'x-deprecated-in': '3.4.0',
          'x-disabled-in': '3.6.1',
          'x-enabled-by': flag,
          'x-removal-version': '3.7.0',
          parameters: [{ name: 'Request-Timeout', in: 'header', 'x-added-in': '3.6.1', schema: { type: 'integer' } }],
          requestBody: {
            content: {
              'application/json': { schema: { type: 'object', properties: { verbose: { type: 'boolean', deprecated: true, 'x-deprecated-in': '3.4.0' } } } },
            },
          },
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  };
}

const post = (doc: Record<string, any>) => doc.paths['/v2/flats'].post;
const at = (...keys: string[]) => `#/paths/~1v2~1flats/post${keys.map((k) => `/${k}`).join('')}`;
const lint = async (doc: object) => (await lintFragment(doc, [RULE])).map((f) => [f.pointer, f.message]);

describe('canton/releases', () => {
  it('accepts released versions in order, on deprecated nodes, within the lines described', async () => {
    expect(await lint(document())).toEqual([]);
  });

  it('rejects a version that is no release, naming the YAML number trap', async () => {
    const doc = document();
    post(doc)['x-deprecated-in'] = 3.4;
    post(doc).parameters[0]['x-added-in'] = '3.6.1-SNAPSHOT';
    expect(await lint(doc)).toEqual([
      [at('x-deprecated-in'), '`x-deprecated-in` must be a released version `MAJOR.MINOR.PATCH` (write three parts: YAML reads 3.5 as a number); found 3.4.'],
      [at('parameters', '0', 'x-added-in'), '`x-added-in` must be a released version `MAJOR.MINOR.PATCH`; found `3.6.1-SNAPSHOT`.'],
    ]);
  });

  it('requires added ≤ deprecated ≤ disabled ≤ removed', async () => {
    const doc = document();
    Object.assign(post(doc), { 'x-added-in': '3.5.2', 'x-deprecated-in': '3.5.1', 'x-removed-in': '3.6.0' });
    expect(await lint(doc)).toEqual([
      [
        at('x-deprecated-in'),
        '`x-deprecated-in` 3.5.1 comes before `x-added-in` 3.5.2: a node is added, deprecated, disabled by default and removed in that order.',
      ],
      [
        at('x-removed-in'),
        '`x-removed-in` 3.6.0 comes before `x-disabled-in` 3.6.1: a node is added, deprecated, disabled by default and removed in that order.',
      ],
    ]);
  });

  it('disabled, removed or deprecated in a release only when deprecated; x-enabled-by only beside x-disabled-in', async () => {
    const doc = document();
    delete post(doc).deprecated;
    delete post(doc)['x-replaced-by'];
    const property = post(doc).requestBody.content['application/json'].schema.properties.verbose;
    property['x-enabled-by'] = 'flag';
    const findings = await lint(doc);
    expect(findings).toContainEqual([
      at('x-disabled-in'),
      '`x-disabled-in` needs `deprecated: true`: only a deprecated node is deprecated, disabled or removed in a release.',
    ]);
    expect(findings).toContainEqual([
      at('x-deprecated-in'),
      '`x-deprecated-in` needs `deprecated: true`: only a deprecated node is deprecated, disabled or removed in a release.',
    ]);
    expect(findings).toContainEqual([
      `${at('requestBody', 'content', 'application~1json', 'schema', 'properties', 'verbose', 'x-enabled-by')}`,
      '`x-enabled-by` needs `x-disabled-in`: it names what re-enables a node disabled by default from that release.',
    ]);
    expect(findings).toHaveLength(3);
  });

  it('no release after the newest the document describes; the lines are quoted MAJOR.MINOR, ascending, and info.version is in the newest', async () => {
    const doc = document();
    post(doc)['x-removed-in'] = '3.7.0';
    post(doc).parameters[0]['x-added-in'] = '3.6.2';
    expect(await lint(doc)).toEqual([
      [at('x-removed-in'), '`x-removed-in` 3.7.0 is after the newest release line the document describes (3.6, `info.x-release-lines`).'],
      [at('parameters', '0', 'x-added-in'), '`x-added-in` 3.6.2 is after the newest release the document describes (`info.version` 3.6.1).'],
    ]);
    const lines = document();
    lines.info['x-release-lines'] = [3.5, '3.6', '3.6'];
    lines.info.version = '3.5.9';
    expect(await lint(lines)).toEqual([
      ['#/info/x-release-lines/0', '`x-release-lines` entries are `MAJOR.MINOR` strings (quote it: YAML reads 3.5 as a number); found 3.5.'],
      ['#/info/x-release-lines/2', '`x-release-lines` must be ascending without repeats; 3.6 follows 3.6.'],
      ['#/info/version', '`info.version` must be the newest release described, a `MAJOR.MINOR.PATCH` of the newest line 3.6; found `3.5.9`.'],
    ]);
  });

  it('reads AsyncAPI channels too', async () => {
    const asyncapi = {
      openapi: undefined,
      asyncapi: '2.6.0',
      info: { title: 'Fragment', version: '3.6.1', 'x-release-lines': ['3.5', '3.6'] },
      channels: { '/v2/flats': { 'x-deprecated': true, 'x-deprecated-in': '3.6.1', 'x-disabled-in': '3.4.0' }, '/v2/x': { 'x-removed-in': '3.5.1' } },
    };
    expect(await lint(asyncapi)).toEqual([
      [
        '#/channels/~1v2~1flats/x-disabled-in',
        '`x-disabled-in` 3.4.0 comes before `x-deprecated-in` 3.6.1: a node is added, deprecated, disabled by default and removed in that order.',
      ],
      ['#/channels/~1v2~1x/x-removed-in', '`x-removed-in` needs `x-deprecated: true`: only a deprecated node is deprecated, disabled or removed in a release.'],
    ]);
  });

  it('reads a document in rooms whole, reporting each node in the room it is written in', async () => {
    const doc = document();
    post(doc)['x-deprecated-in'] = 3.4;
    doc.components = { schemas: { Filter: { type: 'object', properties: { verbose: { type: 'boolean', 'x-added-in': '3.7.0' } } } } };
    const expected = [
      [at('x-deprecated-in'), '`x-deprecated-in` must be a released version `MAJOR.MINOR.PATCH` (write three parts: YAML reads 3.5 as a number); found 3.4.'],
      [
        '#/components/schemas/Filter/properties/verbose/x-added-in',
        '`x-added-in` 3.7.0 is after the newest release line the document describes (3.6, `info.x-release-lines`).',
      ],
    ];
    expect(await lint(doc)).toEqual(expected);
    const inRooms = await lintInRooms(doc, [RULE]);
    expect(inRooms.map((f) => [f.pointer, f.message])).toEqual(expected);
    expect(inRooms.map((f) => f.file)).toEqual(['paths/rooms.yaml', 'components/rooms.yaml']);
  });
});
