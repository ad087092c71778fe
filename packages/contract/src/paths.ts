// Listing the operations of a document: the one walk over `paths` that codegen, conformance, spec-diff
// and the docs test share, with path-level parameters merged into each operation's.
import { isObject, type JsonObject, pointerJoin } from './json.ts';
import { followRefs } from './refs.ts';

/** The HTTP methods a path item can hold, in the order OpenAPI lists them. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A parameter of an operation as written (`value`, maybe a `$ref`) and resolved (`resolved`, at `pointer`). */
export interface ParameterEntry {
  value: unknown;
  resolved: JsonObject;
  /** Where the parameter is written: under the path item or under the operation. */
  at: string;
  /** Where the resolved parameter is (the component it references, or `at`). */
  pointer: string;
}

/** One operation of a document, as written, with where it is. */
export interface OperationEntry {
  path: string;
  /** Lower case. */
  method: (typeof httpMethods)[number];
  operation: JsonObject;
  /** JSON pointer of the operation (`/paths/~1v0~1things/get`). */
  pointer: string;
  /**
   * Path-level parameters followed by the operation's own; an operation parameter overrides a
   * path-level one of the same name and location (OpenAPI 3.1), taking its place in the list.
   */
  parameters: ParameterEntry[];
}

/** Every operation of `root` in document order; `where` names the document in errors. */
export function listOperationEntries(root: Record<string, unknown>, where = 'spec'): OperationEntry[] {
  const entries: OperationEntry[] = [];
  const paths = isObject(root['paths']) ? root['paths'] : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = followRefs(root, rawItem, pointerJoin('/paths', path), where);
    if (!isObject(item.value)) continue;
    const inherited = parametersOf(root, item.value['parameters'], pointerJoin(item.pointer, 'parameters'), where);
    for (const method of httpMethods) {
      const operation = item.value[method];
      if (!isObject(operation)) continue;
      const pointer = pointerJoin(item.pointer, method);
      const own = parametersOf(root, operation['parameters'], pointerJoin(pointer, 'parameters'), where);
      const same = (a: ParameterEntry, b: ParameterEntry) => a.resolved['name'] === b.resolved['name'] && a.resolved['in'] === b.resolved['in'];
      const parameters = [...inherited.filter((p) => !own.some((o) => same(o, p))), ...own];
      entries.push({ path, method, operation, pointer, parameters });
    }
  }
  return entries;
}

function parametersOf(root: unknown, list: unknown, at: string, where: string): ParameterEntry[] {
  if (!Array.isArray(list)) return [];
  return list.map((value, index) => {
    const target = followRefs(root, value, pointerJoin(at, index), where);
    return { value, resolved: isObject(target.value) ? target.value : {}, at: pointerJoin(at, index), pointer: target.pointer };
  });
}
