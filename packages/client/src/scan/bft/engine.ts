// The BFT reads of createBftScanClient, loaded with its first call: the Scan list and its refresh,
// and `invoke`, which sends one operation to the Scans and resolves with what f + 1 agree on.
import type { operations } from '@canton-openapi/types/scan';
import type { ApiDefinition, Core, OperationDef, UpFrontCode } from '../../core/context.ts';
import type { BaseCallOptions, Invoke, WithResponse } from '../../core/types/call-options.ts';
import type { ResultOf } from '../../core/types/signatures.ts';
import type { ScanInt64 } from '../../generated/scan-operations.gen.ts';
import { excerpt } from './canonical.ts';
import type { BftScanClientOptions, BftScanList } from './options.ts';
import type { BftConsensusError, BftConsensusErrorOptions, ScanAnswer } from './error.ts';
import { agree, type Agreed, faultsTolerated, type NotAgreed } from './quorum.ts';
import { type ListedScan, refreshRetryMs, type ScanListState, scansOf } from './scan-list.ts';
import { setUp } from './setup.ts';
import { type Verdict, voteOf } from './votes.ts';

type ListDsoScans = ResultOf<operations['listDsoScans'], 'number', ScanInt64['listDsoScans']>;
type CallOptions = BaseCallOptions & { query?: Record<string, unknown> };
const secretHeaders = /^(authorization|proxy-authorization|cookie)$/i;

/** The BFT reads of one client. */
export interface BftEngine {
  invoke: Invoke;
  refresh(signal?: AbortSignal): Promise<BftScanList>;
  scanList(): BftScanList;
}

/** The error class, handed in so that only the client imports it: a bundle that never makes a BFT client keeps none of it. */
export type ConsensusErrorClass = new (message: string, options: BftConsensusErrorOptions) => BftConsensusError;

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
  const { seeds, credentials, makeCore } = setUp(options, upFront, api);
  const { errors } = upFront;
  const refreshIntervalMs = options.refreshIntervalMs ?? 600_000;
  const { synchronizerId, onRefusedScan, random } = options;
  // The seeds' clients made now, so options a one-Scan client rejects (timeoutMs, …) fail this call.
  const cores = new Map(seeds.map((seed) => [seed.url, makeCore(seed)]));
  const coreOf = (scan: ListedScan): Core => {
    let core = cores.get(scan.url);
    if (core === undefined) cores.set(scan.url, (core = makeCore(scan)));
    return core;
  };
  let state: ScanListState = { scans: seeds, refused: [] };
  let refreshedAt: number | undefined;
  let retryAt = 0;
  let refreshing: Promise<ScanListState> | undefined;
  let operations: Readonly<Record<string, OperationDef>> | undefined;

  /** One read through BFT over `list`, resolving to the agreed verdict. */
  const read = async (list: ScanListState, operationId: string, path: readonly unknown[] | undefined, body: unknown, call: CallOptions | undefined) => {
    const op = (operations ??= (await api.loadOperations()).operations)[operationId]!;
    const label = `${operationId} (${op.method.toUpperCase()} ${op.path})`;
    const total = list.scans.length + list.refused.length;
    const result: Agreed<Verdict> | NotAgreed = await agree<Verdict>(
      list.scans,
      total,
      (scan, signal) => {
        const headers = { ...call?.headers, ...credentials.get((scan as ListedScan).origin)?.headers };
        return voteOf(
          errors,
          operationId,
          coreOf(scan as ListedScan).invoke<WithResponse<unknown>>(operationId, path, body, { ...call, headers, signal }, true),
        );
      },
      call?.signal,
      errors,
      random,
    );
    if ('value' in result) return result.value;
    // `Undetermined` only when f + 1 Scans answered and none had an `Ok` total: at least one honest Scan
    // then says the totals are not there. Scans that failed say nothing, so an outage (every Scan down or
    // failing) is a BftConsensusError, never "not computed yet". Scans that disagree on an `Ok` total are
    // reported too. (Splice's own connection answers `Undetermined` for an outage as well.)
    let reason = result.reason;
    if (operationId === 'getRewardAccountingActivityTotals' && result.answers.every((a) => a.group === undefined)) {
      const needed = faultsTolerated(total) + 1;
      if (result.answeredWithoutVote >= needed) {
        const data = { status: 'Undetermined' };
        const response = new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
        return {
          full: { data, response, request: { method: 'GET', url: `(${result.answeredWithoutVote} Scans had no totals of round ${String(path?.[0])})` } },
        };
      }
      if (result.answers.some((a) => a.outcome !== 'not-asked'))
        reason = `only ${result.answeredWithoutVote} of ${total} Scans answered (none with an Ok total), fewer than the ${needed} needed to tell that the totals are not there yet`;
    }
    // Each answer shown from where it differs from the most common one.
    const counts = new Map<number, number>();
    for (const a of result.answers) if (a.group !== undefined) counts.set(a.group, (counts.get(a.group) ?? 0) + 1);
    const top = [...counts].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]?.[0];
    const leading = result.answers.find((a) => a.group === top)?.answer;
    const answers: ScanAnswer[] = [
      ...result.answers.map((a) => (a.answer === undefined ? a : { ...a, answer: excerpt(a.answer, a.group === top ? undefined : leading) })),
      ...list.refused.map((r): ScanAnswer => ({ sv: r.svName, url: r.publicUrl, outcome: 'refused', error: r.reason })),
    ];
    throw new ConsensusError(`${label}: ${reason}.\n${describeAnswers(answers)}`, {
      operationId,
      method: op.method.toUpperCase(),
      needed: faultsTolerated(total) + 1,
      total,
      answers,
    });
  };

  const refresh = (signal?: AbortSignal): Promise<ScanListState> =>
    (refreshing ??= (async () => {
      try {
        const verdict = await read(state, 'listDsoScans', undefined, undefined, signal === undefined ? undefined : { signal });
        if ('error' in verdict) throw verdict.error;
        const next = scansOf(verdict.full.data as ListDsoScans, synchronizerId);
        // Scans still listed keep their one-Scan client; every one is tried again (`failing` cleared).
        for (const url of cores.keys()) if (!next.scans.some((s) => s.url === url)) cores.delete(url);
        const known = new Set(state.refused.map((r) => `${r.svName} ${r.publicUrl}`));
        for (const r of next.refused) if (!known.has(`${r.svName} ${r.publicUrl}`)) onRefusedScan?.(r);
        state = next;
        refreshedAt = Date.now();
        return state;
      } catch (error) {
        retryAt = Date.now() + Math.min(refreshRetryMs, refreshIntervalMs);
        throw error;
      } finally {
        refreshing = undefined;
      }
    })());

  const current = async (signal: AbortSignal | undefined): Promise<ScanListState> => {
    const now = Date.now();
    if (refreshedAt === undefined) return refresh(signal);
    if (now - refreshedAt >= refreshIntervalMs && now >= retryAt) {
      // The call that finds the list due reads it first (no timer keeps a process alive). A failed
      // refresh keeps the list it had; the first call after `retryAt` tries again.
      try {
        return await refresh(signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        if (options.logger !== false) (options.logger ?? console).warn(`Scan list refresh failed, keeping the list: ${String(error)}`);
      }
    }
    return state;
  };

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
        {
          operationId,
        },
      );
    }
    if (call?.signal?.aborted) throw new errors.AbortError(`${operationId} was aborted by the caller's signal.`, { operationId, cause: call.signal.reason });
    // A method name of the API's form that is no operation (a typo) sends nothing, not even for the Scan list.
    if ((operations ??= (await api.loadOperations()).operations)[operationId] === undefined) {
      throw new errors.RequestError(`${api.name} has no operation '${operationId}'.`, { operationId });
    }
    const verdict = await read(await current(call?.signal), operationId, path, body, call);
    if ('error' in verdict) throw verdict.error;
    return (full === true ? verdict.full : verdict.full.data) as R;
  };

  const listOf = (s: ScanListState): BftScanList => ({
    scans: s.scans.map((x) => ({ sv: x.sv, url: x.url })),
    refused: [...s.refused],
    needed: faultsTolerated(s.scans.length + s.refused.length) + 1,
  });
  return {
    invoke,
    refresh: async (signal) => listOf(await refresh(signal)),
    scanList: () => (refreshedAt === undefined ? { scans: [], refused: [], needed: 0 } : listOf(state)),
  };
}

/** One line per Scan, as the error message lists them. */
function describeAnswers(answers: readonly ScanAnswer[]): string {
  return answers
    .map((a) => {
      const what =
        a.outcome === 'agreed' || a.outcome === 'answered'
          ? `answer #${a.group} ${a.answer ?? ''}`
          : a.outcome === 'failed' || a.outcome === 'refused'
            ? `${a.outcome}: ${a.error ?? ''}`
            : a.outcome;
      return `  ${a.sv} (${a.url}): ${what}`;
    })
    .join('\n');
}
