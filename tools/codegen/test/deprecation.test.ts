import { describe, expect, test } from 'vitest';
import { deprecationMessage } from '@canton-openapi/contract';

describe('deprecationMessage', () => {
  test('an operation replaced by another, with announced and actual removal', () => {
    expect(
      deprecationMessage({
        'x-replaced-by': { operationId: 'postV2Updates', method: 'post', path: '/v2/updates' },
        'x-removal-version': '3.5.0',
        'x-removed-in': '3.6.0',
      }),
    ).toBe('Use `postV2Updates` (POST /v2/updates) instead. Removal announced for 3.5.0; removed in 3.6.0.');
  });

  test('a field replaced by another', () => {
    expect(deprecationMessage({ 'x-replaced-by': { property: 'updateFormat' }, 'x-removal-version': '3.5.0' })).toBe(
      'Use `updateFormat` instead. Removal announced for 3.5.0.',
    );
  });

  test("against the contract's own release: move now where it has reached the announced removal, yet still supports it", () => {
    const flats = {
      'x-replaced-by': { operationId: 'postV2Updates', method: 'post', path: '/v2/updates' },
      'x-removal-version': '3.5.0',
      'x-removed-in': '3.6.0',
    };
    expect(deprecationMessage(flats, '3.5.9')).toBe(
      'Use `postV2Updates` (POST /v2/updates) now. Upstream announced its removal for 3.5.0, but 3.5.x still supports it; removed in 3.6.0.',
    );
    expect(deprecationMessage(flats, '3.5.0')).toContain('now. Upstream announced its removal for 3.5.0, but 3.5.x still supports it');
    // An earlier release: the removal is still to come, and the sentence says when.
    expect(deprecationMessage(flats, '3.4.12')).toBe('Use `postV2Updates` (POST /v2/updates) instead. Removal announced for 3.5.0; removed in 3.6.0.');
    expect(deprecationMessage({ 'x-replaced-by': { property: 'updateFormat' }, 'x-removal-version': '3.5.0' }, '3.10.1')).toBe(
      'Use `updateFormat` now. Upstream announced its removal for 3.5.0, but 3.10.x still supports it.',
    );
    expect(deprecationMessage({ 'x-replaced-by': 'newThing', 'x-removal-version': 'not-announced' }, '9.9.9')).toBe(
      'Use `newThing` instead. No removal version announced.',
    );
    // A contract of a release that no longer has it says so, not that it is still supported.
    expect(deprecationMessage(flats, '3.6.0')).toBe('Use `postV2Updates` (POST /v2/updates) now. Removed in 3.6.0 (announced for 3.5.0).');
  });

  test('deprecated since a release, disabled by default from another with the setting that re-enables it: move now from the disabling release', () => {
    const flag = 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34';
    const flats = {
      'x-replaced-by': { operationId: 'postV2Updates', method: 'post', path: '/v2/updates' },
      'x-deprecated-in': '3.4.0',
      'x-disabled-in': '3.6.1',
      'x-enabled-by': flag,
      'x-removal-version': '3.7.0',
    };
    expect(deprecationMessage(flats, '3.6.1')).toBe(
      `Use \`postV2Updates\` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with \`${flag}\`); removal announced for 3.7.0.`,
    );
    expect(deprecationMessage(flats, '3.5.19')).toMatch(
      /^Use `postV2Updates` \(POST \/v2\/updates\) instead\. Deprecated in 3\.4\.0; disabled by default from 3\.6\.1/,
    );
  });

  test('no announced removal, and no replacement', () => {
    expect(deprecationMessage({ 'x-replaced-by': 'newThing', 'x-removal-version': 'not-announced' })).toBe(
      'Use `newThing` instead. No removal version announced.',
    );
    expect(deprecationMessage({ deprecated: true })).toBe('The spec names no replacement. No removal version announced.');
  });
});
