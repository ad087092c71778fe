// The BFT reads of createBftScanClient, loaded with its first call: the Scan list and its refresh
// (scan-list-keeper.ts), and `invoke`, which sends one operation to the Scans and resolves with what
// f + 1 agree on (agreed-read.ts).
import type { ApiDefinition, Core, UpFrontCode } from '../../core/context.ts';
import type { Invoke } from '../../core/types/call-options.ts';
import type { OperationTable } from '../../core/types/operation-table.ts';
import { type CallOptions, type Reader, readAgreed } from './agreed-read.ts';
import type { ConsensusErrorClass } from './consensus-failure.ts';
import type { BftScanClientOptions, BftScanList } from './options.ts';
import type { ListDsoScansResponse, ListedScan } from './scan-list.ts';
import { keepScanList, listOf } from './scan-list-keeper.ts';
import { setUp } from './setup.ts';

const secretHeaders = /^(authorization|proxy-authorization|cookie)$/i;

/** The BFT reads of one client. */
export interface BftEngine {
  invoke: Invoke;
  refresh(signal?: AbortSignal): Promise<BftScanList>;
  scanList(): BftScanList;
}

/**
 * Starts the reads of a client made by createBftScanClient over `api` (the generated Scan API), with
 * the up-front code it uses handed in (`upFront`); throws a TypeError naming a bad option.
 */
export function createBftEngine(
  options: BftScanClientOptions<'number' | 'bigint'>,
  ConsensusError: ConsensusErrorClass,
  upFront: UpFrontCode,
  api: ApiDefinition,
): BftEngine {
  const { seeds, credentials, makeCore, settle } = setUp(options, upFront, api);
  const { errors } = upFront;
  // The seeds' clients made now, so options a one-Scan client rejects (timeoutMs, …) fail this call.
  const cores = new Map(seeds.map((seed) => [seed.url, makeCore(seed)]));
  let table: Promise<OperationTable> | undefined;
  const loadTable = () => (table ??= api.loadOperations());
  const reader: Reader = {
    errors,
    credentials,
    coreOf: (scan: ListedScan): Core => {
      let core = cores.get(scan.url);
      if (core === undefined) cores.set(scan.url, (core = makeCore(scan)));
      return core;
    },
    operations: async () => (await loadTable()).operations,
    rules: async () => (await loadTable()).bft ?? {},
    random: options.random,
    ConsensusError,
    settle,
  };
  const list = keepScanList(
    seeds,
    async (state, signal) => {
      const verdict = await readAgreed(reader, state, 'listDsoScans', undefined, undefined, signal === undefined ? undefined : { signal });
      if ('error' in verdict) throw verdict.error;
      return verdict.full.data as ListDsoScansResponse;
    },
    options,
    (next) => {
      for (const url of cores.keys()) if (!next.scans.some((s) => s.url === url)) cores.delete(url);
    },
  );

  const invoke: Invoke = async <R>(
    operationId: string,
    path: readonly unknown[] | undefined,
    body: unknown,
    call: CallOptions | undefined,
    full?: boolean,
  ): Promise<R> => {
    const secret = Object.keys(call?.headers ?? {}).find((name) => secretHeaders.test(name));
    if (secret !== undefined) {
      throw new errors.RequestError(
        `${operationId}: a BFT read goes to every SV's Scan, so it does not send the '${secret}' header; give it per origin in \`credentials\`.`,
        { operationId },
      );
    }
    if (call?.signal?.aborted) throw new errors.AbortError(`${operationId} was aborted by the caller's signal.`, { operationId, cause: call.signal.reason });
    // A method name of the API's form that is no operation (a typo) sends nothing, not even for the Scan list.
    if ((await reader.operations())[operationId] === undefined)
      throw new errors.RequestError(`${api.name} has no operation '${operationId}'.`, { operationId });
    if ((await reader.rules())[operationId]?.agree === 'per-scan')
      throw new errors.RequestError(
        `${operationId}: its answer differs per Scan by design (x-bft \`agree: per-scan\`), so no f + 1 Scans can agree on it; read it from one Scan with createScanClient.`,
        { operationId },
      );
    const verdict = await readAgreed(reader, await list.current(call?.signal), operationId, path, body, call);
    if ('error' in verdict) throw verdict.error;
    return (full === true ? verdict.full : verdict.full.data) as R;
  };

  return { invoke, refresh: async (signal) => listOf(await list.refresh(signal)), scanList: list.scanList };
}
