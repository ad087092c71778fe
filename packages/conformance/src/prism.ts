import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiName, apiRootPrefix, bundledChannelsPath, bundledSpecPath } from './apis.ts';
import { type MockFront, startMockFront } from './mock-front.ts';

/** A running Prism mock server of one API. */
export interface MockServer {
  api: ApiName;
  /** The API root, to use as `baseUrl`: `http://127.0.0.1:<port>` plus `/api/scan` or `/api/validator`. */
  baseUrl: string;
  port: number;
  /** Stops Prism and removes its temporary files. Safe to call more than once. */
  close(): Promise<void>;
}

/** Options of {@link startMock}. */
export interface StartMockOptions {
  /** Port to listen on; a free loopback port when absent. */
  port?: number;
  host?: string;
  /** Prism's dynamic mode (responses generated from the schemas instead of the named examples). */
  dynamic?: boolean;
  /** Seed for dynamic mode, so generated responses repeat from run to run. */
  seed?: number;
  /** How long to wait for Prism to answer before giving up, in milliseconds (default 90 s: several mocks starting at once on a busy 2-core CI machine have taken over 30 s). */
  startTimeoutMs?: number;
}

const require = createRequire(import.meta.url);
const minimumNode = [24, 18];

/** The Prism release the mocks are made for: the pin of the optional peer dependency `@stoplight/prism-cli`. */
export const prismVersion = '5.16.0';

/** What to tell a user whose project has no Prism installed, in their words. */
export const prismMissingMessage =
  `the mock mode needs Prism: npm install --save-dev @stoplight/prism-cli@${prismVersion} (it needs Node ${minimumNode.join('.')}+), ` +
  'or pass --base-url to test your own node';

/**
 * Path of Prism's CLI script, or undefined when it cannot be resolved from this package. Prism is an
 * optional peer dependency (it brings ~200 packages and an install-analytics script), so only users
 * of the mock mode install it; it is resolved here, when a mock starts, and never imported.
 */
export function prismCliPath(): string | undefined {
  try {
    return require.resolve('@stoplight/prism-cli/dist/index.js');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * Why Prism cannot run on this Node, in a user's words, or undefined when it can. Only the mocks need
 * Node 24.18: checking a server of your own with `--base-url` runs on Node 22.
 */
export function prismNodeProblem(version: string = process.versions.node): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > minimumNode[0]! || (major === minimumNode[0] && minor >= minimumNode[1]!)) return undefined;
  return (
    `the Prism mock servers need Node ${minimumNode.join('.')} or newer, and this is Node ${version}. ` +
    'To check a server of your own on this Node, pass its API root with --base-url (for example --base-url https://scan.example.com/api/scan); ' +
    `to run against the mocks, use Node ${minimumNode[0]}.`
  );
}

/**
 * Starts Prism on the bundled spec of `api`, serving below the same API root as a real server. Throws,
 * naming the install command, when the project has not installed `@stoplight/prism-cli`.
 */
export async function startMock(api: ApiName, options: StartMockOptions = {}): Promise<MockServer> {
  const prismCli = prismCliPath();
  if (prismCli === undefined) throw new Error(`Cannot start the ${api} mock: ${prismMissingMessage}`);
  const problem = prismNodeProblem();
  if (problem !== undefined) throw new Error(`Cannot start the ${api} mock: ${problem}`);
  const host = options.host ?? '127.0.0.1';
  // Prism listens on a loopback port of its own; the front on the port asked for relays to it.
  const prismPort = await freePort('127.0.0.1');
  const spec = JSON.parse(await readFile(bundledSpecPath(api), 'utf8'));
  const prefix = apiRootPrefix(spec);
  const dir = await mkdtemp(join(tmpdir(), `canton-mock-${api}-`));
  const specFile = join(dir, 'openapi.json');
  await writeFile(specFile, JSON.stringify(withPathPrefix(spec, prefix)));

  const args = [prismCli, 'mock', specFile, '-h', '127.0.0.1', '-p', String(prismPort)];
  if (options.dynamic) args.push('--dynamic');
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SCARF_ANALYTICS: 'false', FORCE_COLOR: '0' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  let closed = false;
  let front: MockFront | undefined;
  const close = async () => {
    if (closed) return;
    closed = true;
    await front?.close();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
    await rm(dir, { recursive: true, force: true });
  };

  const prismOrigin = `http://127.0.0.1:${prismPort}`;
  let origin = prismOrigin;
  try {
    await waitUntilAnswering(prismOrigin, exited, options.startTimeoutMs ?? 90_000);
    const channelsPath = bundledChannelsPath(api);
    const channels = channelsPath === undefined ? undefined : JSON.parse(await readFile(channelsPath, 'utf8'));
    front = await startMockFront({ api, root: spec }, prefix, prismOrigin, host, options.port ?? 0, channels);
    origin = `http://${host.includes(':') ? `[${host}]` : host}:${front.port}`;
  } catch (error) {
    await close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Prism mock of the ${api} API did not start on ${origin}: ${reason}\n${output.trim()}`);
  }
  return { api, baseUrl: origin + prefix, port: front.port, close };
}

/** The spec with every path moved below `prefix`, and no `servers` (Prism serves what it is given). */
export function withPathPrefix<T extends { paths?: Record<string, unknown>; servers?: unknown }>(spec: T, prefix: string): T {
  const paths = Object.fromEntries(Object.entries(spec.paths ?? {}).map(([path, item]) => [prefix + path, item]));
  const { servers: _servers, ...rest } = spec;
  return { ...rest, paths } as T;
}

async function freePort(host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitUntilAnswering(origin: string, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`Prism exited with code ${exitCode}`);
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`no answer within ${timeoutMs} ms`);
}
