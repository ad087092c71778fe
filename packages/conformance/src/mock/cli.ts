// `npm run mock`: Prism mock servers of every API (or of those named with `--api`) on fixed local ports, until Ctrl-C, with the WebSocket
// channels of an API's AsyncAPI document on the same port; `--scans <n>` makes the Scan mock one of a
// local network of n Scans that list each other. On any failure or signal every Prism stops and every
// temporary folder goes; the mocks also stop when the npm that started them ends.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type ApiName, apiNameList, apiNames, bundledChannelsPath, bundledSpecPath, isApiName, mockPorts } from '../apis.ts';
import { type MockPlan, startMocks } from './network.ts';
import { mockSlots } from './ports.ts';
import { listChannelEntries, parseRelease } from '@canton-openapi/contract';
import type { ListedMockScan } from './listed-scan.ts';
import { prismCliPath, prismMissingMessage } from './prism.ts';
import type { MockServer } from './server.ts';

const usage = `usage: npm run mock [-- --api <api>]… [--scans <n>] [--port <first port>] [--server-version [<api>=]<release>]…
  --api <api>   start this API's mock only (${apiNameList('or')}; repeatable); every API by default
  --scans <n>   the Scan mock is one of n Scans on this machine, each listing all n in /v0/scans (default 1)
  --port <n>    the first mock's port; the other mocks follow in order (0: free ports). By default each API has its
                own (${apiNames.map((api) => `${api} ${mockPorts[api]}`).join(', ')}) and the network's other Scans follow
  --server-version <release>
                serve one release: its version endpoint answers it, what it does not serve answers 404 and
                what it disables by default is refused as it documents; a bare release (3.6.1) applies to the
                APIs of its release family (ledger: Canton 3.x; scan, validator: Splice 0.x), ledger=3.5.19
                to one API (repeatable). Without it each mock serves the newest release its spec describes, what
                that release disables by default re-enabled.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let options: { apis: ApiName[]; scans: number; port: number | undefined; releases: Map<ApiName, string> };
try {
  const { values } = parseArgs({
    options: {
      api: { type: 'string', multiple: true },
      scans: { type: 'string' },
      port: { type: 'string' },
      'server-version': { type: 'string', multiple: true },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const scans = Number(values.scans ?? '1');
  const port = values.port === undefined ? undefined : Number(values.port);
  if (!Number.isInteger(scans) || scans < 1 || scans > 100) throw new Error(`--scans must be a whole number from 1 to 100, got ${values.scans}`);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535 - apiNames.length - scans))
    throw new Error(`--port must be a port number, got ${values.port}`);
  const named = values.api ?? [];
  for (const api of named) if (!isApiName(api)) throw new Error(`--api ${api}: expected ${apiNameList('or')}`);
  // In `apis:` order, each once, whatever order they were named in.
  const apis = named.length === 0 ? [...apiNames] : apiNames.filter((api) => named.includes(api));
  if (scans > 1 && !apis.includes('scan')) throw new Error(`--scans ${scans} needs the Scan mock: add --api scan`);
  options = { apis, scans, port, releases: serverVersions(values['server-version'] ?? []) };
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
}
if (prismCliPath() === undefined) fail(prismMissingMessage);

/** The release each API's mock serves: `api=release`, or a bare release for every API of its family (the major of its spec's release). */
function serverVersions(values: string[]): Map<ApiName, string> {
  const releases = new Map<ApiName, string>();
  for (const value of values) {
    const [named, version] = value.includes('=') ? value.split('=', 2) : [undefined, value];
    const release = parseRelease(version ?? '');
    if (release === undefined) throw new Error(`--server-version ${value}: expected a release (3.6.1) or <api>=<release> (ledger=3.5.19)`);
    if (named !== undefined && !isApiName(named)) throw new Error(`--server-version ${value}: '${named}' is not ${apiNameList('or')}`);
    const apis = named !== undefined ? [named as ApiName] : apiNames.filter((api) => parseRelease(specVersion(api))?.major === release.major);
    if (apis.length === 0) throw new Error(`--server-version ${value}: no API's spec describes a ${release.major}.x release; name the API (ledger=…)`);
    for (const api of apis) releases.set(api, version!);
  }
  return releases;
}

/** The release an API's bundled spec describes. */
function specVersion(api: ApiName): string {
  const root = JSON.parse(readFileSync(bundledSpecPath(api), 'utf8')) as { info?: { version?: unknown } };
  return String(root.info?.version ?? '');
}

/** The `serverVersion` of an API's mock plan, when one is served. */
function release(api: ApiName): { serverVersion?: string } {
  const version = options.releases.get(api);
  return version === undefined ? {} : { serverVersion: version };
}

const listed: ListedMockScan[] = [];
const plans: (MockPlan & { label: string })[] = mockSlots(options.apis, options.scans, options.port).map(({ api, label, port }) => ({
  api,
  label,
  port,
  ...(api === 'scan' ? { scanList: () => listed } : {}),
  ...release(api),
}));

// Once npm is gone, writing to its pipes fails (EPIPE); that must not end this process before the cleanup.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

const stopping = new AbortController();
const starting = startMocks(plans, stopping.signal);
let stopped = false;
const stop = async (why?: string) => {
  if (stopped) return;
  stopped = true;
  if (why !== undefined) console.error(`${why}: stopping the mocks`);
  stopping.abort(new Error('stopped'));
  // Mocks still starting stop themselves (their Prisms and folders too) before `starting` settles.
  const servers = await starting.catch(() => []);
  await Promise.all(servers.map((s) => s.close()));
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
watchLaunchers(() => void stop('the process that started the mocks has ended'));

starting.then(report, (error: unknown) => {
  if (!stopped) fail(error instanceof Error ? error.message : String(error));
});

function report(servers: MockServer[]): void {
  const scans = servers.filter((s) => s.api === 'scan');
  listed.push(...scans.map((s, i) => ({ svName: `mock-sv-${i + 1}`, publicUrl: new URL(s.baseUrl).origin })));
  console.log('Prism mock servers (Ctrl-C stops them):');
  for (const [i, s] of servers.entries()) {
    const version = plans[i]!.serverVersion;
    console.log(`  ${plans[i]!.label.padEnd(9)} ${s.baseUrl}${version === undefined ? '' : ` (release ${version})`}`);
    const channels = bundledChannelsPath(s.api);
    if (channels === undefined) continue;
    for (const c of listChannelEntries(JSON.parse(readFileSync(channels, 'utf8')) as Record<string, unknown>))
      console.log(`  ${''.padEnd(9)} ${s.baseUrl.replace(/^http/, 'ws')}${c.channel} (WebSocket${c.deprecated ? ', deprecated' : ''})`);
  }
  if (scans.length > 0)
    console.log(
      scans.length === 1
        ? "The Scan's /v0/scans lists itself only."
        : `The ${scans.length} Scans list each other in /v0/scans (mock-sv-1 … mock-sv-${scans.length}): try createBftScanClient({ seedUrls: ['${scans[0]!.baseUrl}'] }) or --discover.`,
    );
  console.log('WebSocket channels: subprotocols `jwt.token.<any token>` (first) and `daml.ws.auth`; send the request as the first frame.');
  console.log('Ask for a named example with `Prefer: example=<name>`, a status with `Prefer: code=<status>`.');
  console.log('Paging ends as on a server: a request that carries back a page token the mock handed out gets the last page.');
}

/**
 * Calls `gone` when the npm that started this process ends: `npm run mock` is npm → sh → npm → sh → node,
 * and a killed npm takes neither the shells nor the inner npm with it. Every npm of that chain, and each
 * `sh -c` an npm started, is watched, once a second, without keeping this process alive. A mock started
 * otherwise (`node src/mock/cli.ts`, in the background of a script) watches nothing and stops on signals only.
 */
function watchLaunchers(gone: () => void): void {
  const parent = process.ppid;
  const watched: number[] = [];
  try {
    const table = new Map<number, { ppid: number; args: string }>();
    for (const line of execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n')) {
      const m = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
      if (m !== null) table.set(Number(m[1]), { ppid: Number(m[2]), args: m[3]! });
    }
    const isNpm = (pid: number) => /(^|[/\s])(npm|npx|npm-cli\.js|npx-cli\.js)(\s|$)/.test(table.get(pid)?.args ?? '');
    const isShellOfNpm = (pid: number) => /^(\S*\/)?(sh|bash|dash|zsh) -c /.test(table.get(pid)?.args ?? '') && isNpm(table.get(pid)!.ppid);
    for (let pid = parent; pid > 1 && (isNpm(pid) || isShellOfNpm(pid)); pid = table.get(pid)!.ppid) watched.push(pid);
  } catch {
    // No `ps` (Windows): nothing is watched.
  }
  if (watched.length === 0) return;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  setInterval(() => {
    if (process.ppid !== parent || !watched.every(alive)) gone();
  }, 1000).unref();
}
