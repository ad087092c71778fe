// createBftScanClient: the Scan API read through the Scans of every SV, each answer accepted only
// when f + 1 of them agree. The methods are the generated ones (createScanMethods) bound to a BFT
// `invoke`, so page iterators read each page through BFT too.
import type { operations } from '@canton-openapi/types/scan';
import { type Core, createCore } from '../../core/client.ts';
import { AbortError, RequestError } from '../../core/errors.ts';
import type { ClientOptions } from '../../core/options.ts';
import type { TokenSource } from '../../core/transport.ts';
import type { BaseCallOptions, Int64Mode, Invoke, ResultOf, WithResponse } from '../../core/types.ts';
import { createScanMethods, type ScanMethods, scanOperations } from '../../generated/scan.gen.ts';
import type { ScanInt64 } from '../../generated/scan-int64.gen.ts';
import { excerpt } from './canonical.ts';
import { BftConsensusError, describeAnswers, type ScanAnswer } from './error.ts';
import { configuredOrigin, type RefusedScan } from './origin.ts';
import { agree, type Agreed, faultsTolerated, type NotAgreed } from './quorum.ts';
import { type ListedScan, refreshRetryMs, type ScanListState, scansOf } from './scan-list.ts';
import { scanApiDefinition } from './scan-api.ts';
import { type Verdict, voteOf } from './votes.ts';

/** What the client sends to one Scan origin, and to no other. */
export interface ScanCredentials {
  /** Bearer token (or a function returning one) for this origin only. */
  token?: TokenSource;
  /** Extra headers for this origin only. */
  headers?: Record<string, string>;
}

/** Options of {@link createBftScanClient}. */
export interface BftScanClientOptions<M extends Int64Mode = 'number'> extends Omit<ClientOptions<M>, 'baseUrl' | 'token' | 'validate'> {
  /** API roots (`{scan}/api/scan`) of the Scans the list is first read from. */
  seedUrls: readonly string[];
  /**
   * Credentials by origin (`https://scan.sv-1.example.com`). Scan reads are public; a token or header
   * reaches only the origin it is listed under, never a Scan discovered through `/v0/scans`.
   */
  credentials?: Readonly<Record<string, ScanCredentials>>;
  /** The synchronizer whose Scans to read (`domainId` in `/v0/scans`); needed when several are listed. */
  synchronizerId?: string;
  /** How often the Scan list is read again, in milliseconds (default 600 000, as Splice). */
  refreshIntervalMs?: number;
  /** Told of every listed Scan whose `publicUrl` is not a bare http(s) origin, which is never called. */
  onRefusedScan?: (refused: RefusedScan) => void;
  /** Random numbers in [0, 1) choosing which Scans to ask first (default `Math.random`). */
  random?: () => number;
}

/** The Scans a BFT client reads through. */
export interface BftScanList {
  /** Usable Scans: SV name and API root. */
  scans: { sv: string; url: string }[];
  /** Listed Scans the client refuses to call, and why. */
  refused: RefusedScan[];
  /** f + 1: matching answers each read needs. */
  needed: number;
}

/** The Scan API read through BFT: the methods of `createScanClient`, and the Scan list. */
export interface BftScanClient<M extends Int64Mode = 'number'> extends ScanMethods<M> {
  /** Reads `/v0/scans` again now (otherwise read before the first call and every `refreshIntervalMs`). */
  refresh(options?: { signal?: AbortSignal }): Promise<BftScanList>;
  /** The current list (empty before the first call or `refresh`). */
  scanList(): BftScanList;
}

type ListDsoScans = ResultOf<operations['listDsoScans'], 'number', ScanInt64['listDsoScans']>;
type CallOptions = BaseCallOptions & { query?: Record<string, unknown> };
const secretHeaders = /^(authorization|proxy-authorization|cookie)$/i;

/**
 * Creates a Splice Scan API client that reads through the Scans of all SVs listed by `/v0/scans`
 * and resolves only with an answer f + 1 of n agree on (f = ⌊(n − 1) / 3⌋); otherwise it rejects
 * with BftConsensusError listing what each SV answered.
 * @see specs/scan/openapi.yaml
 */
export function createBftScanClient<M extends Int64Mode = 'number'>(options: BftScanClientOptions<M>): BftScanClient<M> {
  if (!Array.isArray(options?.seedUrls) || options.seedUrls.length === 0) throw new TypeError('`seedUrls` (API roots of one or more Scans) is required.');
  const refreshIntervalMs = options.refreshIntervalMs ?? 600_000;
  if (!(refreshIntervalMs > 0)) throw new TypeError(`refreshIntervalMs must be a positive number, got ${String(options.refreshIntervalMs)}`);
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
  const { seedUrls: _s, credentials: _c, synchronizerId, refreshIntervalMs: _r, onRefusedScan, random, ...shared } = options;
  const cores = new Map<string, Core>();
  const coreOf = (scan: ListedScan): Core => {
    let core = cores.get(scan.url);
    if (core === undefined) {
      const token = credentials.get(scan.origin)?.token;
      cores.set(scan.url, (core = createCore(scanApiDefinition, { ...shared, baseUrl: scan.url, validate: true, ...(token === undefined ? {} : { token }) })));
    }
    return core;
  };

  // Made now, so options a one-Scan client rejects (timeoutMs, maxResponseBytes) throw here, not in a call.
  for (const seed of seeds) coreOf(seed);
  let state: ScanListState = { scans: seeds, refused: [] };
  let refreshedAt: number | undefined;
  let retryAt = 0;
  let refreshing: Promise<ScanListState> | undefined;

  /** One read through BFT over `list`, resolving to the agreed verdict. */
  const read = async (list: ScanListState, operationId: string, path: readonly unknown[] | undefined, body: unknown, call: CallOptions | undefined) => {
    const op = scanOperations[operationId as keyof typeof scanOperations];
    const label = `${operationId} (${op.method.toUpperCase()} ${op.path})`;
    const total = list.scans.length + list.refused.length;
    const result: Agreed<Verdict> | NotAgreed = await agree<Verdict>(
      list.scans,
      total,
      (scan, signal) => {
        const headers = { ...call?.headers, ...credentials.get((scan as ListedScan).origin)?.headers };
        return voteOf(operationId, coreOf(scan as ListedScan).invoke<WithResponse<unknown>>(operationId, path, body, { ...call, headers, signal }, true));
      },
      call?.signal,
      random,
    );
    if ('value' in result) return result.value;
    // Splice answers `Undetermined` when no `Ok` total reaches f + 1 (getRewardAccountingActivityTotals);
    // we do so only when no Scan sent an `Ok` total at all, and report Scans that disagree on one.
    if (operationId === 'getRewardAccountingActivityTotals' && result.answers.every((a) => a.group === undefined)) {
      const data = { status: 'Undetermined' };
      const response = new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
      return { full: { data, response, request: { method: 'GET', url: `(no Scan had the totals of round ${String(path?.[0])})` } } };
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
    throw new BftConsensusError(`${label}: ${result.reason}.\n${describeAnswers(answers)}`, {
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
      throw new RequestError(
        `${operationId}: a BFT read goes to every SV's Scan, so it does not send the '${secret}' header; give it per origin in \`credentials\`.`,
        {
          operationId,
        },
      );
    }
    if (call?.signal?.aborted) throw new AbortError(`${operationId} was aborted by the caller's signal.`, { operationId, cause: call.signal.reason });
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
    ...createScanMethods<M>(invoke),
    refresh: async (o) => listOf(await refresh(o?.signal)),
    scanList: () => (refreshedAt === undefined ? { scans: [], refused: [], needed: 0 } : listOf(state)),
  };
}
