// canton/pagination for a cursor from the last item, on tiny specs: a declaration whose request pointers
// and item pointers match the schemas passes (a union item holding the cursor in different places
// included), a required target only when the caller's first request carries the cursor (`start: caller`); a missing or required target, a source no branch has, a branch with none of the sources,
// and a source of another type are each reported at the target's entry of `fromLastItem`.
import { describe, expect, it } from 'vitest';
import { lintFragment } from './lint-fragment.ts';

const RULE = 'canton/pagination';
const int64 = { type: 'integer', format: 'int64' };
const declared = {
  in: 'body',
  items: 'transactions',
  iterator: 'iterateUpdates',
  fromLastItem: { '/after/after_migration_id': ['/migration_id', '/event/migration_id'], '/after/after_record_time': ['/record_time'] },
  ends: 'empty-page',
};
const transaction = { type: 'object', required: ['migration_id', 'record_time'], properties: { migration_id: int64, record_time: { type: 'string' } } };
const reassignment = {
  type: 'object',
  required: ['record_time', 'event'],
  properties: { record_time: { type: 'string' }, event: { type: 'object', properties: { migration_id: int64 } } },
};
const request = {
  type: 'object',
  required: ['page_size'],
  properties: {
    page_size: { type: 'integer', format: 'int32' },
    after: { $ref: '#/components/schemas/After' },
  },
};
const after = {
  type: 'object',
  required: ['after_migration_id', 'after_record_time'],
  properties: { after_migration_id: int64, after_record_time: { type: 'string' } },
};

function document(pagination: unknown, schemas: Record<string, unknown> = {}) {
  const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
  const page = { type: 'object', required: ['transactions'], properties: { transactions: { type: 'array', items: { $ref: '#/components/schemas/Update' } } } };
  return {
    components: {
      schemas: {
        Update: { oneOf: [{ $ref: '#/components/schemas/Transaction' }, reassignment] },
        Transaction: transaction,
        Request: request,
        After: after,
        ...schemas,
      },
    },
    paths: {
      '/v2/updates': {
        post: {
          operationId: 'listUpdates',
          'x-pagination': pagination,
          requestBody: { required: true, ...json({ $ref: '#/components/schemas/Request' }) },
          responses: { '200': { description: 'A page.', ...json(page) } },
        },
      },
    },
  };
}

const finding = (message: string, target: string) => ({
  ruleId: RULE,
  message: `Operation POST /v2/updates: ${message}`,
  file: 'openapi.yaml',
  pointer: `#/paths/~1v2~1updates/post/x-pagination/fromLastItem/${target.replaceAll('~', '~0').replaceAll('/', '~1')}`,
  onKey: false,
});

describe('canton/pagination, a cursor from the last item', () => {
  it('accepts targets the request body has (through $ref) and sources each branch of the item has somewhere', async () => {
    expect(await lintFragment(document(declared), [RULE])).toEqual([]);
  });

  it('accepts an events-like item whose members are all optional and nullable, the cursor read from one or the other', async () => {
    const events = {
      ...declared,
      fromLastItem: {
        '/after/after_migration_id': ['/update/migration_id', '/update/event/migration_id', '/verdict/migration_id'],
        '/after/after_record_time': ['/update/record_time', '/verdict/record_time'],
      },
    };
    const verdict = { type: ['object', 'null'], properties: { migration_id: int64, record_time: { type: 'string' } } };
    const Update = { type: 'object', properties: { update: { oneOf: [{ $ref: '#/components/schemas/Transaction' }, reassignment] }, verdict } };
    expect(await lintFragment(document(events, { Update }), [RULE])).toEqual([]);
  });

  it('rejects a shape that mixes a token in, naming the field', async () => {
    const [problem] = await lintFragment(document({ ...declared, next: 'next_page_token' }), [RULE]);
    expect(problem?.message).toBe(
      'Operation POST /v2/updates: `x-pagination` takes `fromLastItem` or `next`, not both: a cursor from the last item has no token.',
    );
  });

  it('rejects a target the request body lacks, and a required top-level member (the first page has no cursor)', async () => {
    const missing = { ...declared, fromLastItem: { ...declared.fromLastItem, '/after/after_offset': ['/record_time'] } };
    expect(await lintFragment(document(missing), [RULE])).toEqual([
      finding('the JSON request body has no field at `/after/after_offset` to carry the cursor.', '/after/after_offset'),
    ]);
    const requiring = { Request: { ...request, required: ['page_size', 'after'] } };
    expect(await lintFragment(document(declared, requiring), [RULE])).toEqual([
      finding('request property `after` is required, but the first page has no cursor (unless `start: caller`).', '/after/after_migration_id'),
      finding('request property `after` is required, but the first page has no cursor (unless `start: caller`).', '/after/after_record_time'),
    ]);
  });

  it('accepts a required cursor member when the first request carries the cursor (`start: caller`), and rejects `start: caller` on an optional one', async () => {
    const requiring = { Request: { ...request, required: ['page_size', 'after'] } };
    expect(await lintFragment(document({ ...declared, start: 'caller' }, requiring), [RULE])).toEqual([]);
    expect(await lintFragment(document({ ...declared, start: 'caller' }), [RULE])).toEqual([
      finding('`start: caller` says the first request carries the cursor, but request property `after` is optional.', '/after/after_migration_id'),
      finding('`start: caller` says the first request carries the cursor, but request property `after` is optional.', '/after/after_record_time'),
    ]);
  });

  it('rejects a `start` other than `caller`', async () => {
    const [problem] = await lintFragment(document({ ...declared, start: 'beginning' }), [RULE]);
    expect(problem?.message).toBe(
      "Operation POST /v2/updates: `x-pagination.start` must be `caller` (the caller's first request carries the cursor), or left out.",
    );
  });

  it('rejects a source no branch has, and a branch that has none of the sources (a reassignment read at the top level)', async () => {
    const topOnly = { ...declared, fromLastItem: { ...declared.fromLastItem, '/after/after_migration_id': ['/migration_id', '/migrationId'] } };
    expect(await lintFragment(document(topOnly), [RULE])).toEqual([
      finding('the item schema has no field at `/migrationId` in any branch, to set `/after/after_migration_id` from.', '/after/after_migration_id'),
      finding(
        'branch 2 of the item schema has none of `/migration_id`, `/migrationId`: no cursor for `/after/after_migration_id` after such an item.',
        '/after/after_migration_id',
      ),
    ]);
  });

  it("rejects a source whose type or format is not the target's (an int64 copied into a string)", async () => {
    const swapped = { ...declared, fromLastItem: { '/after/after_migration_id': ['/record_time'], '/after/after_record_time': ['/record_time'] } };
    expect(await lintFragment(document(swapped), [RULE])).toEqual([
      finding('`/record_time` of the item is string, but `/after/after_migration_id` of the request is integer/int64.', '/after/after_migration_id'),
    ]);
  });
});
