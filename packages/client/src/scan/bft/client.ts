// createBftScanClient: the Scan API read through the Scans of every SV, each answer accepted only
// when f + 1 of them agree; of `@canton-openapi/client/scan`, the reads upstream keeps compatible, of
// `…/scan/internal` (createBftScanInternalClient, exported there under the same name) every read. The methods are the generated ones (createScanMethods) bound to a BFT
// `invoke`, so page iterators read each page through BFT too. The reads, and the checks of the
// options beyond `seedUrls`, load with the first call (engine.ts), keeping them out of the up-front code.
import { upFront } from '../../core/client.ts';
import { RequestError } from '../../core/errors.ts';
import type { TargetOptions } from '../../core/options.ts';
import type { Invoke } from '../../core/types/call-options.ts';
import type { Int64Mode } from '../../core/types/int64.ts';
import type { ServedOn, TargetLines } from '../../core/types/release-lines.ts';
import type { ApiDefinition } from '../../core/context.ts';
import { createScanMethods, scanApi, type ScanLines, type ScanReleaseLine, scanStableApi } from '../../generated/scan.gen.ts';
import type { BftEngine } from './engine.ts';
import { BftConsensusError } from './error.ts';
import type { BftScanClient, BftScanClientOptions, BftScanInternalClient } from './options.ts';

/**
 * Creates a Splice Scan API client that reads through the Scans of all SVs listed by `/v0/scans`
 * and resolves only with an answer f + 1 of n agree on (f = ⌊(n − 1) / 3⌋); otherwise it rejects
 * with BftConsensusError listing what each SV answered. With `targets`, its type has only what every targeted release line serves.
 * Its reads are those upstream keeps compatible (`x-stability: external`); `createBftScanClient` of
 * `@canton-openapi/client/scan/internal` reads the others too.
 * @see The spec, `@canton-openapi/types/scan/openapi.json`.
 */
export function createBftScanClient<
  M extends Int64Mode = 'number',
  const T extends readonly ScanReleaseLine[] = readonly ScanReleaseLine[],
  E extends boolean = false,
>(options: BftScanClientOptions<M> & TargetOptions<T, E>): ServedOn<BftScanClient<M>, ScanLines, TargetLines<T>, E> {
  return bftScanClient<M>(scanStableApi, options) as unknown as ServedOn<BftScanClient<M>, ScanLines, TargetLines<T>, E>;
}

/**
 * Creates a Splice Scan API client that reads through the Scans of all SVs, as `createBftScanClient` does, with
 * every read, those upstream makes no compatibility promise for (`x-stability` internal, pre-alpha) included.
 * `@canton-openapi/client/scan/internal` exports it as `createBftScanClient`.
 * @see The spec, `@canton-openapi/types/scan/openapi.json`.
 */
export function createBftScanInternalClient<
  M extends Int64Mode = 'number',
  const T extends readonly ScanReleaseLine[] = readonly ScanReleaseLine[],
  E extends boolean = false,
>(options: BftScanClientOptions<M> & TargetOptions<T, E>): ServedOn<BftScanInternalClient<M>, ScanLines, TargetLines<T>, E> {
  return bftScanClient<M>(scanApi, options) as ServedOn<BftScanInternalClient<M>, ScanLines, TargetLines<T>, E>;
}

/** The BFT client of `api` (the Scan API, or its stable part): its methods bound to the BFT engine, loaded with the first call. */
function bftScanClient<M extends Int64Mode>(api: ApiDefinition, options: BftScanClientOptions<M>): BftScanInternalClient<M> {
  if (!Array.isArray(options?.seedUrls) || options.seedUrls.length === 0) throw new TypeError('`seedUrls` (API roots of one or more Scans) is required.');
  let engine: BftEngine | undefined;
  let loading: Promise<BftEngine> | undefined;
  const load = (): Promise<BftEngine> =>
    (loading ??= import('./engine.ts').then(
      // A bad option rejects this and every later call with the same TypeError.
      (m) => (engine = m.createBftEngine(options as BftScanClientOptions<Int64Mode>, BftConsensusError, upFront, api)),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to load (a browser offline) is tried again next call
        throw new RequestError(`Loading the BFT reads of the Scan client failed: ${String(error)}`, { cause: error });
      },
    ));
  const invoke: Invoke = async (...args) => (await load()).invoke(...args);
  // Only the type narrows (the stable part, targets): every method is there at run time.
  return createScanMethods<M, Pick<BftScanInternalClient<M>, 'refresh' | 'scanList'>>(invoke, {
    refresh: async (o) => (await load()).refresh(o?.signal),
    scanList: () => engine?.scanList() ?? { scans: [], refused: [], needed: 0 },
  });
}
