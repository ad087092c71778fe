// The `coverage` check: against Prism, every documented status, media type, union branch and variant of an
// operation is asked for by named example and by seeded dynamic mode; a shared response once per API in full
// (run/shared-responses.ts) and once on every other operation declaring it. What the run has seen is run/coverage.ts.
import { type MediaSpec, type OperationSpec, pointerTokens, type ResponseSpec } from '@canton-openapi/contract';
import type { PlannedRequest } from '../plan/request.ts';
import { caseOf, mergeChecks } from '../report/case.ts';
import type { CaseReport } from '../report/model.ts';
import type { Exchange, OperationRun } from '../run/check-context.ts';
import type { Check } from './check.ts';

// Dynamic mode: at least this many seeds per documented status, and more (up to the cap) while a union
// branch or variant of that response has not been generated yet. Two, so the same request answered twice must
// get the same status (the `status` check below) and optional fields vary; a third draw found nothing the
// branch and variant coverage does not ask for, and cost about 1,300 of the 7,400 requests a run of every API made.
const minimumSeeds = 2;
const maximumSeeds = 20;

/** The `coverage` check: asks Prism for every named example and for seeded dynamic answers, and judges the API's coverage. */
export const coverage: Check = {
  name: 'coverage',
  doc: "Operations × documented statuses × media types (every status and media type pair the spec declares) × union branches × variants seen. Against Prism every one is asked for by named example (`Prefer: example=…`, `code=…`, with an `Accept` of the example's media type) and in seeded dynamic mode (one series per media type of a status), and coverage must be 100%; a shared response (`$ref: '#/components/responses/…'`) is asked in full once per API, on the first operation that declares it, and once (its first named example, else one seed) on every other, and what its answers show counts for all of them. Against a server it is informational.",
  needs: ['credentials', 'prism'],
  planned: (plan, run) => {
    if (plan.base === undefined || run.seed === undefined) return 0;
    // Planning claims the shared responses in plan order, which is the order the check runs the operations in.
    return plan.op.responses.reduce((n, response) => n + (asksInFull(run, plan.op, response) ? requestsInFull(response) : 1), 0);
  },
  async operation({ op, base }, run) {
    if (base === undefined || run.seed === undefined) return [];
    const cases: CaseReport[] = [];
    for (const response of op.responses) {
      if (asksInFull(run, op, response)) cases.push(...(await namedExamples(run, op, response, base)));
      else cases.push(await sharedOnce(run, op, response, base, run.seed));
    }
    for (const response of op.responses) {
      if (!asksInFull(run, op, response)) continue;
      // Dynamic mode generates the first accepted media type, so each declared one gets its own series.
      if (response.contents.length === 0) cases.push(await dynamicSeries(run, op, response, undefined, base, run.seed));
      for (const content of response.contents) cases.push(await dynamicSeries(run, op, response, content, accepting(base, content.mediaType), run.seed));
    }
    return cases;
  },
};

/** Whether `op` asks `response` in full: an inline one always, a shared one when `op` is the first to declare it. */
function asksInFull(run: OperationRun, op: OperationSpec, response: ResponseSpec): boolean {
  return response.component === undefined || run.sharedResponses.claim(response.component, op.id) === op.id;
}

/** The requests asking `response` in full sends at least: its named examples and a dynamic series per media type. */
function requestsInFull(response: ResponseSpec): number {
  return response.contents.reduce((n, c) => n + c.examples.length, 0) + Math.max(1, response.contents.length) * minimumSeeds;
}

/** Asks Prism for every named example of `response`, each with an `Accept` of its media type. */
async function namedExamples(run: OperationRun, op: OperationSpec, response: ResponseSpec, base: PlannedRequest): Promise<CaseReport[]> {
  const code = preferCode(op, response.status);
  const cases: CaseReport[] = [];
  for (const content of response.contents) {
    // Prism looks for a named example only among the media types the request accepts.
    const request = accepting(base, content.mediaType);
    for (const example of content.examples) {
      const exchange = await run.session.exchange(op, request, { prefer: `code=${code}, example=${example.name}` });
      cases.push(caseOf(`response example ${responseLabel(response, content)} ${example.name}`, 'example', exchange));
    }
  }
  return cases;
}

/**
 * The one request for a shared response another operation asks in full: its first named example (the same
 * answer every run, so a failure repeats), else one dynamic seed. It shows that this operation routes the
 * status; what the answer can hold is covered where the response is asked in full.
 */
async function sharedOnce(run: OperationRun, op: OperationSpec, response: ResponseSpec, base: PlannedRequest, seed: number): Promise<CaseReport> {
  const component = response.component ?? '';
  const note = `(shared \`${pointerTokens(component).at(-1) ?? component}\`, asked in full on ${run.sharedResponses.claim(component, op.id)})`;
  const code = preferCode(op, response.status);
  const content = response.contents.find((c) => c.examples.length > 0);
  const example = content?.examples[0];
  if (content !== undefined && example !== undefined) {
    const exchange = await run.session.exchange(op, accepting(base, content.mediaType), { prefer: `code=${code}, example=${example.name}` });
    return caseOf(`response example ${responseLabel(response, content)} ${example.name} ${note}`, 'example', exchange);
  }
  const first = response.contents[0];
  const request = first === undefined ? base : accepting(base, first.mediaType);
  const exchange = await run.session.exchange(op, request, { prefer: `code=${code}, dynamic=true, seed=${seed}-1`, dynamic: true });
  return caseOf(`dynamic ${responseLabel(response, first)} (seed ${seed}-1) ${note}`, 'dynamic', exchange);
}

/** `request` accepting only `mediaType`. */
function accepting(request: PlannedRequest, mediaType: string): PlannedRequest {
  return { ...request, headers: { ...request.headers, accept: mediaType } };
}

/** How a case names a documented response: `400`, or `400 text/plain` when the status declares several media types. */
function responseLabel(response: ResponseSpec, content: MediaSpec | undefined): string {
  return content === undefined || response.contents.length < 2 ? response.status : `${response.status} ${content.mediaType}`;
}

/** The status to ask Prism for: the documented one, or for `default` a server error the operation does not list. */
function preferCode(op: OperationSpec, status: string): string {
  if (/^\d{3}$/.test(status)) return status;
  if (/^\dXX$/i.test(status)) return `${status[0]}00`;
  return ['500', '503', '502', '501', '504'].find((c) => !op.responses.some((r) => r.status === c)) ?? '599';
}
/** Asks Prism for dynamic answers of one documented response until every branch and variant it can hold showed up (or the cap). */
async function dynamicSeries(
  run: OperationRun,
  op: OperationSpec,
  response: ResponseSpec,
  content: MediaSpec | undefined,
  request: PlannedRequest,
  seed: number,
): Promise<CaseReport> {
  const code = preferCode(op, response.status);
  const exchanges: { label: string; exchange: Exchange }[] = [];
  for (let i = 1; i <= maximumSeeds; i++) {
    const label = `${seed}-${i}`;
    exchanges.push({ label, exchange: await run.session.exchange(op, request, { prefer: `code=${code}, dynamic=true, seed=${label}`, dynamic: true }) });
    if (i >= minimumSeeds && run.coverage.dynamicComplete(op.id, content)) break;
  }
  // The case of the first answer, with every seed's checks merged and the time of them all.
  const checks = mergeChecks(exchanges.map((e) => ({ label: `seed ${e.label}`, checks: e.exchange.checks })));
  const name = `dynamic ${responseLabel(response, content)} (seeds ${exchanges[0]!.label}…${exchanges.at(-1)!.label})`;
  const report = caseOf(name, 'dynamic', { ...exchanges[0]!.exchange, checks });
  if (report.response !== undefined) report.response.durationMs = Math.round(exchanges.reduce((t, e) => t + (e.exchange.response?.durationMs ?? 0), 0));
  const statuses = new Set(exchanges.flatMap(({ exchange: e }) => (e.prismFailure === undefined && e.response !== undefined ? [e.response.status] : [])));
  if (statuses.size > 1)
    report.checks.push({ check: 'status', outcome: 'fail', message: `Prism answered ${[...statuses].join(', ')} to the same request`, expected: code });
  return report;
}
