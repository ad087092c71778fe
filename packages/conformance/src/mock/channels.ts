// The WebSocket channels of an API's AsyncAPI document, served from its examples where Prism cannot (it
// speaks no WebSocket), below the same root as the HTTP mock. It behaves as the participant does
// (specs/README.md has the evidence): the token travels as a subprotocol, read as Canton 3.5 reads it (only
// the first protocol offered can carry it); without one the spec's `x-rejected-with` answers (Canton: the
// upgrade accepted, the request answered by one UNAUTHENTICATED error frame, then the close); only the first
// frame (the request) is read; a request the schema rejects is answered with one error frame and a normal
// close; otherwise every update example in (`beginExclusive`, `endInclusive`] is sent in offset order
// (reversed for `descendingOrder`), then the socket closes normally at `endInclusive`, or stays open (tailing)
// without it. A snapshot channel (no `beginExclusive`: the active contracts) sends every entry example, then
// closes normally, as the participant completes the snapshot. Offsets are compared and quoted exactly (int64: JSON.parse would round them past 2^53).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  type ChannelEntry,
  frameOffset,
  isObject,
  type Json,
  type JsonObject,
  lifecycleOf,
  listChannelEntries,
  type MessageEntry,
  specDocument,
  subprotocolAuthOf,
} from '@canton-openapi/contract';
import { createValidator, type SpecValidator } from '../validate/validator.ts';
import { disabledExample } from '../release/disabled.ts';
import { isServed, type ReleaseContext, servedAt } from '../release/served.ts';

/** Serves the channels of one AsyncAPI document on upgrades handed to it. */
export interface ChannelMock {
  /** Takes an upgrade request; answers false when no channel is at its path (the caller answers it). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Closes every open socket. */
  close(): void;
}

interface Frame {
  offset: bigint;
  text: string;
}

/** A channel mock for the bundled AsyncAPI document `doc`, its channels below `prefix`. */
export function createChannelMock(doc: JsonObject, prefix: string, api: string, release?: ReleaseContext): ChannelMock {
  const channels = listChannelEntries(doc, `${api} asyncapi`);
  // The frames are the examples as parsed: an integer past 2^53 there was rounded already, and would be sent so.
  for (const message of channels.flatMap((c) => c.frames)) for (const example of message.examples) refuseRounded(example.payload, example.pointer, api);
  const auth = subprotocolAuthOf(doc);
  const validator = createValidator(specDocument(api, doc));
  const wss = new WebSocketServer({
    noServer: true,
    // The participant names its protocol in the answer whether or not a token came with it.
    handleProtocols: (offered) => (auth !== undefined && offered.has(auth.marker) ? auth.marker : false),
  });

  return {
    handleUpgrade(req, socket, head) {
      const path = new URL(req.url ?? '/', 'http://mock').pathname.replace(/\/+$/, '');
      const channel = channels.find(
        (c) =>
          prefix + c.channel === path && (release === undefined || isServed(servedAt(c.lifecycle, release)) || servedAt(c.lifecycle, release) === 'disabled'),
      );
      if (channel === undefined) return false;
      const token = auth === undefined ? 'none needed' : cantonToken(req.headers['sec-websocket-protocol'], auth.tokenPrefix);
      const rejection =
        token === undefined || token === '' ? (auth?.rejection ?? { status: 401, contentType: 'text/plain', payload: 'missing token' }) : undefined;
      if (rejection !== undefined && rejection.status !== 101) {
        const body = typeof rejection.payload === 'string' ? rejection.payload : JSON.stringify(rejection.payload);
        socket.end(
          `HTTP/1.1 ${rejection.status} Unauthorized\r\ncontent-type: ${rejection.contentType}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
        );
        return true;
      }
      const disabled = release !== undefined && servedAt(channel.lifecycle, release) === 'disabled';
      wss.handleUpgrade(req, socket, head, (ws) => converse(ws, channel, validator, rejection?.payload, disabled, release));
      return true;
    },
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

/**
 * The token of an upgrade as Canton 3.5 reads it (Endpoints.scala, `baseEndpoint`): pekko hands over the offered
 * protocols written back with ", " between them; Canton splits that on "," without trimming and takes the first
 * entry starting with the prefix, so only the first protocol offered can carry the token.
 */
export function cantonToken(header: string | undefined, prefix = 'jwt.token.'): string | undefined {
  const rendered = (header ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .join(', ');
  return rendered
    .split(',')
    .find((p) => p.startsWith(prefix))
    ?.slice(prefix.length);
}

/** An offset of the request: its exact value and its text as sent. */
interface Offset {
  value: bigint;
  text: string;
}

/** The request frame, parsed, with its top-level integer offsets exactly as sent (a `beginExclusive` beyond 2^53 stays exact). */
function parseRequest(text: string): { body: unknown; exact: Map<string, Offset> } {
  // The integer texts of every object, by holder: the request's own are those of the root.
  const sources = new Map<object, Map<string, string>>();
  const body: unknown = JSON.parse(text, function (this: object, key: string, value: unknown, context?: { source?: string }) {
    if (typeof value === 'number' && context?.source !== undefined && /^-?\d+$/.test(context.source)) {
      const texts = sources.get(this) ?? new Map<string, string>();
      sources.set(this, texts.set(key, context.source));
    }
    return value;
  });
  const exact = new Map<string, Offset>();
  const texts = isObject(body) ? sources.get(body) : undefined;
  for (const name of ['beginExclusive', 'endInclusive', 'activeAtOffset']) {
    const value = isObject(body) ? body[name] : undefined;
    // Written in digits: exact from the text; otherwise (`1e3`) the number, which is exact below 2^53.
    const source = texts?.get(name) ?? (typeof value === 'number' && Number.isInteger(value) ? BigInt(value).toString() : undefined);
    if (source !== undefined) exact.set(name, { value: BigInt(source), text: source });
  }
  return { body, exact };
}

function converse(
  ws: WebSocket,
  channel: ChannelEntry,
  validator: SpecValidator,
  unauthenticated: Json | undefined,
  disabled: boolean,
  release: ReleaseContext | undefined,
): void {
  const request = channel.requests[0];
  const error = channel.frames.find((m) => m.errorFrame);
  const updates = channel.frames.filter((m) => !m.errorFrame).flatMap(framesOf);
  const ledgerEnd = updates.reduce((end, f) => (f.offset > end ? f.offset : end), 0n);
  const fail = (cause: string, code?: string) => {
    ws.send(JSON.stringify(errorFrame(error, cause, code)));
    ws.close(1000);
  };
  // Refused by the release (the channel, or a field of the request): the spec's error frame, the only one.
  const refuse = () => {
    const example = channel.frames.flatMap((m) => m.examples).find((e) => e.name === disabledExample);
    ws.send(JSON.stringify(example?.payload ?? { code: 'DEPRECATED_API_DISABLED', cause: `${channel.channel} is disabled by default in this release` }));
    ws.close(1000);
  };
  ws.once('message', (data, isBinary) => {
    if (disabled) return refuse();
    if (isBinary) return fail('the request must be a text frame');
    let parsed: ReturnType<typeof parseRequest>;
    try {
      parsed = parseRequest(String(data));
    } catch (e) {
      return fail(`the request frame is not JSON: ${(e as Error).message}`);
    }
    const { body, exact } = parsed;
    if (release !== undefined && isObject(body) && refusedFields(channel, release).some((name) => name in body)) return refuse();
    const findings = request === undefined ? [] : validator.validate(request.payloadPointer, body);
    if (findings.length > 0 || !isObject(body)) {
      const first = findings[0];
      return fail(
        `invalid ${request?.name ?? 'request'}: ${first === undefined ? 'not an object' : `${first.pointer || '/'} ${first.message}`}`,
        'INVALID_ARGUMENT',
      );
    }
    // The request decoded: without a token the participant's gRPC call fails, and that is the one frame.
    if (unauthenticated !== undefined) {
      ws.send(JSON.stringify(unauthenticated));
      ws.close(1000);
      return;
    }
    // A snapshot (the active contracts at `activeAtOffset`): every entry example, none at offset 0 (the
    // participant answers the empty set there), then the normal close the participant makes at its end.
    if (!channel.ranged) {
      if ((exact.get('activeAtOffset')?.value ?? 0n) > 0n) for (const frame of updates) ws.send(frame.text);
      ws.close(1000);
      return;
    }
    const begin = exact.get('beginExclusive')?.value ?? 0n;
    const end = exact.get('endInclusive')?.value;
    for (const name of ['beginExclusive', 'endInclusive']) {
      const offset = exact.get(name);
      if (offset !== undefined && offset.value > ledgerEnd)
        return fail(`${name} ${offset.text} is after the ledger end ${ledgerEnd}`, 'OFFSET_AFTER_LEDGER_END');
    }
    const selected = updates.filter((f) => f.offset > begin && (end === undefined || f.offset <= end)).sort((a, b) => (a.offset < b.offset ? -1 : 1));
    if (body['descendingOrder'] === true) selected.reverse();
    for (const frame of selected) ws.send(frame.text);
    // Tailing: nothing newer ever comes, and the socket stays open until the client closes it.
    if (end !== undefined) ws.close(1000);
  });
}

/** The top-level request fields of a channel that the release disables by default (`filter`, `verbose` from 3.6.1). */
function refusedFields(channel: ChannelEntry, release: ReleaseContext): string[] {
  const properties = channel.requests[0]?.payload['properties'];
  if (!isObject(properties)) return [];
  return Object.entries(properties).flatMap(([name, schema]) => (isObject(schema) && servedAt(lifecycleOf(schema), release) === 'disabled' ? [name] : []));
}

/** Throws naming the first integer of `value` beyond 2^53 (at `pointer`): JSON.parse rounded it, and the mock would send it so. */
function refuseRounded(value: unknown, pointer: string, api: string): void {
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new Error(
      `${api} asyncapi: the example value at ${pointer} is ${value}, an integer beyond 2^53 that the parsed document holds rounded; the mock cannot send it exactly. Use a smaller example value.`,
    );
  }
  if (Array.isArray(value)) value.forEach((item, i) => refuseRounded(item, `${pointer}/${i}`, api));
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) refuseRounded(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, api);
}

/** The examples of an update message, each with its offset. */
function framesOf(message: MessageEntry): Frame[] {
  return message.examples.flatMap((example) => {
    const offset = frameOffset(example.payload);
    return offset === undefined ? [] : [{ offset: BigInt(offset), text: JSON.stringify(example.payload) }];
  });
}

/** The spec's error frame example (the one with `code`, when asked), its `cause` replaced by what is wrong. */
function errorFrame(message: MessageEntry | undefined, cause: string, code?: string): Json {
  const examples = message?.examples ?? [];
  const example = examples.find((e) => code !== undefined && isObject(e.payload) && e.payload['code'] === code) ?? examples[0];
  if (example === undefined || !isObject(example.payload)) return { code: code ?? 'INVALID_ARGUMENT', cause };
  return { ...example.payload, cause };
}
