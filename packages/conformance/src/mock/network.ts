// Several mocks started together, all or none: a local network of Scan mocks that list each other in
// `/v0/scans` (for a BFT client or `--discover`), and the set `npm run mock` starts.
import type { ApiName } from '../apis.ts';
import type { ListedMockScan } from './listed-scan.ts';
import { type MockServer, type StartMockOptions, startMock } from './server.ts';

/** One mock of {@link startMocks}. */
export interface MockPlan extends Omit<StartMockOptions, 'signal'> {
  api: ApiName;
}

/**
 * Starts every planned mock at once. When one fails (its port in use, Prism missing, `signal`
 * aborted), the others are stopped, their Prisms and temporary folders included, and the first
 * failure is thrown: nothing is left running.
 */
export async function startMocks(plans: readonly MockPlan[], signal?: AbortSignal): Promise<MockServer[]> {
  // Aborted by the caller's signal, or by the first failure, which then stops the mocks still starting
  // instead of waiting for their Prisms. After the start it stays linked: the caller's signal stops them all.
  const stopping = new AbortController();
  if (signal?.aborted) stopping.abort(signal.reason);
  signal?.addEventListener('abort', () => stopping.abort(signal.reason), { once: true });
  let failure: { reason: unknown } | undefined;
  const results = await Promise.allSettled(
    plans.map(({ api, ...options }) =>
      startMock(api, { ...options, signal: stopping.signal }).catch((error: unknown) => {
        failure ??= { reason: error };
        stopping.abort(error);
        throw error;
      }),
    ),
  );
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (failure === undefined && !stopping.signal.aborted) return started;
  await Promise.all(started.map((m) => m.close()));
  throw failure === undefined ? stopping.signal.reason : failure.reason;
}

/** Options of {@link startMockNetwork}. */
export interface MockNetworkOptions extends Omit<StartMockOptions, 'port' | 'scanList' | 'signal'> {
  /** How many Scans (default 4: n = 4 tolerates f = 1 faulty Scan). */
  scans?: number;
  /** The ports of the Scans, one each; free loopback ports when absent. */
  ports?: readonly number[];
  signal?: AbortSignal;
}

/** A running network of Scan mocks. */
export interface MockNetwork {
  /** The Scans, named `mock-sv-1`, `mock-sv-2`, … in this order in every `/v0/scans`. */
  scans: MockServer[];
  /** Stops every Scan of the network. */
  close(): Promise<void>;
}

/**
 * Starts `scans` Scan mocks on this machine whose `/v0/scans` each list all of them (and nothing else),
 * so `createBftScanClient` and `canton-conformance --discover` can be tried without reaching a real SV.
 */
export async function startMockNetwork(options: MockNetworkOptions = {}): Promise<MockNetwork> {
  const { scans: count = 4, ports, signal, ...shared } = options;
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`scans must be a positive integer, got ${String(count)}`);
  if (ports !== undefined && ports.length !== count) throw new RangeError(`ports must name ${count} ports, one per Scan; it names ${ports.length}`);
  const listed: ListedMockScan[] = [];
  const scans = await startMocks(
    Array.from({ length: count }, (_, i) => ({ api: 'scan' as const, ...shared, ...(ports === undefined ? {} : { port: ports[i]! }), scanList: () => listed })),
    signal,
  );
  // Filled before any caller has a base URL to ask: the first answer already lists every Scan.
  listed.push(...scans.map((s, i) => ({ svName: `mock-sv-${i + 1}`, publicUrl: new URL(s.baseUrl).origin })));
  return { scans, close: () => Promise.all(scans.map((s) => s.close())).then(() => undefined) };
}
