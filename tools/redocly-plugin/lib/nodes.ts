// Small helpers over the raw YAML/JSON nodes Redocly hands to visitors, and over its `$ref` resolver.
// The plugin imports only types from @redocly/openapi-core: at run time it uses the objects the CLI's
// own (bundled) core passes in, so it never mixes two copies of the core.
import type { Location, UserContext } from '@redocly/openapi-core';
import { componentName, isObject, isRef, pointerTokens, refSiblings, withRefSiblings } from '@canton-openapi/contract';

export { isObject, isRef, refSiblings };

/** A parsed JSON/YAML object. */
export type JsonObject = Record<string, unknown>;

/** Redocly's resolver, as passed to every visitor in `ctx.resolve`. */
export type Resolve = UserContext['resolve'];

/** A node after following its `$ref`, with the location it was found at. */
export interface Resolved {
  node: unknown;
  location: Location;
}

/**
 * Follows `node`'s `$ref`, if any, relative to the file `location` is in. Sibling keys of the `$ref`
 * are laid over the target, so `{$ref, deprecated: true}` reads as a deprecated target: the contract
 * model's one rule (`withRefSiblings`), here on Redocly's unbundled files.
 * Answers `undefined` for a `$ref` Redocly could not resolve (its `no-unresolved-refs` reports those).
 */
export function deref(resolve: Resolve, node: unknown, location: Location): Resolved | undefined {
  if (!isRef(node)) return { node, location };
  const target = resolve<JsonObject>(node, location.source.absoluteRef);
  if (target.node === undefined || target.location === undefined) return undefined;
  return { node: withRefSiblings(target.node, [node]), location: target.location };
}

/** `Update` for `#/components/schemas/Update`; undefined for any other place. */
export function componentSchemaName(location: Location): string | undefined {
  return componentName(location.pointer.slice(1));
}

/** A readable name for a schema: its component name, or its JSON pointer. */
export function schemaName(location: Location): string {
  return componentSchemaName(location) ?? location.pointer;
}

/** `POST /v2/updates` for the location of an operation under `paths`. */
export function operationLabel(location: Location): string {
  const tokens = pointerTokens(location.pointer.slice(1));
  const method = tokens.at(-1) ?? '';
  const path = tokens.at(-2) ?? '';
  return `${method.toUpperCase()} ${path}`;
}

/** Quotes a value for a message: strings in backticks, everything else as JSON. */
export function show(value: unknown): string {
  return typeof value === 'string' ? `\`${value}\`` : (JSON.stringify(value) ?? 'undefined');
}
