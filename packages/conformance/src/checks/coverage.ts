// The `coverage` check: against Prism, every documented status, media type, union branch and variant of an
// operation is asked for by named example and by seeded dynamic mode. What the run has seen is run/coverage.ts.
import type { MediaSpec, OperationSpec, ResponseSpec } from '@canton-openapi/contract';
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
  doc: "Operations × documented statuses × media types (every status and media type pair the spec declares) × union branches × variants seen. Against Prism every one is asked for by named example (`Prefer: example=…`, `code=…`, with an `Accept` of the example's media type) and in seeded dynamic mode (one series per media type of a status), and coverage must be 100%; against a server it is informational.",
  needs: ['credentials', 'prism'],
  planned: ({ op }) =>
    op.responses.reduce(
      (n, response) => n + response.contents.reduce((m, c) => m + c.examples.length, 0) + Math.max(1, response.contents.length) * minimumSeeds,
      0,
    ),
  async operation({ op, base }, run) {
    if (base === undefined || run.seed === undefined) return [];
    const cases: CaseReport[] = [];
    for (const response of op.responses) {
      const code = preferCode(op, response.status);
      for (const content of response.contents) {
        // Prism looks for a named example only among the media types the request accepts.
        const request = accepting(base, content.mediaType);
        for (const example of content.examples) {
          const exchange = await run.session.exchange(op, request, { prefer: `code=${code}, example=${example.name}` });
          cases.push(caseOf(`response example ${responseLabel(response, content)} ${example.name}`, 'example', exchange));
        }
      }
    }
    for (const response of op.responses) {
      // Dynamic mode generates the first accepted media type, so each declared one gets its own series.
      if (response.contents.length === 0) cases.push(await dynamicSeries(run, op, response, undefined, base, run.seed));
      for (const content of response.contents) cases.push(await dynamicSeries(run, op, response, content, accepting(base, content.mediaType), run.seed));
    }
    return cases;
  },
};

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
