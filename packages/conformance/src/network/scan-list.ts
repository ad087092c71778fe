// The Scans of a network, read from `/v0/scans` of one Scan (as Splice bootstraps from a seed). The
// listed `publicUrl`s are data from the network: each is used only as a bare http(s) origin, the
// same rule as the client's createBftScanClient (`scanApiRoot` of @canton-openapi/types/scan).
import { scanApiRoot } from '@canton-openapi/types/scan';
import type { ListedScan } from '../run/check-context.ts';
import { send } from '../wire/http.ts';

/** Reads `/v0/scans` of the Scan at `seed` (an API root) and checks every listed URL. */
export async function discoverScans(seed: string, headers: Record<string, string>, timeoutMs: number, signal?: AbortSignal): Promise<ListedScan[]> {
  const response = await send({ method: 'GET', url: `${seed}/v0/scans`, headers: { accept: 'application/json', ...headers } }, timeoutMs, signal);
  if (response.status !== 200) throw new Error(`GET ${seed}/v0/scans answered HTTP ${response.status}; --discover needs the Scan list`);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new Error(`GET ${seed}/v0/scans did not answer JSON; --discover needs the Scan list`);
  }
  const domains = (body as { scans?: unknown }).scans;
  if (!Array.isArray(domains) || domains.length === 0) throw new Error(`GET ${seed}/v0/scans lists no synchronizer`);
  // Splice reads the Scans of the decentralized synchronizer; a Scan lists one per synchronizer its
  // SVs serve, and every SV appears once per synchronizer: take each SV's first entry.
  const seen = new Map<string, ListedScan>();
  const origins = new Set<string>();
  for (const domain of domains as { scans?: unknown }[]) {
    for (const entry of Array.isArray(domain?.scans) ? (domain.scans as { svName?: unknown; publicUrl?: unknown }[]) : []) {
      const svName = String(entry?.svName);
      if (seen.has(svName)) continue;
      const checked = scanApiRoot(entry?.publicUrl);
      const listed: ListedScan = { svName, publicUrl: String(entry?.publicUrl) };
      if ('reason' in checked) listed.reason = checked.reason;
      else if (origins.has(checked.apiRoot)) listed.reason = `${checked.apiRoot} is listed for another SV too`;
      else {
        origins.add(checked.apiRoot);
        listed.apiRoot = checked.apiRoot;
      }
      seen.set(svName, listed);
    }
  }
  if (seen.size === 0) throw new Error(`GET ${seed}/v0/scans lists no Scan`);
  return [...seen.values()];
}
