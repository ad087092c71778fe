// README: a command submission whose outcome is unknown is not sent again; the error names the command.
// #region submissions
import { SubmissionOutcomeUnknownError } from '@canton-openapi/client/ledger';

/** Submits `commands` once on a ledger client; when the outcome is unknown, says which command to look for in the completions. */
export async function submitOnce<Body, Result>(ledger: { postV2CommandsSubmitAndWait(body: Body): Promise<Result> }, commands: Body) {
  try {
    return { done: await ledger.postV2CommandsSubmitAndWait(commands) };
  } catch (error) {
    // Maybe accepted: read the completions for this command id before submitting it again.
    if (error instanceof SubmissionOutcomeUnknownError) return { unknown: { commandId: error.commandId, submissionId: error.submissionId } };
    throw error;
  }
}
// #endregion
