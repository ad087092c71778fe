// The client's WebSocket channel methods, generated from a small AsyncAPI document and the OpenAPI
// document beside it: each channel's method, the list operation it streams, what its frames are, its
// deprecation sentence, and generation failing on a channel the client could not type or read.
import { describe, expect, test } from 'vitest';
import { channelMethodName, channelMethods } from '../client-channels.ts';
import { generateOperationTable, generateOperations } from '../client-operations.ts';
import { type JsonObject, namedOperations, type SpecDocument, specDocument } from '@canton-openapi/contract';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A frame schema holding its item under `key`. */
const holding = (key: string) => ({ type: 'object', required: [key], properties: { [key]: { type: 'object' } } });
const update = holding('update');

/** An OpenAPI document with list operations at `paths`, each taking `Req` and answering a list of `Item`. */
function openapi(...paths: string[]): SpecDocument {
  const operation = (path: string) => ({
    post: {
      operationId: `post${channelMethodName(path).slice('stream'.length)}`,
      requestBody: { content: { 'application/json': { schema: ref('Req') } } },
      responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: ref('Item') } } } } },
    },
  });
  return specDocument('demo', {
    openapi: '3.1.0',
    info: { title: 't', version: '4.2.0' },
    paths: Object.fromEntries(paths.map((path) => [path, operation(path)])),
    components: { schemas: { Req: { type: 'object' }, Item: update, Failure: { type: 'object' } } },
  } as JsonObject);
}

/** An AsyncAPI 2.6 document of channels, each sending `Req` and receiving `frame` (or an error frame), with `extra` on the channel. */
function asyncapi(channels: Record<string, Record<string, unknown>>, frame = 'Item'): Record<string, unknown> {
  const message = (name: string, errorFrame = false) => ({ name, payload: ref(name), ...(errorFrame ? { 'x-error-frame': true } : {}) });
  return {
    asyncapi: '2.6.0',
    info: { title: 't', version: '4.2.0' },
    channels: Object.fromEntries(
      Object.entries(channels).map(([path, extra]) => [
        path,
        { publish: { message: message('Req') }, subscribe: { message: { oneOf: [message(frame), message('Failure', true)] } }, ...extra },
      ]),
    ),
    components: { schemas: { Req: { type: 'object' }, Item: update, Other: update, Failure: { type: 'object' } } },
  };
}

describe('channel methods', () => {
  test('are named by the channel path after its version', () => {
    expect(channelMethodName('/v2/updates')).toBe('streamUpdates');
    expect(channelMethodName('/v2/updates/flats')).toBe('streamUpdatesFlats');
    expect(channelMethodName('/v1/active-contracts')).toBe('streamActiveContracts');
  });

  test('stream the list operation at the same path; a deprecated one names its replacement and when it goes', () => {
    const doc = openapi('/v2/things', '/v2/things/old');
    const channels = channelMethods(
      asyncapi({
        '/v2/things': {},
        '/v2/things/old': { 'x-deprecated': true, 'x-replaced-by': '/v2/things', 'x-removal-version': '4.0.0', 'x-removed-in': '5.0.0' },
      }),
      doc,
      namedOperations(doc),
    );
    expect(channels).toEqual([
      {
        method: 'streamThings',
        path: '/v2/things',
        operationId: 'postThings',
        deprecation: undefined,
        lifecycle: { deprecated: false },
        replacedBy: undefined,
        frames: 'update',
      },
      {
        method: 'streamThingsOld',
        path: '/v2/things/old',
        operationId: 'postThingsOld',
        // Read as the contract model says it for a release (4.2.0) past the announced removal (4.0.0).
        deprecation: 'Use `streamThings` (WebSocket /v2/things) now. Upstream announced its removal for 4.0.0, but 4.2.x still supports it; removed in 5.0.0.',
        // What the client's release check reads (client-releases.ts): its releases, and the method replacing it.
        lifecycle: { deprecated: true, removedIn: '5.0.0', removalVersion: '4.0.0' },
        replacedBy: 'streamThings',
        frames: 'update',
      },
    ]);
    const source = generateOperations('demo', namedOperations(doc), '', '4.2.0', channels);
    // The warning is on-demand data, with the operations' (the stream reads it when it starts).
    expect(source).not.toContain('deprecation: ');
    expect(generateOperationTable('demo', {}, namedOperations(doc), '', {}, '4.2.0', undefined, undefined, channels)).toContain(
      '  streamThingsOld: "`streamThingsOld` (WebSocket /v2/things/old) is deprecated. Use `streamThings` (WebSocket /v2/things) now. Upstream announced its removal for 4.0.0, but 4.2.x still supports it; removed in 5.0.0.",',
    );
    expect(source).toContain(
      "streamThingsOld(request: StreamRequestOf<operations['postThingsOld'], M, DemoInt64['postThingsOld']>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<operations['postThingsOld'], M, DemoInt64['postThingsOld']>>;",
    );
    expect(source).toContain('   * @deprecated Use `streamThings` (WebSocket /v2/things) now.');
    expect(source).toContain('    streamThings: (request, options) => stream(demoChannels.streamThings, request, options),');
    expect(source).toContain("    operationId: 'postThings',\n    frames: 'update',\n");
  });

  test.each([
    ['update', 'update'],
    ['completionResponse', 'completion'],
    ['contractEntry', 'entry'],
  ])('frames holding %s are read as %s, and documented so', (key, frames) => {
    const doc = openapi('/v2/things');
    const document = asyncapi({ '/v2/things': {} });
    (document['components'] as { schemas: Record<string, unknown> }).schemas['Item'] = holding(key);
    const channels = channelMethods(document, doc, namedOperations(doc));
    expect(channels.map((c) => c.frames)).toEqual([frames]);
    const source = generateOperations('demo', namedOperations(doc), '', '4.2.0', channels);
    expect(source).toContain(`    frames: '${frames}',\n`);
    // What the method's JSDoc says of the end: a range's, a completion stream's (none), a snapshot's.
    const end = { update: 'ending after `endInclusive`', completion: 'it has no end', entry: 'ending when the server closes the socket' }[frames];
    expect(source).toContain(end);
  });

  test('a channel whose frames hold none of the keys the client reads fails generation, naming them', () => {
    const doc = openapi('/v2/things');
    const document = asyncapi({ '/v2/things': {} });
    (document['components'] as { schemas: Record<string, unknown> }).schemas['Item'] = holding('event');
    expect(() => channelMethods(document, doc, namedOperations(doc))).toThrow(
      /asyncapi \/v2\/things: its frames require none of the keys the client reads frames by \(update, completionResponse, contractEntry\)/,
    );
  });

  test('an API without channels gets no channel code', () => {
    const doc = openapi('/v2/things');
    expect(generateOperations('demo', namedOperations(doc), '')).not.toContain('Channel');
  });

  test('a channel without a list operation at its path fails generation, naming it', () => {
    const doc = openapi('/v2/things');
    expect(() => channelMethods(asyncapi({ '/v2/others': {} }), doc, namedOperations(doc))).toThrow(
      /asyncapi \/v2\/others: no HTTP operation at the same path/,
    );
  });

  test('a channel whose frames are not the list items of its operation fails generation', () => {
    const doc = openapi('/v2/things');
    expect(() => channelMethods(asyncapi({ '/v2/things': {} }, 'Other'), doc, namedOperations(doc))).toThrow(
      /asyncapi \/v2\/things: the frame is \/components\/schemas\/Other, not \/components\/schemas\/Item as in postThings/,
    );
  });

  test('a replacement that is no channel fails generation', () => {
    const doc = openapi('/v2/things');
    expect(() => channelMethods(asyncapi({ '/v2/things': { 'x-deprecated': true, 'x-replaced-by': '/v2/gone' } }), doc, namedOperations(doc))).toThrow(
      /x-replaced-by \/v2\/gone is no channel/,
    );
  });
});
