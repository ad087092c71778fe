// streamCommandsCompletions (`/v2/commands/completions`) and streamCommandsCommandCompletions
// (`/v2/commands/command-completions`, from 3.5.7) against a local WebSocket participant on 127.0.0.1: one
// completion or offset checkpoint per frame, in order, tailing without an end; a dropped or normally closed
// connection resumed with `beginExclusive` = the offset of the last completion or checkpoint delivered (no
// gap, no duplicate); error frames, malformed frames, int64 in both modes and validation of every frame.
import { Int64PrecisionError, NetworkError, RequestError, ResponseParseError, ResponseValidationError } from '@canton-openapi/client';
import { createLedgerClient, StreamError, StreamRejectedError } from '@canton-openapi/client/ledger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  alice,
  bob,
  cantonError,
  completion,
  completionCheckpoint,
  completionOffsetOf,
  completions,
  failure,
  missingParties,
  type Participant,
  type ParticipantOptions,
  range,
  startParticipant,
  tx,
} from './support/ws-participant.ts';

const token = 'secret-token-123';
const fast = { retries: 2, baseDelayMs: 1, maxDelayMs: 5 };
let participant: Participant | undefined;

afterEach(async () => {
  await participant?.close();
  participant = undefined;
});

async function start(options: ParticipantOptions) {
  participant = await startParticipant(options);
  return { participant, client: createLedgerClient({ baseUrl: participant.baseUrl, token, retry: fast, logger: false }) };
}

/** The first `count` items of a tailing stream; the loop's break closes it. */
async function first<T>(iterable: AsyncIterable<T>, count: number): Promise<T[]> {
  const items: T[] = [];
  if (count > 0) for await (const item of iterable) if (items.push(item) === count) break;
  return items;
}

/** Both channels: the completions of the user's commands, and (from 3.5.7) of every user's. */
const channels = [
  ['streamCommandsCompletions', '/v2/commands/completions', 'postV2CommandsCompletions'],
  ['streamCommandsCommandCompletions', '/v2/commands/command-completions', 'postV2CommandsCommandCompletions'],
] as const;

type Method = (typeof channels)[number][0];

/** The stream of `method` on `client`, whichever of the two channels it is. */
const open = (client: ReturnType<typeof createLedgerClient>, method: Method, request: object, options?: object) =>
  client[method](request as { parties: string[] }, options) as AsyncIterableIterator<{ completionResponse: object }>;

describe.each(channels)('%s: delivery and resumption', (method, path) => {
  const stream = (client: ReturnType<typeof createLedgerClient>, request: object, options?: object) => open(client, method, request, options);

  it('streams every completion and checkpoint in offset order, the request as the first frame', async () => {
    const { participant: p, client } = await start({ completions: completions(12) });
    const items = await first(stream(client, { parties: [alice], beginExclusive: 0 }), 12);
    expect(items.map(completionOffsetOf)).toEqual(range(1, 12));
    expect(items[0]).toEqual(JSON.parse(completion(1)));
    expect(items[4]).toEqual(JSON.parse(completionCheckpoint(5)));
    expect(p.connections).toHaveLength(1);
    expect(p.connections[0]!.path).toBe(path);
    expect(p.connections[0]!.protocols).toEqual([`jwt.token.${token}`, 'daml.ws.auth']);
    expect(p.connections[0]!.request).toEqual({ parties: [alice], beginExclusive: 0 });
    await p.closed(0);
    expect(p.connections[0]!.closedByClient).toBe(true);
  }, 30_000);

  it('tails: completions that come later are delivered as they come', async () => {
    const { participant: p, client } = await start({ completions: completions(3) });
    const seen: unknown[] = [];
    for await (const item of stream(client, { parties: [alice], beginExclusive: 0 })) {
      seen.push(completionOffsetOf(item));
      if (seen.length === 3) p.append(4, completion(4), 'completions');
      if (seen.length === 4) p.append(5, completionCheckpoint(5), 'completions');
      if (seen.length === 5) break;
    }
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(p.connections).toHaveLength(1);
  }, 30_000);

  it('resumes a dropped connection after the last offset delivered, a checkpoint too: no gap, no duplicate', async () => {
    const { participant: p, client } = await start({ completions: completions(20), dropAfter: (n) => [3, 2, 6][n] });
    const items = await first(stream(client, { parties: [alice], beginExclusive: 0 }), 20);
    expect(items.map(completionOffsetOf)).toEqual(range(1, 20));
    // Offset 5 is a checkpoint: the second drop resumes after it.
    expect(p.connections.map((c) => c.request)).toEqual([0, 3, 5, 11].map((beginExclusive) => ({ parties: [alice], beginExclusive })));
  }, 30_000);

  it('resumes a connection the participant closes normally: a completion stream has no end', async () => {
    const { participant: p, client } = await start({ completions: completions(8), closeAfter: (n) => (n === 0 ? 4 : undefined) });
    const items = await first(stream(client, { parties: [alice] }), 8);
    expect(items.map(completionOffsetOf)).toEqual(range(1, 8));
    // Without beginExclusive the participant starts at the ledger begin (0); the next connection after offset 4.
    expect(p.connections.map((c) => c.request.beginExclusive)).toEqual([0, 4]);
  }, 30_000);

  it('gives up with a NetworkError naming the offset once the retry policy is spent without progress', async () => {
    const { participant: p, client } = await start({ completions: completions(20), dropAfter: (n) => (n === 0 ? 4 : 0) });
    const { items, error } = await failure(stream(client, { parties: [alice], beginExclusive: 0 }));
    expect(items.map(completionOffsetOf)).toEqual(range(1, 4));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message.startsWith(`${method} (WebSocket ${path}) was closed (code 1006) after offset 4. Gave up after 3 attempts`)).toBe(true);
    expect(p.connections).toHaveLength(3);
  }, 30_000);
});

describe.each(channels)('%s: failures', (method, path, httpTwin) => {
  const label = `${method} (WebSocket ${path})`;
  const stream = (client: ReturnType<typeof createLedgerClient>, request: object, options?: object) => open(client, method, request, options);

  it('turns an error frame into StreamError with the JsCantonError, after the items before it', async () => {
    const { client } = await start({ completions: completions(10), inject: { after: 3, frames: [cantonError] } });
    const { items, error } = await failure(stream(client, { parties: [alice], beginExclusive: 0 }));
    expect(items.map(completionOffsetOf)).toEqual([1, 2, 3]);
    expect(error).toBeInstanceOf(StreamError);
    expect(error).toMatchObject({ code: 'PARTICIPANT_PRUNED_DATA_ACCESSED', body: JSON.parse(cantonError), operationId: method });
    expect((error as Error).message).toBe(
      `${label}: frame 3 is an error frame: PARTICIPANT_PRUNED_DATA_ACCESSED: Updates request from 5 precedes pruned offset 9.`,
    );
  }, 30_000);

  it.each([
    ['not JSON', '{"completionResponse":', ResponseParseError, undefined, 'is not JSON'],
    ['an update', tx(4), ResponseValidationError, '/completionResponse', 'is not a completion'],
    [
      'two keys',
      `{"completionResponse":{"Completion":{"value":{"offset":4}},"OffsetCheckpoint":{"value":{"offset":4}}}}`,
      ResponseValidationError,
      '/completionResponse',
      'is not a completion',
    ],
    [
      'no offset',
      '{"completionResponse":{"Completion":{"value":{"commandId":"c4"}}}}',
      ResponseValidationError,
      '/completionResponse/Completion/value/offset',
      'is not a completion',
    ],
  ])(
    'rejects a malformed frame (%s) with a typed error naming the frame',
    async (_name, frame, type, pointer, what) => {
      const { client } = await start({ completions: completions(10), inject: { after: 2, frames: [frame] } });
      const { items, error } = await failure(stream(client, { parties: [alice], beginExclusive: 0 }));
      expect(items).toHaveLength(2);
      expect(error).toBeInstanceOf(type);
      expect((error as Error).message.startsWith(`${label}: frame 2 ${what}`)).toBe(true);
      if (pointer !== undefined) expect((error as ResponseValidationError).pointer).toBe(pointer);
    },
    30_000,
  );

  it('rejects an offset that does not ascend', async () => {
    const { client } = await start({ completions: completions(10), inject: { after: 2, frames: [completion(1)] } });
    const { error } = await failure(stream(client, { parties: [alice], beginExclusive: 0 }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toMatch(/frame 2 has offset 1, outside \(2, ∞\]/);
  }, 30_000);

  it('a token the participant does not accept is a StreamRejectedError naming the HTTP twin', async () => {
    participant = await startParticipant({ completions: completions(3) });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token: 'wrong-token-456', logger: false });
    const { error } = await failure(stream(client, { parties: [alice], beginExclusive: 0 }));
    expect(error).toBeInstanceOf(StreamRejectedError);
    expect((error as Error).message).toMatch(new RegExp(`the same request over HTTP \\(${httpTwin}\\) reports it with its status\\.$`));
    expect(participant.connections).toHaveLength(1);
  }, 30_000);

  it('a participant without the channel (404) is a StreamRejectedError naming the HTTP twin', async () => {
    const { client } = await start({ completions: completions(3), missing: [path] });
    const { error } = await failure(stream(client, { parties: [alice], beginExclusive: 0 }));
    expect(error).toBeInstanceOf(StreamRejectedError);
    expect((error as Error).message).toContain(`The same request over HTTP (${httpTwin}) reports the status.`);
  }, 30_000);

  it('on a runtime without a global WebSocket, names the list operation that reads the same', async () => {
    const { participant: p, client } = await start({ completions: completions(3) });
    vi.stubGlobal('WebSocket', undefined);
    try {
      const { error } = await failure(stream(client, { parties: [alice], beginExclusive: 0 }));
      expect(error).toBeInstanceOf(RequestError);
      expect((error as Error).message).toMatch(new RegExp(`Without one, .*${httpTwin}`));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(p.connections).toHaveLength(0);
  }, 30_000);

  it('refuses a beginExclusive that is no offset before connecting', async () => {
    const { participant: p, client } = await start({ completions: completions(3) });
    const { error } = await failure(stream(client, { parties: [alice], beginExclusive: -1 }));
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toMatch(/beginExclusive must be an integer ≥ 0/);
    expect(p.connections).toHaveLength(0);
  }, 30_000);
});

describe.each(channels)('%s: int64 and validation, as HTTP calls', (method, path) => {
  const label = `${method} (WebSocket ${path})`;
  const stream = (client: ReturnType<typeof createLedgerClient>, request: object, options?: object) => open(client, method, request, options);

  it('bigint mode: offsets beyond 2^53 as exact bigints, resumed after the exact offset', async () => {
    const base = 2n ** 53n;
    const offsets = [2n, 4n, 6n].map((d) => base + d);
    participant = await startParticipant({
      completions: new Map(offsets.map((o, i) => [Number(o), i === 1 ? completionCheckpoint(String(o)) : completion(String(o))])),
      dropAfter: (n) => (n === 0 ? 2 : undefined),
    });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token, int64: 'bigint', retry: fast, logger: false });
    const items = await first(client[method]({ parties: [alice], beginExclusive: base }), 3);
    expect(items.map(completionOffsetOf)).toEqual(offsets);
    // The request frames as written: the exact offsets, which a JSON number would round.
    expect(participant.connections.map((c) => c.text)).toEqual([base, offsets[1]].map((o) => `{"parties":["${alice}"],"beginExclusive":${o}}`));
  }, 30_000);

  it('number mode rejects an offset beyond 2^53 with Int64PrecisionError naming its pointer', async () => {
    const big = '9007199254740993';
    const { client } = await start({ completions: completions(3), inject: { after: 1, frames: [completion(big)] } });
    const { items, error } = await failure(stream(client, { parties: [alice], beginExclusive: 0 }));
    expect(items).toHaveLength(1);
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect(error).toMatchObject({ pointer: '/completionResponse/Completion/value/offset', literal: big });
  }, 30_000);

  it('validate: true checks every frame against the spec', async () => {
    // A userId is never empty (minLength 1).
    const invalid = completion(3).replace('"userId":"alice-app"', '"userId":""');
    participant = await startParticipant({ completions: new Map([...completions(2), [3, invalid]]) });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token, validate: true, logger: false });
    const { items, error } = await failure(stream(client, { parties: [alice], beginExclusive: 0 }));
    expect(items.map(completionOffsetOf)).toEqual([1, 2]);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).pointer).toBe('/completionResponse/Completion/value/userId');
    expect((error as Error).message.startsWith(`${label}: frame 2 does not match the spec at /completionResponse/Completion/value/userId`)).toBe(true);
  }, 30_000);
});

describe('what each channel asks for', () => {
  it('streamCommandsCompletions: the participant answers a request without parties with an error frame, a StreamError not retried', async () => {
    const { participant: p, client } = await start({ completions: completions(3) });
    const { items, error } = await failure(client.streamCommandsCompletions({ parties: [] }));
    expect(items).toEqual([]);
    expect(error).toBeInstanceOf(StreamError);
    expect((error as StreamError).body).toEqual(JSON.parse(missingParties));
    expect(p.connections).toHaveLength(1);
  }, 30_000);

  it("streamCommandsCommandCompletions: without parties, every party's completions; with them, theirs", async () => {
    const mixed = new Map([
      [1, completion(1, alice)],
      [2, completion(2, bob)],
      [3, completionCheckpoint(3)],
      [4, completion(4, bob)],
    ]);
    const { client } = await start({ completions: mixed });
    expect((await first(client.streamCommandsCommandCompletions({ beginExclusive: 0 }), 4)).map(completionOffsetOf)).toEqual([1, 2, 3, 4]);
    expect((await first(client.streamCommandsCommandCompletions({ parties: [bob], beginExclusive: 0 }), 3)).map(completionOffsetOf)).toEqual([2, 3, 4]);
  }, 30_000);
});
