// Paging as the contract declares it: the `x-pagination` extension of a paged operation. Codegen, the
// lint rules, conformance and its mock read paging here and nowhere else; nothing is inferred from prose.
import { isObject } from './json.ts';

/** How an operation pages, as its `x-pagination` declares it. */
export interface Pagination {
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
 * Whether a page's next-page token ends the listing: absent, `null`, or an empty string (a protobuf string's
 * default, which Canton's page tokens are, and which as a request token would start over from the first page).
 */
export function endsPaging(token: unknown): boolean {
  return token === undefined || token === null || token === '';
}

/** The extension's name. */
export const paginationKey = 'x-pagination';

const fields = ['in', 'token', 'next', 'items', 'iterator'] as const;

/** What is wrong with the shape of an `x-pagination` value, one sentence per problem (empty when valid). */
export function paginationShapeProblems(value: unknown): string[] {
  if (!isObject(value)) return [`\`${paginationKey}\` must be an object with ${fields.map((f) => `\`${f}\``).join(', ')}.`];
  const problems: string[] = [];
  for (const key of Object.keys(value)) if (!(fields as readonly string[]).includes(key)) problems.push(`\`${paginationKey}\` has unknown field \`${key}\`.`);
  if (value['in'] !== 'body' && value['in'] !== 'query') problems.push(`\`${paginationKey}.in\` must be \`body\` or \`query\`.`);
  for (const key of ['token', 'next', 'items'] as const) {
    if (typeof value[key] !== 'string' || value[key] === '') problems.push(`\`${paginationKey}.${key}\` must name a field.`);
  }
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
  const { in: location, token, next, items, iterator } = value as Pagination; // checked just above
  return { in: location, token, next, items, iterator };
}
