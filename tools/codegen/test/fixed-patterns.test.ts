// The quick validators test fixed-width patterns (the traceparent's `^[0-9a-f]{2}-[0-9a-f]{32}-…$`)
// with a table per character instead of a RegExp: the verdict must be the RegExp's on every string,
// and patterns that are not fixed-width must stay RegExps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FixedRun, fixedWidthPattern, fixedWidthSource } from '../client-fixed-patterns.ts';

const fixedWidth = new Function(`${fixedWidthSource}\nreturn fixedWidth;`)() as (runs: FixedRun[]) => { test(value: string): boolean };

const fixed = [
  '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$',
  '^[A-Z]{3}$',
  '^ab-[a-c0-2_:# -]{4}x$',
  '^[-a]{2}[b-]$',
  '^1220[0-9a-f]{64}$',
  '^:{1}#_ $',
];
const notFixed = [
  '^[A-Za-z0-9:_ -]+$',
  '^[a-f]*$',
  '^[0-9a-f]{2,4}$',
  '^[^a]{2}$',
  '^[\\d]{2}$',
  '^a.b$',
  '^(ab){2}$',
  '^ab',
  'ab$',
  '^[a-]$x',
  '^$',
  '^[z-a]$',
  '^é{2}$',
];

/** Strings of the characters of `source`, their neighbours, and code units outside ASCII. */
function near(source: string): fc.Arbitrary<string> {
  const pool = [...new Set([...source, '0', '9', 'a', 'f', 'g', 'A', 'F', 'G', '-', '/', '`', '{', '\u0080', '\uff10', '\ud83d', '\n'])];
  return fc.array(fc.constantFrom(...pool), { maxLength: 70 }).map((chars) => chars.join(''));
}

/** A string the RegExp of `runs` admits, from `picks` (indexes into each run's characters). */
function admitted(runs: FixedRun[], picks: number[]): string {
  let out = '';
  let k = 0;
  for (const [chars, count] of runs) for (let i = 0; i < count; i++) out += chars[picks[k++ % picks.length]! % chars.length];
  return out;
}

describe('fixed-width patterns in the quick validators', () => {
  for (const source of fixed) {
    it(`${source}: the same verdict as the RegExp on every string`, () => {
      const runs = fixedWidthPattern(source);
      expect(runs).toBeDefined();
      const regexp = new RegExp(source, '');
      const table = fixedWidth(runs!);
      fc.assert(
        fc.property(near(source), (value) => {
          expect(table.test(value)).toBe(regexp.test(value));
        }),
        { numRuns: 2000 },
      );
      // Strings the RegExp admits, and each with one character changed or one more or fewer.
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), fc.nat(), fc.constantFrom('x', 'G', '-', '\u00e9', '\ud800'), (picks, at, other) => {
          const value = admitted(runs!, picks);
          expect(regexp.test(value)).toBe(true);
          expect(table.test(value)).toBe(true);
          const i = value.length === 0 ? 0 : at % value.length;
          for (const changed of [value.slice(0, i) + other + value.slice(i + 1), value + value.slice(0, 1), value.slice(1)]) {
            expect(table.test(changed)).toBe(regexp.test(changed));
          }
        }),
        { numRuns: 500 },
      );
    });
  }

  it('leaves every other pattern a RegExp', () => {
    for (const source of notFixed) expect(fixedWidthPattern(source), source).toBeUndefined();
  });

  it('reads the traceparent pattern as its runs', () => {
    expect(fixedWidthPattern('^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$')).toEqual([
      ['0123456789abcdef', 2],
      ['-', 1],
      ['0123456789abcdef', 32],
      ['-', 1],
      ['0123456789abcdef', 16],
      ['-', 1],
      ['0123456789abcdef', 2],
    ]);
  });
});
