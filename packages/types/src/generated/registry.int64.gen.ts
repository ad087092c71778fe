// Generated from specs/registry by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components as numberComponents } from './registry.gen.ts';
import type { BigIntSchemas } from '../runtime/bigint-schemas.ts';

/** Where each component schema that holds int64 integers holds them (`1` an int64, `[S]` in the items, `$map` any property). */
export interface SchemaInt64Shapes {
}

/** The component schemas as a bigint-mode client (`int64: 'bigint'`) returns them: every int64 field typed `bigint`. */
export interface components {
  schemas: BigIntSchemas<numberComponents['schemas'], SchemaInt64Shapes>;
}
