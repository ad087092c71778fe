// Targeting release lines: the client's type has only what every targeted line serves.
// #region targets
import { createLedgerClient } from '@canton-openapi/client/ledger';

/** The updates in (from, to] of a participant that runs Canton 3.5 or 3.6, through what both lines serve. */
export async function updatesBetween(participantUrl: string, token: string, from: number, to: number) {
  const ledger = createLedgerClient({ baseUrl: participantUrl, token, targets: ['3.5', '3.6'] });
  // @ts-expect-error 3.6.1 disables postV2UpdatesFlats by default: not a method of this client
  void ledger.postV2UpdatesFlats;
  return ledger.postV2Updates({
    beginExclusive: from,
    endInclusive: to,
    // `filter` and `verbose` would not compile here either; `updateFormat` is served by both lines.
    updateFormat: { includeTransactions: { eventFormat: { filtersForAnyParty: {} }, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' } },
  });
}
// #endregion
