// Which union branches a media type's examples exercise: finds every union a schema reaches, and walks
// example values alongside the schema to see which branch each union is given.
import type { Location } from '@redocly/openapi-core';
import { childSchemas } from '@canton-openapi/contract';
import { deref, isObject, isRef, refSiblings, type JsonObject, type Resolve } from './nodes.ts';
import { branchOf, labelUnion, type LabelledUnion } from './union.ts';

/** Keywords a value is walked through; `not`, `if` and friends only constrain, they do not shape. */
const COMBINATIONS = ['allOf', 'anyOf'];
/**
 * Subschemas `reachable` does not enter, because `mark` never walks a value into them and a union there
 * could never be counted as taken: `not`, `if`, `contains` and `propertyNames` only constrain a value,
 * `$defs` is reached through `$ref`, and the specs use the rest only for constraints (a `then` that
 * requires a field), never for a union.
 */
const NOT_CONTENT = ['not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', '$defs', 'dependentSchemas'];
/** A bound on nesting, against `$ref` cycles that an example value would not end. */
const MAX_DEPTH = 200;

/** Branch indexes taken, per union id. */
export type Taken = Map<string, Set<number>>;

/** Finds unions and the branches example values take, caching each union's labels. */
export class UnionCoverage {
  readonly #resolve: Resolve;
  readonly #unions = new Map<string, LabelledUnion | undefined>();

  constructor(resolve: Resolve) {
    this.#resolve = resolve;
  }

  #union(schema: JsonObject, location: Location): LabelledUnion | undefined {
    const id = location.absolutePointer;
    if (!this.#unions.has(id)) this.#unions.set(id, labelUnion(this.#resolve, schema, location));
    return this.#unions.get(id);
  }

  /**
   * Every labelled union reachable from the schema `raw` at `location`: through `$ref`, properties,
   * items, additionalProperties, allOf/anyOf and the branches of other unions. In first-seen order.
   */
  reachable(raw: unknown, location: Location): LabelledUnion[] {
    const found = new Map<string, LabelledUnion>();
    const visited = new Set<string>();
    const visit = (node: unknown, at: Location): void => {
      const resolved = deref(this.#resolve, node, at);
      if (resolved === undefined || !isObject(resolved.node)) return;
      const withSiblings = isRef(node) && Object.keys(refSiblings(node)).length > 0;
      const key = withSiblings ? at.absolutePointer : resolved.location.absolutePointer;
      if (visited.has(key)) return;
      visited.add(key);
      const schema = resolved.node;
      const here = resolved.location;
      if (Array.isArray(schema.oneOf)) {
        const union = this.#union(schema, here);
        if (union !== undefined && !found.has(union.id)) found.set(union.id, union);
      }
      for (const [child, tokens] of childSchemas(schema, NOT_CONTENT)) visit(child, here.child(tokens));
    };
    visit(raw, location);
    return [...found.values()];
  }

  /** Records in `taken` the union branches `value` takes, walking it alongside the schema `raw`. */
  mark(raw: unknown, location: Location, value: unknown, taken: Taken, depth = 0): void {
    if (depth > MAX_DEPTH) return;
    const resolved = deref(this.#resolve, raw, location);
    if (resolved === undefined || !isObject(resolved.node)) return;
    const schema = resolved.node;
    const here = resolved.location;
    const next = (child: unknown, at: Location, childValue: unknown): void => this.mark(child, at, childValue, taken, depth + 1);
    if (Array.isArray(schema.oneOf)) {
      const union = this.#union(schema, here);
      const index = union === undefined ? undefined : branchOf(union, value);
      if (union !== undefined && index !== undefined) {
        const set = taken.get(union.id) ?? new Set<number>();
        set.add(index);
        taken.set(union.id, set);
        next(schema.oneOf[index], here.child(['oneOf', index]), value);
      }
    }
    for (const keyword of COMBINATIONS) {
      const list = schema[keyword];
      if (Array.isArray(list)) for (const [i, item] of list.entries()) next(item, here.child([keyword, i]), value);
    }
    if (Array.isArray(value) && isObject(schema.items)) {
      for (const item of value) next(schema.items, here.child('items'), item);
    } else if (isObject(value)) {
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const [key, propertyValue] of Object.entries(value)) {
        if (key in properties) next(properties[key], here.child(['properties', key]), propertyValue);
        else if (isObject(schema.additionalProperties)) next(schema.additionalProperties, here.child('additionalProperties'), propertyValue);
      }
    }
  }
}
