// Several Scans on 127.0.0.1, one HTTP server each, for the BFT client's tests and benchmark: each
// lists the others in /v0/scans and answers from the spec's examples, unless told to lie, to be
// slow, or to be down. Every request's headers are recorded, and a slow Scan reports when the client
// hung up on it.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'yaml';

const examples = new URL('../../../../specs/scan/examples/', import.meta.url);
const example = (name: string): Record<string, unknown> => (parse(readFileSync(new URL(name, examples), 'utf8')) as { value: Record<string, unknown> }).value;

/** The vote results of the honest Scans: two pages. */
export const votePages: Record<string, unknown>[] = [
  { ...example('voteresults-page-with-more.yaml'), next_page_token: 7 },
  { ...example('voteresults-last-page.yaml'), next_page_token: null },
];

/** The activity totals of round 4711, as honest Scans send them. */
export const honestTotals = {
  status: 'Ok',
  round_number: 4711,
  total_app_activity_weight: 183204,
  active_parties_count: 412,
  activity_records_count: 9120,
  total_app_reward_minting_allowance: '15320.5000000000',
  total_app_reward_thresholded: '12.2500000000',
  total_app_reward_unclaimed: '0.0000000000',
  rewarded_app_provider_parties_count: 37,
};

/** What honest Scans answer for the provider of the spec's `featured-app-right-found` example; other providers have none. */
export const featuredAppRight = example('featured-app-right-found.yaml') as { featured_app_right: { payload: { provider: string } } };

/** How one Scan behaves. */
export type Behaviour =
  | 'honest'
  /** Schema-valid, wrong: other totals, a vote page missing its first result, no featured-app right. */
  | 'liar'
  /** Refuses connections. */
  | 'down'
  /** Never answers; `hungUp` resolves when the client closes the connection. */
  | 'slow'
  /** Answers a body the spec rejects. */
  | 'invalid'
  /** Answers 503 to every request. */
  | 'unavailable'
  /** Answers 200 after `delayMs` (the benchmark's slow Scan). */
  | { delayMs: number }
  /** Redirects every request to the same path at another origin. */
  | { redirectTo: string };

/** One Scan of the network. */
export interface LocalScan {
  svName: string;
  origin: string;
  /** `origin/api/scan`. */
  apiRoot: string;
  /** How it behaves; may be changed while the network runs. */
  behaviour: Behaviour;
  /** Stops it: from then on it refuses connections, as a Scan that is down. */
  stop(): Promise<void>;
  /** Headers of every request it received, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** Resolves when a request it held was abandoned by the client (`slow` Scans). */
  hungUp: Promise<void>;
  /** Resolves when it gets its first request. */
  requested: Promise<void>;
  /** What this Scan alone lists in /v0/scans instead of the network's list. */
  listOverride?: { publicUrl: string; svName: string }[];
  /** The Splice release its `GET /version` reports (unset: no such route, 404). */
  version?: string;
}

/** The one page of holdings every honest Scan answers `POST /v2/holdings/state` with. */
export const holdingsV2Page = { record_time: '2025-02-14T15:00:00Z', migration_id: 4, created_events: [] };

/** A network of local Scans; `entries` replaces what /v0/scans lists (default: every Scan). */
export interface LocalNetwork {
  scans: LocalScan[];
  listed: { publicUrl: string; svName: string }[];
  close(): Promise<void>;
}

/** Starts one Scan per behaviour, named sv-1, sv-2, …; `extra` entries are appended to /v0/scans. */
export async function startScanNetwork(behaviours: Behaviour[], extra: { publicUrl: string; svName: string }[] = []): Promise<LocalNetwork> {
  const servers: Server[] = [];
  const scans: LocalScan[] = [];
  const network: LocalNetwork = {
    scans,
    listed: [],
    close: () =>
      Promise.all(servers.map((s) => new Promise<void>((resolve) => (s.closeAllConnections(), s.listening ? s.close(() => resolve()) : resolve())))).then(
        () => undefined,
      ),
  };
  for (const [i, behaviour] of behaviours.entries()) {
    let hungUp!: () => void;
    let requested!: () => void;
    const scan: LocalScan = {
      svName: `sv-${i + 1}`,
      origin: '',
      apiRoot: '',
      behaviour,
      stop: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
      requests: [],
      hungUp: new Promise((r) => (hungUp = r)),
      requested: new Promise((r) => (requested = r)),
    };
    const server = createServer((req, res) => {
      const behaviour = scan.behaviour;
      scan.requests.push({ path: req.url ?? '', headers: req.headers });
      requested();
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        const write = () => res.writeHead(status, { 'content-type': 'application/json' }).end(text);
        if (typeof behaviour === 'object' && 'delayMs' in behaviour) setTimeout(write, behaviour.delayMs);
        else write();
      };
      if (behaviour === 'slow') {
        res.on('close', () => hungUp());
        return;
      }
      if (typeof behaviour === 'object' && 'redirectTo' in behaviour) {
        res.writeHead(302, { location: `${behaviour.redirectTo}${req.url ?? ''}` }).end();
        return;
      }
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = (req.url ?? '').replace(/^\/api\/scan/, '');
        const lie = behaviour === 'liar';
        if (behaviour === 'unavailable') return send(503, { error: 'the Scan is not available' });
        if (behaviour === 'invalid') return send(200, { scans: 'not a list', status: 7, dso_rules_vote_results: {} });
        if (path === '/v0/scans') return send(200, { scans: [{ domainId: 'global-domain::1220aa', scans: scan.listOverride ?? network.listed }] });
        if (path.startsWith('/v0/internal/reward-accounting-process/rounds/4711/')) {
          return send(200, lie ? { ...honestTotals, total_app_reward_minting_allowance: '99999.0000000000' } : honestTotals);
        }
        if (path === '/v0/admin/sv/voteresults') {
          const page = (JSON.parse(body || '{}') as { pageToken?: number }).pageToken === 7 ? votePages[1]! : votePages[0]!;
          const results = page['dso_rules_vote_results'] as unknown[];
          return send(200, lie ? { ...page, dso_rules_vote_results: results.slice(1) } : page);
        }
        if (path.startsWith('/v0/internal/reward-accounting-process/rounds/4712/'))
          return send(200, { status: i % 2 === 0 ? 'Undetermined' : 'CannotProvide' });
        if (path.startsWith('/v0/featured-apps/by-contract-id/')) return send(200, { featured_app_right: null });
        const provider = /^\/v0\/featured-apps\/([^/]+)$/.exec(path)?.[1];
        if (provider !== undefined) {
          const holds = !lie && decodeURIComponent(provider) === featuredAppRight.featured_app_right.payload.provider;
          return send(200, holds ? featuredAppRight : { featured_app_right: null });
        }
        if (path === '/version' && scan.version !== undefined) return send(200, { version: scan.version, commit_ts: '2026-10-07T00:00:00Z' });
        if (path === '/v2/holdings/state') return send(200, holdingsV2Page);
        send(404, { error: `no route ${path}` });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    scan.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    scan.apiRoot = `${scan.origin}/api/scan`;
    if (behaviour === 'down') await new Promise<void>((resolve) => server.close(() => resolve()));
    else servers.push(server);
    scans.push(scan);
  }
  network.listed = [...scans.map((s) => ({ publicUrl: s.origin, svName: s.svName })), ...extra];
  return network;
}
