// Paging as the contract declares it: the `x-pagination` extension of a paged operation. Codegen, the
// lint rules, conformance and its mock read paging here and nowhere else; nothing is inferred from prose.
// Two forms: a token the response hands out (`token`/`next`), or a cursor the client builds from the
// last item of a page (`fromLastItem`, as Scan's `/v2/updates` takes `after`), which ends on an empty page.
// A cursor's first page either has none (the server starts at the beginning) or, with `start: caller`, the
// caller's first request sets it (Scan's `getUpdatesBefore` requires `before`, and reads back from it).
import { isObject, pointerTokens } from './json.ts';

/** Paging by a token the response hands out: the next request carries the page's `next` as `token`. */
export interface TokenPagination {
  /** Where the request carries the previous page's token: a JSON body field or a query parameter. */
  in: 'body' | 'query';
  /** The request body field (or query parameter) that takes the previous page's token. */
  token: string;
  /** The 200 response field that carries the next page's token; absent, `null` or empty on the last page. */
  next: string;
  /** The 200 response field that holds the page's items (an array). */
  items: string;
  /** The name of the client's page iterator (`iterateVoteRequestResults`). */
  iterator: string;
}

/**
 * Paging by a cursor taken from the last item of a page: the next request is the first one with each
 * target set from the last item. Values are copied, never parsed (an int64 stays exact, a time keeps its text).
 */
export interface CursorPagination {
  /** The cursor goes in the JSON request body. */
  in: 'body';
  /**
   * Request body JSON pointer → JSON pointers into the last item, tried in order: the first that resolves
   * (neither absent nor `null`) is copied, as an item whose field sits elsewhere in one branch of a union.
   */
  fromLastItem: Readonly<Record<string, readonly string[]>>;
  /** When the listing ends: at the first page without items (a shorter page may still be followed by more). */
  ends: 'empty-page';
  /**
   * Where the first page's cursor comes from: absent, the first request has none; `caller`, the caller's first
   * request carries it (its members are required, as `before` of Scan's `getUpdatesBefore`).
   */
  start?: 'caller';
  /** The 200 response field that holds the page's items (an array). */
  items: string;
  /** The name of the client's page iterator (`iterateUpdateHistory`). */
  iterator: string;
}

/** How an operation pages, as its `x-pagination` declares it. */
export type Pagination = TokenPagination | CursorPagination;

/** Whether `page` builds its cursor from the last item (rather than following a token). */
export function isCursorPagination(page: Pagination): page is CursorPagination {
  return 'fromLastItem' in page;
}

/**
 * Whether a page's next-page token ends the listing: absent, `null`, or an empty string (a protobuf string's
 * default, which Canton's page tokens are, and which as a request token would start over from the first page).
 */
export function endsPaging(token: unknown): boolean {
  return token === undefined || token === null || token === '';
}

/** The extension's name. */
export const paginationKey = 'x-pagination';

const tokenFields = ['in', 'token', 'next', 'items', 'iterator'] as const;
const cursorFields = ['in', 'fromLastItem', 'ends', 'start', 'items', 'iterator'] as const;

/** Whether `text` is a non-empty JSON pointer (`/a/b`; `~0`, `~1` escapes). */
function isPointer(text: unknown): text is string {
  return typeof text === 'string' && /^(\/([^~/]|~[01])*)+$/.test(text);
}

/** What is wrong with the `fromLastItem` map of a cursor declaration, one sentence per problem. */
function cursorProblems(value: unknown): string[] {
  const at = `\`${paginationKey}.fromLastItem\``;
  if (!isObject(value) || Object.keys(value).length === 0) return [`${at} must map request body JSON pointers to lists of JSON pointers into the last item.`];
  const problems: string[] = [];
  for (const [target, sources] of Object.entries(value)) {
    if (!isPointer(target)) problems.push(`${at} key \`${target}\` must be a JSON pointer into the request body, like \`/after/after_record_time\`.`);
    if (!Array.isArray(sources) || sources.length === 0 || !sources.every(isPointer))
      problems.push(`${at} \`${target}\` must be a non-empty list of JSON pointers into the last item, like \`[/record_time]\`.`);
  }
  const targets = Object.keys(value);
  for (const target of targets) {
    const nested = targets.find((other) => other !== target && other.startsWith(`${target}/`));
    if (nested !== undefined) problems.push(`${at} sets both \`${target}\` and \`${nested}\` inside it.`);
  }
  return problems;
}

/** What is wrong with the shape of an `x-pagination` value, one sentence per problem (empty when valid). */
export function paginationShapeProblems(value: unknown): string[] {
  if (!isObject(value))
    return [
      `\`${paginationKey}\` must be an object with ${tokenFields.map((f) => `\`${f}\``).join(', ')}, or with \`fromLastItem\` and \`ends\` instead of \`token\` and \`next\`.`,
    ];
  const cursor = 'fromLastItem' in value;
  const fields: readonly string[] = cursor ? cursorFields : tokenFields;
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (fields.includes(key)) continue;
    problems.push(
      cursor && (key === 'token' || key === 'next')
        ? `\`${paginationKey}\` takes \`fromLastItem\` or \`${key}\`, not both: a cursor from the last item has no token.`
        : `\`${paginationKey}\` has unknown field \`${key}\`.`,
    );
  }
  if (cursor) {
    if (value['in'] !== 'body') problems.push(`\`${paginationKey}.in\` must be \`body\`: a cursor from the last item goes in the JSON request body.`);
    problems.push(...cursorProblems(value['fromLastItem']));
    if (value['ends'] !== 'empty-page')
      problems.push(`\`${paginationKey}.ends\` must be \`empty-page\`: a cursor listing ends at the first page without items.`);
    if ('start' in value && value['start'] !== 'caller')
      problems.push(`\`${paginationKey}.start\` must be \`caller\` (the caller's first request carries the cursor), or left out.`);
  } else {
    if (value['in'] !== 'body' && value['in'] !== 'query') problems.push(`\`${paginationKey}.in\` must be \`body\` or \`query\`.`);
    for (const key of ['token', 'next'] as const) {
      if (typeof value[key] !== 'string' || value[key] === '') problems.push(`\`${paginationKey}.${key}\` must name a field.`);
    }
  }
  if (typeof value['items'] !== 'string' || value['items'] === '') problems.push(`\`${paginationKey}.items\` must name a field.`);
  const iterator = value['iterator'];
  if (typeof iterator !== 'string' || !/^iterate[A-Z][A-Za-z0-9]*$/.test(iterator))
    problems.push(`\`${paginationKey}.iterator\` must be a name like \`iterateThings\`.`);
  return problems;
}

/**
 * The paging `operation` declares, or undefined when it has no `x-pagination`. Throws naming `where`
 * (the operation) on a malformed declaration; `canton/pagination` reports it with its location first.
 */
export function paginationOf(operation: Record<string, unknown>, where: string): Pagination | undefined {
  const value = operation[paginationKey];
  if (value === undefined) return undefined;
  const problems = paginationShapeProblems(value);
  if (problems.length > 0) throw new Error(`${where}: ${problems.join(' ')}`);
  if (isObject(value) && 'fromLastItem' in value) {
    const { fromLastItem, items, iterator, start } = value as unknown as CursorPagination; // checked just above
    const copied = Object.fromEntries(Object.entries(fromLastItem).map(([target, sources]) => [target, [...sources]]));
    return { in: 'body', fromLastItem: copied, ends: 'empty-page', ...(start === undefined ? {} : { start }), items, iterator };
  }
  const { in: location, token, next, items, iterator } = value as unknown as TokenPagination; // checked just above
  return { in: location, token, next, items, iterator };
}

/** The top-level request body members a cursor declaration sets (`after` for `/after/after_record_time`). */
export function cursorMembers(page: CursorPagination): string[] {
  return [...new Set(Object.keys(page.fromLastItem).map((target) => pointerTokens(target)[0]!))];
}

/**
 * The cursor the last item `item` gives (each target's value from the first of its sources present and not
 * `null`) with its `key`, or the target none of whose sources the item has. Shared by conformance and the mock.
 */
export function cursorOfItem(page: CursorPagination, item: unknown): { values: Record<string, unknown>; key: string } | { missing: string } {
  const values: Record<string, unknown> = {};
  for (const [target, sources] of Object.entries(page.fromLastItem)) {
    const found = sources.map((source) => valueAt(item, source)).find((v) => v !== undefined && v !== null);
    if (found === undefined) return { missing: target };
    values[target] = found;
  }
  return { values, key: keyOf(Object.values(values)) };
}

/** The key of the cursor `request` carries (equal to `cursorOfItem`'s for the same values), or undefined when it carries none. */
export function cursorKey(page: CursorPagination, request: unknown): string | undefined {
  const values = Object.keys(page.fromLastItem).map((target) => valueAt(request, target));
  return values.every((v) => v === undefined) ? undefined : keyOf(values);
}

/** A text equal for equal cursor values, in the order of the targets (bigints by their digits). */
function keyOf(values: unknown[]): string {
  return JSON.stringify(values, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/** The value at JSON pointer `pointer` of `value` through objects (and arrays), or undefined. */
function valueAt(value: unknown, pointer: string): unknown {
  let current = value;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(current)) current = current[Number(token)];
    else if (isObject(current)) current = current[token];
    else return undefined;
  }
  return current;
}
