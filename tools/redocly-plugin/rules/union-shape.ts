// canton/union-shape: every `oneOf` is a one-key union or a status-variant union (README.md).
import type { Location, Oas3Rule } from '@redocly/openapi-core';
import { deref, isObject, isRef, schemaName, show, type JsonObject, type Resolve } from '../lib/nodes.ts';
import { type Pinned, pinnedValue, requiresOnly, soleProperty, wrapKindOf, wrapperGaps } from '@canton-openapi/contract';
import { readBranches, readUnion, statusProperty, type Branch, type UnionKind } from '../lib/union.ts';

/** Reports each `oneOf` branch that breaks the shape of its union, naming the branch and the condition. */
export const unionShape: Oas3Rule = () => ({
  Schema: {
    enter(schema: unknown, ctx) {
      if (!isObject(schema) || !Array.isArray(schema.oneOf)) return;
      const branches = readBranches(ctx.resolve, schema.oneOf, ctx.location.child('oneOf'));
      const { kind } = readUnion(ctx.resolve, branches);
      const union = schemaName(ctx.location);
      const problems = kind === 'one-key' ? checkOneKey(ctx.resolve, branches) : checkStatusVariants(ctx.resolve, branches);
      for (const { branch, text, location } of problems) {
        ctx.report({ message: `Branch ${branch.index} (${branch.title}) of oneOf \`${union}\` (${describe(kind)}) ${text}.`, location });
      }
    },
  },
});

function describe(kind: UnionKind): string {
  return kind === 'one-key' ? 'a one-key union' : 'a status-variant union';
}

/** Where to point for keyword `key` of `schema`: at the keyword when written, else at the schema's key. */
function at(location: Location, schema: JsonObject, key: string): Location {
  return key in schema ? location.child(key) : location.key();
}

interface BranchProblem {
  branch: Branch;
  text: string;
  location: Location;
}

type Add = (text: string, where: Location) => void;

/** Checks what every branch needs (an object schema, `type: object`), then `check`s it, skipping unresolved ones. */
function checkBranches(branches: Branch[], check: (branch: Branch, schema: JsonObject, add: Add) => void): BranchProblem[] {
  const problems: BranchProblem[] = [];
  for (const branch of branches) {
    const { schema, location } = branch;
    if (branch.unresolved) continue;
    const add: Add = (text, where) => void problems.push({ branch, text, location: where });
    if (schema === undefined) {
      add('must be an object schema', location);
      continue;
    }
    if (schema.type !== 'object') add('must declare `type: object`', at(location, schema, 'type'));
    check(branch, schema, add);
  }
  return problems;
}

function checkOneKey(resolve: Resolve, branches: Branch[]): BranchProblem[] {
  const seen = new Map<string, number>();
  return checkBranches(branches, (branch, schema, add) => {
    const { location } = branch;
    const key = soleProperty(schema);
    if (key === undefined) {
      const found = isObject(schema.properties) ? Object.keys(schema.properties) : [];
      add(
        `must declare exactly one property, its key; found ${found.length}${found.length > 0 ? ` (${found.join(', ')})` : ''}`,
        at(location, schema, 'properties'),
      );
    } else {
      if (!requiresOnly(schema, key)) {
        add(`must require its key: \`required: [${key}]\``, at(location, schema, 'required'));
      }
      const earlier = seen.get(key);
      if (earlier !== undefined) add(`repeats the key \`${key}\` of branch ${earlier}; keys must be distinct`, location.child(['properties', key]).key());
      else seen.set(key, branch.index);
      checkWrapper(resolve, branch, key, add);
    }
    if (schema.additionalProperties !== false) {
      add('must set `additionalProperties: false`, so that no second key is admitted', at(location, schema, 'additionalProperties'));
    }
  });
}

/**
 * The `{value: ...}` wrapper under a branch key: written inline with a `value` property, or referenced
 * when its only property is `value`. It must be what the contract model reads as one (`wrapKindOf`).
 */
function checkWrapper(resolve: Resolve, branch: Branch, key: string, add: Add): void {
  const properties = branch.schema?.properties;
  if (!isObject(properties)) return;
  const raw = properties[key];
  const resolved = deref(resolve, raw, branch.location.child(['properties', key]));
  if (resolved === undefined || !isObject(resolved.node) || wrapKindOf(resolved.node) === 'value') return;
  const wrapper = resolved.node;
  const gaps = wrapperGaps(wrapper);
  const keys = isObject(wrapper.properties) ? Object.keys(wrapper.properties) : [];
  const meantAsWrapper = isRef(raw) ? !gaps.includes('only-value') : keys.includes('value');
  if (!meantAsWrapper) return;
  const where = resolved.location;
  const label = `wraps \`${key}\` in \`value\`; the wrapper`;
  if (gaps.includes('only-value')) add(`${label} must declare only \`value\`, found ${keys.join(', ')}`, where.child('properties'));
  if (gaps.includes('requires-value')) add(`${label} must have \`required: [value]\``, at(where, wrapper, 'required'));
  if (gaps.includes('closed')) add(`${label} must set \`additionalProperties: false\``, at(where, wrapper, 'additionalProperties'));
}

function checkStatusVariants(resolve: Resolve, branches: Branch[]): BranchProblem[] {
  const seen: { value: Pinned; index: number }[] = [];
  return checkBranches(branches, (branch, schema, add) => {
    const { location } = branch;
    const status = statusProperty(resolve, branch);
    if (status === undefined) {
      add('must declare a `status` property pinned with `const`', at(location, schema, 'properties'));
      return;
    }
    if (!(Array.isArray(schema.required) && schema.required.includes('status'))) {
      add('must list `status` in `required`', at(location, schema, 'required'));
    }
    const pinned = pinnedValue(status.schema);
    if (pinned === undefined) {
      add('must pin `status` with `const` (or a one-value `enum`)', status.location.key());
      return;
    }
    const earlier = seen.find((s) => s.value === pinned.value);
    if (earlier !== undefined) {
      add(
        `pins status ${show(pinned.value)} like branch ${earlier.index}; pinned values must be distinct`,
        at(status.location, status.schema, 'const' in status.schema ? 'const' : 'enum'),
      );
    } else {
      seen.push({ value: pinned.value, index: branch.index });
    }
  });
}
