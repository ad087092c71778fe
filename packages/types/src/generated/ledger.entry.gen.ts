// Generated from redocly.yaml `apis:` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml
// or the generator, then run `npm run generate`.
// @canton-openapi/types/ledger: openapi-typescript's `paths`, `components` and `operations`, a type per
// component schema under its spec name, and the union helpers.

/** Types of the Canton JSON Ledger API, generated from its spec, shipped as `@canton-openapi/types/ledger/openapi.json`. */
export type { components, operations, paths } from './ledger.gen.ts';
export type * from './ledger.schemas.gen.ts';
export * from './ledger.unions.gen.ts';
export * from '../runtime/public.ts';
export * from '../ledger/public.ts';
