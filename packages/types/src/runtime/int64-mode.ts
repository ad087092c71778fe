// The two ways a client returns int64 fields, which every named type takes as its parameter.

/** How int64 fields are typed: `number` (the default) or `bigint`, as a client with `int64: 'bigint'` returns them. */
export type Int64Mode = 'number' | 'bigint';
