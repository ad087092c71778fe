// A bundled OpenAPI 3.1 document as plain JSON, and a walk over the places in it that hold schemas,
// operations and parameters. The walk knows the document's structure, so example values and
// `x-` extensions (data, not contract) are never mistaken for schemas.
import { subschemaKeywords, subschemaListKeywords, subschemaMapKeywords } from '../../packages/conformance/src/spec/keywords.ts';
import { escapeToken, isObject } from '../../packages/conformance/src/spec/json.ts';
import { httpMethods } from '../../packages/conformance/src/spec/paths.ts';
import { followRefs } from '../../packages/conformance/src/spec/refs.ts';

export { isObject };

/** A parsed JSON object. */
export type JsonObject = Record<string, unknown>;

/** Decodes one JSON-pointer segment. */
function unescapeSegment(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Follows `$ref`s until a schema without `$ref`, by the contract model's one rule (keys beside a `$ref` laid over its target). */
export function deref(document: JsonObject, schema: unknown): unknown {
  return followRefs(document, schema, '', 'bundled spec').value;
}

/** `Update` for `#/components/schemas/Update`; undefined for any other pointer. */
export function componentSchemaName(pointer: string): string | undefined {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(pointer);
  return match?.[1] === undefined ? undefined : unescapeSegment(match[1]);
}

/** What a visited object is. */
export type NodeKind = 'operation' | 'parameter' | 'schema';

/** Called for each operation, parameter and schema object, with its JSON pointer. */
export type Visitor = (node: JsonObject, pointer: string, kind: NodeKind) => void;

/** Visits every operation, parameter and schema object written in `document` (not through `$ref`). */
export function walkDocument(document: JsonObject, visit: Visitor): void {
  const child = (pointer: string, ...segments: (string | number)[]) => `${pointer}/${segments.map(escapeToken).join('/')}`;

  const walkSchema = (schema: unknown, pointer: string): void => {
    if (!isObject(schema)) return;
    visit(schema, pointer, 'schema');
    for (const key of subschemaMapKeywords) {
      const map = schema[key];
      if (isObject(map)) for (const [name, sub] of Object.entries(map)) walkSchema(sub, child(pointer, key, name));
    }
    for (const key of subschemaListKeywords) {
      const list = schema[key];
      if (Array.isArray(list)) list.forEach((sub, index) => walkSchema(sub, child(pointer, key, index)));
    }
    for (const key of subschemaKeywords) walkSchema(schema[key], child(pointer, key));
  };
  const walkContent = (content: unknown, pointer: string): void => {
    if (!isObject(content)) return;
    for (const [type, media] of Object.entries(content)) {
      if (isObject(media)) walkSchema(media.schema, child(pointer, type, 'schema'));
    }
  };
  const walkParameter = (parameter: unknown, pointer: string): void => {
    if (!isObject(parameter) || typeof parameter.$ref === 'string') return;
    visit(parameter, pointer, 'parameter');
    walkSchema(parameter.schema, child(pointer, 'schema'));
    walkContent(parameter.content, child(pointer, 'content'));
  };
  const walkBodyOrResponse = (node: unknown, pointer: string): void => {
    if (!isObject(node)) return;
    walkContent(node.content, child(pointer, 'content'));
    if (isObject(node.headers)) for (const [name, header] of Object.entries(node.headers)) walkParameter(header, child(pointer, 'headers', name));
  };
  const walkOperation = (operation: JsonObject, pointer: string): void => {
    visit(operation, pointer, 'operation');
    if (Array.isArray(operation.parameters)) operation.parameters.forEach((p, i) => walkParameter(p, child(pointer, 'parameters', i)));
    walkBodyOrResponse(operation.requestBody, child(pointer, 'requestBody'));
    if (isObject(operation.responses)) {
      for (const [status, response] of Object.entries(operation.responses)) walkBodyOrResponse(response, child(pointer, 'responses', status));
    }
  };

  for (const [section, items] of [
    ['paths', document.paths],
    ['webhooks', document.webhooks],
  ] as const) {
    if (!isObject(items)) continue;
    for (const [path, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      const itemPointer = child('#', section, path);
      if (Array.isArray(item.parameters)) item.parameters.forEach((p, i) => walkParameter(p, child(itemPointer, 'parameters', i)));
      for (const method of httpMethods) if (isObject(item[method])) walkOperation(item[method], child(itemPointer, method));
    }
  }
  const components = isObject(document.components) ? document.components : {};
  const section = (name: string) => (isObject(components[name]) ? Object.entries(components[name]) : []);
  for (const [name, schema] of section('schemas')) walkSchema(schema, child('#', 'components', 'schemas', name));
  for (const [name, parameter] of section('parameters')) walkParameter(parameter, child('#', 'components', 'parameters', name));
  for (const [name, header] of section('headers')) walkParameter(header, child('#', 'components', 'headers', name));
  for (const [name, body] of section('requestBodies')) walkBodyOrResponse(body, child('#', 'components', 'requestBodies', name));
  for (const [name, response] of section('responses')) walkBodyOrResponse(response, child('#', 'components', 'responses', name));
}
