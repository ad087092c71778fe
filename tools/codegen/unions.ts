// The unions of a spec as codegen needs them, found by the contract model (packages/contract/src/
// unions.ts, over the union-shapes.ts predicates conformance and the lint rules use too).
import type { ApiName } from '../../packages/conformance/src/apis.ts';
import {
  componentName,
  findUnions as findModelUnions,
  type Pinned,
  isComposed,
  isRef,
  type JsonObject as ModelJsonObject,
  refPointer,
  type WrapKind,
} from '@canton-openapi/contract';
import { isObject, type JsonObject } from './document.ts';

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

/** Every one-key and status-variant union written in `document`, in document order, as the contract model finds them. */
export function findUnions(document: JsonObject): UnionInfo[] {
  const unions = findModelUnions({ api: 'bundled' as ApiName, root: document as ModelJsonObject });
  return [...unions.values()].map((union): UnionInfo => {
    const pointer = `#${union.pointer}`;
    const name = componentName(union.pointer);
    if (union.kind === 'one-key') return { kind: 'one-key', pointer, name, branches: union.branches.map(({ key, wrap }) => ({ key, wrap })) };
    return { kind: 'status-variant', pointer, name, discriminant: union.property, values: union.branches.map((branch) => branch.value) };
  });
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
    if (entries.length !== 1 || entry === undefined || !isRef(entry[1])) continue;
    const union = componentName(refPointer(entry[1].$ref) ?? '');
    if (union !== undefined && oneKeyNames.has(union)) holders.push({ name, property: entry[0], union });
  }
  return holders;
}
