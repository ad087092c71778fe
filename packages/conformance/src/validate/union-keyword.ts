// The checks behind the union keyword: one-key unions and status variants, reported in their own words.
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { isObject, pointerJoin, type OneKeyUnion, type UnionSpec, type VariantUnion } from '@canton-openapi/contract';

/** Name of the Ajv keyword that stands in for the `oneOf` of a union. */
export const unionKeyword = 'x-conformance-union';

/** A union branch met while validating a body. */
export interface UnionHit {
  union: string;
  kind: UnionSpec['kind'];
  branch: string;
  pointer: string;
}

type Compile = (pointer: string) => ValidateFunction;

/** Checks `data` (at `at` in the body) against `union`; validates the chosen branch's content too. */
export function checkUnion(union: UnionSpec, data: unknown, at: string, rootData: unknown, compile: Compile, onHit?: (hit: UnionHit) => void): ErrorObject[] {
  return union.kind === 'one-key' ? checkOneKey(union, data, at, rootData, compile, onHit) : checkVariant(union, data, at, rootData, compile, onHit);
}

function error(check: 'union' | 'variant', kind: string, instancePath: string, message: string, expected: string): ErrorObject {
  return { keyword: unionKeyword, instancePath, schemaPath: '', params: { check, kind, expected }, message };
}

function list(items: string[]): string {
  return items.map((i) => `\`${i}\``).join(', ');
}

function checkOneKey(union: OneKeyUnion, data: unknown, at: string, rootData: unknown, compile: Compile, onHit?: (hit: UnionHit) => void): ErrorObject[] {
  const keys = union.branches.map((b) => b.key);
  const expected = `exactly one of ${list(keys)}`;
  if (!isObject(data)) {
    return [
      error(
        'union',
        'not-an-object',
        at,
        `union \`${union.name}\` is not an object (got ${data === null ? 'null' : Array.isArray(data) ? 'an array' : typeof data})`,
        `an object with ${expected}`,
      ),
    ];
  }
  const present = Object.keys(data);
  const known = present.filter((k) => keys.includes(k));
  const errors: ErrorObject[] = [];
  for (const key of present.filter((k) => !keys.includes(k))) {
    errors.push(error('union', 'unknown-key', pointerJoin(at, key), `unknown key \`${key}\` in union \`${union.name}\``, expected));
  }
  if (known.length === 0 && present.length === 0) {
    errors.push(error('union', 'no-key', at, `union \`${union.name}\` has no key`, expected));
  }
  if (known.length > 1) {
    errors.push(
      error('union', 'two-keys', at, `union \`${union.name}\` has ${known.length} keys (${list(known)}); a one-key union carries exactly one`, expected),
    );
  }
  const key = known.length === 1 ? known[0] : undefined;
  const branch = union.branches.find((b) => b.key === key);
  if (key === undefined || branch === undefined) return errors;
  onHit?.({ union: union.name, kind: 'one-key', branch: key, pointer: at });
  const content = data[key];
  const contentAt = pointerJoin(at, key);
  if (branch.wrap === 'value') {
    if (!isObject(content) || !('value' in content)) {
      errors.push(
        error(
          'union',
          'missing-wrapper',
          contentAt,
          `missing \`value\` wrapper: \`${key}\` of union \`${union.name}\` must hold \`{"value": …}\``,
          `{"${key}": {"value": …}}`,
        ),
      );
      return errors;
    }
    for (const extra of Object.keys(content).filter((k) => k !== 'value')) {
      errors.push(
        error(
          'union',
          'wrapper-extra-key',
          pointerJoin(contentAt, extra),
          `unexpected key \`${extra}\` beside \`value\` in the wrapper of \`${key}\``,
          `{"${key}": {"value": …}} and nothing else`,
        ),
      );
    }
    return [...errors, ...validateAt(compile, branch.payloadPointer, content['value'], pointerJoin(contentAt, 'value'), rootData)];
  }
  if (isObject(content) && Object.keys(content).length === 1 && 'value' in content && !branch.payloadProperties.includes('value')) {
    errors.push(
      error(
        'union',
        'unexpected-wrapper',
        pointerJoin(contentAt, 'value'),
        `unexpected \`value\` wrapper: \`${key}\` of union \`${union.name}\` carries its fields directly`,
        `{"${key}": {…fields…}}`,
      ),
    );
    return errors;
  }
  return [...errors, ...validateAt(compile, branch.payloadPointer, content, contentAt, rootData)];
}

function checkVariant(union: VariantUnion, data: unknown, at: string, rootData: unknown, compile: Compile, onHit?: (hit: UnionHit) => void): ErrorObject[] {
  const values = union.branches.map((b) => String(b.value));
  const property = union.property;
  if (!isObject(data)) {
    return [error('variant', 'not-an-object', at, `variant \`${union.name}\` is not an object`, `an object with \`${property}\` one of ${list(values)}`)];
  }
  const tag = data[property];
  if (tag === undefined) {
    return [
      error(
        'variant',
        'missing-status',
        pointerJoin(at, property),
        `variant \`${union.name}\` has no \`${property}\``,
        `\`${property}\` one of ${list(values)}`,
      ),
    ];
  }
  const branch = union.branches.find((b) => b.value === tag);
  if (branch === undefined) {
    return [
      error(
        'variant',
        'unknown-status',
        pointerJoin(at, property),
        `\`${property}\` ${JSON.stringify(tag)} is outside the closed set of \`${union.name}\``,
        `one of ${list(values)}`,
      ),
    ];
  }
  onHit?.({ union: union.name, kind: 'variant', branch: String(branch.value), pointer: at });
  const missing = branch.required.filter((field) => !(field in data));
  const errors = missing.map((field) =>
    error(
      'variant',
      'missing-field',
      pointerJoin(at, field),
      `variant \`${branch.value}\` (${branch.name}) lacks required field \`${field}\``,
      `\`${field}\` present when \`${property}\` is ${JSON.stringify(branch.value)}`,
    ),
  );
  // The variant check already names the missing fields; the schema's own `required` errors would repeat them.
  const rest = validateAt(compile, branch.memberPointer, data, at, rootData).filter(
    (e) => !(e.keyword === 'required' && e.instancePath === at && missing.includes(String((e.params as { missingProperty?: unknown }).missingProperty))),
  );
  return [...errors, ...rest];
}

function validateAt(compile: Compile, pointer: string, data: unknown, instancePath: string, rootData: unknown): ErrorObject[] {
  const fn = compile(pointer);
  // rootData only serves `$data` references, which the specs do not use; it must still be an object.
  const root = typeof rootData === 'object' && rootData !== null ? rootData : {};
  fn(data, { instancePath, rootData: root, parentData: {}, parentDataProperty: '', dynamicAnchors: {} });
  return [...(fn.errors ?? [])];
}
