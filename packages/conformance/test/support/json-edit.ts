// Editing parsed JSON by JSON pointer, for servers that break one thing.
import { atPointer, isObject, type Json } from '@canton-openapi/contract';

/** The value at `pointer`; throws when there is none, so a test never edits the wrong place silently. */
export function get(root: Json, pointer: string): Json {
  const value = atPointer(root, pointer);
  if (value === undefined) throw new Error(`nothing at ${pointer} in ${JSON.stringify(root).slice(0, 200)}`);
  return value;
}

function parent(root: Json, pointer: string): { holder: Json; key: string } {
  const at = pointer.lastIndexOf('/');
  return { holder: get(root, pointer.slice(0, at)), key: pointer.slice(at + 1) };
}

/** Sets `pointer` to `value` (in place) and returns the root. */
export function set(root: Json, pointer: string, value: Json): Json {
  const { holder, key } = parent(root, pointer);
  if (Array.isArray(holder)) holder[Number(key)] = value;
  else if (isObject(holder)) holder[key] = value;
  else throw new Error(`cannot set ${pointer}: its parent is not a container`);
  return root;
}

/** Deletes the member at `pointer` (in place) and returns the root. */
export function remove(root: Json, pointer: string): Json {
  const { holder, key } = parent(root, pointer);
  if (!isObject(holder) || !(key in holder)) throw new Error(`nothing to delete at ${pointer}`);
  delete holder[key];
  return root;
}
