import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiName, apiRootPrefix, bundledSpecPath } from './apis.ts';

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
  /** How long to wait for Prism to answer before giving up, in milliseconds. */
  startTimeoutMs?: number;
}

const require = createRequire(import.meta.url);
const minimumNode = [24, 18];

/** Starts Prism on the bundled spec of `api`, serving below the same API root as a real server. */
export async function startMock(api: ApiName, options: StartMockOptions = {}): Promise<MockServer> {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < minimumNode[0]! || (major === minimumNode[0] && minor < minimumNode[1]!)) {
    throw new Error(
      `Prism needs Node ${minimumNode.join('.')} or newer; this is Node ${process.versions.node}. ` +
        'Run through npm scripts (the project pins Node 24) or upgrade Node.',
    );
  }
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const spec = JSON.parse(await readFile(bundledSpecPath(api), 'utf8'));
  const prefix = apiRootPrefix(spec);
  const dir = await mkdtemp(join(tmpdir(), `canton-mock-${api}-`));
  const specFile = join(dir, 'openapi.json');
  await writeFile(specFile, JSON.stringify(withPathPrefix(spec, prefix)));

  const args = [require.resolve('@stoplight/prism-cli/dist/index.js'), 'mock', specFile, '-h', host, '-p', String(port)];
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
  const close = async () => {
    if (closed) return;
    closed = true;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
    await rm(dir, { recursive: true, force: true });
  };

  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  try {
    await waitUntilAnswering(origin, exited, options.startTimeoutMs ?? 30_000);
  } catch (error) {
    await close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Prism mock of the ${api} API did not start on ${origin}: ${reason}\n${output.trim()}`);
  }
  return { api, baseUrl: origin + prefix, port, close };
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
