// Read-only by default: a run against a server sends no request that could change its state unless the
// operator names the write (`--allow-writes`). A small spec with one read and two writes (one whose spec records
// that the server refuses a request without credentials before any effect) runs against a server that records
// every request it gets; the recording is the proof.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { type JsonObject, listOperations, type SpecDocument } from '@canton-openapi/contract';
import { formatSummary } from '../action/summary.ts';
import { checks } from '../src/checks/index.ts';
import { CoverageTracker } from '../src/run/coverage.ts';
import { formatJunit } from '../src/report/junit.ts';
import { type ApiReport, exitCodeOf, notCheckedReason } from '../src/report/model.ts';
import { formatText } from '../src/report/text.ts';
import type { PreparedApi } from '../src/run/check-context.ts';
import { runApi } from '../src/run/run-api.ts';
import { localDeadlineMs } from './support/local-run.ts';
import { releaseContext } from '../src/release/served.ts';
import { Session } from '../src/run/session.ts';
import { checkAllowWrites, writePolicy } from '../src/plan/writes.ts';
import { UsageError } from '../src/usage-error.ts';
import { createValidator } from '../src/validate/validator.ts';

const token = 'eyJhbGciOiJub25lIn0.dGVzdA.';
const evidence = 'Authorizer.scala: requireClaims — the call is refused before the service reads the command';
const json = (schema: JsonObject) => ({ 'application/json': { schema } });
const unauthorized = { description: 'no token', content: { 'text/plain': { schema: { type: 'string' } } } };

function write(operationId: string, tag: string, record: boolean): JsonObject {
  return {
    operationId,
    tags: [tag],
    'x-effect': 'write',
    ...(record ? { 'x-auth-before-effect': { evidence } } : {}),
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
          examples: { one: { value: { name: 'alice' } } },
        },
      },
    },
    responses: {
      '200': { description: 'done', content: json({ type: 'object' }) },
      '400': { description: 'the body does not decode', content: { 'text/plain': { schema: { type: 'string' } } } },
      '401': unauthorized,
    },
  };
}

const read: JsonObject = {
  operationId: 'listThings',
  tags: ['things'],
  'x-effect': 'read',
  responses: {
    '200': { description: 'the things', content: json({ type: 'object', required: ['things'], properties: { things: { type: 'array' } } }) },
    '401': unauthorized,
  },
};

/** The fixture spec: the read (unless `writesOnly`), `submitThing` (refuses a request without credentials first, by its record) and `allocateParty`. */
function fixture(writesOnly = false): PreparedApi {
  const root: JsonObject = {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1.0.0' },
    security: [{ httpAuth: [] }],
    components: { securitySchemes: { httpAuth: { type: 'http', scheme: 'bearer' } } },
    tags: [{ name: 'things' }, { name: 'commands' }, { name: 'parties' }],
    paths: {
      ...(writesOnly ? {} : { '/v2/things': { get: read } }),
      '/v2/commands/submit': { post: write('submitThing', 'commands', true) },
      '/v2/parties': { post: write('allocateParty', 'parties', false) },
    },
  };
  const doc: SpecDocument<'ledger'> = { api: 'ledger', root };
  return { api: 'ledger', doc, operations: listOperations(doc), validator: createValidator(doc), params: new Map() };
}

interface Recorded {
  method: string;
  path: string;
  authorization?: string;
  body: string;
}

/** Whether a write's body decodes: a JSON object with a string `name`. */
function decodes(body: string): boolean {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['name'] === 'string';
  } catch {
    return false;
  }
}

/**
 * A node that records every request; it answers 401 without a bearer token (unless `authenticates` is false),
 * before it reads the body, and 400 to a write whose body does not decode.
 */
async function recordingServer(authenticates = true) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const headers: IncomingHttpHeaders = req.headers;
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      requests.push({ method: req.method ?? '', path, ...(headers.authorization === undefined ? {} : { authorization: headers.authorization }), body });
      if (authenticates && headers.authorization !== `Bearer ${token}`) {
        res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('The resource requires authentication');
        return;
      }
      if (path !== '/v2/things' && !decodes(body)) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid value for: body');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(path === '/v2/things' ? '{"things":[]}' : '{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(() => new Promise<void>((done) => server.close(() => done())));
  return { baseUrl, requests };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function run(
  prepared: PreparedApi,
  baseUrl: string,
  extra: { allowWrites?: string[]; only?: string[]; target?: 'prism' | 'server' } = {},
): Promise<ApiReport> {
  return runApi(prepared, { baseUrl, target: extra.target ?? 'server', token, timeoutMs: localDeadlineMs, maxPages: 2, lookup: false, ...extra });
}

const writePaths = ['/v2/commands/submit', '/v2/parties'];
const operation = (report: ApiReport, id: string) => report.operations.find((o) => o.operationId === id)!;

describe('without --allow-writes, against a server', () => {
  test('no request with credentials or to an unrecorded write; the one to submitThing carries none, after the read was refused without them', async () => {
    const server = await recordingServer();
    const report = await run(fixture(), server.baseUrl);
    const toWrites = server.requests.filter((r) => writePaths.includes(r.path));
    expect(toWrites).toEqual([{ method: 'POST', path: '/v2/commands/submit', body: '{"name":"alice"}' }]);
    const firstAnonymousRead = server.requests.findIndex((r) => r.path === '/v2/things' && r.authorization === undefined);
    expect(firstAnonymousRead).toBeGreaterThanOrEqual(0);
    expect(firstAnonymousRead).toBeLessThan(server.requests.findIndex((r) => r.path === '/v2/commands/submit'));

    expect(report.writes).toEqual({ mode: 'read-only', notChecked: ['submitThing', 'allocateParty'] });
    for (const id of ['submitThing', 'allocateParty'])
      expect(notCheckedReason(operation(report, id))).toBe(`changes ledger state (x-effect: write); pass --allow-writes ${id} to check it`);
    expect(operation(report, 'allocateParty').cases.flatMap((c) => c.checks.map((k) => k.outcome))).toEqual(['skip']);
    expect(operation(report, 'submitThing').cases.find((c) => c.kind === 'auth')?.checks[0]).toEqual({
      check: 'auth',
      outcome: 'pass',
      message: 'rejected with 401',
    });
    expect(report.operations.map((o) => o.operationId)).toEqual(['listThings', 'submitThing', 'allocateParty']);
    expect(report.error).toBeUndefined();
    expect(exitCodeOf([report])).toBe(0);
  });

  test('every report format lists the writes as not checked, with the flag that checks them', async () => {
    const server = await recordingServer();
    const report = await run(fixture(), server.baseUrl);
    const whole = { tool: 'canton-conformance' as const, version: '0.0.0', startedAt: '', durationMs: 0, apis: [report], exitCode: exitCodeOf([report]) };
    const text = formatText(whole);
    expect(text).toContain(' · read-only\n');
    expect(text).toContain(
      '  ○ not checked, they change ledger state: submitThing, allocateParty; pass --allow-writes submitThing,allocateParty to check them on this server',
    );
    expect(text).toContain('○ status: not run: changes ledger state (x-effect: write); pass --allow-writes allocateParty to check it');
    expect(text).toContain('operation(s) not checked');
    const junit = formatJunit(whole);
    expect(junit).toContain('<property name="writes" value="read-only"/>');
    expect(junit).toContain('<property name="writesNotChecked" value="submitThing allocateParty"/>');
    expect(junit).toContain('<skipped message="not run: changes ledger state (x-effect: write); pass --allow-writes allocateParty to check it"/>');
    expect(junit).not.toMatch(/classname="ledger\.allocateParty"[^>]*\/>/);
    const summary = formatSummary({ apis: ['ledger'], baseUrl: server.baseUrl, version: '0.0.0', exitCode: 0, junit, artifact: 'a', tail: [], flags: [] });
    expect(summary).toContain('### Not checked: they change ledger state');
    expect(summary).toContain('- ledger: `submitThing`, `allocateParty`');
    expect(JSON.parse(JSON.stringify(whole)).apis[0].writes).toEqual({ mode: 'read-only', notChecked: ['submitThing', 'allocateParty'] });
  });

  test('a server that does not authenticate gets no request to any write: the request without credentials would be carried out', async () => {
    const server = await recordingServer(false);
    const report = await run(fixture(), server.baseUrl);
    expect(server.requests.filter((r) => writePaths.includes(r.path))).toEqual([]);
    expect(server.requests.length).toBeGreaterThan(0);
    expect(operation(report, 'submitThing').cases.find((c) => c.kind === 'auth')?.checks[0]).toMatchObject({
      outcome: 'skip',
      message: expect.stringContaining('not sent: it changes ledger state, and no request without credentials was refused earlier'),
    });
  });

  test('a write the server release does not serve gets no probe either: the probe would carry credentials', async () => {
    const server = await recordingServer();
    const prepared = fixture();
    const later = { ...(prepared.doc.root['paths'] as JsonObject) };
    later['/v2/parties'] = { post: { ...write('allocateParty', 'parties', false), 'x-added-in': '1.1.0' } };
    const doc: SpecDocument<'ledger'> = { api: 'ledger', root: { ...prepared.doc.root, paths: later } };
    const report = await runApi(
      { ...prepared, doc, operations: listOperations(doc), validator: createValidator(doc) },
      { baseUrl: server.baseUrl, target: 'server', token, timeoutMs: 5000, maxPages: 2, serverVersion: '1.0.0' },
    );
    expect(server.requests.filter((r) => r.path === '/v2/parties')).toEqual([]);
    expect(operation(report, 'allocateParty').cases.flatMap((c) => c.checks.map((k) => k.outcome))).not.toContain('pass');
  });

  test('a spec of writes only: nothing with an effect is sent and the run does not pass (exit 2)', async () => {
    const server = await recordingServer();
    const report = await run(fixture(true), server.baseUrl);
    expect(server.requests.filter((r) => r.authorization !== undefined)).toEqual([]);
    expect(server.requests.some((r) => r.path === '/v2/parties')).toBe(false);
    expect(report.error).toBe(
      'no operation of the ledger API could be checked: changes ledger state (x-effect: write); pass --allow-writes submitThing to check it; changes ledger state (x-effect: write); pass --allow-writes allocateParty to check it',
    );
    expect(exitCodeOf([report])).toBe(2);
  });
});

describe('with --allow-writes', () => {
  test('an operationId checks that write, with credentials and body; the other write still gets nothing', async () => {
    const server = await recordingServer();
    const report = await run(fixture(), server.baseUrl, { allowWrites: ['submitThing'] });
    expect(server.requests).toContainEqual({ method: 'POST', path: '/v2/commands/submit', authorization: `Bearer ${token}`, body: '{"name":"alice"}' });
    expect(server.requests.filter((r) => r.path === '/v2/parties')).toEqual([]);
    expect(report.writes).toEqual({ mode: 'opt-in', allowed: ['submitThing'], notChecked: ['allocateParty'] });
    expect(notCheckedReason(operation(report, 'submitThing'))).toBeUndefined();
    expect(
      operation(report, 'submitThing')
        .cases.find((c) => c.name === 'request example one')
        ?.checks.every((k) => k.outcome === 'pass'),
    ).toBe(true);
  });

  test('a tag or all names the writes it covers', async () => {
    const byTag = await recordingServer();
    expect((await run(fixture(), byTag.baseUrl, { allowWrites: ['parties'] })).writes?.notChecked).toEqual(['submitThing']);
    expect(byTag.requests.filter((r) => r.path === '/v2/parties' && r.authorization !== undefined)).not.toEqual([]);
    const all = await recordingServer();
    const report = await run(fixture(true), all.baseUrl, { allowWrites: ['all'] });
    expect(report.writes?.notChecked).toEqual([]);
    expect(report.error).toBeUndefined();
    expect(exitCodeOf([report])).toBe(0);
  });

  test('a name that is no write operation or tag of the APIs run is a usage error naming the writes there are', () => {
    const { operations } = fixture();
    const targets = [{ api: 'ledger' as const, operations }];
    expect(() => checkAllowWrites(['submitThing', 'commands', 'all'], targets)).not.toThrow();
    expect(() => checkAllowWrites(['postV2CommandsSubmitAndWait'], targets)).toThrow(
      new UsageError(
        '--allow-writes postV2CommandsSubmitAndWait: no operation, tag or channel of ledger is named so; its write operations: submitThing, allocateParty',
      ),
    );
    expect(() => checkAllowWrites(['things'], targets)).toThrow(
      new UsageError(
        '--allow-writes things: names only read operations of ledger (x-effect: read), which are always checked; its write operations: submitThing, allocateParty',
      ),
    );
  });
});

describe('against a Prism mock (no state to change)', () => {
  test('writes are checked without the flag', async () => {
    const server = await recordingServer();
    const report = await run(fixture(), server.baseUrl, { target: 'prism' });
    expect(report.writes).toEqual({ mode: 'mock', notChecked: [] });
    for (const path of writePaths) expect(server.requests.some((r) => r.path === path && r.authorization === `Bearer ${token}`)).toBe(true);
  });
});

describe('the session, below every check', () => {
  test('refuses to send a request to a write the run may not use, whatever asks for it', async () => {
    const server = await recordingServer();
    const prepared = fixture();
    const session = new Session({
      api: 'ledger',
      baseUrl: server.baseUrl,
      timeoutMs: 5000,
      target: 'server',
      doc: prepared.doc,
      validator: prepared.validator,
      checks,
      coverage: new CoverageTracker(),
      release: releaseContext(undefined),
      writes: writePolicy('server'),
    });
    const submit = prepared.operations.find((op) => op.id === 'submitThing')!;
    const request = { pathParams: {}, query: {}, headers: { authorization: `Bearer ${token}` }, body: { name: 'alice' }, mediaType: 'application/json' };
    await expect(session.exchange(submit, request)).rejects.toThrow(
      'canton-conformance: refused to send POST /v2/commands/submit (submitThing): it changes ledger state and --allow-writes does not name it',
    );
    // Without credentials, but before the server has refused any request without them.
    await expect(session.exchange(submit, { ...request, headers: {} }, { anonymous: true })).rejects.toThrow('refused to send');
    expect(server.requests).toEqual([]);
  });
});

describe('with --only', () => {
  test('a write it does not select gets no request, even one --allow-writes names, and is not listed as a write to allow', async () => {
    const server = await recordingServer();
    const report = await run(fixture(), server.baseUrl, { allowWrites: ['all'], only: ['things'] });
    expect(server.requests.filter((r) => writePaths.includes(r.path))).toEqual([]);
    expect(server.requests.some((r) => r.path === '/v2/things')).toBe(true);
    expect(report.selection).toEqual({ only: ['things'], notSelected: ['submitThing', 'allocateParty'] });
    expect(report.writes?.notChecked).toEqual([]);
    expect(notCheckedReason(operation(report, 'allocateParty'))).toBe('not selected (--only)');
    expect(exitCodeOf([report])).toBe(0);
  });

  test('a selected write it may not use is not checked either: a selection of such writes only checks nothing (exit 2)', async () => {
    const server = await recordingServer();
    const report = await run(fixture(), server.baseUrl, { only: ['parties'] });
    expect(server.requests.filter((r) => writePaths.includes(r.path))).toEqual([]);
    expect(report.writes?.notChecked).toEqual(['allocateParty']);
    expect(report.error).toBe(
      'no operation of the ledger API could be checked: changes ledger state (x-effect: write); pass --allow-writes allocateParty to check it',
    );
    expect(exitCodeOf([report])).toBe(2);
  });
});
