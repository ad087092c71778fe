// The client's type-level release table (client-lines.ts): per release line, judged by its newest release
// the contract knows, the members (operations, their iterators, channels) and request fields it does not
// serve, and generation failing on a lifecycle key the `targets` types could not follow.
import { describe, expect, test } from 'vitest';
import { type JsonObject, namedOperations, specDocument } from '@canton-openapi/contract';
import type { ChannelMethod } from '../client-channels.ts';
import { emitLines, lineGaps } from '../client-lines.ts';

const ok = (schema: JsonObject = { type: 'object' }) => ({ '200': { description: 'ok', content: { 'application/json': { schema } } } });
const paged = { 'x-pagination': { in: 'body', token: 'after', next: 'next', items: 'items', iterator: 'iterateThings' } };

function document(paths: JsonObject, schemas: JsonObject = {}, info: Record<string, unknown> = {}) {
  return specDocument('demo', {
    openapi: '3.1.0',
    info: { title: 'Demo', version: '2.1.0', 'x-release-lines': ['1.0', '2.0', '2.1'], ...info },
    paths,
    components: { schemas },
  } as JsonObject);
}

const body = (properties: JsonObject) => ({ content: { 'application/json': { schema: { type: 'object', properties } } } });

describe('lineGaps', () => {
  test('judges each line by its newest release the contract names, else <line>.0', () => {
    const doc = document({
      '/a': { post: { operationId: 'addedIn104', 'x-added-in': '1.0.4', responses: ok() } },
      '/b': { post: { operationId: 'addedIn200', 'x-added-in': '2.0.0', responses: ok() } },
    });
    const gaps = lineGaps(doc, namedOperations(doc));
    expect([...gaps].map(([line, gap]) => [line, gap.release])).toEqual([
      ['1.0', '1.0.4'],
      ['2.0', '2.0.0'],
      ['2.1', '2.1.0'],
    ]);
    // Added in 1.0.4, the newest 1.0 release known: the 1.0 line serves it; 2.0.0 is absent on 1.0.
    expect(gaps.get('1.0')!.unserved).toEqual(['addedIn200']);
    expect(gaps.get('2.0')!.unserved).toEqual([]);
  });

  test('an operation leaves out its iterator with it, a removed one on its line, a disabled one as disabled', () => {
    const doc = document({
      '/old': { post: { operationId: 'old', deprecated: true, 'x-deprecated-in': '1.0.0', 'x-removed-in': '2.1.0', ...paged, responses: ok() } },
      '/off': { post: { operationId: 'off', deprecated: true, 'x-deprecated-in': '1.0.0', 'x-disabled-in': '2.0.0', responses: ok() } },
      '/new': { post: { operationId: 'new', responses: ok() } },
    });
    const gaps = lineGaps(doc, namedOperations(doc));
    expect(gaps.get('1.0')).toMatchObject({ unserved: [], disabled: [] });
    expect(gaps.get('2.0')).toMatchObject({ unserved: [], disabled: ['off'] });
    expect(gaps.get('2.1')).toMatchObject({ unserved: ['old', 'iterateThings'], disabled: ['off'] });
  });

  test('request fields: per member, for the operation, its body-paged iterator and the channels streaming it', () => {
    const legacy = { type: 'boolean', deprecated: true, 'x-deprecated-in': '1.0.0', 'x-disabled-in': '2.1.0' };
    const fresh = { $ref: '#/components/schemas/Flag', 'x-added-in': '2.0.0' };
    const doc = document(
      { '/list': { post: { operationId: 'list', requestBody: body({ after: { type: 'string' }, legacy, fresh }), ...paged, responses: ok() } } },
      { Flag: { type: 'boolean' } },
    );
    const channel: ChannelMethod = {
      method: 'streamList',
      path: '/list',
      operationId: 'list',
      deprecation: undefined,
      lifecycle: { deprecated: false },
      replacedBy: undefined,
      frames: 'update',
    };
    const gaps = lineGaps(doc, namedOperations(doc), [channel]);
    expect(gaps.get('1.0')).toMatchObject({ fields: { list: ['fresh'], iterateThings: ['fresh'], streamList: ['fresh'] }, disabledFields: {} });
    expect(gaps.get('2.0')).toMatchObject({ fields: {}, disabledFields: {} });
    expect(gaps.get('2.1')).toMatchObject({ fields: {}, disabledFields: { list: ['legacy'], iterateThings: ['legacy'], streamList: ['legacy'] } });
  });

  test('a channel follows its own lifecycle', () => {
    const doc = document({ '/list': { post: { operationId: 'list', responses: ok() } } });
    const channel: ChannelMethod = {
      method: 'streamList',
      path: '/list',
      operationId: 'list',
      deprecation: 'Use something else.',
      lifecycle: { deprecated: true, deprecatedIn: '1.0.0', removedIn: '2.0.0' },
      replacedBy: undefined,
      frames: 'update',
    };
    const gaps = lineGaps(doc, namedOperations(doc), [channel]);
    expect(gaps.get('1.0')!.unserved).toEqual([]);
    expect(gaps.get('2.0')!.unserved).toEqual(['streamList']);
  });

  test('refuses a response field, a parameter or a nested request field that some line does not serve', () => {
    const added = { type: 'string', 'x-added-in': '2.0.0' };
    const response = document({ '/a': { get: { operationId: 'a', responses: ok({ type: 'object', properties: { added } }) } } });
    expect(() => lineGaps(response, namedOperations(response))).toThrow(
      /demo spec \/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\/properties\/added: not served on 1\.0 \(1\.0\.0\).*top-level request body fields/,
    );
    const parameter = document({
      '/a': { get: { operationId: 'a', parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, 'x-added-in': '2.0.0' }], responses: ok() } },
    });
    expect(() => lineGaps(parameter, namedOperations(parameter))).toThrow(/parameters\/0: not served on 1\.0/);
    const nested = document({ '/a': { post: { operationId: 'a', requestBody: body({ inner: { type: 'object', properties: { added } } }), responses: ok() } } });
    expect(() => lineGaps(nested, namedOperations(nested))).toThrow(/properties\/inner\/properties\/added: not served on 1\.0/);
  });

  test('accepts lifecycle keys every line serves anywhere (added before the first line)', () => {
    const early = { type: 'string', 'x-added-in': '0.9.0' };
    const doc = document({ '/a': { get: { operationId: 'a', responses: ok({ type: 'object', properties: { early } }) } } });
    expect([...lineGaps(doc, namedOperations(doc)).values()].every((gap) => gap.unserved.length === 0)).toBe(true);
  });

  test('refuses a request field named like a call option, which the types would strip from the options too', () => {
    const headers = { type: 'object', 'x-added-in': '2.0.0' };
    const doc = document({ '/a': { post: { operationId: 'a', requestBody: body({ headers }), responses: ok() } } });
    expect(() => lineGaps(doc, namedOperations(doc))).toThrow(/a: the request field 'headers' is not served on 1\.0 and is named like a call option/);
  });

  test('no lines without x-release-lines or a release version', () => {
    const doc = document({ '/a': { get: { operationId: 'a', responses: ok() } } }, {}, { version: 'draft', 'x-release-lines': undefined });
    expect(lineGaps(doc, namedOperations(doc)).size).toBe(0);
  });
});

describe('emitLines', () => {
  test('one type-level entry per line: unions of member names, records of field names', () => {
    const doc = document({
      '/off': { post: { operationId: 'off', deprecated: true, 'x-deprecated-in': '1.0.0', 'x-disabled-in': '2.1.0', responses: ok() } },
    });
    const text = emitLines('demo', lineGaps(doc, namedOperations(doc)));
    expect(text).toContain("export type DemoReleaseLine = '1.0' | '2.0' | '2.1';");
    expect(text).toContain("  '2.1': {\n    release: '2.1.0';\n    unserved: never;\n    disabled: 'off';\n    fields: {};\n    disabledFields: {};\n  };");
    expect(text).not.toMatch(/\bconst\b|\bfunction\b/);
  });

  test('no lines: a release line type of never and an empty table', () => {
    expect(emitLines('demo', new Map())).toContain('export type DemoReleaseLine = never;');
    expect(emitLines('demo', new Map())).toContain('export interface DemoLines {}');
  });
});
