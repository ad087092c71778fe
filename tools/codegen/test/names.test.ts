import { describe, expect, test } from 'vitest';
import { exportNames } from '../names.ts';

describe('exportNames', () => {
  test('keeps spec names that are free identifiers', () => {
    expect([...exportNames(['Update', 'CreatedEvent', '_x'])]).toEqual([
      ['Update', 'Update'],
      ['CreatedEvent', 'CreatedEvent'],
      ['_x', '_x'],
    ]);
  });

  test('renames names openapi-typescript already exports, and reserved words', () => {
    expect(exportNames(['paths', 'components', 'operations', 'string']).get('paths')).toBe('pathsSchema');
    expect([...exportNames(['components', 'string']).values()]).toEqual(['componentsSchema', 'stringSchema']);
  });

  test('makes identifiers of other names', () => {
    expect([...exportNames(['com.daml.Holding', 'vote-result', '2fa']).values()]).toEqual(['comDamlHolding', 'voteResult', '_2fa']);
  });

  test('names both schemas when two would share an export', () => {
    expect(() => exportNames(['vote-result', 'voteResult'])).toThrow(
      'schemas "vote-result" and "voteResult" would both be exported as voteResult; rename one in the spec',
    );
    expect(() => exportNames(['paths', 'pathsSchema'])).toThrow('schemas "paths" and "pathsSchema" would both be exported as pathsSchema');
  });
});
