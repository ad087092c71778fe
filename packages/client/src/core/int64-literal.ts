// The exact integer a JSON number literal stands for, however it is written: the int64 check reads
// `9.007199254740993e15` and `9007199254740993.0` as the integer 9007199254740993.

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
