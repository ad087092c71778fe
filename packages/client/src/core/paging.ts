// Page iterators: request page after page, following the response's next-page token until it is
// absent, `null` or empty, and yield the items one by one (or the pages whole). A request (a body, or the
// query of an operation paged by a query parameter) that carries a page token already resumes from it.
// The operations that page, and how, are generated from the spec's `x-pagination` (the operation table
// of `<api>-operations.gen.ts`); loaded with the first iteration (methods.ts `pages`).
import type { ApiDefinition } from './context.ts';
import type { ErrorClasses } from './errors.ts';
import type { Invoke, WithResponse } from './types/call-options.ts';
import type { PageOptions } from './types/paging.ts';

/** Every item (or with `yieldPages`, every page) of the operation the client's `iterator` pages, following its next-page token. */
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
  const seen = new Set<string>();
  // A token the caller passed: where a previous iteration stopped.
  const resumed = (request as Record<string, unknown>)[page.token];
  if (resumed !== undefined && resumed !== null) seen.add(String(resumed));
  let token: unknown;
  for (;;) {
    const carried = token === undefined ? request : { ...request, [page.token]: token };
    const [body, callOptions] = page.in === 'query' ? [undefined, { ...options, query: carried as Record<string, unknown> }] : [carried, options];
    const { data: result, request: sent } = await invoke<WithResponse<unknown>>(operationId, undefined, body, callOptions, true);
    const context = { operationId, ...sent };
    if (typeof result !== 'object' || result === null || Array.isArray(result)) {
      throw new errors.ResponseValidationError(
        `${operationId}: the page is ${result === null ? 'null' : Array.isArray(result) ? 'an array' : typeof result}, not an object with a ${page.items} list.`,
        { ...context, issues: [{ pointer: '/', keyword: 'type', schemaPath: '', message: 'must be object' }] },
      );
    }
    const items = (result as Record<string, unknown>)[page.items];
    if (!Array.isArray(items)) {
      throw new errors.ResponseValidationError(`${operationId}: the page has no ${page.items} list to iterate.`, {
        ...context,
        issues: [{ pointer: `/${page.items}`, keyword: 'type', schemaPath: '', message: 'must be array' }],
      });
    }
    if (yieldPages) yield result as T;
    else for (const item of items as T[]) yield item;
    const next = (result as Record<string, unknown>)[page.next];
    // An empty token ends too: Canton sends `""` on its last page, and `""` as a request token means the first page.
    if (next === undefined || next === null || next === '') return;
    // A server that hands out a token twice would make this loop forever.
    const key = String(next);
    if (seen.has(key)) {
      throw new errors.ResponseValidationError(`${operationId}: the server returned ${page.next} ${key} twice; stopping rather than looping forever.`, {
        ...context,
        issues: [{ pointer: `/${page.next}`, keyword: 'uniqueToken', schemaPath: '', message: 'must differ from every earlier token' }],
      });
    }
    seen.add(key);
    token = next;
  }
}
