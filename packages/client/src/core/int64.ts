// Lossless int64: JSON.parse rounds integers beyond 2^53 without a word. The spec declares every
// int64 field, and the generator lists where they are (`<api>-int64.gen.ts`); Daml values inside
// untyped fields (createArgument, choiceArgument, payload, …) carry Int64 and Decimal as strings, so
// an integer beyond 2^53 can legitimately sit only at a declared position. The fast path of the
// default (number) mode is plain JSON.parse and a walk of those positions alone for a number at or
// beyond ±2^53 (rounding never takes a literal beyond 2^53 below it): a few nodes of each element
// instead of all of them. Only when one is found, or in bigint mode, is the careful code of exact.ts
// loaded and the text parsed again with each number's source.

/** A shape of int64 positions, as generated into `<api>-int64.gen.ts`. */
export type Int64Shape = 1 | readonly [Int64Shape] | { readonly [key: string]: Int64Shape };

/** The int64 shapes of an API's operations (`<api>-int64.gen.ts`); only the 200 body is read here. */
export type Int64Table = Readonly<Record<string, { readonly response?: Int64Shape }>>;

/** What went wrong with an integer: where and what the server wrote. */
export interface Int64Problem {
  pointer: string;
  literal: string;
  reason: string;
}

const limit = 2 ** 53;

/**
 * True when an int64 position of `shape` in `value`, a result of JSON.parse, holds a number at or
 * beyond ±2^53, which JSON.parse may have rounded. Other positions are not looked at.
 */
export function roundedAt(value: unknown, shape: Int64Shape): boolean {
  // Recursion follows the shape, whose depth the spec bounds (the generator refuses recursive
  // schemas), never the value's: a deeply nested value is not descended beyond its shape.
  if (shape === 1) return typeof value === 'number' && (value >= limit || value <= -limit);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return false;
    const inner: Int64Shape = shape[0];
    for (let i = 0; i < value.length; i++) if (roundedAt(value[i], inner)) return true;
    return false;
  }
  if (Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const objectShape = shape as { readonly [key: string]: Int64Shape };
  const map = objectShape.$map; // additionalProperties: every key but the properties named beside it
  if (map !== undefined) {
    for (const key of Object.keys(record)) if (roundedAt(record[key], key !== '$map' && Object.hasOwn(objectShape, key) ? objectShape[key]! : map)) return true;
    return false;
  }
  // Only the keys the shape names (a union lists each branch's key; absent ones read undefined).
  for (const key in objectShape) if (roundedAt(record[key], objectShape[key]!)) return true;
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
