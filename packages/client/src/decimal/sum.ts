// Summing amounts is what history and balances do most: one helper, exact, over strings or Numeric10s.
import { Numeric10, toNumeric10 } from './numeric10.ts';

/** The exact sum of `values` (wire strings or `Numeric10`s); zero for none. Throws a `RangeError` on a bad value or overflow. */
export function sumNumeric10(values: Iterable<Numeric10 | string>): Numeric10 {
  let total = Numeric10.zero;
  for (const value of values) total = total.add(toNumeric10(value));
  return total;
}
