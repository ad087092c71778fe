// With the runtime's own fetch (no injected fetch), the client relies on fetch ending the request
// and the body when the call's signal aborts. This checks that on a loopback server — the only
// test besides the Prism and browser ones that opens a socket, because injected fetches cannot. The deadline
// and the abort come when the server has stalled (an event), the deadline on a fake clock: nothing waits.
import { createServer, type Server, type ServerResponse } from 'node:http';
import { AbortError, NetworkError, TimeoutError } from '@canton-openapi/client';
import { createScanClient } from '@canton-openapi/client/scan';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

let server: Server;
let baseUrl: string;
const open = new Set<ServerResponse>();
/** Called when the server has stalled a request (no headers, or half a body), with the promise of its connection's close. */
let onStall: (closed: Promise<void>) => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    open.add(res);
    const closed = new Promise<void>((done) => res.on('close', () => (open.delete(res), done())));
    if (req.url?.endsWith('/v0/scans') && req.headers['x-mode'] === 'stall-headers') return onStall(closed); // never answers
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.headers['x-mode'] === 'stall-body')
      res.write('{"scans":[', () => onStall(closed)); // never finishes
    else res.end('{"scans":[]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/scan`;
});

afterEach(() => {
  onStall = () => {};
  vi.useRealTimers();
});

afterAll(async () => {
  for (const res of open) res.destroy();
  // Keep-alive connections too: a timer fetch armed on a fake clock never closes one.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the runtime's fetch", () => {
  it('resolves an ordinary call', async () => {
    await expect(createScanClient({ baseUrl }).listDsoScans()).resolves.toEqual({ scans: [] });
  });

  it.each(['stall-headers', 'stall-body'])('times out when the server stalls (%s), and closes the connection', async (mode) => {
    // The client's deadline is on a fake clock, moved past it once the server has stalled.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let closed: Promise<void> | undefined;
    onStall = (connectionClosed) => {
      closed = connectionClosed;
      vi.advanceTimersByTime(300);
    };
    const client = createScanClient({ baseUrl, timeoutMs: 300 });
    const before = open.size;
    const error = await client.listDsoScans({ headers: { 'x-mode': mode } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    await closed;
    expect(open.size).toBe(before);
  });

  it('stops a stalled body at the caller’s abort', async () => {
    const controller = new AbortController();
    onStall = () => controller.abort('enough');
    const error = await createScanClient({ baseUrl })
      .listDsoScans({ headers: { 'x-mode': 'stall-body' }, signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).cause).toBe('enough');
  });

  it('reports a refused connection as NetworkError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    const port = typeof address === 'object' && address ? address.port : 0;
    const error = await createScanClient({ baseUrl: `http://127.0.0.1:${port}/api/scan`, retry: false })
      .listDsoScans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('ECONNREFUSED');
  });
});
