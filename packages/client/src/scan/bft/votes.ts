// What a Scan's answer counts as in a BFT read, under the operation's agreement rule (`x-bft`). A 200 body
// that passed the spec's validators is a vote for its canonical JSON, without the pointers the rule
// ignores; under `abstain-unless` a 200 whose value at `abstain.at` is not `abstain.unless` is no vote (the
// Scan answered that it does not know yet). An error status the spec documents as the caller's (400, 404)
// with a body of the documented type is a vote too, for status + body: Splice forwards a failure f + 1 Scans
// agree on (BftScanConnection.keyToGroupResponses, test "forward the failure if the agreement is a
// failure"), so a contract f + 1 Scans do not know is a 404, not a disagreement; under `found-or-absent` a
// 404 is no vote (a Scan that has not ingested it yet). Splice's answer to a path no route matches (its
// release does not serve it) is no vote, whatever the rule. Everything else is no vote: unreachable, timed
// out, redirected, 5xx, 429, a body the spec rejects.
import { canonicalJson } from '@canton-openapi/types/scan';
import type { ErrorClasses, HttpError } from '../../core/errors.ts';
import type { WithResponse } from '../../core/types/call-options.ts';
import type { BftRuleEntry } from '../../core/types/operation-table.ts';
import type { Vote } from './quorum.ts';
import { abstention, compared } from './rule-values.ts';

/** What an agreed vote resolves (the body with the response of one agreeing Scan) or rejects the read with. */
export type Verdict = { full: WithResponse<unknown> } | { error: HttpError };

/** How Splice (≥ 0.6.0) answers a path no route matches: `{"error": "The requested resource could not be found: <request URI>"}` (HttpAdminService). */
const noRoute = /^The requested resource could not be found: /;

/** Whether a 404 is Splice's answer to a path its release does not serve: its JSON body (as the spec reads it, else its text) says so. */
export function isNoRoute(error: HttpError): boolean {
  let body = error.body;
  if (body === undefined) {
    try {
      body = JSON.parse(error.text);
    } catch {
      return false;
    }
  }
  const message = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof message === 'string' && noRoute.test(message);
}

/**
 * The vote of one Scan's outcome under `rule` (undefined: `exact`); `shown` is the whole canonical text.
 * `items` names the field of a page's items, whose keys a `prefix` read compares one by one.
 */
export async function voteOf(
  errors: ErrorClasses,
  rule: BftRuleEntry | undefined,
  pending: Promise<WithResponse<unknown>>,
  items?: string,
): Promise<Vote<Verdict>> {
  try {
    const full = await pending;
    const abstains = abstention(rule, full.data);
    if (abstains !== undefined) return { noVote: abstains, failing: false, answered: true };
    if (rule?.agree === 'prefix' && items !== undefined) return pageVote(rule, full, items);
    const text = canonicalJson(compared(rule, full.data));
    return { key: `200 ${text}`, value: { full }, shown: text };
  } catch (error) {
    // Refused before sending (a value no Scan can take): the caller's error, not a Scan's. Unless this
    // Scan's release does not serve the call: SVs upgrade at different times, so that is this Scan's no vote.
    if (error instanceof errors.RequestError && !(error instanceof errors.UnsupportedByServerError)) return { refused: error };
    if (error instanceof errors.HttpError && error.status === 404 && isNoRoute(error))
      return { noVote: "HTTP 404: this Scan's release does not serve the route", failing: false };
    if (error instanceof errors.HttpError && (error.status === 400 || error.status === 404) && error.mediaType !== undefined) {
      if (error.status === 404 && rule?.agree === 'found-or-absent')
        return { noVote: 'HTTP 404: not found on this Scan (yet)', failing: false, answered: true, absent: { error } };
      const text = `HTTP ${error.status} ${canonicalJson(error.body)}`;
      return { key: text, value: { error }, shown: text };
    }
    const failing = error instanceof errors.NetworkError || error instanceof errors.TimeoutError;
    return { noVote: error instanceof errors.CantonApiError ? `${error.name}: ${error.message}` : String(error), failing };
  }
}

/** A page's vote: its whole canonical text, and the key of each item (what `prefix` compares). */
function pageVote(rule: BftRuleEntry, full: WithResponse<unknown>, items: string): Vote<Verdict> {
  const list = (full.data as Record<string, unknown> | null)?.[items];
  const keys = Array.isArray(list) ? list.map((item) => canonicalJson(compared(rule, item))) : [];
  const text = canonicalJson(full.data);
  return { key: `200 ${text}`, value: { full }, shown: text, items: keys };
}
