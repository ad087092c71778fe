// JSON values, JSON pointers and the few helpers every module needs to read an OpenAPI document safely.

/** Any JSON value. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/** Whether `value` is a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The string at `object[key]`, or undefined. */
export function stringAt(object: JsonObject, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' ? value : undefined;
}

/** The object at `object[key]`, or undefined. */
export function objectAt(object: JsonObject, key: string): JsonObject | undefined {
  const value = object[key];
  return isObject(value) ? value : undefined;
}

/** The string array at `object[key]` (non-strings dropped), or an empty array. */
export function stringsAt(object: JsonObject, key: string): string[] {
  const value = object[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Escapes one reference token of a JSON pointer (RFC 6901). */
export function escapeToken(token: string | number): string {
  return String(token).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Decodes one reference token of a JSON pointer (RFC 6901): `~1` → `/`, then `~0` → `~`. */
export function unescapeToken(token: string): string {
  return token.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The decoded reference tokens of a JSON pointer (`/a~1b/0` → `['a/b', '0']`; `''` → `[]`). */
export function pointerTokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken);
}

/** Appends reference tokens to a JSON pointer. */
export function pointerJoin(pointer: string, ...tokens: (string | number)[]): string {
  return pointer + tokens.map((t) => `/${escapeToken(t)}`).join('');
}

/** The value at a JSON pointer inside `root`, or undefined when the pointer does not resolve. */
export function atPointer(root: Json, pointer: string): Json | undefined {
  if (pointer === '') return root;
  let current: Json | undefined = root;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(current)) current = current[Number(token)];
    else if (isObject(current)) current = current[token];
    else return undefined;
  }
  return current;
}

/** A deep copy of a JSON value. */
export function cloneJson<T extends Json>(value: T): T {
  return structuredClone(value);
}

/** Short, single-line rendering of a JSON value for reports. */
export function preview(value: unknown, max = 80): string {
  let text: string;
  try {
    text = value === undefined ? 'undefined' : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
