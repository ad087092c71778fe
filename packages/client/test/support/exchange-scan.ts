// One Scan on 127.0.0.1 that answers the reads of an exchange's holdings coherently, which the static
// Prism mock cannot: its summary is always the example's (another time, other owners) and every party
// has the example's ANS entry. This one keeps snapshots per migration, sums only at a snapshot's time,
// leaves out owners holding nothing, and answers 404 for a party without an ANS entry (the texts of
// Splice's HttpScanHandler, specs/README.md). Requests whose path it does not serve are 404.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the Scan holds. */
export interface ExchangeScanState {
  /** What /v0/dso-sequencers lists: one synchronizer's sequencers. */
  sequencers: { migrationId: number; availableAfter: string }[];
  /** Snapshot record times by migration id, ascending. */
  snapshots: Record<number, string[]>;
  /** The Amulet totals of the owners that hold any, at every snapshot. */
  totals: Record<string, { unlocked: string; locked: string; total: string }>;
  /** ANS names by party. */
  names: Record<string, string>;
}

/** Starts the Scan; resolves with its API root and a function that stops it. */
export async function startExchangeScan(state: ExchangeScanState): Promise<{ apiRoot: string; close(): Promise<void> }> {
  const answer = (method: string, url: URL, body: unknown): [number, unknown] => {
    const path = url.pathname.replace(/^\/api\/scan/, '');
    if (method === 'GET' && path === '/v0/dso-sequencers') {
      const sequencers = state.sequencers.map((s, i) => ({ ...s, id: `SEQ::sv-${i}::1220aa`, url: `https://sequencer-${i}.example.com`, svName: `sv-${i}` }));
      return [200, { domainSequencers: [{ domainId: 'global-domain::1220aa', sequencers }] }];
    }
    if (method === 'GET' && path === '/v0/state/acs/snapshot-timestamp') {
      const before = Date.parse(url.searchParams.get('before') ?? '');
      const times = state.snapshots[Number(url.searchParams.get('migration_id'))] ?? [];
      const found = times.filter((t) => Date.parse(t) <= before).at(-1);
      return found ? [200, { record_time: found }] : [404, { error: `No snapshots found before ${url.searchParams.get('before')}` }];
    }
    if (method === 'POST' && path === '/v1/holdings/summary') {
      const request = body as { migration_id: number; record_time: string; owner_party_ids: string[] };
      if (!(state.snapshots[request.migration_id] ?? []).includes(request.record_time)) return [404, { error: 'Summary not found for given parameters' }];
      const summaries = request.owner_party_ids
        .filter((party) => state.totals[party] !== undefined)
        .map((party) => {
          const t = state.totals[party]!;
          return { party_id: party, total_unlocked_coin: t.unlocked, total_locked_coin: t.locked, total_coin_holdings: t.total };
        });
      return [200, { record_time: request.record_time, migration_id: request.migration_id, summaries }];
    }
    const party = /^\/v0\/ans-entries\/by-party\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && party !== undefined) {
      const user = decodeURIComponent(party);
      const name = state.names[user];
      if (name === undefined) return [404, { error: `No ans entry found for party: ${user}` }];
      return [200, { entry: { contract_id: '00aa', user, name, url: '', description: '', expires_at: '2027-03-12T01:56:28.974046Z' } }];
    }
    return [404, { error: `The requested resource could not be found: ${url.pathname}` }];
  };
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const [status, body] = answer(req.method ?? 'GET', new URL(req.url ?? '/', 'http://127.0.0.1'), text ? JSON.parse(text) : undefined);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scan`;
  return { apiRoot, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}
