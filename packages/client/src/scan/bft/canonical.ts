// The text two Scans' answers are compared by: JSON with object keys sorted, so key order never
// splits a vote. Scan sends Daml decimals and int64s inside payloads as strings, which are compared
// as sent; int64 fields the spec declares are exact (numbers within 2^53, or bigints).

/** `value` as JSON text with every object's keys in code-point order; a bigint as its digits. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return value.toString();
    // `undefined` (a missing optional) and functions never come out of JSON.parse; keep them distinct anyway.
    return JSON.stringify(value) ?? 'undefined';
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/**
 * At most about `max` characters of `text` for an error message: from the start, or, given the
 * leading answer, around the first character where `text` differs from it.
 */
export function excerpt(text: string, leading?: string, max = 120): string {
  let at = 0;
  if (leading !== undefined && leading !== text) while (at < text.length && text[at] === leading[at]) at++;
  const start = Math.max(0, at - 40);
  const cut = text.slice(start, start + max);
  return `${start > 0 ? `…(${start} chars equal) ` : ''}${cut}${start + max < text.length ? `… (${text.length} chars)` : ''}`;
}
