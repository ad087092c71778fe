// What the CLI says while it runs: a line per operation in CI logs, a live line on a terminal, every
// request and response with --verbose (the token redacted), and never a long silence on a slow node.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { prepareApi } from '../src/run/run-api.ts';
import { cliPath, runCli } from './support/cli.ts';
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

describe('progress on stderr', () => {
  test('in CI (no terminal): a line when an API starts and a line per operation, the report alone on stdout', async () => {
    const server = await specServer('scan');
    const run = await runCli(['--api', 'scan', '--base-url', server.baseUrl]);
    expect(run.code).toBe(0);
    const { operations } = await prepareApi('scan', new Map());
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
    const run = await runCli(['--api', 'validator', '--base-url', server.baseUrl]);
    expect(run.code).toBe(2);
    const { operations } = await prepareApi('validator', new Map());
    for (const [index, op] of operations.entries()) {
      expect(run.stderr).toMatch(
        new RegExp(
          `^validator  ○ \\[${index + 1}/${operations.length}\\] ${op.id}  not checked: the operation needs credentials; pass --token <JWT> · 1 requests · 0 failed · \\d+\\.\\d s$`,
          'm',
        ),
      );
    }
    expect(run.stderr).not.toMatch(/^validator {2}✓/m);
  });

  test('--verbose prints each request and response, with the token redacted everywhere', async () => {
    const server = await specServer('validator');
    const run = await runCli(['--api', 'validator', '--base-url', server.baseUrl, '--token', secret, '--verbose']);
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
    const command = [process.execPath, cliPath, '--api', 'scan', '--base-url', server.baseUrl].map((a) => `'${a}'`).join(' ');
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

  test('a node that takes its time: a line says what the CLI is waiting for, long before 30 s', async () => {
    const spec = await specServer('scan');
    let release: (() => void) | undefined;
    const held = new Promise<void>((r) => (release = r));
    let first = true;
    const slow = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        // The first operation request (after the release lookup) waits until the CLI has said it is waiting: no clock is read.
        if (first && req.method === 'POST') {
          first = false;
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
    const child = spawn(process.execPath, [cliPath, '--api', 'scan', '--base-url', baseUrl, '--timeout', '120000'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
      if (stderr.includes('still waiting for')) release?.();
    });
    const code = await new Promise<number | null>((done) => child.once('close', done));
    expect(code).toBe(0);
    expect(stderr).toMatch(new RegExp(`^scan  still waiting for POST ${baseUrl}/v0/admin/sv/voteresults \\(\\d+ s\\) · \\d+\\.\\d s$`, 'm'));
    expect(stderr).toMatch(/^scan: reading the server's release: GET \/version$/m);
  }, 120_000);
});

test('`script` is there to give the terminal test a pseudo-terminal', () => {
  expect(spawnSync('script', ['--version'], { encoding: 'utf8' }).status).toBe(0);
});
