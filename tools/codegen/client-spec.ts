// Reads what the client generator needs from a bundled OpenAPI document: its operations, their
// parameters, bodies and responses, with every `$ref` resolved. Shared by the client generators.
import { type Pagination, paginationOf } from '../../packages/conformance/src/spec/pagination.ts';
import { escapeToken } from '../../packages/conformance/src/spec/json.ts';
import { listOperationEntries } from '../../packages/conformance/src/spec/paths.ts';
import { followRefs } from '../../packages/conformance/src/spec/refs.ts';

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
  /** `x-replaced-by` of a deprecated operation. */
  replacedBy: { operationId?: string; method?: string; path?: string } | undefined;
  /** `x-removal-version` of a deprecated operation. */
  removalVersion: string | undefined;
  /** `x-removed-in` of a deprecated operation. */
  removedIn: string | undefined;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema }[];
  /** JSON schema of the `application/json` request body, when there is one. */
  requestBody: Schema | undefined;
  requestBodyRequired: boolean;
  responses: ResponseInfo[];
  /** How the operation pages, from its `x-pagination`. */
  pagination: Pagination | undefined;
}

/**
 * Resolves `value` while it is a `{$ref}` (keys beside a `$ref` laid over its target, the contract model's
 * one rule); returns the target and the pointer (`#/...`) it was found at.
 */
export function deref<T = Schema>(doc: OpenApiDocument, value: unknown, pointer: string): { node: T; pointer: string } {
  const target = followRefs(doc, value, pointer, 'bundled spec');
  return { node: target.value as T, pointer: target.value === value ? pointer : `#${target.pointer}` };
}

/** True for a plain object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every operation of the document, in path order. Throws when an operation lacks an operationId. */
export function listOperations(doc: OpenApiDocument): OperationInfo[] {
  return listOperationEntries(doc, 'bundled spec').map(({ path, method, operation: op, pointer, parameters }) => {
    const opPointer = `#${pointer}`;
    const operationId = op.operationId;
    if (typeof operationId !== 'string') throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
    const paramOf = (where: string) =>
      parameters
        .filter((p) => p.resolved.in === where)
        .map((p) => ({ name: String(p.resolved.name), schema: deref(doc, p.resolved.schema ?? {}, opPointer).node }));
    let requestBody: Schema | undefined;
    let requestBodyRequired = false;
    if (op.requestBody !== undefined) {
      const { node: body } = deref<Schema>(doc, op.requestBody, `${opPointer}/requestBody`);
      const content = isObject(body.content) ? body.content : {};
      const json = content['application/json'];
      if (isObject(json) && json.schema !== undefined) requestBody = json.schema as Schema;
      requestBodyRequired = body.required === true;
    }
    const responses: ResponseInfo[] = [];
    for (const [key, rawResponse] of Object.entries(isObject(op.responses) ? op.responses : {})) {
      const { node: response, pointer: at } = deref<Schema>(doc, rawResponse, `${opPointer}/responses/${escapeToken(key)}`);
      const media: Record<string, Schema | undefined> = {};
      const schemaPointers: Record<string, string> = {};
      for (const [type, rawMedia] of Object.entries(isObject(response.content) ? response.content : {})) {
        const m = isObject(rawMedia) ? rawMedia : {};
        media[type] = isObject(m.schema) ? m.schema : undefined;
        schemaPointers[type] = `${at}/content/${escapeToken(type)}/schema`;
      }
      responses.push({ key, media, schemaPointers });
    }
    const replaced = isObject(op['x-replaced-by']) ? op['x-replaced-by'] : undefined;
    return {
      operationId,
      method: method.toUpperCase(),
      path,
      summary: typeof op.summary === 'string' ? op.summary : undefined,
      deprecated: op.deprecated === true,
      replacedBy: replaced as OperationInfo['replacedBy'],
      removalVersion: stringOrUndefined(op['x-removal-version']),
      removedIn: stringOrUndefined(op['x-removed-in']),
      pathParams: paramOf('path'),
      queryParams: paramOf('query'),
      requestBody,
      requestBodyRequired,
      responses,
      pagination: paginationOf(op, operationId),
    };
  });
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
