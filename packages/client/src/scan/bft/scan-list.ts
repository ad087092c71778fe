// The Scans a BFT client reads through: the seeds at first, then the list `/v0/scans` gives,
// refreshed as Splice does (BftScanConnection.Bft.refresh): every `refreshIntervalMs` (Splice's
// DefaultScansRefreshInterval, 10 minutes), the list read through BFT from the Scans known so far,
// Scans that failed retried, Scans no longer listed dropped, and a failed refresh retried sooner.
import { type components, scanApiRoot } from '@canton-openapi/types/scan';
import type { RefusedScan } from './origin.ts';
import type { Member } from './quorum.ts';

/** What `/v0/scans` answers. */
export type ListDsoScansResponse = components['schemas']['ListDsoScansResponse'];

/** A Scan of the list. */
export interface ListedScan extends Member {
  origin: string;
}

/** The list at one moment: usable Scans and refused ones (both count in n). */
export interface ScanListState {
  scans: ListedScan[];
  refused: RefusedScan[];
}

/** How soon a failed refresh is tried again (Splice retries it faster than the interval). */
export const refreshRetryMs = 30_000;

/** The Scans of the synchronizer `synchronizerId` (the only one listed when undefined), each checked. */
export function scansOf(response: ListDsoScansResponse, synchronizerId: string | undefined): ScanListState {
  const domains = response.scans;
  const domain = synchronizerId === undefined ? (domains.length === 1 ? domains[0] : undefined) : domains.find((d) => d.domainId === synchronizerId);
  if (domain === undefined) {
    const listed = domains.map((d) => d.domainId).join(', ') || 'none';
    throw new Error(
      synchronizerId === undefined
        ? `/v0/scans lists ${domains.length} synchronizers (${listed}): pass \`synchronizerId\` to choose one`
        : `/v0/scans does not list synchronizer ${synchronizerId} (it lists ${listed})`,
    );
  }
  if (domain.scans.length === 0) throw new Error(`/v0/scans lists no Scan for synchronizer ${domain.domainId}`);
  const state: ScanListState = { scans: [], refused: [] };
  const seen = new Set<string>();
  for (const scan of domain.scans) {
    const checked = scanApiRoot(scan.publicUrl);
    if ('reason' in checked) state.refused.push({ svName: scan.svName, publicUrl: String(scan.publicUrl), reason: checked.reason });
    else if (seen.has(checked.origin)) state.refused.push({ svName: scan.svName, publicUrl: scan.publicUrl, reason: `${checked.origin} is listed twice` });
    else {
      seen.add(checked.origin);
      state.scans.push({ sv: scan.svName, url: checked.apiRoot, origin: checked.origin, failing: false });
    }
  }
  return state;
}
