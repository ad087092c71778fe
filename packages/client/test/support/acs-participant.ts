// A participant on 127.0.0.1 that serves its active contract set as Canton does, with a small list limit:
// - POST /v2/state/active-contracts, the bounded list: the body read as JsStateService reads it (relaxed:
//   a missing activeAtOffset is 0, the empty set; eventFormat or the legacy filter, not both, as
//   toGetActiveContractsRequest rules), `limit` read as a Long (a word is 400 text/plain), then
//   Endpoints.asList: take(min(limit, L + 1)) and, beyond L (`listLimit`), handleListLimit's 413
//   JSON_API_MAXIMUM_LIST_ELEMENTS_NUMBER_REACHED with retryInfo;
// - POST /v2/state/active-contracts-page from release 3.5.10 on (before, the path has a GET only: 405), as
//   ApiStateService.getActiveContractsPage answers: eventFormat required (MISSING_FIELD), maxPageSize by
//   FieldValidator.validatePageSize against StateServiceConfig (default 2000, max 10000), the offset of
//   the page token or of the request or the ledger end, page entries without continuation tokens, and a
//   token bound to the request (INVALID_ACS_PAGE_TOKEN otherwise);
// - the WebSocket /v2/state/active-contracts: the token as the first subprotocol (Endpoints.scala), the
//   request as the first frame, one entry per frame with its continuation token, a normal close at the
//   end, resumption after a request's streamContinuationToken; a rejected request is one error frame;
// - GET /v2/version (no token checked) and GET /v2/state/ledger-end.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import { cantonToken, redactedError } from './ws-participant.ts';

export interface AcsParticipantOptions {
  /** The release `GET /v2/version` reports: 3.5.10 and later serve the page endpoint. */
  release: string;
  /** `http-list-max-elements-limit`. */
  listLimit: number;
  /** Number of active contracts, created at offsets 1..n; the ledger end is n. */
  contracts: number;
  /** `max-acs-page-size` (default 10000) and `default-acs-page-size` (default 2000). */
  maxPageSize?: number;
  defaultPageSize?: number;
  /** Drop (destroy without a close frame) stream connection `n` (from 0) after this many entries. */
  dropAfter?: (n: number) => number | undefined;
  /** Stream entries without a `streamContinuationToken` (an empty one), which no new stream can resume after. */
  withoutTokens?: boolean;
}

export interface AcsParticipant {
  baseUrl: string;
  /** Each HTTP request: method, path and parsed body. */
  requests: { method: string; path: string; body: unknown }[];
  /** The request frame of each stream connection. */
  streams: Record<string, unknown>[];
  close(): Promise<void>;
}

const token = 'secret-token-123';
const alice = 'Alice::1220' + 'ab'.repeat(32);

/** The JsGetActiveContractsResponse of contract `i` (1-based), without its continuation token. */
function entry(i: number): Record<string, unknown> {
  return {
    workflowId: i % 3 === 0 ? `wf-${i}` : '',
    contractEntry: {
      JsActiveContract: {
        createdEvent: {
          offset: i,
          nodeId: 0,
          contractId: `00${i.toString(16).padStart(64, '0')}ca10`,
          templateId: 'd7ae2f7e656d31bc3522c3cba720cea474575c3ac67250c3aeb080ba602f0353:Iou:Iou',
          contractKey: null,
          createArgument: { issuer: alice, owner: alice, currency: 'USD', amount: `${i}.0000000000`, observers: [] },
          createdEventBlob: '',
          interfaceViews: [],
          witnessParties: [alice],
          signatories: [alice],
          observers: [],
          createdAt: '2025-01-27T15:30:36.430940Z',
          packageName: 'model-tests',
          representativePackageId: 'd7ae2f7e656d31bc3522c3cba720cea474575c3ac67250c3aeb080ba602f0353',
          acsDelta: true,
        },
        synchronizerId: 'global-domain::1220' + 'cd'.repeat(32),
        reassignmentCounter: 0,
      },
    },
  };
}

/** A Canton error as the participant sends it for a rejected request (category 8, INVALID_ARGUMENT). */
function invalid(code: string, cause: string): Record<string, unknown> {
  return {
    code,
    cause,
    correlationId: null,
    traceId: null,
    context: { category: '8' },
    resources: [],
    errorCategory: 8,
    grpcCodeValue: 3,
    retryInfo: null,
    definiteAnswer: false,
  };
}

class Rejection {
  readonly status: number;
  readonly body: Record<string, unknown> | string;
  constructor(status: number, body: Record<string, unknown> | string) {
    this.status = status;
    this.body = body;
  }
}

/** The activeAtOffset rules of toGetActiveContractsRequest and ParticipantOffsetValidator, on a decoded body. */
function acsRequest(body: unknown, ledgerEnd: number): { offset: number; skip: number } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Rejection(400, 'Invalid value for: body (expecting an object)');
  const request = body as Record<string, unknown>;
  const offset = request.activeAtOffset ?? 0; // CirceRelaxedCodec: a missing Long is 0
  if (typeof offset !== 'number' || !Number.isInteger(offset)) throw new Rejection(400, "Invalid value for: body (expecting a Long at 'activeAtOffset')");
  const hasFormat = request.eventFormat !== undefined && request.eventFormat !== null;
  const hasFilter = request.filter !== undefined && request.filter !== null;
  if (hasFormat && hasFilter)
    throw new Rejection(400, invalid('INVALID_ARGUMENT', 'The submitted request has invalid arguments: Both event_format and filter are set.'));
  if (hasFormat && request.verbose === true)
    throw new Rejection(400, invalid('INVALID_ARGUMENT', 'The submitted request has invalid arguments: Both event_format and verbose are set.'));
  if (!hasFormat && !hasFilter)
    throw new Rejection(400, invalid('INVALID_ARGUMENT', 'The submitted request has invalid arguments: Either filter/verbose or event_format is required.'));
  if (offset < 0) throw new Rejection(400, invalid('NEGATIVE_OFFSET', `Offset ${offset} in active_at_offset is a negative integer`));
  if (offset > ledgerEnd) throw new Rejection(400, invalid('OFFSET_AFTER_LEDGER_END', `Active offset (${offset}) is after ledger end (${ledgerEnd})`));
  let skip = 0;
  const continuation = request.streamContinuationToken;
  if (continuation !== undefined && continuation !== null && continuation !== '') {
    const decoded = typeof continuation === 'string' ? /^entry:(\d+)@(\d+)$/.exec(Buffer.from(continuation, 'base64').toString()) : null;
    if (decoded === null || Number(decoded[2]) !== offset)
      throw new Rejection(400, invalid('INVALID_CONTINUATION_TOKEN', 'The submitted command contains an invalid continuation token.'));
    skip = Number(decoded[1]);
  }
  return { offset, skip };
}

function compareRelease(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('-')[0]!.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return x![i]! - y![i]!;
  return 0;
}

/** What the participant serves and what it has been asked, shared by its HTTP and WebSocket handlers. */
interface ParticipantState {
  options: AcsParticipantOptions;
  ledgerEnd: number;
  /** Whether the release serves POST /v2/state/active-contracts-page (3.5.10 and later). */
  servesPages: boolean;
  maxPageSize: number;
  defaultPageSize: number;
  requests: AcsParticipant['requests'];
  streams: Record<string, unknown>[];
}

/** An answer to an HTTP request, its status and body. */
interface Reply {
  status: number;
  body: unknown;
}

const reply = (status: number, body: unknown): Reply => ({ status, body });

/** The entries active at `offset`: the contracts created at or before it. */
function activeAt(state: ParticipantState, offset: number): Record<string, unknown>[] {
  return Array.from({ length: Math.min(offset, state.ledgerEnd) }, (_, i) => entry(i + 1));
}

/** `GET /v2/version`'s body for a release. */
function versionBody(release: string): Record<string, unknown> {
  return {
    version: release,
    features: {
      userManagement: { supported: true, maxRightsPerUser: 1000, maxUsersPageSize: 1000 },
      partyManagement: { maxPartiesPageSize: 10000 },
      experimental: {},
      offsetCheckpoint: { maxOffsetCheckpointEmissionDelay: { seconds: 75, nanos: 0 } },
      packageFeature: { maxVettedPackagesPageSize: 100 },
    },
  };
}

/** POST /v2/state/active-contracts: the bounded list, `limit` read as a Long, Endpoints.asList's take and handleListLimit's 413. */
function answerList(state: ParticipantState, url: URL, body: unknown): Reply {
  const { listLimit } = state.options;
  const limits = url.searchParams.getAll('limit');
  if (limits.length > 1 || (limits.length === 1 && !/^-?\d+$/.test(limits[0]!))) return reply(400, 'Invalid value for: query parameter limit');
  const { offset } = acsRequest(body, state.ledgerEnd);
  // Endpoints.asList: at most one more than the node limit is taken, so going over it is noticed.
  const take = Math.min(limits.length === 1 ? Number(limits[0]) : listLimit + 1, listLimit + 1);
  const elements = activeAt(state, offset)
    .slice(0, Math.max(take, 0))
    .map((e, i) => ({ ...e, streamContinuationToken: Buffer.from(`entry:${i + 1}@${offset}`).toString('base64') }));
  if (elements.length > listLimit) {
    return reply(413, {
      code: 'JSON_API_MAXIMUM_LIST_ELEMENTS_NUMBER_REACHED',
      cause: `The number of matching elements (${elements.length}) is greater than the node limit (${listLimit}).`,
      correlationId: null,
      traceId: 'bfe200a8422ad4097123c61adaa38d55',
      context: {},
      resources: [],
      errorCategory: 2,
      grpcCodeValue: 10,
      retryInfo: '1 second',
      definiteAnswer: false,
    });
  }
  return reply(200, elements);
}

/** /v2/state/active-contracts-page as ApiStateService.getActiveContractsPage answers it (a POST from 3.5.10 on). */
function answerPage(state: ParticipantState, method: string | undefined, body: unknown): Reply {
  // Before 3.5.10 the path is served as a GET with a body only: a POST does not match its method.
  if (method !== 'POST' || !state.servesPages) return reply(405, 'HTTP method not allowed, supported methods: GET');
  if (typeof body !== 'object' || body === null) return reply(400, 'Invalid value for: body');
  const request = body as Record<string, unknown>;
  if (request.eventFormat === undefined || request.eventFormat === null)
    return reply(400, invalid('MISSING_FIELD', 'The submitted command is missing a mandatory field: event_format'));
  const size = request.maxPageSize ?? state.defaultPageSize;
  if (typeof size !== 'number' || size <= 0) return reply(400, invalid('INVALID_ARGUMENT', `Requested page size must be positive, but got ${String(size)}`));
  if (size > state.maxPageSize) return reply(400, invalid('INVALID_ARGUMENT', `Requested page size must not exceed ${state.maxPageSize}, but got ${size}`));
  // The token binds the request (its format and offset) and carries the offset and the position.
  const checksum = JSON.stringify([request.eventFormat, request.activeAtOffset ?? null, size]);
  let offset = typeof request.activeAtOffset === 'number' ? request.activeAtOffset : state.ledgerEnd;
  let start = 0;
  if (request.pageToken !== undefined) {
    const decoded = typeof request.pageToken === 'string' ? (JSON.parse(Buffer.from(request.pageToken, 'base64').toString() || 'null') as unknown) : null;
    if (!Array.isArray(decoded) || decoded[0] !== checksum)
      return reply(400, invalid('INVALID_ACS_PAGE_TOKEN', 'The submitted command contains an invalid page token.'));
    offset = decoded[1] as number;
    start = decoded[2] as number;
  }
  const all = activeAt(state, offset);
  const page = all.slice(start, start + size).map((e) => ({ ...e, streamContinuationToken: '' }));
  const more = all.length > start + size;
  return reply(200, {
    activeContracts: page,
    activeAtOffset: offset,
    nextPageToken: more ? Buffer.from(JSON.stringify([checksum, offset, start + size])).toString('base64') : null,
  });
}

/** One HTTP request, its body read whole: parsed and recorded, then the version (no token), the token, the route. */
function answerHttp(state: ParticipantState, req: IncomingMessage, text: string): Reply {
  const url = new URL(req.url ?? '/', 'http://participant');
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    return reply(400, 'Invalid value for: body (malformed JSON)');
  }
  state.requests.push({ method: req.method ?? '', path: url.pathname, body });
  if (req.method === 'GET' && url.pathname === '/v2/version') return reply(200, versionBody(state.options.release));
  if (req.headers.authorization !== `Bearer ${token}`) return reply(401, JSON.parse(redactedError(16)));
  try {
    if (req.method === 'GET' && url.pathname === '/v2/state/ledger-end') return reply(200, { offset: state.ledgerEnd });
    if (url.pathname === '/v2/state/active-contracts' && req.method === 'POST') return answerList(state, url, body);
    if (url.pathname === '/v2/state/active-contracts-page') return answerPage(state, req.method, body);
    return reply(404, 'The requested resource could not be found.');
  } catch (error) {
    if (error instanceof Rejection) return reply(error.status, error.body);
    throw error;
  }
}

/** Writes a reply: a string as text/plain, anything else as JSON. */
function send(res: ServerResponse, { status, body }: Reply): void {
  const plain = typeof body === 'string';
  res.writeHead(status, { 'content-type': plain ? 'text/plain; charset=UTF-8' : 'application/json' });
  res.end(plain ? body : JSON.stringify(body));
}

/**
 * Stream connection `n`'s first frame, the request: recorded, then checked (token, then the request, a rejection
 * as one error frame), then the entries from where its continuation token resumes, one a frame, and a normal close.
 */
function streamActiveContracts(state: ParticipantState, ws: WebSocket, n: number, authenticated: boolean, frame: string): void {
  let request: unknown;
  try {
    request = JSON.parse(frame);
  } catch {
    ws.send(JSON.stringify(invalid('INVALID_ARGUMENT', 'the request frame is not JSON')));
    return ws.close(1000);
  }
  state.streams.push(request as Record<string, unknown>);
  if (!authenticated) {
    ws.send(redactedError(16));
    return ws.close(1000);
  }
  let selected: { offset: number; skip: number };
  try {
    selected = acsRequest(request, state.ledgerEnd);
  } catch (error) {
    if (!(error instanceof Rejection)) throw error;
    ws.send(typeof error.body === 'string' ? JSON.stringify(invalid('INVALID_ARGUMENT', error.body)) : JSON.stringify(error.body));
    return ws.close(1000);
  }
  const drop = state.options.dropAfter?.(n);
  const all = activeAt(state, selected.offset);
  for (let i = selected.skip; i < all.length; i++) {
    if (drop !== undefined && i - selected.skip >= drop) return ws.terminate();
    const streamContinuationToken = state.options.withoutTokens ? '' : Buffer.from(`entry:${i + 1}@${selected.offset}`).toString('base64');
    ws.send(JSON.stringify({ ...all[i], streamContinuationToken }));
  }
  ws.close(1000);
}

/** Upgrades to the WebSocket /v2/state/active-contracts (any other path is a 404), the token read from the subprotocols. */
function acceptStreams(state: ParticipantState, server: Server): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, handleProtocols: (offered) => (offered.has('daml.ws.auth') ? 'daml.ws.auth' : false) });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://participant').pathname !== '/v2/state/active-contracts') {
      socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
      return;
    }
    const authenticated = cantonToken(req.headers['sec-websocket-protocol']) === token;
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const n = state.streams.length;
      ws.once('message', (data) => streamActiveContracts(state, ws, n, authenticated, String(data)));
    });
  });
  return wss;
}

/** Starts the participant on 127.0.0.1 (a free port). */
export async function startAcsParticipant(options: AcsParticipantOptions): Promise<AcsParticipant> {
  const state: ParticipantState = {
    options,
    ledgerEnd: options.contracts,
    servesPages: compareRelease(options.release, '3.5.10') >= 0,
    maxPageSize: options.maxPageSize ?? 10000,
    defaultPageSize: options.defaultPageSize ?? 2000,
    requests: [],
    streams: [],
  };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => send(res, answerHttp(state, req, text)));
  });
  const wss = acceptStreams(state, server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    requests: state.requests,
    streams: state.streams,
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
