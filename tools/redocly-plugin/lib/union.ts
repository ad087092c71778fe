// What a `oneOf` union is made of: its branches, resolved, and the label that tells them apart on the
// wire (the one key of a one-key union, or the pinned `status` of a status-variant union).
// Keys, pinning and the discriminant come from the contract model (packages/contract/src/union-shapes.ts),
// which codegen and conformance use too, through its `Deref` over Redocly's resolver; this file reads
// branches leniently, so union-shape can report each branch that breaks the shape instead of just not
// finding a union.
import type { Location } from '@redocly/openapi-core';
import { type Deref, type Pinned, type UnionKind, variantDiscriminant, variantProperty, writtenUnion } from '@canton-openapi/contract';
import { componentSchemaName, deref, isObject, schemaName, type JsonObject, type Resolve } from './nodes.ts';

export type { UnionKind };

/** One `oneOf` branch after following its `$ref`. */
export interface Branch {
  index: number;
  /** The resolved branch schema; undefined when it is not an object or its `$ref` did not resolve. */
  schema: JsonObject | undefined;
  /** True when the branch is a `$ref` Redocly could not resolve (`no-unresolved-refs` reports it). */
  unresolved: boolean;
  /** Where the resolved branch schema is written (inside the union, or the component it references). */
  location: Location;
  /** For messages: the branch `title`, else its component name, else its position. */
  title: string;
}

/** Resolves every branch of `oneOf`, which sits at `oneOfLocation`. */
export function readBranches(resolve: Resolve, oneOf: unknown[], oneOfLocation: Location): Branch[] {
  return oneOf.map((raw, index) => {
    const resolved = deref(resolve, raw, oneOfLocation.child(index));
    const location = resolved?.location ?? oneOfLocation.child(index);
    const schema = isObject(resolved?.node) ? resolved.node : undefined;
    const title = typeof schema?.title === 'string' ? schema.title : (componentSchemaName(location) ?? `#${index}`);
    return { index, schema, unresolved: resolved === undefined, location, title };
  });
}

/** The `status` property schema of a branch, resolved, with its location. */
export function statusProperty(resolve: Resolve, branch: Branch): { schema: JsonObject; location: Location } | undefined {
  const property = variantProperty(branch.schema);
  if (property === undefined) return undefined;
  const resolved = deref(resolve, property, branch.location.child(['properties', variantDiscriminant]));
  return resolved !== undefined && isObject(resolved.node) ? { schema: resolved.node, location: resolved.location } : undefined;
}

/** What the union of `branches` is written as, and each branch's label, as the contract model reads it (`writtenUnion`). */
export function readUnion(resolve: Resolve, branches: Branch[]): { kind: UnionKind; labels: (Pinned | undefined)[] } {
  const schemas = branches.map((branch) => branch.schema);
  return writtenUnion(schemas, branches.map(derefIn(resolve)));
}

/** The model's `Deref` over Redocly's resolver, for the `$ref`s written in the file of `branch`. */
function derefIn(resolve: Resolve): (branch: Branch) => Deref {
  return (branch) => (node) => deref(resolve, node, branch.location)?.node;
}

/** A union whose every branch has a distinct label: the key, or the pinned status. */
export interface LabelledUnion {
  /** Component name of the union schema, or its JSON pointer. */
  name: string;
  /** Absolute location of the union schema: identifies it across media types and files. */
  id: string;
  kind: UnionKind;
  branches: Branch[];
  /** Label of each branch, in branch order. */
  labels: Pinned[];
}

/** Labels the union at `location`; undefined when some branch has no label (union-shape reports why). */
export function labelUnion(resolve: Resolve, schema: JsonObject, location: Location): LabelledUnion | undefined {
  if (!Array.isArray(schema.oneOf)) return undefined;
  const branches = readBranches(resolve, schema.oneOf, location.child('oneOf'));
  const { kind, labels: written } = readUnion(resolve, branches);
  const labels: Pinned[] = [];
  for (const label of written) {
    if (label === undefined || labels.includes(label)) return undefined;
    labels.push(label);
  }
  return { name: schemaName(location), id: location.absolutePointer, kind, branches, labels };
}

/** The index of the branch `value` takes, or undefined when it takes none of them. */
export function branchOf(union: LabelledUnion, value: unknown): number | undefined {
  if (!isObject(value)) return undefined;
  if (union.kind === 'status-variant') {
    const index = union.labels.indexOf(value.status as Pinned);
    return 'status' in value && index >= 0 ? index : undefined;
  }
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  const index = union.labels.indexOf(keys[0] as string);
  return index >= 0 ? index : undefined;
}

/** `key \`Reassignment\`` or `status \`Ok\``, for messages. */
export function describeLabel(union: LabelledUnion, index: number): string {
  const label = union.labels[index];
  const text = typeof label === 'string' ? `\`${label}\`` : JSON.stringify(label);
  return union.kind === 'one-key' ? `key ${text}` : `status ${text}`;
}
