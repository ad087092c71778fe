// streamUpdates failures against a local WebSocket participant on 127.0.0.1 that reads the token as
// Canton 3.5 does: a wrong or missing token (an UNAUTHENTICATED frame after the upgrade), a refused upgrade,
// a runtime without WebSocket, error frames, malformed frames, int64 beyond 2^53 in both modes and
// validation of every frame.
import { Int64PrecisionError, RequestError, ResponseParseError, ResponseValidationError } from '@canton-openapi/client';
import { createLedgerClient, StreamError, StreamRejectedError } from '@canton-openapi/client/ledger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cantonError,
  checkpoint,
  collect,
  failure,
  ledger,
  offsetOf,
  type Participant,
  redactedError,
  type ParticipantOptions,
  startParticipant,
  tx,
} from './support/ws-participant.ts';

const token = 'secret-token-123';
let participant: Participant | undefined;

afterEach(async () => {
  await participant?.close();
  participant = undefined;
});

async function start(options: ParticipantOptions) {
  participant = await startParticipant(options);
  return { participant, client: createLedgerClient({ baseUrl: participant.baseUrl, token, retry: { baseDelayMs: 1 } }) };
}

describe('failures', () => {
  it('rejects a token the participant does not accept (UNAUTHENTICATED after the upgrade) with StreamRejectedError saying so, the token nowhere', async () => {
    participant = await startParticipant({ updates: ledger(5) });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token: 'wrong-token-456', retry: { baseDelayMs: 1 } });
    const { items, error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 5 }));
    expect(items).toEqual([]);
    expect(error).toBeInstanceOf(StreamRejectedError);
    expect(error).toMatchObject({ operationId: 'streamUpdates', method: 'GET', url: `${participant.baseUrl.replace('http', 'ws')}/v2/updates`, attempts: 1 });
    expect((error as Error).message).toBe(
      'streamUpdates (WebSocket /v2/updates): the participant did not accept the token: it answered the request with an UNAUTHENTICATED error frame ' +
        '(NA: A security-sensitive error has been received). The token is invalid, expired or not meant for this participant; ' +
        'the same request over HTTP (postV2Updates) reports it with its status.',
    );
    // The frame itself, as the participant sent it.
    expect((error as Error).cause).toBeInstanceOf(StreamError);
    expect(((error as Error).cause as StreamError).body).toEqual(JSON.parse(redactedError(16)));
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message, stack: (error as Error).stack })).not.toContain('wrong-token-456');
    // Upgraded, answered once, not retried.
    expect(participant.connections).toHaveLength(1);
    expect(participant.connections[0]!.authenticated).toBe(false);
  }, 30_000);

  it('without a token, the UNAUTHENTICATED frame is a StreamRejectedError saying the client has none', async () => {
    participant = await startParticipant({ updates: ledger(5) });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, retry: { baseDelayMs: 1 } });
    const { error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 5 }));
    expect(error).toBeInstanceOf(StreamRejectedError);
    expect((error as Error).message).toBe(
      'streamUpdates (WebSocket /v2/updates): the participant needs a token: it answered the request with an UNAUTHENTICATED error frame ' +
        '(NA: A security-sensitive error has been received), and the client has none. Set the `token` option.',
    );
    expect(participant.connections.map((c) => c.protocols)).toEqual([['daml.ws.auth']]);
  }, 30_000);

  it('an UNAUTHENTICATED frame after items (a stream already authenticated) stays a StreamError', async () => {
    const { client } = await start({ updates: ledger(10), inject: { after: 3, frames: [redactedError(16)] } });
    const { items, error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 10 }));
    expect(items.map(offsetOf)).toEqual([1, 2, 3]);
    expect(error).toBeInstanceOf(StreamError);
    expect(error).not.toBeInstanceOf(StreamRejectedError);
  }, 30_000);

  it('rejects a refused upgrade (a token of a user the participant does not know: 403) with StreamRejectedError, the token nowhere', async () => {
    participant = await startParticipant({ updates: ledger(5), unknownUsers: ['unknown-user-789'] });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token: 'unknown-user-789', retry: { baseDelayMs: 1 } });
    const { error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 5 }));
    expect(error).toBeInstanceOf(StreamRejectedError);
    expect((error as Error).message).toMatch(/refused the upgrade \(403 for a token of a user it does not know/);
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message, stack: (error as Error).stack })).not.toContain('unknown-user-789');
    expect(participant.refused).toEqual([{ path: '/v2/updates', status: 403 }]);
    expect(participant.connections).toHaveLength(0);
  }, 30_000);

  it('on a runtime without a global WebSocket, says so (not the URL or token) and connects nowhere', async () => {
    const { participant: p, client } = await start({ updates: ledger(5) });
    vi.stubGlobal('WebSocket', undefined);
    try {
      const { error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 5 }));
      expect(error).toBeInstanceOf(RequestError);
      expect((error as Error).message).toBe(
        'streamUpdates (WebSocket /v2/updates): this runtime has no global WebSocket, which streams need: Node 22+ and browsers have one ' +
          '(run Node 22 or later, without --no-experimental-websocket). Without one, read the range over HTTP: readUpdates or postV2Updates.',
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(p.connections).toHaveLength(0);
  }, 30_000);

  it('rejects a participant without the channel (404) with StreamRejectedError', async () => {
    const { client } = await start({ updates: ledger(5), missing: ['/v2/updates'] });
    expect((await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 5 }))).error).toBeInstanceOf(StreamRejectedError);
  }, 30_000);

  it('turns an error frame into StreamError with the JsCantonError, after the items before it', async () => {
    const { client } = await start({ updates: ledger(10), inject: { after: 3, frames: [cantonError] } });
    const { items, error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 10 }));
    expect(items.map(offsetOf)).toEqual([1, 2, 3]);
    expect(error).toBeInstanceOf(StreamError);
    expect(error).toMatchObject({ code: 'PARTICIPANT_PRUNED_DATA_ACCESSED', body: JSON.parse(cantonError), operationId: 'streamUpdates' });
    expect((error as Error).message).toBe(
      'streamUpdates (WebSocket /v2/updates): frame 3 is an error frame: PARTICIPANT_PRUNED_DATA_ACCESSED: Updates request from 5 precedes pruned offset 9.',
    );
  }, 30_000);

  it('redacts the token from an error frame that echoes it', async () => {
    const echo = JSON.stringify({ code: 'TOKEN_PROBLEM', cause: `bad token ${token}`, context: { token }, errorCategory: 2 });
    const { client } = await start({ updates: ledger(3), inject: { after: 0, frames: [echo] } });
    const { error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 3 }));
    expect(error).toBeInstanceOf(StreamError);
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(token);
    expect((error as StreamError).body).toMatchObject({ cause: 'bad token [REDACTED]' });
  }, 30_000);

  it.each([
    ['not JSON', '{"update":', ResponseParseError, undefined],
    ['no update', '{"other":1}', ResponseValidationError, '/update'],
    ['two keys under update', `{"update":{"Transaction":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1}}}}`, ResponseValidationError, '/update'],
    ['an offset that is not an integer', '{"update":{"Transaction":{"value":{"offset":"1"}}}}', ResponseValidationError, '/update/Transaction/value/offset'],
  ])(
    'rejects a malformed frame (%s) with a typed error naming where',
    async (_name, frame, type, pointer) => {
      const { client } = await start({ updates: ledger(10), inject: { after: 2, frames: [frame] } });
      const { items, error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 10 }));
      expect(items).toHaveLength(2);
      expect(error).toBeInstanceOf(type);
      expect((error as Error).message).toMatch(/^streamUpdates \(WebSocket \/v2\/updates\): frame 2 /);
      if (pointer !== undefined) expect((error as ResponseValidationError).pointer).toBe(pointer);
    },
    30_000,
  );

  it('rejects an offset that does not ascend', async () => {
    const { client } = await start({ updates: ledger(10), inject: { after: 2, frames: [tx(1)] } });
    const { error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 10 }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toMatch(/offset 1, outside \(2, 10\]/);
  }, 30_000);
});

describe('int64 and validation, as HTTP calls', () => {
  const big = `{"update":{"Transaction":{"value":{"offset":3,"updateId":"u3","events":[],"paidTrafficCost":9223372036854775807}}}}`;

  it('number mode rejects an int64 beyond 2^53 with Int64PrecisionError naming its pointer', async () => {
    const { client } = await start({
      updates: new Map([
        [1, tx(1)],
        [2, tx(2)],
        [3, big],
      ]),
    });
    const { items, error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 3 }));
    expect(items).toHaveLength(2);
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect(error).toMatchObject({ pointer: '/update/Transaction/value/paidTrafficCost', literal: '9223372036854775807' });
  }, 30_000);

  it('bigint mode returns int64 fields as exact bigints', async () => {
    participant = await startParticipant({
      updates: new Map([
        [1, tx(1)],
        [3, big],
      ]),
    });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token, int64: 'bigint' });
    const items = await collect(client.streamUpdates({ beginExclusive: 0n, endInclusive: 3n }));
    expect(items.map(offsetOf)).toEqual([1n, 3n]);
    expect((items[1]!.update as { Transaction: { value: { paidTrafficCost: bigint } } }).Transaction.value.paidTrafficCost).toBe(9223372036854775807n);
    expect(participant.connections[0]!.request).toEqual({ beginExclusive: 0, endInclusive: 3 });
  }, 30_000);

  it('validate: true checks every frame against the spec', async () => {
    participant = await startParticipant({
      updates: new Map([
        [1, checkpoint(1)],
        [2, checkpoint(2)],
        [3, tx(3)],
      ]),
    });
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token, validate: true });
    const { items, error } = await failure(client.streamUpdates({ beginExclusive: 0, endInclusive: 3 }));
    expect(items.map(offsetOf)).toEqual([1, 2]);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).pointer).toMatch(/^\/update/);
    expect((error as Error).message).toMatch(/^streamUpdates \(WebSocket \/v2\/updates\): frame 2 does not match the spec at \/update/);
  }, 30_000);
});
