// README: reading a closed offset range of the ledger, with exact int64 offsets, narrowed by the union guards.
// #region read-updates
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { Event, Update } from '@canton-openapi/types/ledger';

/** Every created contract id of `party` in the offset range (from, to]. */
export async function createdContracts(participantUrl: string, token: () => Promise<string>, party: string, from: bigint, to: bigint) {
  const ledger = createLedgerClient({ baseUrl: participantUrl, token, int64: 'bigint', validate: true });
  const eventFormat = { filtersByParty: { [party]: {} } };
  const updateFormat = { includeTransactions: { eventFormat, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' as const } };
  const created: { offset: bigint; contractId: string }[] = [];
  for await (const { update } of ledger.readUpdates({ beginExclusive: from, endInclusive: to, updateFormat }, { pageSize: 100 })) {
    if (!Update.is.Transaction(update)) continue;
    for (const event of update.Transaction.value.events) {
      if (Event.is.CreatedEvent(event)) created.push({ offset: event.CreatedEvent.offset, contractId: event.CreatedEvent.contractId });
    }
  }
  return created;
}
// #endregion
