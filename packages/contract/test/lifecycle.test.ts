// Per-release availability on tiny documents: the lifecycle keys read once on operations, parameters,
// body fields and channels, and the one answer for a node and a server release (`availabilityAt`),
// snapshots included.
import { describe, expect, test } from 'vitest';
import {
  availabilityAt,
  compareReleases,
  type JsonObject,
  lifecycleOf,
  listChannelEntries,
  listOperations,
  parseRelease,
  releaseLine,
  releaseLinesOf,
  removalNote,
  type SpecDocument,
} from '@canton-openapi/contract';

const flag = 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34';

/** The lifecycle of Canton's flats endpoint as the ledger contract states it. */
const flats = {
  deprecated: true,
  'x-deprecated-in': '3.4.0',
  'x-disabled-in': '3.6.1',
  'x-enabled-by': flag,
  'x-removal-version': '3.7.0',
};

function doc(operation: JsonObject, info: JsonObject = { title: 't', version: '3.6.1' }): SpecDocument {
  const body = {
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { old: { type: 'boolean', deprecated: true, 'x-deprecated-in': '3.4.0', 'x-disabled-in': '3.6.1', 'x-removal-version': '3.7.0' } },
        },
      },
    },
  };
  return {
    api: 'ledger',
    root: {
      openapi: '3.1.0',
      info,
      paths: {
        '/v2/x': {
          post: {
            operationId: 'x',
            ...operation,
            parameters: [{ name: 'Request-Timeout', in: 'header', schema: { type: 'integer' }, 'x-added-in': '3.6.1' }],
            requestBody: body,
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    },
  };
}

describe('reading the lifecycle keys', () => {
  test('operations, parameters, deprecated body fields and channels each carry their Lifecycle', () => {
    const [op] = listOperations(doc(flats));
    expect(op!.lifecycle).toEqual({
      deprecated: true,
      deprecatedIn: '3.4.0',
      disabledIn: '3.6.1',
      enabledBy: flag,
      removalVersion: '3.7.0',
    });
    expect(op!.deprecation).toMatchObject({ deprecatedIn: '3.4.0', disabledIn: '3.6.1', enabledBy: flag, removalVersion: '3.7.0' });
    expect(op!.parameters[0]!.lifecycle).toEqual({ deprecated: false, addedIn: '3.6.1' });
    expect(op!.deprecatedFields).toEqual([
      {
        where: 'body /old',
        deprecatedIn: '3.4.0',
        disabledIn: '3.6.1',
        removalVersion: '3.7.0',
        lifecycle: { deprecated: true, deprecatedIn: '3.4.0', disabledIn: '3.6.1', removalVersion: '3.7.0' },
      },
    ]);
    const [channel] = listChannelEntries({ channels: { '/v2/x': { 'x-deprecated': true, 'x-deprecated-in': '3.4.0', 'x-removed-in': '3.7.0' } } });
    expect(channel!.lifecycle).toEqual({ deprecated: true, deprecatedIn: '3.4.0', removedIn: '3.7.0' });
  });

  test('a node without keys is served everywhere; YAML numbers are read as text', () => {
    expect(lifecycleOf({})).toEqual({ deprecated: false });
    expect(lifecycleOf({ 'x-added-in': 3.5 })).toEqual({ deprecated: false, addedIn: '3.5' });
  });

  test('the release lines a document describes: x-release-lines, else the line of info.version', () => {
    expect(releaseLinesOf(doc({}, { title: 't', version: '3.6.1', 'x-release-lines': ['3.5', '3.6'] }).root)).toEqual(['3.5', '3.6']);
    expect(releaseLinesOf(doc({}, { title: 't', version: '0.6.11' }).root)).toEqual(['0.6']);
    expect(releaseLinesOf(doc({}, { title: 't', version: 'draft' }).root)).toBeUndefined();
  });
});

describe('server releases', () => {
  test('releases, snapshots, a leading v and build metadata parse; anything else does not', () => {
    expect(parseRelease('3.6.1')).toEqual({ major: 3, minor: 6, patch: 1 });
    expect(parseRelease('3.5.14-snapshot.20260815.19176.0.v65fa04f6')).toEqual({ major: 3, minor: 5, patch: 14, pre: 'snapshot.20260815.19176.0.v65fa04f6' });
    expect(parseRelease('3.6.0-SNAPSHOT')).toEqual({ major: 3, minor: 6, patch: 0, pre: 'SNAPSHOT' });
    expect(parseRelease('v0.9.0+build.7')).toEqual({ major: 0, minor: 9, patch: 0 });
    for (const bad of ['3.6', '3.6.x', '', 'latest', '03.6.1']) expect(parseRelease(bad), bad).toBeUndefined();
    expect(releaseLine('3.5.14-snapshot.20260815.19176.0.v65fa04f6')).toBe('3.5');
  });

  test('a snapshot comes before the release it is a snapshot of and after the one before; numbers compare as numbers', () => {
    expect(compareReleases('3.5.14-snapshot.20260815.19176.0.v65fa04f6', '3.5.14')).toBeLessThan(0);
    expect(compareReleases('3.5.14-snapshot.20260815.19176.0.v65fa04f6', '3.5.13')).toBeGreaterThan(0);
    expect(compareReleases('3.5.9', '3.5.19')).toBeLessThan(0);
    expect(compareReleases('3.10.0', '3.9.9')).toBeGreaterThan(0);
    expect(compareReleases('3.6.1', '3.6.1')).toBe(0);
    expect(compareReleases('3.6.0-snapshot.9', '3.6.0-snapshot.10')).toBeLessThan(0);
    expect(() => compareReleases('nightly', '3.6.1')).toThrow("'nightly' is not a release");
  });
});

describe('availabilityAt: what a release does with a node', () => {
  const { lifecycle } = listOperations(doc(flats))[0]!;

  test('the flats endpoint: served before 3.4.0, deprecated from it, refused by default from 3.6.1; the announced 3.7.0 is no fact', () => {
    expect(availabilityAt(lifecycle, '3.3.0')).toBe('served');
    expect(availabilityAt(lifecycle, '3.4.0')).toBe('deprecated');
    expect(availabilityAt(lifecycle, '3.5.19')).toBe('deprecated');
    expect(availabilityAt(lifecycle, '3.6.1')).toBe('disabled');
    expect(availabilityAt(lifecycle, '3.7.0')).toBe('disabled');
  });

  test('a snapshot is answered as the releases before its version', () => {
    expect(availabilityAt(lifecycle, '3.6.1-SNAPSHOT')).toBe('deprecated');
    expect(availabilityAt(lifecycle, '3.6.2-snapshot.20261101.1.0.vabc')).toBe('disabled');
    expect(availabilityAt({ deprecated: false, addedIn: '3.5.14' }, '3.5.14-snapshot.20260815.19176.0.v65fa04f6')).toBe('absent');
  });

  test('added, removed, and deprecated without a release (deprecated in every release described)', () => {
    const added = { deprecated: false, addedIn: '3.6.1' };
    expect(availabilityAt(added, '3.5.19')).toBe('absent');
    expect(availabilityAt(added, '3.6.1')).toBe('served');
    const removed = { deprecated: true, deprecatedIn: '0.7.5', removedIn: '0.9.0' };
    expect(availabilityAt(removed, '0.7.4')).toBe('served');
    expect(availabilityAt(removed, '0.8.4')).toBe('deprecated');
    expect(availabilityAt(removed, '0.9.0')).toBe('removed');
    expect(availabilityAt({ deprecated: true }, '0.1.0')).toBe('deprecated');
    expect(() => availabilityAt(removed, 'unknown')).toThrow(RangeError);
  });
});

describe('removalNote: what to do and when', () => {
  test('deprecated, disabled by default with the setting that re-enables it, and the announced removal; due at the disabling release', () => {
    const deprecation = listOperations(doc(flats))[0]!.deprecation!;
    expect(removalNote(deprecation, '3.6.1')).toEqual({
      text: `deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with \`${flag}\`); removal announced for 3.7.0`,
      now: true,
    });
    expect(removalNote(deprecation, '3.5.19').now).toBe(false);
  });

  test('a removal done as announced is said once; one done elsewhere than announced says both', () => {
    const asAnnounced = { deprecated: true, deprecatedIn: '0.7.5', removedIn: '0.9.0', removalVersion: '0.9.0' };
    expect(removalNote(asAnnounced, '0.9.0')).toEqual({ text: 'deprecated in 0.7.5; removed in 0.9.0', now: true });
    expect(removalNote({ ...asAnnounced, removalVersion: '0.8.0' }, '0.9.0').text).toBe('deprecated in 0.7.5; removed in 0.9.0 (announced for 0.8.0)');
  });
});
