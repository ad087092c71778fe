// A bundled OpenAPI 3.1 document as plain JSON, read through the contract model: its one walk over the
// places that hold schemas, operations and parameters (packages/conformance/src/spec/walk.ts).
import { componentName } from '../../packages/conformance/src/spec/document.ts';
import { isObject } from '../../packages/conformance/src/spec/json.ts';
import { followRefs } from '../../packages/conformance/src/spec/refs.ts';

export { isObject };
export { walkDocument, type NodeKind, type Visitor } from '../../packages/conformance/src/spec/walk.ts';

/** A parsed JSON object. */
export type JsonObject = Record<string, unknown>;

/** Follows `$ref`s until a schema without `$ref`, by the contract model's one rule (keys beside a `$ref` laid over its target). */
export function deref(document: JsonObject, schema: unknown): unknown {
  return followRefs(document, schema, '', 'bundled spec').value;
}

/** `Update` for `#/components/schemas/Update`; undefined for any other pointer. */
export function componentSchemaName(pointer: string): string | undefined {
  return pointer.startsWith('#') ? componentName(pointer.slice(1)) : undefined;
}
