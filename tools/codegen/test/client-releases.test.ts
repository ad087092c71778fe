// The release data of the client (client-releases.ts): which operations, fields and channels depend on the
// server's release, read from the contract's lifecycle keys, and where the server reports its release.
import { describe, expect, test } from 'vitest';
import { namedOperations, specDocument } from '@canton-openapi/contract';
import { dependsOnRelease, releaseTable } from '../client-releases.ts';

const op = (id: string, extra: Record<string, unknown> = {}) => ({
  post: { operationId: id, responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } }, ...extra },
});

function document(info: Record<string, unknown>, paths: Record<string, unknown>) {
  return specDocument('demo', { openapi: '3.1.0', info: { title: 'Demo', version: '3.0.0', ...info }, paths });
}

describe('releaseTable', () => {
  test('lists what some described release serves differently, with its replacement, and Splice’s version path', () => {
    const doc = document(
      { 'x-release-lines': ['2.0', '3.0'], 'x-upstream': { repository: 'canton-network/splice' } },
      {
        '/a': op('always'),
        '/old-enough': op('addedBeforeTheLines', { 'x-added-in': '1.4.0' }),
        '/b': op('addedIn21', { 'x-added-in': '2.1.0' }),
        '/c': op('gone', { deprecated: true, 'x-replaced-by': { operationId: 'addedIn21' }, 'x-deprecated-in': '2.0.0', 'x-removed-in': '3.0.0' }),
      },
    );
    const table = releaseTable(doc, namedOperations(doc));
    expect(table).toEqual({
      version: '/version',
      operations: { addedIn21: { added: '2.1.0' }, gone: { deprecated: '2.0.0', removed: '3.0.0', replacedBy: 'addedIn21' } },
      fields: {},
      channels: {},
    });
  });

  test('refuses a document whose availability depends on a release it cannot look up', () => {
    const doc = document({ 'x-release-lines': ['3.0'] }, { '/b': op('addedIn31', { 'x-added-in': '3.1.0' }) });
    expect(() => releaseTable(doc, namedOperations(doc))).toThrow(/info\.x-upstream\.repository \(absent\).*versionPaths/);
  });

  test('needs no version endpoint when every described release serves everything', () => {
    const doc = document({}, { '/a': op('always') });
    expect(releaseTable(doc, namedOperations(doc)).version).toBe('');
  });
});

describe('dependsOnRelease', () => {
  test('a deprecation, a disable or a removal always does; an addition only after the first described release', () => {
    expect(dependsOnRelease({ deprecated: true }, '3.5.0')).toBe(true);
    expect(dependsOnRelease({ deprecated: false, addedIn: '3.5.0' }, '3.5.0')).toBe(false);
    expect(dependsOnRelease({ deprecated: false, addedIn: '3.6.1' }, '3.5.0')).toBe(true);
    expect(dependsOnRelease({ deprecated: false, addedIn: '0.1.0' }, undefined)).toBe(true);
    expect(dependsOnRelease({ deprecated: false }, '3.5.0')).toBe(false);
  });
});
