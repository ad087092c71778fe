// What a BFT read that reached no agreement comes to: under `abstain-unless`, when f + 1 Scans answered
// that they cannot tell, the rule's `abstain.otherwise` (activity totals: `Undetermined`); under
// `found-or-absent`, when f + 1 Scans answered 404, that 404; otherwise a BftConsensusError listing what
// each Scan did, each answer shown from where it differs from the most common one.
import { differenceExcerpt } from '@canton-openapi/types/scan';
import type { OperationDef } from '../../core/context.ts';
import type { WithResponse } from '../../core/types/call-options.ts';
import type { BftRuleEntry } from '../../core/types/operation-table.ts';
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
  result: NotAgreed<Verdict>;
  rule: BftRuleEntry | undefined;
  /** Rounds asked (more than one for a `moving` read). */
  rounds: number;
}

/** The verdict of a read without agreement (its rule's answer for f + 1 abstentions or absences), or the BftConsensusError it throws. */
export function withoutAgreement(disagreement: Disagreement, ConsensusError: ConsensusErrorClass): Verdict {
  const { operationId, op, list, result, rule, rounds } = disagreement;
  const total = list.scans.length + list.refused.length;
  const needed = faultsTolerated(total) + 1;
  let reason = result.reason;
  // f + 1 Scans said it is absent: at least one honest Scan has not got it, and no 200 reached f + 1.
  if (rule?.agree === 'found-or-absent' && result.absent !== undefined && result.absent.count >= needed) return result.absent.value;
  if (result.answers.every((a) => a.group === undefined)) {
    if (rule?.abstain !== undefined && 'otherwise' in rule.abstain) {
      const otherwise = answerOtherwise(disagreement, rule.abstain.otherwise, needed, total);
      if ('full' in otherwise) return otherwise;
      reason = otherwise.reason ?? reason;
    }
  }
  const answers: ScanAnswer[] = [
    ...shownAnswers(result.answers),
    ...list.refused.map((r): ScanAnswer => ({ sv: r.svName, url: r.publicUrl, outcome: 'refused', error: r.reason })),
  ];
  const after = rounds > 1 ? ` after ${rounds} rounds` : '';
  throw new ConsensusError(`${operationId} (${op.method.toUpperCase()} ${op.path}): ${reason}${after}.\n${describeAnswers(answers)}`, {
    operationId,
    method: op.method.toUpperCase(),
    needed,
    total,
    answers,
    rule: rule?.agree ?? 'exact',
    rounds,
  });
}

/**
 * The rule's `abstain.otherwise` only when f + 1 Scans answered and none voted: at least one honest Scan
 * then says it cannot tell. Scans that failed say nothing, so an outage (every Scan down or failing) is a
 * BftConsensusError, never "not there yet"; the reason says how few answered. (Splice's own connection
 * answers `Undetermined` for an outage as well.)
 */
function answerOtherwise(
  { result, op, path }: Disagreement,
  data: unknown,
  needed: number,
  total: number,
): { full: WithResponse<unknown> } | { reason: string | undefined } {
  if (result.answeredWithoutVote >= needed) {
    const response = new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
    const url = `(${result.answeredWithoutVote} Scans could not tell: ${op.method.toUpperCase()} ${op.path} ${JSON.stringify(path ?? [])})`;
    return { full: { data, response, request: { method: op.method.toUpperCase(), url } } };
  }
  if (!result.answers.some((a) => a.outcome !== 'not-asked')) return { reason: undefined };
  return {
    reason: `only ${result.answeredWithoutVote} of ${total} Scans answered (none with an answer that counts), fewer than the ${needed} needed to tell that it is not there yet`,
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
