// A run that could not test never passes: a rejected token, a wrong base URL (404s, web pages), TLS to
// a plain-HTTP port and an unwritable --out all end with exit 2 and say what to fix. The runs are in process and
// check a few operations (`only`): a misconfiguration shows on any of them. --out is the CLI's, and run by it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { type JsonObject, listOperations, type SpecDocument } from '@canton-openapi/contract';
import { exitCodeOf } from '../src/report/model.ts';
import { formatText } from '../src/report/text.ts';
import { localDeadlineMs, runConformance } from './support/local-run.ts';
import { runApi } from '../src/run/run-api.ts';
import { createValidator } from '../src/validate/validator.ts';
import { packageOperations } from './support/canton-packages.ts';
import { modelledOperations } from './support/canton-updates.ts';
import { runCli } from './support/cli.ts';
import { fakeClock } from './support/fake-clock.ts';
import { participantOptions } from './support/participant.ts';
import { failures } from './support/report.ts';
import { contractOf } from './support/selection.ts';
import { type SpecServer, startSpecServer } from './support/spec-server.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function specServer(...args: Parameters<typeof startSpecServer>): Promise<SpecServer> {
  const server = await startSpecServer(...args);
  cleanups.push(() => server.close());
  return server;
}

/** A plain HTTP server on 127.0.0.1 answering every request with `reply`; returns its origin. */
async function plainServer(reply: (res: import('node:http').ServerResponse) => void): Promise<string> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => reply(res));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  cleanups.push(() => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const secret = 'eyJhbGciOiJSUzI1NiJ9.conformance-test-secret.c2lnbmF0dXJl';
/** A validator run of its first operation: every validator operation needs a token. */
const validatorRun = { apis: ['validator' as const], only: ['getTransferOfferStatus'] };
/** Scan reads, with a JSON body and without, that any wrong address shows on. */
const scanRun = { apis: ['scan' as const], only: ['listVoteRequestResults', 'getHoldingsStateAt', 'listDsoScans'] };

/** A fixture spec of two reads: one public and, unless `publicOnly`, one that needs a bearer token. */
function mixedAuth(publicOnly = false): SpecDocument<'scan'> {
  const read = (operationId: string, secured: boolean): JsonObject => ({
    operationId,
    'x-effect': 'read',
    ...(secured ? { security: [{ bearer: [] }] } : {}),
    responses: {
      '200': {
        description: 'the thing',
        content: {
          'application/json': {
            schema: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
            examples: { ok: { value: { ok: true } } },
          },
        },
      },
      ...(secured
        ? { '401': { description: 'no token', content: { 'text/plain': { schema: { type: 'string' }, examples: { none: { value: 'no token' } } } } } }
        : {}),
    },
  });
  const paths: JsonObject = { '/v0/public': { get: read('getPublic', false) } };
  if (!publicOnly) paths['/v0/secured'] = { get: read('getSecured', true) };
  return {
    api: 'scan',
    root: {
      openapi: '3.1.0',
      info: { title: 'Fixture', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      paths,
    },
  };
}

describe('credentials', () => {
  test('a validator that rejects every token (401 text/plain, as pekko answers): exit 2, "rejected the token … check --token"', async () => {
    const server = await specServer('validator', {
      alter: (call) =>
        call.headers['authorization'] === undefined
          ? undefined
          : {
              status: 401,
              headers: { 'content-type': 'text/plain; charset=UTF-8', 'www-authenticate': 'Bearer realm="splice"' },
              body: 'The supplied authentication is invalid',
            },
    });
    const report = await runConformance({ ...validatorRun, baseUrl: server.baseUrl, token: secret });
    expect(report.exitCode).toBe(2);
    const text = formatText(report);
    expect(text).toMatch(
      /✗ the validator rejected the token: 401 text\/plain "The supplied authentication is invalid" \(WWW-Authenticate: Bearer realm="splice"\) to POST .*; check --token/,
    );
    expect(text).toMatch(/not every API could be checked \(exit 2\)\n$/);
    expect(text + JSON.stringify(report)).not.toContain(secret);
  });

  test('no --token where every operation needs one: exit 2 (only the 401 without credentials was checked)', async () => {
    const server = await specServer('validator');
    const report = await runConformance({ ...validatorRun, baseUrl: server.baseUrl });
    expect(report.exitCode).toBe(2);
    const text = formatText(report);
    expect(text).toContain('✗ no operation of the validator API could be checked: the operation needs credentials; pass --token <JWT>');
    expect(text).toMatch(/not every API could be checked \(exit 2\)\n$/);
  });

  test('no --token where only some operations need one: exit 0, and the verdict says how many were not checked', async () => {
    // No API of ours mixes public and secured operations: a fixture spec does.
    const run = async (doc: SpecDocument<'scan'>) => {
      const server = await specServer('scan', { spec: doc });
      const prepared = { api: doc.api, doc, operations: listOperations(doc), validator: createValidator(doc), params: new Map<string, string>() };
      const api = await runApi(prepared, { baseUrl: server.baseUrl, target: 'server', timeoutMs: localDeadlineMs, maxPages: 10, lookup: false });
      const exitCode = exitCodeOf([api]);
      return { exitCode, text: formatText({ tool: 'canton-conformance', version: '0.0.0', startedAt: '', durationMs: 0, apis: [api], exitCode }) };
    };
    const publicOnly = await run(mixedAuth(true));
    expect(publicOnly.exitCode).toBe(0);
    expect(publicOnly.text).not.toContain('not checked');
    const mixed = await run(mixedAuth());
    const secured = listOperations(mixedAuth()).filter((op) => op.security.length > 0).length;
    expect(mixed.text).toMatch(new RegExp(`— all checks passed · ${secured} operation\\(s\\) not checked \\(○ above says why\\) \\(exit 0\\)\n$`));
  });

  test('a token without the rights (403 {error}): exit 2, naming the refusal', async () => {
    const server = await specServer('validator', {
      alter: (call) =>
        call.headers['authorization'] === undefined
          ? undefined
          : { status: 403, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: 'user is not authorized for this wallet' }) },
    });
    const report = await runConformance({ ...validatorRun, baseUrl: server.baseUrl, token: secret });
    expect(report.exitCode).toBe(2);
    expect(report.apis[0]?.error).toMatch(
      /^the validator refused the token \(valid, but without the rights this call needs\): 403 application\/json "\{\\"error\\":\\"user is not authorized for this wallet\\"\}"/,
    );
  });
});

describe('a wrong base URL', () => {
  test('Scan without /api/scan: every operation answers 404 {error}, each documented, and the run ends with exit 2 and the hint', async () => {
    const server = await specServer('scan');
    const origin = server.baseUrl.replace(/\/api\/scan$/, '');
    const report = await runConformance({ ...scanRun, baseUrl: origin });
    expect(report.exitCode).toBe(2);
    expect(report.apis[0]?.error).toBe(
      `every operation answered 404: is --base-url the API root, e.g. ${origin}/api/scan? (${origin} does not end with /api/scan) The scan API is served below /api/scan.`,
    );
    // Each 404 on its own was a documented answer: only the whole run tells.
    expect(failures(report).filter((f) => f.check === 'status')).toEqual([]);
  });

  test('Scan without /api/scan behind a server that never answers a body it cannot parse (as Prism at an unknown path): the hint says which requests got no answer', async () => {
    // The clock moves past the deadline when the server gets a body it will never answer.
    const clock = fakeClock();
    const timeoutMs = 3000;
    const server: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        try {
          if (body !== '') JSON.parse(body);
        } catch {
          clock.pass(timeoutMs); // no answer, ever: the run's --timeout ends the request
          return;
        }
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `no route ${req.url ?? ''}` }));
      });
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    cleanups.push(() => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const report = await runConformance({ ...scanRun, baseUrl: origin, timeoutMs });
    expect(report.exitCode).toBe(2);
    // The operations with a JSON body each sent one malformed body, and got no answer to it.
    const withBody = (await contractOf('scan')).operations.filter(
      (op) => scanRun.only.includes(op.id) && op.requestBody?.contents[0]?.mediaType === 'application/json',
    );
    const unanswered = failures(report).filter((f) => f.check === 'transport');
    expect(unanswered.map((f) => f.caseName)).toEqual(Array(withBody.length).fill('negative: malformed JSON (the body cut short)'));
    const answers = (report.apis[0]?.summary.requests ?? 0) - withBody.length;
    expect(report.apis[0]?.error).toBe(
      `every operation answered 404 or not at all (${answers} answer(s); ${withBody.length} request(s) got no answer within the timeout, the first POST ${origin}/v0/admin/sv/voteresults): is --base-url the API root, e.g. ${origin}/api/scan? (${origin} does not end with /api/scan) The scan API is served below /api/scan.`,
    );
  });

  test('an auth proxy in front of a public Scan (401 {error} everywhere): exit 2, not a pass on documented default answers', async () => {
    const host = await plainServer((res) =>
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end(JSON.stringify({ error: 'authentication required' })),
    );
    const report = await runConformance({ ...scanRun, baseUrl: `http://${host}/api/scan` });
    expect(report.exitCode).toBe(2);
    expect(report.apis[0]?.error).toMatch(
      /^every operation answered 401 or 403, though the spec declares them public: something in front of the scan API asks for credentials; is --base-url the API root/,
    );
  });

  test('a content type the spec never declares, everywhere (a health endpoint answering "OK"): exit 2', async () => {
    const host = await plainServer((res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('OK'));
    const report = await runConformance({ ...scanRun, baseUrl: `http://${host}/api/scan` });
    expect(report.exitCode).toBe(2);
    expect(report.apis[0]?.error).toMatch(
      /^every operation answered text\/plain, a content type the scan API never declares for those statuses: is --base-url the API root/,
    );
  });

  test('a web page at every address (a wallet UI, a login page): exit 2, "an HTML page"', async () => {
    const host = await plainServer((res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html><body><div id="root"></div></body></html>'),
    );
    const report = await runConformance({ ...validatorRun, baseUrl: `http://${host}/api/validator` });
    expect(report.exitCode).toBe(2);
    expect(formatText(report)).toContain(
      '✗ every operation answered an HTML page (text/html), not the validator API: is --base-url the API root, e.g. http://',
    );
  });

  test('a correct validator answering 404 to the example ids is not mistaken for a wrong base URL', async () => {
    const server = await specServer('validator', {
      alter: (call, reply) =>
        reply.status === 200 ? { status: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: 'not found' }) } : undefined,
    });
    const report = await runConformance({ ...validatorRun, baseUrl: server.baseUrl, token: secret });
    expect(report.apis[0]?.error).toBeUndefined();
    expect(report.exitCode).toBe(0);
  });
});

describe('the wrong scheme in the base URL: TLS against plain HTTP and back', () => {
  test('https:// to a plain-HTTP port: exit 2, "the server speaks plain HTTP; use http://"', async () => {
    const host = await plainServer((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const report = await runConformance({ ...scanRun, baseUrl: `https://${host}/api/scan` });
    expect(report.exitCode).toBe(2);
    const text = formatText(report);
    expect(text).toContain(`server unreachable: scan: POST https://${host}/api/scan/v0/admin/sv/voteresults: `);
    expect(text).toContain(`the server speaks plain HTTP, not TLS: use http:// in --base-url (http://${host}/…)`);
  });

  test('http:// to a TLS port: exit 2, suggesting https://; https:// to a self-signed certificate: exit 2, naming NODE_EXTRA_CA_CERTS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-tls-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'],
      { encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
    const tls = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    );
    await new Promise<void>((ready) => tls.listen(0, '127.0.0.1', ready));
    cleanups.push(() => new Promise<void>((done) => (tls.closeAllConnections(), tls.close(() => done()))));
    const host = `127.0.0.1:${(tls.address() as AddressInfo).port}`;
    const plain = await runConformance({ ...scanRun, baseUrl: `http://${host}/api/scan` });
    expect(plain.exitCode).toBe(2);
    expect(formatText(plain)).toMatch(/server unreachable: .*; if this port speaks TLS, use https:\/\/ in --base-url/);
    const untrusted = await runConformance({ ...scanRun, baseUrl: `https://${host}/api/scan` });
    expect(untrusted.exitCode).toBe(2);
    expect(formatText(untrusted)).toMatch(
      /server unreachable: .*TLS failed \((DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|ERR_TLS_CERT_ALTNAME_INVALID)\): .*point NODE_EXTRA_CA_CERTS at its certificate/,
    );
  });
});

describe('--out', () => {
  test('an --out in a directory that does not exist: exit 2 before any request', async () => {
    let requests = 0;
    const host = await plainServer((res) => {
      requests++;
      res.writeHead(200).end();
    });
    const run = await runCli(['--api', 'scan', '--base-url', `http://${host}/api/scan`, '--out', '/nonexistent-dir/report.xml', '--report', 'junit']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('canton-conformance: --out /nonexistent-dir/report.xml: the directory /nonexistent-dir does not exist');
    expect(requests).toBe(0);
  });

  test('an --out that is a directory: exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-out-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const run = await runCli(['--api', 'scan', '--base-url', 'http://127.0.0.1:9/api/scan', '--out', dir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--out ${dir}: is a directory; name a file`);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("negative checks follow the spec's record of what the server enforces (x-server-check)", () => {
  test('a Scan whose handlers check nothing (only its decoder): each enforced rule it accepts fails, naming the code that rejects it; what is recorded as unenforced warns, and --strict fails only those too', async () => {
    const server = await specServer('scan', { structureOnly: true });
    // The holdings and ACS snapshot reads: their rules cover every keyword a decoder lets through.
    const options = { apis: ['scan' as const], baseUrl: server.baseUrl, only: ['getHoldingsStateAt', 'getHoldingsStateAtV2', 'getAcsSnapshotAtV2'] };
    const report = await runConformance(options);
    expect(report.exitCode).toBe(1);
    const negatives = report.apis[0]?.operations.flatMap((o) => o.cases.filter((c) => c.kind === 'negative').map((c) => ({ op: o.operationId, c }))) ?? [];
    const accepted = negatives.filter(({ c }) => c.response?.status === 200);
    const enforced = accepted.filter(({ c }) => c.rule?.enforced === true && c.rule.since === undefined);
    // What the decoder alone lets through: ranges, the empty owner list, party ids, all recorded as enforced.
    expect([...new Set(enforced.map(({ c }) => c.rule?.keyword))].sort()).toEqual(['maximum', 'minItems', 'minimum', 'pattern']);
    expect(enforced.every(({ c }) => c.checks.some((k) => k.check === 'negative' && k.outcome === 'fail'))).toBe(true);
    // v2's over-long lists: enforced only since 0.9.0 (0.7.5 to 0.8.x accept them), and this server reports no
    // release, so they only warn, saying the release is unknown.
    const unenforced = accepted.filter(({ c }) => c.rule?.since !== undefined);
    expect(unenforced.map(({ op, c }) => `${op} ${c.rule?.keyword} since ${c.rule?.since}`).sort()).toEqual([
      'getAcsSnapshotAtV2 maxItems since 0.9.0',
      'getAcsSnapshotAtV2 maxItems since 0.9.0',
      'getHoldingsStateAtV2 maxItems since 0.9.0',
    ]);
    for (const { c } of unenforced)
      expect(c.checks.find((k) => k.check === 'negative')).toMatchObject({
        outcome: 'warn',
        message: expect.stringMatching(
          /^accepted \(answered 200\): the server's release is unknown: GET \/version answered 404, and this rule is enforced only from 0\.9\.0 \(Splice 0\.9\.0 and later: /,
        ),
      });
    expect(report.apis[0]?.summary.warnings).toBe(unenforced.length);
    // Structure is rejected by the decoder, and passes.
    expect(negatives.filter(({ c }) => c.response?.status === 400).every(({ c }) => c.checks.every((k) => k.outcome !== 'fail'))).toBe(true);
    const ownerList = failures(report).find((f) => f.operationId === 'getHoldingsStateAt' && f.caseName === 'negative: `owner_party_ids` empty (minItems 1)');
    expect(ownerList).toMatchObject({
      check: 'negative',
      pointer: '/owner_party_ids',
      message: 'the server accepted a request that breaks the spec (answered 200)',
      expected: expect.stringMatching(
        /^a documented 4xx rejection \(400, 404, default\), as the server's code does: HttpScanHandler\.scala: holdingStateQuery calls nonEmptyOrFail/,
      ),
    });

    // --strict fails the warnings too, and nothing else.
    const strict = await runConformance({ ...options, strict: true });
    const plain = failures(report).map((f) => JSON.stringify(f));
    const extra = failures(strict).filter((f) => !plain.includes(JSON.stringify(f)));
    expect(failures(strict)).toHaveLength(plain.length + unenforced.length);
    expect(extra.every((f) => f.check === 'negative' && /maxItems/.test(f.caseName ?? ''))).toBe(true);
  });

  test('a participant that accepts only what the spec records as unenforced: warnings with the evidence, exit 0; --strict fails exactly those', async () => {
    const server = await specServer('ledger', participantOptions());
    // What the stand-in reads as the participant does (support/canton-*.ts); it checks the rest by the spec.
    const options = { apis: ['ledger' as const], baseUrl: server.baseUrl, token: 'a.b.c', only: [...modelledOperations, ...packageOperations] };
    const report = await runConformance(options);
    expect(failures(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    const warned = report.apis[0]?.operations.flatMap((o) => o.cases.filter((c) => c.checks.some((k) => k.outcome === 'warn'))) ?? [];
    // The update lists (`limit` 0, no `beginExclusive`) and the active contracts list (`limit` 0, no `activeAtOffset`).
    expect(warned.map((c) => c.name).sort()).toEqual([
      'negative: missing required `activeAtOffset`',
      'negative: missing required `beginExclusive`',
      'negative: missing required `beginExclusive`',
      'negative: query `limit` = 0 (minimum 1)',
      'negative: query `limit` = 0 (minimum 1)',
      'negative: query `limit` = 0 (minimum 1)',
    ]);
    expect(report.apis[0]?.summary.warnings).toBe(warned.length);

    const text = formatText(report);
    expect(text).toContain(
      '⚠ negative at query limit: accepted (answered 200): the server is known not to enforce this rule (Endpoints.scala: asList hands `limit` to take(); 0 or a negative value answers 200 with an empty list), so a client must not rely on it; --strict fails it',
    );
    expect(text).toMatch(
      // The ledger's writes are not sent without --allow-writes, and the summary says so.
      new RegExp(
        `all checks passed with ${warned.length} warning\\(s\\): rules the spec records as not enforced by the server \\(--strict fails them\\) · \\d+ operation\\(s\\) not checked \\(○ above says why\\) \\(exit 0\\)\n$`,
      ),
    );

    const strict = await runConformance({ ...options, strict: true });
    expect(strict.exitCode).toBe(1);
    expect(
      failures(strict)
        .map((f) => f.caseName)
        .sort(),
    ).toEqual(warned.map((c) => c.name).sort());
  });

  test('a server that accepts broken structure fails whatever --strict says', async () => {
    const server = await specServer('scan', { acceptInvalid: true });
    const report = await runConformance({ apis: ['scan'], baseUrl: server.baseUrl, only: ['getHoldingsStateAt'] });
    expect(report.exitCode).toBe(1);
    expect(failures(report)).toContainEqual(
      expect.objectContaining({ operationId: 'getHoldingsStateAt', caseName: 'negative: malformed JSON (the body cut short)', check: 'negative', pointer: '' }),
    );
  });

  test('a pekko-style rejection (400 text/plain) of a body it cannot decode counts where the status declares text/plain', async () => {
    const server = await specServer('ledger', {
      alter: (call, reply) =>
        typeof call.body === 'symbol'
          ? { status: 400, headers: { 'content-type': 'text/plain; charset=UTF-8' }, body: 'The request content was malformed:\nUnexpected end-of-input' }
          : reply,
    });
    // The reads with a JSON body: each gets one malformed body.
    const only = (await contractOf('ledger')).operations
      .filter((op) => op.effect === 'read' && op.requestBody?.contents.some((c) => c.mediaType === 'application/json'))
      .map((op) => op.id);
    const report = await runConformance({ apis: ['ledger'], baseUrl: server.baseUrl, token: secret, only });
    expect(failures(report)).toEqual([]);
    const malformed = report.apis[0]?.operations.flatMap((o) => o.cases.filter((c) => c.name === 'negative: malformed JSON (the body cut short)')) ?? [];
    // One for each read with a JSON body (writes are not sent without --allow-writes).
    const reads = report.apis[0]?.operations.filter((o) => o.method === 'POST' && o.cases.some((c) => c.name.startsWith('negative: '))).length;
    expect(malformed).toHaveLength(reads ?? -1);
    expect(malformed.length).toBeGreaterThan(10);
    for (const c of malformed) expect([c.response?.status, c.response?.contentType, c.checks[0]?.outcome]).toEqual([400, 'text/plain; charset=UTF-8', 'pass']);
  });
});
