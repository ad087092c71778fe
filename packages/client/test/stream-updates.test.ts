// streamUpdates against a local WebSocket participant on 127.0.0.1: a closed range, tailing,
// resuming after dropped connections (no gap, no duplicate), a slow consumer (bounded buffer,
// reconnects), abort and break, the flats twin and the README example (failures: stream-failures.test.ts).
import { AbortError, NetworkError, RequestError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { afterEach, describe, expect, it } from 'vitest';
import { followTransactions } from '../examples/stream-updates.ts';
import { SocketConnection } from '../src/ledger/websocket.ts';
import { memoryLogger } from './support/fake-fetch.ts';
import {
  checkpoint,
  collect,
  failure,
  ledger,
  offsetOf,
  type Participant,
  type ParticipantOptions,
  range,
  startParticipant,
  tx,
} from './support/ws-participant.ts';

const token = 'secret-token-123';
const format = {
  updateFormat: { includeTransactions: { eventFormat: { filtersByParty: { 'Alice::1220aa': {} } }, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' as const } },
};
const fast = { retries: 2, baseDelayMs: 1, maxDelayMs: 5 };
let participant: Participant | undefined;

afterEach(async () => {
  await participant?.close();
  participant = undefined;
});

async function start(options: ParticipantOptions) {
  participant = await startParticipant(options);
  const log = memoryLogger();
  return { participant, log, client: createLedgerClient({ baseUrl: participant.baseUrl, token, retry: fast, logger: log.logger }) };
}

describe('a closed range', () => {
  it('streams every update in order, authenticated by subprotocols (the token first, as Canton 3.5 reads it), and ends at endInclusive', async () => {
    const { participant: p, client } = await start({ updates: ledger(40) });
    const items = await collect(client.streamUpdates({ ...format, beginExclusive: 5, endInclusive: 30 }));
    expect(items.map(offsetOf)).toEqual(range(6, 30));
    expect(items[4]).toEqual(JSON.parse(checkpoint(10)));
    expect(p.connections).toHaveLength(1);
    expect(p.connections[0]!.path).toBe('/v2/updates');
    expect(p.connections[0]!.protocols).toEqual([`jwt.token.${token}`, 'daml.ws.auth']);
    expect(p.connections[0]!.authenticated).toBe(true);
    expect(p.connections[0]!.request).toEqual({ ...format, beginExclusive: 5, endInclusive: 30 });
  }, 30_000);

  it('returns once the last offset is endInclusive, closing the socket itself', async () => {
    const { participant: p, client } = await start({ updates: ledger(30), completes: false });
    const items = await collect(client.streamUpdates({ beginExclusive: 0, endInclusive: 30 }));
    expect(items.map(offsetOf)).toEqual(range(1, 30));
    await p.closed(0);
    expect(p.connections[0]!.closedByClient).toBe(true);
  }, 30_000);

  it('asks an async token provider for every connection', async () => {
    participant = await startParticipant({ updates: ledger(20), dropAfter: (n) => (n === 0 ? 4 : undefined) });
    let calls = 0;
    const client = createLedgerClient({ baseUrl: participant.baseUrl, retry: fast, token: async () => (calls++, token) });
    expect((await collect(client.streamUpdates({ beginExclusive: 0, endInclusive: 20 }))).map(offsetOf)).toEqual(range(1, 20));
    expect(calls).toBe(2);
  }, 30_000);

  it('refuses descendingOrder, which cannot resume forward', async () => {
    const { client } = await start({ updates: ledger(3) });
    const { error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 3, descendingOrder: true } as never));
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toMatch(/descendingOrder/);
  }, 30_000);
});

describe('resuming after a dropped connection', () => {
  it('reconnects after the last delivered offset: no gap, no duplicate', async () => {
    const { participant: p, client, log } = await start({ updates: ledger(50), dropAfter: (n) => [7, 3, 12][n] });
    const items = await collect(client.streamUpdates({ ...format, beginExclusive: 0, endInclusive: 50 }));
    expect(items.map(offsetOf)).toEqual(range(1, 50));
    expect(p.connections.map((c) => c.request.beginExclusive)).toEqual([0, 7, 10, 22]);
    expect(p.connections.every((c) => c.request.endInclusive === 50 && JSON.stringify(c.request.updateFormat) === JSON.stringify(format.updateFormat))).toBe(
      true,
    );
    expect(log.debug.filter((m) => m.includes('resuming after offset'))).toHaveLength(3);
  }, 30_000);

  it('resumes after an offset checkpoint too', async () => {
    const { participant: p, client } = await start({ updates: ledger(25), dropAfter: (n) => (n === 0 ? 10 : undefined) });
    expect((await collect(client.streamUpdates({ beginExclusive: 0, endInclusive: 25 }))).map(offsetOf)).toEqual(range(1, 25));
    expect(p.connections[1]!.request.beginExclusive).toBe(10); // offset 10 is a checkpoint
  }, 30_000);

  it('gives up with a NetworkError once the retry policy is spent without progress', async () => {
    const { participant: p, client } = await start({ updates: ledger(20), dropAfter: (n) => (n === 0 ? 5 : 0) });
    const { items, error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 20 }));
    expect(items.map(offsetOf)).toEqual(range(1, 5));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(
      /streamUpdates \(WebSocket \/v2\/updates\) was closed \(code 1006\) after offset 5\. Gave up after 3 attempts \(2 retries\)\./,
    );
    expect(p.connections).toHaveLength(3); // the first, then two retries
  }, 30_000);

  it('does not reconnect with retry: false', async () => {
    const { participant: p, client } = await start({ updates: ledger(20), dropAfter: () => 2 });
    const { items, error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 20 }, { retry: false }));
    expect(items).toHaveLength(2);
    expect(error).toBeInstanceOf(NetworkError);
    expect(p.connections).toHaveLength(1);
  }, 30_000);
});

describe('a slow consumer', () => {
  it('never buffers past the high-water mark: the socket is closed and the stream resumed after the last delivered offset', async () => {
    const { participant: p, client, log } = await start({ updates: ledger(300) });
    const items: unknown[] = [];
    for await (const item of client.streamUpdates({ beginExclusive: 0, endInclusive: 300 }, { highWaterMark: 8 })) {
      items.push(item);
      // Slower than the participant, which writes every frame at once: the first item is held until the client,
      // its buffer at the mark, has closed the first connection.
      if (items.length === 1) await p.closed(0);
    }
    expect(items.map(offsetOf as (i: unknown) => unknown)).toEqual(range(1, 300));
    expect(p.connections.length).toBeGreaterThan(1);
    // Every connection started after the last offset of the one before it: no gap, no duplicate.
    const begins = p.connections.map((c) => c.request.beginExclusive as number);
    expect(begins[0]).toBe(0);
    expect([...begins].sort((a, b) => a - b)).toEqual(begins);
    expect(log.debug.filter((m) => m.includes('its buffer reached 8 frames')).length).toBe(p.connections.length - 1);
  }, 60_000);

  it('keeps at most highWaterMark frames per connection (the buffer itself)', async () => {
    const { participant: p } = await start({ updates: ledger(200) });
    let most = 0;
    let full: () => void;
    const filled = new Promise<void>((resolve) => (full = resolve));
    const connection = new SocketConnection({
      url: `${p.baseUrl.replace('http', 'ws')}/v2/updates`,
      protocols: [`jwt.token.${token}`, 'daml.ws.auth'],
      firstFrame: JSON.stringify({ beginExclusive: 0, endInclusive: 200 }),
      highWaterMark: { frames: 16, chars: 1e9 },
      signal: undefined,
      onBuffered: (n) => {
        most = Math.max(most, n);
        if (n === 16) full();
      },
    });
    // The consumer takes nothing until the buffer is full: the participant has sent 200 frames.
    await filled;
    const frames: string[] = [];
    for (let next = await connection.next(); typeof next === 'string'; next = await connection.next()) frames.push(next);
    expect(await connection.next()).toEqual({ kind: 'overflow' });
    expect(frames).toHaveLength(16);
    expect(most).toBe(16);
  }, 30_000);
});

describe('ending a stream', () => {
  it('tails without endInclusive, delivering updates as they come, until the loop breaks (closing the socket)', async () => {
    const { participant: p, client } = await start({ updates: ledger(3) });
    const seen: unknown[] = [];
    for await (const item of client.streamUpdates({ beginExclusive: 0 })) {
      seen.push(offsetOf(item));
      if (seen.length === 3) p.append(4, tx(4));
      if (seen.length === 4) p.append(5, checkpoint(5));
      if (seen.length === 5) break;
    }
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(p.connections[0]!.request).toEqual({ beginExclusive: 0 });
    await p.closed(0);
    expect(p.connections[0]!.closedByClient).toBe(true);
  }, 30_000);

  it('a tail the participant closes normally is resumed after the last offset', async () => {
    const { participant: p, client } = await start({ updates: ledger(8), closeAfter: (n) => (n === 0 ? 5 : undefined) });
    const seen: unknown[] = [];
    for await (const item of client.streamUpdates({ beginExclusive: 0 })) if (seen.push(offsetOf(item)) === 8) break;
    expect(seen).toEqual(range(1, 8));
    expect(p.connections.map((c) => c.request.beginExclusive)).toEqual([0, 5]);
  }, 30_000);

  it('break closes the socket of a closed range', async () => {
    const { participant: p, client } = await start({ updates: ledger(100), completes: false });
    for await (const item of client.streamUpdates({ beginExclusive: 0, endInclusive: 100 })) if (offsetOf(item) === 2) break;
    await p.closed(0);
    expect(p.connections[0]!.closedByClient).toBe(true);
  }, 30_000);

  it('the signal aborts a tail with AbortError and closes the socket', async () => {
    const { participant: p, client } = await start({ updates: ledger(3) });
    const controller = new AbortController();
    const items: unknown[] = [];
    const { error } = await failure(
      (async function* () {
        for await (const item of client.streamUpdates({ beginExclusive: 0 }, { signal: controller.signal })) {
          items.push(item);
          if (items.length === 3) setTimeout(() => controller.abort(new Error('enough')), 0);
          yield item;
        }
      })(),
    );
    expect(items).toHaveLength(3);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toEqual(new Error('enough'));
    await p.closed(0);
    expect(p.connections[0]!.closedByClient).toBe(true);
  }, 30_000);
});

describe('an aborted signal and a hanging token provider', () => {
  it('a signal aborted before the start rejects with AbortError and connects nowhere', async () => {
    const { participant: p, client } = await start({ updates: ledger(3) });
    const { error } = await failure(client.streamUpdates({ beginExclusive: 0 }, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortError);
    expect(p.connections).toHaveLength(0);
  }, 30_000);

  it('a token provider that never settles is ended by the signal', async () => {
    participant = await startParticipant({ updates: ledger(3) });
    let tokenAsked!: () => void;
    const asked = new Promise<void>((done) => (tokenAsked = done));
    const client = createLedgerClient({
      baseUrl: participant.baseUrl,
      token: () => {
        tokenAsked();
        return new Promise<string>(() => undefined);
      },
    });
    const controller = new AbortController();
    const pending = failure(client.streamUpdates({ beginExclusive: 0 }, { signal: controller.signal }));
    // Aborted while the client waits for the token.
    await asked;
    controller.abort();
    expect((await pending).error).toBeInstanceOf(AbortError);
    expect(participant.connections).toHaveLength(0);
  }, 30_000);
});

describe('streamUpdatesFlats', () => {
  it('streams /v2/updates/flats and warns once that it is deprecated', async () => {
    const { participant: p, client, log } = await start({ updates: ledger(5) });
    expect((await collect(client.streamUpdatesFlats({ beginExclusive: 0, endInclusive: 5 }))).map(offsetOf)).toEqual(range(1, 5));
    await collect(client.streamUpdatesFlats({ beginExclusive: 0, endInclusive: 1 }));
    expect(p.connections.map((c) => c.path)).toEqual(['/v2/updates/flats', '/v2/updates/flats']);
    expect(log.warnings.filter((w) => w.includes('streamUpdatesFlats'))).toEqual([
      '[@canton-openapi/client] `streamUpdatesFlats` (WebSocket /v2/updates/flats) is deprecated. Use `streamUpdates` (WebSocket /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.',
    ]);
  }, 30_000);
});

describe('the README example (examples/stream-updates.ts)', () => {
  it('follows transactions until aborted and returns where to resume', async () => {
    const { participant: p } = await start({ updates: ledger(25), dropAfter: (n) => (n === 0 ? 12 : undefined) });
    const controller = new AbortController();
    const seen: [string, bigint][] = [];
    const resume = await followTransactions(
      p.baseUrl,
      async () => token,
      'Alice::1220aa',
      0n,
      async (updateId, offset) => {
        seen.push([updateId, offset]);
        if (offset === 25n) controller.abort();
      },
      controller.signal,
    );
    // Offsets 10 and 20 are checkpoints; the connection dropped after 12 and resumed.
    expect(seen.map(([, offset]) => offset)).toEqual(
      range(1, 25)
        .filter((o) => o % 10 !== 0)
        .map(BigInt),
    );
    expect(seen[0]).toEqual(['u1', 1n]);
    expect(resume).toBe(25n);
    expect(p.connections.map((c) => c.request.beginExclusive)).toEqual([0, 12]);
  }, 30_000);
});
