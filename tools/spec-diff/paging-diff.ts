// Paging as the contract declares it (`x-pagination`, read by the contract model): the client generates
// one page iterator per paged operation from it, and conformance and the mock follow the pages by it.
// Dropping it removes a public client method, renaming `iterator` renames one, and any other field
// changed makes the iterator page differently against the same server: all breaking. Declaring it adds
// a method.
import { type Pagination, paginationKey } from '@canton-openapi/contract';
import type { Report } from './change.ts';

/** How the iterator changes when one field of `x-pagination` does, said from its new value and the old. */
const changed: Record<Exclude<keyof Pagination, 'iterator'>, (was: string, now: string) => string> = {
  in: (was, now) => `now sends the page token in the ${now === 'query' ? 'query' : 'request body'} (was the ${was === 'query' ? 'query' : 'request body'})`,
  token: (was, now) => `now sends the previous page's token as \`${now}\` (was \`${was}\`)`,
  next: (was, now) => `now reads the next page's token from \`${now}\` (was \`${was}\`)`,
  items: (was, now) => `now yields the items of \`${now}\` (was \`${was}\`)`,
};

/** Reports the paging changes of one operation at `at` (its pointer tokens). */
export function diffPaging(a: Pagination | undefined, b: Pagination | undefined, at: string[], report: Report): void {
  const where = [...at, paginationKey];
  if (a === undefined || b === undefined) {
    if (b !== undefined) report('pagination-added', where, false, `operation now pages: the client gains the iterator \`${b.iterator}\``);
    if (a !== undefined) report('pagination-removed', where, true, `paging dropped: the iterator \`${a.iterator}\` is gone, a public client method is removed`);
    return;
  }
  if (a.iterator !== b.iterator) {
    report('iterator-renamed', [...where, 'iterator'], true, `iterator \`${a.iterator}\` renamed to \`${b.iterator}\`: a public client method is renamed`);
  }
  for (const [field, say] of Object.entries(changed) as [keyof typeof changed, (was: string, now: string) => string][]) {
    if (a[field] === b[field]) continue;
    report('pagination-changed', [...where, field], true, `iterator \`${b.iterator}\` ${say(a[field], b[field])}: it pages differently`);
  }
}
