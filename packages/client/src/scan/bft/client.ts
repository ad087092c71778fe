// createBftScanClient: the Scan API read through the Scans of every SV, each answer accepted only
// when f + 1 of them agree. The methods are the generated ones (createScanMethods) bound to a BFT
// `invoke`, so page iterators read each page through BFT too. The reads, and the checks of the
// options beyond `seedUrls`, load with the first call (engine.ts), keeping them out of the up-front code.
import { upFront } from '../../core/client.ts';
import { RequestError } from '../../core/errors.ts';
import type { TargetOptions } from '../../core/options.ts';
import type { Invoke } from '../../core/types/call-options.ts';
import type { Int64Mode } from '../../core/types/int64.ts';
import type { ServedOn, TargetLines } from '../../core/types/release-lines.ts';
import { createScanMethods, scanApi, type ScanLines, type ScanReleaseLine } from '../../generated/scan.gen.ts';
import type { BftEngine } from './engine.ts';
import { BftConsensusError } from './error.ts';
import type { BftScanClient, BftScanClientOptions } from './options.ts';

/**
 * Creates a Splice Scan API client that reads through the Scans of all SVs listed by `/v0/scans`
 * and resolves only with an answer f + 1 of n agree on (f = ⌊(n − 1) / 3⌋); otherwise it rejects
 * with BftConsensusError listing what each SV answered. With `targets`, its type has only what every targeted release line serves.
 * @see The spec, `@canton-openapi/types/scan/openapi.json`.
 */
export function createBftScanClient<
  M extends Int64Mode = 'number',
  const T extends readonly ScanReleaseLine[] = readonly ScanReleaseLine[],
  E extends boolean = false,
>(options: BftScanClientOptions<M> & TargetOptions<T, E>): ServedOn<BftScanClient<M>, ScanLines, TargetLines<T>, E> {
  if (!Array.isArray(options?.seedUrls) || options.seedUrls.length === 0) throw new TypeError('`seedUrls` (API roots of one or more Scans) is required.');
  let engine: BftEngine | undefined;
  let loading: Promise<BftEngine> | undefined;
  const load = (): Promise<BftEngine> =>
    (loading ??= import('./engine.ts').then(
      // A bad option rejects this and every later call with the same TypeError.
      (m) => (engine = m.createBftEngine(options as BftScanClientOptions<Int64Mode>, BftConsensusError, upFront, scanApi)),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to load (a browser offline) is tried again next call
        throw new RequestError(`Loading the BFT reads of the Scan client failed: ${String(error)}`, { cause: error });
      },
    ));
  const invoke: Invoke = async (...args) => (await load()).invoke(...args);
  const client: BftScanClient<M> = createScanMethods<M, Pick<BftScanClient<M>, 'refresh' | 'scanList'>>(invoke, {
    refresh: async (o) => (await load()).refresh(o?.signal),
    scanList: () => engine?.scanList() ?? { scans: [], refused: [], needed: 0 },
  });
  // Only the type narrows (targets): every method is there at run time.
  return client as ServedOn<BftScanClient<M>, ScanLines, TargetLines<T>, E>;
}
