// Lossless int64: JSON.parse rounds integers beyond 2^53 without a word, and a number of 2^53 is not
// exact either (2^53 + 1 reads as 2^53): a number stands for one integer only within ±(2^53 − 1).
// The spec declares every int64 field, and the generator writes where they are into the operation
// table (`<api>-operations.gen.ts`), with a function per operation that reads those fields alone;
// Daml values inside untyped fields (createArgument, choiceArgument, payload, …) carry Int64 and
// Decimal as strings, so an integer beyond 2^53 can legitimately sit only in an int64 field. Both
// modes start with plain JSON.parse and that function, which looks for a number at or beyond ±2^53
// (rounding never takes a literal beyond 2^53 below it) in a few fields of each element instead of
// every value. Only when one is found is the text parsed again with each number's source
// (`parseExact` here); bigint mode loads this module anyway, to convert the int64 fields. Loaded on
// demand, with the first response that needs it.
import type { Validate } from './context.ts';
import type { ErrorClasses, ErrorContext } from './errors.ts';
import type { Int64Mode, Int64Shape } from './types/int64.ts';

/** What went wrong with an integer: where and what the server wrote. */
export interface Int64Problem {
  pointer: string;
  literal: string;
  reason: string;
}

/** Parsed JSON; `unsafe` says that integers outside ±(2^53 − 1) sit in it as markers (`parseExact`). */
export interface Parsed {
  value: unknown;
  unsafe: boolean;
}

// ---- the integer a number literal stands for ----

const numberLiteral = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * The exact integer a JSON number literal stands for (`9.007199254740993e15` → `9007199254740993`):
 * undefined when it has a fraction; `'overflow'` beyond 40 digits, which no int64 reaches (and
 * which bounds the work for `1e999999999`).
 */
export function exactInteger(literal: string): string | 'overflow' | undefined {
  const m = numberLiteral.exec(literal);
  if (m === null) return undefined;
  const [, sign, whole, fraction = '', exponentText = '0'] = m;
  const exponent = Number(exponentText);
  let digits = (whole! + fraction).replace(/^0+(?=\d)/, '');
  // The decimal point sits `fraction.length - exponent` digits from the right.
  const shift = exponent - fraction.length;
  if (digits === '0' || /^0+$/.test(digits)) return '0';
  if (shift >= 0) {
    if (digits.length + shift > 40) return 'overflow';
    digits += '0'.repeat(shift);
  } else {
    const cut = -shift;
    const dropped = cut >= digits.length ? digits : digits.slice(digits.length - cut);
    if (/[1-9]/.test(dropped)) return undefined;
    digits = cut >= digits.length ? '0' : digits.slice(0, digits.length - cut);
    if (digits.length > 40) return 'overflow';
  }
  return digits === '0' ? '0' : `${sign}${digits}`;
}

// ---- the careful parse ----

// The first integer a number does not stand for alone: 2^53 + 1 reads as 2^53, so a number that is
// 2^53 may be either (Number.MAX_SAFE_INTEGER is 2^53 − 1).
const unsafeFrom = 2n ** 53n;
const integerLiteral = /^-?\d+$/;

/** The shape of property `key` of an object of shape `shape`: its own, else its `$map`'s (additionalProperties). */
function propertyShape(shape: { readonly [key: string]: Int64Shape }, key: string): Int64Shape | undefined {
  return key !== '$map' && Object.hasOwn(shape, key) ? shape[key] : shape.$map;
}

/**
 * A number JSON.parse may have changed: an integer outside ±(2^53 − 1), or one written with a fraction
 * or exponent that is not a whole number within it. It keeps the source text until we know where it is.
 */
class Unsafe {
  /** The number exactly as the server wrote it. */
  readonly literal: string;
  /** What JSON.parse made of it. */
  readonly value: number;
  /** Written as digits alone (`-?\d+`): an integer by JSON's own rules; else a float outside int64 fields. */
  readonly plainInteger: boolean;
  /** Its exact integer digits; undefined for a fraction, for more than 40 digits, or when the source is hidden. */
  readonly exact: string | undefined;
  /** The runtime hid the source text (no reviver `context.source`). */
  readonly hidden: boolean;
  constructor(literal: string, value: number, plainInteger: boolean, exact: string | undefined, hidden: boolean) {
    this.literal = literal;
    this.value = value;
    this.plainInteger = plainInteger;
    this.exact = exact;
    this.hidden = hidden;
  }
}

/**
 * Parses JSON text (throws SyntaxError when malformed). Numbers JSON.parse may have changed are
 * kept as markers with their exact source text, and `settle` decides what becomes of them: whole
 * numbers within ±(2^53 − 1), however written, stay plain numbers.
 */
export function parseExact(text: string): Parsed {
  let unsafe = false;
  const value: unknown = JSON.parse(text, (_key, v: unknown, context?: { source?: string }) => {
    if (typeof v !== 'number' || (v < 2 ** 53 && v > -(2 ** 53) && Number.isInteger(v))) return v;
    const source = context?.source;
    if (source === undefined) {
      if (!Number.isInteger(v)) return v; // a fraction, as far as this runtime lets us see
      unsafe = true;
      return new Unsafe(String(v), v, true, undefined, true);
    }
    const plainInteger = integerLiteral.test(source);
    const exact = exactInteger(source);
    if (exact !== undefined && exact !== 'overflow') {
      const big = BigInt(exact);
      if (big < unsafeFrom && big > -unsafeFrom) return v; // `9007199254740991.0`, `4.2e1`: exact as a number
    }
    unsafe = true;
    return new Unsafe(source, v, plainInteger, exact === 'overflow' ? undefined : exact, false);
  });
  return { value, unsafe };
}

/** Why the number `marker` cannot be returned as it is at an int64 field (`mode`) or elsewhere (`undefined`). */
function reason(marker: Unsafe, mode: 'number' | 'bigint', int64Field: boolean): string {
  if (marker.hidden) return 'is outside ±(2^53 − 1), and this runtime hides its exact digits from JSON.parse: use Node 22+ or a current browser';
  if (!int64Field) return 'is outside ±(2^53 − 1) where the spec does not declare an int64, so no bigint can stand for it';
  if (marker.exact === undefined) {
    return exactInteger(marker.literal) === 'overflow'
      ? 'is far outside the int64 range (a contract violation)'
      : 'is not an integer, which an int64 field must be (a contract violation)';
  }
  if (mode === 'number')
    return 'is outside ±(2^53 − 1), where a number is no longer exact (2^53 + 1 reads as 2^53): create the client with `int64: "bigint"` for exact int64 values';
  return 'cannot be returned exactly';
}

/** A marker outside the int64 fields: a float stays the number JSON.parse made of it; a big integer is a problem. */
function outsideInt64(marker: Unsafe): boolean {
  return !marker.plainInteger && !marker.hidden;
}

/**
 * Finishes a parse. `number`: any big integer is a problem (error bodies, where every integer is
 * checked). `bigint`: int64 positions of `shape` become `bigint` (exactly); a number anywhere else
 * is what JSON.parse makes of it, as in number mode (the contract has no big integer there).
 */
export function settle(parsed: Parsed, mode: 'number' | 'bigint', shape: Int64Shape | undefined): { value: unknown; problem?: Int64Problem } {
  const effective = mode === 'bigint' ? shape : undefined;
  if (!parsed.unsafe) return { value: effective === undefined ? parsed.value : toBigInt(parsed.value, effective) };
  const problems: Int64Problem[] = [];
  const value = resolveUnsafe(parsed.value, effective, '', problems, mode);
  return problems.length > 0 ? { value: undefined, problem: problems[0]! } : { value };
}

/**
 * The first int64 position of `shape` in `value`, a result of `parseExact`, that holds an integer
 * outside ±(2^53 − 1) (number mode: it is not exact). Positions the spec does not declare are not
 * looked at: the walk follows the shape, as the generated checks do.
 */
export function declaredProblem(value: unknown, shape: Int64Shape, pointer = ''): Int64Problem | undefined {
  if (value instanceof Unsafe) return shape === 1 ? { pointer, literal: value.literal, reason: reason(value, 'number', true) } : undefined;
  if (shape === 1 || typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return undefined;
    for (let i = 0; i < value.length; i++) {
      const problem = declaredProblem(value[i], shape[0], `${pointer}/${i}`);
      if (problem !== undefined) return problem;
    }
    return undefined;
  }
  if (Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const objectShape = shape as { readonly [key: string]: Int64Shape };
  // In the body's key order, so that of several big integers the first one written is named.
  for (const key of Object.keys(record)) {
    const inner = propertyShape(objectShape, key);
    const problem = inner === undefined ? undefined : declaredProblem(record[key], inner, `${pointer}/${escapeToken(key)}`);
    if (problem !== undefined) return problem;
  }
  return undefined;
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
      for (const key of Object.keys(record)) record[key] = toBigInt(record[key], propertyShape(objectShape, key)!);
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

/**
 * Replaces Unsafe markers: at int64 positions with a bigint (bigint mode) or a problem; elsewhere with
 * the number JSON.parse made of it (bigint mode, and floats) or a problem (number mode's error bodies).
 */
function resolveUnsafe(value: unknown, shape: Int64Shape | undefined, pointer: string, problems: Int64Problem[], mode: 'number' | 'bigint'): unknown {
  if (value instanceof Unsafe) {
    if (shape === 1) {
      if (mode === 'bigint' && value.exact !== undefined) return BigInt(value.exact);
      problems.push({ pointer, literal: value.literal, reason: reason(value, mode, true) });
      return undefined;
    }
    if (mode === 'bigint' || outsideInt64(value)) return value.value;
    problems.push({ pointer, literal: value.literal, reason: reason(value, mode, false) });
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
      const inner = objectShape === undefined ? undefined : propertyShape(objectShape, key);
      record[key] = resolveUnsafe(record[key], inner, `${pointer}/${escapeToken(key)}`, problems, mode);
    }
  }
  return value;
}

/** What finishBody reads of a call (an HTTP call's ResponseContext, or a stream frame's). */
export interface BodyContext extends ErrorContext {
  /** The start of every message: the operation, or a stream's frame. */
  label: string;
  mode: Int64Mode;
  /** Where the body holds int64 integers (undefined: nowhere). */
  shape: Int64Shape | undefined;
  validate: Validate | undefined;
  /** Bigint mode: the generated conversion of the body's int64 fields (undefined: the generic walk). */
  toBigInt: ((body: unknown) => unknown) | undefined;
  errors: ErrorClasses;
}

/**
 * The careful path of a 2xx body. `plain` is its JSON.parse result; `careful` says that an int64
 * field of it may have been rounded (the generated check of the int64 fields found a number at or
 * at or beyond 2^53, or not whole). Validation first, then the int64 check: number mode returns `plain`
 * unless an int64 field holds an integer outside ±(2^53 − 1); bigint mode parses exactly when `careful` and
 * converts the int64 fields. Both modes look at the int64 fields alone.
 */
export function finishBody(text: string, plain: unknown, careful: boolean, info: { status: number; contentType: string | undefined }, c: BodyContext): unknown {
  const status = info.status;
  // The reviver and the walks of exact values recurse: JSON.parse alone reads deeper nesting.
  const exactly = <T>(read: () => T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      throw new c.errors.ResponseParseError(`${c.label}: the HTTP ${status} body is nested too deeply to read its integers exactly (${error.message}).`, {
        ...c,
        ...info,
        cause: error,
      });
    }
  };
  const parsed: Parsed = careful ? exactly(() => parseExact(text)) : { value: plain, unsafe: false };
  if (c.validate !== undefined) {
    // Validators see plain numbers: with big integers, the (rounded) JSON.parse result stands in.
    const issues = c.validate(status, parsed.unsafe ? plain : parsed.value);
    const first = issues[0];
    if (first !== undefined) {
      throw new c.errors.ResponseValidationError(
        `${c.label}: the HTTP ${status} body does not match the spec at ${first.pointer || '(root)'}: ${first.message} ` +
          `(rule ${first.keyword} at ${first.schemaPath})${issues.length > 1 ? `, and ${issues.length - 1} more` : ''}.`,
        { ...c, issues },
      );
    }
  }
  const shape = c.shape;
  // Bigint mode without numbers outside ±(2^53 − 1): the generated conversion of the int64 fields, when
  // there is one; it converts what `toBigInt` would, reading the fields by name (several times faster).
  const convert = c.mode === 'bigint' && !parsed.unsafe && shape !== undefined ? c.toBigInt : undefined;
  const { value, problem } =
    convert !== undefined
      ? { value: convert(parsed.value), problem: undefined }
      : c.mode === 'bigint'
        ? exactly(() => settle(parsed, 'bigint', shape))
        : { value: plain, problem: parsed.unsafe && shape !== undefined ? exactly(() => declaredProblem(parsed.value, shape)) : undefined };
  if (problem !== undefined) {
    throw new c.errors.Int64PrecisionError(`${c.label}: the integer ${problem.literal} at ${problem.pointer || '(root)'} ${problem.reason}.`, {
      ...c,
      pointer: problem.pointer,
      literal: problem.literal,
    });
  }
  return value;
}

/**
 * An error body of JSON media type, parsed exactly (error bodies are small): no integer outside
 * ±(2^53 − 1), and with `validate`, valid for its status. `bodyIssue` says what is wrong otherwise.
 */
export function errorBody(text: string, status: number, validate: Validate | undefined): { body?: unknown; bodyIssue?: string } {
  let settled: ReturnType<typeof settle>;
  try {
    settled = settle(parseExact(text), 'number', undefined);
  } catch (error) {
    return { bodyIssue: `not JSON (${String(error)})` };
  }
  if (settled.problem)
    return { bodyIssue: `integer ${settled.problem.literal} at ${settled.problem.pointer} is outside ±(2^53 − 1), where a number is no longer exact` };
  const body = settled.value;
  const issue = validate?.(status, body)[0];
  return issue === undefined ? { body } : { bodyIssue: `does not match the spec at ${issue.pointer || '(root)'}: ${issue.message} (rule ${issue.keyword})` };
}
