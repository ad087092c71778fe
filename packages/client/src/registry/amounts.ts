// The run-time check of the amounts in a choice argument: Daml `Numeric 10` as decimal text or as a `Numeric10`
// (@canton-openapi/client/decimal), checked before anything is sent, so a wrong amount is an error naming its
// field rather than the ledger's refusal (which comes after the registry was asked) or, worse, a rounded
// number. A `Numeric10` is sent as its full-scale wire text (`"12.5000000000"`), which the ledger accepts.
// Loaded with commands.ts, on first use.
import type { ErrorClasses } from '../core/errors.ts';

/** `Numeric 10` text: an optional `-`, 1 to 28 integer digits, and 1 to 10 decimals after a `.` if any. */
const numeric10 = /^-?[0-9]{1,28}(\.[0-9]{1,10})?$/;

/**
 * Whether `value` is a `Numeric10`, by its shape rather than `instanceof`: importing the class would load the
 * decimal code with the helpers, and a `Numeric10` of another copy of the package is an amount all the same.
 */
function isNumeric10(value: unknown): value is { units: bigint; toWireString(): string } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { units?: unknown; toWireString?: unknown };
  return typeof candidate.units === 'bigint' && typeof candidate.toWireString === 'function';
}

/**
 * A copy of `value` (a choice argument) with every `Numeric10` in it written as its wire text, records and
 * lists copied, everything else as it was: what the registry is asked with and the command carries.
 */
export function withWireAmounts<T>(value: T): T {
  if (isNumeric10(value)) return value.toWireString() as T;
  if (Array.isArray(value)) return value.map(withWireAmounts) as T;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withWireAmounts(field)])) as T;
  }
  return value;
}

/** Rejects `value` at `field` (`choiceArgument.transfer.amount`) with RequestError unless it is Numeric 10 text. */
export function checkAmount(value: unknown, field: string, label: string, errors: ErrorClasses): void {
  if (typeof value === 'string' && numeric10.test(value)) return;
  const got = typeof value === 'string' ? JSON.stringify(value) : `${String(value)} (a ${value === null ? 'null' : typeof value})`;
  throw new errors.RequestError(
    `${label}: \`${field}\` must be a Daml Decimal as text or a Numeric10: at most 28 integer digits and 10 decimals, like "12.5"; got ${got}. Nothing was sent.`,
  );
}
