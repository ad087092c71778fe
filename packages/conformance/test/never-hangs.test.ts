// The CLI never hangs: a server that never answers, cuts the connection, trickles, or speaks something
// other than HTTP ends the run with exit 2 (or a reported violation) within the request timeout.
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { runCli, runCliJson } from './support/cli.ts';
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

// Well above the 1 s request timeout the tests pass: reaching it means the CLI hung and was killed.
const killAfterMs = 30_000;
const scan = (baseUrl: string, timeoutMs = 1000) => ['--api', 'scan', '--base-url', baseUrl, '--timeout', String(timeoutMs)];
// Where answered requests must not time out, a timeout no busy machine reaches for a local relay.
const generousMs = 8000;

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

describe('the CLI never hangs', () => {
  test('a server that never answers: exit 2, naming the timeout', async () => {
    const url = await listen(createTcpServer(() => {}));
    const run = await runCli(scan(url), killAfterMs);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('server unreachable');
    expect(run.stdout).toContain('no complete answer within 1000 ms');
  });

  test('a server that closes the connection: exit 2', async () => {
    const url = await listen(createTcpServer((socket) => socket.destroy()));
    const run = await runCli(scan(url), killAfterMs);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/server unreachable: .*(closed the connection|not valid HTTP)/);
  });

  test('a server that answers garbage: exit 2', async () => {
    const url = await listen(createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n\u0000\u0001garbage\r\n\r\n')));
    const run = await runCli(scan(url), killAfterMs);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('not valid HTTP');
  });

  test('a server that sends headers, then trickles the body forever: exit 2', async () => {
    const url = await listen(
      createHttpServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{');
        const timer = setInterval(() => res.write(' '), 100);
        res.on('close', () => clearInterval(timer));
      }),
    );
    const run = await runCli(scan(url), killAfterMs);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('no complete answer within 1000 ms');
  });

  test('nothing listening: exit 2 at once', async () => {
    const url = await listen(createTcpServer());
    await new Promise<void>((done) => server?.close(() => done()));
    server = undefined;
    const run = await runCli(scan(url), killAfterMs);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('connection failed (ECONNREFUSED)');
  });

  test('a server that stops answering midway: exit 2 after three silent requests', async () => {
    const spec = await startSpecServer('scan');
    let count = 0;
    const url = await listen(
      createHttpServer((req, res) => {
        if (++count > 2) return; // silence from the third request on
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => forward(spec.baseUrl, req, res, chunks));
      }),
    );
    try {
      const run = await runCliJson(scan(url), killAfterMs);
      expect(run.code).toBe(2);
      expect(run.report.apis[0]?.error).toMatch(/the server stopped answering \(3 requests in a row without an answer/);
    } finally {
      await spec.close();
    }
  });

  test('one request left unanswered among answered ones: a transport violation, exit 1', async () => {
    const spec = await startSpecServer('scan');
    const url = await listen(
      createHttpServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          if (req.url?.includes('/v0/scans')) return; // listDsoScans never answers
          forward(spec.baseUrl, req, res, chunks);
        });
      }),
    );
    try {
      const run = await runCliJson(scan(url, generousMs), killAfterMs);
      expect(run.code).toBe(1);
      expect(failures(run.report)).toEqual([
        {
          api: 'scan',
          operationId: 'listDsoScans',
          caseName: 'request',
          check: 'transport',
          message: `no complete answer within ${generousMs} ms`,
          expected: 'an HTTP answer within the timeout',
        },
      ]);
    } finally {
      await spec.close();
    }
  });
});
