// The mock front and the connections it keeps: to its Prism, a request cut off because Prism closed the pooled
// connection it went out on is sent again on another (never a 502), while Prism runs; to its clients, an idle
// connection is kept for 65 s (Node's 5 s made a client a second late reuse one being closed).
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { type JsonObject, specDocument } from '@canton-openapi/contract';
import { type MockFront, startMockFront } from '../src/mock/front.ts';

const doc = specDocument('scan', {
  openapi: '3.1.0',
  info: { title: 'Fixture', version: '1.0.0' },
  paths: {
    '/v0/dso': {
      get: {
        operationId: 'getDsoInfo',
        'x-effect': 'read',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  },
} as JsonObject);

const open: Array<Server | MockFront> = [];
afterEach(async () => {
  for (const server of open.splice(0)) {
    if ('attach' in server) await server.close();
    else await new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done())));
  }
});

/**
 * Stands in for a Prism that closes a kept-alive connection just as a request arrives on it: the second request of
 * every connection is cut off unanswered. It counts the requests it answered and the connections opened to it.
 */
async function closingPrism() {
  const seen = { answered: 0, connections: 0 };
  // Requests received so far on each connection.
  const received = new WeakMap<Socket, number>();
  const server = createServer((req, res) => {
    const onConnection = received.get(req.socket) ?? 0;
    received.set(req.socket, onConnection + 1);
    req.resume().on('end', () => {
      if (onConnection === 1) return req.socket.destroy();
      seen.answered++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"sv_party_id":"sv::1220aa"}');
    });
  });
  server.on('connection', () => seen.connections++);
  open.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function frontOf(origin: string, alive: () => boolean) {
  const front = await startMockFront(doc, '/api/scan', '127.0.0.1', 0);
  open.push(front);
  front.attach({ origin, alive });
  return `http://127.0.0.1:${front.port}/api/scan/v0/dso`;
}

describe('the mock front and its Prism', () => {
  test('a request cut off on a reused connection is sent again on another: every request answered 200', async () => {
    const prism = await closingPrism();
    const url = await frontOf(prism.origin, () => true);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(url);
      answers.push([response.status, await response.json()]);
    }
    expect(answers).toEqual(Array.from({ length: 3 }, () => [200, { sv_party_id: 'sv::1220aa' }]));
    // Each reuse was cut off and sent again on a new connection.
    expect(prism.seen).toEqual({ answered: 3, connections: 3 });
  });

  test('a request cut off after its Prism has exited is not sent again: 502 naming the failure', async () => {
    const prism = await closingPrism();
    // Running for the front's check before each of the two requests, exited when the second has been cut off.
    let asked = 0;
    const url = await frontOf(prism.origin, () => ++asked <= 2);
    expect((await fetch(url)).status).toBe(200);
    const cut = await fetch(url);
    expect([cut.status, await cut.text()]).toEqual([502, 'mock front: fetch failed']);
    expect(prism.seen).toEqual({ answered: 1, connections: 1 });
  });
});

describe('the mock front and its clients', () => {
  test('says it keeps an idle connection for 65 s', async () => {
    const prism = await closingPrism();
    const response = await fetch(await frontOf(prism.origin, () => true));
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });
});
