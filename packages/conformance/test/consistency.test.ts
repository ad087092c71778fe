// The comparison of the --discover consistency section, answer by answer: which SVs disagree.
import { describe, expect, it } from 'vitest';
import { type Answer, compare } from '../src/checks/consistency.ts';
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
