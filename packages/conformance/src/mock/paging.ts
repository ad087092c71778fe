// How the mock ends a listing as a server does, where Prism would answer the same page forever: token paging
// (`x-pagination`) ends on the spec's last-page example, and an operation read range by range (the ledger's
// `postV2Updates`: 200 examples that are lists, one of them empty) answers the example items of the range asked.
import { endsPaging, frameOffset, isObject, type Json, type JsonObject, type OperationSpec } from '@canton-openapi/contract';

/** The first 200 JSON example that ends paging: an empty list, or an object without a page token (absent, null or empty). */
export function lastPageExample(op: OperationSpec): string | undefined {
  const media = op.responses.find((r) => r.status === '200')?.contents.find((c) => c.mediaType.includes('json'));
  if (media === undefined) return undefined;
  if (op.pagination !== undefined) {
    const field = op.pagination.next;
    const hasToken = media.examples.some((e) => isObject(e.value) && !endsPaging(e.value[field]));
    return hasToken ? media.examples.find((e) => isObject(e.value) && endsPaging(e.value[field]))?.name : undefined;
  }
  // A list answer that the spec also shows empty is read range after range until a range comes back empty.
  const lists = media.examples.filter((e) => Array.isArray(e.value));
  if (lists.length < 2) return undefined;
  return lists.find((e) => Array.isArray(e.value) && e.value.length === 0)?.name;
}

/** The `next` tokens of the 200 examples of a token-paged operation. */
export function exampleTokens(op: OperationSpec): Set<string> {
  const media = op.responses.find((r) => r.status === '200')?.contents.find((c) => c.mediaType.includes('json'));
  const next = op.pagination?.next ?? '';
  return new Set((media?.examples ?? []).flatMap((e) => (isObject(e.value) && !endsPaging(e.value[next]) ? [String(e.value[next])] : [])));
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
