import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRelease, specDocument } from '@canton-openapi/contract';
import { type ApiName, apiRootPrefix, bundledChannelsPath } from './apis.ts';
import { loadSpec } from './load-spec.ts';
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

/** A Scan that `/v0/scans` lists. */
export interface ListedMockScan {
  svName: string;
  /** A bare origin: `http://127.0.0.1:4011`. */
  publicUrl: string;
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
  /** Stops the mock (or its start, which then rejects with the signal's reason) when aborted. */
  signal?: AbortSignal;
  /**
   * What the Scan mock's `/v0/scans` lists, read at each answer (default: the mock itself). The answer
   * never names the spec example's real Scans, so nothing pointed at the mock leaves this machine.
   */
  scanList?: () => readonly ListedMockScan[];
  /**
   * Serve this release of the API alone (`npm run mock -- --server-version`): the version endpoint answers it,
   * what it does not serve answers 404 as an unknown path, what it disables by default is refused as the spec documents.
   */
  serverVersion?: string;
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
 * naming the install command, when the project has not installed `@stoplight/prism-cli`, and naming
 * the port when `options.port` is in use (before any Prism is started).
 */
export async function startMock(api: ApiName, options: StartMockOptions = {}): Promise<MockServer> {
  const prismCli = prismCliPath();
  if (prismCli === undefined) throw new Error(`Cannot start the ${api} mock: ${prismMissingMessage}`);
  const problem = prismNodeProblem();
  if (problem !== undefined) throw new Error(`Cannot start the ${api} mock: ${problem}`);
  const { signal } = options;
  if (options.serverVersion !== undefined && parseRelease(options.serverVersion) === undefined)
    throw new Error(`Cannot start the ${api} mock: server version '${options.serverVersion}' is not a release (major.minor.patch, e.g. 3.6.1)`);
  signal?.throwIfAborted();
  const host = options.host ?? '127.0.0.1';
  const doc = await loadSpec(api);
  const prefix = apiRootPrefix(doc.root);
  const channelsPath = bundledChannelsPath(api);
  const channels = channelsPath === undefined ? undefined : specDocument(api, JSON.parse(await readFile(channelsPath, 'utf8'))).root;
  // The front takes its public port first: a port in use fails here, naming it, with nothing to clean up.
  let origin = '';
  const scanList = options.scanList ?? (() => [{ svName: 'mock-sv-1', publicUrl: origin }]);
  let front: MockFront;
  try {
    front = await startMockFront(doc, prefix, host, options.port ?? 0, {
      ...(channels === undefined ? {} : { channels }),
      ...(api === 'scan' ? { scanList } : {}),
      ...(options.serverVersion === undefined ? {} : { release: options.serverVersion }),
    });
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    const where = `${host}:${options.port ?? 0}`;
    throw new Error(
      code === 'EADDRINUSE'
        ? `Cannot start the ${api} mock: port ${options.port} on ${host} is already in use (is \`npm run mock\` already running?)`
        : `Cannot start the ${api} mock on ${where}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${front.port}`;

  let dir: string | undefined;
  const stopping = new AbortController();
  const setup = (async (): Promise<Prism> => {
    dir = await mkdtemp(join(tmpdir(), `canton-mock-${api}-`));
    const specFile = join(dir, 'openapi.json');
    await writeFile(specFile, JSON.stringify(withPathPrefix(doc.root, prefix)));
    const args = ['mock', specFile, '-h', '127.0.0.1', '--multiprocess=false'];
    if (options.dynamic) args.push('--dynamic');
    if (options.seed !== undefined) args.push('--seed', String(options.seed));
    // Prism's own port is picked by asking the system for a free one; another process may take it before
    // Prism binds it, so a Prism that finds it taken is started again on a new one.
    const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
    for (let attempt = 1; ; attempt++) {
      stopping.signal.throwIfAborted();
      const started = await startPrism(prismCli, args, await freePort('127.0.0.1'), deadline, stopping.signal);
      if ('running' in started) return started.running;
      if (!started.portTaken || attempt >= 5) throw new Error(started.reason);
    }
  })();
  let closing: Promise<void> | undefined;
  // Every caller waits for the same cleanup: the Prism being started stopped, then its folder removed.
  const close = () =>
    (closing ??= (async () => {
      stopping.abort(new Error('the mock was closed'));
      signal?.removeEventListener('abort', onAbort);
      await front.close();
      await (await setup.catch(() => undefined))?.stop();
      if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    })());
  const onAbort = () => void close();
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  try {
    const prism = await setup;
    stopping.signal.throwIfAborted();
    front.attach({ origin: `http://127.0.0.1:${prism.port}`, alive: prism.alive });
  } catch (error) {
    await close();
    if (signal?.aborted) throw signal.reason;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Prism mock of the ${api} API did not start on ${origin}: ${reason}`);
  }
  return { api, baseUrl: origin + prefix, port: front.port, close };
}

/** A Prism child of this process. */
interface Prism {
  port: number;
  alive(): boolean;
  /** Stops it (SIGTERM, then SIGKILL after 3 s) and resolves once it has exited. */
  stop(): Promise<void>;
}

// Run in Prism's process before its CLI: Prism exits when our end of its stdin closes, which happens
// when this process ends in any way (SIGKILL included), so no Prism outlives the mock that started it.
const watchParent = "process.stdin.on('end',()=>process.exit(0)).on('error',()=>process.exit(0)).resume();require(process.argv[1]);";

/**
 * Starts Prism on `port` and waits until it says it listens there: only the child's own line proves that
 * the port is its own (anything may answer on a port). Resolves `portTaken` when the port was taken first.
 */
async function startPrism(
  prismCli: string,
  args: string[],
  port: number,
  deadline: number,
  cancel: AbortSignal,
): Promise<{ running: Prism } | { reason: string; portTaken: boolean }> {
  const child = spawn(process.execPath, ['-e', watchParent, prismCli, ...args, '-p', String(port)], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, SCARF_ANALYTICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (alive()) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
    child.stdin.destroy();
  };
  let output = '';
  const listening = new RegExp(`Prism is listening on http://127\\.0\\.0\\.1:${port}(?!\\d)`);
  const ready = new Promise<boolean>((done) => {
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      if (listening.test(output)) done(true);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    void exited.then(() => done(false));
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((done) => (timer = setTimeout(() => done('timeout'), Math.max(0, deadline - Date.now()))));
  const onCancel = () => child.kill('SIGTERM');
  cancel.addEventListener('abort', onCancel, { once: true });
  if (cancel.aborted) onCancel();
  const outcome = await Promise.race([ready, timedOut]);
  clearTimeout(timer);
  cancel.removeEventListener('abort', onCancel);
  if (outcome === true) return { running: { port, alive, stop } };
  await stop();
  const reason =
    outcome === 'timeout' ? `Prism did not say it listens within the start timeout\n${output.trim()}` : `Prism exited before listening\n${output.trim()}`;
  return { reason, portTaken: /EADDRINUSE/.test(output) };
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
