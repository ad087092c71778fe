// README: a status with two media types — the ledger's 400 is text or a Canton error.
// #region ledger-400
import { isLedgerHttpError, type LedgerClient } from '@canton-openapi/client/ledger';

const topology = { includeTopologyEvents: { includeParticipantAuthorizationEvents: { parties: [] } } };

/** The topology updates in (from, to], or the participant's reason for refusing to list them. */
export async function updatesOrRefusal(ledger: LedgerClient, from: number, to: number) {
  try {
    return { updates: await ledger.postV2Updates({ beginExclusive: from, endInclusive: to, updateFormat: topology }) };
  } catch (error) {
    if (!isLedgerHttpError(error, 'postV2Updates') || error.status !== 400) throw error;
    // JSON when the participant rejected a value of the request, plain text when it could not read it.
    if (error.mediaType === 'application/json') return { refused: `${error.body.code}: ${error.body.cause}` };
    return { refused: error.body ?? error.text };
  }
}
// #endregion
