// What each reference page must show, derived from the spec: every operation, whether it is
// deprecated, and its request fields (parameters and top-level body properties) with their flags.
import { deprecationOf, followRefs, listOperationEntries } from '@canton-openapi/contract';
import { loadSpec } from '../../spec-diff/load.ts';

/** One request field of an operation and whether the spec deprecates it. */
export interface SpecField {
  name: string;
  deprecated: boolean;
}

/** One operation as the reference page should present it. */
export interface SpecOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  deprecated: boolean;
  /** The replacing operation's id (`x-replaced-by.operationId`) of a deprecated operation. */
  replacedBy?: string;
  /** `x-removal-version` of a deprecated operation: a version, or `not-announced`. */
  removal?: string;
  fields: SpecField[];
}

type Obj = Record<string, unknown>;

/** Properties of a request body schema of the bundle `root` (`$ref`s followed), including those of its `oneOf`/`anyOf`/`allOf` branches. */
function bodyFields(written: unknown, root: Obj): SpecField[] {
  const schema = followRefs(root, written, '').value;
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Obj;
  const own = Object.entries((s.properties ?? {}) as Record<string, unknown>).map(([name, p]) => ({
    name,
    deprecated: (followRefs(root, p, '').value as Obj).deprecated === true,
  }));
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap((k) => (Array.isArray(s[k]) ? (s[k] as unknown[]) : []));
  return [...own, ...branches.flatMap((b) => bodyFields(b, root))];
}

/** Every operation of the API whose root document is `root`, in document order. */
export async function specOperations(root: string): Promise<SpecOperation[]> {
  const doc = await loadSpec(root);
  return listOperationEntries(doc, root).map(({ path, method, operation: op, parameters }) => {
    const params = parameters.map((p) => ({ name: String(p.resolved.name), deprecated: p.resolved.deprecated === true }));
    const content = ((followRefs(doc, op.requestBody, '').value as Obj | undefined)?.content ?? {}) as Record<string, Obj>;
    const body = Object.values(content).flatMap((media) => bodyFields(media.schema, doc));
    const fields = [...new Map([...params, ...body].map((f) => [f.name, f])).values()];
    const { replacement, removalVersion } = deprecationOf(op);
    return {
      operationId: String(op.operationId),
      method,
      path,
      summary: String(op.summary ?? op.operationId),
      deprecated: op.deprecated === true,
      ...(replacement?.kind === 'operation' ? { replacedBy: replacement.name } : {}),
      ...(removalVersion === undefined ? {} : { removal: removalVersion }),
      fields,
    };
  });
}
