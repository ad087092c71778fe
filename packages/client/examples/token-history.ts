// README: an exchange's deposits from the Token Standard history, with exact amounts (run against Splice's
// test data in test/token-standard/history.test.ts).
// #region token-history
import type { LedgerClient } from '@canton-openapi/client/ledger';
import { readTokenHistory } from '@canton-openapi/client/token-standard';

/** The deposits to `party` after `lastOffset`, and the offset to read on from next time. */
export async function deposits(ledger: LedgerClient<'bigint'>, party: string, lastOffset: bigint) {
  const { offset: end } = await ledger.getV2StateLedgerEnd();
  const credits: { updateId: string; from: string; amount: string; instrument: string }[] = [];
  for await (const tx of readTokenHistory(ledger, { party, beginExclusive: lastOffset, endInclusive: end })) {
    for (const record of tx.records) {
      if (record.kind !== 'transferIn') continue;
      credits.push({ updateId: tx.updateId, from: record.sender, amount: record.amount.toWireString(), instrument: record.instrumentId?.id ?? '?' });
    }
  }
  return { credits, readOn: end };
}
// #endregion
