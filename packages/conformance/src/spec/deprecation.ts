// Deprecations as the contract states them (`x-replaced-by`, `x-removal-version`, `x-removed-in`): read
// here once, for conformance's report and for the `@deprecated` text codegen writes into types and clients.
import { isObject } from './json.ts';

/** What the spec says about a deprecation: replacement and announced removal. */
export interface DeprecationSpec {
  replacedBy?: string;
  removalVersion?: string;
  removedIn?: string;
}

/** The replacement an `x-replaced-by` names: a name (of an operation, property, schema or parameter) and/or a route. */
interface Replacement {
  name?: string;
  /** Whether `name` is an operationId (then the route says where that operation is). */
  operation: boolean;
  /** `POST /v1/holdings/state`. */
  route?: string;
}

function replacementOf(by: unknown): Replacement {
  if (typeof by === 'string') return { name: by, operation: false };
  if (!isObject(by)) return { operation: false };
  const name = [by['operationId'], by['property'], by['schema'], by['parameter']].find((v): v is string => typeof v === 'string');
  const method = by['method'];
  const path = by['path'];
  const route = typeof method === 'string' && typeof path === 'string' ? `${method.toUpperCase()} ${path}` : undefined;
  return { ...(name === undefined ? {} : { name }), operation: typeof by['operationId'] === 'string', ...(route === undefined ? {} : { route }) };
}

function versionText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Reads `x-replaced-by`, `x-removal-version` and `x-removed-in` of a deprecated operation or field. */
export function readDeprecation(raw: Record<string, unknown>): DeprecationSpec {
  const deprecation: DeprecationSpec = {};
  const { name, operation, route } = replacementOf(raw['x-replaced-by']);
  if (name !== undefined) deprecation.replacedBy = operation && route !== undefined ? `${name} (${route})` : name;
  else if (route !== undefined) deprecation.replacedBy = route;
  const removalVersion = versionText(raw['x-removal-version']);
  if (removalVersion !== undefined) deprecation.removalVersion = removalVersion;
  const removedIn = versionText(raw['x-removed-in']);
  if (removedIn !== undefined) deprecation.removedIn = removedIn;
  return deprecation;
}

/** The text after `@deprecated` for a deprecated operation, parameter or schema (types and client JSDoc, client warnings). */
export function deprecationMessage(node: Record<string, unknown>): string {
  const { name, route } = replacementOf(node['x-replaced-by']);
  const where = route === undefined ? '' : ` (${route})`;
  const replacement =
    name !== undefined && name !== '' ? `Use \`${name}\`${where} instead.` : where !== '' ? `Use${where} instead.` : 'The spec names no replacement.';
  const version = node['x-removal-version'];
  const removedIn = node['x-removed-in'];
  const announced =
    typeof version === 'string' && version !== '' && version !== 'not-announced'
      ? `Removal announced for server version ${version}`
      : 'No removal version announced';
  const removal = typeof removedIn === 'string' && removedIn !== '' ? `${announced}; removed in ${removedIn}.` : `${announced}.`;
  return `${replacement} ${removal}`;
}
