// Small helpers over the raw YAML/JSON nodes Redocly hands to visitors, and over its `$ref` resolver.
// The plugin imports only types from @redocly/openapi-core: at run time it uses the objects the CLI's
// own (bundled) core passes in, so it never mixes two copies of the core.
import type { Location, UserContext } from '@redocly/openapi-core';
import { componentName, followRefsWith, isObject, isRef, pointerTokens, type RefStep, refSiblings } from '@canton-openapi/contract';

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

/** One step along a `$ref` with Redocly's resolver, from the file `at` is in: the node it names, as written there. */
export function refStep(resolve: Resolve): RefStep<Location> {
  return (ref, at) => {
    const target = resolve<JsonObject>(ref, at.source.absoluteRef);
    return target.node === undefined || target.location === undefined ? undefined : { value: target.node, at: target.location };
  };
}

/**
 * Follows `node`'s `$ref`s, if any, with the contract model's follower over Redocly's resolver: sibling
 * keys of a `$ref` are laid over its target, so `{$ref, deprecated: true}` reads as a deprecated target.
 * Answers `undefined` for a `$ref` Redocly could not resolve (its `no-unresolved-refs` reports those).
 */
export function deref(resolve: Resolve, node: unknown, location: Location): Resolved | undefined {
  const target = followRefsWith(node, location, refStep(resolve));
  return target === undefined ? undefined : { node: target.value, location: target.at };
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
