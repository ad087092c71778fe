// The mock ends a token-paged listing the way its server does: Canton's page tokens are protobuf strings,
// empty on the last page, so the example with an empty token is the last page, and an empty token is none.
import { describe, expect, test } from 'vitest';
import { lastPageExample } from '../src/mock/paging.ts';
import { prepareApi } from '../src/run/prepare-api.ts';

describe('ledger listings paged by query token', () => {
  test('the party and user listings end at their example whose nextPageToken is empty', async () => {
    const { operations } = await prepareApi('ledger', new Map());
    const last = (id: string) => lastPageExample(operations.find((op) => op.id === id)!);
    expect(last('getV2Parties')).toBe('last-page');
    expect(last('getV2Users')).toBe('last-page');
  });
});
