// What the CLI says while it runs: a line per operation in CI logs, a live line on a terminal, every
// request and response with --verbose (the token redacted), and never a long silence on a slow node. The CLI's
// streams are checked on small runs (`--only`); what a line says, in process, the silence on a fake clock.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, test } from 'vitest';
import { createProgress } from '../src/report/progress.ts';
import { runConformance } from './support/local-run.ts';
import { cliPath, runCli } from './support/cli.ts';
import { fakeClock } from './support/fake-clock.ts';
import { contractOf } from './support/selection.ts';
import { type SpecServer, startSpecServer } from './support/spec-server.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
async function specServer(api: 'scan' | 'validator'): Promise<SpecServer> {
  const server = await startSpecServer(api);
  cleanups.push(() => server.close());
  return server;
}
const secret = 'eyJhbGciOiJSUzI1NiJ9.progress-test-secret.c2lnbmF0dXJl';
const withoutCi = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'CI')) as Record<string, string>;
/** A few Scan reads, as a small run checks them. */
const scanOnly = ['listVoteRequestResults', 'getHoldingsStateAt', 'listDsoScans'];

/** Progress as the CLI writes it in CI (no terminal), into a string; `onText` hears all written so far. */
function progressInto(onText: (text: string) => void = () => {}) {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      onText(text);
      done();
    },
  });
  return { progress: createProgress({ stream, live: false, verbose: false, secrets: [] }), text: () => text };
}

describe('progress on stderr', () => {
  test('in CI (no terminal): a line when an API starts and a line per operation, the report alone on stdout', async () => {
    const server = await specServer('scan');
    const run = await runCli(['--api', 'scan', '--base-url', server.baseUrl, '--only', scanOnly.join(',')]);
    expect(run.code).toBe(0);
    const operations = (await contractOf('scan')).operations.filter((op) => scanOnly.includes(op.id));
    const n = operations.length;
    expect(run.stderr).toMatch(new RegExp(`^scan: checking ${server.baseUrl} · ${n} operations · about \\d+ requests$`, 'm'));
    for (const [index, op] of operations.entries()) {
      expect(run.stderr).toMatch(
        new RegExp(`^scan  [✓⚠] \\[${index + 1}/${n}\\] ${op.id}  \\d+ requests · 0 failed( · \\d+ warning\\(s\\))? · \\d+\\.\\d s$`, 'm'),
      );
    }
    expect(run.stdout).not.toContain(`[1/${n}]`);
    expect(run.stdout).toMatch(/^canton-conformance \d+\.\d+\.\d+\S* · scan API /);
  });

  test('an operation that could not be checked gets ○ and the reason, never ✓', async () => {
    const server = await specServer('validator');
    // Without --token the validator's operations run only their check without credentials.
    const { progress, text } = progressInto();
    const only = ['getTransferOfferStatus', 'lookupAnsEntryByName'];
    const report = await runConformance({ apis: ['validator'], baseUrl: server.baseUrl, only, onEvent: progress.onEvent });
    progress.stop();
    expect(report.exitCode).toBe(2);
    const operations = (await contractOf('validator')).operations.filter((op) => only.includes(op.id));
    for (const [index, op] of operations.entries()) {
      expect(text()).toMatch(
        new RegExp(
          `^validator  ○ \\[${index + 1}/${operations.length}\\] ${op.id}  not checked: the operation needs credentials; pass --token <JWT> · 1 requests · 0 failed · \\d+\\.\\d s$`,
          'm',
        ),
      );
    }
    expect(text()).not.toMatch(/^validator {2}✓/m);
  });

  test('--verbose prints each request and response, with the token redacted everywhere', async () => {
    const server = await specServer('validator');
    const run = await runCli(['--api', 'validator', '--base-url', server.baseUrl, '--token', secret, '--only', 'getTransferOfferStatus', '--verbose']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`→ validator  POST ${server.baseUrl}/v0/wallet/transfer-offers/payment-2025-02-14-0001/status`);
    expect(run.stderr).toContain('    authorization: Bearer [REDACTED]');
    expect(run.stderr).toMatch(/^← validator {2}200 application\/json {2}\d+ ms$/m);
    // The no-credentials check: 401 in whichever media type the spec declares for it.
    expect(run.stderr).toMatch(/^← validator {2}401 (application\/json|text\/plain)\S* {2}\d+ ms$/m);
    expect(run.stdout + run.stderr).not.toContain(secret);
    expect(run.stdout + run.stderr).not.toContain('progress-test-secret');
  });

  test('on a terminal: one live line with API, operation, requests done/planned and elapsed time', async () => {
    const server = await specServer('scan');
    // `script` gives the CLI a pseudo-terminal, as a user's shell does.
    const command = [process.execPath, cliPath, '--api', 'scan', '--base-url', server.baseUrl, '--only', scanOnly.join(',')].map((a) => `'${a}'`).join(' ');
    const result = await new Promise<{ code: number | null; out: string }>((done) => {
      const child = spawn('script', ['-qefc', command, '/dev/null'], { stdio: ['ignore', 'pipe', 'pipe'], env: withoutCi });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      child.once('close', (code) => done({ code, out }));
    });
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/\r\x1b\[2Kscan \d+\/\d+ \w+ · \d+\/\d+ requests · \d+\.\d s/);
    // The live line replaces the per-operation lines of CI logs, and is cleared before the report.
    expect(result.out).not.toMatch(/^scan {2}✓ \[1\/\d+\]/m);
    expect(result.out).toContain('— all checks passed');
  });

  test('a node that takes its time: a line says what the run is waiting for, at the heartbeat', async () => {
    // The clock is fake: it moves past the heartbeat once the node holds the request, and nothing else moves it.
    const clock = fakeClock({ heartbeat: true });
    const heartbeatMs = 5000;
    const spec = await specServer('scan');
    let release: (() => void) | undefined;
    const held = new Promise<void>((r) => (release = r));
    let first = true;
    const slow = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        // The first operation request (after the release lookup) waits until the run has said it is waiting.
        if (first && req.method === 'POST') {
          first = false;
          clock.pass(heartbeatMs);
          await held;
        }
        const answer = await fetch(spec.baseUrl + (req.url ?? '').replace(/^\/api\/scan/, ''), {
          method: req.method ?? 'GET',
          headers: { 'content-type': 'application/json' },
          ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
        });
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' }).end(await answer.text());
      });
    });
    await new Promise<void>((ready) => slow.listen(0, '127.0.0.1', ready));
    cleanups.push(() => new Promise<void>((done) => (slow.closeAllConnections(), slow.close(() => done()))));
    const baseUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api/scan`;
    const { progress, text } = progressInto((written) => {
      if (written.includes('still waiting for')) release?.();
    });
    const report = await runConformance({ apis: ['scan'], baseUrl, timeoutMs: 120_000, only: ['listVoteRequestResults'], onEvent: progress.onEvent });
    progress.stop();
    expect(report.exitCode).toBe(0);
    expect(text()).toMatch(new RegExp(`^scan  still waiting for POST ${baseUrl}/v0/admin/sv/voteresults \\(\\d+ s\\) · \\d+\\.\\d s$`, 'm'));
    expect(text()).toMatch(/^scan: reading the server's release: GET \/version$/m);
  });
});

test('`script` is there to give the terminal test a pseudo-terminal', () => {
  expect(spawnSync('script', ['--version'], { encoding: 'utf8' }).status).toBe(0);
});
