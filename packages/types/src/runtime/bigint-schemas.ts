// The types a bigint-mode client (`int64: 'bigint'`) returns, derived from the number-mode ones: each
// API module's generated int64 table (`<api>.int64.gen.ts`) says where every component schema holds
// int64 integers, and these types retype exactly those positions. One copy of every type, not two.

/**
 * Where a schema holds int64 integers, as the contract model's int64 shapes say: `1` one, `readonly [S]`
 * one or more in the items (shape `S`), `{ k: S }` under property `k`, and under the key `$map` in any
 * other property (`additionalProperties`).
 */
export type Int64Shape = 1 | readonly [Int64Shape] | { readonly [key: string]: Int64Shape };

/**
 * `T` with every int64 position of shape `S` typed `L`; `T` itself where there is no shape (`never`:
 * it holds no int64). A union is retyped member by member; an object keeps its keys, their optionality
 * and their documentation.
 */
export type WithInt64<T, S, L> = [S] extends [never]
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

/**
 * The component schemas `Schemas` (openapi-typescript's `components['schemas']`) as a bigint-mode
 * client returns them: the int64 fields of each schema named in `Shapes` typed `bigint`, every other
 * schema as it is.
 */
export type BigIntSchemas<Schemas, Shapes> = {
  [K in keyof Schemas]: K extends keyof Shapes ? WithInt64<Schemas[K], Shapes[K], bigint> : Schemas[K];
};
