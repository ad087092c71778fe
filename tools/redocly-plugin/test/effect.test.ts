import { describe, expect, it } from 'vitest';
import { lintFragment } from './lint-fragment.ts';

const RULE = 'canton/effect';
const evidence = 'Authorizer.scala: requireClaims — refuses the call before the service reads the command';

function document(operations: Record<string, Record<string, unknown>>, security: unknown = [{ bearer: [] }]) {
  const paths: Record<string, unknown> = {};
  for (const [path, operation] of Object.entries(operations)) {
    paths[path] = { post: { operationId: path.slice(1), responses: { '200': { description: 'ok' } }, ...operation } };
  }
  return { security, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } }, paths };
}

const lint = async (doc: object) => (await lintFragment(doc, [RULE])).map((f) => [f.pointer, f.onKey, f.message]);

describe('canton/effect', () => {
  it('accepts reads, writes, and a write that records its server refuses a request without credentials first', async () => {
    const doc = document({
      '/read': { 'x-effect': 'read' },
      '/write': { 'x-effect': 'write' },
      '/submit': { 'x-effect': 'write', 'x-auth-before-effect': { evidence } },
    });
    expect(await lint(doc)).toEqual([]);
  });

  it('rejects an operation without x-effect (never read as a read) and one with another value', async () => {
    expect(await lint(document({ '/forgot': {}, '/query': { 'x-effect': 'query' } }))).toEqual([
      [
        '#/paths/~1forgot/post',
        true,
        "Operation POST /forgot needs `x-effect: read` or `x-effect: write`: whether a request can change the server's state decides whether conformance may send it to a real node.",
      ],
      ['#/paths/~1query/post/x-effect', false, 'Operation POST /query `x-effect` must be `read` or `write`; found "query".'],
    ]);
  });

  it('rejects x-auth-before-effect that is malformed, on a read, or on an operation that needs no credentials', async () => {
    const doc = document({
      '/short': { 'x-effect': 'write', 'x-auth-before-effect': { evidence: 'yes', enforced: true } },
      '/read': { 'x-effect': 'read', 'x-auth-before-effect': { evidence } },
      '/public': { 'x-effect': 'write', security: [{}, { bearer: [] }], 'x-auth-before-effect': { evidence } },
    });
    expect(await lint(doc)).toEqual([
      ['#/paths/~1short/post/x-auth-before-effect', false, 'Operation POST /short: `x-auth-before-effect` has unknown field `enforced`.'],
      [
        '#/paths/~1short/post/x-auth-before-effect',
        false,
        "Operation POST /short: `x-auth-before-effect.evidence` must say where the servers' code refuses a request without credentials before any effect (file: symbol, and what it does).",
      ],
      [
        '#/paths/~1read/post/x-auth-before-effect',
        true,
        "Operation POST /read: `x-auth-before-effect` belongs to an `x-effect: write` operation: conformance sends a read's requests anyway.",
      ],
      [
        '#/paths/~1public/post/x-auth-before-effect',
        true,
        'Operation POST /public: `x-auth-before-effect` needs an operation that requires credentials (`security` without `{}`): a request without them is not refused otherwise.',
      ],
    ]);
  });

  it('accepts x-submission on a write, and rejects it malformed or on a read', async () => {
    const submission = { commandId: '/commands/commandId', deduplicationPeriod: '/commands/deduplicationPeriod', evidence: 'CommandsValidator.scala: dedup' };
    expect(await lint(document({ '/submit': { 'x-effect': 'write', 'x-submission': submission } }))).toEqual([]);
    expect(
      await lint(
        document({
          '/list': { 'x-effect': 'read', 'x-submission': submission },
          '/bad': { 'x-effect': 'write', 'x-submission': { commandId: 'commandId', when: 1 } },
        }),
      ),
    ).toEqual([
      ['#/paths/~1list/post/x-submission', true, 'Operation POST /list: `x-submission` belongs to an `x-effect: write` operation: only a write can run twice.'],
      ['#/paths/~1bad/post/x-submission', false, 'Operation POST /bad: `x-submission` has unknown field `when`.'],
      [
        '#/paths/~1bad/post/x-submission',
        false,
        'Operation POST /bad: `x-submission.commandId` must be a JSON pointer into the request body, such as `/commands/commandId`.',
      ],
      [
        '#/paths/~1bad/post/x-submission',
        false,
        "Operation POST /bad: `x-submission.evidence` must say where the servers' code shows how submissions are deduplicated.",
      ],
    ]);
  });

  it('reads the document-level security when the operation has none', async () => {
    const doc = document({ '/submit': { 'x-effect': 'write', 'x-auth-before-effect': { evidence } } }, []);
    expect((await lint(doc)).map(([pointer]) => pointer)).toEqual(['#/paths/~1submit/post/x-auth-before-effect']);
  });

  it('requires x-effect on every AsyncAPI channel operation', async () => {
    const asyncapi = {
      openapi: undefined,
      asyncapi: '2.6.0',
      channels: {
        '/v2/updates': { publish: { 'x-effect': 'read', message: {} }, subscribe: { message: {} } },
        '/v2/commands': { publish: { 'x-effect': 'send', message: {} } },
      },
    };
    expect(await lint(asyncapi)).toEqual([
      [
        '#/channels/~1v2~1updates/subscribe',
        true,
        "Channel /v2/updates subscribe needs `x-effect: read` or `x-effect: write`: whether a request can change the server's state decides whether conformance may send it to a real node.",
      ],
      ['#/channels/~1v2~1commands/publish/x-effect', false, 'Channel /v2/commands publish `x-effect` must be `read` or `write`; found "send".'],
    ]);
  });
});

describe('canton/effect: x-submission of a write named by a tracking id', () => {
  it('accepts a tracking id with the read that answers its outcome, and rejects a status read without one or not named as an operationId', async () => {
    const tracked = { trackingId: '/tracking_id', statusOperation: 'getOfferStatus', evidence: 'Handler.scala: one offer per tracking id' };
    expect(await lint(document({ '/offer': { 'x-effect': 'write', 'x-submission': tracked } }))).toEqual([]);
    expect(
      await lint(
        document({
          '/untracked': { 'x-effect': 'write', 'x-submission': { statusOperation: 'getOfferStatus', evidence: 'Handler.scala: x' } },
          '/spaced': { 'x-effect': 'write', 'x-submission': { ...tracked, statusOperation: 'get offer status' } },
        }),
      ),
    ).toEqual([
      [
        '#/paths/~1untracked/post/x-submission',
        false,
        'Operation POST /untracked: `x-submission.statusOperation` reads an outcome by the tracking id: name `trackingId` too.',
      ],
      [
        '#/paths/~1spaced/post/x-submission',
        false,
        'Operation POST /spaced: `x-submission.statusOperation` must be the operationId of the read that answers the outcome by the tracking id.',
      ],
    ]);
  });
});
