// Numeric10 through its public subpath: what the ledger writes is read exactly, what it would refuse is
// refused with the value named, and arithmetic never rounds.
import { describe, expect, it } from 'vitest';
import { Numeric10, sumNumeric10, toNumeric10 } from '@canton-openapi/client/decimal';
import { total } from '../examples/exact-amounts.ts';

const max = '9999999999999999999999999999.9999999999';

describe('Numeric10.parse', () => {
  it('reads the full-scale wire form and writes it back both ways', () => {
    const amount = Numeric10.parse('1.5000000000');
    expect(amount.toWireString()).toBe('1.5000000000');
    expect(amount.toString()).toBe('1.5');
    expect(Numeric10.parse('-0.0000000001').toWireString()).toBe('-0.0000000001');
    expect(Numeric10.parse('42').toString()).toBe('42');
    expect(Numeric10.parse('100.0').toString()).toBe('100');
    expect(JSON.stringify({ amount: Numeric10.parse('2.25') })).toBe('{"amount":"2.2500000000"}');
  });

  it('reads the extremes of precision 38, scale 10', () => {
    expect(Numeric10.parse(max).toWireString()).toBe(max);
    expect(Numeric10.parse(`-${max}`).toWireString()).toBe(`-${max}`);
    expect(Numeric10.parse(max).units).toBe(10n ** 38n - 1n);
  });

  it('takes -0 and +0 as zero', () => {
    for (const text of ['-0', '+0', '-0.0000000000', '0']) {
      const zero = Numeric10.parse(text);
      expect(zero.isZero()).toBe(true);
      expect(zero.sign()).toBe(0);
      expect(zero.toWireString()).toBe('0.0000000000');
      expect(zero.toString()).toBe('0');
    }
  });

  it('accepts a leading + as daml-lf Decimal.fromString does', () => {
    expect(Numeric10.parse('+2.5').toWireString()).toBe('2.5000000000');
  });

  it.each([
    ['1.12345678901', /11 decimals/],
    ['12345678901234567890123456789', /more than 28 integer digits/],
    ['1e5', /not a plain decimal/],
    [' 1.5', /not a plain decimal/],
    ['1.5 ', /not a plain decimal/],
    ['1.', /not a plain decimal/],
    ['.5', /not a plain decimal/],
    ['', /not a plain decimal/],
    ['NaN', /not a plain decimal/],
    ['1,5', /not a plain decimal/],
  ])('refuses %j naming it', (text, why) => {
    expect(() => Numeric10.parse(text)).toThrow(RangeError);
    expect(() => Numeric10.parse(text)).toThrow(why);
    expect(() => Numeric10.parse(text)).toThrow(JSON.stringify(text));
  });

  it('refuses a number: amounts travel as strings', () => {
    expect(() => Numeric10.parse(12.5 as unknown as string)).toThrow(/got number 12.5/);
  });
});

describe('Numeric10.parseScientific', () => {
  it.each([
    ['0E-10', '0.0000000000'],
    ['1.000E-7', '0.0000001000'],
    ['-2.5E-9', '-0.0000000025'],
    ['1.5E+3', '1500.0000000000'],
    ['15E2', '1500.0000000000'],
    ['1.2345678900E-1', '0.1234567890'],
    ['1520.5000000000', '1520.5000000000'],
  ])('reads Java BigDecimal text %s exactly as %s', (text, wire) => {
    expect(Numeric10.parseScientific(text).toWireString()).toBe(wire);
  });

  it.each([
    ['a digit past the 10th decimal', '1E-11'],
    ['a digit past it after a point', '-2.5E-10'],
    ['one far past it', '7E-999999999'],
    ['more than 28 integer digits', '1E+28'],
    ['an exponent beyond any amount', '1E+999999999'],
    ['no digits', 'E-10'],
    ['blanks', ' 1E-10'],
  ])('refuses %s (%s) with a RangeError', (_what, text) => {
    expect(() => Numeric10.parseScientific(text)).toThrow(RangeError);
  });

  it('reads zeros past the 10th decimal, which change nothing', () => {
    expect(Numeric10.parseScientific('1.00000000000000E-1').toWireString()).toBe('0.1000000000');
    expect(Numeric10.parseScientific('0E-30').isZero()).toBe(true);
  });
});

describe('Numeric10 arithmetic', () => {
  it('adds and subtracts exactly where binary floating point does not', () => {
    expect(Numeric10.parse('0.1').add('0.2').toWireString()).toBe('0.3000000000');
    expect(Numeric10.parse('0.3').subtract(Numeric10.parse('0.1')).toString()).toBe('0.2');
    expect(Numeric10.parse('1').subtract('1.0000000001').toWireString()).toBe('-0.0000000001');
  });

  it('refuses a result beyond 28 integer digits instead of wrapping or rounding', () => {
    expect(() => Numeric10.parse(max).add('0.0000000001')).toThrow(/outside Numeric 10/);
    expect(() => Numeric10.parse(`-${max}`).subtract('0.0000000001')).toThrow(RangeError);
    expect(() => Numeric10.fromUnits(10n ** 38n)).toThrow(RangeError);
  });

  it('negates, compares and tells equal amounts apart from equal strings', () => {
    const amount = Numeric10.parse('1.5');
    expect(amount.negate().toString()).toBe('-1.5');
    expect(amount.negate().sign()).toBe(-1);
    expect(amount.sign()).toBe(1);
    expect(amount.equals('1.5000000000')).toBe(true);
    expect(amount.compare('1.4999999999')).toBe(1);
    expect(amount.compare('1.5000000001')).toBe(-1);
    expect(Numeric10.parse('-2').compare('-1')).toBe(-1);
    expect(Numeric10.zero.negate().toWireString()).toBe('0.0000000000');
  });

  it('sums strings and Numeric10s, and an empty list to zero', () => {
    expect(sumNumeric10(['1.5000000000', '2.25', Numeric10.parse('-0.75')]).toWireString()).toBe('3.0000000000');
    expect(sumNumeric10([]).isZero()).toBe(true);
    expect(() => sumNumeric10(['1', '1e2'])).toThrow(/"1e2"/);
  });

  it('converts a string once and keeps a Numeric10 as it is', () => {
    const amount = Numeric10.parse('7');
    expect(toNumeric10(amount)).toBe(amount);
    expect(toNumeric10('7').equals(amount)).toBe(true);
  });
});

describe('the README example', () => {
  it('totals exactly and refuses a total below the minimum', () => {
    expect(total(['0.1', '0.2'], '0.3')).toBe('0.3000000000');
    expect(() => total(['0.1', '0.2'], '0.3000000001')).toThrow('only 0.3 of 0.3000000001');
  });
});
