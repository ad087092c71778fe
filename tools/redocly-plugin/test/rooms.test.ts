import { describe, expect, it } from 'vitest';
import { lintFragment, lintInRooms } from './lint-fragment.ts';

const RULE = 'canton/rooms';

/** One operation whose answer is a component schema that refers to another. */
function document(): Record<string, any> {
  return {
    paths: {
      '/v2/things': {
        get: {
          operationId: 'listThings',
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Things' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Things: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
        Thing: { type: 'object' },
      },
    },
  };
}

const ok = { description: 'ok' };
const stub = (file: string, pointer: string) => ({ $ref: `./${file}#${pointer}` });
const findings = async (root: object, files: Record<string, unknown>) => (await lintFragment(root, [RULE], files)).map((f) => [f.file, f.pointer, f.message]);

describe('canton/rooms', () => {
  it('accepts a document in one file, and the same document in rooms', async () => {
    expect(await lintFragment(document(), [RULE])).toEqual([]);
    expect(await lintInRooms(document(), [RULE])).toEqual([]);
  });

  it('rejects an entry written in a room that the root does not name, naming the line to add', async () => {
    const root = { paths: { '/v2/things': stub('paths/things.yaml', '/paths/~1v2~1things') } };
    const room = {
      paths: { '/v2/things': { get: { operationId: 'listThings', responses: { '200': ok } } }, '/v2/other': { get: { responses: { '200': ok } } } },
    };
    expect(await findings(root, { 'paths/things.yaml': room })).toEqual([
      [
        'paths/things.yaml',
        '#/paths/~1v2~1other',
        "`/v2/other` is written in this room, but the root does not name it, so the bundle leaves it out: add `/v2/other: {$ref: 'paths/things.yaml#/paths/~1v2~1other'}` to the root.",
      ],
    ]);
  });

  it('rejects a room the root names nowhere', async () => {
    const root = { paths: {} };
    expect(await findings(root, { 'components/lost.yaml': { components: { schemas: { Lost: { type: 'object' } } } } })).toEqual([
      [
        'openapi.yaml',
        '#/paths',
        'components/lost.yaml is a room that this document names nowhere: the bundle leaves it out. Name each of its entries here by `$ref`, or delete it.',
      ],
    ]);
  });

  it('rejects a root $ref that names an entry at another pointer of its room', async () => {
    const root = { paths: { '/v2/things': stub('paths/things.yaml', '/~1v2~1things') } };
    expect(await findings(root, { 'paths/things.yaml': { '/v2/things': { get: { operationId: 'listThings', responses: { '200': ok } } } } })).toEqual([
      [
        'openapi.yaml',
        '#/paths/~1v2~1things/$ref',
        '`/v2/things` names `#/~1v2~1things` in its room; a room writes an entry at the pointer the root has for it: `./paths/things.yaml#/paths/~1v2~1things`.',
      ],
      ['paths/things.yaml', '#/~1v2~1things', 'A room holds only `paths` and `components`; `/v2/things` belongs in the root.'],
    ]);
  });

  it('rejects a $ref of a room that does not go through the root', async () => {
    const root = {
      paths: { '/v2/things': stub('paths/things.yaml', '/paths/~1v2~1things') },
      components: { schemas: { Thing: stub('components/things.yaml', '/components/schemas/Thing') } },
    };
    const responses = { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } };
    const files = {
      'paths/things.yaml': {
        paths: { '/v2/things': { get: { operationId: 'listThings', responses } } },
        components: { schemas: { Thing: { type: 'object' } } },
      },
      'components/things.yaml': { components: { schemas: { Thing: { type: 'object' } } } },
    };
    expect(await findings(root, files)).toEqual([
      ['paths/things.yaml', '#/components/schemas/Thing', expect.stringContaining('`Thing` is written in this room, but the root does not name it')],
      [
        'paths/things.yaml',
        '#/paths/~1v2~1things/get/responses/200/content/application~1json/schema/$ref',
        'A room refers through the root: `../openapi.yaml#/components/schemas/Thing`, not `#/components/schemas/Thing`; only the root says which room holds what.',
      ],
    ]);
  });
});
