// Lossless int64: JSON.parse rounds integers beyond 2^53 without a word. The fast path is plain
// JSON.parse and one walk of its result for a number at or beyond ±2^53 (rounding never takes a
// literal beyond 2^53 below it); only when one is found, or in bigint mode, is the careful code of
// exact.ts loaded and the text parsed again with each number's source. The walk costs about half
// of a regular-expression scan of the text, as it skips string contents whole.

/** A shape of int64 positions, as generated into `<api>-int64.gen.ts`. */
export type Int64Shape = 1 | readonly [Int64Shape] | { readonly [key: string]: Int64Shape };

/** What went wrong with an integer: where and what the server wrote. */
export interface Int64Problem {
  pointer: string;
  literal: string;
  reason: string;
}

const limit = 2 ** 53;

/**
 * True when `value`, a result of JSON.parse, holds a number at or beyond ±2^53: an integer
 * literal that JSON.parse may have rounded, or a large float (both rare in these APIs).
 */
export function mayBeRounded(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return typeof value === 'number' && Math.abs(value) >= limit;
  // Depth-first with an explicit stack (no recursion limit). `for…in` is the fastest way through
  // the fresh objects of JSON.parse (twice as fast as Object.keys). It would also list an object
  // put on Object.prototype, and loop; in such a runtime openapi-fetch's query serializer throws
  // before any request is sent (RequestError), so no response gets here. Arrays go by index.
  const stack: object[] = [value];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (Array.isArray(next)) {
      for (let i = 0; i < next.length; i++) {
        const v: unknown = next[i];
        if (typeof v === 'object') {
          if (v !== null) stack.push(v);
        } else if (typeof v === 'number' && Math.abs(v) >= limit) return true;
      }
    } else {
      for (const key in next) {
        const v: unknown = (next as Record<string, unknown>)[key];
        if (typeof v === 'object') {
          if (v !== null) stack.push(v);
        } else if (typeof v === 'number' && Math.abs(v) >= limit) return true;
      }
    }
  }
  return false;
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
