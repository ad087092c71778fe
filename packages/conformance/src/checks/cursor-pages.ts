// The `pagination` check of an operation paged by a cursor from the last item (`x-pagination`
// `fromLastItem`): each next request is the first with the cursor copied from the last item of the
// previous page (a number by its exact source text, so an int64 stays exact), until a page is empty.
import { type CursorPagination, cursorKey, cursorOfItem, isObject, type OperationSpec, pointerTokens } from '@canton-openapi/contract';
import { cloneBody, type PlannedRequest, RawNumber } from '../plan/request.ts';
import type { CaseReport, CheckResult } from '../report/model.ts';
import { mergeChecks, requestSummary } from '../report/case.ts';
import type { OperationRun } from '../run/check-context.ts';

/** The items of a JSON page, each number kept as its source text (a RawNumber); undefined when the page has no item list. */
function readItems(body: string, field: string): unknown[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body, (_key, value: unknown, context?: { source?: string }) =>
      typeof value === 'number' && context?.source !== undefined ? new RawNumber(context.source) : value,
    );
  } catch {
    return undefined;
  }
  const items = isObject(parsed) ? parsed[field] : undefined;
  return Array.isArray(items) ? items : undefined;
}

/** `body` with each target of `values` set (the objects along the way copied). */
function withCursor(body: unknown, values: Record<string, unknown>): unknown {
  const next = cloneBody(isObject(body) ? body : {}) as Record<string, unknown>;
  for (const [target, value] of Object.entries(values)) {
    const tokens = pointerTokens(target);
    let holder = next;
    for (const token of tokens.slice(0, -1)) {
      if (!isObject(holder[token])) holder[token] = {};
      holder = holder[token] as Record<string, unknown>;
    }
    holder[tokens.at(-1)!] = value;
  }
  return next;
}

/** `base`'s body without the cursor's top-level members: a first page. */
function firstPage(base: PlannedRequest, paging: CursorPagination): PlannedRequest {
  if (!isObject(base.body)) return base;
  const body: Record<string, unknown> = { ...base.body };
  for (const target of Object.keys(paging.fromLastItem)) delete body[pointerTokens(target)[0]!];
  return { ...base, body };
}

/** Follows the pages of `op` from `base` (its cursor removed) and reports them as one case. */
export async function followCursorPages(op: OperationSpec, paging: CursorPagination, base: PlannedRequest, run: OperationRun): Promise<CaseReport> {
  const ok = op.responses.find((r) => r.status === '200');
  // Against Prism, page 1 asks for an example with items and the next pages for the one without, so the
  // walk ends as it would on a real server.
  const examples = ok?.contents.find((c) => c.mediaType.includes('json'))?.examples ?? [];
  const count = (value: unknown) => {
    const items = isObject(value) ? value[paging.items] : undefined;
    return Array.isArray(items) ? items.length : -1;
  };
  const firstExample = run.seed === undefined ? undefined : examples.find((e) => count(e.value) > 0)?.name;
  const lastExample = run.seed === undefined ? undefined : examples.find((e) => count(e.value) === 0)?.name;
  const said = Object.entries(paging.fromLastItem)
    .map(([target, sources]) => `${sources.join(' | ')} → ${target}`)
    .join(', ');
  let request = firstPage(base, paging);
  const pages: { label: string; checks: CheckResult[] }[] = [];
  let previous: string | undefined;
  let verdict: CheckResult | undefined;
  let firstWire: ReturnType<typeof requestSummary> | undefined;
  for (let page = 1; verdict === undefined; page++) {
    const example = page === 1 ? firstExample : lastExample;
    const exchange = await run.session.exchange(op, request, example === undefined ? {} : { prefer: `example=${example}` });
    firstWire ??= requestSummary(exchange.wire);
    pages.push({ label: `page ${page}`, checks: exchange.checks });
    const status = exchange.response?.status;
    const fail = (message: string, expected: string, pointer?: string): CheckResult => ({
      check: 'pagination',
      outcome: 'fail',
      message,
      expected,
      ...(pointer === undefined ? {} : { pointer }),
    });
    if (status === undefined) verdict = fail(`page ${page} got no answer`, 'every page answered');
    else if (status !== 200) {
      verdict =
        page === 1
          ? { check: 'pagination', outcome: 'skip', message: `the first page answered ${status}; nothing to follow` }
          : fail(`page ${page} answered ${status} to the cursor of page ${page - 1}'s last item`, "200 for a cursor built from the server's own item");
      continue;
    }
    const items = readItems(exchange.response?.body ?? '', paging.items);
    if (items === undefined) verdict = fail(`page ${page} has no ${paging.items} list`, 'a list of items on every page', `/${paging.items}`);
    else if (items.length === 0) verdict = { check: 'pagination', outcome: 'pass', message: `ended after ${page} page(s) (${said})` };
    else {
      const last = `/${paging.items}/${items.length - 1}`;
      const cursor = cursorOfItem(paging, items[items.length - 1]);
      const key = 'values' in cursor ? cursorKey(paging, cursor.values, true) : undefined;
      if ('missing' in cursor) verdict = fail(`the last item of page ${page} has nothing to set ${cursor.missing} from`, `one of ${said}`, last);
      else if (key === previous)
        verdict = fail(`page ${page} ends on the cursor it was asked to read after: following it never ends`, 'a later last item on every page, or none', last);
      else if (page >= run.maxPages)
        verdict = { check: 'pagination', outcome: 'pass', message: `stopped after ${page} pages (--max-pages ${run.maxPages}); every cursor was new` };
      else {
        previous = key;
        request = { ...request, body: withCursor(request.body, cursor.values) };
      }
    }
  }
  const report: CaseReport = { name: `pagination: ${said}`, kind: 'pagination', checks: [verdict, ...mergeChecks(pages)] };
  if (firstWire !== undefined) report.request = firstWire;
  return report;
}
