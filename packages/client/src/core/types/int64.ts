// How a client's types carry int64 integers: the client's mode (`number`, or exact `bigint`), the
// shapes the generator writes of where an operation's int64 fields are (the operation table's `int64`
// column, tools/codegen/client-int64.ts), and the mapping of those positions to `bigint` in the
// requests and results of a bigint-mode client. Types only.

/** How int64 fields arrive: `number` (default; an int64 field outside ±(2^53 − 1) rejects) or exact `bigint`. */
export type Int64Mode = 'number' | 'bigint';

/** A shape of int64 positions, as generated into the operation table (`<api>-operations.gen.ts`). */
export type Int64Shape = 1 | readonly [Int64Shape] | { readonly [key: string]: Int64Shape };

/** Where one operation's request and 200 body hold int64 integers: its body, its query and path parameters by name. */
export interface OperationInt64 {
  readonly response?: Int64Shape;
  readonly body?: Int64Shape;
  readonly query?: { readonly [name: string]: Int64Shape };
  readonly path?: { readonly [name: string]: Int64Shape };
}

/**
 * `T` with every int64 position of shape `S` (a generated shape of the operation table) typed `L`; `T`
 * itself where there is no shape (`never`: the body or parameter holds no int64).
 */
type WithInt64<T, S, L> = [S] extends [never]
  ? T
  : S extends 1
    ? T extends number
      ? L
      : T
    : S extends readonly [infer I]
      ? T extends readonly (infer E)[]
        ? WithInt64<E, I, L>[]
        : T
      : S extends { readonly $map: infer V }
        ? T extends object
          ? { [K in keyof T]: WithInt64<T[K], V, L> }
          : T
        : T extends readonly unknown[]
          ? T
          : T extends object
            ? { [K in keyof T]: K extends keyof S ? WithInt64<T[K], S[K], L> : T[K] }
            : T;

/** `T` with every int64 position of shape `S` typed `bigint` (responses of a bigint-mode client). */
export type BigIntOut<T, S> = WithInt64<T, S, bigint>;

/** `T` with every int64 position of shape `S` accepting `number | bigint` (requests of a bigint-mode client). */
export type BigIntIn<T, S> = WithInt64<T, S, number | bigint>;

/** `T` (of int64 shape `S`) as a client of mode `M` returns it. */
export type Int64Out<M extends Int64Mode, T, S> = M extends 'bigint' ? BigIntOut<T, S> : T;

/** `T` (of int64 shape `S`) as a client of mode `M` takes it. */
export type Int64In<M extends Int64Mode, T, S> = M extends 'bigint' ? BigIntIn<T, S> : T;

/** The shape of part `K` (`response`, `body`, `query`, `path`) of an operation's shapes `S`; `never` without one. */
export type ShapeOf<S, K extends string> = S extends { readonly [P in K]: infer V } ? V : never;
