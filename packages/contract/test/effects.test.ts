// `x-effect` and `x-auth-before-effect` as the contract model reads them: on operations (with their tags)
// and on AsyncAPI channels, a missing or unknown marker counting as a write; and on the repository's specs.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import {
  authBeforeEffectShapeProblems,
  effectProblems,
  type JsonObject,
  listApis,
  listChannelEntries,
  listChannels,
  listOperations,
  readSpec,
  type SpecDocument,
} from '@canton-openapi/contract';

const ok = { '200': { description: 'ok' } };
const evidence = 'Authorizer.scala: requireClaims — refuses the call before the service sees it';

function spec(operations: Record<string, JsonObject>): SpecDocument {
  const paths: JsonObject = {};
  for (const [path, operation] of Object.entries(operations)) paths[path] = { post: { responses: ok, ...operation } };
  return { api: 'ledger', root: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths } };
}

describe('x-effect on operations', () => {
  test('each operation carries its declared effect, its tags and the auth-before-effect evidence of a write', () => {
    const ops = listOperations(
      spec({
        '/v2/read': { operationId: 'readIt', tags: ['state'], 'x-effect': 'read' },
        '/v2/write': { operationId: 'writeIt', tags: ['commands', 'state'], 'x-effect': 'write', 'x-auth-before-effect': { evidence } },
      }),
    );
    expect(ops.map((op) => [op.id, op.effect, op.tags, op.authBeforeEffect])).toEqual([
      ['readIt', 'read', ['state'], undefined],
      ['writeIt', 'write', ['commands', 'state'], { evidence }],
    ]);
  });

  test('an operation without x-effect, or with an unknown one, counts as a write: nothing is assumed harmless', () => {
    const ops = listOperations(spec({ '/a': { operationId: 'a' }, '/b': { operationId: 'b', 'x-effect': 'query' } }));
    expect(ops.map((op) => op.effect)).toEqual(['write', 'write']);
    expect(effectProblems({})).toEqual([
      "needs `x-effect: read` or `x-effect: write`: whether a request can change the server's state decides whether conformance may send it to a real node.",
    ]);
    expect(effectProblems({ 'x-effect': 'query' })).toEqual(['`x-effect` must be `read` or `write`; found "query".']);
    expect(effectProblems({ 'x-effect': 'read' })).toEqual([]);
  });

  test('a malformed x-auth-before-effect is not read as evidence, and says why', () => {
    const [op] = listOperations(spec({ '/w': { operationId: 'w', 'x-effect': 'write', 'x-auth-before-effect': { evidence: 'yes' } } }));
    expect(op?.authBeforeEffect).toBeUndefined();
    expect(authBeforeEffectShapeProblems({ evidence: 'yes', enforced: true })).toEqual([
      '`x-auth-before-effect` has unknown field `enforced`.',
      "`x-auth-before-effect.evidence` must say where the servers' code refuses a request without credentials before any effect (file: symbol, and what it does).",
    ]);
    expect(authBeforeEffectShapeProblems('yes')).toEqual(['`x-auth-before-effect` must be an object with `evidence`.']);
  });
});

describe('x-effect on channels', () => {
  const message = { payload: { type: 'object' } };
  const channel = (publish: JsonObject, subscribe: JsonObject) => ({
    asyncapi: '2.6.0',
    channels: { '/v2/c': { publish: { message, ...publish }, subscribe: { message, ...subscribe } } },
  });

  test('a channel reads when both its operations say read, and writes when either says write or says nothing', () => {
    const effect = (root: JsonObject) => listChannelEntries(root).map((c) => c.effect);
    expect(effect(channel({ 'x-effect': 'read' }, { 'x-effect': 'read' }))).toEqual(['read']);
    expect(effect(channel({ 'x-effect': 'write' }, { 'x-effect': 'read' }))).toEqual(['write']);
    expect(effect(channel({}, { 'x-effect': 'read' }))).toEqual(['write']);
  });
});

describe('the repository specs', () => {
  test('every operation and channel of every API declares x-effect: a GET reads, a write says why it is refused unauthenticated', async () => {
    for (const api of listApis()) {
      const doc = await readSpec(api.name, api.bundle);
      for (const op of listOperations(doc)) {
        const effect = op.source['x-effect'];
        expect([api.name, op.id, effect === 'read' || effect === 'write']).toEqual([api.name, op.id, true]);
        if (op.method === 'get') expect([api.name, op.id, effect]).toEqual([api.name, op.id, 'read']);
        // The ledger's writes (party, user and identity provider management) are refused before any effect. An API
        // that takes no credentials (Scan: `security: []`) refuses nothing unauthenticated, so its writes say nothing of it.
        const public_ = Array.isArray(doc.root['security']) && doc.root['security'].length === 0;
        if (effect === 'write' && !public_)
          expect([op.id, typeof (op.source['x-auth-before-effect'] as JsonObject | undefined)?.['evidence']]).toEqual([op.id, 'string']);
        if (effect === 'write' && public_) expect([op.id, op.source['x-auth-before-effect']]).toEqual([op.id, undefined]);
      }
    }
    for (const channels of listChannels()) {
      const root = JSON.parse(await readFile(channels.bundle, 'utf8')) as JsonObject;
      const raw = root['channels'] as Record<string, Record<string, JsonObject>>;
      for (const entry of listChannelEntries(root)) {
        const sides = ['publish', 'subscribe'].map((side) => raw[entry.channel]?.[side]?.['x-effect']);
        expect([entry.channel, entry.effect, sides]).toEqual([entry.channel, 'read', ['read', 'read']]);
      }
    }
  });
});
