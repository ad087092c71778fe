// README: exact Numeric 10 amounts (run in test/decimal.test.ts).
// #region exact-amounts
import { Numeric10, sumNumeric10 } from '@canton-openapi/client/decimal';

/** The total of `amounts` as the ledger writes it, refusing what the ledger would refuse. */
export function total(amounts: string[], atLeast: string): string {
  const sum = sumNumeric10(amounts); // "0.1" + "0.2" is exactly "0.3"
  if (sum.compare(atLeast) < 0) throw new Error(`only ${sum} of ${Numeric10.parse(atLeast)}`);
  return sum.toWireString(); // "0.3000000000"
}
// #endregion
