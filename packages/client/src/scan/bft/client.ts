// createBftScanClient: the Scan API read through the Scans of every SV, each answer accepted only
// when f + 1 of them agree. The methods are the generated ones (createScanMethods) bound to a BFT
// `invoke`, so page iterators read each page through BFT too. Only the options are checked here;
// the reads (engine.ts) load with the first call, keeping them out of the subpath's up-front code.
import { type Core, createCore } from '../../core/client.ts';
import { RequestError } from '../../core/errors.ts';
import type { Int64Mode, Invoke } from '../../core/types.ts';
import { createScanMethods } from '../../generated/scan.gen.ts';
import type { BftEngine } from './engine.ts';
import { BftConsensusError } from './error.ts';
import { configuredOrigin } from './origin.ts';
import type { BftScanClient, BftScanClientOptions, ScanCredentials } from './options.ts';
import type { ListedScan } from './scan-list.ts';
import { scanApiDefinition } from './scan-api.ts';

/**
 * Creates a Splice Scan API client that reads through the Scans of all SVs listed by `/v0/scans`
 * and resolves only with an answer f + 1 of n agree on (f = ⌊(n − 1) / 3⌋); otherwise it rejects
 * with BftConsensusError listing what each SV answered.
 * @see specs/scan/openapi.yaml
 */
export function createBftScanClient<M extends Int64Mode = 'number'>(options: BftScanClientOptions<M>): BftScanClient<M> {
  if (!Array.isArray(options?.seedUrls) || options.seedUrls.length === 0) throw new TypeError('`seedUrls` (API roots of one or more Scans) is required.');
  if (options.refreshIntervalMs !== undefined && !(options.refreshIntervalMs > 0)) {
    throw new TypeError(`refreshIntervalMs must be a positive number, got ${String(options.refreshIntervalMs)}`);
  }
  const credentials = new Map<string, ScanCredentials>();
  for (const [key, value] of Object.entries(options.credentials ?? {})) {
    const url = configuredOrigin(key, `credentials key '${key}'`);
    if (url.href !== `${url.origin}/`) throw new TypeError(`credentials key '${key}' must be an origin (scheme, host and port only)`);
    credentials.set(url.origin, value);
  }
  const seeds: ListedScan[] = options.seedUrls.map((seed, i) => {
    const url = configuredOrigin(seed, `seedUrls[${i}]`);
    return { sv: `seed #${i}`, url: url.href.replace(/\/+$/, ''), origin: url.origin, failing: false };
  });
  const { seedUrls: _s, credentials: _c, synchronizerId: _y, refreshIntervalMs: _r, onRefusedScan: _o, random: _n, ...shared } = options;
  // Each Scan's own client: its origin's token only, every answer checked against the spec.
  const makeCore = (scan: ListedScan): Core => {
    const token = credentials.get(scan.origin)?.token;
    return createCore(scanApiDefinition, { ...shared, baseUrl: scan.url, validate: true, ...(token === undefined ? {} : { token }) });
  };
  // Made now, so options a one-Scan client rejects (timeoutMs, maxResponseBytes) throw here, not in a call.
  const cores = new Map(seeds.map((seed) => [seed.url, makeCore(seed)]));
  let engine: BftEngine | undefined;
  let loading: Promise<BftEngine> | undefined;
  const load = (): Promise<BftEngine> =>
    (loading ??= import('./engine.ts').then(
      (m) =>
        (engine = m.createBftEngine({
          options: options as BftScanClientOptions<Int64Mode>,
          seeds,
          credentials,
          cores,
          makeCore,
          ConsensusError: BftConsensusError,
        })),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to load (a browser offline) is tried again next call
        throw new RequestError(`Loading the BFT reads of the Scan client failed: ${String(error)}`, { cause: error });
      },
    ));
  const invoke: Invoke = async (...args) => (await load()).invoke(...args);
  return {
    ...createScanMethods<M>(invoke),
    refresh: async (o) => (await load()).refresh(o?.signal),
    scanList: () => engine?.scanList() ?? { scans: [], refused: [], needed: 0 },
  };
}
