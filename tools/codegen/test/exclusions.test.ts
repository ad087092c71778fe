import { describe, expect, test } from 'vitest';
import type { JsonObject } from '@canton-openapi/contract';
import { absenceAlternatives, forbiddenBooleans, forbiddenSets } from '../exclusions.ts';

describe('forbiddenSets', () => {
  test('reads not/anyOf of required pairs, and a single not/required', () => {
    expect(forbiddenSets({ not: { anyOf: [{ required: ['filter', 'updateFormat'] }, { required: ['verbose', 'updateFormat'] }] } })).toEqual([
      ['filter', 'updateFormat'],
      ['verbose', 'updateFormat'],
    ]);
    expect(forbiddenSets({ not: { required: ['a', 'b', 'c'] } })).toEqual([['a', 'b', 'c']]);
  });

  test('a branch that narrows a value forbids the whole set; a nested not (a requirement) is skipped', () => {
    const schema: JsonObject = {
      not: {
        anyOf: [
          { required: ['filter', 'updateFormat'] },
          { required: ['verbose', 'updateFormat'], properties: { verbose: { const: true } } },
          { not: { anyOf: [{ required: ['updateFormat'] }, { required: ['filter'] }] } },
        ],
      },
    };
    expect(forbiddenSets(schema)).toEqual([
      ['filter', 'updateFormat'],
      ['verbose', 'updateFormat'],
    ]);
    expect(forbiddenSets({ not: { not: { required: ['a'] } } })).toBeUndefined();
    expect(forbiddenBooleans(schema)).toEqual(new Map([['verbose', true]]));
    expect(forbiddenBooleans({ not: { anyOf: [{ required: ['a', 'b'], properties: { a: { const: 'x' } } }] } })).toEqual(new Map());
  });

  test('leaves any other not alone', () => {
    expect(forbiddenSets({})).toBeUndefined();
    expect(forbiddenSets({ not: { type: 'null' } })).toBeUndefined();
    expect(forbiddenSets({ not: { required: ['a'] } })).toBeUndefined();
    expect(forbiddenSets({ not: { anyOf: [{ required: ['a', 'b'] }, { properties: {} }] } })).toBeUndefined();
  });
});

describe('absenceAlternatives', () => {
  test('the GetUpdatesRequest rule: updateFormat absent, or filter and verbose absent', () => {
    expect(
      absenceAlternatives([
        ['filter', 'updateFormat'],
        ['verbose', 'updateFormat'],
      ]),
    ).toEqual([['updateFormat'], ['filter', 'verbose']]);
  });

  test('one forbidden pair: either one absent', () => {
    expect(absenceAlternatives([['a', 'b']])).toEqual([['a'], ['b']]);
  });

  test('three properties never all together: any one absent', () => {
    expect(absenceAlternatives([['a', 'b', 'c']])).toEqual([['a'], ['b'], ['c']]);
  });

  test('a chain a–b, b–c: b absent, or a and c absent', () => {
    expect(
      absenceAlternatives([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ).toEqual([['b'], ['a', 'c']]);
  });
});
