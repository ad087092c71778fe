// The WebSocket channels of a test server, written from the AsyncAPI document and the participant's behaviour
// (specs/README.md), independently of the mock: the token read from `Sec-WebSocket-Protocol` as Canton 3.5
// reads it, one request frame, the update examples of the range in offset order, a normal close at
// endInclusive, one error frame for a request the schema rejects; without a valid token the upgrade is
// accepted and the request answered by the redacted UNAUTHENTICATED frame, then the close; a token whose user
// is unknown (`unknown-user.…`) is refused with 403 before the upgrade. It can misbehave in one way at a time.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { WebSocketServer } from 'ws';
import { type ApiName, bundledChannelsPath } from '../../src/apis.ts';
import { frameOffset, isObject, lifecycleOf, listChannelEntries } from '@canton-openapi/contract';
import { cantonToken } from '../../src/mock/channels.ts';
import { disabledError, releaseServes, type ServedRelease } from './served-release.ts';

/** One way to break the channel contract. */
export type ChannelDefect =
  /** An update frame whose one-key union carries two keys. */
  | 'two-key-frame'
  /** A frame that is not JSON. */
  | 'not-json-frame'
  /** The bounded stream sends its updates and then never closes. */
  | 'never-ends'
  /** Streams without a token get the updates. */
  | 'no-auth'
  /** The token is never read: every stream is answered UNAUTHENTICATED. */
  | 'ignores-token'
  /** An upgrade without a token is refused with 401 (a proxy in front of the participant). */
  | 'refuses-upgrade'
  /** A rejected request is answered by a close, without an error frame. */
  | 'no-error-frame'
  /** Every upgrade is answered with a web page (a proxy without WebSocket support). */
  | 'html-upgrade';

const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** What Canton 3.5 answers a stream without a valid token: a redacted UNAUTHENTICATED error (DecodedCantonError.redactedError). */
const unauthenticated = (grpcCodeValue: number) =>
  JSON.stringify({
    code: 'NA',
    cause: 'A security-sensitive error has been received',
    correlationId: 'c0ffee',
    traceId: 'c0ffee',
    context: grpcCodeValue === 7 ? { ledger_api_error: 'invalid token' } : {},
    resources: [],
    errorCategory: -1,
    grpcCodeValue,
    retryInfo: null,
    definiteAnswer: null,
  });

/**
 * Serves the channels of `api` below `prefix` on `server`'s upgrades; returns the closer. `onIdle` is called when a
 * stream the server leaves open (a tail, or `never-ends`) has sent everything and the client has read it (a ping it
 * answered comes after the frames): from then on only the client's idle time can end it, so a test with a fake
 * clock moves it there.
 */
export async function attachChannels(
  server: Server,
  api: ApiName,
  prefix: string,
  options: { defect?: ChannelDefect; release?: ServedRelease; onIdle?: () => void } = {},
): Promise<() => void> {
  const { defect, release, onIdle } = options;
  const path = bundledChannelsPath(api);
  if (path === undefined) return () => {};
  const doc = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  const channels = listChannelEntries(doc);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'channels');
  // The request's fields that a release may refuse (`filter`, `verbose`: x-disabled-in on GetUpdatesRequest).
  const schemas = isObject(doc['components']) && isObject(doc['components']['schemas']) ? doc['components']['schemas'] : {};
  const request =
    isObject(schemas['GetUpdatesRequest']) && isObject(schemas['GetUpdatesRequest']['properties']) ? schemas['GetUpdatesRequest']['properties'] : {};
  const refusedFrameField = (release: ServedRelease, body: Record<string, unknown>) =>
    Object.entries(request).find(([name, p]) => name in body && isObject(p) && releaseServes(release, lifecycleOf(p)) === 'refused');
  const wss = new WebSocketServer({ noServer: true, handleProtocols: (offered) => (offered.has('daml.ws.auth') ? 'daml.ws.auth' : false) });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refuse = (status: string, type: string, body: string) =>
      socket.end(`HTTP/1.1 ${status}\r\ncontent-type: ${type}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
    if (defect === 'html-upgrade') return refuse('200 OK', 'text/html', '<html><body>Welcome</body></html>');
    const channel = channels.find((c) => prefix + c.channel === new URL(req.url ?? '/', 'http://x').pathname);
    const serves = channel === undefined || release === undefined ? 'served' : releaseServes(release, channel.lifecycle);
    if (channel === undefined || serves === 'gone') return refuse('404 Not Found', 'text/plain', 'The requested resource could not be found.');
    // Disabled (DeprecatedApiGate.gatedWebsocket): the upgrade is accepted, the error is the one frame.
    if (serves === 'refused')
      return wss.handleUpgrade(req, socket, head, (ws) =>
        ws.once('message', () => (ws.send(disabledError(channel.channel, channel.lifecycle)), ws.close(1000))),
      );
    const token = defect === 'ignores-token' ? undefined : cantonToken(req.headers['sec-websocket-protocol']);
    // Claim resolution fails before the upgrade: a token of a user the participant does not know.
    if (token?.startsWith('unknown-user.')) return refuse('403 Forbidden', 'application/json', unauthenticated(7));
    // An empty or missing token resolves to no claims: the upgrade goes on, the gRPC call fails.
    const authenticated = (token !== undefined && token !== '') || defect === 'no-auth';
    if (!authenticated && defect === 'refuses-upgrade') return refuse('401 Unauthorized', 'application/json', unauthenticated(16));
    const request = channel.requests[0]!;
    const errors = channel.frames.find((m) => m.errorFrame)!;
    const updates = channel.frames
      .filter((m) => !m.errorFrame)
      .flatMap((m) => m.examples)
      .map((e) => ({ offset: frameOffset(e.payload) ?? 0, payload: e.payload }));
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.once('message', (data) => {
        let body: unknown;
        try {
          body = JSON.parse(String(data));
        } catch {
          body = undefined;
        }
        if (!isObject(body) || !ajv.validate({ $ref: `channels#${request.payloadPointer}` }, body)) {
          if (defect !== 'no-error-frame') ws.send(JSON.stringify(errors.examples[0]!.payload));
          ws.close(1000);
          return;
        }
        const field = release === undefined ? undefined : refusedFrameField(release, body);
        if (field !== undefined) {
          ws.send(disabledError(`${channel.channel} field ${field[0]}`, lifecycleOf(field[1] as Record<string, unknown>)));
          ws.close(1000);
          return;
        }
        // The request decoded (JsUpdateService.toGetUpdatesRequest), the gRPC call fails without claims.
        if (!authenticated) {
          ws.send(unauthenticated(16));
          ws.close(1000);
          return;
        }
        const begin = Number(body['beginExclusive'] ?? 0);
        const end = typeof body['endInclusive'] === 'number' ? body['endInclusive'] : undefined;
        const selected = updates.filter((u) => u.offset > begin && (end === undefined || u.offset <= end)).sort((a, b) => a.offset - b.offset);
        selected.forEach((u, i) => {
          if (i === 0 && defect === 'not-json-frame') ws.send('{"update": ');
          else if (i === 1 && defect === 'two-key-frame' && isObject(u.payload) && isObject(u.payload['update']))
            ws.send(JSON.stringify({ update: { ...u.payload['update'], OffsetCheckpoint: { value: { offset: u.offset, synchronizerTimes: [] } } } }));
          else ws.send(JSON.stringify(u.payload));
        });
        if ((end !== undefined || !channel.ranged) && defect !== 'never-ends')
          ws.close(1000); // a snapshot ends after its entries
        else if (onIdle !== undefined) {
          ws.once('pong', onIdle);
          ws.ping();
        }
      });
    });
  });
  return () => {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  };
}
