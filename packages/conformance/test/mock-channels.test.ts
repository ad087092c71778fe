// `npm run mock`'s ledger mock also serves the WebSocket channels of specs/ledger/asyncapi.yaml below the same
// root and port as the HTTP mock, as the participant does: subprotocol auth read as Canton 3.5 reads it, one
// request frame, frames from the spec's examples in (beginExclusive, endInclusive], a normal close at
// endInclusive, tailing without it; without a token the redacted UNAUTHENTICATED frame, then the close.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundledChannelsPath } from '../src/apis.ts';
import { createChannelMock } from '../src/mock/channels.ts';
import { type MockServer, startMock } from '../src/mock/server.ts';
import { runConformance } from './support/local-run.ts';
import { failures } from './support/report.ts';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock('ledger');
});
afterAll(async () => {
  await mock?.close();
});

const format = { includeTransactions: { transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA', eventFormat: { filtersForAnyParty: { cumulative: [] } } } };
const auth = ['jwt.token.any-token', 'daml.ws.auth'];

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

  test('without a token first among the subprotocols, the upgrade is accepted and the request answered by the redacted UNAUTHENTICATED frame, then the close', async () => {
    const request = { beginExclusive: 18, endInclusive: 22, updateFormat: format };
    // Canton 3.5 reads the token from the first protocol offered only: `daml.ws.auth, jwt.token.abc` carries none.
    for (const protocols of [[], ['daml.ws.auth'], ['daml.ws.auth', 'jwt.token.abc'], ['jwt.token.', 'daml.ws.auth']]) {
      expect((await upgrade('/v2/updates', protocols.join(', ') || undefined)).status, protocols.join(', ')).toBe(101);
      const run = await converse('/v2/updates', request, undefined, protocols);
      expect(run.frames, protocols.join(', ')).toEqual([
        {
          code: 'NA',
          cause: 'A security-sensitive error has been received',
          correlationId: expect.any(String),
          traceId: expect.any(String),
          context: {},
          resources: [],
          errorCategory: -1,
          grpcCodeValue: 16,
          retryInfo: null,
          definiteAnswer: null,
        },
      ]);
      expect(run.ended).toEqual({ code: 1000, clean: true });
    }
    // A request that does not decode is answered by its own error first, as the participant decodes before the call.
    expect((await converse('/v2/updates', { beginExclusive: 0 }, undefined, ['daml.ws.auth'])).frames).toEqual([
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    ]);
    expect(offsets((await converse('/v2/updates', request, undefined, ['jwt.token.abc', 'daml.ws.auth'])).frames)).toEqual([19, 20, 21, 22]);
  });

  test('offsets beyond 2^53 are compared and quoted exactly in its error frames', async () => {
    for (const [text, name] of [
      ['{"beginExclusive": 9007199254740993, "updateFormat": %}', 'beginExclusive 9007199254740993'],
      ['{"beginExclusive": 18, "endInclusive": 9223372036854775807, "updateFormat": %}', 'endInclusive 9223372036854775807'],
    ] as const) {
      const run = await converse('/v2/updates', text.replace('%', JSON.stringify(format)));
      expect(run.frames).toEqual([expect.objectContaining({ code: 'OFFSET_AFTER_LEDGER_END', cause: `${name} is after the ledger end 23` })]);
      expect(run.ended).toEqual({ code: 1000, clean: true });
    }
  });

  test('an upgrade at a path with no channel is 404, and HTTP operations still answer on the same port', async () => {
    expect((await upgrade('/v2/nothing', 'jwt.token.abc, daml.ws.auth')).status).toBe(404);
    const http = await fetch(`${mock.baseUrl}/v2/updates`, {
      method: 'POST',
      headers: { authorization: 'Bearer any-token', 'content-type': 'application/json' },
      body: JSON.stringify({ beginExclusive: 0, endInclusive: 23, updateFormat: format }),
    });
    expect(http.status).toBe(200);
  });
});

describe('conformance against the mock', () => {
  test('with --prism and --enabled, what the mock serves though 3.6.1 disables it by default passes, as on a node whose operator re-enabled it', async () => {
    // The mock reports the newest release (3.6.1) and serves what it disables by default: named with --enabled, the
    // flats channel is checked like the others. The run checks the flats list and channel and the update list whose
    // fields 3.6.1 gates; its WebSocket tail waits the run's idle time, as against any server.
    const enabled = ['endpoints', 'parameters'].map((kind) => `canton.participants.<participant>.features.deprecated.enable-deprecated-${kind}-34`);
    const only = ['postV2UpdatesFlats', '/v2/updates/flats', 'postV2Updates'];
    const report = await runConformance({ apis: ['ledger'], baseUrl: mock.baseUrl, prism: true, enabled, only });
    expect(failures(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(report.apis[0]?.server?.release).toBe('3.6.1');
    expect(report.apis[0]?.operations.find((o) => o.method === 'WS' && o.path === '/v2/updates/flats')?.cases.map((c) => c.kind)).toContain('stream');
  });
});

describe('the channel mock never sends an int64 rounded', () => {
  test('an example frame whose integer was rounded on parsing (beyond 2^53) stops the mock, naming where', () => {
    const text = readFileSync(bundledChannelsPath('ledger')!, 'utf8');
    const doc = JSON.parse(text) as Record<string, unknown>;
    expect(() => createChannelMock(doc as never, '', 'ledger')).not.toThrow();
    // The first update example with its offset past 2^53, as a spec example would come out of parsing.
    const rounded = JSON.parse(text.replace(/"offset": 18\b/, '"offset": 9007199254740993')) as Record<string, unknown>;
    expect(() => createChannelMock(rounded as never, '', 'ledger')).toThrow(
      /^ledger asyncapi: the example value at \/components\/messages\/JsGetUpdatesResponse\/examples\/\d+\/payload\/update\/\w+\/value\/offset is 9007199254740992, an integer beyond 2\^53 /,
    );
  });
});
