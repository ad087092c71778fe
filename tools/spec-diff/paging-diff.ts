// Paging as the contract declares it (`x-pagination`, read by the contract model): the client generates
// one page iterator per paged operation from it, and conformance and the mock follow the pages by it.
// Dropping it removes a public client method, renaming `iterator` renames one, and any other field
// changed makes the iterator page differently against the same server: all breaking, a cursor taken from
// the last item too (another target, another source or another order of sources sends another request).
// Declaring it adds a method.
import { type CursorPagination, isCursorPagination, type Pagination, paginationKey, type TokenPagination } from '@canton-openapi/contract';
import type { Report } from './change.ts';

/** How the iterator changes when one field of a token `x-pagination` does, said from its new value and the old. */
const changed: Record<Exclude<keyof TokenPagination, 'iterator'>, (was: string, now: string) => string> = {
  in: (was, now) => `now sends the page token in the ${now === 'query' ? 'query' : 'request body'} (was the ${was === 'query' ? 'query' : 'request body'})`,
  token: (was, now) => `now sends the previous page's token as \`${now}\` (was \`${was}\`)`,
  next: (was, now) => `now reads the next page's token from \`${now}\` (was \`${was}\`)`,
  items: (was, now) => `now yields the items of \`${now}\` (was \`${was}\`)`,
};

/** A cursor mapping as one line, by target (their order means nothing; the order of sources does): `/after/x ← /a | /b; …`. */
function mappingText(page: CursorPagination): string {
  return Object.entries(page.fromLastItem)
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([target, sources]) => `${target} ← ${sources.join(' | ')}`)
    .join('; ');
}

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
  const kind = (p: Pagination) => (isCursorPagination(p) ? 'a cursor from the last item' : 'a page token');
  if (isCursorPagination(a) !== isCursorPagination(b)) {
    report('pagination-changed', where, true, `iterator \`${b.iterator}\` now reads on by ${kind(b)} (was ${kind(a)}): it pages differently`);
    return;
  }
  if (isCursorPagination(a) && isCursorPagination(b)) {
    if (a.items !== b.items)
      report('pagination-changed', [...where, 'items'], true, `iterator \`${b.iterator}\` ${changed.items(a.items, b.items)}: it pages differently`);
    const [was, now] = [mappingText(a), mappingText(b)];
    if (was !== now)
      report(
        'pagination-changed',
        [...where, 'fromLastItem'],
        true,
        `iterator \`${b.iterator}\` now sets ${now} from the last item (was ${was}): it pages differently`,
      );
    if (a.ends !== b.ends)
      report('pagination-changed', [...where, 'ends'], true, `iterator \`${b.iterator}\` now ends at ${b.ends} (was ${a.ends}): it pages differently`);
    if (a.start !== b.start) {
      const first = (p: CursorPagination) => (p.start === 'caller' ? "the caller's first request carries the cursor" : 'the first request has no cursor');
      report('pagination-changed', [...where, 'start'], true, `iterator \`${b.iterator}\`: now ${first(b)} (was: ${first(a)}): it pages differently`);
    }
    return;
  }
  for (const [field, say] of Object.entries(changed) as [keyof typeof changed, (was: string, now: string) => string][]) {
    const [was, now] = [(a as TokenPagination)[field], (b as TokenPagination)[field]];
    if (was === now) continue;
    report('pagination-changed', [...where, field], true, `iterator \`${b.iterator}\` ${say(was, now)}: it pages differently`);
  }
}
