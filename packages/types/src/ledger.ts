/** Types of the ledger API, generated from specs/ledger/openapi.yaml. */
export type { components, operations, paths } from './generated/ledger.gen.js';
