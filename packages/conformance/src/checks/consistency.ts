// The `consistency` check of a --discover run: deterministic read-only answers (the Scan list, vote
// results for a fixed filter, the activity totals of a fixed round) read from every SV's Scan and
// compared. An answer f + 1 SVs give (f = ⌊(n − 1) / 3⌋ of the n listed) is the agreed one, and an
// SV answering otherwise disagrees. Only a 200 body valid against the spec is a vote, and of the
// activity totals only an `Ok` one (Splice's BftScanConnection ignores `Undetermined` and
// `CannotProvide` there).
import type { OperationSpec } from '@canton-openapi/contract';
import { canonicalJsonText, differenceExcerpt } from '@canton-openapi/types/scan';
import type { CheckResult, OperationReport } from '../report/model.ts';
import { send, TransportError } from '../wire/http.ts';
import { isSelected, notSelectedReason } from '../plan/only.ts';
import type { PreparedApi } from '../run/check-context.ts';
import type { Check } from './check.ts';

/** The `consistency` check: asks every SV's Scan the same reads, and names the SVs whose answer differs from the agreed one. */
export const consistency: Check = {
  name: 'consistency',
  doc: 'With `--discover`: every SV answers the same deterministic reads (the Scan list, vote results for a fixed filter, the activity totals of one round) as the f + 1 SVs that agree do, compared as JSON with keys sorted and numbers as written (see [Every SV of a network](#every-sv-of-a-network---discover)).',
  async network(run) {
    const sections: OperationReport[] = [];
    for (const read of consistencyReads(run.prepared.operations, run.prepared.params.get('round_number') ?? exampleRound(run.prepared), run.startedAt)) {
      const op = run.prepared.operations.find((o) => o.id === read.operationId);
      if (op !== undefined && !isSelected(run.only, op)) {
        sections.push({
          operationId: read.operationId,
          method: read.method,
          path: read.path,
          deprecatedFields: [],
          cases: [
            {
              name: 'the same answer from every SV',
              kind: 'request',
              checks: [{ check: 'consistency', outcome: 'skip', message: `not run: ${notSelectedReason}` }],
            },
          ],
        });
        continue;
      }
      const answers = await run.each((scan, headers) => ask(run.prepared, read, scan.svName, scan.apiRoot, headers, run.timeoutMs, run.signal));
      const compared = compare(read, answers, run.needed);
      sections.push(compared.operation);
      for (const sv of compared.disagreeing) run.disagreeing.add(sv);
    }
    return sections;
  },
};

/** The round of the activity totals when no `--param round_number` is given: the spec's example. */
function exampleRound(prepared: PreparedApi): string {
  const op = prepared.operations.find((o) => o.id === 'getRewardAccountingActivityTotals');
  return String(op?.parameters.find((p) => p.name === 'round_number')?.examples[0] ?? 0);
}

/** One deterministic read, as every SV is asked it: an operation of the spec, its path filled in. */
export interface ConsistencyRead {
  operationId: string;
  method: string;
  path: string;
  body?: string;
  /** Whether a parsed 200 body counts as a vote (the activity totals: only `Ok`). */
  counts?: (body: unknown) => string | undefined;
}

/** The reads of a run, as the Scan spec's `operations` declare them: `round` is the round of the activity totals. */
function consistencyReads(operations: OperationSpec[], round: string, effectiveTo: string): ConsistencyRead[] {
  const read = (operationId: string, pathParams: Record<string, string>, more: Pick<ConsistencyRead, 'body' | 'counts'> = {}): ConsistencyRead => {
    const op = operations.find((o) => o.id === operationId);
    if (op === undefined) throw new Error(`the scan spec has no operation ${operationId}, which --discover reads from every SV`);
    const path = op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(pathParams[name] ?? ''));
    return { operationId, method: op.method, path, ...more };
  };
  return [
    read('listDsoScans', {}),
    read('listVoteRequestResults', {}, { body: JSON.stringify({ effectiveTo, limit: 10 }) }),
    read(
      'getRewardAccountingActivityTotals',
      { round_number: round },
      {
        counts: (body) => {
          const status = (body as { status?: unknown } | null)?.status;
          return status === 'Ok' ? undefined : `status ${String(status)}: this Scan cannot tell (yet)`;
        },
      },
    ),
  ];
}

/** What one SV answered to one read: a vote (canonical text) or why not. */
export type Answer = { sv: string; vote: string } | { sv: string; noVote: string };

/** Asks one SV's Scan one read. */
async function ask(
  prepared: PreparedApi,
  read: ConsistencyRead,
  sv: string,
  apiRoot: string,
  headers: Record<string, string>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Answer> {
  try {
    const response = await send(
      {
        method: read.method,
        url: `${apiRoot}${read.path}`,
        headers: { accept: 'application/json', ...(read.body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(read.body === undefined ? {} : { body: read.body }),
      },
      timeoutMs,
      signal,
    );
    if (response.status !== 200) return { sv, noVote: `HTTP ${response.status}` };
    const parsed: unknown = JSON.parse(response.body);
    const pointer = prepared.operations.find((o) => o.id === read.operationId)?.responses.find((r) => r.status === '200')?.contents[0]?.schemaPointer;
    const findings = pointer === undefined ? [] : prepared.validator.validate(pointer, parsed);
    if (findings.length > 0) return { sv, noVote: `the body breaks the spec at ${findings[0]!.pointer || '(body)'}: ${findings[0]!.message}` };
    const ignored = read.counts?.(parsed);
    return ignored === undefined ? { sv, vote: canonicalJsonText(response.body) } : { sv, noVote: ignored };
  } catch (error) {
    if (error instanceof SyntaxError) return { sv, noVote: 'the body is not JSON' };
    return { sv, noVote: error instanceof TransportError ? `${error.failure}: ${error.message}` : String(error) };
  }
}

/** The section of one read: a check per SV, and the SVs that disagree. */
export function compare(read: ConsistencyRead, answers: Answer[], needed: number): { operation: OperationReport; disagreeing: string[] } {
  const groups = new Map<string, string[]>();
  for (const a of answers) if ('vote' in a) groups.set(a.vote, [...(groups.get(a.vote) ?? []), a.sv]);
  const ranked = [...groups].sort((x, y) => y[1].length - x[1].length);
  const [agreed, agreeing] = ranked[0] ?? [undefined, []];
  const voters = answers.filter((a) => 'vote' in a).length;
  // Two answers each given by f + 1 SVs: more than f are faulty, and neither is the agreed one.
  const decided = agreeing.length >= needed && (ranked[1]?.[1].length ?? 0) < agreeing.length;
  const disagreeing = decided ? ranked.slice(1).flatMap(([, svs]) => svs) : voters >= needed ? ranked.flatMap(([, svs]) => svs) : [];
  const summary: CheckResult = decided
    ? {
        check: 'consistency',
        outcome: disagreeing.length === 0 ? 'pass' : 'fail',
        message:
          disagreeing.length === 0
            ? `${agreeing.length} SV(s) agree (${needed} needed)`
            : `${agreeing.length} SV(s) agree (${needed} needed); disagreeing: ${disagreeing.join(', ')}`,
      }
    : voters >= needed
      ? { check: 'consistency', outcome: 'fail', message: `no single answer is given by ${needed} or more SVs; they disagree: ${disagreeing.join(', ')}` }
      : { check: 'consistency', outcome: 'skip', message: `not decided: ${voters} SV(s) gave an answer that counts, ${needed} needed` };
  const perSv = answers.map((a): CheckResult => {
    if ('noVote' in a) return { check: 'consistency', outcome: 'skip', message: `${a.sv}: no vote: ${a.noVote}` };
    if (!disagreeing.includes(a.sv)) return { check: 'consistency', outcome: 'pass', message: `${a.sv}: ${decided ? 'agrees' : 'answered'}` };
    return {
      check: 'consistency',
      outcome: 'fail',
      message: `${a.sv} disagrees: ${differenceExcerpt(a.vote, decided ? agreed : undefined)}`,
      ...(decided && agreed !== undefined ? { expected: differenceExcerpt(agreed, a.vote) } : {}),
    };
  });
  return {
    operation: {
      operationId: read.operationId,
      method: read.method,
      path: read.path,
      deprecatedFields: [],
      cases: [{ name: `the same answer from every SV${read.body === undefined ? '' : ` to ${read.body}`}`, kind: 'request', checks: [summary, ...perSv] }],
    },
    disagreeing,
  };
}
