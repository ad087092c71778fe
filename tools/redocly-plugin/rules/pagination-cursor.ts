// canton/pagination for a cursor taken from the last item (`x-pagination` `fromLastItem`): every request
// pointer names a field of the JSON request body whose top-level member is optional (the first page has no
// cursor); every item pointer names a field of the item schema in some branch, and each branch of a union
// item has one of the alternatives (else the iterator cannot read on after such an item); a source and
// its target are of one type and format (an int64 is copied into an int64).
import type { Location } from '@redocly/openapi-core';
import { type CursorPagination, pointerTokens } from '@canton-openapi/contract';
import { deref, isObject, type JsonObject, type Resolve } from '../lib/nodes.ts';

/** A problem found, at the place in the declaration it is about. */
export interface CursorProblem {
  message: string;
  location: Location;
}

/** The schema `node` is or references, or undefined. */
function schemaOf(resolve: Resolve, node: unknown, location: Location): { node: JsonObject; location: Location } | undefined {
  const resolved = deref(resolve, node, location);
  return resolved !== undefined && isObject(resolved.node) ? { node: resolved.node, location: resolved.location } : undefined;
}

/** The alternatives a schema stands for: the branches of its `oneOf`/`anyOf` (nested ones flattened), or itself. */
export function branchesOf(resolve: Resolve, schema: { node: JsonObject; location: Location }): { node: JsonObject; location: Location }[] {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema.node[key];
    if (!Array.isArray(list)) continue;
    return list.flatMap((branch, i) => {
      const resolved = schemaOf(resolve, branch, schema.location.child([key, i]));
      return resolved === undefined ? [] : branchesOf(resolve, resolved);
    });
  }
  return [schema];
}

/** A schema as found, with where it is written. */
type Found = { node: JsonObject; location: Location };

/** The property `name` of `schema` (or of one of its `allOf` members), with whether it is required there. */
function propertyOf(resolve: Resolve, schema: Found, name: string): { schema: Found; required: boolean } | undefined {
  const properties = schema.node.properties;
  if (isObject(properties) && name in properties) {
    const property = schemaOf(resolve, properties[name], schema.location.child(['properties', name]));
    const required = Array.isArray(schema.node.required) && schema.node.required.includes(name);
    if (property !== undefined) return { schema: property, required };
  }
  const members = Array.isArray(schema.node.allOf) ? schema.node.allOf : [];
  for (const [i, member] of members.entries()) {
    const resolved = schemaOf(resolve, member, schema.location.child(['allOf', i]));
    const found: { schema: Found; required: boolean } | undefined = resolved === undefined ? undefined : propertyOf(resolve, resolved, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The schemas `pointer` reaches from `schema`, through every branch of a union on the way; empty when none has it. */
export function schemasAt(resolve: Resolve, schema: { node: JsonObject; location: Location }, pointer: string) {
  let reached = [schema];
  for (const token of pointerTokens(pointer)) {
    reached = reached.flatMap((s) => branchesOf(resolve, s).flatMap((b) => propertyOf(resolve, b, token)?.schema ?? []));
  }
  return reached;
}

/** The type and format of a schema as one word (`integer/int64`), `null` left out of a type list. */
function kindOf(schema: JsonObject): string {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== 'null' && t !== undefined);
  return `${types.join('|') || 'any'}${typeof schema.format === 'string' ? `/${schema.format}` : ''}`;
}

/** What is wrong with `page`'s cursor against the request body schema and the item schema (either undefined when absent). */
export function cursorProblems(
  resolve: Resolve,
  page: CursorPagination,
  request: { node: JsonObject; location: Location } | undefined,
  item: { node: JsonObject; location: Location } | undefined,
  where: Location,
): CursorProblem[] {
  const problems: CursorProblem[] = [];
  const at = where.child(['fromLastItem']);
  for (const [target, sources] of Object.entries(page.fromLastItem)) {
    const here = at.child([target]);
    const member = pointerTokens(target)[0]!;
    const targets = request === undefined ? [] : schemasAt(resolve, request, target);
    if (request === undefined || targets.length === 0) {
      problems.push({ message: `the JSON request body has no field at \`${target}\` to carry the cursor.`, location: here });
      continue;
    }
    const required = propertyOf(resolve, request, member)?.required === true;
    if (required && page.start !== 'caller')
      problems.push({ message: `request property \`${member}\` is required, but the first page has no cursor (unless \`start: caller\`).`, location: here });
    if (!required && page.start === 'caller')
      problems.push({
        message: `\`start: caller\` says the first request carries the cursor, but request property \`${member}\` is optional.`,
        location: here,
      });
    if (item === undefined) continue;
    const want = kindOf(targets[0]!.node);
    for (const source of sources) {
      const found = schemasAt(resolve, item, source);
      if (found.length === 0)
        problems.push({ message: `the item schema has no field at \`${source}\` in any branch, to set \`${target}\` from.`, location: here });
      const other = found.find((schema) => kindOf(schema.node) !== want);
      if (other !== undefined)
        problems.push({ message: `\`${source}\` of the item is ${kindOf(other.node)}, but \`${target}\` of the request is ${want}.`, location: here });
    }
    // Each kind of item must hold the cursor somewhere, or the iterator cannot read on after it.
    for (const [i, branch] of branchesOf(resolve, item).entries()) {
      if (sources.some((source) => schemasAt(resolve, branch, source).length > 0)) continue;
      problems.push({
        message: `branch ${i + 1} of the item schema has none of ${sources.map((s) => `\`${s}\``).join(', ')}: no cursor for \`${target}\` after such an item.`,
        location: here,
      });
    }
  }
  return problems;
}
