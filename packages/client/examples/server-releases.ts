// The release check: a call the participant's release does not serve rejects before anything is sent.
// #region server-releases
import { UnsupportedByServerError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';

/** The first updates of the ledger through the deprecated flats list, or `undefined` where the participant's release no longer serves it. */
export async function flatsIfServed(participantUrl: string, token: string) {
  const ledger = createLedgerClient({ baseUrl: participantUrl, token });
  try {
    return await ledger.postV2UpdatesFlats({ beginExclusive: 0 });
  } catch (error) {
    // Against 3.6.1: availability 'disabled', replacedBy 'postV2Updates', enabledBy the operator setting.
    if (error instanceof UnsupportedByServerError) return undefined;
    throw error;
  }
}
// #endregion
