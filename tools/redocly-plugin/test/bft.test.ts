import { describe, expect, it } from 'vitest';
import { HEADER, lintFragment } from './lint-fragment.ts';

const RULE = 'canton/bft';

function document(operations: Record<string, Record<string, unknown>>, info: Record<string, unknown> = {}) {
  const paths: Record<string, unknown> = {};
  for (const [path, operation] of Object.entries(operations))
    paths[path] = { get: { operationId: path.slice(1), responses: { '200': { description: 'ok' } }, ...operation } };
  return { info: { ...HEADER.info, ...info }, paths };
}

const lint = async (doc: object) => (await lintFragment(doc, [RULE])).map((f) => [f.pointer, f.onKey, f.message]);

describe('canton/bft', () => {
  it('accepts every rule in its shape, and operations without one where the document does not require it', async () => {
    const doc = document({
      '/listDsoScans': { 'x-bft': { agree: 'exact' } },
      '/getDsoInfo': { 'x-bft': { agree: 'exact', moving: true } },
      '/totals': { 'x-bft': { agree: 'abstain-unless', abstain: { at: '/status', unless: 'Ok', otherwise: { status: 'Undetermined' } } } },
      '/latest': { 'x-bft': { agree: 'order-statistic', at: '/record_time' } },
      '/history': { 'x-bft': { agree: 'prefix', ignore: ['/verdict/finalization_time'] }, 'x-pagination': { in: 'body', items: 'items' } },
      '/status': {},
    });
    expect(await lint(doc)).toEqual([]);
  });

  it('rejects a misspelt key and a rule that is no rule, at the x-bft', async () => {
    expect(await lint(document({ '/a': { 'x-bft': { agree: 'exact', movin: true } }, '/b': { 'x-bft': { agree: 'majority' } } }))).toEqual([
      ['#/paths/~1a/get/x-bft', false, 'Operation GET /a: `x-bft` has no key `movin` (its keys: `agree`, `moving`, `ignore`, `abstain`, `at`).'],
      [
        '#/paths/~1b/get/x-bft',
        false,
        'Operation GET /b: `x-bft.agree` must be one of `exact`, `found-or-absent`, `prefix`, `abstain-unless`, `single`, `order-statistic`, `per-scan`; found "majority".',
      ],
    ]);
  });

  it('requires x-bft on every operation where info says x-bft: required, and checks that value', async () => {
    expect(await lint(document({ '/a': { 'x-bft': { agree: 'exact' } }, '/b': {} }, { 'x-bft': 'required' }))).toEqual([
      [
        '#/paths/~1b/get',
        true,
        'Operation GET /b: needs `x-bft` (its document says `info.x-bft: required`): how a BFT client agrees on it, with `agree: exact | found-or-absent | prefix | abstain-unless | single | order-statistic | per-scan` (specs/README.md, "How a BFT read agrees").',
      ],
    ]);
    expect(await lint(document({ '/a': { 'x-bft': { agree: 'exact' } } }, { 'x-bft': true }))).toEqual([
      ['#/info/x-bft', false, '`info.x-bft` can only be `required` (every operation then declares its rule); found true.'],
    ]);
  });
});
