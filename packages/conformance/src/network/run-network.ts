// `--discover`: the suite against every SV's Scan listed by `/v0/scans` of one Scan, a few at a
// time, then the consistency section. Exit 1 when an SV fails the contract, cannot be reached,
// lists a URL the run refuses, or disagrees with the agreed answer; exit 2 only when fewer than
// f + 1 Scans answer, too few to tell the agreed answers.
import { checks } from '../checks/index.ts';
import { checkOnly } from '../plan/only.ts';
import { type ApiReport, type ConformanceReport, type NetworkSummary, type OperationReport, summaryOf } from '../report/model.ts';
import type { ListedScan, NetworkRun, PreparedApi } from '../run/check-context.ts';
import { prepareApi } from '../run/prepare-api.ts';
import { runApi } from '../run/run-api.ts';
import { toolVersion } from '../version.ts';
import { discoverScans } from './scan-list.ts';

/** Options of a run across the Scans of a network. */
export interface NetworkOptions {
  /** The API root of one Scan, whose `/v0/scans` names the others. */
  baseUrl: string;
  /** Sent to the Scan at `baseUrl` only, never to the Scans it lists. */
  token?: string;
  timeoutMs: number;
  maxPages: number;
  /** How many Scans are checked at once (default 4). */
  concurrency?: number;
  strict?: boolean;
  /** The operations to check on every Scan, and the reads to compare across them (`--only`); without it, all. */
  only?: string[];
  signal?: AbortSignal;
  /** Called as each SV's run finishes. */
  onApiDone?: (report: ApiReport) => void;
}

/** Runs the suite against every SV's Scan of the network `options.baseUrl` belongs to. */
async function runNetwork(prepared: PreparedApi, options: NetworkOptions): Promise<ConformanceReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const seedOrigin = new URL(options.baseUrl).origin;
  const headersFor = (apiRoot: string): Record<string, string> =>
    options.token !== undefined && new URL(apiRoot).origin === seedOrigin ? { authorization: `Bearer ${options.token}` } : {};
  const done = (apis: ApiReport[], network: NetworkSummary, exitCode: 0 | 1 | 2): ConformanceReport => ({
    tool: 'canton-conformance',
    version: toolVersion,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    apis,
    network,
    exitCode,
  });

  let listed: ListedScan[];
  try {
    listed = await discoverScans(options.baseUrl, headersFor(options.baseUrl), options.timeoutMs, options.signal);
  } catch (error) {
    const message = `discovery failed: ${error instanceof Error ? error.message : String(error)}`;
    const section = networkReport(options.baseUrl, [], startedAt, performance.now() - started);
    section.error = message;
    return done([section], { seed: options.baseUrl, listed: 0, f: 0, needed: 0, reachable: 0, refused: [], disagreeing: [], error: message }, 2);
  }
  const usable = listed.filter((s): s is ListedScan & { apiRoot: string } => s.apiRoot !== undefined);
  const f = Math.max(0, Math.floor((listed.length - 1) / 3));
  const needed = f + 1;
  const limit = options.concurrency ?? 4;

  const apis = await pool(usable, limit, async (scan) => {
    const report = await runApi(prepared, {
      baseUrl: scan.apiRoot,
      target: 'server',
      timeoutMs: options.timeoutMs,
      maxPages: options.maxPages,
      ...(headersFor(scan.apiRoot).authorization === undefined ? {} : { token: options.token! }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      ...(options.strict ? { strict: true } : {}),
      ...(options.only === undefined ? {} : { only: options.only }),
    });
    report.sv = scan.svName;
    options.onApiDone?.(report);
    return report;
  });
  const reachable = apis.filter((a) => !(a.error?.startsWith('server unreachable') || a.error === 'interrupted')).length;

  const disagreeing = new Set<string>();
  const run: NetworkRun = {
    prepared,
    listed,
    needed,
    startedAt,
    timeoutMs: options.timeoutMs,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.only === undefined ? {} : { only: options.only }),
    each: (ask) => pool(usable, limit, (scan) => ask(scan, headersFor(scan.apiRoot))),
    disagreeing,
  };
  const sections: OperationReport[] = [];
  for (const check of checks) if (check.network !== undefined) sections.push(...(await check.network(run)));
  const network = networkReport(options.baseUrl, sections, startedAt, performance.now() - started);
  apis.push(network);

  const refused = listed.filter((s) => s.reason !== undefined).map((s) => ({ svName: s.svName, publicUrl: s.publicUrl, reason: s.reason! }));
  const summary: NetworkSummary = { seed: options.baseUrl, listed: listed.length, f, needed, reachable, refused, disagreeing: [...disagreeing] };
  const undecided = options.signal?.aborted
    ? 'interrupted'
    : reachable < needed
      ? `only ${reachable} of ${listed.length} listed Scans answered, fewer than the ${needed} needed to tell the agreed answers`
      : undefined;
  if (undecided !== undefined) {
    network.error = undecided;
    return done(apis, { ...summary, error: undecided }, 2);
  }
  return done(apis, summary, apis.some((a) => a.error !== undefined || a.summary.failed > 0) ? 1 : 0);
}

/** The consistency section as a report of its own (a JUnit test suite, a text section). */
function networkReport(seed: string, operations: OperationReport[], startedAt: string, ms: number): ApiReport {
  return {
    api: 'scan',
    sv: 'network consistency',
    baseUrl: seed,
    target: 'server',
    startedAt,
    durationMs: Math.round(ms),
    operations,
    coverage: {
      rows: [],
      covered: 0,
      total: 0,
      required: false,
      check: { check: 'coverage', outcome: 'skip', message: 'not measured: the consistency section compares answers' },
    },
    summary: summaryOf(
      operations.flatMap((o) => o.cases.flatMap((c) => c.checks)),
      0,
    ),
  };
}

/** `fn` over `items`, at most `limit` at a time, results in order. */
async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Options of {@link runScanNetwork}: {@link NetworkOptions} plus deployment inputs by name. */
export interface ScanNetworkOptions extends Omit<NetworkOptions, 'timeoutMs' | 'maxPages'> {
  /** Deployment inputs by parameter or body field name (`round_number` picks the round compared). */
  params?: Map<string, string>;
  /** Deadline of each request in milliseconds. Default 10000. */
  timeoutMs?: number;
  /** Most pages pagination follows. Default 10. */
  maxPages?: number;
}

/** What `canton-conformance --api scan --discover` runs: the Scan suite against every SV listed by `/v0/scans` of `baseUrl`. */
export async function runScanNetwork(options: ScanNetworkOptions): Promise<ConformanceReport> {
  const { params, timeoutMs, maxPages, ...rest } = options;
  const prepared = await prepareApi('scan', params ?? new Map());
  if (rest.only !== undefined) checkOnly(rest.only, [{ api: 'scan', operations: prepared.operations }]);
  return runNetwork(prepared, { ...rest, timeoutMs: timeoutMs ?? 10_000, maxPages: maxPages ?? 10 });
}
