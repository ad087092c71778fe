// What a Scan's answer counts as in a BFT read. A 200 body that passed the spec's validators is a
// vote for its canonical JSON. An error status the spec documents as the caller's (400, 404) with a
// body of the documented type is a vote too, for status + body: Splice forwards a failure f + 1
// Scans agree on (BftScanConnection.keyToGroupResponses, test "forward the failure if the agreement
// is a failure"), so a contract f + 1 Scans do not know is a 404, not a disagreement. Everything
// else is no vote: unreachable, timed out, redirected, 5xx, 429, a body the spec rejects.
import { canonicalJson } from '@canton-openapi/types/scan';
import type { ErrorClasses, HttpError } from '../../core/errors.ts';
import type { WithResponse } from '../../core/types/call-options.ts';
import type { Vote } from './quorum.ts';

/** What an agreed vote resolves (the body with the response of one agreeing Scan) or rejects the read with. */
export type Verdict = { full: WithResponse<unknown> } | { error: HttpError };

/** The vote of one Scan's outcome of `operationId`; `shown` is the whole canonical text. */
export async function voteOf(errors: ErrorClasses, operationId: string, pending: Promise<WithResponse<unknown>>): Promise<Vote<Verdict>> {
  try {
    const full = await pending;
    const data = full.data;
    // Splice counts only an `Ok` activity total (getRewardAccountingActivityTotals, IgnoreResponse):
    // `Undetermined` and `CannotProvide` say this Scan does not know (yet).
    if (operationId === 'getRewardAccountingActivityTotals' && (data as { status?: unknown } | null)?.status !== 'Ok') {
      return { noVote: `status ${String((data as { status?: unknown } | null)?.status)}: this Scan cannot tell yet`, failing: false, answered: true };
    }
    const text = canonicalJson(data);
    return { key: `200 ${text}`, value: { full }, shown: text };
  } catch (error) {
    // Refused before sending (a value no Scan can take): the caller's error, not a Scan's. Unless this
    // Scan's release does not serve the call: SVs upgrade at different times, so that is this Scan's no vote.
    if (error instanceof errors.RequestError && !(error instanceof errors.UnsupportedByServerError)) return { refused: error };
    if (error instanceof errors.HttpError && (error.status === 400 || error.status === 404) && error.mediaType !== undefined) {
      const text = `HTTP ${error.status} ${canonicalJson(error.body)}`;
      return { key: text, value: { error }, shown: text };
    }
    const failing = error instanceof errors.NetworkError || error instanceof errors.TimeoutError;
    return { noVote: error instanceof errors.CantonApiError ? `${error.name}: ${error.message}` : String(error), failing };
  }
}
