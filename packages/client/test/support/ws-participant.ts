// A participant on 127.0.0.1 that streams updates over WebSocket as Canton 3.5 does: the token read from
// `Sec-WebSocket-Protocol` as Endpoints.scala reads it (only the first protocol offered can carry it), the
// request as the first frame, one JSON update per frame, an error frame then a normal close, a normal close
// after `endInclusive`. A missing or wrong token does not stop the upgrade: the request is answered by the
// redacted UNAUTHENTICATED error frame, then the close; only a token whose user is unknown is refused (403)
// before the upgrade. It also answers the HTTP list request `POST /v2/updates`; with knobs to drop
// connections, refuse the upgrade or send junk.
// The completion channels (`/v2/commands/completions`, `/v2/commands/command-completions`) are served the same
// way, as JsCommandService serves them: one `CompletionStreamResponse` per frame (a completion of the request's
// parties, or an offset checkpoint) after `beginExclusive` (absent: 0, as the relaxed codec reads it), tailing
// without an end; a `CompletionStreamRequest` without parties is answered by a MISSING_FIELD error frame.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';

/** One WebSocket connection the participant accepted: its path, subprotocols and request frame. */
export interface Connection {
  path: string;
  protocols: string[];
  /** Whether the token was read and accepted (else the request was answered UNAUTHENTICATED). */
  authenticated: boolean;
  request: Record<string, unknown>;
  /** The request frame as it came: its int64 as written, beyond what a JSON number holds. */
  text: string;
  /** Frames sent on this connection. */
  sent: number;
  /** Whether the client closed it (rather than the server). */
  closedByClient: boolean;
}

export interface ParticipantOptions {
  /** The token the participant accepts (default 'secret-token-123'); streams with another are answered UNAUTHENTICATED. */
  token?: string;
  /** Valid tokens of users the participant does not know: their upgrade is refused with 403 (claim resolution fails). */
  unknownUsers?: string[];
  /** Offset → update frame text; offsets are streamed in ascending order. */
  updates?: Map<number, string>;
  /** Offset → completion or checkpoint frame text of the completion channels, in ascending order. */
  completions?: Map<number, string>;
  /** Drop (destroy without a close frame) connection `n` (from 0) after sending this many frames. */
  dropAfter?: (n: number) => number | undefined;
  /** Close connection `n` normally (code 1000) after sending this many frames, as a participant shutting down does. */
  closeAfter?: (n: number) => number | undefined;
  /** Frames sent instead of updates after this many on every connection (error frames, junk). */
  inject?: { after: number; frames: string[] };
  /** Whether the participant closes the socket after `endInclusive` (default true); false proves the client does. */
  completes?: boolean;
  /** Paths that refuse the upgrade with 404 (a participant without the channel). */
  missing?: string[];
}

export interface Participant {
  baseUrl: string;
  connections: Connection[];
  /** Upgrades refused (403, 404). */
  refused: { path: string; status: number }[];
  /** Bodies of the HTTP list requests. */
  httpRequests: Record<string, unknown>[];
  /** Resolves once connection `n` is closed. */
  closed(n: number): Promise<void>;
  /** Appends an update (or, to `completions`, a completion) and sends it to the open tailing connections of its channels. */
  append(offset: number, frame: string, to?: Source): void;
  close(): Promise<void>;
}

export const tx = (offset: number | string) => `{"update":{"Transaction":{"value":{"offset":${offset},"updateId":"u${offset}","events":[]}}}}`;
export const checkpoint = (offset: number | string) => `{"update":{"OffsetCheckpoint":{"value":{"offset":${offset},"synchronizerTimes":[]}}}}`;
export const cantonError = JSON.stringify({
  code: 'PARTICIPANT_PRUNED_DATA_ACCESSED',
  cause: 'Updates request from 5 precedes pruned offset 9',
  context: {},
  errorCategory: 9,
});

/** What Canton 3.5 sends for a security-sensitive error: redacted (DecodedCantonError.redactedError); 16 is UNAUTHENTICATED, 7 PERMISSION_DENIED. */
export const redactedError = (grpcCodeValue: number, context: Record<string, string> = {}) =>
  JSON.stringify({
    code: 'NA',
    cause: 'A security-sensitive error has been received',
    correlationId: '0c1d7a5e3f9b4c2a',
    traceId: '0c1d7a5e3f9b4c2a',
    context,
    resources: [],
    errorCategory: -1,
    grpcCodeValue,
    retryInfo: null,
    definiteAnswer: null,
  });

/**
 * The token of an upgrade as Canton 3.5 reads it (Endpoints.scala, `baseEndpoint`): pekko hands over the offered
 * protocols written back with ", " between them (`ws`'s own parsing is not involved), and Canton splits that on
 * "," without trimming and takes the first entry starting with `jwt.token.`: only the first protocol can match.
 */
export function cantonToken(header: string | undefined): string | undefined {
  const rendered = (header ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .join(', ');
  return rendered
    .split(',')
    .find((p) => p.startsWith('jwt.token.'))
    ?.slice('jwt.token.'.length);
}

/** What a channel streams: the ledger's updates, or the completions of commands. */
export type Source = 'updates' | 'completions';

/** The source of a channel's frames, or undefined for a path the participant does not serve. */
function sourceOf(path: string): Source | undefined {
  if (path.startsWith('/v2/updates')) return 'updates';
  if (path === '/v2/commands/completions' || path === '/v2/commands/command-completions') return 'completions';
  return undefined;
}

export const alice = 'Alice::1220aa';
export const bob = 'Bob::1220bb';
const synchronizerId = 'global-domain::1220cc';

/** A completion as Canton's relaxed codec writes it (every field; accepted: `status` null), of a command acting as `actAs`. */
export const completion = (offset: number | string, actAs: string = alice) =>
  `{"completionResponse":{"Completion":{"value":{"commandId":"cmd-${offset}","status":null,"updateId":"u${offset}","userId":"alice-app",` +
  `"actAs":["${actAs}"],"submissionId":"sub-${offset}","deduplicationPeriod":{"Empty":{}},"traceContext":null,"offset":${offset},` +
  `"synchronizerTime":{"synchronizerId":"${synchronizerId}","recordTime":"2026-10-06T09:14:02.512379Z"},"paidTrafficCost":0}}}}`;
export const completionCheckpoint = (offset: number | string) =>
  `{"completionResponse":{"OffsetCheckpoint":{"value":{"offset":${offset},"synchronizerTimes":[{"synchronizerId":"${synchronizerId}","recordTime":"2026-10-06T09:14:05Z"}]}}}}`;

/** What Canton answers a `CompletionStreamRequest` without parties (CompletionServiceRequestValidator: requireNonEmpty). */
export const missingParties = JSON.stringify({
  code: 'MISSING_FIELD',
  cause: 'The submitted command is missing a mandatory field: parties',
  context: { field_name: 'parties' },
  errorCategory: 8,
  grpcCodeValue: 3,
});

/** Completions of Alice's commands at offsets 1..n (a checkpoint every fifth offset). */
export function completions(n: number): Map<number, string> {
  return new Map(Array.from({ length: n }, (_, i) => [i + 1, (i + 1) % 5 === 0 ? completionCheckpoint(i + 1) : completion(i + 1)]));
}

/** Whether the participant streams `frame` for `parties` (none: every party): a completion of a command acting as one of them, or a checkpoint. */
function visible(frame: string, parties: unknown): boolean {
  if (!Array.isArray(parties) || parties.length === 0) return true;
  let actAs: unknown;
  try {
    actAs = (JSON.parse(frame) as { completionResponse?: { Completion?: { value?: { actAs?: unknown } } } }).completionResponse?.Completion?.value?.actAs;
  } catch {
    return true;
  }
  return !Array.isArray(actAs) || actAs.some((party) => parties.includes(party));
}

/** The offsets of `frames` a request asks for, in ascending order. */
function offsetsFor(frames: Map<number, string>, request: { beginExclusive?: number; endInclusive?: number; parties?: unknown }): number[] {
  // The relaxed codec reads a missing beginExclusive as 0; the completion channels take no end.
  const begin = request.beginExclusive ?? 0;
  const end = request.endInclusive ?? Infinity;
  return [...frames.keys()].filter((o) => o > begin && o <= end && visible(frames.get(o)!, request.parties)).sort((a, b) => a - b);
}

/** Updates at offsets 1..n (a checkpoint every tenth offset). */
export function ledger(n: number): Map<number, string> {
  return new Map(Array.from({ length: n }, (_, i) => [i + 1, (i + 1) % 10 === 0 ? checkpoint(i + 1) : tx(i + 1)]));
}

function refuse(socket: Duplex, status: number, body: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Not Found'}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Starts the participant on 127.0.0.1 (a free port). */
export async function startParticipant(options: ParticipantOptions): Promise<Participant> {
  const token = options.token ?? 'secret-token-123';
  const connections: Connection[] = [];
  const refused: { path: string; status: number }[] = [];
  const httpRequests: Record<string, unknown>[] = [];
  const closing: Promise<void>[] = [];
  const sources: Record<Source, Map<number, string>> = { updates: options.updates ?? new Map(), completions: options.completions ?? new Map() };
  const tails = new Set<{ socket: WebSocket; source: Source; connection: Connection }>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v2/updates')) return void res.writeHead(404).end();
      if (req.headers.authorization !== `Bearer ${token}`) return void res.writeHead(401, { 'content-type': 'application/json' }).end(cantonError);
      const request = JSON.parse(body) as { beginExclusive: number; endInclusive: number };
      httpRequests.push(request);
      const limit = Number(new URL(req.url, 'http://x').searchParams.get('limit') ?? Infinity);
      const offsets = [...sources.updates.keys()].filter((o) => o > request.beginExclusive && o <= request.endInclusive).sort((a, b) => a - b);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        `[${offsets
          .slice(0, limit)
          .map((o) => sources.updates.get(o))
          .join(',')}]`,
      );
    });
  });
  const wss = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has('daml.ws.auth') ? 'daml.ws.auth' : false) });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = req.url ?? '';
    const protocols = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
    const source = sourceOf(path);
    if (options.missing?.includes(path) || source === undefined) {
      refused.push({ path, status: 404 });
      return refuse(socket, 404, '');
    }
    const offered = cantonToken(req.headers['sec-websocket-protocol']);
    if (offered !== undefined && options.unknownUsers?.includes(offered)) {
      refused.push({ path, status: 403 });
      return refuse(socket, 403, redactedError(7, { ledger_api_error: 'invalid token' }));
    }
    // No token, or one that does not verify, resolves to no claims: the upgrade goes on and the call fails.
    const authenticated = offered === token;
    wss.handleUpgrade(req, socket, head, (ws) => {
      const n = connections.length;
      const connection: Connection = { path, protocols, authenticated, request: {}, text: '', sent: 0, closedByClient: false };
      connections.push(connection);
      let serverClosed = false;
      const end = () => {
        serverClosed = true;
        ws.close(1000);
      };
      const drop = () => {
        serverClosed = true;
        ws.terminate();
      };
      closing[n] = new Promise((resolve) =>
        ws.on('close', () => {
          connection.closedByClient = !serverClosed;
          resolve();
        }),
      );
      ws.once('message', (data: Buffer) => {
        connection.text = data.toString();
        const request = JSON.parse(connection.text) as { beginExclusive?: number; endInclusive?: number; parties?: unknown };
        connection.request = request;
        if (!authenticated) {
          ws.send(redactedError(16));
          return void end();
        }
        if (path === '/v2/commands/completions' && !(Array.isArray(request.parties) && request.parties.length > 0)) {
          ws.send(missingParties);
          return void end();
        }
        const dropAt = options.dropAfter?.(n);
        const closeAt = options.closeAfter?.(n);
        const frames = sources[source];
        for (const offset of offsetsFor(frames, request)) {
          if (ws.readyState !== ws.OPEN) return;
          if (connection.sent === dropAt) return void drop();
          if (connection.sent === closeAt) return void end();
          if (options.inject !== undefined && connection.sent === options.inject.after) {
            for (const frame of options.inject.frames) ws.send(frame);
            end();
            return;
          }
          ws.send(frames.get(offset)!);
          connection.sent++;
        }
        if (request.endInclusive !== undefined && options.completes !== false) end();
        else tails.add({ socket: ws, source, connection });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    connections,
    refused,
    httpRequests,
    closed: (n) => closing[n] ?? Promise.reject(new Error(`no connection ${n}`)),
    append(offset, frame, to = 'updates') {
      sources[to].set(offset, frame);
      for (const tail of tails) {
        if (tail.socket.readyState !== tail.socket.OPEN || tail.source !== to || !visible(frame, tail.connection.request.parties)) continue;
        tail.socket.send(frame);
        tail.connection.sent++;
      }
    },
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The offset of an update list element. */
export const offsetOf = (item: { update: object }) => (Object.values(item.update)[0] as { value: { offset: number | bigint } }).value.offset;
/** The offset of a completion or checkpoint. */
export const completionOffsetOf = (item: { completionResponse: object }) =>
  (Object.values(item.completionResponse)[0] as { value: { offset: number | bigint } }).value.offset;
/** The integers from..to. */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every item of `iterable`. */
export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** The error `iterable` rejects with, and the items before it. */
export async function failure<T>(iterable: AsyncIterable<T>): Promise<{ items: T[]; error: unknown }> {
  const items: T[] = [];
  try {
    for await (const item of iterable) items.push(item);
  } catch (error) {
    return { items, error };
  }
  throw new Error('the stream did not fail');
}
