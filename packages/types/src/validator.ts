// The validator API of @canton-openapi/types: openapi-typescript's `paths`, `components` and
// `operations`, a type per component schema under its spec name, and the union helpers.
/** Types of the validator API, generated from specs/validator/openapi.yaml. */
export type { components, operations, paths } from './generated/validator.gen.ts';
export type * from './generated/validator.schemas.gen.ts';
export * from './generated/validator.unions.gen.ts';
export * from './runtime/public.ts';
