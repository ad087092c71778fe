// What a BFT read that reached no agreement comes to: for activity totals that f + 1 Scans answered
// without having them, `Undetermined`; otherwise a BftConsensusError listing what each Scan did, each
// answer shown from where it differs from the most common one.
import { differenceExcerpt } from '@canton-openapi/types/scan';
import type { OperationDef } from '../../core/context.ts';
import type { WithResponse } from '../../core/types/call-options.ts';
import type { BftConsensusError, BftConsensusErrorOptions, ScanAnswer } from './error.ts';
import { faultsTolerated, type NotAgreed } from './quorum.ts';
import type { ScanListState } from './scan-list.ts';
import type { Verdict } from './votes.ts';

/** The error class, handed in so that only the client imports it: a bundle that never makes a BFT client keeps none of it. */
export type ConsensusErrorClass = new (message: string, options: BftConsensusErrorOptions) => BftConsensusError;

/** The read that did not agree, as the failure needs it. */
export interface Disagreement {
  operationId: string;
  op: OperationDef;
  path: readonly unknown[] | undefined;
  list: ScanListState;
  result: NotAgreed;
}

/** The verdict of a read without agreement (`Undetermined` activity totals), or the BftConsensusError it throws. */
export function withoutAgreement(disagreement: Disagreement, ConsensusError: ConsensusErrorClass): Verdict {
  const { operationId, op, list, result } = disagreement;
  const total = list.scans.length + list.refused.length;
  let reason = result.reason;
  if (operationId === 'getRewardAccountingActivityTotals' && result.answers.every((a) => a.group === undefined)) {
    const totals = undeterminedTotals(disagreement, total);
    if ('full' in totals) return totals;
    reason = totals.reason ?? reason;
  }
  const answers: ScanAnswer[] = [
    ...shownAnswers(result.answers),
    ...list.refused.map((r): ScanAnswer => ({ sv: r.svName, url: r.publicUrl, outcome: 'refused', error: r.reason })),
  ];
  throw new ConsensusError(`${operationId} (${op.method.toUpperCase()} ${op.path}): ${reason}.\n${describeAnswers(answers)}`, {
    operationId,
    method: op.method.toUpperCase(),
    needed: faultsTolerated(total) + 1,
    total,
    answers,
  });
}

/**
 * `Undetermined` only when f + 1 Scans answered and none had an `Ok` total: at least one honest Scan
 * then says the totals are not there. Scans that failed say nothing, so an outage (every Scan down or
 * failing) is a BftConsensusError, never "not computed yet"; the reason says how few answered.
 * (Splice's own connection answers `Undetermined` for an outage as well.)
 */
function undeterminedTotals({ result, path }: Disagreement, total: number): { full: WithResponse<unknown> } | { reason: string | undefined } {
  const needed = faultsTolerated(total) + 1;
  if (result.answeredWithoutVote >= needed) {
    const data = { status: 'Undetermined' };
    const response = new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
    return { full: { data, response, request: { method: 'GET', url: `(${result.answeredWithoutVote} Scans had no totals of round ${String(path?.[0])})` } } };
  }
  if (!result.answers.some((a) => a.outcome !== 'not-asked')) return { reason: undefined };
  return {
    reason: `only ${result.answeredWithoutVote} of ${total} Scans answered (none with an Ok total), fewer than the ${needed} needed to tell that the totals are not there yet`,
  };
}

/** Each answer cut to an excerpt: the most common one from its start, every other from where it differs from it. */
function shownAnswers(answers: readonly ScanAnswer[]): ScanAnswer[] {
  const counts = new Map<number, number>();
  for (const a of answers) if (a.group !== undefined) counts.set(a.group, (counts.get(a.group) ?? 0) + 1);
  const top = [...counts].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]?.[0];
  const leading = answers.find((a) => a.group === top)?.answer;
  return answers.map((a) => (a.answer === undefined ? a : { ...a, answer: differenceExcerpt(a.answer, a.group === top ? undefined : leading) }));
}

/** One line per Scan, as the error message lists them. */
function describeAnswers(answers: readonly ScanAnswer[]): string {
  return answers
    .map((a) => {
      const what =
        a.outcome === 'agreed' || a.outcome === 'answered'
          ? `answer #${a.group} ${a.answer ?? ''}`
          : a.outcome === 'failed' || a.outcome === 'refused'
            ? `${a.outcome}: ${a.error ?? ''}`
            : a.outcome;
      return `  ${a.sv} (${a.url}): ${what}`;
    })
    .join('\n');
}
