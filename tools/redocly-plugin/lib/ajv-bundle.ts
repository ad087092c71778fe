// Turns an OpenAPI schema into one self-contained JSON Schema for Ajv. Every `$ref`, to
// `#/components/schemas/...` or to another file, is resolved through Redocly's resolver (which already
// loaded every file) and moved into `$defs`, so Ajv never needs to know the OpenAPI document or fetch
// anything. Each target gets one `$defs` entry, so recursive schemas stay finite.
//
// A well-formed union (every branch requires its one key, or its pinned `status`) becomes an if/then/else
// chain on that key or status: it accepts exactly what the `oneOf` accepts, but an example that picks a
// branch is checked against that branch alone, so its errors are not buried under every other branch's.
import type { Location } from '@redocly/openapi-core';
import { subschemaKeywords, subschemaListKeywords, subschemaMapKeywords } from '@canton-openapi/contract';
import { isObject, isRef, type JsonObject, refStep, type Resolve } from './nodes.ts';
import { labelUnion, type LabelledUnion } from './union.ts';

/** Keywords holding subschemas: the 2020-12 ones, and older drafts' `additionalItems` and `definitions`. */
const SINGLE: readonly string[] = [...subschemaKeywords, 'additionalItems'];
const LISTS: readonly string[] = subschemaListKeywords;
const MAPS: readonly string[] = [...subschemaMapKeywords, 'definitions'];
/** Keys Ajv would act on that have no meaning here (the bundle is anonymous and 2020-12). */
const DROPPED = ['$schema', '$id'];

/** A schema for Ajv: the converted root with every referenced schema under `$defs`. */
export function bundleSchema(resolve: Resolve, raw: unknown, location: Location): boolean | JsonObject {
  const defs: JsonObject = {};
  const names = new Map<string, string>();

  const defName = (target: Location): string => {
    const base =
      target.pointer
        .split('/')
        .at(-1)
        ?.replace(/[^A-Za-z0-9_-]/g, '_') || 'root';
    return `${base}_${names.size}`;
  };

  const convert = (node: unknown, at: Location): unknown => {
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    const union = Array.isArray(node.oneOf) ? labelUnion(resolve, node, at) : undefined;
    for (const [key, value] of Object.entries(node)) {
      if (DROPPED.includes(key)) continue;
      if (key === 'oneOf' && union !== undefined && isDiscriminable(union)) {
        const branches = (value as unknown[]).map((v, i) => convert(v, at.child([key, i])));
        out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), discriminate(union, branches)];
      } else if (key === 'allOf' && Array.isArray(value)) {
        out.allOf = [...value.map((v, i) => convert(v, at.child([key, i]))), ...(Array.isArray(out.allOf) ? out.allOf : [])];
      } else if (key === '$ref' && isRef(node)) {
        out.$ref = `#/$defs/${refTarget(node, at)}`;
      } else if (SINGLE.includes(key)) {
        out[key] = Array.isArray(value) ? value.map((v, i) => convert(v, at.child([key, i]))) : convert(value, at.child(key));
      } else if (LISTS.includes(key) && Array.isArray(value)) {
        out[key] = value.map((v, i) => convert(v, at.child([key, i])));
      } else if (MAPS.includes(key) && isObject(value)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v, at.child([key, k]))]));
      } else {
        out[key] = value;
      }
    }
    return out;
  };

  // One step of the `$ref` only: its siblings stay beside the `$ref` in the converted schema.
  const step = refStep(resolve);
  const refTarget = (node: JsonObject & { $ref: string }, at: Location): string => {
    const target = step(node, at);
    if (target === undefined) throw new Error(`cannot resolve $ref ${node.$ref} at ${at.absolutePointer}`);
    const id = target.at.absolutePointer;
    const known = names.get(id);
    if (known !== undefined) return known;
    const name = defName(target.at);
    names.set(id, name);
    defs[name] = true; // placeholder while converting, so a cycle back to it finds the name
    defs[name] = convert(target.value, target.at);
    return name;
  };

  const root = convert(raw, location);
  if (names.size === 0) return isObject(root) || typeof root === 'boolean' ? root : {};
  return { ...(isObject(root) ? root : {}), $defs: { ...(isObject(root) && isObject(root.$defs) ? root.$defs : {}), ...defs } };
}

/**
 * True when picking the branch by its label is exactly what `oneOf` does: every one-key branch requires
 * its key and admits no other, every variant requires its pinned `status`.
 */
function isDiscriminable(union: LabelledUnion): boolean {
  return union.branches.every((branch, i) => {
    const required = branch.schema?.required;
    if (union.kind === 'status-variant') return Array.isArray(required) && required.includes('status');
    return Array.isArray(required) && required.includes(union.labels[i]) && branch.schema?.additionalProperties === false;
  });
}

/**
 * `if <object with label 0> then <branch 0> else if ...`, ending in the plain `oneOf` for values that
 * take no branch (non-objects included), so those get the usual errors.
 */
function discriminate(union: LabelledUnion, branches: unknown[]): JsonObject {
  let chain: JsonObject = { oneOf: branches };
  for (let i = branches.length - 1; i >= 0; i--) {
    const label = union.labels[i];
    const test =
      union.kind === 'one-key' ? { type: 'object', required: [label] } : { type: 'object', required: ['status'], properties: { status: { const: label } } };
    chain = { if: test, then: branches[i], else: chain };
  }
  return chain;
}
