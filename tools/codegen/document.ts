// A bundled OpenAPI 3.1 document as plain JSON, read through the contract model: its one walk over the
// places that hold schemas, operations and parameters (packages/contract/src/walk.ts).
import { isObject } from '@canton-openapi/contract';

export { isObject };
export { walkDocument, type NodeKind, type Visitor } from '@canton-openapi/contract';

/** A parsed JSON object. */
export type JsonObject = Record<string, unknown>;
