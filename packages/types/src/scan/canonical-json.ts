// The text two Scans' answers are compared by, when a client reads through the Scans of every SV or a
// check compares them: JSON with every object's keys in code-point order, so key order never splits a
// vote, and every number exact: a parsed int64 beyond 2^53 is a bigint, and raw JSON text keeps its
// numbers as written (JSON.parse alone would round two different int64s to one number). Scan sends
// Daml decimals as strings, which are compared as sent.

/** A number as the server wrote it, read by canonicalJsonText. */
class NumberText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/**
 * `value` as canonical JSON text: every object's keys in code-point order, a bigint as its digits,
 * an undefined property left out. The same text for the same JSON, whatever its key order.
 */
export function canonicalJson(value: unknown): string {
  return write(value);
}

/**
 * The canonical JSON text of a JSON document, every number as written (`1.0` stays `1.0`, an int64
 * beyond 2^53 stays exact): the text canonicalJson gives for its parsed value, without JSON.parse's
 * rounding. Throws a SyntaxError when `text` is not JSON. Exact on runtimes whose JSON.parse hands a
 * reviver the number's source (Node 22+, current browsers); elsewhere numbers are written as parsed.
 */
export function canonicalJsonText(text: string): string {
  // The third argument of a reviver (ES2025, JSON.parse source text access) holds the number's source.
  const value: unknown = JSON.parse(text, (_key, parsed: unknown, context?: { source?: string }) =>
    typeof parsed === 'number' ? new NumberText(context?.source ?? String(parsed)) : parsed,
  );
  return write(value);
}

function write(value: unknown): string {
  if (value instanceof NumberText) return value.text;
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return value.toString();
    // `undefined` (a missing optional) and functions never come out of JSON.parse; keep them distinct anyway.
    return JSON.stringify(value) ?? 'undefined';
  }
  if (Array.isArray(value)) return `[${value.map((item: unknown) => write(item)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${write(record[key])}`).join(',')}}`;
}
