// Loading a bundled OpenAPI document and following its local `$ref`s.
import { readFile } from 'node:fs/promises';
import { type ApiName, bundledSpecPath } from '../apis.ts';
import { atPointer, isObject, type Json, type JsonObject } from './json.ts';

/** A loaded OpenAPI document of one API. */
export interface SpecDocument {
  api: ApiName;
  /** The bundled document as shipped by `@canton-openapi/types`. */
  root: JsonObject;
}

/** Reads the bundled spec of `api` (`@canton-openapi/types/<api>/openapi.json`). */
export async function loadSpec(api: ApiName): Promise<SpecDocument> {
  const path = bundledSpecPath(api);
  const root: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!isObject(root) || !isObject(root['paths'])) {
    throw new Error(`${path} is not an OpenAPI document (no 'paths' object); rebuild @canton-openapi/types.`);
  }
  return { api, root };
}

/** The JSON pointer of a local `$ref` (`#/components/schemas/X` → `/components/schemas/X`), or undefined. */
export function refPointer(ref: string): string | undefined {
  return ref.startsWith('#') ? decodeURIComponent(ref.slice(1)) : undefined;
}

/**
 * Follows `$ref` chains from `value` (found at `pointer`) to the object they name, returning it with its
 * own pointer. Only local references exist in a bundled document; anything else is a broken bundle.
 */
export function follow(doc: SpecDocument, value: Json | undefined, pointer: string): { value: JsonObject; pointer: string } {
  let current = value;
  let at = pointer;
  for (let hops = 0; hops < 32; hops++) {
    if (!isObject(current)) throw new Error(`${doc.api} spec: expected an object at ${at}`);
    const ref = current['$ref'];
    if (typeof ref !== 'string') return { value: current, pointer: at };
    const target = refPointer(ref);
    if (target === undefined) throw new Error(`${doc.api} spec: only local $refs are supported, found '${ref}' at ${at}`);
    current = atPointer(doc.root, target);
    at = target;
  }
  throw new Error(`${doc.api} spec: $ref cycle at ${pointer}`);
}

/** The component name a schema pointer designates (`/components/schemas/Update` → `Update`), if any. */
export function componentName(pointer: string): string | undefined {
  const match = /^\/components\/schemas\/([^/]+)$/.exec(pointer);
  return match?.[1]?.replaceAll('~1', '/').replaceAll('~0', '~');
}
