// The union holders of a spec: component schemas whose one property holds a one-key union component,
// which get builders of their own. The unions themselves are the contract model's (findUnions).
import { componentName, followRefs, isComposed, isObject, isRef, type JsonObject, pointerJoin, type UnionSpec } from '@canton-openapi/contract';

/** A component schema whose only property holds a one-key union component (`CumulativeFilter`). */
export interface HolderInfo {
  name: string;
  property: string;
  union: string;
}

/** Component schemas whose one property `$ref`s a one-key union component: builders can fill them. */
export function findHolders(document: JsonObject, unions: readonly UnionSpec[]): HolderInfo[] {
  const oneKeyNames = new Set(unions.flatMap((u) => (u.kind === 'one-key' ? [componentName(u.pointer)] : [])));
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const holders: HolderInfo[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !isObject(schema.properties) || isComposed(schema) || 'oneOf' in schema) continue;
    const entries = Object.entries(schema.properties);
    const [entry] = entries;
    if (entries.length !== 1 || entry === undefined || !isRef(entry[1])) continue;
    const union = componentName(followRefs(document, entry[1], pointerJoin('/components/schemas', name, 'properties', entry[0]), 'bundled spec').pointer);
    if (union !== undefined && oneKeyNames.has(union)) holders.push({ name, property: entry[0], union });
  }
  return holders;
}
