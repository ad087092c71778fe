// Finds the unions of a spec from the shape of its schemas, as the contract model defines them
// (packages/conformance/src/spec/union-shapes.ts, the same predicates conformance and the lint rules use).
import { isComposed, type Pinned, unionShapeOf, variantDiscriminant, type WrapKind, wrapKindOf } from '../../packages/conformance/src/spec/union-shapes.ts';
import { componentSchemaName, deref, isObject, walkDocument, type JsonObject } from './document.ts';

export type { Pinned, WrapKind };

/** A one-key union found in the spec. */
export interface OneKeyUnionInfo {
  kind: 'one-key';
  /** JSON pointer of the union schema. */
  pointer: string;
  /** Component name, when the union is a component schema. */
  name: string | undefined;
  /** Each branch's key and wrap kind, in spec order. */
  branches: { key: string; wrap: WrapKind }[];
}

/** A status-variant union found in the spec. */
export interface VariantUnionInfo {
  kind: 'status-variant';
  pointer: string;
  name: string | undefined;
  /** The property that tells the variants apart. */
  discriminant: string;
  /** The pinned value of each branch, in spec order. */
  values: Pinned[];
}

/** Either kind of union. */
export type UnionInfo = OneKeyUnionInfo | VariantUnionInfo;

/** A component schema whose only property holds a one-key union component (`CumulativeFilter`). */
export interface HolderInfo {
  name: string;
  property: string;
  union: string;
}

/** Every one-key and status-variant union written in `document`, in document order. */
export function findUnions(document: JsonObject): UnionInfo[] {
  const unions: UnionInfo[] = [];
  const resolve = (node: unknown) => deref(document, node);
  walkDocument(document, (node, pointer, kind) => {
    if (kind !== 'schema' || !Array.isArray(node.oneOf)) return;
    const branches = node.oneOf.map(resolve);
    const shape = unionShapeOf(branches, resolve);
    const name = componentSchemaName(pointer);
    if (shape?.kind === 'one-key') {
      const wrapped = shape.keys.map((key, i) => ({ key, wrap: wrapKindOf(resolve(((branches[i] as JsonObject).properties as JsonObject)[key])) }));
      unions.push({ kind: 'one-key', pointer, name, branches: wrapped });
    } else if (shape?.kind === 'status-variant') {
      unions.push({ kind: 'status-variant', pointer, name, discriminant: variantDiscriminant, values: shape.values });
    }
  });
  return unions;
}

/** Component schemas whose one property `$ref`s a one-key union component: builders can fill them. */
export function findHolders(document: JsonObject, unions: readonly UnionInfo[]): HolderInfo[] {
  const oneKeyNames = new Set(unions.flatMap((u) => (u.kind === 'one-key' && u.name !== undefined ? [u.name] : [])));
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const holders: HolderInfo[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !isObject(schema.properties) || isComposed(schema) || 'oneOf' in schema) continue;
    const entries = Object.entries(schema.properties);
    const [entry] = entries;
    if (entries.length !== 1 || entry === undefined || !isObject(entry[1]) || typeof entry[1].$ref !== 'string') continue;
    const union = componentSchemaName(entry[1].$ref);
    if (union !== undefined && oneKeyNames.has(union)) holders.push({ name, property: entry[0], union });
  }
  return holders;
}
