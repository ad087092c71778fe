// The text SVs' answers are compared by: JSON with object keys sorted (key order never makes two
// answers differ) and every number as the server wrote it (JSON.parse would round an int64 beyond
// 2^53 and make different numbers equal). Needs JSON.parse source text access (Node 22+).
import { RawNumber } from '../plan/request.ts';

/** The canonical text of a JSON body; throws SyntaxError when it is not JSON. */
export function canonicalText(body: string): string {
  const value: unknown = JSON.parse(body, (_key, parsed: unknown, context?: { source?: string }) =>
    typeof parsed === 'number' ? new RawNumber(context?.source ?? String(parsed)) : parsed,
  );
  return write(value);
}

function write(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(write).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${write(record[k])}`)
    .join(',')}}`;
}

/** About `max` characters of `text` around where it first differs from `agreed` (from the start without one). */
export function differenceExcerpt(text: string, agreed?: string, max = 120): string {
  let at = 0;
  if (agreed !== undefined && agreed !== text) while (at < text.length && text[at] === agreed[at]) at++;
  const start = Math.max(0, at - 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, start + max)}${start + max < text.length ? '…' : ''}`;
}
