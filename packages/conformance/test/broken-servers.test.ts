// Servers that break the contract in one way each: the run must fail them (exit 1) and name the operation and
// the check that caught it. Each run, in process, checks the operation broken and one the server answers well
// (`only`): a server whose every answer is off would be a wrong base URL, not a broken operation.
import { describe, expect, test } from 'vitest';
import { type ApiName, apiNames } from '../src/apis.ts';
import { formatText } from '../src/report/text.ts';
import { runConformance } from './support/local-run.ts';
import { failures } from './support/report.ts';
import { contractOf } from './support/selection.ts';
import { isObject, type Json } from '@canton-openapi/contract';
import { get, remove, set } from './support/json-edit.ts';
import { type Reply, type SpecServerOptions, startSpecServer } from './support/spec-server.ts';

/** Rewrites the JSON body of 200 replies of one operation. */
function on200(operationId: string, change: (body: Json) => Json): SpecServerOptions {
  return {
    alter: (call, reply) =>
      call.operationId === operationId && reply.status === 200 ? { ...reply, body: JSON.stringify(change(JSON.parse(reply.body) as Json)) } : undefined,
  };
}

/** Replaces the body and content type of 400 replies of one operation. */
function on400(operationId: string, contentType: string, body: string): SpecServerOptions {
  return {
    alter: (call, reply) =>
      call.operationId === operationId && reply.status === 400 ? { ...reply, headers: { 'content-type': contentType }, body } : undefined,
  };
}

/** Replaces every reply of one operation. */
function always(operationId: string, reply: Reply): SpecServerOptions {
  return { alter: (call) => (call.operationId === operationId ? reply : undefined) };
}

/** The first read of each API: the operation a broken server still answers well beside the one it breaks. */
const firstReads = new Map(
  await Promise.all(apiNames.map(async (api) => [api, (await contractOf(api)).operations.filter((op) => op.effect === 'read')] as const)),
);
const checked = (api: ApiName, broken: string) => [broken, firstReads.get(api)!.find((op) => op.id !== broken)!.id];

interface Defect {
  name: string;
  api: ApiName;
  server: SpecServerOptions;
  operationId: string;
  check: string;
  message: RegExp;
  pointer?: string;
  expected?: string;
}

const defects: Defect[] = [
  {
    name: 'a one-key union with two keys',
    api: 'ledger',
    server: on200('postV2Updates', (b) => set(b, '/0/update/OffsetCheckpoint', { value: { offset: 5 } })),
    operationId: 'postV2Updates',
    check: 'union',
    message: /union `Update` has 2 keys \(`Transaction`, `OffsetCheckpoint`\)/,
    pointer: '/0/update',
  },
  {
    name: 'a missing `value` wrapper',
    api: 'ledger',
    server: on200('postV2Updates', (b) => set(b, '/0/update/Transaction', get(b, '/0/update/Transaction/value'))),
    operationId: 'postV2Updates',
    check: 'union',
    message: /missing `value` wrapper: `Transaction` of union `Update`/,
    pointer: '/0/update/Transaction',
  },
  {
    name: 'an unknown union key',
    api: 'ledger',
    server: on200('postV2UpdatesFlats', (b) => set(b, '/0/update', { Transactions: get(b, '/0/update/Transaction') })),
    operationId: 'postV2UpdatesFlats',
    check: 'union',
    message: /unknown key `Transactions` in union `Update`/,
    pointer: '/0/update/Transactions',
  },
  {
    name: 'a `value` wrapper where the branch has none',
    api: 'ledger',
    server: on200('postV2Updates', (b) => {
      const event = '/0/update/Transaction/value/events/0';
      return set(b, event, { ArchivedEvent: { value: get(b, `${event}/ArchivedEvent`) } });
    }),
    operationId: 'postV2Updates',
    check: 'union',
    message: /unexpected `value` wrapper: `ArchivedEvent` of union `Event`/,
    pointer: '/0/update/Transaction/value/events/0/ArchivedEvent/value',
  },
  {
    // A gateway in front of the participant answering rejected requests with its own JSON: the 400
    // may be JSON, but then it must be the Canton error the spec declares for that media type.
    name: 'a JSON 400 that is not a Canton error',
    api: 'ledger',
    server: on400('postV2Updates', 'application/json', JSON.stringify({ error: 'Bad Request', message: 'beginExclusive: must not be negative' })),
    operationId: 'postV2Updates',
    check: 'body-schema',
    message: /missing required field `code`/,
    pointer: '/code',
  },
  {
    // A reverse proxy rejecting the request with its stock HTML page.
    name: 'a 400 as an HTML page',
    api: 'ledger',
    server: on400('postV2UpdatesFlats', 'text/html', '<html><head><title>400 Bad Request</title></head><body><h1>400 Bad Request</h1></body></html>'),
    operationId: 'postV2UpdatesFlats',
    check: 'content-type',
    message: /Content-Type text\/html for status 400/,
    expected: 'text/plain or application/json',
  },
  {
    name: 'a variant missing its fields',
    api: 'validator',
    server: on200('getTransferOfferStatus', () => ({ status: 'completed' })),
    operationId: 'getTransferOfferStatus',
    check: 'variant',
    message: /variant `completed` \(TransferOfferCompletedResponse\) lacks required field `transaction_id`/,
    pointer: '/transaction_id',
  },
  {
    name: 'a `status` outside the closed set',
    api: 'scan',
    server: on200('getRewardAccountingActivityTotals', (b) => set(b, '/status', 'Pending')),
    operationId: 'getRewardAccountingActivityTotals',
    check: 'variant',
    message: /`status` "Pending" is outside the closed set of `GetRewardAccountingActivityTotalsResponse`/,
    pointer: '/status',
  },
  {
    name: 'a wrong content type',
    api: 'scan',
    server: { alter: (call, reply) => (call.operationId === 'listDsoScans' ? { ...reply, headers: { 'content-type': 'text/plain' } } : undefined) },
    operationId: 'listDsoScans',
    check: 'content-type',
    message: /Content-Type text\/plain for status 200/,
  },
  {
    name: 'a 200 on an invalid request',
    api: 'scan',
    server: { acceptInvalid: true },
    operationId: 'getHoldingsStateAt',
    check: 'negative',
    message: /the server accepted a request that breaks the spec \(answered 200\)/,
    pointer: '/owner_party_ids',
  },
  {
    name: 'a featured-app right for a provider that is not a party id',
    api: 'scan',
    server: { acceptInvalid: (operationId) => operationId === 'lookupFeaturedAppRight' },
    operationId: 'lookupFeaturedAppRight',
    check: 'negative',
    message: /the server accepted a request that breaks the spec \(answered 200\)/,
  },
  {
    name: 'ignored auth',
    api: 'validator',
    server: { ignoreAuth: true },
    operationId: 'getTransferOfferStatus',
    check: 'auth',
    message: /answered 200 to a request without credentials/,
  },
  {
    name: 'an HTML 404',
    api: 'scan',
    server: always('lookupFeaturedAppRightByContractId', {
      status: 404,
      headers: { 'content-type': 'text/html' },
      body: '<html><body><h1>404 Not Found</h1></body></html>',
    }),
    operationId: 'lookupFeaturedAppRightByContractId',
    check: 'content-type',
    message: /Content-Type text\/html for status 404/,
  },
  {
    name: 'a missing required field',
    api: 'scan',
    server: on200('listDsoScans', (b) => remove(b, '/scans/0/scans')),
    operationId: 'listDsoScans',
    check: 'body-schema',
    message: /missing required field `scans`/,
    pointer: '/scans/0/scans',
  },
  {
    name: 'a string where an integer belongs',
    api: 'scan',
    server: on200('getHoldingsStateAt', (b) => set(b, '/migration_id', String(get(b, '/migration_id')))),
    operationId: 'getHoldingsStateAt',
    check: 'body-schema',
    message: /wrong type, got "4"/,
    pointer: '/migration_id',
  },
  {
    name: 'a null the spec does not allow',
    api: 'scan',
    server: on200('listDsoScans', (b) => set(b, '/scans/0/domainId', null)),
    operationId: 'listDsoScans',
    check: 'body-schema',
    message: /wrong type, got null/,
    pointer: '/scans/0/domainId',
  },
  {
    name: 'a body that is not JSON',
    api: 'validator',
    server: {
      alter: (call, reply) => (call.operationId === 'lookupAnsEntryByName' && reply.status === 200 ? { ...reply, body: '{"entry": {"user": ' } : undefined),
    },
    operationId: 'lookupAnsEntryByName',
    check: 'body-schema',
    message: /the body is not JSON/,
  },
  {
    name: 'an error body of the wrong shape',
    api: 'scan',
    server: {
      alter: (call, reply) =>
        call.operationId === 'getHoldingsStateAtV1' && reply.status === 400 ? { ...reply, body: JSON.stringify({ message: 'bad page size' }) } : undefined,
    },
    operationId: 'getHoldingsStateAtV1',
    check: 'body-schema',
    message: /missing required field `error`/,
    pointer: '/error',
  },
  {
    // A v2 operation answered as its v1 twin: the opaque string token as an int64.
    name: 'an int64 page token where v2 declares a string',
    api: 'scan',
    // The last page has no token to turn into a number.
    server: on200('getHoldingsStateAtV2', (b) => (isObject(b) && b['next_page_token'] != null ? set(b, '/next_page_token', 3) : b)),
    operationId: 'getHoldingsStateAtV2',
    check: 'body-schema',
    message: /wrong type, got 3/,
    pointer: '/next_page_token',
  },
  {
    name: 'pagination that never ends',
    api: 'scan',
    server: on200('listVoteRequestResults', (b) => set(b, '/next_page_token', 1742)),
    operationId: 'listVoteRequestResults',
    check: 'pagination',
    message: /page 2 repeats the token 1742 of page 1: following it never ends/,
  },
  // A token registry (Scan's or an issuer's) that breaks the Token Standard's answers.
  {
    name: 'a transfer kind outside self, direct and offer',
    api: 'registry',
    server: on200('getTransferFactory', (b) => set(b, '/transferKind', 'gift')),
    operationId: 'getTransferFactory',
    check: 'body-schema',
    message: /gift|allowed|enum/,
    pointer: '/transferKind',
  },
  {
    name: 'a disclosed contract without its created-event blob',
    api: 'registry',
    server: on200('getTransferInstructionAcceptContext', (b) => remove(b, '/disclosedContracts/0/createdEventBlob')),
    operationId: 'getTransferInstructionAcceptContext',
    check: 'body-schema',
    message: /missing required field `createdEventBlob`/,
    pointer: '/disclosedContracts/0/createdEventBlob',
  },
  {
    name: 'registry info without its admin party',
    api: 'registry',
    server: on200('getRegistryInfo', (b) => remove(b, '/adminId')),
    operationId: 'getRegistryInfo',
    check: 'body-schema',
    message: /missing required field `adminId`/,
    pointer: '/adminId',
  },
  {
    name: 'a factory answered for a request the standard refuses',
    api: 'registry',
    server: { acceptInvalid: true },
    operationId: 'getTransferFactory',
    check: 'negative',
    message: /the server accepted a request that breaks the spec \(answered 200\)/,
  },
];

describe('a broken server fails with exit 1, naming the operation and the check', () => {
  test.each(defects)('$name ($api $operationId → $check)', async (defect) => {
    const server = await startSpecServer(defect.api, defect.server);
    try {
      const report = await runConformance({ apis: [defect.api], baseUrl: server.baseUrl, token: 'a.b.c', only: checked(defect.api, defect.operationId) });
      expect(report.exitCode).toBe(1);
      const found = failures(report).filter((f) => f.operationId === defect.operationId && f.check === defect.check);
      expect(found, JSON.stringify(failures(report), null, 1)).toContainEqual(
        expect.objectContaining({
          message: expect.stringMatching(defect.message),
          ...(defect.pointer === undefined ? {} : { pointer: defect.pointer }),
          ...(defect.expected === undefined ? {} : { expected: defect.expected }),
        }),
      );
    } finally {
      await server.close();
    }
  });

  test('the text report shows operation, request, check, pointer and what was expected', async () => {
    const server = await startSpecServer(
      'validator',
      on200('getTransferOfferStatus', () => ({ status: 'pending' })),
    );
    try {
      const report = await runConformance({
        apis: ['validator'],
        baseUrl: server.baseUrl,
        token: 'a.b.c',
        only: checked('validator', 'getTransferOfferStatus'),
      });
      expect(report.exitCode).toBe(1);
      const text = formatText(report);
      const lines = text.split('\n');
      const heading = lines.findIndex((l) => l.startsWith('getTransferOfferStatus  POST /v0/wallet/transfer-offers/{tracking_id}/status'));
      expect(heading).toBeGreaterThanOrEqual(0);
      expect(lines[heading + 1]).toMatch(/^ {2}✗ request +200 application\/json +status ✓ {2}content-type ✓ {2}body-schema ✓ {2}variant ✗$/);
      expect(lines[heading + 2]).toBe('      ✗ variant at /status: `status` "pending" is outside the closed set of `GetTransferOfferStatusResponse`');
      expect(lines[heading + 3]).toBe('        expected: one of `created`, `accepted`, `completed`, `failed`');
      expect(lines[heading + 4]).toBe(`        request: POST ${server.baseUrl}/v0/wallet/transfer-offers/payment-2025-02-14-0001/status`);
      expect(text).toMatch(/1 check\(s\) failed \(exit 1\)\n$/);
    } finally {
      await server.close();
    }
  });
});
