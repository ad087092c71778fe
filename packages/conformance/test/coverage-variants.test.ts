// Coverage counts each branch of a status variant, whether the spec pins the status by `const` or by a
// one-value `enum` (the contract model finds both; test/spec-model.test.ts in packages/contract).
import { findUnions, type JsonObject, listOperations, type SpecDocument } from '@canton-openapi/contract';
import { expect, test } from 'vitest';
import { CoverageTracker } from '../src/run/coverage.ts';

test('coverage lists a variant pinned by a one-value enum beside one pinned by const', () => {
  const schemas: JsonObject = {
    Status: { oneOf: [{ $ref: '#/components/schemas/Done' }, { $ref: '#/components/schemas/Failed' }] },
    Done: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['done'] } } },
    Failed: { type: 'object', required: ['status', 'reason'], properties: { status: { const: 'failed' }, reason: { type: 'string' } } },
  };
  const paths = {
    '/v0/status': {
      get: {
        operationId: 'getStatus',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Status' } } } } },
      },
    },
  };
  const doc: SpecDocument = { api: 'scan', root: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas } } };
  const tracker = new CoverageTracker();
  tracker.addOperation(doc, findUnions(doc), listOperations(doc)[0]!);
  expect(tracker.rows[0]?.items.filter((i) => i.dimension === 'variant').map((i) => i.item)).toEqual(['Status.done', 'Status.failed']);
});
