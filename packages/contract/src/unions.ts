// One-key unions and status variants, recognised from the shape of `oneOf` schemas (never from names) by
// the predicates of union-shapes.ts, the ones codegen and the lint rules use too.
import { componentName, follow, type SpecDocument } from './document.ts';
import { atPointer, type JsonObject, objectAt, pointerJoin, stringAt, stringsAt } from './json.ts';
import { followRefs } from './refs.ts';
import { childSchemas, type NodeKind, walkDocument } from './walk.ts';
import { type Pinned, unionShapeOf, variantDiscriminant, type WrapKind, wrapKindOf } from './union-shapes.ts';

/** One key of a one-key union: how it holds its content (a `{value: …}` wrapper, `{}`, or directly), and where its schema is. */
export interface OneKeyBranch {
  key: string;
  wrap: WrapKind;
  /** Pointer of the schema of the content (inside the wrapper when wrapped). */
  payloadPointer: string;
  /** Properties the content schema declares (a wrapped `{value}` object is never one of them). */
  payloadProperties: string[];
}

/** A `oneOf` whose every member is an object with exactly one required key and nothing else. */
export interface OneKeyUnion {
  kind: 'one-key';
  name: string;
  pointer: string;
  branches: OneKeyBranch[];
}

/** One variant of a status-variant union, pinned by a `const` or one-value `enum` discriminator value. */
export interface VariantBranch {
  value: Pinned;
  name: string;
  memberPointer: string;
  required: string[];
}

/** A `oneOf` of objects told apart by `status`, which each member pins with `const` or a one-value `enum`. */
export interface VariantUnion {
  kind: 'variant';
  name: string;
  pointer: string;
  property: string;
  branches: VariantBranch[];
}

/** A union the spec defines: one-key or status-variant. */
export type UnionSpec = OneKeyUnion | VariantUnion;

/** The union the schema at `pointer` defines, if its `oneOf` has one of the two shapes (union-shapes.ts). */
export function detectUnion(doc: SpecDocument, schema: JsonObject, pointer: string): UnionSpec | undefined {
  const members = schema['oneOf'];
  if (!Array.isArray(members)) return undefined;
  const resolved = members.map((m, i) => follow(doc, m, pointerJoin(pointer, 'oneOf', i)));
  const shape = unionShapeOf(
    resolved.map((m) => m.value),
    (node) => followRefs(doc.root, node, '').value,
  );
  const name = componentName(pointer) ?? stringAt(schema, 'title') ?? pointer;
  if (shape?.kind === 'one-key') {
    const branches = shape.keys.map((key, i): OneKeyBranch => {
      const member = resolved[i]!;
      const content = follow(doc, objectAt(member.value, 'properties')?.[key], pointerJoin(member.pointer, 'properties', key));
      const wrap = wrapKindOf(content.value);
      const payloadPointer = wrap === 'value' ? pointerJoin(content.pointer, 'properties', 'value') : content.pointer;
      const payload = follow(doc, atPointer(doc.root, payloadPointer), payloadPointer);
      return { key, wrap, payloadPointer, payloadProperties: Object.keys(objectAt(payload.value, 'properties') ?? {}) };
    });
    return { kind: 'one-key', name, pointer, branches };
  }
  if (shape?.kind !== 'status-variant') return undefined;
  const branches = shape.values.map((value, i): VariantBranch => {
    const member = resolved[i]!;
    return {
      value,
      name: componentName(member.pointer) ?? stringAt(member.value, 'title') ?? String(value),
      memberPointer: member.pointer,
      required: stringsAt(member.value, 'required'),
    };
  });
  return { kind: 'variant', name, pointer, property: variantDiscriminant, branches };
}

/** Every union of the document, by the pointer of its schema. */
export function findUnions(doc: SpecDocument): Map<string, UnionSpec> {
  const unions = new Map<string, UnionSpec>();
  const visit = (node: JsonObject, pointer: string, kind: NodeKind) => {
    const union = kind === 'schema' ? detectUnion(doc, node, pointer) : undefined;
    if (union !== undefined) unions.set(pointer, union);
  };
  walkDocument(doc.root, visit, '');
  return unions;
}

/** The unions a value of the schema at `pointer` can contain, at any depth, in the order first met. */
export function reachableUnions(doc: SpecDocument, unions: Map<string, UnionSpec>, pointer: string): UnionSpec[] {
  const found = new Map<string, UnionSpec>();
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (at === '' || seen.has(at)) return;
    seen.add(at);
    const { value, pointer: target } = follow(doc, atPointer(doc.root, at), at);
    if (target !== at) return visit(target);
    const union = unions.get(at);
    if (union !== undefined) {
      found.set(at, union);
      const targets = union.kind === 'one-key' ? union.branches.map((b) => b.payloadPointer) : union.branches.map((b) => b.memberPointer);
      for (const target of targets) visit(target);
      return;
    }
    for (const [, tokens] of childSchemas(value)) visit(pointerJoin(at, ...tokens));
  };
  visit(pointer);
  return [...found.values()];
}
