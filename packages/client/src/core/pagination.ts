// Page iterators: request page after page, following the response's `next_page_token` until it is
// absent or `null`, and yield the items one by one.
import type { OperationDef } from './client.ts';
import { ResponseValidationError } from './errors.ts';
import type { Invoke, PageOptions, Paginate } from './types.ts';

/** The `paginate` of one client, over the operations that have a `page` description. */
export function createPaginate(operations: Readonly<Record<string, OperationDef>>, invoke: Invoke): Paginate {
  return <Item>(operationId: string, request: object, options: PageOptions | undefined) =>
    iteratePages<Item>(invoke, operationId, operations[operationId]?.page, request, options);
}

async function* iteratePages<Item>(
  invoke: Invoke,
  operationId: string,
  page: OperationDef['page'],
  request: object,
  options: PageOptions | undefined,
): AsyncGenerator<Item, void, undefined> {
  if (page === undefined) throw new TypeError(`${operationId} is not a paged operation`);
  const seen = new Set<string>();
  let token: unknown;
  for (;;) {
    const body = token === undefined ? request : { ...request, [page.token]: token };
    const result = await invoke<Record<string, unknown>>(operationId, undefined, body, options);
    const items = result[page.items];
    if (!Array.isArray(items)) {
      throw new ResponseValidationError(
        `${operationId}: the page has no '${page.items}' list, so it cannot be iterated.`,
        [{ pointer: `/${page.items}`, keyword: 'type', schemaPath: '', message: 'must be array' }],
        { operationId },
      );
    }
    for (const item of items as Item[]) yield item;
    const next = result[page.next];
    if (next === undefined || next === null) return;
    // A server that hands out a token twice would make this loop forever.
    const key = String(next);
    if (seen.has(key)) {
      throw new ResponseValidationError(
        `${operationId}: the server returned ${page.next} ${key} a second time; stopping instead of looping forever.`,
        [{ pointer: `/${page.next}`, keyword: 'uniqueToken', schemaPath: '', message: 'must differ from every earlier page token' }],
        { operationId },
      );
    }
    seen.add(key);
    token = next;
  }
}
