// With --base-url the CLI runs on Node 22 (many operators' CI images); only the Prism mocks need Node
// 24.18, and the CLI says so in a user's words. Node 22 comes from the npm registry through npm ci (node22/).
// The runs check a few operations (`--only`): what Node 22 changes is the runtime, not what is checked.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { node22 } from '../../../node22/index.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cliPath } from './support/cli.ts';
import { contractOf } from './support/selection.ts';
import { type SpecServer, startSpecServer } from './support/spec-server.ts';

const { path: node22Path } = node22();
// Process tests on busy cores: generous, and no assertion reads a clock.
const limit = 120_000;

function onNode22(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(node22Path, [cliPath, ...args], { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

let server: SpecServer;
beforeAll(async () => {
  server = await startSpecServer('scan');
});
afterAll(async () => {
  await server.close();
});

describe('on Node 22', () => {
  test(
    '--base-url: the suite runs and passes',
    async () => {
      const run = await onNode22([
        '--api',
        'scan',
        '--base-url',
        server.baseUrl,
        '--only',
        'listVoteRequestResults,getHoldingsStateAt,listDsoScans',
        '--report',
        'json',
      ]);
      expect(run.stderr).not.toContain('Error');
      expect(run.code).toBe(0);
      const report = JSON.parse(run.stdout) as { exitCode: number; apis: { summary: { requests: number; failed: number } }[] };
      expect(report.exitCode).toBe(0);
      expect(report.apis[0]?.summary.requests).toBeGreaterThan(20);
    },
    limit,
  );

  test(
    "--base-url of a ledger: the WebSocket channels are checked over Node 22's global WebSocket",
    async () => {
      const ledger = await startSpecServer('ledger');
      try {
        const run = await onNode22(['--api', 'ledger', '--base-url', ledger.baseUrl, '--token', 'a.b.c', '--only', '/v2/updates', '--report', 'json']);
        expect(run.code).toBe(0);
        const report = JSON.parse(run.stdout) as {
          apis: { operations: { operationId: string; method: string; cases: { checks: { outcome: string }[] }[] }[] }[];
        };
        const channels = report.apis[0]?.operations.filter((o) => o.method === 'WS') ?? [];
        // Every channel is reported (updates, flats, trees, the two completions channels and the active contracts
        // snapshot), and /v2/updates was checked: its frames, its end, its error frame, its refusal without a token.
        expect(channels).toHaveLength((await contractOf('ledger')).channels.length);
        expect(channels.flatMap((o) => o.cases.flatMap((c) => c.checks.map((k) => k.outcome)))).not.toContain('fail');
        expect(channels.find((o) => o.operationId === 'onV2Updates')?.cases.flatMap((c) => c.checks.map((k) => k.outcome))).toEqual(
          expect.arrayContaining(['pass']),
        );
      } finally {
        await ledger.close();
      }
    },
    limit,
  );

  test(
    'without --base-url (Prism mode): exit 2, saying Prism needs Node 24 and that --base-url works on this Node',
    async () => {
      const run = await onNode22(['--api', 'scan']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(
        /canton-conformance: without --base-url the CLI checks Prism mocks it starts itself, but the Prism mock servers need Node 24\.18 or newer, and this is Node 22\.23\.3\. To check a server of your own on this Node, pass its API root with --base-url/,
      );
      expect(run.stdout).toBe('');
    },
    limit,
  );
});
