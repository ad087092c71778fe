// Generated from redocly.yaml `apis:` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml
// or the generator, then run `npm run generate`.
// @canton-openapi/types/scan: openapi-typescript's `paths`, `components` and `operations`, a type per
// component schema under its spec name, and the union helpers.

/** Types of the Splice Scan API, generated from its spec, shipped as `@canton-openapi/types/scan/openapi.json`. */
export type { components, operations, paths } from './scan.gen.ts';
export type * from './scan.schemas.gen.ts';
export * from './scan.unions.gen.ts';
export * from '../runtime/public.ts';
export * from '../scan/public.ts';
