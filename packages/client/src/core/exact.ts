// The careful half of lossless int64, loaded on demand: a parse that keeps integers beyond 2^53 as
// their exact source text, and the conversion of int64 positions to bigint.
import { Int64PrecisionError, ResponseValidationError, validationFields } from './errors.ts';
import type { Int64Problem, Int64Shape, Parsed } from './int64.ts';
import type { ResponseContext } from './response.ts';

const limit = 2n ** 53n;
const integerLiteral = /^-?\d+$/;

/** An integer JSON.parse would have rounded, kept as its source text until we know where it is. */
class Unsafe {
  readonly literal: string;
  readonly exact: boolean;
  constructor(literal: string, exact: boolean) {
    this.literal = literal;
    this.exact = exact;
  }
}

/**
 * Parses JSON text (throws SyntaxError when malformed). Integers beyond 2^53 are not rounded: they
 * are kept as markers with their exact source text, and `settle` decides what becomes of them.
 */
export function parseExact(text: string): Parsed {
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
        ? 'exceeds 2^53, and this runtime hides its exact digits from JSON.parse: use Node 22+ or a current browser'
        : mode === 'number'
          ? 'exceeds 2^53 and would be rounded: create the client with `int64: "bigint"` for exact int64 values'
          : 'exceeds 2^53 where the spec does not declare an int64, so no bigint can stand for it',
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


/**
 * The careful path of a 2xx body: exact parse where `plain`, its JSON.parse result, may hold rounded
 * integers (`careful`), validation, then int64 settling.
 */
export function finishBody(text: string, plain: unknown, careful: boolean, status: number, c: ResponseContext): unknown {
  const parsed = careful ? parseExact(text) : { value: plain, unsafe: false };
  if (c.validate !== undefined) {
    // Validators see plain numbers: with big integers, the (rounded) JSON.parse result stands in.
    const issues = c.validate(status, parsed.unsafe ? plain : parsed.value);
    const first = issues[0];
    if (first !== undefined) {
      throw new ResponseValidationError(
        `${c.label}: the HTTP ${status} body does not match the spec at ${first.pointer || '(root)'}: ${first.message} ` +
          `(rule ${first.keyword} at ${first.schemaPath})${issues.length > 1 ? `, and ${issues.length - 1} more` : ''}.`,
        c,
        validationFields(issues),
      );
    }
  }
  const settled = settle(parsed, c.mode, c.shape);
  const p = settled.problem;
  if (p !== undefined) {
    throw new Int64PrecisionError(`${c.label}: the integer ${p.literal} at ${p.pointer || '(root)'} ${p.reason}.`, c, {
      pointer: p.pointer,
      literal: p.literal,
    });
  }
  return settled.value;
}

/**
 * An error body of JSON media type, parsed exactly (error bodies are small): no integer beyond
 * 2^53, and with `validate`, valid for its status. `bodyIssue` says what is wrong otherwise.
 */
export function errorBody(text: string, status: number, c: ResponseContext): { body?: unknown; bodyIssue?: string } {
  let settled: ReturnType<typeof settle>;
  try {
    settled = settle(parseExact(text), 'number', undefined);
  } catch (error) {
    return { bodyIssue: `not JSON (${String(error)})` };
  }
  if (settled.problem) return { bodyIssue: `integer ${settled.problem.literal} at ${settled.problem.pointer} exceeds 2^53` };
  const body = settled.value;
  const issue = c.validate?.(status, body)[0];
  return issue === undefined ? { body } : { bodyIssue: `does not match the spec at ${issue.pointer || '(root)'}: ${issue.message} (rule ${issue.keyword})` };
}
