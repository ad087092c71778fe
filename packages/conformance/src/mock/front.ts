// A small HTTP front of a Prism mock that makes it behave like a server where Prism alone cannot:
// - a path no operation has is answered 404 at once (Prism would hang on some of them, for example a
//   malformed JSON body to an unknown path), naming the API root the mock serves.
// - token paging ends: a request that carries a page token this mock hands out (`x-pagination`'s
//   `token` holding a `next` value of the spec's examples or of an earlier answer) gets the spec's
//   last-page example (a 200 example without the token), so iterators finish, on every Scan of a
//   network alike. Paging by a cursor from the last item (`fromLastItem`) ends alike: a request whose cursor
//   is that of the last item of a non-empty example or answer gets the example whose items are empty. A
//   request without such a token or cursor is a first page,
//   whoever sent it and whatever was asked before: nothing depends on the order of requests (paging.ts).
// - offset ranges are honoured: an operation whose 200 examples are lists, one of them empty (the
//   ledger's `postV2Updates`), answers every example item with an offset in (`beginExclusive`,
//   `endInclusive`], in offset order (reversed for `descendingOrder`), at most `limit` of them, as the
//   WebSocket channels do (channels.ts), unless the request asks Prism for an example, a status
//   or a dynamic answer (`Prefer`) (paging.ts).
// - a body that is not JSON gets the operation's documented 400 (Prism would never answer it), the example of a
//   body that does not decode (`malformed-body`) where the spec names one; a request Prism refuses for a body that
//   does not decode (a missing required field, a wrong type) gets that example too, one it refuses for a range
//   rule (`page_size: 0`) the example named for that rule (`page-size-too-small`), with the value sent where the
//   node's text names it, not Prism's first example of the status (violation-example.ts, value-sent.ts).
// - `/v0/scans` of a Scan lists the mock's own Scans (`scanList`), never the spec example's real URLs,
//   so a BFT client or `--discover` pointed at the mock stays on this machine.
// - it relays only to its own Prism: before that Prism is attached, or after it has exited, it answers
//   503 itself instead of relaying to whatever may listen on that port. A request that Prism's closing of an idle
//   connection cut off before any answer is sent again (ask-prism.ts), never answered 502.
// - it keeps an idle client connection open for 65 s, not Node's 5 s: a client that reuses a connection after a
//   pause (on a loaded machine, a second late) does not meet one closed just as it sends.
// - with a release (`npm run mock -- --server-version <release>`) it serves that release alone: the version
//   endpoint answers it; an operation the release has not added or has removed gets the node's 404 of a path
//   no route matches (the participant's plain text, a Splice app's `{error}` naming the URI: no-route.ts);
//   one it disables by default, or a request using a field it disables, gets the spec's example
//   `deprecated-api-disabled` before the body is read, as the participant's gate answers. Without one, a mock of
//   an API versioned by release serves the newest release its spec describes, as a node of it whose operator
//   re-enabled what it disables by default (so clients learn a release, as from a node); `wholeSpec` serves every
//   operation instead, also what that release removed.
// - a dynamic answer Prism's generator crashed on (its 500 `#UNKNOWN` TypeError) is drawn again with other seeds
//   (`x-mock-seed`), or else is the operation's first success example (`x-mock-fallback`) (redraw.ts).
// - WebSocket upgrades go to the channels of the API's AsyncAPI document (channels.ts), when it has one.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  endsPaging,
  isCursorPagination,
  isObject,
  type Json,
  type JsonObject,
  listOperations,
  type OperationSpec,
  type SpecDocument,
} from '@canton-openapi/contract';
import { disabledExample } from '../release/disabled.ts';
import { noRouteAnswer } from '../release/no-route.ts';
import { disabledFieldsIn, type ReleaseContext, releaseContext, servedAt } from '../release/served.ts';
import type { ListedMockScan } from './listed-scan.ts';
import { versionAnswer, versionPath } from '../release/version-endpoint.ts';
import { unversionedLines } from '../release/unversioned.ts';
import { type ChannelMock, createChannelMock } from './channels.ts';
import { carriedToken, exampleTokens, issuedCursor, lastPageExample, rangeItems, selectRange } from './paging.ts';
import { askPrism } from './ask-prism.ts';
import { askDrawingAgain } from './redraw.ts';
import { decodeFailureExample, type RefusalExample, violationExample } from './violation-example.ts';

interface Route {
  op: OperationSpec;
  pattern: RegExp;
  /** The 200 example that ends token paging, when the operation pages by token. */
  lastPage?: string;
  /** The page tokens (or cursors, `cursorKey`) of the spec's 200 examples: every mock of a network hands them out alike. */
  exampleTokens?: Set<string>;
  /** Every item of the operation's 200 list examples with its offset, in offset order, when it is read range by range. */
  range?: { offset: number; item: Json }[];
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
  /**
   * The one release served (`--server-version`); without it, the newest release the spec describes, its operator
   * having re-enabled what that release disables by default (an API versioned by release).
   */
  release?: string;
  /** Without `release`: serve every operation of the spec, also what its newest release removed, and report no release that removed any. */
  wholeSpec?: boolean;
}

/** A running front; `attach` names the Prism it relays to, `close` stops it. */
export interface MockFront {
  port: number;
  attach(upstream: Upstream): void;
  close(): Promise<void>;
}

/** What a front answers by: the spec below its prefix, the release it serves, the page tokens it handed out, its Prism. */
interface Front {
  doc: SpecDocument;
  prefix: string;
  options: MockFrontOptions;
  routes: Route[];
  /** The one release served, when the mock serves one. */
  context?: ReleaseContext;
  /** The version endpoint's path and answer, when the mock reports a release. */
  version?: { path: string; body: JsonObject };
  /** Page tokens handed out, per operation: a request carrying one is a follow-up. */
  issued: Map<string, Set<string>>;
  upstream?: Upstream;
}

/**
 * Starts the front on `host:port` for `doc` served below `prefix`. It listens at once, so a port in use
 * fails here, before any Prism is started; requests are relayed once `attach` names its Prism.
 */
export async function startMockFront(doc: SpecDocument, prefix: string, host: string, port: number, options: MockFrontOptions = {}): Promise<MockFront> {
  const front = frontOf(doc, prefix, options);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void relay(front, req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`mock front: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  });
  // fetch keeps an idle connection for as long as the server's Keep-Alive header says, less a second: with Node's
  // 5 s, a client late by a second reuses one this server is closing, and its request fails unanswered.
  server.keepAliveTimeout = 65_000;
  const channelMock: ChannelMock | undefined = options.channels === undefined ? undefined : createChannelMock(options.channels, prefix, doc.api, front.context);
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
      front.upstream = next;
    },
    close: () =>
      new Promise<void>((done) => {
        channelMock?.close();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The front of `doc` below `prefix`: its routes, the release it serves and the version it reports. */
function frontOf(doc: SpecDocument, prefix: string, options: MockFrontOptions): Front {
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
  const { context, version } = options.wholeSpec === true && options.release === undefined ? wholeSpec(doc) : servedRelease(doc, options);
  return { doc, prefix, options, routes, ...(context === undefined ? {} : { context }), ...(version === undefined ? {} : { version }), issued: new Map() };
}

/**
 * The release a front serves and reports: `release` alone; else, for an API versioned by release, the newest its spec
 * describes (`info.version`), as a node of it whose operator re-enabled what it disables by default (every setting
 * the spec names): what that release removed answers 404 as on the node, and its version endpoint says it (every
 * Splice app serves `GET /version`, documented or not: HttpAdminService.scala). An API not versioned by release
 * (the registry) has neither.
 */
function servedRelease(doc: SpecDocument, options: MockFrontOptions): Pick<Front, 'context' | 'version'> {
  if (options.release !== undefined)
    return { context: releaseContext({ release: options.release, source: 'option' }), version: versionAnswer(doc, options.release) };
  const newest = isObject(doc.root['info']) ? doc.root['info']['version'] : undefined;
  if (typeof newest !== 'string' || unversionedLines(doc) !== undefined) return {};
  const enabled = [...new Set([...enablingSettings(doc.root), ...enablingSettings(options.channels)])];
  return { context: releaseContext({ release: newest, source: 'option', enabled }), version: versionAnswer(doc, newest) };
}

/**
 * A front of the whole spec (`wholeSpec`): every operation served, and a version endpoint the spec documents
 * reporting the newest release it describes where that release removed nothing the spec describes (the ledger's
 * 3.6.1, its operator having re-enabled what it disables by default), else no release (Scan 0.9.0 removed v0 and
 * v1 holdings: a client and conformance then know none, and check the whole spec).
 */
function wholeSpec(doc: SpecDocument): Pick<Front, 'context' | 'version'> {
  const newest = isObject(doc.root['info']) ? doc.root['info']['version'] : undefined;
  const documentsVersion = listOperations(doc).some((op) => op.method === 'GET' && op.path === versionPath(doc));
  if (!documentsVersion || typeof newest !== 'string') return {};
  return { version: removesAny(doc, newest) ? noRelease(doc) : versionAnswer(doc, newest) };
}

/** Whether `release` removed an operation `doc` still describes (Scan 0.9.0: v0, v1 holdings). */
function removesAny(doc: SpecDocument, release: string): boolean {
  const context = releaseContext({ release, source: 'spec' });
  return listOperations(doc).some((op) => servedAt(op.lifecycle, context) === 'removed');
}

/** Every operator setting (`x-enabled-by`) named below `node`. */
function enablingSettings(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(enablingSettings);
  if (!isObject(node)) return [];
  const own = typeof node['x-enabled-by'] === 'string' ? [node['x-enabled-by']] : [];
  return [...own, ...Object.values(node).flatMap(enablingSettings)];
}

/** The version answer of a mock of the whole spec where no release serves it all: a `version` that names no release, in the documented shape. */
function noRelease(doc: SpecDocument): { path: string; body: JsonObject } {
  const { path, body } = versionAnswer(doc, '0.0.0');
  return { path, body: { ...body, version: 'mock of the whole spec (no one release serves it)' } };
}

/** Headers of Prism's answer that describe its connection to the front or the body as fetch received it, not the answer. */
const ownConnectionHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding']);

/** Answers one request: itself where the spec or the release says so, else by Prism's answer as this server would give it. */
async function relay(front: Front, req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
  const { doc, prefix, options, context, version } = front;
  const url = new URL(req.url ?? '/', 'http://mock');
  // A request naming one of the spec's examples (`Prefer: example=…`) gets it, unless one release is served.
  const asksExample = options.release === undefined && /\bexample=/.test(String(req.headers['prefer'] ?? ''));
  if (version !== undefined && !asksExample && req.method === 'GET' && url.pathname === prefix + version.path) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(version.body));
    return;
  }
  const atPath = front.routes.filter((r) => r.pattern.test(url.pathname) && (context === undefined || servedAt(r.op.lifecycle, context) !== 'absent'));
  const gone = (r: Route) => context !== undefined && servedAt(r.op.lifecycle, context) === 'removed';
  if (atPath.length === 0 || atPath.every(gone)) {
    // An operation of the spec that the release has not added or has removed: the node's own answer.
    if (front.routes.some((r) => r.pattern.test(url.pathname))) return noRoute(res, doc, req);
    return notFound(res, url.pathname, prefix, doc.api);
  }
  const route = atPath.find((r) => r.op.method === req.method);
  if (route !== undefined && shadowsAbsent(front, route, req.method, url.pathname, atPath)) return unknownResource(res, route.op, () => noRoute(res, doc, req));
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
  if (route !== undefined && isFollowUpPage(front, route, url, parsed, prefer))
    headers['prefer'] = prefer === '' ? `example=${route.lastPage}` : `${prefer}, example=${route.lastPage}`;
  const own = front.upstream;
  if (own === undefined || !own.alive()) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end(`the ${doc.api} mock's Prism is ${own === undefined ? 'still starting' : 'no longer running'}`);
    return;
  }
  const ask = (sent: Record<string, string>) =>
    askPrism(
      own.origin + (req.url ?? '/'),
      {
        method: req.method ?? 'GET',
        headers: sent,
        ...(body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
        redirect: 'manual',
      },
      own.alive,
    );
  const { answer, text, extra } = await askDrawingAgain(ask, headers, route?.op, prefer);
  const json = route !== undefined && answer.status === 200 && (answer.headers.get('content-type') ?? '').includes('json');
  const out: Record<string, string> = { ...extra };
  // Prism's headers but those of its own connection (hop-by-hop, as keep-alive: the front's connection says its own).
  answer.headers.forEach((value, name) => {
    if (!ownConnectionHeaders.has(name)) out[name] = value;
  });
  // A request Prism refused for a body that does not decode or a range rule gets the spec's example of that refusal, as the node words it.
  const refusal =
    route !== undefined && answer.status >= 400 && answer.status < 500 && !/example=|code=/.test(prefer)
      ? violationExample(route.op, answer.status, answer.headers.get('sl-violations'), { body: parsed, query: url.searchParams })
      : undefined;
  if (refusal !== undefined) {
    out['content-type'] = refusal.mediaType;
    res.writeHead(answer.status, out).end(exampleText(refusal));
    return;
  }
  res.writeHead(answer.status, out).end(json ? rewrite(front, route, text, url, parsed, prefer) : text);
}

/** Whether a request of a token-paged `route` carries a page token this mock handed out (not asking for an example or an error): a follow-up page. */
function isFollowUpPage(front: Front, route: Route, url: URL, parsed: unknown, prefer: string): boolean {
  if (route.lastPage === undefined || route.op.pagination === undefined || /example=/.test(prefer) || /code=(?!2)/.test(prefer)) return false;
  const token = carriedToken(route.op, url, parsed);
  return token !== undefined && (route.exampleTokens?.has(token) === true || front.issued.get(route.op.id)?.has(token) === true);
}

/** A 200 JSON answer as this server gives it: tokens noted, ranges selected, the Scan list local. */
function rewrite(front: Front, route: Route, text: string, url: URL, request: unknown, prefer: string): string {
  let answer: Json;
  try {
    answer = JSON.parse(text) as Json;
  } catch {
    return text;
  }
  const paging = route.op.pagination;
  const handedOut =
    paging === undefined || !isObject(answer)
      ? []
      : isCursorPagination(paging)
        ? issuedCursor(route.op, answer)
        : endsPaging(answer[paging.next])
          ? []
          : [String(answer[paging.next])];
  for (const token of handedOut) {
    let tokens = front.issued.get(route.op.id);
    if (tokens === undefined) front.issued.set(route.op.id, (tokens = new Set()));
    if (tokens.size > 10_000) tokens.clear();
    tokens.add(token);
  }
  if (route.range !== undefined && isObject(request) && !/example=|code=|dynamic=true/.test(prefer)) {
    return JSON.stringify(selectRange(route.range, request, url.searchParams.get('limit')));
  }
  const { scanList } = front.options;
  if (route.op.id === 'listDsoScans' && scanList !== undefined && isObject(answer) && Array.isArray(answer['scans'])) {
    const listed = scanList().map((s) => ({ publicUrl: s.publicUrl, svName: s.svName }));
    return JSON.stringify({ ...answer, scans: answer['scans'].map((d) => (isObject(d) && Array.isArray(d['scans']) ? { ...d, scans: listed } : d)) });
  }
  return text;
}

/** A node's answer to a path no route matches (release/no-route.ts), naming the request URI as the node sees it. */
function noRoute(res: ServerResponse, doc: SpecDocument, req: IncomingMessage): void {
  const answer = noRouteAnswer(doc, `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`);
  res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
}

/**
 * Whether the path of a request is also another operation's, one the release does not serve (0.8.4 has no
 * `/v0/events/latest-record-time` and reads that path as `/v0/events/{update_id}`): Prism would answer the
 * absent operation, where the node answers `route`'s operation for a value it does not know.
 */
function shadowsAbsent(front: Front, route: Route, method: string | undefined, path: string, served: Route[]): boolean {
  return front.routes.some((r) => r !== route && r.op.method === method && r.pattern.test(path) && !served.includes(r));
}

/** `op`'s documented 404 with a JSON body (its first example), as the node answers a value it does not know; else `otherwise`. */
function unknownResource(res: ServerResponse, op: OperationSpec, otherwise: () => void): void {
  const media = op.responses.find((r) => r.status === '404')?.contents.find((c) => c.mediaType.includes('json'));
  const example = media?.examples[0];
  if (media === undefined || example === undefined) return otherwise();
  res.writeHead(404, { 'content-type': media.mediaType }).end(JSON.stringify(example.value));
}

/** The mock's own answer to a path no operation of the spec has: most often a base URL without the API's root. */
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

/** The body of an example answer: JSON, or its text as written. */
function exampleText(example: RefusalExample): string {
  return example.mediaType.includes('json') ? JSON.stringify(example.value) : String(example.value);
}

/** The answer to a body that is not JSON: the spec's example of a body that does not decode, else the first example of `op`'s 400. */
function reject(res: ServerResponse, op: OperationSpec): void {
  const decodeFailure = decodeFailureExample(op, 400);
  if (decodeFailure !== undefined) {
    res.writeHead(400, { 'content-type': decodeFailure.mediaType }).end(exampleText(decodeFailure));
    return;
  }
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
