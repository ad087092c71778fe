// The `consistency` check of a --discover run: the reads whose agreement rule (`x-bft`, specs/README.md "How a
// BFT read agrees") compares bodies and does not move while Scans catch up (`exact`, `found-or-absent`,
// `abstain-unless`, without `moving`), each with the spec's example parameters and body, read from every SV's
// Scan and compared by that rule. An answer f + 1 SVs give (f = ⌊(n − 1) / 3⌋ of the n listed) is the agreed
// one, and an SV answering otherwise disagrees. Only a 200 body valid against the spec is a vote, without
// the pointers the rule ignores, and under `abstain-unless` only one whose value at `abstain.at` is
// `abstain.unless` (the activity totals: `Ok`; Splice's BftScanConnection ignores `Undetermined` and
// `CannotProvide` there).
import { type BftRule, bftComparable, jsonContent, type OperationSpec, parametersIn } from '@canton-openapi/contract';
import { canonicalJson, canonicalJsonText, differenceExcerpt } from '@canton-openapi/types/scan';
import type { CheckResult, OperationReport } from '../report/model.ts';
import { send, TransportError } from '../wire/http.ts';
import { isSelected, notSelectedReason } from '../plan/only.ts';
import type { PreparedApi } from '../run/check-context.ts';
import type { Check } from './check.ts';

/** The `consistency` check: asks every SV's Scan the same reads, and names the SVs whose answer differs from the agreed one. */
export const consistency: Check = {
  name: 'consistency',
  doc: "With `--discover`: every SV answers the same deterministic reads as the f + 1 SVs that agree do: each Scan read whose `x-bft` rule compares bodies and does not move (`exact`, `found-or-absent`, `abstain-unless`), with the spec's example parameters and body (`--param` overrides a parameter), compared by that rule as JSON with keys sorted and numbers as written (see [Every SV of a network](#every-sv-of-a-network---discover)).",
  async network(run) {
    const sections: OperationReport[] = [];
    for (const read of consistencyReads(run.prepared.operations, run.prepared.params)) {
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

/** One deterministic read, as every SV is asked it: an operation of the spec, its path filled in, compared by its rule. */
export interface ConsistencyRead {
  operationId: string;
  method: string;
  path: string;
  body?: string;
  /** How answers agree (`x-bft`). */
  rule: BftRule;
}

/** The rules whose reads are compared: f + 1 equal bodies, without moving while Scans catch up. */
const comparedRules: ReadonlySet<BftRule['agree']> = new Set(['exact', 'found-or-absent', 'abstain-unless']);

/**
 * The reads of a run, as the Scan spec's `x-bft` rules choose them: each read (`x-effect: read`, not
 * deprecated) whose rule compares bodies and does not move, whose path parameters all have a value
 * (`params`, else the spec's first example) and whose request body, if it takes one, has an example.
 */
export function consistencyReads(operations: OperationSpec[], params: ReadonlyMap<string, string>): ConsistencyRead[] {
  return operations.flatMap((op): ConsistencyRead[] => {
    const rule = op.bft;
    if (rule === undefined || !comparedRules.has(rule.agree) || rule.moving === true || op.effect !== 'read' || op.deprecation !== undefined) return [];
    const values = new Map<string, string>();
    for (const p of parametersIn(op, 'path')) {
      const value = params.get(p.name) ?? (p.examples[0] === undefined ? undefined : String(p.examples[0]));
      if (value === undefined) return [];
      values.set(p.name, value);
    }
    const path = op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(values.get(name) ?? ''));
    if (op.requestBody === undefined) return [{ operationId: op.id, method: op.method, path, rule }];
    const example = jsonContent(op.requestBody)?.examples[0];
    return example === undefined ? [] : [{ operationId: op.id, method: op.method, path, body: JSON.stringify(example.value), rule }];
  });
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
    const counted = bftComparable(read.rule, parsed);
    if ('abstains' in counted) return { sv, noVote: counted.abstains };
    // Numbers as the server wrote them, unless pointers are left out (then as parsed).
    return { sv, vote: read.rule.ignore === undefined ? canonicalJsonText(response.body) : canonicalJson(counted.compared) };
  } catch (error) {
    if (error instanceof SyntaxError) return { sv, noVote: 'the body is not JSON' };
    return { sv, noVote: error instanceof TransportError ? `${error.failure}: ${error.message}` : String(error) };
  }
}

/** The section of one read: a check per SV, and the SVs that disagree. */
export function compare(read: Omit<ConsistencyRead, 'rule'>, answers: Answer[], needed: number): { operation: OperationReport; disagreeing: string[] } {
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
