// readUpdates over either transport: the WebSocket stream for ranges wider than a page, HTTP pages
// otherwise, and HTTP when the runtime has no WebSocket or the participant refuses the upgrade. The
// items and their order are the same either way.
import { HttpError, RequestError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from './support/fake-fetch.ts';
import { ledger, type Participant, type ParticipantOptions, startParticipant } from './support/ws-participant.ts';

const token = 'secret-token-123';
let participant: Participant | undefined;

afterEach(async () => {
  vi.unstubAllGlobals();
  await participant?.close();
  participant = undefined;
});

async function start(options: ParticipantOptions) {
  participant = await startParticipant(options);
  const log = memoryLogger();
  return { participant, log, client: createLedgerClient({ baseUrl: participant.baseUrl, token, retry: { baseDelayMs: 1 }, logger: log.logger }) };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('readUpdates transports', () => {
  it('reads the same items in the same order over WebSocket (auto, websocket) and HTTP pages', async () => {
    const { participant: p, client } = await start({ updates: ledger(500), dropAfter: (n) => (n === 1 ? 77 : undefined) });
    const range = { beginExclusive: 20, endInclusive: 480 };
    const auto = await collect(client.readUpdates(range, { pageSize: 50 }));
    expect(p.connections).toHaveLength(1);
    expect(p.httpRequests).toHaveLength(0);
    // The second stream drops after 77 frames and resumes.
    const websocket = await collect(client.readUpdates(range, { transport: 'websocket', pageSize: 50 }));
    expect(p.connections).toHaveLength(3);
    expect(p.connections[2]!.request.beginExclusive).toBe(97);
    const http = await collect(client.readUpdates(range, { transport: 'http', pageSize: 50 }));
    expect(p.connections).toHaveLength(3);
    expect(p.httpRequests.length).toBeGreaterThan(9);
    expect(http).toHaveLength(460);
    expect(auto).toEqual(http);
    expect(websocket).toEqual(http);
  }, 30_000);

  it('auto pages over HTTP when the range is no wider than a page', async () => {
    const { participant: p, client } = await start({ updates: ledger(100) });
    expect(await collect(client.readUpdates({ beginExclusive: 0, endInclusive: 40 }, { pageSize: 50 }))).toHaveLength(40);
    expect(p.connections).toHaveLength(0);
    expect(p.httpRequests).toHaveLength(1);
  }, 30_000);

  it('auto falls back to HTTP when the participant refuses the upgrade (404), and remembers it', async () => {
    const { participant: p, client, log } = await start({ updates: ledger(100), missing: ['/v2/updates'] });
    const range = { beginExclusive: 0, endInclusive: 100 };
    expect(await collect(client.readUpdates(range, { pageSize: 10 }))).toHaveLength(100);
    expect(await collect(client.readUpdates(range, { pageSize: 10 }))).toHaveLength(100);
    expect(p.refused).toEqual([{ path: '/v2/updates', status: 404 }]);
    expect(log.debug.filter((m) => m.includes('refused the WebSocket stream'))).toHaveLength(1);
  }, 30_000);

  it('auto reports a rejected token (the stream answered UNAUTHENTICATED) through HTTP, with its status', async () => {
    participant = await startParticipant({ updates: ledger(100) });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token: 'wrong-token-456', retry: false });
    await expect(collect(client.readUpdates({ beginExclusive: 0, endInclusive: 100 }, { pageSize: 10 }))).rejects.toMatchObject({ status: 401 });
    expect(participant.connections.map((c) => c.authenticated)).toEqual([false]);
    // Remembered: the second read goes straight to HTTP.
    await expect(collect(client.readUpdates({ beginExclusive: 0, endInclusive: 100 }, { pageSize: 10 }))).rejects.toBeInstanceOf(HttpError);
    expect(participant.connections).toHaveLength(1);
  }, 30_000);

  it('auto pages over HTTP where the runtime has no WebSocket; websocket then refuses to start', async () => {
    const { participant: p, client } = await start({ updates: ledger(100) });
    vi.stubGlobal('WebSocket', undefined);
    expect(await collect(client.readUpdates({ beginExclusive: 0, endInclusive: 100 }, { pageSize: 10 }))).toHaveLength(100);
    expect(p.connections).toHaveLength(0);
    await expect(collect(client.readUpdates({ beginExclusive: 0, endInclusive: 100 }, { transport: 'websocket' }))).rejects.toThrow(RequestError);
  }, 30_000);

  it('auto pages when HTTP-only options are set; websocket refuses them', async () => {
    const { participant: p, client } = await start({ updates: ledger(100) });
    expect(await collect(client.readUpdates({ beginExclusive: 0, endInclusive: 100 }, { pageSize: 10, timeoutMs: 30_000 }))).toHaveLength(100);
    expect(p.connections).toHaveLength(0);
    await expect(collect(client.readUpdates({ beginExclusive: 0, endInclusive: 100 }, { transport: 'websocket', headers: { 'x-a': 'b' } }))).rejects.toThrow(
      /headers apply to HTTP pages only/,
    );
  }, 30_000);

  it('auto keeps to a client’s own fetch, which a WebSocket would bypass', async () => {
    participant = await startParticipant({ updates: ledger(100) });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token, fetch: (input, init) => fetch(input, init) });
    expect(await collect(client.readUpdates({ beginExclusive: 0, endInclusive: 100 }, { pageSize: 10 }))).toHaveLength(100);
    expect(participant.connections).toHaveLength(0);
  }, 30_000);
});
