// Page iterators load their code on first use, keeping it out of bundles that never iterate.
import type { OperationDef } from './client.ts';
import type { Invoke, PageOptions, Paginate } from './types.ts';

/** The `paginate` of one client, over the operations that have a `page` description. */
export function lazyPaginate(operations: Readonly<Record<string, OperationDef>>, invoke: Invoke): Paginate {
  return async function* <Item>(operationId: string, request: object, options: PageOptions | undefined) {
    const { iteratePages } = await import('./pagination.ts');
    yield* iteratePages<Item>(invoke, operationId, operations[operationId]?.page, request, options);
  };
}
