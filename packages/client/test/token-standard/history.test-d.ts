// readTokenHistory takes the ledger client as createLedgerClient makes it, in either int64 mode, and its
// records are a union narrowed by `kind`.
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { type Numeric10, readTokenHistory, type TokenHistoryRecord } from '@canton-openapi/client/token-standard';
import { expectTypeOf, test } from 'vitest';

test('both int64 modes of the ledger client are accepted', () => {
  const numbers = createLedgerClient({ baseUrl: 'http://p.test' });
  const bigints = createLedgerClient({ baseUrl: 'http://p.test', int64: 'bigint' });
  readTokenHistory(numbers, { party: 'a', beginExclusive: 0, endInclusive: 10 });
  readTokenHistory(bigints, { party: 'a', beginExclusive: 0n, endInclusive: 10n });
  // @ts-expect-error the party is required
  readTokenHistory(numbers, { beginExclusive: 0, endInclusive: 10 });
});

test('a record narrows by kind', () => {
  const record = {} as TokenHistoryRecord;
  if (record.kind === 'transferIn') {
    expectTypeOf(record.sender).toEqualTypeOf<string>();
    expectTypeOf(record.amount).toEqualTypeOf<Numeric10>();
  }
  if (record.kind === 'transferOut') expectTypeOf(record.receivers).toEqualTypeOf<{ party: string; amount: Numeric10 }[]>();
  // @ts-expect-error only transfers in have a sender
  if (record.kind === 'mint') void record.sender;
});
