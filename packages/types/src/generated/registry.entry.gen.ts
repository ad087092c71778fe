// Generated from redocly.yaml `apis:` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml
// or the generator, then run `npm run generate`.
// @canton-openapi/types/registry: openapi-typescript's `paths`, `components` and `operations`, a type per
// component schema under its spec name, and the union helpers.

/** Types of the Token Standard registry API, generated from its spec, shipped as `@canton-openapi/types/registry/openapi.json`. */
export type { components, operations, paths } from './registry.gen.ts';
export type * from './registry.schemas.gen.ts';
export * from './registry.unions.gen.ts';
export * from '../runtime/public.ts';
