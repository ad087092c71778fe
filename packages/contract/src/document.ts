// Reading a bundled OpenAPI document and following its local `$ref`s.
import { readFile } from 'node:fs/promises';
import { isObject, type Json, type JsonObject, stringAt, unescapeToken } from './json.ts';
import { followRefs } from './refs.ts';

/** A loaded OpenAPI document of one API. */
export interface SpecDocument<Api extends string = string> {
  api: Api;
  /** The bundled document as shipped by `@canton-openapi/types`. */
  root: JsonObject;
}

/** Reads the bundled spec of `api` from `path` (`@canton-openapi/types/<api>/openapi.json`). */
export async function readSpec<Api extends string>(api: Api, path: string): Promise<SpecDocument<Api>> {
  const root: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!isObject(root) || !isObject(root['paths'])) {
    throw new Error(`${path} is not an OpenAPI document (no 'paths' object); rebuild @canton-openapi/types.`);
  }
  return { api, root };
}

/** A parsed bundled document as the document of `api`; throws unless it is a JSON object. */
export function specDocument<Api extends string>(api: Api, root: unknown): SpecDocument<Api> {
  if (!isObject(root)) throw new Error(`${api} spec: the document is not a JSON object`);
  return { api, root };
}

/**
 * Follows `$ref` chains from `value` (found at `pointer`) to the object they name, returning it with its
 * own pointer; keys beside a `$ref` are laid over the target (refs.ts has the rule).
 */
export function follow(doc: SpecDocument, value: Json | undefined, pointer: string): { value: JsonObject; pointer: string } {
  const target = followRefs(doc.root, value, pointer, `${doc.api} spec`);
  if (!isObject(target.value)) throw new Error(`${doc.api} spec: expected an object at ${target.pointer}`);
  return { value: target.value, pointer: target.pointer };
}

/** The component name a schema pointer designates (`/components/schemas/Update` → `Update`), if any. */
export function componentName(pointer: string): string | undefined {
  const match = /^\/components\/schemas\/([^/]+)$/.exec(pointer);
  return match?.[1] === undefined ? undefined : unescapeToken(match[1]);
}

/** The API release a document describes: `info.title`, `info.version` and `info.x-minimum-server-version`. */
export interface SpecRelease {
  title: string;
  version: string;
  /** The oldest server release the contract holds for. */
  minimumServerVersion?: string;
}

/** Reads the release a document describes from its `info`. */
export function specRelease(doc: SpecDocument): SpecRelease {
  const info = isObject(doc.root['info']) ? doc.root['info'] : {};
  const minimum = info['x-minimum-server-version'];
  return {
    title: stringAt(info, 'title') ?? doc.api,
    version: String(info['version'] ?? 'unknown'),
    ...(typeof minimum === 'string' || typeof minimum === 'number' ? { minimumServerVersion: String(minimum) } : {}),
  };
}
