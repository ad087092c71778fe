// Lossless int64: JSON.parse rounds integers beyond 2^53 without a word. The spec declares every
// int64 field, and the generator writes where they are into `<api>-int64.gen.ts`, with a function
// per operation that reads those fields alone; Daml values inside untyped fields (createArgument,
// choiceArgument, payload, …) carry Int64 and Decimal as strings, so an integer beyond 2^53 can
// legitimately sit only in an int64 field. Both modes start with plain JSON.parse and that
// function, which looks for a number at or beyond ±2^53 (rounding never takes a literal beyond 2^53
// below it) in a few fields of each element instead of every value. Only when one is found is the
// text parsed again with each number's source (exact.ts); bigint mode loads exact.ts anyway, to
// convert the int64 fields.

/** A shape of int64 positions, as generated into `<api>-int64.gen.ts`. */
export type Int64Shape = 1 | readonly [Int64Shape] | { readonly [key: string]: Int64Shape };

/** Where one operation's request and 200 body hold int64 integers: its body, its query and path parameters by name. */
export interface OperationInt64 {
  readonly response?: Int64Shape;
  readonly body?: Int64Shape;
  readonly query?: { readonly [name: string]: Int64Shape };
  readonly path?: { readonly [name: string]: Int64Shape };
}

/**
 * What `<api>-int64.gen.ts` says of an API's operations: int64 shapes, checks for rounded ones in 200
 * bodies, and the checks of requests before they are sent.
 */
export interface Int64Tables {
  /** Where each operation's request and 200 body hold int64 integers. */
  shapes: Readonly<Record<string, OperationInt64>>;
  /** Whether an int64 field of an operation's 200 body holds a number at or beyond ±2^53. */
  rounded: Readonly<Record<string, (body: unknown) => boolean>>;
  /** An operation's 200 body, without numbers beyond 2^53, with its int64 fields as `bigint` (bigint mode). */
  toBigInt?: Readonly<Record<string, (body: unknown) => unknown>>;
  /**
   * Whether an operation's request (body, query, path parameters by name) needs a closer look before
   * it is sent (request-values.ts): an int64 field the server cannot take exactly, or a deprecated field set.
   */
  request?: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>>;
  /** The deprecated top-level fields of each operation's request body: name → what replaces it and when it goes. */
  deprecated?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** What went wrong with an integer: where and what the server wrote. */
export interface Int64Problem {
  pointer: string;
  literal: string;
  reason: string;
}

/** Parsed JSON; `unsafe` says that integers beyond 2^53 sit in it as markers (see exact.ts). */
export interface Parsed {
  value: unknown;
  unsafe: boolean;
}
