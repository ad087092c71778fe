// Prism is an optional peer dependency: `npm install @canton-openapi/conformance` brings no Prism. The
// built package is run from a scratch project holding it and only its own dependencies (linked to the
// installed ones), where Prism cannot be resolved: --base-url runs work, and the mock mode, startMock,
// runConformance and the mock script say how to install Prism instead of failing somewhere inside.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { prismMissingMessage, prismVersion } from '../src/mock/prism.ts';
import { type SpecServer, startSpecServer } from './support/spec-server.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(packageDir, '..', '..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
const prismCli = '@stoplight/prism-cli';

let scratch: string;
let installed: string;
let server: SpecServer;

beforeAll(async () => {
  if (!existsSync(join(packageDir, 'dist', 'cli.js'))) throw new Error('dist/cli.js is missing: build the package first');
  scratch = mkdtempSync(join(tmpdir(), 'canton-conformance-without-prism-'));
  installed = join(scratch, 'node_modules', '@canton-openapi', 'conformance');
  mkdirSync(installed, { recursive: true });
  cpSync(join(packageDir, 'package.json'), join(installed, 'package.json'));
  cpSync(join(packageDir, 'dist'), join(installed, 'dist'), { recursive: true });
  // Exactly the package's dependencies, as npm would install them; Prism, a peer, is left out.
  for (const name of Object.keys(manifest.dependencies)) {
    const source = [join(packageDir, 'node_modules', name), join(repoRoot, 'node_modules', name)].find((dir) => existsSync(dir));
    if (source === undefined) throw new Error(`${name} is not installed: run npm ci`);
    mkdirSync(dirname(join(scratch, 'node_modules', name)), { recursive: true });
    symlinkSync(realpathSync(source), join(scratch, 'node_modules', name), 'dir');
  }
  server = await startSpecServer('scan');
});
afterAll(async () => {
  await server?.close();
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
});

function runNode(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { NODE_PATH: _nodePath, ...env } = process.env;
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: scratch, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // No clock limits it: one that hangs fails its test at the test's timeout, and is killed when the test ends.
    onTestFinished(() => void child.kill('SIGKILL'));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

const cli = (args: string[]) => runNode([join(installed, 'dist', 'cli.js'), ...args]);

describe('@stoplight/prism-cli is an optional peer dependency', () => {
  test('the manifest makes Prism an optional peer at the version the mocks are made for, and this repository installs it', () => {
    expect(manifest.dependencies).not.toHaveProperty(prismCli);
    expect(manifest.peerDependencies).toEqual({ [prismCli]: prismVersion });
    expect(manifest.peerDependenciesMeta).toEqual({ [prismCli]: { optional: true } });
    const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(root.devDependencies[prismCli]).toBe(prismVersion);
  });

  test('the scratch project really has no Prism, while the repository does', () => {
    const fromScratch = createRequire(join(installed, 'dist', 'prism.js'));
    expect(() => fromScratch.resolve(`${prismCli}/dist/index.js`)).toThrow(/Cannot find module/);
    expect(createRequire(join(packageDir, 'dist', 'prism.js')).resolve(`${prismCli}/dist/index.js`)).toContain(prismCli);
  });
});

describe('without Prism', () => {
  test('--base-url: the suite runs and passes', async () => {
    // A few operations (`--only`): what is missing here is Prism, not anything a run of more operations would need.
    const run = await cli([
      '--api',
      'scan',
      '--base-url',
      server.baseUrl,
      '--only',
      'listVoteRequestResults,getHoldingsStateAt,listDsoScans',
      '--report',
      'json',
    ]);
    expect(run.stderr).not.toMatch(/Error|Prism/);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { exitCode: number; apis: { target: string; summary: { requests: number; failed: number } }[] };
    expect(report.apis[0]?.target).toBe('server');
    expect(report.apis[0]?.summary.requests).toBeGreaterThan(20);
    expect(report.apis[0]?.summary.failed).toBe(0);
  });

  test('the mock mode (no --base-url): exit 2 and the install command, nothing else', async () => {
    const run = await cli(['--api', 'ledger', '--api', 'scan']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'canton-conformance: the mock mode needs Prism: npm install --save-dev @stoplight/prism-cli@5.16.0 (it needs Node 24.18+), or pass --base-url to test your own node\n',
    );
    expect(run.stdout).toBe('');
  });

  test('usage errors still come first', async () => {
    const run = await cli(['--api', 'scan', '--timeout', 'soon']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--timeout soon: expected a positive whole number');
    expect(run.stderr).not.toContain('Prism');
  });

  test('startMock and runConformance from the package entry point: the same message, and a run that could not test', async () => {
    const script = `
      import { runConformance, startMock } from '@canton-openapi/conformance';
      let started = false;
      const message = await startMock('scan').then((mock) => { started = true; return mock.close(); }, (error) => error.message);
      const report = await runConformance({ apis: ['scan'] });
      console.log(JSON.stringify({ started, message, exitCode: report.exitCode, error: report.apis[0]?.error }));
    `;
    const run = await runNode(['--input-type=module', '-e', script]);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      started: false,
      message: `Cannot start the scan mock: ${prismMissingMessage}`,
      exitCode: 2,
      error: `Cannot start the scan mock: ${prismMissingMessage}`,
    });
  });

  test('the mock script (`npm run mock`): exit 2 and the install command', async () => {
    const run = await runNode([join(installed, 'dist', 'mock.js')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${prismMissingMessage}\n`);
  });
});
