// Deprecations as the contract states them (`x-replaced-by`, `x-removal-version`, `x-removed-in`): read
// here once, for conformance's report, for the `@deprecated` text codegen writes into types and clients,
// and for the notes on the reference pages (tools/docs).
import { isObject } from './json.ts';

/** What the spec says about a deprecation: replacement and announced removal. */
export interface DeprecationSpec {
  replacedBy?: string;
  removalVersion?: string;
  removedIn?: string;
}

/** What an `x-replaced-by` names: a name (`kind` unset for a bare one), a parameter's place, a route (`POST /v1/x`). */
export interface Replacement {
  kind?: 'operation' | 'parameter' | 'property' | 'schema';
  name?: string;
  in?: string;
  route?: string;
}

/** A deprecated node's extensions, read once: what replaces it and when it goes (`removalVersion` as written). */
export interface Deprecation extends Omit<DeprecationSpec, 'replacedBy'> {
  replacement?: Replacement;
}

function replacementOf(by: unknown): Replacement | undefined {
  if (typeof by === 'string') return { name: by };
  if (!isObject(by)) return undefined;
  const key = (['operationId', 'property', 'schema', 'parameter'] as const).find((k) => typeof by[k] === 'string');
  const { method, path, in: place } = by;
  const route = typeof method === 'string' && typeof path === 'string' ? `${method.toUpperCase()} ${path}` : undefined;
  return {
    ...(key === undefined ? {} : { kind: key === 'operationId' ? 'operation' : key, name: by[key] as string }),
    ...(typeof place === 'string' ? { in: place } : {}),
    ...(route === undefined ? {} : { route }),
  };
}

/** A version as text (YAML reads `3.5` as a number), or undefined when absent or empty. */
function versionText(value: unknown): string | undefined {
  return (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : undefined;
}

/** Reads `x-replaced-by`, `x-removal-version` and `x-removed-in` of a deprecated operation, parameter or schema. */
export function deprecationOf(node: Record<string, unknown>): Deprecation {
  const [replacement, removalVersion, removedIn] = [
    replacementOf(node['x-replaced-by']),
    versionText(node['x-removal-version']),
    versionText(node['x-removed-in']),
  ];
  return { ...(replacement && { replacement }), ...(removalVersion && { removalVersion }), ...(removedIn && { removedIn }) };
}

/** The removal version a deprecation announces; undefined when none is (absent or `not-announced`). */
export function announcedRemoval({ removalVersion }: Deprecation): string | undefined {
  return removalVersion === 'not-announced' ? undefined : removalVersion;
}

/** Reads `x-replaced-by`, `x-removal-version` and `x-removed-in` of a deprecated operation or field, for the report. */
export function readDeprecation(raw: Record<string, unknown>): DeprecationSpec {
  const { replacement, ...removal } = deprecationOf(raw);
  const { kind, name, route } = replacement ?? {};
  const replacedBy = name === undefined ? route : kind === 'operation' && route !== undefined ? `${name} (${route})` : name;
  return { ...(replacedBy === undefined ? {} : { replacedBy }), ...removal };
}

/** The text after `@deprecated` for a deprecated operation, parameter or schema (types and client JSDoc, client warnings). */
export function deprecationMessage(node: Record<string, unknown>): string {
  const deprecation = deprecationOf(node);
  const { name, route } = deprecation.replacement ?? {};
  const where = route === undefined ? '' : ` (${route})`;
  const replacement =
    name !== undefined && name !== '' ? `Use \`${name}\`${where} instead.` : where !== '' ? `Use${where} instead.` : 'The spec names no replacement.';
  const version = announcedRemoval(deprecation);
  const announced = version === undefined ? 'No removal version announced' : `Removal announced for server version ${version}`;
  const removal = deprecation.removedIn === undefined ? `${announced}.` : `${announced}; removed in ${deprecation.removedIn}.`;
  return `${replacement} ${removal}`;
}
