// A run never hangs: a server that never answers, cuts the connection, trickles, or speaks something other
// than HTTP ends the run with exit 2 (or a reported violation) at the request timeout. The runs are in process on
// a fake clock, which passes the timeout when the server has a request it will not answer: no test waits for it.
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { formatText } from '../src/report/text.ts';
import { runConformance } from './support/local-run.ts';
import { fakeClock } from './support/fake-clock.ts';
import { failures } from './support/report.ts';
import { startSpecServer } from './support/spec-server.ts';

const sockets = new Set<Socket>();
let server: Server | HttpServer | undefined;
afterEach(async () => {
  for (const s of sockets) s.destroy();
  sockets.clear();
  await new Promise<void>((done) => (server === undefined ? done() : server.close(() => done())));
  server = undefined;
});

async function listen(s: Server | HttpServer): Promise<string> {
  server = s;
  s.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((ready) => s.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/api/scan`;
}

const timeoutMs = 1000;
/** A Scan run of a read with a JSON body and two without: enough requests to see a server stop answering. */
const scan = (baseUrl: string) =>
  runConformance({ apis: ['scan'], baseUrl, timeoutMs, only: ['listVoteRequestResults', 'lookupFeaturedAppRight', 'listDsoScans'] });

/** Answers `req` with what the spec server at `specBaseUrl` answers to the same request below `/api/scan`. */
function forward(specBaseUrl: string, req: IncomingMessage, res: ServerResponse, body: Buffer[]): void {
  void fetch(specBaseUrl + (req.url ?? '').replace(/^\/api\/scan/, ''), {
    method: req.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    ...(body.length > 0 ? { body: Buffer.concat(body) } : {}),
  }).then(async (answer) => {
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' }).end(await answer.text());
  });
}

describe('a run never hangs', () => {
  test('a server that never answers: exit 2, naming the timeout', async () => {
    const clock = fakeClock();
    const url = await listen(createTcpServer((socket) => socket.once('data', () => clock.pass(timeoutMs))));
    const report = await scan(url);
    expect(report.exitCode).toBe(2);
    const text = formatText(report);
    expect(text).toContain('server unreachable');
    expect(text).toContain(`no complete answer within ${timeoutMs} ms`);
  });

  test('a server that closes the connection: exit 2', async () => {
    const url = await listen(createTcpServer((socket) => socket.destroy()));
    const report = await scan(url);
    expect(report.exitCode).toBe(2);
    expect(formatText(report)).toMatch(/server unreachable: .*(closed the connection|not valid HTTP)/);
  });

  test('a server that answers garbage: exit 2', async () => {
    const url = await listen(createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n\u0000\u0001garbage\r\n\r\n')));
    const report = await scan(url);
    expect(report.exitCode).toBe(2);
    expect(formatText(report)).toContain('not valid HTTP');
  });

  test('a server that sends headers, then trickles the body forever: exit 2', async () => {
    const clock = fakeClock();
    const url = await listen(
      createHttpServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        // A byte at a time, each a quarter of the timeout after the last: the connection never idles, the body never ends.
        const trickle = () => {
          if (res.destroyed) return;
          clock.pass(timeoutMs / 4);
          res.write(' ', () => setImmediate(trickle));
        };
        res.write('{', trickle);
      }),
    );
    const report = await scan(url);
    expect(report.exitCode).toBe(2);
    expect(formatText(report)).toContain(`no complete answer within ${timeoutMs} ms`);
  });

  test('nothing listening: exit 2 at once', async () => {
    const url = await listen(createTcpServer());
    await new Promise<void>((done) => server?.close(() => done()));
    server = undefined;
    const report = await scan(url);
    expect(report.exitCode).toBe(2);
    expect(formatText(report)).toContain('connection failed (ECONNREFUSED)');
  });

  test('a server that stops answering midway: exit 2 after three silent requests', async () => {
    const clock = fakeClock();
    const spec = await startSpecServer('scan');
    let count = 0;
    const url = await listen(
      createHttpServer((req, res) => {
        if (++count > 2) return void clock.pass(timeoutMs); // silence from the third request on
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => forward(spec.baseUrl, req, res, chunks));
      }),
    );
    try {
      const report = await scan(url);
      expect(report.exitCode).toBe(2);
      expect(report.apis[0]?.error).toMatch(/the server stopped answering \(3 requests in a row without an answer/);
    } finally {
      await spec.close();
    }
  });

  test('one request left unanswered among answered ones: a transport violation, exit 1', async () => {
    // Answered requests never time out: the clock moves only for the one left unanswered.
    const clock = fakeClock();
    const spec = await startSpecServer('scan');
    const url = await listen(
      createHttpServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          if (req.url?.includes('/v0/scans')) return void clock.pass(timeoutMs); // listDsoScans never answers
          forward(spec.baseUrl, req, res, chunks);
        });
      }),
    );
    try {
      const report = await scan(url);
      expect(report.exitCode).toBe(1);
      expect(failures(report)).toEqual([
        {
          api: 'scan',
          operationId: 'listDsoScans',
          caseName: 'request',
          check: 'transport',
          message: `no complete answer within ${timeoutMs} ms`,
          expected: 'an HTTP answer within the timeout',
        },
      ]);
    } finally {
      await spec.close();
    }
  });
});
