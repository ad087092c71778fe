/** Types of the validator API, generated from specs/validator/openapi.yaml. */
export type { components, operations, paths } from './generated/validator.gen.js';
