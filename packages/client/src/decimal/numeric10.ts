// An exact Daml `Numeric 10` (the Token Standard's amounts, Canton Coin's included): at most 28 integer and
// 10 fractional digits, held as one bigint of ten-billionths so that sums and comparisons are exact. The
// ledger refuses an amount with more decimals rather than rounding it, so parsing refuses one too; what it
// accepts is daml-lf's `Decimal.fromString` format, `[+-]?\d{1,28}(\.\d{1,10})?` (no exponent, no blanks).

/** Ten-billionths in one unit: the scale of `Numeric 10`. */
const unitsPerOne = 10_000_000_000n;
/** The largest magnitude in ten-billionths: 28 nines, then 10 (precision 38). */
const maxUnits = 10n ** 38n - 1n;
const wireFormat = /^([+-]?)(\d{1,28})(?:\.(\d{1,10}))?$/;
/** Java's `BigDecimal.toString` with an exponent: `0E-10`, `1.000E-7`, `1.5E+3`. */
const scientificFormat = /^([+-]?)(\d+)(?:\.(\d+))?[eE]([+-]?\d{1,9})$/;

function checked(units: bigint, what: string): bigint {
  if (units > maxUnits || units < -maxUnits) {
    throw new RangeError(`Numeric10: ${what} is outside Numeric 10 (at most 28 integer digits); the ledger would refuse it.`);
  }
  // -0 and 0 are one value.
  return units === 0n ? 0n : units;
}

/** An exact Daml `Numeric 10` amount: parse the ledger's strings, add and compare without rounding, write them back. */
export class Numeric10 {
  /** The amount in ten-billionths (value × 10¹⁰). */
  readonly units: bigint;

  private constructor(units: bigint) {
    this.units = units;
  }

  /** Zero. */
  static readonly zero: Numeric10 = new Numeric10(0n);

  /**
   * Reads an amount as the ledger writes it (`"1.5000000000"`, `"-3"`, `"+2.25"`). Throws a `RangeError`
   * naming the value for anything else: a number, an exponent, blanks, more than 10 decimals, more than 28
   * integer digits.
   */
  static parse(text: string): Numeric10 {
    if (typeof text !== 'string') {
      throw new RangeError(`Numeric10: expected a decimal string, got ${typeof text} ${String(text)}; send amounts as strings.`);
    }
    const match = wireFormat.exec(text);
    if (!match) {
      const fraction = /^[+-]?\d+\.(\d+)$/.exec(text)?.[1];
      const why =
        fraction !== undefined && fraction.length > 10
          ? `it has ${fraction.length} decimals; Numeric 10 holds at most 10 and the ledger refuses more rather than rounding`
          : /^[+-]?\d{29,}(\.\d*)?$/.test(text)
            ? 'it has more than 28 integer digits'
            : 'it is not a plain decimal (optional sign, 1 to 28 digits, optionally a point and 1 to 10 digits)';
      throw new RangeError(`Numeric10: cannot read ${JSON.stringify(text)}: ${why}.`);
    }
    const [, sign, whole, fraction = ''] = match;
    const magnitude = BigInt(whole!) * unitsPerOne + BigInt(fraction.padEnd(10, '0'));
    return new Numeric10(checked(sign === '-' ? -magnitude : magnitude, JSON.stringify(text)));
  }

  /**
   * Reads an amount as Splice's Scala services (the validator's wallet, Scan) write it: Java's
   * `BigDecimal.toString`, which turns to exponent form for small values (`"0E-10"`, `"1.000E-7"`), as well as
   * everything `parse` reads. Exact: throws a `RangeError` for a value with a non-zero digit past the 10th
   * decimal or beyond 28 integer digits, and for anything that is not a decimal.
   */
  static parseScientific(text: string): Numeric10 {
    const match = typeof text === 'string' ? scientificFormat.exec(text) : null;
    if (!match) return Numeric10.parse(text);
    const [, sign, whole, fraction = '', exponent] = match;
    const digits = BigInt(whole! + fraction);
    // The power of ten that turns `digits` into ten-billionths.
    const shift = 10 - fraction.length + Number(exponent);
    let magnitude: bigint;
    if (digits === 0n) magnitude = 0n;
    else if (shift >= 0) magnitude = shift > 38 ? maxUnits + 1n : digits * 10n ** BigInt(shift);
    else {
      // Past the 10th decimal only zeros may follow; more places to drop than digits means some are not zeros.
      const divisor = 10n ** BigInt(Math.min(-shift, whole!.length + fraction.length + 1));
      if (digits % divisor !== 0n) throw new RangeError(`Numeric10: cannot read ${JSON.stringify(text)}: it has more than 10 decimals that are not zeros.`);
      magnitude = digits / divisor;
    }
    return new Numeric10(checked(sign === '-' ? -magnitude : magnitude, JSON.stringify(text)));
  }

  /** An amount from ten-billionths (value × 10¹⁰); throws a `RangeError` beyond 38 digits. */
  static fromUnits(units: bigint): Numeric10 {
    return new Numeric10(checked(units, `${units} ten-billionths`));
  }

  /** This plus `other` (a `Numeric10` or a wire string); throws a `RangeError` on overflow. */
  add(other: Numeric10 | string): Numeric10 {
    return new Numeric10(checked(this.units + toNumeric10(other).units, 'the sum'));
  }

  /** This minus `other` (a `Numeric10` or a wire string); throws a `RangeError` on overflow. */
  subtract(other: Numeric10 | string): Numeric10 {
    return new Numeric10(checked(this.units - toNumeric10(other).units, 'the difference'));
  }

  /** This with the opposite sign. */
  negate(): Numeric10 {
    return new Numeric10(checked(-this.units, 'the negation'));
  }

  /** -1, 0 or 1 as this is below, equal to or above `other`. */
  compare(other: Numeric10 | string): -1 | 0 | 1 {
    const right = toNumeric10(other).units;
    return this.units < right ? -1 : this.units > right ? 1 : 0;
  }

  /** Whether this is the same amount as `other` (`"1.5"` equals `"1.5000000000"`). */
  equals(other: Numeric10 | string): boolean {
    return this.compare(other) === 0;
  }

  /** Whether this is zero. */
  isZero(): boolean {
    return this.units === 0n;
  }

  /** -1, 0 or 1: the sign of this amount. */
  sign(): -1 | 0 | 1 {
    return this.units < 0n ? -1 : this.units > 0n ? 1 : 0;
  }

  /** The amount at full scale, as the ledger writes it: `"1.5000000000"`. */
  toWireString(): string {
    const magnitude = this.units < 0n ? -this.units : this.units;
    const fraction = (magnitude % unitsPerOne).toString().padStart(10, '0');
    return `${this.units < 0n ? '-' : ''}${magnitude / unitsPerOne}.${fraction}`;
  }

  /** The amount without trailing zeros: `"1.5"`, `"2"`. */
  toString(): string {
    return this.toWireString().replace(/\.?0+$/, '');
  }

  /** The wire string, so `JSON.stringify` writes the amount as the ledger expects it. */
  toJSON(): string {
    return this.toWireString();
  }
}

/** `value` as a `Numeric10`: itself, or parsed from a wire string. */
export function toNumeric10(value: Numeric10 | string): Numeric10 {
  return value instanceof Numeric10 ? value : Numeric10.parse(value);
}
