// The BFT client's tests start networks of local Scans (scan-network.ts, which the benchmark uses without
// vitest) and close each after its test.
import { afterEach } from 'vitest';
import { type LocalNetwork, startScanNetwork } from './scan-network.ts';

/** A function that starts a network of local Scans, each closed after the test that started it (call once per test file). */
export function scanNetworksClosedAfterEach(): (...args: Parameters<typeof startScanNetwork>) => Promise<LocalNetwork> {
  const networks: LocalNetwork[] = [];
  afterEach(async () => {
    await Promise.all(networks.splice(0).map((n) => n.close()));
  });
  return async (...args) => {
    const n = await startScanNetwork(...args);
    networks.push(n);
    return n;
  };
}

/** createBftScanClient's `random` with which Fisher–Yates never swaps: Scans are asked in the order /v0/scans lists them. */
export const listOrder = (): number => 0.999999;
