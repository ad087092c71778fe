// What every API module exports from the runtime: the error the union helpers throw, and the generic
// types that name a union's keys, branches and handlers.
export { UnionShapeError, type UnionShapeProblem } from './union-error.ts';
export type { Int64Mode } from './int64-mode.ts';
export type { Branch, BranchContent, BranchEntry, BranchHandlers, BranchKey, OneKeyHolder, OneKeyUnion, WrapKind } from './one-key-union.ts';
export type { Variant, VariantHandlers, VariantTag, VariantUnion } from './variant-union.ts';
