// The one walk over a document's structure: the places that hold operations, parameters and schemas.
// It knows where schemas live, so example values and `x-` extensions (data, not contract) are never
// mistaken for schemas. Codegen and conformance find their unions with it.
import { isObject, type JsonObject, pointerJoin } from './json.ts';
import { subschemaKeywords, subschemaListKeywords, subschemaMapKeywords } from './keywords.ts';

/** The HTTP methods a path item can hold, in the order OpenAPI lists them. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The subschemas `schema` holds directly (object schemas only), each with the pointer tokens that lead
 * to it, in walk order (keywords.ts): every walk over subschemas uses it. Keywords in `skip` are left out.
 */
export function* childSchemas(schema: JsonObject, skip: readonly string[] = []): Generator<[JsonObject, (string | number)[]]> {
  for (const key of subschemaMapKeywords) {
    const map = schema[key];
    if (isObject(map) && !skip.includes(key)) for (const [name, sub] of Object.entries(map)) if (isObject(sub)) yield [sub, [key, name]];
  }
  for (const key of subschemaListKeywords) {
    const list = schema[key];
    if (Array.isArray(list) && !skip.includes(key)) for (const [index, sub] of list.entries()) if (isObject(sub)) yield [sub, [key, index]];
  }
  for (const key of subschemaKeywords) {
    const sub = schema[key];
    if (isObject(sub) && !skip.includes(key)) yield [sub, [key]];
  }
}

/** What a visited object is. */
export type NodeKind = 'operation' | 'parameter' | 'schema';

/** Called for each operation, parameter and schema object, with its JSON pointer. */
export type Visitor = (node: JsonObject, pointer: string, kind: NodeKind) => void;

/**
 * Visits every operation, parameter and schema object written in `document` (not through `$ref`), with
 * pointers below `root` (`#` for `#/components/...`, `''` for `/components/...`).
 */
export function walkDocument(document: Readonly<Record<string, unknown>>, visit: Visitor, root = '#'): void {
  const walkSchema = (schema: unknown, pointer: string): void => {
    if (!isObject(schema)) return;
    visit(schema, pointer, 'schema');
    for (const [sub, tokens] of childSchemas(schema)) walkSchema(sub, pointerJoin(pointer, ...tokens));
  };
  const walkContent = (content: unknown, pointer: string): void => {
    if (!isObject(content)) return;
    for (const [type, media] of Object.entries(content)) {
      if (isObject(media)) walkSchema(media.schema, pointerJoin(pointer, type, 'schema'));
    }
  };
  const walkParameter = (parameter: unknown, pointer: string): void => {
    if (!isObject(parameter) || typeof parameter.$ref === 'string') return;
    visit(parameter, pointer, 'parameter');
    walkSchema(parameter.schema, pointerJoin(pointer, 'schema'));
    walkContent(parameter.content, pointerJoin(pointer, 'content'));
  };
  const walkBodyOrResponse = (node: unknown, pointer: string): void => {
    if (!isObject(node)) return;
    walkContent(node.content, pointerJoin(pointer, 'content'));
    if (isObject(node.headers)) for (const [name, header] of Object.entries(node.headers)) walkParameter(header, pointerJoin(pointer, 'headers', name));
  };
  const walkOperation = (operation: JsonObject, pointer: string): void => {
    visit(operation, pointer, 'operation');
    if (Array.isArray(operation.parameters)) operation.parameters.forEach((p, i) => walkParameter(p, pointerJoin(pointer, 'parameters', i)));
    walkBodyOrResponse(operation.requestBody, pointerJoin(pointer, 'requestBody'));
    if (isObject(operation.responses)) {
      for (const [status, response] of Object.entries(operation.responses)) walkBodyOrResponse(response, pointerJoin(pointer, 'responses', status));
    }
  };

  for (const [section, items] of [
    ['paths', document.paths],
    ['webhooks', document.webhooks],
  ] as const) {
    if (!isObject(items)) continue;
    for (const [path, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      const itemPointer = pointerJoin(root, section, path);
      if (Array.isArray(item.parameters)) item.parameters.forEach((p, i) => walkParameter(p, pointerJoin(itemPointer, 'parameters', i)));
      for (const method of httpMethods) if (isObject(item[method])) walkOperation(item[method], pointerJoin(itemPointer, method));
    }
  }
  const components = isObject(document.components) ? document.components : {};
  const section = (name: string) => (isObject(components[name]) ? Object.entries(components[name]) : []);
  for (const [name, schema] of section('schemas')) walkSchema(schema, pointerJoin(root, 'components', 'schemas', name));
  for (const [name, parameter] of section('parameters')) walkParameter(parameter, pointerJoin(root, 'components', 'parameters', name));
  for (const [name, header] of section('headers')) walkParameter(header, pointerJoin(root, 'components', 'headers', name));
  for (const [name, body] of section('requestBodies')) walkBodyOrResponse(body, pointerJoin(root, 'components', 'requestBodies', name));
  for (const [name, response] of section('responses')) walkBodyOrResponse(response, pointerJoin(root, 'components', 'responses', name));
}
