// What the client generators need of a bundled OpenAPI document: its operations, their parameters,
// bodies and responses, with every `$ref` resolved, as the contract model (packages/contract)
// reads them.
import type { ApiName } from '../../packages/conformance/src/apis.ts';
import { type Pagination, followRefs, isObject, type JsonObject, listOperations as readOperations } from '@canton-openapi/contract';

export { isObject };

/** A JSON Schema object as it appears in a bundled OpenAPI 3.1 document. */
export type Schema = { [key: string]: unknown };

/** A bundled OpenAPI document (only the parts the generators read). */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** One response of an operation: its status key and its media types. */
export interface ResponseInfo {
  /** `200`, `400`, ... or `default`. */
  key: string;
  /** Media type → schema (undefined when the media type has no schema). */
  media: Record<string, Schema | undefined>;
  /** JSON pointer of each media type's schema inside the document, for validators. */
  schemaPointers: Record<string, string>;
}

/** What the generators need to know about one operation. */
export interface OperationInfo {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  path: string;
  summary: string | undefined;
  deprecated: boolean;
  /** The operation object as written (its `x-replaced-by`, `x-removal-version`, `x-removed-in`). */
  source: Record<string, unknown>;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema }[];
  /** JSON schema of the `application/json` request body, when there is one. */
  requestBody: Schema | undefined;
  requestBodyRequired: boolean;
  responses: ResponseInfo[];
  /** How the operation pages, from its `x-pagination`. */
  pagination: Pagination | undefined;
  /** Where the request has deprecated fields, as the contract model names them: `body /filter`, `query limit`. */
  deprecatedFields: string[];
}

/**
 * Resolves `value` while it is a `{$ref}` (keys beside a `$ref` laid over its target, the contract model's
 * one rule); returns the target and the pointer (`#/...`) it was found at.
 */
export function deref<T = Schema>(doc: OpenApiDocument, value: unknown, pointer: string): { node: T; pointer: string } {
  const target = followRefs(doc, value, pointer, 'bundled spec');
  return { node: target.value as T, pointer: target.value === value ? pointer : `#${target.pointer}` };
}

/** Every operation of the document, in path order, as the contract model reads it. Throws when an operation lacks an operationId. */
export function listOperations(doc: OpenApiDocument): OperationInfo[] {
  return readOperations({ api: 'bundled' as ApiName, root: doc as JsonObject }).map((op) => {
    const operationId = op.source['operationId'];
    if (typeof operationId !== 'string') throw new Error(`${op.method} ${op.path} has no operationId`);
    const paramOf = (where: string) => op.parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema }));
    const json = op.requestBody?.contents.find((m) => m.mediaType === 'application/json' && m.schemaPointer !== '');
    const responses = op.responses.map(({ status, contents }) => ({
      key: status,
      media: Object.fromEntries(contents.map((m) => [m.mediaType, m.schemaPointer === '' ? undefined : m.schema])),
      schemaPointers: Object.fromEntries(contents.map((m) => [m.mediaType, `#${m.schemaPointer}`])),
    }));
    return {
      operationId,
      method: op.method,
      path: op.path,
      summary: op.summary,
      deprecated: op.deprecation !== undefined,
      source: op.source,
      pathParams: paramOf('path'),
      queryParams: paramOf('query'),
      requestBody: json?.schema,
      requestBodyRequired: op.requestBody?.required === true,
      responses,
      pagination: op.pagination,
      deprecatedFields: op.deprecatedFields.map((field) => field.where),
    };
  });
}
