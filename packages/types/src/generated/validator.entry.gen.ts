// Generated from redocly.yaml `apis:` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml
// or the generator, then run `npm run generate`.
// @canton-openapi/types/validator: openapi-typescript's `paths`, `components` and `operations`, a type per
// component schema under its spec name, and the union helpers.

/** Types of the Splice Validator API, generated from its spec, shipped as `@canton-openapi/types/validator/openapi.json`. */
export type { components, operations, paths } from './validator.gen.ts';
export type * from './validator.schemas.gen.ts';
export * from './validator.unions.gen.ts';
export * from '../runtime/public.ts';
