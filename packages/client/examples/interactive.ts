// README: interactive submission for an external party, the key held by the wallet.
// #region interactive
import {
  createLedgerClient,
  ExecuteAlreadySubmittedError,
  ExecuteOutcomeUnknownError,
  ExecuteRejectedError,
  type PrepareSubmissionRequest,
} from '@canton-openapi/client/ledger';
import { verifyPreparedTransactionHash } from '@canton-openapi/client/ledger/signing';

type Signature = { format: 'SIGNATURE_FORMAT_CONCAT'; signature: string; signedBy: string; signingAlgorithmSpec: 'SIGNING_ALGORITHM_SPEC_ED25519' };

/** Prepares `commands` for `party`, has `sign` sign the hash, and executes once; says what became of it. */
export async function submitForExternalParty(
  participantUrl: string,
  token: () => Promise<string>,
  party: string,
  commands: PrepareSubmissionRequest['commands'],
  sign: (hashBase64: string) => Promise<Signature>,
) {
  const ledger = createLedgerClient({ baseUrl: participantUrl, token });
  const prepared = await ledger.prepareSubmission({
    commandId: crypto.randomUUID(),
    commands,
    actAs: [party],
    synchronizerId: '',
    packageIdSelectionPreference: [],
  });
  // Sign only a hash recomputed from the transaction itself (describePreparedTransaction shows what it commits to).
  await verifyPreparedTransactionHash(prepared);
  const signature = await sign(prepared.preparedTransactionHash);
  try {
    const { updateId } = await ledger.executeSubmission(prepared, { partySignatures: { signatures: [{ party, signatures: [signature] }] } });
    return { committed: updateId };
  } catch (error) {
    // Maybe submitted: look for the completion of this submissionId before executing again.
    if (error instanceof ExecuteOutcomeUnknownError) return { unknown: error.submissionId };
    // An earlier execution of this command committed (409 DUPLICATE_COMMAND): book that one.
    if (error instanceof ExecuteAlreadySubmittedError) return { committedBefore: error.existingSubmissionId, offset: error.completionOffset };
    // Refused: nothing was submitted. `code` and `cantonCause` are the participant's Canton error.
    if (error instanceof ExecuteRejectedError) return { rejected: error.code, why: error.cantonCause };
    throw error;
  }
}
// #endregion
