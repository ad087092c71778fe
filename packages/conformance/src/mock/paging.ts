// How the mock ends a listing as a server does, where Prism would answer the same page forever: token paging
// (`x-pagination`) ends on the spec's last-page example, paging by a cursor from the last item on the 200
// example whose items are empty, and an operation read range by range (the ledger's
// `postV2Updates`: 200 examples that are lists, one of them empty) answers the example items of the range asked.
import {
  cursorKey,
  cursorOfItem,
  endsPaging,
  frameOffset,
  isCursorPagination,
  isObject,
  type Json,
  type JsonObject,
  type OperationSpec,
} from '@canton-openapi/contract';

/** The first 200 JSON example that ends paging: an empty list, or an object without a page token (absent, null or empty). */
export function lastPageExample(op: OperationSpec): string | undefined {
  const media = op.responses.find((r) => r.status === '200')?.contents.find((c) => c.mediaType.includes('json'));
  if (media === undefined) return undefined;
  const paging = op.pagination;
  if (paging !== undefined && isCursorPagination(paging)) {
    const items = (e: { value: Json }) => {
      const list = isObject(e.value) ? e.value[paging.items] : undefined;
      return Array.isArray(list) ? list : undefined;
    };
    const hasItems = media.examples.some((e) => (items(e)?.length ?? 0) > 0);
    return hasItems ? media.examples.find((e) => items(e)?.length === 0)?.name : undefined;
  }
  if (paging !== undefined) {
    const field = paging.next;
    const hasToken = media.examples.some((e) => isObject(e.value) && !endsPaging(e.value[field]));
    return hasToken ? media.examples.find((e) => isObject(e.value) && endsPaging(e.value[field]))?.name : undefined;
  }
  // A list answer that the spec also shows empty is read range after range until a range comes back empty.
  const lists = media.examples.filter((e) => Array.isArray(e.value));
  if (lists.length < 2) return undefined;
  return lists.find((e) => Array.isArray(e.value) && e.value.length === 0)?.name;
}

/**
 * What the 200 examples of a paged operation hand out: their `next` tokens, or for a cursor from the last
 * item, the cursor (`cursorKey`) of the last item of each example with items.
 */
export function exampleTokens(op: OperationSpec): Set<string> {
  const media = op.responses.find((r) => r.status === '200')?.contents.find((c) => c.mediaType.includes('json'));
  const examples = media?.examples ?? [];
  const paging = op.pagination;
  if (paging !== undefined && isCursorPagination(paging)) {
    return new Set(examples.flatMap((e) => (isObject(e.value) ? issuedCursor(op, e.value) : [])));
  }
  const next = paging?.next ?? '';
  return new Set(examples.flatMap((e) => (isObject(e.value) && !endsPaging(e.value[next]) ? [String(e.value[next])] : [])));
}

/** The cursor a page of an operation paged from its last item hands out (`cursorKey` of the last item), none for an empty page. */
export function issuedCursor(op: OperationSpec, page: JsonObject): string[] {
  const paging = op.pagination;
  if (paging === undefined || !isCursorPagination(paging)) return [];
  const items = page[paging.items];
  if (!Array.isArray(items) || items.length === 0) return [];
  const cursor = cursorOfItem(paging, items[items.length - 1]);
  const key = 'values' in cursor ? cursor.key : undefined;
  return key === undefined ? [] : [key];
}

/** The page token or cursor a request of a paged operation carries (in its query or its JSON body), or undefined on a first page. */
export function carriedToken(op: OperationSpec, url: URL, body: unknown): string | undefined {
  const paging = op.pagination;
  if (paging === undefined) return undefined;
  if (isCursorPagination(paging)) return cursorKey(paging, body);
  const token = paging.in === 'query' ? url.searchParams.get(paging.token) : isObject(body) ? body[paging.token] : undefined;
  return token === undefined || token === null ? undefined : String(token);
}

/** Every item of the 200 list examples that has an offset, once each, in offset order. */
export function rangeItems(op: OperationSpec): { offset: number; item: Json }[] {
  const media = op.responses.find((r) => r.status === '200')?.contents.find((c) => c.mediaType.includes('json'));
  const seen = new Set<string>();
  const items: { offset: number; item: Json }[] = [];
  for (const example of media?.examples ?? []) {
    for (const item of Array.isArray(example.value) ? example.value : []) {
      const offset = frameOffset(item);
      const text = JSON.stringify(item);
      if (offset === undefined || seen.has(text)) continue;
      seen.add(text);
      items.push({ offset, item });
    }
  }
  return items.sort((a, b) => a.offset - b.offset);
}

/** The items in (`beginExclusive`, `endInclusive`] of `request`, ordered as asked, at most `limit` (a participant answers none for 0 or less). */
export function selectRange(items: { offset: number; item: Json }[], request: JsonObject, limit: string | null): Json[] {
  const begin = typeof request['beginExclusive'] === 'number' ? request['beginExclusive'] : 0;
  const end = typeof request['endInclusive'] === 'number' ? request['endInclusive'] : undefined;
  const selected = items.filter((i) => i.offset > begin && (end === undefined || i.offset <= end)).map((i) => i.item);
  if (request['descendingOrder'] === true) selected.reverse();
  const most = limit === null || !/^-?\d+$/.test(limit) ? undefined : Number(limit);
  return most === undefined ? selected : selected.slice(0, Math.max(0, most));
}
