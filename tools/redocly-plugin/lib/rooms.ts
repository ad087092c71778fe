// A document in rooms (specs/README.md, "Rooms"): its root names each path item and each component by a
// `$ref` into a room file (`paths/<tag>.yaml`, `components/<concept>.yaml`) and writes no more of it. Redocly's
// visitors follow those `$ref`s on their own; a rule that reads the root whole (every operation's
// neighbours, every node of the document) reads it through `roomsView`, which puts each entry where it is
// written, so that the rule sees the same nodes as in a document of one file and reports them in their room.
import type { Location } from '@redocly/openapi-core';
import { pointerTokens } from '@canton-openapi/contract';
import { isObject, isRef, type JsonObject, refStep, type Resolve } from './nodes.ts';

/** The root with its rooms' entries in place, and where each node of it is written. */
export interface RoomsView {
  /** The root, each entry that a `$ref` names in another file replaced by that entry as written there. */
  document: JsonObject;
  /** The location of the node at `pointer` of `document` (`/paths/~1v2~1updates/post`): in its room, or in the root. */
  locate(pointer: string): Location;
}

/**
 * An entry of `paths`, `webhooks` or a `components` section as written: when it is a `$ref` to another file
 * (a room), the node that `$ref` names, one step only (an alias written in the room stays an alias, as it
 * would in the root); otherwise the entry itself. Undefined when the `$ref` names nothing.
 */
export function writtenEntry(resolve: Resolve, entry: unknown, location: Location): { node: unknown; location: Location } | undefined {
  if (!isRef(entry) || entry.$ref.startsWith('#')) return { node: entry, location };
  const target = refStep(resolve)(entry, location);
  return target === undefined ? undefined : { node: target.value, location: target.at };
}

/** `root` (at `location`) with every room's entries in place; entries whose `$ref` names nothing are left out. */
export function roomsView(root: JsonObject, location: Location, resolve: Resolve): RoomsView {
  const placed = new Map<string, Location>();
  const place = (map: unknown, tokens: string[]): JsonObject | undefined => {
    if (!isObject(map)) return undefined;
    const entries = Object.entries(map).flatMap(([name, entry]) => {
      const written = writtenEntry(resolve, entry, location.child([...tokens, name]));
      if (written === undefined) return [];
      if (written.node !== entry) placed.set(JSON.stringify([...tokens, name]), written.location);
      return [[name, written.node] as const];
    });
    return Object.fromEntries(entries) as JsonObject;
  };
  const document: JsonObject = { ...root };
  for (const section of ['paths', 'webhooks']) {
    const entries = place(root[section], [section]);
    if (entries !== undefined) document[section] = entries;
  }
  if (isObject(root.components)) {
    const components: JsonObject = { ...root.components };
    for (const [section, map] of Object.entries(root.components)) {
      const entries = place(map, ['components', section]);
      if (entries !== undefined) components[section] = entries;
    }
    document.components = components;
  }
  const locate = (pointer: string): Location => {
    const tokens = pointerTokens(pointer);
    for (const length of [2, 3]) {
      const room = placed.get(JSON.stringify(tokens.slice(0, length)));
      if (room !== undefined) return tokens.length === length ? room : room.child(tokens.slice(length));
    }
    return location.child(tokens);
  };
  return { document, locate };
}
