// `canton-conformance --api scan --discover`: the suite against every SV's Scan that /v0/scans of
// one Scan lists, on correct servers from the spec on 127.0.0.1, one of which lies (schema-valid,
// wrong) or is down. The liar is named (exit 1), an honest network passes (exit 0), a network where
// fewer than f + 1 Scans answer cannot be decided (exit 2), and --token reaches the first Scan only. Each run,
// in process, checks on every Scan the reads the consistency section compares (`only`); the CLI runs --discover
// on the local network of `npm run mock -- --scans 2` (two Prism mocks: whether they agree is decided with two as
// with four; the tolerance of f = 1 of 4 is the in-process runs').
import { spawn } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { runScanNetwork, type ScanNetworkOptions } from '../src/network/run-network.ts';
import { formatJunit } from '../src/report/junit.ts';
import { formatText } from '../src/report/text.ts';
import { runCli, runCliJson } from './support/cli.ts';
import { type SpecServer, startSpecServer } from './support/spec-server.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
type Role = 'honest' | 'liar' | 'down';
/** The reads the consistency section compares across the Scans: the Scan spec's reads whose `x-bft` rule compares bodies and does not move (src/checks/consistency.ts). */
const compared = [
  'listVoteRequestResults',
  'getHoldingsStateAtV2',
  'getAcsSnapshotAtV2',
  'getRewardAccountingActivityTotals',
  'lookupFeaturedAppRight',
  'lookupFeaturedAppRightByContractId',
  'listDsoScans',
];
// A deadline no loaded machine reaches (the 10 s default is for real networks): the Scans here answer from this
// process, which shares 2 busy cores with other tests, and one answering late would be counted unreachable.
const discover = (baseUrl: string, options: Omit<ScanNetworkOptions, 'baseUrl'> = {}) =>
  runScanNetwork({ baseUrl, only: compared, timeoutMs: 120_000, ...options });
const servers: SpecServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Scans sv-1, sv-2, … listing each other; each records the headers of every request. */
async function network(roles: Role[], extra: { publicUrl: string; svName: string }[] = []): Promise<{ seed: string; headers: IncomingHttpHeaders[][] }> {
  const listed: { publicUrl: string; svName: string }[] = [];
  const headers: IncomingHttpHeaders[][] = roles.map(() => []);
  for (const [i, role] of roles.entries()) {
    if (role === 'down') {
      listed.push({ publicUrl: `http://127.0.0.1:${await closedPort()}`, svName: `sv-${i + 1}` });
      continue;
    }
    const server = await startSpecServer('scan', {
      alter: (call, reply) => {
        headers[i]!.push(call.headers);
        if (call.operationId === 'listDsoScans' && reply.status === 200) {
          return { ...reply, body: JSON.stringify({ scans: [{ domainId: 'global-domain::1220aa', scans: listed }] }) };
        }
        if (role === 'liar' && call.operationId === 'getRewardAccountingActivityTotals' && reply.status === 200) {
          return {
            ...reply,
            body: reply.body.replace(/"total_app_reward_minting_allowance":"[^"]*"/, '"total_app_reward_minting_allowance":"99999.0000000000"'),
          };
        }
        return undefined;
      },
    });
    servers.push(server);
    listed.push({ publicUrl: new URL(server.baseUrl).origin, svName: `sv-${i + 1}` });
  }
  listed.push(...extra);
  const seed = `${listed[0]!.publicUrl}/api/scan`;
  return { seed, headers };
}

describe('canton-conformance --discover', () => {
  test('an honest network passes: a section per SV, the answers agree, exit 0', async () => {
    const net = await network(['honest', 'honest', 'honest', 'honest']);
    const report = await discover(net.seed, { concurrency: 2 });
    expect(report.apis.map((a) => a.sv)).toEqual(['sv-1', 'sv-2', 'sv-3', 'sv-4', 'network consistency']);
    expect(report.network).toMatchObject({ listed: 4, f: 1, needed: 2, reachable: 4, refused: [], disagreeing: [] });
    const consistency = report.apis.at(-1)!.operations.map((o) => [o.operationId, o.cases[0]!.checks[0]!.outcome]);
    // The reads `--only` selected agree; every other read the rules choose is listed as not run.
    expect(consistency.filter(([id]) => compared.includes(id!))).toEqual([['listDsoScans', 'pass'], ...compared.map((id) => [id, 'pass'])]);
    expect(consistency.filter(([id]) => !compared.includes(id!)).map(([, outcome]) => outcome)).toEqual(
      consistency.filter(([id]) => !compared.includes(id!)).map(() => 'skip'),
    );
    expect(report.exitCode).toBe(0);
  });

  test('a liar and a Scan that is down: the liar is named, the down SV fails, exit 1; JUnit has a test suite per SV', async () => {
    const net = await network(['honest', 'liar', 'honest', 'down', 'honest']);
    const report = await discover(net.seed);
    expect(report.exitCode).toBe(1);
    expect(report.network).toMatchObject({ listed: 5, needed: 2, reachable: 4, disagreeing: ['sv-2'] });
    const totals = report.apis.at(-1)!.operations.find((o) => o.operationId === 'getRewardAccountingActivityTotals')!;
    expect(totals.cases[0]!.checks[0]).toMatchObject({ outcome: 'fail', message: expect.stringContaining('disagreeing: sv-2') });
    expect(totals.cases[0]!.checks.find((c) => c.message?.startsWith('sv-2'))).toMatchObject({
      outcome: 'fail',
      message: expect.stringContaining('99999.0000000000'),
    });
    expect(report.apis.find((a) => a.sv === 'sv-4')?.error).toMatch(/^server unreachable/);
    // The liar's answers are schema-valid: its own section passes the contract.
    expect(report.apis.find((a) => a.sv === 'sv-2')?.summary.failed).toBe(0);

    const junit = formatJunit(report);
    const suites = [...junit.matchAll(/<testsuite name="([^"]+)"/g)].map((m) => m[1]);
    // The SV that is down has its suite too, failing to reach its Scan.
    expect(suites).toEqual(['scan · sv-1', 'scan · sv-2', 'scan · sv-3', 'scan · sv-4', 'scan · sv-5', 'scan · network consistency']);
    expect(junit).toMatch(/<failure message="consistency: 3 SV\(s\) agree \(2 needed\); disagreeing: sv-2"/);

    expect(formatText(report)).toContain('✗ disagreeing: sv-2');
  });

  test('fewer than f + 1 Scans reachable: exit 2, the report says why', async () => {
    const net = await network(['honest', 'down', 'down', 'down']);
    const report = await discover(net.seed);
    expect(report.exitCode).toBe(2);
    expect(report.network?.error).toBe('only 1 of 4 listed Scans answered, fewer than the 2 needed to tell the agreed answers');
  });

  test('--token goes to the --base-url Scan only, never to the Scans it lists', async () => {
    const net = await network(['honest', 'honest', 'honest']);
    const report = await discover(net.seed, { token: 'seed.secret.token' });
    expect(report.exitCode).toBe(0);
    expect(net.headers[0]!.some((h) => h.authorization === 'Bearer seed.secret.token')).toBe(true);
    for (const received of net.headers.slice(1)) {
      expect(received.length).toBeGreaterThan(0);
      for (const h of received) expect(h.authorization).toBeUndefined();
    }
    expect(JSON.stringify(report)).not.toContain('seed.secret.token');
  });

  test('a listed URL that is not a bare http(s) origin is refused, never called, and reported: exit 1', async () => {
    const trap = await network(['honest']);
    const host = new URL(trap.seed).host;
    const tricks = [`ftp://${host}`, `http://user:pw@${host}`, `http://${host}/api/scan/../../admin`, `http://evil.example\\@${host}`];
    const net = await network(
      ['honest', 'honest', 'honest'],
      tricks.map((publicUrl, i) => ({ publicUrl, svName: `trick-${i}` })),
    );
    const report = await discover(net.seed);
    expect(report.exitCode).toBe(1);
    expect(report.network?.refused.map((r) => r.publicUrl)).toEqual(tricks);
    expect(report.apis.map((a) => a.sv)).toEqual(['sv-1', 'sv-2', 'sv-3', 'network consistency']);
    expect(trap.headers[0]).toEqual([]);
    expect(formatText(report)).toContain(`✗ refused trick-0: "ftp://${host}": scheme ftp: is not http or https`);
  });

  test('through the CLI, on the local network of `npm run mock -- --api scan --scans 2`: every SV is a mock on this machine, the answers agree, exit 0', async () => {
    const mock = spawn(process.execPath, ['src/mock/cli.ts', '--api', 'scan', '--scans', '2', '--port', '0'], {
      cwd: packageDir,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => mock.once('close', (code) => done(code)));
    try {
      let out = '';
      let err = '';
      mock.stderr.on('data', (c: Buffer) => (err += c.toString()));
      const printed = await new Promise<string[]>((done, fail) => {
        mock.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('Paging ends')) done([...out.matchAll(/^ {2}scan(?: #\d)?\s+(\S+)$/gm)].map((m) => m[1]!));
        });
        void exited.then(() => fail(new Error(`npm run mock exited: ${err}`)));
      });
      expect(printed).toHaveLength(2);
      // A deadline no loaded machine reaches: the test is about what discovery finds, and Prism mocks answering
      // their first requests on 2 busy cores took past the default 10 s.
      const run = await runCliJson(['--api', 'scan', '--base-url', printed[0]!, '--discover', '--timeout', '120000', '--only', compared.join(',')]);
      // With f = 0 one answer decides, and two that differ fail every SV as disagreeing: agreement is still checked.
      expect(run.report.network).toMatchObject({ listed: 2, f: 0, needed: 1, reachable: 2, refused: [], disagreeing: [] });
      expect(run.report.apis.map((a) => [a.sv, a.baseUrl])).toEqual([
        ...printed.map((url, i) => [`mock-sv-${i + 1}`, url]),
        ['network consistency', printed[0]],
      ]);
      expect(run.code).toBe(0);
    } finally {
      mock.kill('SIGTERM');
      await exited;
    }
  }, 180_000);

  test('--discover needs --api scan and --base-url', async () => {
    const run = await runCli(['--api', 'ledger', '--base-url', 'http://127.0.0.1:1', '--discover']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--discover needs --api scan and --base-url');
  });
});
