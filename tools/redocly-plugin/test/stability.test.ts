import { describe, expect, it } from 'vitest';
import { HEADER, lintFragment } from './lint-fragment.ts';

const RULE = 'canton/stability';

function document(operations: Record<string, Record<string, unknown>>, info: Record<string, unknown> = {}) {
  const paths: Record<string, unknown> = {};
  for (const [path, operation] of Object.entries(operations))
    paths[path] = { get: { operationId: path.slice(1), tags: ['scan'], responses: { '200': { description: 'ok' } }, ...operation } };
  return { info: { ...HEADER.info, ...info }, tags: [{ name: 'scan' }, { name: 'internal' }, { name: 'external' }], paths };
}

const lint = async (doc: object) => (await lintFragment(doc, [RULE])).map((f) => [f.pointer, f.onKey, f.message]);

describe('canton/stability', () => {
  it('accepts each of upstream classes on an operation, and class tags that agree with it', async () => {
    const doc = document({
      '/listDsoScans': { 'x-stability': 'external', tags: ['external', 'scan'] },
      '/listVoteRequestResults': { 'x-stability': 'internal', tags: ['internal', 'scan'] },
      '/getBulkObjectChecksums': { 'x-stability': 'pre-alpha' },
    });
    expect(await lint(doc)).toEqual([]);
  });

  it('rejects an operation without x-stability, naming it, and one with a value that is not a class', async () => {
    expect(await lint(document({ '/lookupThing': {}, '/getOld': { 'x-stability': 'deprecated' } }))).toEqual([
      [
        '#/paths/~1lookupThing/get',
        true,
        "Operation GET /lookupThing needs `x-stability: external`, `internal` or `pre-alpha` (upstream's classification), or its document an `info.x-stability`: users must see whether upstream keeps it backwards compatible.",
      ],
      [
        '#/paths/~1getOld/get/x-stability',
        false,
        'Operation GET /getOld `x-stability` must be one of `external`, `internal`, `pre-alpha`; found "deprecated".',
      ],
    ]);
  });

  it("takes the document's info.x-stability for operations without their own, and checks its value", async () => {
    expect(await lint(document({ '/getV2Version': {} }, { 'x-stability': 'external' }))).toEqual([]);
    expect(await lint(document({ '/getV2Version': { 'x-stability': 'external' } }, { 'x-stability': 'stable' }))).toEqual([
      ['#/info/x-stability', false, '`info.x-stability`: `x-stability` must be one of `external`, `internal`, `pre-alpha`; found "stable".'],
    ]);
  });

  it('rejects a class tag that contradicts x-stability (or the document default)', async () => {
    expect(
      await lint(
        document(
          {
            '/lookupFeaturedAppRight': { 'x-stability': 'external', tags: ['internal', 'scan'] },
            '/getDsoInfo': { tags: ['scan', 'internal'] },
          },
          { 'x-stability': 'external' },
        ),
      ),
    ).toEqual([
      [
        '#/paths/~1lookupFeaturedAppRight/get/tags/0',
        false,
        "Operation GET /lookupFeaturedAppRight is tagged `internal` but its `x-stability` is `external`: a tag naming one of upstream's classes (`external`, `internal`, `pre-alpha`) must agree with `x-stability`.",
      ],
      [
        '#/paths/~1getDsoInfo/get/tags/1',
        false,
        "Operation GET /getDsoInfo is tagged `internal` but its `x-stability` is `external`: a tag naming one of upstream's classes (`external`, `internal`, `pre-alpha`) must agree with `x-stability`.",
      ],
    ]);
  });
});
