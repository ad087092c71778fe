// The options of createBftScanClient made usable, in the chunk that loads with the first call: the
// seeds, credentials by origin, and each Scan's own one-Scan client.
import type { ApiDefinition, Core, UpFrontCode } from '../../core/context.ts';
import { configuredOrigin } from './origin.ts';
import type { BftScanClientOptions, ScanCredentials } from './options.ts';
import type { ListedScan } from './scan-list.ts';

/** What the engine reads through. */
export interface Setup {
  seeds: ListedScan[];
  credentials: ReadonlyMap<string, ScanCredentials>;
  /** Makes the one-Scan client of a Scan: its origin's token only, every answer checked against the spec. */
  makeCore: (scan: ListedScan) => Core;
}

/** Checks `options` (a TypeError names what is wrong) and prepares what the reads need. */
export function setUp(options: BftScanClientOptions<'number' | 'bigint'>, parts: UpFrontCode, api: ApiDefinition): Setup {
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
  const makeCore = (scan: ListedScan): Core => {
    const token = credentials.get(scan.origin)?.token;
    return parts.createCore(api, { ...shared, baseUrl: scan.url, validate: true, ...(token === undefined ? {} : { token }) });
  };
  return { seeds, credentials, makeCore };
}
