// Small OpenAPI 3.1 documents for the generator tests.
import type { JsonObject } from '@canton-openapi/contract';

/** A document with these component schemas and paths. */
export function spec(schemas: JsonObject, paths: JsonObject = {}): JsonObject {
  // A fragment's operations are stable unless they say otherwise (`x-stability`), as the ledger's are.
  return { openapi: '3.1.0', info: { title: 'fragment', version: '1.0.0', 'x-stability': 'external' }, paths, components: { schemas } };
}

/** A one-key branch `{key: content}` with the shape our specs use. */
export function branch(key: string, content: JsonObject): JsonObject {
  return { type: 'object', additionalProperties: false, required: [key], properties: { [key]: content } };
}

/** `{value: <ref>}`, the wrapper of most one-key branches. */
export function wrapped(ref: string): JsonObject {
  return { type: 'object', additionalProperties: false, required: ['value'], properties: { value: { $ref: ref } } };
}

/** A status variant pinning `status` to `value`. */
export function variant(value: string, extra: JsonObject = {}): JsonObject {
  return { type: 'object', required: ['status', ...Object.keys(extra)], properties: { status: { type: 'string', const: value }, ...extra } };
}

/** The `Update` union of the ledger spec, with `extra` keys added as further branches. */
export function updateSpec(...extra: string[]): JsonObject {
  const keys = ['OffsetCheckpoint', 'Transaction', ...extra];
  return spec({
    Update: { oneOf: keys.map((key) => branch(key, wrapped(`#/components/schemas/${key}Value`))) },
    ...Object.fromEntries(keys.map((key) => [`${key}Value`, { type: 'object', required: ['offset'], properties: { offset: { type: 'integer' } } }])),
    JsGetUpdatesResponse: { type: 'object', required: ['update'], properties: { update: { $ref: '#/components/schemas/Update' } } },
  });
}
