// A bundled OpenAPI 3.1 document as plain JSON, read through the contract model: its one walk over the
// places that hold schemas, operations and parameters (packages/conformance/src/spec/walk.ts).
import { isObject } from '../../packages/conformance/src/spec/json.ts';

export { isObject };
export { walkDocument, type NodeKind, type Visitor } from '../../packages/conformance/src/spec/walk.ts';

/** A parsed JSON object. */
export type JsonObject = Record<string, unknown>;
