// The WebSocket channels of an API's AsyncAPI document, served from its examples where Prism cannot (it
// speaks no WebSocket), below the same root as the HTTP mock. It behaves as the participant does
// (specs/README.md has the evidence): the token travels as a subprotocol and an upgrade without one is
// refused with the spec's `x-rejected-with`; only the first frame (the request) is read; a request the
// schema rejects is answered with one error frame and a normal close; otherwise every update example in
// (`beginExclusive`, `endInclusive`] is sent in offset order (reversed for `descendingOrder`), then the
// socket closes normally at `endInclusive`, or stays open (tailing) without it.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { type ChannelEntry, frameOffset, listChannelEntries, type MessageEntry, subprotocolAuthOf } from './spec/channels.ts';
import { isObject, type Json, type JsonObject } from './spec/json.ts';
import { createValidator, type SpecValidator } from './validate/validator.ts';

/** Serves the channels of one AsyncAPI document on upgrades handed to it. */
export interface ChannelMock {
  /** Takes an upgrade request; answers false when no channel is at its path (the caller answers it). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Closes every open socket. */
  close(): void;
}

interface Frame {
  offset: number;
  text: string;
}

/** A channel mock for the bundled AsyncAPI document `doc`, its channels below `prefix`. */
export function createChannelMock(doc: JsonObject, prefix: string, api: string): ChannelMock {
  const channels = listChannelEntries(doc, `${api} asyncapi`);
  const auth = subprotocolAuthOf(doc);
  const validator = createValidator({ api: api as never, root: doc });
  const wss = new WebSocketServer({
    noServer: true,
    // The participant names its protocol in the answer whether or not a token came with it.
    handleProtocols: (offered) => (auth !== undefined && offered.has(auth.marker) ? auth.marker : false),
  });

  return {
    handleUpgrade(req, socket, head) {
      const path = new URL(req.url ?? '/', 'http://mock').pathname.replace(/\/+$/, '');
      const channel = channels.find((c) => prefix + c.channel === path);
      if (channel === undefined) return false;
      const offered = String(req.headers['sec-websocket-protocol'] ?? '')
        .split(',')
        .map((p) => p.trim());
      const token = auth === undefined ? 'none needed' : offered.find((p) => p.startsWith(auth.tokenPrefix))?.slice(auth.tokenPrefix.length);
      if (token === undefined || token === '') {
        const rejection = auth?.rejection ?? { status: 401, contentType: 'text/plain', payload: 'missing token' };
        const body = typeof rejection.payload === 'string' ? rejection.payload : JSON.stringify(rejection.payload);
        socket.end(
          `HTTP/1.1 ${rejection.status} Unauthorized\r\ncontent-type: ${rejection.contentType}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
        );
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => converse(ws, channel, validator));
      return true;
    },
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

function converse(ws: WebSocket, channel: ChannelEntry, validator: SpecValidator): void {
  const request = channel.requests[0];
  const error = channel.frames.find((m) => m.errorFrame);
  const updates = channel.frames.filter((m) => !m.errorFrame).flatMap(framesOf);
  const ledgerEnd = Math.max(0, ...updates.map((f) => f.offset));
  const fail = (cause: string, code?: string) => {
    ws.send(JSON.stringify(errorFrame(error, cause, code)));
    ws.close(1000);
  };
  ws.once('message', (data, isBinary) => {
    if (isBinary) return fail('the request must be a text frame');
    let body: unknown;
    try {
      body = JSON.parse(String(data));
    } catch (e) {
      return fail(`the request frame is not JSON: ${(e as Error).message}`);
    }
    const findings = request === undefined ? [] : validator.validate(request.payloadPointer, body);
    if (findings.length > 0 || !isObject(body)) {
      const first = findings[0];
      return fail(
        `invalid ${request?.name ?? 'request'}: ${first === undefined ? 'not an object' : `${first.pointer || '/'} ${first.message}`}`,
        'INVALID_ARGUMENT',
      );
    }
    const begin = typeof body['beginExclusive'] === 'number' ? body['beginExclusive'] : 0;
    const end = typeof body['endInclusive'] === 'number' ? body['endInclusive'] : undefined;
    for (const [name, offset] of [
      ['beginExclusive', begin],
      ['endInclusive', end],
    ] as const) {
      if (offset !== undefined && offset > ledgerEnd) return fail(`${name} ${offset} is after the ledger end ${ledgerEnd}`, 'OFFSET_AFTER_LEDGER_END');
    }
    const selected = updates.filter((f) => f.offset > begin && (end === undefined || f.offset <= end)).sort((a, b) => a.offset - b.offset);
    if (body['descendingOrder'] === true) selected.reverse();
    for (const frame of selected) ws.send(frame.text);
    // Tailing: nothing newer ever comes, and the socket stays open until the client closes it.
    if (end !== undefined) ws.close(1000);
  });
}

/** The examples of an update message, each with its offset. */
function framesOf(message: MessageEntry): Frame[] {
  return message.examples.flatMap((example) => {
    const offset = frameOffset(example.payload);
    return offset === undefined ? [] : [{ offset, text: JSON.stringify(example.payload) }];
  });
}

/** The spec's error frame example (the one with `code`, when asked), its `cause` replaced by what is wrong. */
function errorFrame(message: MessageEntry | undefined, cause: string, code?: string): Json {
  const examples = message?.examples ?? [];
  const example = examples.find((e) => code !== undefined && isObject(e.payload) && e.payload['code'] === code) ?? examples[0];
  if (example === undefined || !isObject(example.payload)) return { code: code ?? 'INVALID_ARGUMENT', cause };
  return { ...example.payload, cause };
}
