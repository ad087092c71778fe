// Mutual exclusion written as `not: {anyOf: [{required: [a, b]}, ...]}` ("a and b never together"),
// turned into the alternatives a type can state: each alternative names the properties that must be
// absent. A value is valid exactly when it leaves out every property of some alternative.
import { isObject, type JsonObject } from '@canton-openapi/contract';

/**
 * The property sets a schema's `not` forbids together, or undefined when `not` has another shape.
 * A branch that also narrows values (`{required: [verbose, updateFormat], properties: {verbose: {const:
 * true}}}`) counts as forbidding the whole set: the type is stricter than the schema there, never looser.
 * A branch that is itself a `not` ("at least one of") states a requirement, not an exclusion; types
 * leave it to validation, as they do `if`/`then`.
 */
export function forbiddenSets(schema: JsonObject): string[][] | undefined {
  const not = schema.not;
  if (!isObject(not)) return undefined;
  const branches = Array.isArray(not.anyOf) && onlyKeys(not, ['anyOf', 'description']) ? not.anyOf : [not];
  const sets: string[][] = [];
  for (const branch of branches) {
    if (isObject(branch) && onlyKeys(branch, ['not', 'description']) && Array.isArray(not.anyOf)) continue;
    if (!isObject(branch) || !onlyKeys(branch, ['required', 'properties', 'description'])) return undefined;
    const required = branch.required;
    if (!Array.isArray(required) || required.length < 2 || !required.every((name) => typeof name === 'string')) return undefined;
    sets.push(required as string[]);
  }
  return sets.length > 0 ? sets : undefined;
}

/**
 * The boolean values a schema's `not` forbids only in part: `{required: [verbose, updateFormat],
 * properties: {verbose: {const: true}}}` forbids `verbose: true` next to `updateFormat`, not `false`.
 * A property here may stay, with the other value, where its absence is asked for.
 */
export function forbiddenBooleans(schema: JsonObject): Map<string, boolean> {
  const values = new Map<string, boolean>();
  const not = schema.not;
  if (!isObject(not) || !Array.isArray(not.anyOf)) return values;
  for (const branch of not.anyOf) {
    if (!isObject(branch) || !isObject(branch.properties)) continue;
    for (const [name, property] of Object.entries(branch.properties)) {
      if (isObject(property) && typeof property.const === 'boolean' && onlyKeys(property, ['const', 'description'])) values.set(name, property.const);
    }
  }
  return values;
}

function onlyKeys(node: JsonObject, allowed: string[]): boolean {
  return Object.keys(node).every((key) => allowed.includes(key));
}

const maxProperties = 16;

/**
 * The smallest sets of properties whose absence satisfies every forbidden set (minimal hitting sets),
 * smallest first. For `[[filter, updateFormat], [verbose, updateFormat]]`: `[[updateFormat], [filter, verbose]]`.
 */
export function absenceAlternatives(forbidden: readonly (readonly string[])[]): string[][] {
  const names = [...new Set(forbidden.flat())];
  if (names.length > maxProperties) {
    throw new Error(`not/anyOf names ${names.length} properties; at most ${maxProperties} can be turned into a type`);
  }
  const masks = forbidden.map((set) => set.reduce((mask, name) => mask | (1 << names.indexOf(name)), 0));
  const found: number[] = [];
  const bySize = [...Array(1 << names.length).keys()].sort((a, b) => popcount(a) - popcount(b) || a - b);
  for (const candidate of bySize) {
    if (candidate === 0 || !masks.every((mask) => (mask & candidate) !== 0)) continue;
    if (found.some((smaller) => (smaller & candidate) === smaller)) continue;
    found.push(candidate);
  }
  return found.map((mask) => names.filter((_, i) => (mask & (1 << i)) !== 0));
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}
