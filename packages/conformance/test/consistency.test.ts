// The comparison of the --discover consistency section, answer by answer: which SVs disagree.
import { describe, expect, it } from 'vitest';
import { type JsonObject, listOperations, type SpecDocument } from '@canton-openapi/contract';
import { type Answer, compare, consistencyReads } from '../src/checks/consistency.ts';
import { canonicalJsonText as canonicalText } from '@canton-openapi/types/scan';

const read = { operationId: 'listDsoScans', method: 'GET' as const, path: '/v0/scans' };
const votes = (...answers: [string, string][]): Answer[] => answers.map(([sv, vote]) => (vote === '-' ? { sv, noVote: 'HTTP 503' } : { sv, vote }));

describe('compare', () => {
  it.each([
    // [answers, needed, summary outcome, disagreeing]
    [votes(['a', 'X'], ['b', 'X'], ['c', 'Y'], ['d', 'X']), 2, 'fail', ['c']],
    [votes(['a', 'X'], ['b', 'X'], ['c', 'X'], ['d', '-']), 2, 'pass', []],
    // two answers each given by f + 1 = 2 SVs: neither is agreed, all are named
    [votes(['a', 'X'], ['b', 'X'], ['c', 'Y'], ['d', 'Y']), 2, 'fail', ['a', 'b', 'c', 'd']],
    // enough answers, all different
    [votes(['a', 'X'], ['b', 'Y'], ['c', 'Z'], ['d', '-']), 2, 'fail', ['a', 'b', 'c']],
    // too few answers to decide: not a failure
    [votes(['a', 'X'], ['b', '-'], ['c', '-'], ['d', '-']), 2, 'skip', []],
  ] as const)('%j needing %i: %s, disagreeing %j', (answers, needed, outcome, disagreeing) => {
    const result = compare(read, [...answers], needed);
    expect(result.operation.cases[0]!.checks[0]!.outcome).toBe(outcome);
    expect(result.disagreeing).toEqual(disagreeing);
  });

  it('compares JSON with keys in any order, and numbers as the server wrote them', () => {
    expect(canonicalText('{"b":1,"a":{"y":2,"x":[3]}}')).toBe(canonicalText('{ "a": {"x": [3], "y": 2}, "b": 1 }'));
    expect(canonicalText('{"n":9007199254740993}')).not.toBe(canonicalText('{"n":9007199254740992}'));
    expect(canonicalText('{"n":1.0}')).not.toBe(canonicalText('{"n":1}'));
  });
});

describe('consistencyReads: the reads x-bft chooses', () => {
  const ok = { '200': { description: 'ok' } };
  const get = (id: string, bft: JsonObject, more: JsonObject = {}): JsonObject => ({
    get: { operationId: id, 'x-effect': 'read', 'x-bft': bft, responses: ok, ...more },
  });
  const round: JsonObject = { name: 'round', in: 'path', required: true, schema: { type: 'integer' }, example: 4711 };
  const doc: SpecDocument = {
    api: 'scan',
    root: {
      openapi: '3.1.0',
      info: { title: 't', version: '0.9.0' },
      paths: {
        '/scans': get('listScans', { agree: 'exact' }),
        '/dso': get('getDso', { agree: 'exact', moving: true }),
        '/rounds/{round}/totals': get('getTotals', { agree: 'abstain-unless', abstain: { at: '/status', unless: 'Ok' } }, { parameters: [round] }),
        '/by-hash/{hash}': get(
          'getByHash',
          { agree: 'found-or-absent' },
          { parameters: [{ name: 'hash', in: 'path', required: true, schema: { type: 'string' } }] },
        ),
        '/backfilling': get('getBackfilling', { agree: 'per-scan' }),
        '/latest': get('getLatest', { agree: 'order-statistic', at: '/t' }),
        '/results': {
          post: {
            operationId: 'listResults',
            'x-effect': 'read',
            'x-bft': { agree: 'exact' },
            requestBody: { content: { 'application/json': { schema: { type: 'object' }, examples: { first: { value: { limit: 10 } } } } } },
            responses: ok,
          },
        },
      },
    },
  };

  it('takes the body-comparing rules that do not move, with example (or --param) values and example bodies', () => {
    const reads = (params: Record<string, string>) =>
      consistencyReads(listOperations(doc), new Map(Object.entries(params))).map((r) => [r.operationId, r.path, r.body]);
    expect(reads({})).toEqual([
      ['listScans', '/scans', undefined],
      ['getTotals', '/rounds/4711/totals', undefined],
      ['listResults', '/results', '{"limit":10}'],
    ]);
    // A path parameter without an example is read once --param gives it.
    expect(reads({ round: '77', hash: 'a/b' })).toEqual([
      ['listScans', '/scans', undefined],
      ['getTotals', '/rounds/77/totals', undefined],
      ['getByHash', '/by-hash/a%2Fb', undefined],
      ['listResults', '/results', '{"limit":10}'],
    ]);
  });
});
