// The run-time check of the amounts in a choice argument: Daml `Numeric 10` as decimal text, checked before
// anything is sent, so a wrong amount is an error naming its field rather than the ledger's refusal (which
// comes after the registry was asked) or, worse, a rounded number. Loaded with commands.ts, on first use.
import type { ErrorClasses } from '../core/errors.ts';

/** `Numeric 10` text: an optional `-`, 1 to 28 integer digits, and 1 to 10 decimals after a `.` if any. */
const numeric10 = /^-?[0-9]{1,28}(\.[0-9]{1,10})?$/;

/** Rejects `value` at `field` (`choiceArgument.transfer.amount`) with RequestError unless it is Numeric 10 text. */
export function checkAmount(value: unknown, field: string, label: string, errors: ErrorClasses): void {
  if (typeof value === 'string' && numeric10.test(value)) return;
  const got = typeof value === 'string' ? JSON.stringify(value) : `${String(value)} (a ${value === null ? 'null' : typeof value})`;
  throw new errors.RequestError(
    `${label}: \`${field}\` must be a Daml Decimal as text: at most 28 integer digits and 10 decimals, like "12.5"; got ${got}. Nothing was sent.`,
  );
}
