// The `pagination` check: follow the page token until the server says there is no more, or the cursor from
// the last item until a page is empty, checking every page.
import {
  type CursorPagination,
  cursorOfItem,
  endsPaging,
  isCursorPagination,
  isObject,
  type JsonObject,
  type OperationSpec,
  type TokenPagination,
} from '@canton-openapi/contract';
import { firstPage, readItems, withCursor } from '../plan/cursor-request.ts';
import { type PlannedRequest, RawNumber } from '../plan/request.ts';
import type { CaseReport, CheckResult } from '../report/model.ts';
import { mergeChecks, requestSummary } from '../report/case.ts';
import type { OperationRun } from '../run/check-context.ts';
import type { Check } from './check.ts';

/** The `pagination` check: follows the pages of a paged operation (`x-pagination`) from its first request. */
export const pagination: Check = {
  name: 'pagination',
  doc: 'Following the page token (`next_page_token` → `pageToken`/`after`), or the cursor from the last item (`after` from its migration id and record time), as `x-pagination` declares, ends, with a new token or cursor on every page, and every page conforms.',
  needs: ['credentials'],
  showsPass: true,
  planned: ({ op }) => (op.pagination === undefined ? 0 : 1),
  operation: async ({ op, base }, run) => {
    const paging = op.pagination;
    if (paging === undefined || base === undefined) return [];
    return [isCursorPagination(paging) ? await followCursorPages(op, paging, base, run) : await followPages(op, paging, base, run)];
  },
};

/** The token at `field` of a JSON page, keeping a number's exact source text; null when there is none (absent, null or empty). */
function readToken(body: string, field: string): string | RawNumber | null {
  const sources = new Map<object, string>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(body, function (this: object, key: string, value: unknown, context?: { source?: string }) {
      if (key === field && context?.source !== undefined) sources.set(this, context.source);
      return value;
    });
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const token = parsed[field];
  if (typeof token === 'string') return token === '' ? null : token;
  if (typeof token === 'number') return new RawNumber(sources.get(parsed) ?? String(token));
  return null;
}

/** Follows the pages of `op` from `base` (its token removed) and reports them as one case. */
async function followPages(op: OperationSpec, paging: TokenPagination, base: PlannedRequest, run: OperationRun): Promise<CaseReport> {
  const ok = op.responses.find((r) => r.status === '200') ?? op.responses.find((r) => r.status.startsWith('2'));
  // Against Prism, page 1 asks for an example that has a token and the next pages for one that has none,
  // so the walk ends as it would on a real server.
  const examples = ok?.contents.find((c) => c.mediaType.includes('json'))?.examples ?? [];
  const hasToken = (value: unknown) => isObject(value) && !endsPaging(value[paging.next]);
  const firstExample = run.seed === undefined ? undefined : examples.find((e) => hasToken(e.value))?.name;
  const lastExample = run.seed === undefined ? undefined : examples.find((e) => !hasToken(e.value))?.name;

  let request = withToken(base, paging, undefined);
  const pages: { label: string; checks: CheckResult[] }[] = [];
  const seen = new Map<string, number>();
  let verdict: CheckResult | undefined;
  let firstWire: ReturnType<typeof requestSummary> | undefined;
  for (let page = 1; verdict === undefined; page++) {
    const example = page === 1 ? firstExample : lastExample;
    const exchange = await run.session.exchange(op, request, example === undefined ? {} : { prefer: `example=${example}` });
    firstWire ??= requestSummary(exchange.wire);
    pages.push({ label: `page ${page}`, checks: exchange.checks });
    const status = exchange.response?.status;
    if (status === undefined) verdict = { check: 'pagination', outcome: 'fail', message: `page ${page} got no answer`, expected: 'every page answered' };
    else if (status !== 200) {
      verdict =
        page === 1
          ? { check: 'pagination', outcome: 'skip', message: `the first page answered ${status}; nothing to follow` }
          : {
              check: 'pagination',
              outcome: 'fail',
              message: `page ${page} answered ${status} to the token of page ${page - 1}`,
              expected: '200 for a token the server handed out',
            };
    } else {
      const token = readToken(exchange.response?.body ?? '', paging.next);
      const key = token instanceof RawNumber ? token.text : token;
      if (key === null) verdict = { check: 'pagination', outcome: 'pass', message: `ended after ${page} page(s) (${paging.next} → ${paging.token})` };
      else if (seen.has(key)) {
        verdict = {
          check: 'pagination',
          outcome: 'fail',
          pointer: `/${paging.next}`,
          message: `page ${page} repeats the token ${key} of page ${seen.get(key)}: following it never ends`,
          expected: 'a new token on every page, or none on the last',
        };
      } else if (page >= run.maxPages) {
        verdict = { check: 'pagination', outcome: 'pass', message: `stopped after ${page} pages (--max-pages ${run.maxPages}); every token was new` };
      } else {
        seen.set(key, page);
        request = withToken(base, paging, token ?? undefined);
      }
    }
  }
  const report: CaseReport = { name: `pagination: ${paging.next} → ${paging.token}`, kind: 'pagination', checks: [verdict, ...mergeChecks(pages)] };
  if (firstWire !== undefined) report.request = firstWire;
  return report;
}

function withToken(base: PlannedRequest, paging: TokenPagination, token: string | RawNumber | undefined): PlannedRequest {
  if (paging.in === 'query') {
    const query = { ...base.query };
    if (token === undefined) delete query[paging.token];
    else query[paging.token] = token instanceof RawNumber ? token.text : token;
    return { ...base, query };
  }
  if (!isObject(base.body)) return base;
  const body: JsonObject | Record<string, unknown> = { ...base.body };
  if (token === undefined) delete body[paging.token];
  else body[paging.token] = token;
  return { ...base, body };
}

/** Follows the pages of `op` from `base` (its cursor removed) and reports them as one case. */
async function followCursorPages(op: OperationSpec, paging: CursorPagination, base: PlannedRequest, run: OperationRun): Promise<CaseReport> {
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
      const key = 'values' in cursor ? cursor.key : undefined;
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
