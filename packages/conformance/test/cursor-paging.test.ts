// Paging by a cursor from the last item (`x-pagination` `fromLastItem`), on a fixture spec shaped like Scan's
// `/v2/updates`: conformance's pagination check follows `after` built from each page's last item (a
// reassignment's migration id under `event`, an int64 beyond 2^53 by its exact text) to the empty page of a
// stand-in that pages as Scan does, and fails one that ignores the cursor; the mock front answers a cursor
// of its example's last item with the example whose items are empty, and any other request with a first page.
// A cursor the first request carries (`start: caller`, as Scan's `getUpdatesBefore`) is sent as the example gives it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { type JsonObject, listOperations, type SpecDocument } from '@canton-openapi/contract';
import { startMockFront } from '../src/mock/front.ts';
import type { ApiReport } from '../src/report/model.ts';
import type { PreparedApi } from '../src/run/check-context.ts';
import { runApi } from '../src/run/run-api.ts';
import { localDeadlineMs } from './support/local-run.ts';
import { createValidator } from '../src/validate/validator.ts';

// 2^53 + 1: a migration id JSON.parse would round.
const bigMigration = '9007199254740993';
const int64 = { type: 'integer', format: 'int64' };
const transaction = (id: string, migration: number | string, time: string) => ({ update_id: id, migration_id: migration, record_time: time });
const reassignment = (id: string, migration: number | string, time: string) => ({ update_id: id, record_time: time, event: { migration_id: migration } });
const firstPage = [transaction('a', 0, '2026-01-01T00:00:05.000001Z'), reassignment('b', 0, '2026-01-01T00:00:06.000000Z')];

const root: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Fixture', version: '1.0.0' },
  paths: {
    '/v2/updates': {
      post: {
        operationId: 'getUpdateHistory',
        'x-effect': 'read',
        'x-pagination': {
          in: 'body',
          items: 'transactions',
          iterator: 'iterateUpdateHistory',
          fromLastItem: { '/after/after_migration_id': ['/migration_id', '/event/migration_id'], '/after/after_record_time': ['/record_time'] },
          ends: 'empty-page',
        },
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['page_size'],
                properties: {
                  page_size: { type: 'integer', format: 'int32' },
                  after: {
                    type: 'object',
                    required: ['after_migration_id', 'after_record_time'],
                    properties: { after_migration_id: int64, after_record_time: { type: 'string' } },
                  },
                },
              },
              examples: { 'first-page': { value: { page_size: 2 } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'A page.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['transactions'],
                  properties: { transactions: { type: 'array', items: { type: 'object' } } },
                },
                examples: { 'first-page': { value: { transactions: firstPage } }, 'last-page': { value: { transactions: [] } } },
              },
            },
          },
          '400': { description: 'A bad request.', content: { 'text/plain': { schema: { type: 'string' } } } },
        },
      },
    },
  },
};
const doc: SpecDocument<'scan'> = { api: 'scan', root };
const prepared: PreparedApi = { api: 'scan', doc, operations: listOperations(doc), validator: createValidator(doc), params: new Map() };

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise<void>((done) => server.close(() => done()));
});

/** A server answering each request body (its text) by `answer`; it records every body it got. */
async function serve(answer: (body: string, prefer: string) => { status: number; text: string }) {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      bodies.push(body);
      const { status, text } = answer(body, String(req.headers['prefer'] ?? ''));
      res.writeHead(status, { 'content-type': status === 200 ? 'application/json' : 'text/plain' }).end(text);
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

/** A stand-in paging as Scan does: updates ordered by (migration id, record time), those after the cursor, `page_size` of them. */
function scanLike(ignoresCursor = false) {
  // Migration 1 starts before migration 0 ended; its id is beyond 2^53 (the stand-in compares it as text).
  const history = [...firstPage, transaction('c', bigMigration, '2026-01-01T00:00:01.000000Z'), transaction('d', bigMigration, '2026-01-01T00:00:02.000000Z')];
  const key = (u: { migration_id?: number | string; event?: { migration_id: number | string }; record_time: string }) =>
    [BigInt(u.migration_id ?? u.event!.migration_id), u.record_time] as const;
  return (body: string) => {
    const request = /"page_size":(\d+)/.exec(body);
    if (request === null) return { status: 400, text: 'Invalid value for: body' };
    const after = /"after":\{"after_migration_id":(\d+),"after_record_time":"([^"]+)"\}/.exec(body);
    const items = history.filter((u) => {
      if (after === null || ignoresCursor) return true;
      const [migration, time] = key(u);
      return migration > BigInt(after[1]!) || (migration === BigInt(after[1]!) && time > after[2]!);
    });
    const page = items.slice(0, Number(request[1]));
    // Written by hand so the big migration id goes out as an exact number literal.
    return { status: 200, text: JSON.stringify({ transactions: page }).replaceAll(`"${bigMigration}"`, bigMigration) };
  };
}

const run = (baseUrl: string): Promise<ApiReport> => runApi(prepared, { baseUrl, target: 'server', timeoutMs: localDeadlineMs, maxPages: 10, lookup: false });
const paging = (report: ApiReport) => report.operations[0]?.cases.find((c) => c.kind === 'pagination');

describe('the pagination check, a cursor from the last item', () => {
  test('follows after from each last item, across a migration and an int64 beyond 2^53 exactly, to the empty page', async () => {
    const server = await serve(scanLike());
    const report = await run(server.origin);
    expect(paging(report)?.checks[0]).toMatchObject({ check: 'pagination', outcome: 'pass', message: expect.stringMatching(/^ended after 3 page\(s\)/) });
    const pageRequests = server.bodies.filter((b) => b.includes('"after"'));
    expect(pageRequests).toEqual([
      '{"page_size":2,"after":{"after_migration_id":0,"after_record_time":"2026-01-01T00:00:06.000000Z"}}',
      `{"page_size":2,"after":{"after_migration_id":${bigMigration},"after_record_time":"2026-01-01T00:00:02.000000Z"}}`,
    ]);
  });

  test('fails a server that ignores the cursor: the page ends on the cursor it was sent', async () => {
    const server = await serve(scanLike(true));
    const report = await run(server.origin);
    expect(paging(report)?.checks[0]).toMatchObject({
      check: 'pagination',
      outcome: 'fail',
      message: 'page 2 ends on the cursor it was asked to read after: following it never ends',
      pointer: '/transactions/1',
    });
  });
});

describe('the mock front, a cursor from the last item', () => {
  test("a request carrying the cursor of its example's last item gets the example without items; any other a first page", async () => {
    // Stands in for Prism: the example a request names (`Prefer: example=…`), else the first.
    const prism = await serve((_body, prefer) => ({
      status: 200,
      text: JSON.stringify({ transactions: /example=last-page/.test(prefer) ? [] : firstPage }),
    }));
    const front = await startMockFront(doc, '/api/scan', '127.0.0.1', 0);
    front.attach({ origin: prism.origin, alive: () => true });
    const ask = async (body: unknown) => {
      const response = await fetch(`http://127.0.0.1:${front.port}/api/scan/v2/updates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { transactions: unknown[] }).transactions.length;
    };
    try {
      expect(await ask({ page_size: 2 })).toBe(2);
      // The reassignment's migration id is under `event`: the cursor is read from there.
      expect(await ask({ page_size: 2, after: { after_migration_id: 0, after_record_time: '2026-01-01T00:00:06.000000Z' } })).toBe(0);
      expect(await ask({ page_size: 2, after: { after_migration_id: 0, after_record_time: '2026-01-01T00:00:05.000001Z' } })).toBe(2);
    } finally {
      await front.close();
    }
  });
});

// A cursor the first request must carry (`start: caller`), shaped like Scan's `getUpdatesBefore`: `before` is
// required, items come newest first, and the next request reads back from the oldest item's record time.
const backwards: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Fixture', version: '1.0.0' },
  paths: {
    '/v0/backfilling/updates-before': {
      post: {
        operationId: 'getUpdatesBefore',
        'x-effect': 'read',
        'x-pagination': {
          in: 'body',
          items: 'transactions',
          iterator: 'iterateUpdatesBefore',
          start: 'caller',
          fromLastItem: { '/before': ['/record_time'] },
          ends: 'empty-page',
        },
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['before', 'count'],
                properties: { before: { type: 'string' }, count: { type: 'integer', format: 'int32' } },
              },
              examples: { page: { value: { before: '2026-01-01T00:00:09.000000Z', count: 2 } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'A page.',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['transactions'], properties: { transactions: { type: 'array', items: { type: 'object' } } } },
              },
            },
          },
        },
      },
    },
  },
};
const backwardsDoc: SpecDocument<'scan'> = { api: 'scan', root: backwards };

describe('the pagination check, a cursor the first request carries (`start: caller`)', () => {
  test('sends the first request with its cursor, then reads back from each last item to the empty page', async () => {
    const times = ['2026-01-01T00:00:01.000000Z', '2026-01-01T00:00:02.000000Z', '2026-01-01T00:00:03.000000Z'];
    const server = await serve((body) => {
      const before = /"before":"([^"]+)"/.exec(body);
      if (before === null) return { status: 400, text: 'Invalid value for: body' };
      const page = times
        .filter((t) => t < before[1]!)
        .reverse()
        .slice(0, 2)
        .map((t) => transaction(t, 0, t));
      return { status: 200, text: JSON.stringify({ transactions: page }) };
    });
    const api: PreparedApi = {
      api: 'scan',
      doc: backwardsDoc,
      operations: listOperations(backwardsDoc),
      validator: createValidator(backwardsDoc),
      params: new Map(),
    };
    const report = await runApi(api, { baseUrl: server.origin, target: 'server', timeoutMs: localDeadlineMs, maxPages: 10, lookup: false });
    expect(paging(report)?.checks[0]).toMatchObject({ check: 'pagination', outcome: 'pass', message: expect.stringMatching(/^ended after 3 page\(s\)/) });
    expect(server.bodies.filter((b) => b.includes('"before"'))).toEqual(
      expect.arrayContaining([
        '{"before":"2026-01-01T00:00:09.000000Z","count":2}',
        '{"before":"2026-01-01T00:00:02.000000Z","count":2}',
        '{"before":"2026-01-01T00:00:01.000000Z","count":2}',
      ]),
    );
  });
});
