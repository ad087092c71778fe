// Prism, the mock servers' engine: where its CLI is (an optional peer dependency, never imported), whether this
// Node can run it, and a Prism child process that listens on a port of its own and never outlives this process.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

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

/** A Prism child of this process. */
export interface Prism {
  port: number;
  alive(): boolean;
  /** Stops it (SIGTERM, then SIGKILL after 3 s) and resolves once it has exited. */
  stop(): Promise<void>;
}

// Run in Prism's process before its CLI: Prism exits when our end of its stdin closes, which happens
// when this process ends in any way (SIGKILL included), so no Prism outlives the mock that started it.
const watchParent = "process.stdin.on('end',()=>process.exit(0)).on('error',()=>process.exit(0)).resume();require(process.argv[1]);";

/**
 * Starts Prism with `args` on a loopback port the system says is free, by `deadline` (a `Date.now()` time). Another
 * process may take that port before Prism binds it, so a Prism that finds it taken is started again on a new one.
 */
export async function startPrismOnFreePort(prismCli: string, args: string[], deadline: number, cancel: AbortSignal): Promise<Prism> {
  for (let attempt = 1; ; attempt++) {
    cancel.throwIfAborted();
    const started = await startPrism(prismCli, args, await freePort('127.0.0.1'), deadline, cancel);
    if ('running' in started) return started.running;
    if (!started.portTaken || attempt >= 5) throw new Error(started.reason);
  }
}

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
