// `x-bft` as the contract model reads it: the rule of an operation, the problems lint reports, what a body
// counts as under a rule, and the rules of the repository's Scan spec.
import { describe, expect, test } from 'vitest';
import {
  bftComparable,
  bftProblems,
  type JsonObject,
  listOperations,
  operationBftProblems,
  type SpecDocument,
  withoutPointers,
} from '@canton-openapi/contract';

const ok = { '200': { description: 'ok' } };

function spec(operations: Record<string, JsonObject>, info: JsonObject = {}): SpecDocument {
  const paths: JsonObject = {};
  for (const [path, operation] of Object.entries(operations)) paths[path] = { get: { responses: ok, ...operation } };
  return { api: 'scan', root: { openapi: '3.1.0', info: { title: 't', version: '0.9.0', ...info }, paths } };
}

describe('x-bft', () => {
  test('each operation carries its rule; a malformed one is no rule (lint reports it)', () => {
    const doc = spec({
      '/a': { operationId: 'a', 'x-bft': { agree: 'exact', moving: true, ignore: ['/x/y'] } },
      '/b': { operationId: 'b', 'x-bft': { agree: 'abstain-unless', abstain: { at: '/status', unless: 'Ok', otherwise: { status: 'Undetermined' } } } },
      '/c': { operationId: 'c', 'x-bft': { agree: 'order-statistic', at: '/record_time' } },
      '/d': { operationId: 'd', 'x-bft': { agree: 'exactly' } },
      '/e': { operationId: 'e' },
    });
    expect(Object.fromEntries(listOperations(doc).map((op) => [op.id, op.bft]))).toEqual({
      a: { agree: 'exact', moving: true, ignore: ['/x/y'] },
      b: { agree: 'abstain-unless', abstain: { at: '/status', unless: 'Ok', otherwise: { status: 'Undetermined' } } },
      c: { agree: 'order-statistic', at: '/record_time' },
      d: undefined,
      e: undefined,
    });
  });

  test('reports unknown keys and keys the rule does not read, naming them', () => {
    expect(bftProblems({ agree: 'exact', moveing: true })).toEqual(['`x-bft` has no key `moveing` (its keys: `agree`, `moving`, `ignore`, `abstain`, `at`).']);
    expect(bftProblems({ agree: 'single', moving: true, ignore: ['/a'], at: '/b' })).toEqual([
      '`x-bft.moving` means nothing with `agree: single`; it goes with `exact`, `found-or-absent`, `abstain-unless`.',
      '`x-bft.ignore` means nothing with `agree: single`, which compares no bodies.',
      '`x-bft.at` goes only with `agree: order-statistic`.',
    ]);
    expect(bftProblems({ agree: 'exact', moving: false, ignore: ['no-slash'] })).toEqual([
      '`x-bft.moving` is `true` when written; leave it out otherwise.',
      '`x-bft.ignore` must be a non-empty list of JSON pointers, like `[/verdict/finalization_time]`.',
    ]);
    expect(bftProblems('exact')).toEqual(['`x-bft` must be an object with `agree`; found "exact".']);
  });

  test('abstain-unless needs abstain, order-statistic needs at, prefix needs x-pagination', () => {
    expect(bftProblems({ agree: 'abstain-unless' })).toEqual([
      '`agree: abstain-unless` needs `abstain: {at: <JSON pointer>, unless: <value>}`: which value of the 200 body counts as a vote.',
    ]);
    expect(bftProblems({ agree: 'abstain-unless', abstain: { at: '/s', unless: 'Ok', else: 1 } })).toEqual([
      '`x-bft.abstain` has no key `else` (its keys: `at`, `unless`, `otherwise`).',
    ]);
    expect(bftProblems({ agree: 'order-statistic' })).toEqual([
      '`agree: order-statistic` needs `at: <JSON pointer>`: the value of the 200 body that is ranked.',
    ]);
    expect(bftProblems({ agree: 'prefix' }, { operationId: 'h' })).toEqual([
      '`agree: prefix` agrees on pages of items: the operation needs `x-pagination` naming them.',
    ]);
    expect(bftProblems({ agree: 'prefix' }, { 'x-pagination': { items: 'items' } })).toEqual([]);
  });

  test('is required on every operation only where the document says info.x-bft: required', () => {
    const root = { info: { 'x-bft': 'required' } };
    expect(operationBftProblems({}, root)).toHaveLength(1);
    expect(operationBftProblems({}, { info: {} })).toEqual([]);
    expect(operationBftProblems({ 'x-bft': { agree: 'per-scan' } }, root)).toEqual([]);
  });

  test('a body compares without the ignored pointers, and abstains unless the value at abstain.at matches', () => {
    const body = { a: 1, verdict: { finalization_time: 't1', result: 'ok' }, list: [1, 2] };
    expect(withoutPointers(body, ['/verdict/finalization_time', '/list/1', '/absent/x'])).toEqual({ a: 1, verdict: { result: 'ok' }, list: [1, null] });
    expect(body.verdict.finalization_time).toBe('t1');
    const rule = { agree: 'abstain-unless', abstain: { at: '/status', unless: 'Ok' } } as const;
    expect(bftComparable(rule, { status: 'Ok', n: 1 })).toEqual({ compared: { status: 'Ok', n: 1 } });
    expect(bftComparable(rule, { status: 'Undetermined' })).toEqual({ abstains: '/status is "Undetermined", not "Ok": this Scan cannot tell (yet)' });
    expect(bftComparable(rule, null)).toEqual({ abstains: '/status is missing, not "Ok": this Scan cannot tell (yet)' });
  });
});
