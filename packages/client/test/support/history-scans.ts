// Several Scans on 127.0.0.1 (one node:http server each, port 0) that serve an update history the way
// Splice's Scan pages it (update-history.ts), and list each other in GET /v0/scans, for createBftScanClient.
// An honest Scan holds the whole history; a lagging one has ingested only its first rows in Scan's order
// (a shorter history); a lying one sends one item changed (schema-valid, wrong).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HistoryRow, importRecordTime, inScanOrder, updateHistoryPage } from './update-history.ts';

/** How one Scan holds the history. */
export type HistoryRole =
  | 'honest'
  /** Has ingested only this many rows, in Scan's order. */
  | { lagging: number }
  /** Sends the update at this place (0-based, of those it serves) with another workflow id. */
  | { lyingAbout: number };

/** One Scan of the network. */
export interface HistoryScan {
  svName: string;
  /** `http://127.0.0.1:<port>`, as /v0/scans lists it. */
  origin: string;
  /** `origin/api/scan`. */
  apiRoot: string;
  /** The body of every POST /v2/updates it received, in order. */
  pageRequests: unknown[];
}

/** Scans of one synchronizer, closed by `close`. */
export interface HistoryScans {
  scans: HistoryScan[];
  close(): Promise<void>;
}

/** The rows a Scan of `role` holds of `history`. */
function rowsOf(history: readonly HistoryRow[], role: HistoryRole): HistoryRow[] {
  if (role === 'honest') return [...history];
  const ordered = inScanOrder(history);
  if ('lagging' in role) return ordered.slice(0, role.lagging);
  // The lie: the update at that place of what the Scan serves (import updates aside) names another workflow.
  const lie = ordered.filter((row) => row.recordTime !== importRecordTime)[role.lyingAbout];
  return ordered.map((row) => (row === lie ? { ...row, item: { ...row.item, workflow_id: 'made-up' } } : row));
}

/** Starts one Scan per role, named sv-1, sv-2, …, each listing all of them in /v0/scans. */
export async function startHistoryScans(history: readonly HistoryRow[], roles: readonly HistoryRole[]): Promise<HistoryScans> {
  const servers: Server[] = [];
  const scans: HistoryScan[] = [];
  let listed: { publicUrl: string; svName: string }[] = [];
  for (const [i, role] of roles.entries()) {
    const rows = rowsOf(history, role);
    const scan: HistoryScan = { svName: `sv-${i + 1}`, origin: '', apiRoot: '', pageRequests: [] };
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const send = (status: number, body: unknown) =>
          typeof body === 'string'
            ? res.writeHead(status, { 'content-type': 'text/plain' }).end(body)
            : res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        const path = (req.url ?? '').replace(/^\/api\/scan/, '');
        if (req.method === 'GET' && path === '/v0/scans') return send(200, { scans: [{ domainId: 'global-domain::1220aa', scans: listed }] });
        if (req.method === 'POST' && path === '/v2/updates') {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            return send(400, 'The request content was malformed');
          }
          scan.pageRequests.push(body);
          const page = updateHistoryPage(rows, body);
          return send(page.status, page.body);
        }
        send(404, { error: `The requested resource could not be found: ${req.url ?? ''}` });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    scan.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    scan.apiRoot = `${scan.origin}/api/scan`;
    scans.push(scan);
  }
  listed = scans.map((s) => ({ publicUrl: s.origin, svName: s.svName }));
  const close = async () => {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())))));
  };
  return { scans, close };
}
