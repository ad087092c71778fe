// The ledger API of @canton-openapi/types: openapi-typescript's `paths`, `components` and
// `operations`, a type per component schema under its spec name, and the union helpers.
/** Types of the ledger API, generated from specs/ledger/openapi.yaml. */
export type { components, operations, paths } from './generated/ledger.gen.ts';
export type * from './generated/ledger.schemas.gen.ts';
export * from './generated/ledger.unions.gen.ts';
export * from './runtime/public.ts';
export { eventFormat, type EventFormatOptions } from './ledger-event-format.ts';
