// How the contract model tells the channels apart: an update stream selects an offset range
// (`beginExclusive`), the active contracts stream a snapshot at one offset, which the server completes.
import { readFile } from 'node:fs/promises';
import { type JsonObject, listChannelEntries, listChannels } from '@canton-openapi/contract';
import { describe, expect, test } from 'vitest';

describe('ranged and snapshot channels', () => {
  const channel = (properties: JsonObject) => ({
    asyncapi: '2.6.0',
    channels: { '/v2/c': { publish: { message: { payload: { type: 'object', properties } } }, subscribe: { message: { payload: { type: 'object' } } } } },
  });

  test('a channel whose request has beginExclusive is ranged; one without it streams a snapshot', () => {
    expect(listChannelEntries(channel({ beginExclusive: { type: 'integer' } })).map((c) => c.ranged)).toEqual([true]);
    expect(listChannelEntries(channel({ activeAtOffset: { type: 'integer' } })).map((c) => c.ranged)).toEqual([false]);
  });

  test("the ledger's update channels are ranged and its active contracts channel is a snapshot", async () => {
    const ledger = listChannels().find((c) => c.name.startsWith('ledger'));
    const root = JSON.parse(await readFile(ledger!.bundle, 'utf8')) as JsonObject;
    expect(Object.fromEntries(listChannelEntries(root).map((c) => [c.channel, c.ranged]))).toMatchObject({
      '/v2/updates': true,
      '/v2/updates/flats': true,
      '/v2/state/active-contracts': false,
    });
  });
});
