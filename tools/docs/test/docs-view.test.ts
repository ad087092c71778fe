// The reader's view of a spec, on small documents: the deprecation note for each kind of replacement,
// each operation listed once, and repository files named in descriptions turned into links.
import { describe, expect, it } from 'vitest';
import { deprecationNote, docsView, releaseNotes } from '../docs-view.ts';

const options = { repoRoot: '/repo', pageDir: '/repo/dist/docs', files: ['specs/README.md'] };

describe('deprecationNote', () => {
  it('names the replacement of each kind and the removal', () => {
    expect(
      deprecationNote({ 'x-replaced-by': { operationId: 'getV1', method: 'post', path: '/v1/x' }, 'x-removal-version': '3.5.0', 'x-removed-in': '3.6.0' }),
    ).toBe('**Deprecated.** Use `getV1` (`POST /v1/x`) instead. Removal announced for 3.5.0; removed in 3.6.0.');
    expect(deprecationNote({ 'x-replaced-by': { parameter: 'limit', in: 'query' }, 'x-removal-version': 'not-announced' })).toBe(
      '**Deprecated.** Use the query parameter `limit` instead. No removal version announced.',
    );
    expect(deprecationNote({ 'x-replaced-by': { property: 'updateFormat' }, 'x-removal-version': '3.5.0' })).toBe(
      '**Deprecated.** Use `updateFormat` instead. Removal announced for 3.5.0.',
    );
    expect(deprecationNote({ 'x-replaced-by': { schema: 'HoldingV1' }, 'x-removal-version': '1.0.0' })).toBe(
      '**Deprecated.** Use `HoldingV1` instead. Removal announced for 1.0.0.',
    );
  });

  it("says to move now where the contract's release has reached the announced removal, and why it still works", () => {
    const flats = { 'x-replaced-by': { operationId: 'getV1', method: 'post', path: '/v1/x' }, 'x-removal-version': '3.5.0', 'x-removed-in': '3.6.0' };
    expect(deprecationNote(flats, '3.5.9')).toBe(
      '**Deprecated.** Use `getV1` (`POST /v1/x`) now. Upstream announced its removal for 3.5.0, but 3.5.x still supports it; removed in 3.6.0.',
    );
    expect(deprecationNote(flats, '3.4.12')).toBe('**Deprecated.** Use `getV1` (`POST /v1/x`) instead. Removal announced for 3.5.0; removed in 3.6.0.');
  });
});

describe('releaseNotes', () => {
  const flag = 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34';
  it('says since when, then deprecated, disabled by default (with the setting that re-enables it) and removal, each with its release', () => {
    const flats = {
      deprecated: true,
      'x-added-in': '3.2.0',
      'x-replaced-by': { operationId: 'postV2Updates', method: 'post', path: '/v2/updates' },
      'x-deprecated-in': '3.4.0',
      'x-disabled-in': '3.6.1',
      'x-enabled-by': flag,
      'x-removal-version': '3.7.0',
    };
    expect(releaseNotes(flats, '3.6.1')).toBe(
      `**Since 3.2.0.** **Deprecated.** Use \`postV2Updates\` (\`POST /v2/updates\`) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with \`${flag}\`); removal announced for 3.7.0.`,
    );
    expect(releaseNotes({ 'x-added-in': '3.6.1', name: 'Request-Timeout', in: 'header' })).toBe('**Since 3.6.1.**');
    expect(releaseNotes({ deprecated: true, 'x-deprecated-in': '0.7.5', 'x-removed-in': '0.9.0', 'x-removal-version': '0.9.0' }, '0.9.0')).toBe(
      '**Deprecated.** Deprecated in 0.7.5; removed in 0.9.0.',
    );
    expect(releaseNotes({ description: 'plain' })).toBe('');
  });

  it('puts them in front of a parameter added in a release on the page', () => {
    const doc = {
      info: { title: 'T', version: '3.6.1' },
      paths: { '/a': { get: { operationId: 'a', parameters: [{ name: 'Request-Timeout', in: 'header', 'x-added-in': '3.6.1', description: 'Ms.' }] } } },
    };
    const view = docsView(doc, options) as { paths: { '/a': { get: { parameters: { description: string }[] } } } };
    expect(view.paths['/a'].get.parameters[0]!.description).toBe('**Since 3.6.1.**\n\nMs.');
  });
});

describe('docsView', () => {
  const doc = () => ({
    info: { title: 'T', version: '1', description: 'See `specs/README.md` for every difference; `other.md` stays.', 'x-stability': 'external' },
    tags: [{ name: 'scan' }, { name: 'internal' }, { name: 'unused' }],
    paths: {
      '/a': { get: { operationId: 'a', tags: ['internal', 'scan'], 'x-stability': 'internal', description: 'Reads a.' } },
      '/c': { get: { operationId: 'c', tags: ['scan'], 'x-stability': 'pre-alpha' } },
      '/d': { get: { operationId: 'd', tags: ['scan'], description: 'Reads d.' } },
      '/b': {
        post: {
          operationId: 'b',
          tags: ['scan'],
          deprecated: true,
          description: 'Writes b.',
          'x-replaced-by': { operationId: 'a', method: 'get', path: '/a' },
          'x-removal-version': 'not-announced',
        },
      },
    },
    components: {
      schemas: { S: { properties: { old: { type: 'string', deprecated: true, 'x-replaced-by': { property: 'new' }, 'x-removal-version': '2.0.0' } } } },
    },
  });

  it('puts the deprecation note first in deprecated operations and properties, and leaves the rest', () => {
    const view = docsView(doc(), options) as ReturnType<typeof doc>;
    expect(view.paths['/b'].post.description).toBe('**Deprecated.** Use `a` (`GET /a`) instead. No removal version announced.\n\nWrites b.');
    expect(view.components.schemas.S.properties.old).toMatchObject({
      description: '**Deprecated.** Use `new` instead. Removal announced for 2.0.0.',
    });
    expect(view.paths['/d'].get.description).toBe('Reads d.');
  });

  it('gives internal and pre-alpha operations a badge and their note first; external ones neither', () => {
    const view = docsView(doc(), options) as ReturnType<typeof doc> & {
      paths: {
        '/a': { get: { 'x-badges'?: unknown } };
        '/b': { post: { 'x-badges'?: unknown } };
        '/c': { get: { 'x-badges'?: unknown; description?: string } };
      };
    };
    expect(view.paths['/a'].get.description).toBe(
      '**Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.**\n\nReads a.',
    );
    expect(view.paths['/c'].get['x-badges']).toEqual([{ name: 'Pre-alpha upstream', color: '#b00020' }]);
    expect(view.paths['/c'].get.description).toBe(
      '**Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.**',
    );
    expect(view.paths['/b'].post['x-badges']).toBeUndefined();
    expect(view.paths['/b'].post.description).not.toContain('upstream');
  });

  it('lists each operation under its first tag only, the others as badges, and drops tags left empty', () => {
    const view = docsView(doc(), options) as ReturnType<typeof doc> & { paths: { '/a': { get: { 'x-badges'?: unknown } } } };
    expect(view.paths['/a'].get.tags).toEqual(['internal']);
    expect(view.paths['/a'].get['x-badges']).toEqual([{ name: 'Internal upstream', color: '#b35c00' }, { name: 'scan' }]);
    expect(view.paths['/b'].post.tags).toEqual(['scan']);
    expect(view.tags).toEqual([{ name: 'scan' }, { name: 'internal' }]);
  });

  it('links the repository files it is told about, relative to the page', () => {
    const view = docsView(doc(), options) as ReturnType<typeof doc>;
    expect(view.info.description).toBe('See [`specs/README.md`](../../specs/README.md) for every difference; `other.md` stays.');
  });
});
