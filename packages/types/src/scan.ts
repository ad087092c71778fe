/** Types of the scan API, generated from specs/scan/openapi.yaml. */
export type { components, operations, paths } from './generated/scan.gen.js';
