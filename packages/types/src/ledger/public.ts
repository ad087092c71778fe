// Hand-written exports of `@canton-openapi/types/ledger`, re-exported by its generated entry
// (src/generated/ledger.entry.gen.ts) next to the generated types.
export { eventFormat, type EventFormatOptions } from './event-format.ts';
