// The options of createBftScanClient made usable, in the chunk that loads with the first call: the
// seeds, credentials by origin, and each Scan's own one-Scan client.
import type { ApiDefinition, Core, UpFrontCode } from '../../core/context.ts';
import { configuredOrigin } from './origin.ts';
import type { BftScanClientOptions, ScanCredentials } from './options.ts';
import type { ListedScan } from './scan-list.ts';
import type { Settle } from './settle.ts';

/** What the engine reads through. */
export interface Setup {
  seeds: ListedScan[];
  credentials: ReadonlyMap<string, ScanCredentials>;
  /** Makes the one-Scan client of a Scan: its origin's token only, every answer checked against the spec. */
  makeCore: (scan: ListedScan) => Core;
  /** How a `moving` read asks again. */
  settle: Settle;
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
  const { seedUrls: _s, credentials: _c, synchronizerId: _y, refreshIntervalMs: _r, onRefusedScan: _o, random: _n, settle: _t, ...shared } = options;
  const makeCore = (scan: ListedScan): Core => {
    const token = credentials.get(scan.origin)?.token;
    return parts.createCore(api, { ...shared, baseUrl: scan.url, validate: true, ...(token === undefined ? {} : { token }) });
  };
  return { seeds, credentials, makeCore, settle: settleOf(options) };
}

/** The `settle` option checked, with its defaults (12 rounds, waits up to 1 s, as Splice's retries), within the client's `timeoutMs`. */
function settleOf(options: BftScanClientOptions<'number' | 'bigint'>): Settle {
  const { attempts = 12, maxDelayMs = 1000 } = options.settle ?? {};
  if (!Number.isInteger(attempts) || attempts < 1) throw new TypeError(`settle.attempts must be a whole number of rounds, 1 or more, got ${String(attempts)}`);
  if (!(maxDelayMs >= 0)) throw new TypeError(`settle.maxDelayMs must be 0 or more milliseconds, got ${String(maxDelayMs)}`);
  return { attempts, maxDelayMs, timeoutMs: options.timeoutMs ?? 60_000 };
}
