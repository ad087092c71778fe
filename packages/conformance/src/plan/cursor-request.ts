// The requests of an operation paged by a cursor from the last item (`x-pagination` `fromLastItem`): a first
// page (the cursor's members removed, unless the first request carries the cursor), the items of a page with each number by its exact source text, and
// the next request with the cursor copied from the last item, so an int64 beyond 2^53 goes back unrounded.
import { type CursorPagination, isObject, pointerTokens } from '@canton-openapi/contract';
import { cloneBody, type PlannedRequest, RawNumber } from './request.ts';

/** The items of a JSON page, each number kept as its source text (a RawNumber); undefined when the page has no item list. */
export function readItems(body: string, field: string): unknown[] | undefined {
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
export function withCursor(body: unknown, values: Record<string, unknown>): unknown {
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

/** `base`'s body without the cursor's top-level members: a first page; `base` itself when the caller's first request carries the cursor (`start: caller`). */
export function firstPage(base: PlannedRequest, paging: CursorPagination): PlannedRequest {
  if (!isObject(base.body) || paging.start === 'caller') return base;
  const body: Record<string, unknown> = { ...base.body };
  for (const target of Object.keys(paging.fromLastItem)) delete body[pointerTokens(target)[0]!];
  return { ...base, body };
}
