// readActiveContracts against a participant that enforces a list limit of 5 (the bounded list answers 413
// beyond it, as Endpoints.handleListLimit does): the reader returns every contract, page by page from a
// 3.5.10 participant and over the WebSocket stream from a 3.5.9 one (which has no POST page endpoint), and
// both give the same entries.
import { HttpError, NetworkError, RequestError } from '@canton-openapi/client';
import { createLedgerClient, isLedgerHttpError, type ActiveContractEntry } from '@canton-openapi/client/ledger';
import { afterEach, describe, expect, it } from 'vitest';
import { type AcsParticipant, type AcsParticipantOptions, startAcsParticipant } from './support/acs-participant.ts';
import { memoryLogger } from './support/fake-fetch.ts';

const token = 'secret-token-123';
const eventFormat = { filtersByParty: { ['Alice::1220' + 'ab'.repeat(32)]: {} }, verbose: false };
const fast = { retries: 2, baseDelayMs: 1, maxDelayMs: 5 };
let participant: AcsParticipant | undefined;

afterEach(async () => {
  await participant?.close();
  participant = undefined;
});

async function start(options: AcsParticipantOptions, serverVersion?: false) {
  participant = await startAcsParticipant(options);
  const log = memoryLogger();
  const client = createLedgerClient({
    baseUrl: participant.baseUrl,
    token,
    retry: fast,
    logger: log.logger,
    ...(serverVersion === false ? { serverVersion } : {}),
  });
  return { participant, client };
}

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterator) items.push(item);
  return items;
}

const paths = (p: AcsParticipant) => p.requests.map((r) => `${r.method} ${r.path}`);
const contractIds = (entries: ActiveContractEntry[]) =>
  entries.map((e) => ('JsActiveContract' in e.contractEntry ? e.contractEntry.JsActiveContract?.createdEvent.contractId : undefined));

describe('readActiveContracts', () => {
  it('the stand-in enforces the list limit: the bounded list of 12 contracts is answered 413 with retryInfo', async () => {
    const { client } = await start({ release: '3.5.10', listLimit: 5, contracts: 12 });
    const error = await client.postV2StateActiveContracts({ activeAtOffset: 12, eventFormat }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    if (!isLedgerHttpError(error, 'postV2StateActiveContracts') || error.status !== 413) throw new Error('expected a 413');
    expect(error.body).toMatchObject({ code: 'JSON_API_MAXIMUM_LIST_ELEMENTS_NUMBER_REACHED', retryInfo: '1 second', errorCategory: 2 });
    // A limit at the node limit is answered in full; it cuts the list short without saying so.
    expect(await client.postV2StateActiveContracts({ activeAtOffset: 12, eventFormat }, { query: { limit: 5 } })).toHaveLength(5);
  });

  it('reads more contracts than the list limit page by page from a 3.5.10 participant', async () => {
    const { client, participant } = await start({ release: '3.5.10', listLimit: 5, contracts: 12 });
    const entries = await collect(client.readActiveContracts({ eventFormat }, { pageSize: 4 }));
    expect(entries).toHaveLength(12);
    expect(new Set(contractIds(entries)).size).toBe(12);
    expect(entries.every((e) => e.activeAtOffset === 12)).toBe(true);
    expect(entries[0]).toEqual({ activeAtOffset: 12, workflowId: '', contractEntry: expect.objectContaining({ JsActiveContract: expect.any(Object) }) });
    expect(paths(participant).filter((p) => p.includes('active-contracts'))).toEqual(Array(3).fill('POST /v2/state/active-contracts-page'));
    expect(participant.streams).toEqual([]);
  });

  it('reads them over the WebSocket stream from a 3.5.9 participant, with the same entries as the pages', async () => {
    const paged = await start({ release: '3.5.10', listLimit: 5, contracts: 12 });
    const fromPages = await collect(paged.client.readActiveContracts({ eventFormat }, { pageSize: 4 }));
    await paged.participant.close();
    const { client, participant } = await start({ release: '3.5.9', listLimit: 5, contracts: 12 });
    const fromStream = await collect(client.readActiveContracts({ eventFormat }, { pageSize: 4 }));
    expect(fromStream).toEqual(fromPages);
    // The release does not serve the pages: no page request was sent; the offset came from the ledger end.
    expect(paths(participant)).toEqual(['GET /v2/version', 'GET /v2/state/ledger-end']);
    expect(participant.streams).toEqual([{ activeAtOffset: 12, eventFormat }]);
  });

  it('falls back to the stream when the release is unknown and the participant answers the page POST 405', async () => {
    const { client, participant } = await start({ release: '3.5.9', listLimit: 5, contracts: 9 }, false);
    const entries = await collect(client.readActiveContracts({ eventFormat, activeAtOffset: 7 }));
    expect(entries).toHaveLength(7);
    expect(entries.every((e) => e.activeAtOffset === 7)).toBe(true);
    expect(paths(participant)).toEqual(['POST /v2/state/active-contracts-page']);
    // Remembered per client: the next read goes straight to the stream.
    await collect(client.readActiveContracts({ eventFormat, activeAtOffset: 3 }));
    expect(paths(participant)).toEqual(['POST /v2/state/active-contracts-page']);
    expect(participant.streams.map((s) => s.activeAtOffset)).toEqual([7, 3]);
  });

  it('resumes a dropped stream after the last entry it delivered (its continuation token): no gap, no duplicate', async () => {
    const { client, participant } = await start({ release: '3.5.9', listLimit: 5, contracts: 12, dropAfter: (n) => (n < 2 ? 5 : undefined) });
    const entries = await collect(client.readActiveContracts({ eventFormat, activeAtOffset: 12 }));
    expect(new Set(contractIds(entries)).size).toBe(12);
    expect(entries).toHaveLength(12);
    expect(participant.streams).toHaveLength(3);
    expect(participant.streams[1]?.streamContinuationToken).toEqual(expect.any(String));
  });

  it('a stream that keeps dropping before any entry fails with a NetworkError once the retries are spent', async () => {
    const { client } = await start({ release: '3.5.9', listLimit: 5, contracts: 4, dropAfter: () => 0 });
    await expect(collect(client.readActiveContracts({ eventFormat, activeAtOffset: 4 }))).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects a request it cannot read before sending anything', async () => {
    const { client, participant } = await start({ release: '3.5.10', listLimit: 5, contracts: 3 });
    await expect(collect(client.readActiveContracts({} as never))).rejects.toBeInstanceOf(RequestError);
    await expect(collect(client.readActiveContracts({ eventFormat, filter: {} } as never))).rejects.toThrow(/eventFormat and activeAtOffset only/);
    await expect(collect(client.readActiveContracts({ eventFormat }, { pageSize: 0 }))).rejects.toThrow(/pageSize/);
    expect(participant.requests).toEqual([]);
  });

  it('a dropped stream whose last entry has no continuation token fails with a NetworkError saying so, rather than repeat entries', async () => {
    const { client, participant } = await start({ release: '3.5.9', listLimit: 5, contracts: 8, dropAfter: () => 3, withoutTokens: true });
    const entries: unknown[] = [];
    const error = await (async () => {
      for await (const entry of client.streamStateActiveContracts({ activeAtOffset: 8, eventFormat })) entries.push(entry);
    })().catch((e: unknown) => e);
    expect(entries).toHaveLength(3);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(
      'streamStateActiveContracts (WebSocket /v2/state/active-contracts) was closed (code 1006) after 3 entries, the last without a continuation token to resume after.',
    );
    expect(participant.streams).toHaveLength(1);
  });

  it('streamStateActiveContracts streams the snapshot and ends at the participant close', async () => {
    const { client, participant } = await start({ release: '3.5.10', listLimit: 5, contracts: 8 });
    const entries = await collect(client.streamStateActiveContracts({ activeAtOffset: 8, eventFormat }));
    expect(entries).toHaveLength(8);
    expect(entries.every((e) => typeof e.streamContinuationToken === 'string' && e.streamContinuationToken !== '')).toBe(true);
    expect(participant.streams).toHaveLength(1);
  });
});
