// Page iterators load their code on first use, keeping it out of bundles that never iterate.
import type { OperationDef } from './operation.ts';
import type { Invoke, PageIterator, PageOptions, Paginate } from './types.ts';
import { withErrors } from './lazy-errors.ts';

/** The `paginate` of one client, over the operations that have a `page` description. */
export function lazyPaginate(operations: Readonly<Record<string, OperationDef>>, invoke: Invoke): Paginate {
  return <Item, Page>(operationId: string, request: object, options: PageOptions | undefined): PageIterator<Item, Page> => {
    const run = async function* <T>(yieldPages: boolean): AsyncGenerator<T, void, undefined> {
      const { iteratePages } = await withErrors(import('./pagination.ts'));
      yield* iteratePages<T>(invoke, operationId, operations[operationId]?.page, request, options, yieldPages);
    };
    return Object.assign(run<Item>(false), { pages: () => run<Page>(true) });
  };
}
