import { describe, expect, it } from 'vitest';
import { lintFragment } from './lint-fragment.ts';

const RULE = 'canton/operation-id-and-tag';

function document(operation: Record<string, unknown>) {
  return {
    tags: [{ name: 'updates', description: 'Ledger updates.' }],
    paths: { '/v2/updates': { post: { responses: { '200': { description: 'ok' } }, ...operation } } },
  };
}

describe('canton/operation-id-and-tag', () => {
  it('accepts an operation with an operationId and a declared tag', async () => {
    expect(await lintFragment(document({ operationId: 'postV2Updates', tags: ['updates'] }), [RULE])).toEqual([]);
  });

  it('rejects an operation without operationId, pointing at the operation', async () => {
    expect(await lintFragment(document({ tags: ['updates'] }), [RULE])).toEqual([
      {
        ruleId: RULE,
        message: 'Operation POST /v2/updates needs an `operationId`: generated clients and types are named after it.',
        file: 'openapi.yaml',
        pointer: '#/paths/~1v2~1updates/post',
        onKey: true,
      },
    ]);
  });

  it('rejects an operation with an empty tag list', async () => {
    expect(await lintFragment(document({ operationId: 'postV2Updates', tags: [] }), [RULE])).toEqual([
      {
        ruleId: RULE,
        message: 'Operation POST /v2/updates needs at least one tag from the top-level `tags`.',
        file: 'openapi.yaml',
        pointer: '#/paths/~1v2~1updates/post/tags',
        onKey: false,
      },
    ]);
  });

  it('rejects a tag that the top-level tags do not declare', async () => {
    expect(await lintFragment(document({ operationId: 'postV2Updates', tags: ['updates', 'update'] }), [RULE])).toEqual([
      {
        ruleId: RULE,
        message: 'Operation POST /v2/updates has tag "update", which the top-level `tags` does not declare (declared: `updates`).',
        file: 'openapi.yaml',
        pointer: '#/paths/~1v2~1updates/post/tags/1',
        onKey: false,
      },
    ]);
  });
});
