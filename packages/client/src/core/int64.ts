// Lossless int64: JSON.parse rounds integers beyond 2^53 without a word. The fast path is plain
// JSON.parse after one regular-expression scan for a number token of 16+ digits (2^53 has 16); only
// when one is found does a careful parse read the exact digits from the source text.

/** A shape of int64 positions, as generated into `<api>-int64.gen.ts`. */
export type Int64Shape = 1 | readonly [Int64Shape] | { readonly [key: string]: Int64Shape };

/** What went wrong with an integer: where and what the server wrote. */
export interface Int64Problem {
  pointer: string;
  literal: string;
  reason: string;
}

const limit = 2n ** 53n;
// A number token: after `:`, `,` or `[`, 16+ digits, then a delimiter. Digit runs inside strings
// (hex ids, fingerprints) are not followed by a delimiter, so they do not trigger the careful path.
const bigNumberToken = /[:,[]\s*-?\d{16,}[,}\]\s]/;
const bigTopLevel = /^\s*-?\d{16,}\s*$/;
const integerLiteral = /^-?\d+$/;

/** True when `text` may hold an integer literal of more than 15 digits. */
export function mayHoldBigInteger(text: string): boolean {
  return bigNumberToken.test(text) || bigTopLevel.test(text);
}

/** An integer JSON.parse would have rounded, kept as its source text until we know where it is. */
class Unsafe {
  readonly literal: string;
  readonly exact: boolean;
  constructor(literal: string, exact: boolean) {
    this.literal = literal;
    this.exact = exact;
  }
}

/** Parsed JSON; `unsafe` says that integers beyond 2^53 sit in it as markers awaiting `settle`. */
export interface Parsed {
  value: unknown;
  unsafe: boolean;
}

/**
 * Parses JSON text (throws SyntaxError when malformed). Integers beyond 2^53 are not rounded: they
 * are kept as markers with their exact source text, and `settle` decides what becomes of them.
 */
export function parseText(text: string): Parsed {
  if (!mayHoldBigInteger(text)) return { value: JSON.parse(text) as unknown, unsafe: false };
  let unsafe = false;
  const value: unknown = JSON.parse(text, (_key, v: unknown, context?: { source?: string }) => {
    if (typeof v !== 'number' || (v < 2 ** 53 && v > -(2 ** 53))) return v;
    const source = context?.source;
    if (source === undefined) {
      unsafe = true;
      return new Unsafe(String(v), false);
    }
    if (!integerLiteral.test(source)) return v; // a fraction or exponent: a float by JSON's own rules
    const exact = BigInt(source);
    if (exact <= limit && exact >= -limit) return v;
    unsafe = true;
    return new Unsafe(source, true);
  });
  return { value, unsafe };
}

/**
 * Finishes a parse. `number` mode: any big integer is a problem. `bigint` mode: int64 positions of
 * `shape` become `bigint` (exactly), a big integer anywhere else is a problem.
 */
export function settle(parsed: Parsed, mode: 'number' | 'bigint', shape: Int64Shape | undefined): { value: unknown; problem?: Int64Problem } {
  const effective = mode === 'bigint' ? shape : undefined;
  if (!parsed.unsafe) return { value: effective === undefined ? parsed.value : toBigInt(parsed.value, effective) };
  const problems: Int64Problem[] = [];
  const value = resolveUnsafe(parsed.value, effective, '', problems, mode);
  return problems.length > 0 ? { value: undefined, problem: problems[0]! } : { value };
}

/** Converts the numbers at int64 positions of `shape` to `bigint`, in place where possible. */
export function toBigInt(value: unknown, shape: Int64Shape): unknown {
  if (shape === 1) return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(shape)) {
    if (Array.isArray(value)) {
      const inner = shape[0];
      for (let i = 0; i < value.length; i++) value[i] = toBigInt(value[i], inner);
    }
    return value;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const objectShape = shape as { readonly [key: string]: Int64Shape };
    const map = objectShape.$map;
    if (map !== undefined) {
      for (const key of Object.keys(record)) record[key] = toBigInt(record[key], map);
      return value;
    }
    for (const key in objectShape) {
      if (key in record) record[key] = toBigInt(record[key], objectShape[key]!);
    }
  }
  return value;
}

function escapeToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Replaces Unsafe markers: with a bigint at int64 positions (bigint mode), otherwise a problem. */
function resolveUnsafe(
  value: unknown,
  shape: Int64Shape | undefined,
  pointer: string,
  problems: Int64Problem[],
  mode: 'number' | 'bigint',
): unknown {
  if (value instanceof Unsafe) {
    if (shape === 1 && value.exact) return BigInt(value.literal);
    problems.push({
      pointer,
      literal: value.literal,
      reason: !value.exact
        ? 'this runtime does not give JSON.parse revivers the source text, so the exact digits are lost; use Node 22+ or a current browser'
        : mode === 'number'
          ? 'it exceeds 2^53 and would be rounded as a number; create the client with `int64: "bigint"` to receive int64 fields exactly'
          : 'the spec does not declare this field int64, so it cannot be returned as a bigint',
    });
    return undefined;
  }
  if (shape === 1) return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) {
    const inner = Array.isArray(shape) ? (shape as readonly [Int64Shape])[0] : undefined;
    for (let i = 0; i < value.length; i++) value[i] = resolveUnsafe(value[i], inner, `${pointer}/${i}`, problems, mode);
    return value;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const objectShape = shape !== undefined && !Array.isArray(shape) ? (shape as { readonly [key: string]: Int64Shape }) : undefined;
    for (const key of Object.keys(record)) {
      const inner = objectShape?.$map ?? objectShape?.[key];
      record[key] = resolveUnsafe(record[key], inner, `${pointer}/${escapeToken(key)}`, problems, mode);
    }
  }
  return value;
}

/** JSON text of `value`, writing `bigint`s as exact integer literals. */
export function stringifyJson(value: unknown): string {
  // JSON.rawJSON (Node 21+, current browsers) writes digits as they are; without it, marker strings
  // are written and swapped for the digits afterwards.
  const rawJSON = (JSON as { rawJSON?: (text: string) => unknown }).rawJSON;
  let marked = false;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'bigint') return v;
    if (rawJSON !== undefined) return rawJSON(v.toString());
    marked = true;
    return `\u0000bigint:${v.toString()}\u0000`;
  });
  return marked ? text.replace(/"\\u0000bigint:(-?\d+)\\u0000"/g, '$1') : text;
}
