// Generated from specs/registry by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { ValidatorTable } from '../core/validation.js';
/** Precompiled validators of every JSON response, by operationId and status key: every error. */
export declare const validators: ValidatorTable;
/** The same verdicts, faster, without the errors (one-key unions dispatched on their key). */
export declare const quickValidators: ValidatorTable;
