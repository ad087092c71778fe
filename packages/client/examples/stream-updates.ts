// README: following the ledger over the WebSocket stream, and where to resume after a restart.
// #region stream-updates
import { AbortError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';

/**
 * Hands every transaction of `party` after offset `from` to `onTransaction` until `signal` aborts,
 * then returns the offset to start from next time.
 */
export async function followTransactions(
  participantUrl: string,
  token: () => Promise<string>,
  party: string,
  from: bigint,
  onTransaction: (updateId: string, offset: bigint) => Promise<void>,
  signal: AbortSignal,
): Promise<bigint> {
  const ledger = createLedgerClient({ baseUrl: participantUrl, token, int64: 'bigint' });
  const eventFormat = { filtersByParty: { [party]: {} } };
  const updateFormat = { includeTransactions: { eventFormat, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' as const } };
  let resumeAfter = from;
  try {
    // No endInclusive: the stream tails the ledger. Dropped connections resume by themselves.
    for await (const { update } of ledger.streamUpdates({ beginExclusive: from, updateFormat }, { signal })) {
      if ('Transaction' in update && update.Transaction) {
        await onTransaction(update.Transaction.value.updateId, update.Transaction.value.offset);
        resumeAfter = update.Transaction.value.offset;
      } else if ('OffsetCheckpoint' in update && update.OffsetCheckpoint) {
        resumeAfter = update.OffsetCheckpoint.value.offset; // checkpoints move the resume point on quiet ledgers
      }
    }
  } catch (error) {
    if (!(error instanceof AbortError)) throw error;
  }
  return resumeAfter;
}
// #endregion
