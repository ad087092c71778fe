import { describe, expect, test } from 'vitest';
import { deprecationMessage } from '../../../packages/conformance/src/spec/deprecation.ts';

describe('deprecationMessage', () => {
  test('an operation replaced by another, with announced and actual removal', () => {
    expect(
      deprecationMessage({
        'x-replaced-by': { operationId: 'postV2Updates', method: 'post', path: '/v2/updates' },
        'x-removal-version': '3.5.0',
        'x-removed-in': '3.6.0',
      }),
    ).toBe('Use `postV2Updates` (POST /v2/updates) instead. Removal announced for server version 3.5.0; removed in 3.6.0.');
  });

  test('a field replaced by another', () => {
    expect(deprecationMessage({ 'x-replaced-by': { property: 'updateFormat' }, 'x-removal-version': '3.5.0' })).toBe(
      'Use `updateFormat` instead. Removal announced for server version 3.5.0.',
    );
  });

  test('no announced removal, and no replacement', () => {
    expect(deprecationMessage({ 'x-replaced-by': 'newThing', 'x-removal-version': 'not-announced' })).toBe(
      'Use `newThing` instead. No removal version announced.',
    );
    expect(deprecationMessage({ deprecated: true })).toBe('The spec names no replacement. No removal version announced.');
  });
});
