// A small HTTP front of a Prism mock that makes it behave like a server where Prism alone cannot:
// - a path no operation has is answered 404 at once (Prism would hang on some of them, for example a
//   malformed JSON body to an unknown path), naming the API root the mock serves.
// - token paging ends: a request that carries a page token this mock hands out (`x-pagination`'s
//   `token` holding a `next` value of the spec's examples or of an earlier answer) gets the spec's
//   last-page example (a 200 example without the token), so iterators finish, on every Scan of a
//   network alike. A request without such a token is a first page,
//   whoever sent it and whatever was asked before: nothing depends on the order of requests.
// - offset ranges are honoured: an operation whose 200 examples are lists, one of them empty (the
//   ledger's `postV2Updates`), answers every example item with an offset in (`beginExclusive`,
//   `endInclusive`], in offset order (reversed for `descendingOrder`), at most `limit` of them, as the
//   WebSocket channels do (channels.ts), unless the request asks Prism for an example, a status
//   or a dynamic answer (`Prefer`).
// - a body that is not JSON gets the operation's documented 400 (Prism would never answer it).
// - `/v0/scans` of a Scan lists the mock's own Scans (`scanList`), never the spec example's real URLs,
//   so a BFT client or `--discover` pointed at the mock stays on this machine.
// - it relays only to its own Prism: before that Prism is attached, or after it has exited, it answers
//   503 itself instead of relaying to whatever may listen on that port.
// - with a release (`npm run mock -- --server-version <release>`) it serves that release alone: the version
//   endpoint answers it; an operation the release has not added or has removed gets the 404 of a path no
//   route matches; one it disables by default, or a request using a field it disables, gets the spec's
//   example `deprecated-api-disabled` before the body is read, as the participant's gate answers.
// - a dynamic answer Prism's generator crashed on (its 500 `#UNKNOWN` TypeError) is drawn again with other seeds
//   (`x-mock-seed`), or else is the operation's first success example (`x-mock-fallback`).
// - WebSocket upgrades go to the channels of the API's AsyncAPI document (channels.ts), when it has one.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ChannelMock, createChannelMock } from './channels.ts';
import { endsPaging, frameOffset, isObject, type Json, type JsonObject, listOperations, type OperationSpec, type SpecDocument } from '@canton-openapi/contract';
import { disabledExample } from '../release/disabled.ts';
import { disabledFieldsIn, releaseContext, servedAt } from '../release/served.ts';
import { versionAnswer, versionPath } from '../release/version-endpoint.ts';

interface Route {
  op: OperationSpec;
  pattern: RegExp;
  /** The 200 example that ends token paging, when the operation pages by token. */
  lastPage?: string;
  /** The page tokens of the spec's 200 examples: every mock of a network hands them out alike. */
  exampleTokens?: Set<string>;
  /** Every item of the operation's 200 list examples with its offset, in offset order, when it is read range by range. */
  range?: { offset: number; item: Json }[];
}

/** A Scan that `/v0/scans` lists. */
export interface ListedMockScan {
  svName: string;
  /** A bare origin: `http://127.0.0.1:4011`. */
  publicUrl: string;
}

/** The Prism a front relays to. */
export interface Upstream {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Whether that Prism (the front's own child) still runs: a front never relays to a port its Prism has left. */
  alive(): boolean;
}

/** Options of {@link startMockFront}. */
export interface MockFrontOptions {
  /** The API's bundled AsyncAPI document, whose channels are served below the same prefix. */
  channels?: JsonObject;
  /** What `/v0/scans` lists (read at each answer): the Scans of the local mock network. */
  scanList?: () => readonly ListedMockScan[];
  /** The one release served (`--server-version`); without it every operation of the spec is served, and a version endpoint reports the newest release. */
  release?: string;
}

/** A running front; `attach` names the Prism it relays to, `close` stops it. */
export interface MockFront {
  port: number;
  attach(upstream: Upstream): void;
  close(): Promise<void>;
}

/**
 * Starts the front on `host:port` for `doc` served below `prefix`. It listens at once, so a port in use
 * fails here, before any Prism is started; requests are relayed once `attach` names its Prism.
 */
export async function startMockFront(doc: SpecDocument, prefix: string, host: string, port: number, options: MockFrontOptions = {}): Promise<MockFront> {
  const routes = listOperations(doc).map((op): Route => {
    const pattern = new RegExp(
      `^${escape(prefix)}${op.path
        .split(/\{[^}]+\}/)
        .map(escape)
        .join('[^/]+')}/?$`,
    );
    const lastPage = lastPageExample(op);
    if (lastPage === undefined) return { op, pattern };
    return op.pagination === undefined ? { op, pattern, range: rangeItems(op) } : { op, pattern, lastPage, exampleTokens: exampleTokens(op) };
  });
  const context = options.release === undefined ? undefined : releaseContext({ release: options.release, source: 'option' });
  // Without a release the mock serves the whole spec; a version endpoint the spec documents then reports the
  // newest release it describes (`info.version`), as a node of it whose operator re-enabled what it disables
  // by default: no single release serves both what a later release added and what it disabled.
  const newest = isObject(doc.root['info']) ? doc.root['info']['version'] : undefined;
  const documentsVersion = listOperations(doc).some((op) => op.method === 'GET' && op.path === versionPath(doc));
  const reported = options.release ?? (documentsVersion && typeof newest === 'string' ? newest : undefined);
  const version = reported === undefined ? undefined : versionAnswer(doc, reported);
  /** Page tokens handed out, per operation: a request carrying one is a follow-up. */
  const issued = new Map<string, Set<string>>();
  let upstream: Upstream | undefined;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void relay(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`mock front: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  });

  async function relay(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://mock');
    // A request naming one of the spec's examples (`Prefer: example=…`) gets it, unless one release is served.
    const asksExample = options.release === undefined && /\bexample=/.test(String(req.headers['prefer'] ?? ''));
    if (version !== undefined && !asksExample && req.method === 'GET' && url.pathname === prefix + version.path) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(version.body));
      return;
    }
    const atPath = routes.filter((r) => r.pattern.test(url.pathname) && (context === undefined || servedAt(r.op.lifecycle, context) !== 'absent'));
    const gone = (r: Route) => context !== undefined && servedAt(r.op.lifecycle, context) === 'removed';
    if (atPath.length === 0 || atPath.every(gone)) return notFound(res, url.pathname, prefix, doc.api);
    const route = atPath.find((r) => r.op.method === req.method);
    if (route !== undefined && context !== undefined && servedAt(route.op.lifecycle, context) === 'disabled') return refuseDisabled(res, route.op);
    const headers = forwardable(req);
    let parsed: unknown;
    if (route !== undefined && body.length > 0 && (headers['content-type'] ?? '').includes('json')) {
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return reject(res, route.op);
      }
    }
    if (route !== undefined && context !== undefined && disabledFieldsIn(route.op, context, parsed, Object.fromEntries(url.searchParams)).length > 0)
      return refuseDisabled(res, route.op);
    const prefer = headers['prefer'] ?? '';
    const paging = route?.op.pagination;
    if (route?.lastPage !== undefined && paging !== undefined && !/example=/.test(prefer) && !/code=(?!2)/.test(prefer)) {
      const token = paging.in === 'query' ? url.searchParams.get(paging.token) : isObject(parsed) ? parsed[paging.token] : undefined;
      if (token !== undefined && token !== null && (route.exampleTokens?.has(String(token)) || issued.get(route.op.id)?.has(String(token))))
        headers['prefer'] = prefer === '' ? `example=${route.lastPage}` : `${prefer}, example=${route.lastPage}`;
    }
    const own = upstream;
    if (own === undefined || !own.alive()) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end(`the ${doc.api} mock's Prism is ${own === undefined ? 'still starting' : 'no longer running'}`);
      return;
    }
    const ask = (sent: Record<string, string>) =>
      fetch(own.origin + (req.url ?? '/'), {
        method: req.method ?? 'GET',
        headers: sent,
        ...(body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
        redirect: 'manual',
      });
    let answer = await ask(headers);
    let text = await answer.text();
    // Prism's dynamic generator (json-schema-faker) crashes on some samples of deep unions (an empty object in a list
    // under a `oneOf`), and with a seed it draws the same sample for every request. The front draws again with other
    // seeds (`Prefer: dynamic=true, seed=…`, the same ones for every request, so answers still repeat), and names the
    // seed that answered in `x-mock-seed`; if every draw crashes it answers the operation's first success example,
    // named in `x-mock-fallback`, rather than a 500 no server would send.
    const extra: Record<string, string> = {};
    if (route !== undefined && generatorCrashed(answer, text)) {
      const others = (/\bseed=/.test(prefer) ? prefer.replace(/,?\s*\bseed=[^,]*/, '') : prefer).replace(/^\s*,\s*/, '');
      for (const seed of redrawSeeds) {
        answer = await ask({ ...headers, prefer: `${others === '' ? '' : `${others}, `}${/dynamic=/.test(others) ? '' : 'dynamic=true, '}seed=${seed}` });
        text = await answer.text();
        if (!generatorCrashed(answer, text)) {
          extra['x-mock-seed'] = String(seed);
          break;
        }
      }
      const fallback = generatorCrashed(answer, text) ? successExample(route.op) : undefined;
      if (fallback !== undefined) {
        answer = await ask({ ...headers, prefer: `example=${fallback}` });
        text = await answer.text();
        extra['x-mock-fallback'] = `example=${fallback}; Prism could not generate a dynamic answer`;
      }
    }
    if (route !== undefined && answer.status === 200 && (answer.headers.get('content-type') ?? '').includes('json')) {
      text = rewrite(route, text, url, parsed, prefer);
    }
    const out: Record<string, string> = { ...extra };
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection' && name !== 'content-encoding') out[name] = value;
    });
    res.writeHead(answer.status, out).end(text);
  }

  /** A 200 JSON answer as this server gives it: tokens noted, ranges selected, the Scan list local. */
  function rewrite(route: Route, text: string, url: URL, request: unknown, prefer: string): string {
    let answer: Json;
    try {
      answer = JSON.parse(text) as Json;
    } catch {
      return text;
    }
    const paging = route.op.pagination;
    if (paging !== undefined && isObject(answer) && !endsPaging(answer[paging.next])) {
      let tokens = issued.get(route.op.id);
      if (tokens === undefined) issued.set(route.op.id, (tokens = new Set()));
      if (tokens.size > 10_000) tokens.clear();
      tokens.add(String(answer[paging.next]));
    }
    if (route.range !== undefined && isObject(request) && !/example=|code=|dynamic=true/.test(prefer)) {
      return JSON.stringify(selectRange(route.range, request, url.searchParams.get('limit')));
    }
    if (route.op.id === 'listDsoScans' && options.scanList !== undefined && isObject(answer) && Array.isArray(answer['scans'])) {
      const listed = options.scanList().map((s) => ({ publicUrl: s.publicUrl, svName: s.svName }));
      return JSON.stringify({ ...answer, scans: answer['scans'].map((d) => (isObject(d) && Array.isArray(d['scans']) ? { ...d, scans: listed } : d)) });
    }
    return text;
  }

  const channelMock: ChannelMock | undefined = options.channels === undefined ? undefined : createChannelMock(options.channels, prefix, doc.api, context);
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    if (channelMock?.handleUpgrade(req, socket, head)) return;
    const text = 'no WebSocket channel at this path';
    socket.end(`HTTP/1.1 404 Not Found\r\ncontent-type: text/plain\r\ncontent-length: ${text.length}\r\nconnection: close\r\n\r\n${text}`);
  });

  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ready();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    attach: (next) => {
      upstream = next;
    },
    close: () =>
      new Promise<void>((done) => {
        channelMock?.close();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The first 200 JSON example that ends paging: an empty list, or an object without a page token (absent, null or empty). */
export function lastPageExample(op: OperationSpec): string | undefined {
  const media = op.responses.find((r) => r.status === '200')?.contents.find((c) => c.mediaType.includes('json'));
  if (media === undefined) return undefined;
  if (op.pagination !== undefined) {
    const field = op.pagination.next;
    const hasToken = media.examples.some((e) => isObject(e.value) && !endsPaging(e.value[field]));
    return hasToken ? media.examples.find((e) => isObject(e.value) && endsPaging(e.value[field]))?.name : undefined;
  }
  // A list answer that the spec also shows empty is read range after range until a range comes back empty.
  const lists = media.examples.filter((e) => Array.isArray(e.value));
  if (lists.length < 2) return undefined;
  return lists.find((e) => Array.isArray(e.value) && e.value.length === 0)?.name;
}

/** The `next` tokens of the 200 examples of a token-paged operation. */
function exampleTokens(op: OperationSpec): Set<string> {
  const media = op.responses.find((r) => r.status === '200')?.contents.find((c) => c.mediaType.includes('json'));
  const next = op.pagination?.next ?? '';
  return new Set((media?.examples ?? []).flatMap((e) => (isObject(e.value) && !endsPaging(e.value[next]) ? [String(e.value[next])] : [])));
}

/** Every item of the 200 list examples that has an offset, once each, in offset order. */
function rangeItems(op: OperationSpec): { offset: number; item: Json }[] {
  const media = op.responses.find((r) => r.status === '200')?.contents.find((c) => c.mediaType.includes('json'));
  const seen = new Set<string>();
  const items: { offset: number; item: Json }[] = [];
  for (const example of media?.examples ?? []) {
    for (const item of Array.isArray(example.value) ? example.value : []) {
      const offset = frameOffset(item);
      const text = JSON.stringify(item);
      if (offset === undefined || seen.has(text)) continue;
      seen.add(text);
      items.push({ offset, item });
    }
  }
  return items.sort((a, b) => a.offset - b.offset);
}

/** The items in (`beginExclusive`, `endInclusive`] of `request`, ordered as asked, at most `limit` (a participant answers none for 0 or less). */
function selectRange(items: { offset: number; item: Json }[], request: JsonObject, limit: string | null): Json[] {
  const begin = typeof request['beginExclusive'] === 'number' ? request['beginExclusive'] : 0;
  const end = typeof request['endInclusive'] === 'number' ? request['endInclusive'] : undefined;
  const selected = items.filter((i) => i.offset > begin && (end === undefined || i.offset <= end)).map((i) => i.item);
  if (request['descendingOrder'] === true) selected.reverse();
  const most = limit === null || !/^-?\d+$/.test(limit) ? undefined : Number(limit);
  return most === undefined ? selected : selected.slice(0, Math.max(0, most));
}

function notFound(res: ServerResponse, path: string, prefix: string, api: string): void {
  const root = prefix === '' ? 'the origin itself' : prefix;
  res
    .writeHead(404, { 'content-type': 'text/plain' })
    .end(
      `The requested resource could not be found: no ${api} operation has the path ${path} (this mock serves the ${api} API below ${root}; check the base URL).`,
    );
}

/** The answer of an operation (or request field) the release disables by default: the spec's example `deprecated-api-disabled`. */
function refuseDisabled(res: ServerResponse, op: OperationSpec): void {
  for (const response of op.responses)
    for (const media of response.contents) {
      const example = media.examples.find((e) => e.name === disabledExample);
      if (example === undefined || !/^\d{3}$/.test(response.status)) continue;
      res
        .writeHead(Number(response.status), { 'content-type': media.mediaType })
        .end(media.mediaType.includes('json') ? JSON.stringify(example.value) : String(example.value));
      return;
    }
  res.writeHead(400, { 'content-type': 'text/plain' }).end(`${op.id} is disabled by default in this release`);
}

function reject(res: ServerResponse, op: OperationSpec): void {
  const response =
    op.responses.find((r) => r.status === '400') ?? op.responses.find((r) => r.status.startsWith('4')) ?? op.responses.find((r) => r.status === 'default');
  const status = response === undefined || !/^\d{3}$/.test(response.status) ? 400 : Number(response.status);
  const media = response?.contents[0];
  const example = media?.examples[0]?.value;
  const type = media?.mediaType ?? 'text/plain';
  const text = type.includes('json')
    ? JSON.stringify(example ?? { error: 'The request content was malformed' })
    : typeof example === 'string'
      ? example
      : 'The request content was malformed';
  res.writeHead(status, { 'content-type': type }).end(text);
}

/** The seeds a front draws a crashed dynamic answer again with, in order. */
const redrawSeeds = [101, 202, 303, 404, 505, 606, 707, 808];

/** Prism's 500 for an exception in its own code (`…/prism/errors#UNKNOWN`, a `TypeError`): not an answer the spec describes. */
function generatorCrashed(answer: Response, text: string): boolean {
  return answer.status === 500 && text.includes('prism/errors#UNKNOWN') && text.includes('TypeError');
}

/** The name of the first example of the operation's first success answer in JSON. */
function successExample(op: OperationSpec): string | undefined {
  const success = op.responses.find((r) => /^2\d\d$/.test(r.status));
  return success?.contents.find((m) => m.mediaType.includes('json'))?.examples[0]?.name;
}

function forwardable(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'host' || name === 'connection' || name === 'content-length' || name === 'transfer-encoding') continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
