// One API's mock: Prism on the bundled spec, served below the same API root as a real server, behind the mock
// front (front.ts) that answers where Prism alone cannot behave like a server.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRelease, specDocument } from '@canton-openapi/contract';
import { type ApiName, apiRootPrefix, bundledChannelsPath } from '../apis.ts';
import { loadSpec } from '../load-spec.ts';
import { type MockFront, startMockFront } from './front.ts';
import type { ListedMockScan } from './listed-scan.ts';
import { type Prism, prismCliPath, prismMissingMessage, prismNodeProblem, startPrismOnFreePort } from './prism.ts';

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
  /**
   * Without `serverVersion`: serve every operation of the spec, also those its newest release removed (Scan's v0
   * and v1 holdings), reporting no release where that release removed any. By default a mock is a node of that
   * newest release (its operator having re-enabled what the release disables by default): the version endpoint
   * answers it, what it removed answers 404.
   */
  wholeSpec?: boolean;
  /** How long to wait for Prism to answer before giving up, in milliseconds (default 90 s: several mocks starting at once on a busy 2-core CI machine have taken over 30 s). */
  startTimeoutMs?: number;
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
      ...(options.wholeSpec === true ? { wholeSpec: true } : {}),
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
    return startPrismOnFreePort(prismCli, args, Date.now() + (options.startTimeoutMs ?? 90_000), stopping.signal);
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

/** The spec with every path moved below `prefix`, and no `servers` (Prism serves what it is given). */
export function withPathPrefix<T extends { paths?: Record<string, unknown>; servers?: unknown }>(spec: T, prefix: string): T {
  const paths = Object.fromEntries(Object.entries(spec.paths ?? {}).map(([path, item]) => [prefix + path, item]));
  const { servers: _servers, ...rest } = spec;
  return { ...rest, paths } as T;
}
