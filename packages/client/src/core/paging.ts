// Page iterators: request page after page and yield the items one by one (or the pages whole). Two ways
// to read on, as the operation's `x-pagination` declares: following the response's next-page token until
// it is absent, `null` or empty; or setting a cursor in the request from the last item of each page
// (cursor.ts) until a page has no items. A request that carries a page token or a cursor already resumes
// from it. The operations that page, and how, are generated from the spec (the operation table of
// `<api>-operations.gen.ts`); loaded with the first iteration (methods.ts `pages`).
import type { ApiDefinition } from './context.ts';
import { carriedCursor, cursorKey, cursorOf, withCursor } from './cursor.ts';
import type { ErrorClasses } from './errors.ts';
import type { Invoke, WithResponse } from './types/call-options.ts';
import type { CursorPage, TokenPage } from './types/operation-table.ts';
import type { PageOptions } from './types/paging.ts';

/** What one page request needs: the operation, how to call it, the errors to throw. */
interface PageRun {
  operationId: string;
  invoke: Invoke;
  errors: ErrorClasses;
  options: PageOptions | undefined;
}

/** Every item (or with `yieldPages`, every page) of the operation the client's `iterator` pages. */
export async function* iteratePages<T>(
  api: ApiDefinition,
  invoke: Invoke,
  errors: ErrorClasses,
  iterator: string,
  request: object,
  options: PageOptions | undefined,
  yieldPages = false,
): AsyncGenerator<T, void, undefined> {
  const { operations } = await api.loadOperations();
  const operationId = Object.keys(operations).find((id) => operations[id]!.page?.iterator === iterator);
  // A name of the API's method form that no operation pages by (a typo): nothing is sent.
  if (operationId === undefined) throw new errors.RequestError(`${api.name} has no page iterator '${iterator}'.`, { operationId: iterator });
  const page = operations[operationId]!.page!;
  const run: PageRun = { operationId, invoke, errors, options };
  if ('fromLastItem' in page) yield* followCursor<T>(run, page, request, yieldPages);
  else yield* followToken<T>(run, page, request, yieldPages);
}

/** One page: the 200 body and its list of items, or a ResponseValidationError when it has none. */
async function requestPage(run: PageRun, items: string, body: object | undefined, query?: Record<string, unknown>) {
  const callOptions = query === undefined ? run.options : { ...run.options, query };
  const { data: result, request: sent } = await run.invoke<WithResponse<unknown>>(run.operationId, undefined, body, callOptions, true);
  const context = { operationId: run.operationId, ...sent };
  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    throw new run.errors.ResponseValidationError(
      `${run.operationId}: the page is ${result === null ? 'null' : Array.isArray(result) ? 'an array' : typeof result}, not an object with a ${items} list.`,
      { ...context, issues: [{ pointer: '/', keyword: 'type', schemaPath: '', message: 'must be object' }] },
    );
  }
  const list = (result as Record<string, unknown>)[items];
  if (!Array.isArray(list)) {
    throw new run.errors.ResponseValidationError(`${run.operationId}: the page has no ${items} list to iterate.`, {
      ...context,
      issues: [{ pointer: `/${items}`, keyword: 'type', schemaPath: '', message: 'must be array' }],
    });
  }
  return { result: result as Record<string, unknown>, list: list as unknown[], context };
}

/** Pages by the token each page hands out, until it is absent, `null` or empty. */
async function* followToken<T>(run: PageRun, page: TokenPage, request: object, yieldPages: boolean): AsyncGenerator<T, void, undefined> {
  const seen = new Set<string>();
  // A token the caller passed: where a previous iteration stopped.
  const resumed = (request as Record<string, unknown>)[page.token];
  if (resumed !== undefined && resumed !== null) seen.add(String(resumed));
  let token: unknown;
  for (;;) {
    const carried = token === undefined ? request : { ...request, [page.token]: token };
    const { result, list, context } =
      page.in === 'query' ? await requestPage(run, page.items, undefined, carried as Record<string, unknown>) : await requestPage(run, page.items, carried);
    if (yieldPages) yield result as T;
    else for (const item of list as T[]) yield item;
    const next = result[page.next];
    // An empty token ends too: Canton sends `""` on its last page, and `""` as a request token means the first page.
    if (next === undefined || next === null || next === '') return;
    // A server that hands out a token twice would make this loop forever.
    const key = String(next);
    if (seen.has(key)) {
      throw new run.errors.ResponseValidationError(`${run.operationId}: the server returned ${page.next} ${key} twice; stopping rather than looping forever.`, {
        ...context,
        issues: [{ pointer: `/${page.next}`, keyword: 'uniqueToken', schemaPath: '', message: 'must differ from every earlier token' }],
      });
    }
    seen.add(key);
    token = next;
  }
}

/** Pages by a cursor set from the last item of each page, until a page has no items. */
async function* followCursor<T>(run: PageRun, page: CursorPage, request: object, yieldPages: boolean): AsyncGenerator<T, void, undefined> {
  // A cursor the caller passed (where a previous iteration stopped) starts the iteration there.
  const carried = carriedCursor(page, request);
  let previous = carried === undefined ? undefined : cursorKey(carried);
  let next = request;
  for (;;) {
    const { result, list, context } = await requestPage(run, page.items, next);
    if (yieldPages) yield result as T;
    else for (const item of list as T[]) yield item;
    if (list.length === 0) return;
    const last = `/${page.items}/${list.length - 1}`;
    const cursor = cursorOf(page, list[list.length - 1]);
    if ('missing' in cursor) {
      throw new run.errors.ResponseValidationError(
        `${run.operationId}: cannot read on: the last item has none of ${cursor.sources.join(', ')} to set ${cursor.missing} from.`,
        {
          ...context,
          issues: [{ pointer: `${last}${cursor.sources[0]}`, keyword: 'required', schemaPath: '', message: `must have one of ${cursor.sources.join(', ')}` }],
        },
      );
    }
    // A server that ignores the cursor and answers the same last item again would make this loop forever.
    const key = cursorKey(cursor.values);
    if (key === previous) {
      throw new run.errors.ResponseValidationError(
        `${run.operationId}: the page ended on the item it was asked to read after; stopping rather than looping forever.`,
        {
          ...context,
          issues: [{ pointer: last, keyword: 'advancingCursor', schemaPath: '', message: 'must come after the cursor sent' }],
        },
      );
    }
    previous = key;
    next = withCursor(request, cursor.values);
  }
}
