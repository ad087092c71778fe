// The GitHub Action's run step (action/run.ts), run here as the runner runs it: inputs in INPUT_*,
// the token in CANTON_CONFORMANCE_TOKEN, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files. `npx` is a
// stand-in on PATH that records its arguments and runs this package's built CLI.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiNameList, apiNames, bundledSpecPath } from '../src/apis.ts';
import { cliPath } from './support/cli.ts';
import { startRegistryServer } from './support/registry.ts';
import { type SpecServer, startSpecServer } from './support/spec-server.ts';

const runStep = fileURLToPath(new URL('../action/run.ts', import.meta.url));
const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const token = 'eyJhbGciOiJub25lIn0.c2VjcmV0LXRva2Vu.';
const scanSpec = JSON.parse(readFileSync(bundledSpecPath('scan'), 'utf8')) as { info: { version: string; 'x-minimum-server-version': string } };
const scanInfo = { version: scanSpec.info.version, minimum: scanSpec.info['x-minimum-server-version'] };
let dir: string;
let broken: SpecServer;
/** The read the broken Scan breaks, and one it answers as the spec says. */
const brokenOnly = 'listDsoScans,getDsoInfo';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'conformance-action-'));
  // npx --yes --package=@canton-openapi/conformance@V -- canton-conformance ARGS → the built CLI with ARGS.
  writeFileSync(
    join(dir, 'npx'),
    [
      '#!/bin/sh',
      'printf "%s\\n" "$@" > "$NPX_ARGS_LOG"',
      'printf "ignore-scripts=%s SCARF_ANALYTICS=%s\\n" "$npm_config_ignore_scripts" "$SCARF_ANALYTICS" > "$NPX_ARGS_LOG.env"',
      'while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do shift; done',
      'shift 2',
      `exec "${process.execPath}" "${cliPath}" "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(join(dir, 'npx'), 0o755);
  // A Scan whose list of Scans comes back as text/plain: one operation breaks the contract.
  broken = await startSpecServer('scan', {
    alter: (call, reply) => (call.operationId === 'listDsoScans' ? { ...reply, headers: { 'content-type': 'text/plain' } } : undefined),
  });
});
afterAll(async () => {
  await broken.close();
  rmSync(dir, { recursive: true, force: true });
});

interface StepRun {
  code: number | null;
  stdout: string;
  stderr: string;
  npxArgs: string[] | undefined;
  outputs: Record<string, string>;
  summary: string;
  runnerTemp: string;
}

/** Runs the step in a fresh RUNNER_TEMP with the given inputs (names as in action.yml). */
async function step(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<StepRun> {
  const runnerTemp = mkdtempSync(join(dir, 'runner-'));
  const files = { out: join(runnerTemp, 'output'), summary: join(runnerTemp, 'summary'), npx: join(runnerTemp, 'npx-args') };
  writeFileSync(files.out, '');
  writeFileSync(files.summary, '');
  const inputEnv = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase().replaceAll('-', '_')}`, v]));
  const child = spawn(process.execPath, [runStep], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: `${dir}:${process.env.PATH ?? ''}`,
      RUNNER_TEMP: runnerTemp,
      GITHUB_OUTPUT: files.out,
      GITHUB_STEP_SUMMARY: files.summary,
      NPX_ARGS_LOG: files.npx,
      ...inputEnv,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((done) => child.once('close', done));
  const outputs = Object.fromEntries(
    readFileSync(files.out, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  const npxArgs = existsSync(files.npx) ? readFileSync(files.npx, 'utf8').split('\n').slice(0, -1) : undefined;
  return { code, stdout, stderr, npxArgs, outputs, summary: readFileSync(files.summary, 'utf8'), runnerTemp };
}

/**
 * The PATH of a step whose `npx` only records its arguments (with `environment`, the install settings it gets too)
 * and runs nothing: where what the step asks npx for is the point.
 */
function recordingNpx({ environment = false } = {}): { PATH: string } {
  const recordOnly = mkdtempSync(join(dir, 'record-only-'));
  const script = ['#!/bin/sh', 'printf "%s\\n" "$@" > "$NPX_ARGS_LOG"'];
  if (environment) script.push('printf "ignore-scripts=%s SCARF_ANALYTICS=%s\\n" "$npm_config_ignore_scripts" "$SCARF_ANALYTICS" > "$NPX_ARGS_LOG.env"');
  writeFileSync(join(recordOnly, 'npx'), [...script, ''].join('\n'));
  chmodSync(join(recordOnly, 'npx'), 0o755);
  return { PATH: `${recordOnly}:${process.env.PATH ?? ''}` };
}

describe('GitHub Action run step: the verdict, the outputs and the summary', { timeout: 120_000 }, () => {
  test('a contract violation: exit 1, the token masked first and kept off the command line, JUnit report and summary', async () => {
    // The broken read and one that passes, not the whole Scan API (prism.test.ts and upstream-like-server.test.ts run it).
    const inputs = { discover: 'false', strict: 'false', params: 'round_number=4711\n\n', version: '', 'report-name': '', only: brokenOnly };
    const run = await step({ api: 'scan', 'base-url': broken.baseUrl, ...inputs }, { CANTON_CONFORMANCE_TOKEN: token });
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[0]).toBe(`::add-mask::${token}`);
    const report = join(run.runnerTemp, 'canton-conformance', 'canton-conformance-scan.xml');
    expect(run.npxArgs).toEqual([
      '--yes',
      `--package=@canton-openapi/conformance@${version}`,
      '--',
      'canton-conformance',
      '--api',
      'scan',
      '--base-url',
      broken.baseUrl,
      '--only',
      brokenOnly,
      '--param',
      'round_number=4711',
      '--report',
      'junit',
      '--out',
      report,
    ]);
    expect(run.outputs).toEqual({ artifact: 'canton-conformance-scan', report, 'exit-code': '1' });
    expect(readFileSync(report, 'utf8')).toContain('<testsuite name="scan"');
    expect(run.summary).toMatch(
      /^## ❌ Canton conformance: \d+ contract violations?\n\n`scan` at `http:\/\/127\.0\.0\.1:\d+\/api\/scan` · `@canton-openapi\/conformance@0\.\d+\.\d+` · `--only` `listDsoScans,getDsoInfo` · exit 1\n/,
    );
    // The version the report says ran, and the API release of the spec it checked.
    expect(run.summary).toContain(`· \`@canton-openapi/conformance@${version}\` ·`);
    expect(run.summary).toMatch(
      new RegExp(
        `\\n\\| scan ${scanInfo.version.replaceAll('.', '\\.')} \\(servers ${scanInfo.minimum.replaceAll('.', '\\.')} or newer\\); server release unknown \\(GET /version answered 404\\) \\| \\d+ \\| \\d+ \\| [1-9]\\d* \\| \\d+ \\| \\d+\\.\\d s \\|\\n`,
      ),
    );
    expect(run.summary).toMatch(/\| `scan\.listDsoScans` \| [^|]+ \| content-type: Content-Type text\/plain for status 200/);
    expect(run.summary).toContain('the JUnit report in the artifact `canton-conformance-scan`.');
    expect(`${run.summary}${run.stderr}`).not.toContain(token);
  });

  test('a server that keeps the contract: exit 0 and a summary that says so', async () => {
    const correct = await startSpecServer('scan', { release: { reports: '0.9.0' } });
    // The step's verdict and summary, not the whole Scan API again (prism.test.ts and upstream-like-server.test.ts run it).
    const only = 'getDsoInfo,listDsoScans';
    try {
      const run = await step({ api: 'scan', 'base-url': correct.baseUrl, only });
      expect(run.code).toBe(0);
      expect(run.outputs['exit-code']).toBe('0');
      expect(run.summary).toMatch(/^## ✅ Canton conformance: every check passed\n/);
      // The release the Scan reported, read from its GET /version.
      expect(run.summary).toMatch(/\n\| scan \S+ \(servers \S+ or newer\); server release 0\.9\.0 \| (\d+) \| \d+ \| 0 \| \d+ \| \d+\.\d s \|\n/);
      expect(run.summary).not.toContain('### Failures');
      // Or stated with the input server-version: passed to the CLI, named in the summary.
      const stated = await step({ api: 'scan', 'base-url': correct.baseUrl, 'server-version': '0.9.0', only });
      expect(stated.npxArgs).toEqual(expect.arrayContaining(['--server-version', '0.9.0']));
      expect(stated.code).toBe(0);
      expect(stated.summary).toMatch(/\n\| scan \S+ \(servers \S+ or newer\); server release 0\.9\.0 \|/);
    } finally {
      await correct.close();
    }
  });

  test("discover and strict are passed only when true; a run that could not test says so with the CLI's words", async () => {
    const run = await step({
      api: 'scan',
      'base-url': 'http://127.0.0.1:1/api/scan',
      discover: 'true',
      strict: 'TRUE',
      version: '9.9.9',
      'report-name': 'scan-mainnet',
    });
    expect(run.code).toBe(2);
    expect(run.npxArgs?.slice(0, 2)).toEqual(['--yes', '--package=@canton-openapi/conformance@9.9.9']);
    expect(run.npxArgs?.slice(4, 10)).toEqual(['--api', 'scan', '--base-url', 'http://127.0.0.1:1/api/scan', '--discover', '--strict']);
    expect(run.outputs['exit-code']).toBe('2');
    expect(run.outputs.artifact).toBe('scan-mainnet');
    expect(run.summary).toContain('## ⚠️ Canton conformance could not test (exit 2)');
    expect(run.summary).toContain('· `--discover` `--strict` · exit 2');
    expect(run.summary).toMatch(/The CLI said:\n\n```text\n[\s\S]*canton-conformance[\s\S]*\n```\n/);
    expect(run.stdout).not.toContain('::add-mask::');
  });
});

describe('GitHub Action run step: what the inputs pass to the CLI', { timeout: 120_000 }, () => {
  test('Prism mocks (no base-url): npx brings Prism, the optional peer, with install scripts off so its install analytics never run', async () => {
    // An npx that records its arguments and environment: a run against Prism would prove nothing more here (test/prism.test.ts has it).
    const run = await step({ api: 'scan' }, recordingNpx({ environment: true }));
    expect(run.npxArgs?.slice(0, 6)).toEqual([
      '--yes',
      `--package=@canton-openapi/conformance@${version}`,
      '--package=@stoplight/prism-cli@5.16.0',
      '--',
      'canton-conformance',
      '--api',
    ]);
    expect(readFileSync(join(run.runnerTemp, 'npx-args.env'), 'utf8')).toBe('ignore-scripts=true SCARF_ANALYTICS=false\n');
    expect(run.code).toBe(0);
    const server = await step({ api: 'scan', 'base-url': 'http://127.0.0.1:1/api/scan' });
    expect(server.npxArgs).not.toContain('--package=@stoplight/prism-cli@5.16.0');
  });

  test("api: all checks every API against Prism, as the CLI's --api all, each API once", async () => {
    // An npx that only records its arguments: three Prism mocks would prove nothing more here.
    const run = await step({ api: 'all, scan' }, recordingNpx());
    expect(run.code).toBe(0);
    expect(run.npxArgs?.slice(4, 5 + 2 * apiNames.length)).toEqual(['canton-conformance', ...apiNames.flatMap((api) => ['--api', api])]);
    expect(run.outputs['artifact']).toBe('canton-conformance-all-scan');
    expect(run.summary).toContain(`${apiNames.map((api) => `\`${api}\``).join(', ')} at`);
  });

  test('allow-writes names the writes the run may use: one --allow-writes, shown in the summary with the flags', async () => {
    const env = recordingNpx();
    const run = await step({ api: 'ledger', 'base-url': 'http://127.0.0.1:1', 'allow-writes': 'submitThing, parties\nall\n' }, env);
    expect(run.code).toBe(0);
    expect(run.npxArgs?.filter((a) => a === '--allow-writes')).toHaveLength(1);
    expect(run.npxArgs).toEqual(expect.arrayContaining(['--allow-writes', 'submitThing,parties,all']));
    expect(run.summary).toContain('· `--allow-writes` `submitThing,parties,all` · exit 0');
    const readOnly = await step({ api: 'ledger', 'base-url': 'http://127.0.0.1:1' }, env);
    expect(readOnly.npxArgs).not.toContain('--allow-writes');
  });

  test('only passes --only: a registry serving some of its APIs passes, the summary lists what was not selected and says the API is not versioned by release', async () => {
    const registry = await startRegistryServer({ serves: new Set(['metadata-v1', 'transfer-instruction-v1']) });
    try {
      const run = await step({ api: 'registry', 'base-url': registry.baseUrl, only: 'metadata-v1,\ntransfer-instruction-v1\n' });
      expect(run.npxArgs?.filter((a) => a === '--only')).toHaveLength(1);
      expect(run.npxArgs).toEqual(expect.arrayContaining(['--only', 'metadata-v1,transfer-instruction-v1']));
      expect(run.code).toBe(0);
      expect(run.summary).toMatch(/^## ✅ Canton conformance: every check passed\n/);
      expect(run.summary).toContain('· `--only` `metadata-v1,transfer-instruction-v1` · exit 0');
      // As the text report words it (src/report/text.ts), not "server release unknown".
      expect(run.summary).toMatch(
        /\n\| registry \S+ \(servers \S+ or newer\); not versioned by release: every operation is served alike by registry servers of 0\.7, 0\.8 and 0\.9; no release read \| \d+ \|/,
      );
      expect(run.summary).not.toContain('server release unknown');
      expect(run.summary).toContain('### Not checked: not selected (`--only`)');
      expect(run.summary).toMatch(
        /\n- registry \(only `metadata-v1,transfer-instruction-v1`\): `getTransferFactoryV2`, (`\w+`, ){12}`getAllocationCancelContextV2`\n/,
      );
      // Without the input, no --only: an npx that only records, since what the whole run of this registry finds
      // (exit 1, the unserved operations failing) is only.test.ts's first test.
      const all = await step({ api: 'registry', 'base-url': registry.baseUrl }, recordingNpx());
      expect(all.npxArgs).toEqual(expect.arrayContaining(['--api', 'registry', '--base-url', registry.baseUrl]));
      expect(all.npxArgs).not.toContain('--only');
    } finally {
      await registry.close();
    }
  });

  test('a wrong input fails before anything runs, as an annotation', async () => {
    for (const [inputs, message] of [
      [{ api: 'scan', strict: 'yes' }, "input strict: expected true or false, got 'yes'"],
      [{ api: 'wallet' }, `input api: 'wallet' is not ${apiNameList('or')} or all`],
      [{ api: 'scan ledger', 'base-url': 'https://scan.example.com/api/scan' }, 'input api names one API when base-url is set'],
      [{ api: 'all', 'base-url': 'https://scan.example.com/api/scan' }, 'input api names one API when base-url is set'],
      [{ api: 'scan', params: 'round_number 4711' }, "input params: 'round_number 4711' is not NAME=VALUE"],
    ] as const) {
      const run = await step(inputs);
      expect(run.code).toBe(2);
      expect(run.stdout).toContain(`::error title=canton-conformance action::${message}`);
      expect(run.npxArgs).toBeUndefined();
      expect(run.outputs['exit-code']).toBe('2');
    }
  });
});
