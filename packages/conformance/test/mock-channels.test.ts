// `npm run mock`'s ledger mock also serves the WebSocket channels of specs/ledger/asyncapi.yaml below the same
// root and port as the HTTP mock, as the participant does: subprotocol auth, one request frame, frames from the
// spec's examples in (beginExclusive, endInclusive], a normal close at endInclusive, tailing without it.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type MockServer, startMock } from '../src/prism.ts';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock('ledger');
});
afterAll(async () => {
  await mock?.close();
});

const format = { includeTransactions: { transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA', eventFormat: { filtersForAnyParty: { cumulative: [] } } } };
const auth = ['daml.ws.auth', 'jwt.token.any-token'];

interface Conversation {
  protocol: string;
  frames: unknown[];
  /** How the conversation ended: the server's close, or `open` when it was still open after the expected frames. */
  ended: { code: number; clean: boolean } | 'open';
}

/** Opens `channel`, sends `body` and collects frames until the server closes, or until `expected` frames came (then it closes itself). */
function converse(channel: string, body: unknown, expected?: number, protocols = auth): Promise<Conversation> {
  return new Promise((done, fail) => {
    const ws = new WebSocket(`${mock.baseUrl.replace(/^http/, 'ws')}${channel}`, protocols);
    const frames: unknown[] = [];
    ws.onopen = () => ws.send(typeof body === 'string' ? body : JSON.stringify(body));
    ws.onerror = () => fail(new Error(`${channel}: the upgrade failed`));
    ws.onmessage = (event) => {
      frames.push(JSON.parse(String(event.data)));
      if (frames.length === expected) {
        // A server that closes after these frames has sent its close frame already: an HTTP round trip to the
        // same server later, the socket is still open only if the server keeps it open.
        ws.send('{"ignored": "later frames are not read"}');
        void fetch(`${mock.baseUrl}/v2/round-trip`).then(() => {
          if (ws.readyState !== WebSocket.OPEN) return;
          ws.onclose = null;
          ws.close();
          done({ protocol: ws.protocol, frames, ended: 'open' });
        }, fail);
      }
    };
    ws.onclose = (event) => done({ protocol: ws.protocol, frames, ended: { code: event.code, clean: event.wasClean } });
  });
}

const offsets = (frames: unknown[]) => frames.map((f) => Number(/"offset":(\d+)/.exec(JSON.stringify(f))?.[1]));

/** The raw answer to an upgrade request (status and body), as a browser would not show it. */
function upgrade(channel: string, protocols: string | undefined): Promise<{ status: number; type?: string; body: string }> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    };
    if (protocols !== undefined) headers['sec-websocket-protocol'] = protocols;
    const req = request(`${mock.baseUrl}${channel}`, { headers });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      done({ status: res.statusCode ?? 0, body: '' });
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, ...(res.headers['content-type'] ? { type: res.headers['content-type'] } : {}), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the ledger mock serves /v2/updates and /v2/updates/flats', () => {
  test('sends every update in (beginExclusive, endInclusive] in offset order, then closes normally', async () => {
    const run = await converse('/v2/updates', { beginExclusive: 18, endInclusive: 22, updateFormat: format });
    expect(run.protocol).toBe('daml.ws.auth');
    expect(offsets(run.frames)).toEqual([19, 20, 21, 22]);
    expect(run.ended).toEqual({ code: 1000, clean: true });
  });

  test('descendingOrder reverses the range; the deprecated flats channel streams the same', async () => {
    const run = await converse('/v2/updates/flats', { beginExclusive: 0, endInclusive: 23, updateFormat: format, descendingOrder: true });
    expect(offsets(run.frames)).toEqual([23, 22, 21, 20, 19, 18]);
    expect(run.ended).toEqual({ code: 1000, clean: true });
  });

  test('without endInclusive it tails: the updates after beginExclusive, and the socket stays open', async () => {
    const run = await converse('/v2/updates', { beginExclusive: 21, updateFormat: format }, 2);
    expect(offsets(run.frames)).toEqual([22, 23]);
    expect(run.ended).toBe('open');
  });

  test('a request the schema rejects gets one JsCantonError frame naming the problem, then a normal close', async () => {
    const run = await converse('/v2/updates', { beginExclusive: 0 });
    expect(run.frames).toEqual([expect.objectContaining({ code: 'INVALID_ARGUMENT', errorCategory: 8, cause: expect.stringContaining('GetUpdatesRequest') })]);
    expect(run.ended).toEqual({ code: 1000, clean: true });
    const notJson = await converse('/v2/updates', '{"beginExclusive": ');
    expect(notJson.frames).toEqual([expect.objectContaining({ code: 'INVALID_ARGUMENT', cause: expect.stringContaining('not JSON') })]);
  });

  test('a range past the last example is OFFSET_AFTER_LEDGER_END, as the participant answers it', async () => {
    const run = await converse('/v2/updates', { beginExclusive: 0, endInclusive: 42, updateFormat: format });
    expect(run.frames).toEqual([expect.objectContaining({ code: 'OFFSET_AFTER_LEDGER_END' })]);
    expect(run.ended).toEqual({ code: 1000, clean: true });
  });

  test('an upgrade without the jwt.token subprotocol is refused with 401 and a JsCantonError body', async () => {
    for (const protocols of [undefined, 'daml.ws.auth', 'daml.ws.auth, jwt.token.']) {
      const answer = await upgrade('/v2/updates', protocols);
      expect(answer.status).toBe(401);
      expect(answer.type).toBe('application/json');
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect((await upgrade('/v2/updates', 'daml.ws.auth, jwt.token.abc')).status).toBe(101);
  });

  test('an upgrade at a path with no channel is 404, and HTTP operations still answer on the same port', async () => {
    expect((await upgrade('/v2/nothing', 'daml.ws.auth, jwt.token.abc')).status).toBe(404);
    const http = await fetch(`${mock.baseUrl}/v2/updates`, {
      method: 'POST',
      headers: { authorization: 'Bearer any-token', 'content-type': 'application/json' },
      body: JSON.stringify({ beginExclusive: 0, endInclusive: 23, updateFormat: format }),
    });
    expect(http.status).toBe(200);
  });
});
