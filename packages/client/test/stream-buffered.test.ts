// streamUpdates reading frames that are already buffered when the consumer asks for them (the
// iterator reads those itself, without resuming the stream's generator): the same items, errors,
// int64 modes and socket handling as frames that arrive while the consumer waits. Each test lets the
// participant send everything and close (`closed(0)`) before reading on, so every later frame is
// buffered by then.
import { Int64PrecisionError, ResponseValidationError } from '@canton-openapi/client';
import { createLedgerClient, StreamError } from '@canton-openapi/client/ledger';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cantonError,
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
let participant: Participant | undefined;

afterEach(async () => {
  await participant?.close();
  participant = undefined;
});

async function start(options: ParticipantOptions, int64: 'number' | 'bigint' = 'number') {
  participant = await startParticipant(options);
  return { participant, client: createLedgerClient({ baseUrl: participant.baseUrl, token, int64, retry: false }) };
}

/** The stream's first item, then the rest (read from `stream` itself) once the participant has sent everything and closed. */
async function afterBuffering<T>(p: Participant, stream: AsyncIterableIterator<T>): Promise<AsyncIterable<T>> {
  const first = await stream.next();
  await p.closed(0);
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await stream.next(); !next.done; next = await stream.next()) yield next.value;
  })();
}

describe('frames already buffered', () => {
  it('are delivered in order, and the stream ends at endInclusive', async () => {
    const { participant: p, client } = await start({ updates: ledger(30) });
    const items = await collect(await afterBuffering(p, client.streamUpdates({ beginExclusive: 0, endInclusive: 30 })));
    expect(items.map(offsetOf)).toEqual(range(1, 30));
  }, 30_000);

  it('several next() calls at once resolve in order, before and after the frames are buffered', async () => {
    const { participant: p, client } = await start({ updates: ledger(12) });
    const stream = client.streamUpdates({ beginExclusive: 0, endInclusive: 12 });
    const early = await Promise.all([stream.next(), stream.next(), stream.next()]);
    await p.closed(0);
    const late = await Promise.all(Array.from({ length: 10 }, () => stream.next()));
    expect([...early, ...late].map((r) => (r.done ? 'done' : offsetOf(r.value)))).toEqual([...range(1, 12), 'done']);
  }, 30_000);

  it('an error frame among them rejects with StreamError after the items before it', async () => {
    const { participant: p, client } = await start({ updates: ledger(10), inject: { after: 5, frames: [cantonError, tx(6)] } });
    const stream = client.streamUpdates({ beginExclusive: 0, endInclusive: 10 });
    const { items, error } = await failure(await afterBuffering(p, stream));
    expect(items.map(offsetOf)).toEqual(range(1, 5));
    expect(error).toBeInstanceOf(StreamError);
    expect((error as Error).message).toMatch(/^streamUpdates \(WebSocket \/v2\/updates\): frame 5 is an error frame: PARTICIPANT_PRUNED_DATA_ACCESSED/);
    // The frame buffered after the error is never delivered: the stream is over.
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  }, 30_000);

  it('an error frame that echoes the token is redacted', async () => {
    const echo = JSON.stringify({ code: 'TOKEN_PROBLEM', cause: `bad token ${token}`, context: { token }, errorCategory: 2 });
    const { participant: p, client } = await start({ updates: ledger(6), inject: { after: 3, frames: [echo] } });
    const { items, error } = await failure(await afterBuffering(p, client.streamUpdates({ beginExclusive: 0, endInclusive: 6 })));
    expect(items).toHaveLength(3);
    expect(error).toBeInstanceOf(StreamError);
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(token);
  }, 30_000);

  it('an offset that does not ascend rejects with ResponseValidationError, and the frame after it is never delivered', async () => {
    const { participant: p, client } = await start({ updates: ledger(10), inject: { after: 3, frames: [tx(2), tx(4)] } });
    const stream = client.streamUpdates({ beginExclusive: 0, endInclusive: 10 });
    const { items, error } = await failure(await afterBuffering(p, stream));
    expect(items.map(offsetOf)).toEqual([1, 2, 3]);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toMatch(/frame 3 has offset 2, outside \(3, 10\]/);
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  }, 30_000);

  it('number mode rejects an int64 beyond 2^53 with Int64PrecisionError naming its pointer', async () => {
    const big = '{"update":{"Transaction":{"value":{"offset":4,"updateId":"u4","events":[],"paidTrafficCost":9007199254740993}}}}';
    const { participant: p, client } = await start({ updates: new Map([...ledger(6)].map(([o, f]) => [o, o === 4 ? big : f])) });
    const { items, error } = await failure(await afterBuffering(p, client.streamUpdates({ beginExclusive: 0, endInclusive: 6 })));
    expect(items.map(offsetOf)).toEqual([1, 2, 3]);
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect(error).toMatchObject({ pointer: '/update/Transaction/value/paidTrafficCost', literal: '9007199254740993' });
    // The fourth frame of the stream (frames count from 0).
    expect((error as Error).message).toContain('frame 3: ');
  }, 30_000);

  it('bigint mode returns exact bigints at int64 fields', async () => {
    const big = '{"update":{"Transaction":{"value":{"offset":4,"updateId":"u4","events":[],"paidTrafficCost":9007199254740993}}}}';
    const { participant: p, client } = await start({ updates: new Map([...ledger(6)].map(([o, f]) => [o, o === 4 ? big : f])) }, 'bigint');
    const items = await collect(await afterBuffering(p, client.streamUpdates({ beginExclusive: 0n, endInclusive: 6n })));
    expect(items.map(offsetOf)).toEqual(range(1, 6).map(BigInt));
    expect(items[3]).toMatchObject({ update: { Transaction: { value: { paidTrafficCost: 9007199254740993n } } } });
  }, 30_000);

  it('break closes the socket; return() before the first next() connects nowhere', async () => {
    const { participant: p, client } = await start({ updates: ledger(20), completes: false });
    const stream = client.streamUpdates({ beginExclusive: 0, endInclusive: 20 });
    expect(await stream.next()).toMatchObject({ done: false });
    expect(await stream.next()).toMatchObject({ done: false });
    expect(await stream.return!()).toEqual({ value: undefined, done: true });
    await p.closed(0);
    expect(p.connections[0]!.closedByClient).toBe(true);
    expect(await stream.next()).toEqual({ value: undefined, done: true });

    const unopened = client.streamUpdates({ beginExclusive: 0, endInclusive: 20 });
    expect(await unopened.return!()).toEqual({ value: undefined, done: true });
    expect(await unopened.next()).toEqual({ value: undefined, done: true });
    expect(p.connections).toHaveLength(1);
  }, 30_000);

  it('is an async iterator as async generators are: disposing of it (`await using`) closes the socket where the runtime can', async () => {
    const { participant: p, client } = await start({ updates: ledger(20), completes: false });
    const stream = client.streamUpdates({ beginExclusive: 0, endInclusive: 20 });
    expect(stream[Symbol.asyncIterator]()).toBe(stream);
    const dispose = (stream as { [Symbol.asyncDispose]?: () => Promise<void> })[Symbol.asyncDispose];
    const generator = (async function* () {})() as { [Symbol.asyncDispose]?: unknown };
    expect(typeof dispose).toBe(typeof generator[Symbol.asyncDispose]);
    expect(await stream.next()).toMatchObject({ done: false });
    if (dispose === undefined) return;
    await dispose.call(stream);
    await p.closed(0);
    expect(p.connections[0]!.closedByClient).toBe(true);
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  }, 30_000);
});
