// Keeps a BFT client's Scan list current without a timer (none keeps a process alive): the call that
// finds the list due reads it first, through BFT from the Scans known so far (scan-list.ts says which
// listed Scans are usable). A failed refresh keeps the list it had and is tried again sooner.
import type { BftScanClientOptions, BftScanList } from './options.ts';
import { faultsTolerated } from './quorum.ts';
import { type ListDsoScansResponse, type ListedScan, refreshRetryMs, type ScanListState, scansOf } from './scan-list.ts';

/** The Scan list of one client. */
export interface ScanListKeeper {
  /** The list to read through now: read first when never read, or due and not failed lately. */
  current(signal: AbortSignal | undefined): Promise<ScanListState>;
  /** Reads the list now (one read at a time). */
  refresh(signal?: AbortSignal): Promise<ScanListState>;
  /** The list as the client shows it (empty before the first read). */
  scanList(): BftScanList;
}

/** What reading `/v0/scans` through BFT over `list` answers. */
export type ReadList = (list: ScanListState, signal: AbortSignal | undefined) => Promise<ListDsoScansResponse>;

/**
 * The list of a client that starts from `seeds`; `replaced` is told of each new list, before it is
 * used, so the one-Scan clients of Scans no longer listed can go.
 */
export function keepScanList(
  seeds: ListedScan[],
  readList: ReadList,
  options: BftScanClientOptions<'number' | 'bigint'>,
  replaced: (next: ScanListState) => void,
): ScanListKeeper {
  const refreshIntervalMs = options.refreshIntervalMs ?? 600_000;
  let state: ScanListState = { scans: seeds, refused: [] };
  let refreshedAt: number | undefined;
  let retryAt = 0;
  let refreshing: Promise<ScanListState> | undefined;

  const refresh = (signal?: AbortSignal): Promise<ScanListState> =>
    (refreshing ??= (async () => {
      try {
        const next = scansOf(await readList(state, signal), options.synchronizerId);
        // Scans still listed keep their one-Scan client; every one is tried again (`failing` cleared).
        replaced(next);
        const known = new Set(state.refused.map((r) => `${r.svName} ${r.publicUrl}`));
        for (const r of next.refused) if (!known.has(`${r.svName} ${r.publicUrl}`)) options.onRefusedScan?.(r);
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
      try {
        return await refresh(signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        if (options.logger !== false) (options.logger ?? console).warn(`Scan list refresh failed, keeping the list: ${String(error)}`);
      }
    }
    return state;
  };

  return { current, refresh, scanList: () => (refreshedAt === undefined ? { scans: [], refused: [], needed: 0 } : listOf(state)) };
}

/** The list as the client shows it. */
export function listOf(s: ScanListState): BftScanList {
  return {
    scans: s.scans.map((x) => ({ sv: x.sv, url: x.url })),
    refused: [...s.refused],
    needed: faultsTolerated(s.scans.length + s.refused.length) + 1,
  };
}
