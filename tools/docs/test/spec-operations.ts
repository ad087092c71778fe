// What each reference page must show, read by the contract model from the API's bundle: every operation,
// whether it is deprecated, and its request fields (parameters and top-level body properties) with their flags.
import {
  followRefs,
  isObject,
  type JsonObject,
  listOperations,
  type OperationSpec,
  pointerJoin,
  type SpecDocument,
  specDocument,
} from '@canton-openapi/contract';
import { bundlerOnce } from '../build-docs.ts';

/** One request field of an operation and whether the spec deprecates it. */
export interface SpecField {
  name: string;
  deprecated: boolean;
}

/** The bundle of a document, bundled once per test file (a copy each time): the tests read the specs, and a build may share it. */
export const specBundle = bundlerOnce();

/** The API whose root document is `root`, as the model reads its bundle, and its operations in document order. */
export async function specOperations(root: string): Promise<{ doc: SpecDocument; operations: OperationSpec[] }> {
  const doc = specDocument(root, await specBundle(root));
  return { doc, operations: listOperations(doc) };
}

/** The request fields a page lists for `op`: its parameters, then the properties of its body and of the body's branches, once per name. */
export function requestFields(doc: SpecDocument, op: OperationSpec): SpecField[] {
  const params = op.parameters.map((p) => ({ name: p.name, deprecated: p.deprecated }));
  const body = (op.requestBody?.contents ?? []).flatMap((media) => bodyFields(doc, media.schema, media.schemaPointer));
  return [...new Map([...params, ...body].map((f) => [f.name, f])).values()];
}

/** Properties of a request body schema, including those of its `oneOf`/`anyOf`/`allOf` branches. */
function bodyFields(doc: SpecDocument, schema: JsonObject, at: string): SpecField[] {
  const resolve = (node: unknown, pointer: string) => followRefs(doc.root, node, pointer);
  const properties = isObject(schema['properties']) ? Object.entries(schema['properties']) : [];
  const own = properties.map(([name, p]) => {
    const property = resolve(p, pointerJoin(at, 'properties', name)).value;
    return { name, deprecated: isObject(property) && property['deprecated'] === true };
  });
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap((k) => {
    const list = schema[k];
    return Array.isArray(list) ? list.map((branch, i) => resolve(branch, pointerJoin(at, k, i))) : [];
  });
  return [...own, ...branches.flatMap((b) => (isObject(b.value) ? bodyFields(doc, b.value, b.pointer) : []))];
}
