// Coverage: which documented statuses, media types, union branches and variants of each operation the run has
// seen. Against Prism, every one is asked for by named example and by seeded dynamic mode.
import { type MediaSpec, type OperationSpec, reachableUnions, type ResponseSpec, type SpecDocument, type UnionSpec } from '@canton-openapi/contract';
import type { PlannedRequest } from '../plan/request.ts';
import type { CaseReport, CheckResult, CoverageItem, CoverageRow } from '../report/model.ts';
import type { OperationRun } from '../run/operation.ts';
import type { Answer } from '../run/response.ts';
import { caseOf, type Exchange, mergeChecks } from '../run/session.ts';
import type { Check } from './check.ts';

// Dynamic mode: at least this many seeds per documented status, and more (up to the cap) while a union
// branch or variant of that response has not been generated yet.
const minimumSeeds = 3;
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

/** The coverage item of a (status, media type) pair: `400 text/plain`. */
function mediaItem(status: string, mediaType: string): string {
  return `${status} ${mediaType}`;
}

/** Collects hits per operation against the universe the spec defines. */
export class CoverageTracker {
  readonly rows: CoverageRow[] = [];
  private readonly byOperation = new Map<string, Map<string, CoverageItem>>();

  /** Registers the universe of `op`: its documented statuses, their media types, and every branch and variant its responses can hold. */
  addOperation(doc: SpecDocument, unions: Map<string, UnionSpec>, op: OperationSpec): void {
    const items = new Map<string, CoverageItem>();
    const add = ({ dimension, item }: Pick<CoverageItem, 'dimension' | 'item'>) => {
      if (!items.has(`${dimension} ${item}`)) items.set(`${dimension} ${item}`, { dimension, item, byExample: false, byDynamic: false });
    };
    for (const response of op.responses) add({ dimension: 'status', item: response.status });
    // Every media type a status declares is a separate answer a server may give (the ledger's 400 is
    // `text/plain` or `application/json`), so each (status, media type) pair is a cell of its own.
    const contents = op.responses.flatMap((response) => response.contents.map((media) => ({ response, media })));
    for (const { response, media } of contents) add({ dimension: 'media', item: mediaItem(response.status, media.mediaType) });
    for (const { media } of contents) unionItems(doc, unions, media).forEach(add);
    this.byOperation.set(op.id, items);
    this.rows.push({ operationId: op.id, items: [...items.values()] });
  }

  /** Records a documented status (`'404'`, `'default'`), a (status, media type) pair, a union branch or a variant seen in a response to `operationId`. */
  hit(operationId: string, dimension: CoverageItem['dimension'], item: string, dynamic: boolean): void {
    const entry = this.byOperation.get(operationId)?.get(`${dimension} ${item}`);
    if (entry === undefined) return;
    if (dynamic) entry.byDynamic = true;
    else entry.byExample = true;
  }

  /** Records the documented status, (status, media type) pair, union branches and variants an answer to `answer.op` showed. */
  record({ op, matched, media, hits }: Answer, dynamic: boolean): void {
    if (matched !== undefined) this.hit(op.id, 'status', matched.status, dynamic);
    if (matched !== undefined && media !== undefined) this.hit(op.id, 'media', mediaItem(matched.status, media.mediaType), dynamic);
    for (const hit of hits ?? []) this.hit(op.id, hit.kind === 'one-key' ? 'branch' : 'variant', `${hit.union}.${hit.branch}`, dynamic);
  }

  /** Whether dynamic mode has produced every one of these union branches and variants (`Union.key`). */
  dynamicComplete(operationId: string, items: string[]): boolean {
    const entries = this.byOperation.get(operationId);
    return items.every((item) => (entries?.get(`branch ${item}`) ?? entries?.get(`variant ${item}`))?.byDynamic !== false);
  }

  /** Covered and total cells. */
  totals(): { covered: number; total: number } {
    const items = this.rows.flatMap((r) => r.items);
    return { covered: items.filter((i) => i.byExample || i.byDynamic).length, total: items.length };
  }

  /** The coverage check: must reach 100% when `required` (against Prism), informational otherwise. */
  check(required: boolean): CheckResult {
    const { covered, total } = this.totals();
    const missing = this.rows.flatMap((r) => r.items.filter((i) => !i.byExample && !i.byDynamic).map((i) => `${r.operationId} ${i.dimension} ${i.item}`));
    const percent = total === 0 ? 100 : Math.floor((covered / total) * 100);
    if (missing.length === 0) return { check: 'coverage', outcome: 'pass', message: `${covered}/${total} (100%)` };
    const message = `${covered}/${total} (${percent}%); not seen: ${missing.join(', ')}`;
    return required
      ? { check: 'coverage', outcome: 'fail', message, expected: 'every documented status, media type, union branch and variant exercised (100%)' }
      : { check: 'coverage', outcome: 'skip', message: `${message} (a real server is not asked for errors; informational)` };
  }
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

/** The union branches and variants an answer of `media` can show: `branch Update.Transaction`, `variant Status.failed`. */
function unionItems(doc: SpecDocument, unions: Map<string, UnionSpec>, media: MediaSpec | undefined): Pick<CoverageItem, 'dimension' | 'item'>[] {
  if (media === undefined || media.schemaPointer === '') return [];
  return reachableUnions(doc, unions, media.schemaPointer).flatMap((union) => {
    const keys = union.kind === 'one-key' ? union.branches.map((b) => b.key) : union.branches.map((b) => b.value);
    return keys.map((key) => ({ dimension: union.kind === 'one-key' ? 'branch' : 'variant', item: `${union.name}.${key}` }) as const);
  });
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
  const items = unionItems(run.doc, run.validator.unions, content).map((u) => u.item);
  const exchanges: { label: string; exchange: Exchange }[] = [];
  for (let i = 1; i <= maximumSeeds; i++) {
    const label = `${seed}-${i}`;
    exchanges.push({ label, exchange: await run.session.exchange(op, request, { prefer: `code=${code}, dynamic=true, seed=${label}`, dynamic: true }) });
    if (i >= minimumSeeds && run.coverage.dynamicComplete(op.id, items)) break;
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
