// The scan API of @canton-openapi/types: openapi-typescript's `paths`, `components` and
// `operations`, a type per component schema under its spec name, and the union helpers.
/** Types of the scan API, generated from specs/scan/openapi.yaml. */
export type { components, operations, paths } from './generated/scan.gen.ts';
export type * from './generated/scan.schemas.gen.ts';
export * from './generated/scan.unions.gen.ts';
export * from './runtime/public.ts';
