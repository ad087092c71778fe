// What a page iterator takes and returns: its options, the iterator itself (items one by one, or whole
// pages), and its request and items as read from the operation it pages. Types only; the iteration is
// core/paging.ts, loaded with the first one.
import type { RetryPolicy } from '../retry.ts';
import type { Int64Mode } from './int64.ts';
import type { QueryOf, RequestBodyOf, ResultOf } from './signatures.ts';

/** Options of a page iterator. */
export interface PageOptions {
  /** Stops the iteration: the pending page request rejects with `AbortError`. */
  signal?: AbortSignal;
  /** Per-page timeout; overrides the client's `timeoutMs`. */
  timeoutMs?: number;
  /** Extra headers of each page request. */
  headers?: Record<string, string>;
  /** Overrides the client's retry policy for each page request (`false`: no retries). */
  retry?: RetryPolicy | false;
}

/**
 * What a page iterator returns: the items of every page, one by one; `pages()` yields the whole
 * pages instead (each with the token to resume from), starting from the same request.
 */
export interface PageIterator<Item, Page> extends AsyncIterableIterator<Item> {
  /** Every page of the same request, whole: its items and its `next_page_token`. */
  pages(): AsyncIterableIterator<Page>;
}

/** The request of a page iterator: the operation's body, its page token (to resume from) optional. */
export type PageRequestOf<Op, Token extends string, M extends Int64Mode, S> = Omit<RequestBodyOf<Op, M, S>, Token> & {
  // `undefined` too: a resume token kept from an earlier run may be absent (`exactOptionalPropertyTypes`).
  [K in Token & keyof RequestBodyOf<Op, M, S>]?: RequestBodyOf<Op, M, S>[K] | undefined;
};
/** The request of a page iterator paged by a query parameter: the operation's query, its page token (to resume from) optional. */
export type PageQueryOf<Op, Token extends string, M extends Int64Mode, S> = Omit<QueryOf<Op, M, S>, Token> & {
  [K in Token & keyof QueryOf<Op, M, S>]?: QueryOf<Op, M, S>[K] | undefined;
};
/** One item of a paged list. */
export type PageItemOf<Op, Items extends string, M extends Int64Mode, S> = ResultOf<Op, M, S> extends { [K in Items]: readonly (infer E)[] } ? E : never;
