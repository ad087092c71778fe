// Against Prism a shared response (`#/components/responses/<Name>`) is asked in full on one operation only, so
// what its answers show counts for every operation that declares it. A tiny spec: two operations share the
// `Refused` response, whose body is one of two variants; answers are read as a run reads them.
import { type JsonObject, listOperations, type SpecDocument } from '@canton-openapi/contract';
import { describe, expect, test } from 'vitest';
import { CoverageTracker } from '../src/run/coverage.ts';
import { readAnswer } from '../src/validate/answer.ts';
import { createValidator } from '../src/validate/validator.ts';

const schemas: JsonObject = {
  Problem: { oneOf: [{ $ref: '#/components/schemas/Throttled' }, { $ref: '#/components/schemas/Banned' }] },
  Throttled: { type: 'object', required: ['status'], properties: { status: { const: 'throttled' } } },
  Banned: { type: 'object', required: ['status'], properties: { status: { const: 'banned' } } },
};
const refused = { description: 'refused', content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } };
const ok = { description: 'ok', content: { 'text/plain': { schema: { type: 'string' } } } };
const paths = {
  '/v0/a': { get: { operationId: 'getA', responses: { '200': ok, '403': { $ref: '#/components/responses/Refused' } } } },
  '/v0/b': { get: { operationId: 'getB', responses: { '200': ok, '403': { $ref: '#/components/responses/Refused' } } } },
};
const doc: SpecDocument = {
  api: 'scan',
  root: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas, responses: { Refused: refused } } },
};
const validator = createValidator(doc);
const [getA, getB] = listOperations(doc);

/** A tracker over both operations, each answered 200 and 403 `throttled`; `getA` also answered 403 with each of `also`. */
function trackerAfter(shareComponents: boolean, also: string[]): CoverageTracker {
  const tracker = new CoverageTracker({ shareComponents });
  for (const op of [getA!, getB!]) tracker.addOperation(doc, validator.unions, op);
  const answer = (op: typeof getA, status: number, body: string, contentType: string) =>
    tracker.record(readAnswer(doc, validator, op!, { status, headers: { 'content-type': contentType }, body, durationMs: 1 }), true);
  for (const op of [getA, getB]) {
    answer(op, 200, 'fine', 'text/plain');
    answer(op, 403, '{"status":"throttled"}', 'application/json');
  }
  for (const variant of also) answer(getA, 403, JSON.stringify({ status: variant }), 'application/json');
  return tracker;
}

describe('coverage of a shared response', () => {
  test('a variant seen once on one operation counts for both operations that declare the response', () => {
    const tracker = trackerAfter(true, ['banned']);
    expect(tracker.check(true)).toEqual({ check: 'coverage', outcome: 'pass', message: '12/12 (100%)' });
    const variants = tracker.rows.map((r) => [r.operationId, r.items.filter((i) => i.dimension === 'variant').map((i) => [i.item, i.byDynamic])]);
    expect(variants).toEqual([
      [
        'getA',
        [
          ['Problem.throttled', true],
          ['Problem.banned', true],
        ],
      ],
      [
        'getB',
        [
          ['Problem.throttled', true],
          ['Problem.banned', true],
        ],
      ],
    ]);
  });

  test('a variant no answer showed fails coverage on every operation that declares the response', () => {
    expect(trackerAfter(true, []).check(true)).toMatchObject({
      outcome: 'fail',
      message: '10/12 (83%); not seen: getA variant Problem.banned, getB variant Problem.banned',
    });
  });

  test('each operation routes the status itself: an answer of the shared response on another does not cover it', () => {
    const tracker = new CoverageTracker({ shareComponents: true });
    for (const op of [getA!, getB!]) tracker.addOperation(doc, validator.unions, op);
    tracker.record(
      readAnswer(doc, validator, getA!, { status: 403, headers: { 'content-type': 'application/json' }, body: '{"status":"banned"}', durationMs: 1 }),
      false,
    );
    expect(tracker.rows[1]?.items.filter((i) => i.byExample).map((i) => `${i.dimension} ${i.item}`)).toEqual([
      'media 403 application/json',
      'variant Problem.banned',
    ]);
    expect(tracker.check(true).message).toContain('getB status 403');
  });

  test('against a server (no sharing) each operation counts only its own answers', () => {
    expect(trackerAfter(false, ['banned']).check(true).message).toBe('11/12 (91%); not seen: getB variant Problem.banned');
  });
});
