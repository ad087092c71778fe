// Lossless int64: JSON.parse rounds integers beyond 2^53 without a word. The fast path is plain
// JSON.parse after one regular-expression scan for a number token of 16+ digits (2^53 has 16); only
// when one is found, or in bigint mode, is the careful code of exact.ts loaded and used.

/** A shape of int64 positions, as generated into `<api>-int64.gen.ts`. */
export type Int64Shape = 1 | readonly [Int64Shape] | { readonly [key: string]: Int64Shape };

/** What went wrong with an integer: where and what the server wrote. */
export interface Int64Problem {
  pointer: string;
  literal: string;
  reason: string;
}

// A number token: after `:`, `,` or `[`, 16+ digits, then a delimiter. Digit runs inside strings
// (hex ids, fingerprints) are not followed by a delimiter, so they do not trigger the careful path.
// Both expressions find the same tokens. Compact JSON is scanned from the delimiters backwards (a
// lookbehind), which takes about half the time; whitespace, frequent in indented JSON, would make
// every space a starting point, so indented JSON is scanned forwards from `:`, `,` and `[`.
const bigTokenCompact = /(?<=[:,[]\s*-?\d{16,})[,}\]\s]/;
const bigTokenIndented = /[:,[]\s*-?\d{16,}[,}\]\s]/;
const bigTopLevel = /^\s*-?\d{16,}\s*$/;
const newlineEarly = /^[^\n]{0,63}\n/;

/** True when `text` may hold an integer literal of more than 15 digits. */
export function mayHoldBigInteger(text: string): boolean {
  const token = newlineEarly.test(text) ? bigTokenIndented : bigTokenCompact;
  return token.test(text) || bigTopLevel.test(text);
}

/** Parsed JSON; `unsafe` says that integers beyond 2^53 sit in it as markers awaiting `settle`. */
export interface Parsed {
  value: unknown;
  unsafe: boolean;
}

let exact: Promise<typeof import('./exact.ts')> | undefined;

/** The careful parser and the bigint conversion, loaded the first time a response needs them. */
export function loadExact(): Promise<typeof import('./exact.ts')> {
  return (exact ??= import('./exact.ts'));
}
