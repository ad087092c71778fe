// canton/rooms: a spec written in rooms (specs/README.md, "Rooms") stays one document. The root names each
// entry of a room at the entry's own pointer; every entry written in a room is named by the root (the bundle
// leaves out what the root does not name, silently); a room holds only `paths` and `components`; and a
// room's `$ref`s go through the root, so that only the root says which room holds what.
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Oas3Rule, Source, UserContext } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { pointerJoin, unescapeToken } from '@canton-openapi/contract';
import { isObject, isRef } from '../lib/nodes.ts';

/** The folders beside the root that hold rooms. */
const roomFolders = ['paths', 'components'];

/** The entries a room or a root writes: `paths` and `webhooks` items, and each `components` section's. */
function entryPointers(document: Record<string, unknown>): string[] {
  const pointers: string[] = [];
  for (const section of ['paths', 'webhooks']) {
    const map = document[section];
    if (isObject(map)) for (const name of Object.keys(map)) pointers.push(pointerJoin('', section, name));
  }
  if (isObject(document.components)) {
    for (const [section, map] of Object.entries(document.components)) {
      if (isObject(map)) for (const name of Object.keys(map)) pointers.push(pointerJoin('', 'components', section, name));
    }
  }
  return pointers;
}

/** A room the root names: its source (as Redocly loaded it) and the pointers the root names in it. */
interface Room {
  source: Source | undefined;
  named: Set<string>;
}

/** `#/a~1b` → `/a~1b`, percent-decoded as Redocly reads a fragment. */
function fragmentPointer(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** Reports room entries the root does not name, root `$ref`s at another pointer, and `$ref`s of a room that bypass the root. */
export const rooms: Oas3Rule = () => {
  let rootFile = '';
  return {
    Root: {
      enter(root: unknown, ctx: UserContext) {
        if (!isObject(root)) return;
        rootFile = ctx.location.source.absoluteRef;
        const found = new Map<string, Room>();
        for (const pointer of entryPointers(root)) {
          const tokens = pointer.slice(1).split('/').map(unescapeToken);
          let entry: unknown = root;
          for (const token of tokens) entry = isObject(entry) ? entry[token] : undefined;
          if (!isRef(entry) || entry.$ref.startsWith('#')) continue;
          const at = ctx.location.child(tokens);
          const [file = '', fragment = ''] = entry.$ref.split('#');
          if (fragmentPointer(fragment) !== pointer) {
            ctx.report({
              message: `\`${tokens.at(-1)}\` names \`#${fragment}\` in its room; a room writes an entry at the pointer the root has for it: \`${file}#${pointer}\`.`,
              location: at.child('$ref'),
            });
          }
          const target = ctx.resolve(entry);
          const roomFile = join(dirname(rootFile), file);
          const room = found.get(roomFile) ?? { source: target.location?.source, named: new Set<string>() };
          room.named.add(pointer);
          found.set(roomFile, room);
        }
        for (const folder of roomFolders) {
          let files: string[];
          try {
            files = readdirSync(join(dirname(rootFile), folder)).filter((name) => /\.ya?ml$/.test(name));
          } catch {
            continue;
          }
          for (const name of files) {
            const file = join(dirname(rootFile), folder, name);
            if (!found.has(file)) {
              ctx.report({
                message: `${relative(dirname(rootFile), file)} is a room that this document names nowhere: the bundle leaves it out. Name each of its entries here by \`$ref\`, or delete it.`,
                location: ctx.location.child('paths').key(),
              });
            }
          }
        }
        for (const room of found.values()) {
          if (room.source === undefined) continue; // an unresolved `$ref`: no-unresolved-refs reports it
          const document: unknown = parse(room.source.body);
          if (!isObject(document)) continue;
          for (const key of Object.keys(document)) {
            if (key !== 'paths' && key !== 'components') {
              ctx.report({
                message: `A room holds only \`paths\` and \`components\`; \`${key}\` belongs in the root.`,
                location: { source: room.source, pointer: pointerJoin('#', key), reportOnKey: true },
              });
            }
          }
          for (const pointer of entryPointers(document)) {
            if (room.named.has(pointer)) continue;
            const name = unescapeToken(pointer.split('/').at(-1) ?? '');
            ctx.report({
              message: `\`${name}\` is written in this room, but the root does not name it, so the bundle leaves it out: add \`${name}: {$ref: '${relative(dirname(rootFile), room.source.absoluteRef)}#${pointer}'}\` to the root.`,
              location: { source: room.source, pointer: `#${pointer}`, reportOnKey: true },
            });
          }
        }
      },
    },
    ref: {
      enter(node: { $ref: string }, ctx: UserContext) {
        const here = ctx.location.source.absoluteRef;
        if (here === rootFile || !node.$ref.startsWith('#')) return;
        ctx.report({
          message: `A room refers through the root: \`${relative(dirname(here), rootFile)}${node.$ref}\`, not \`${node.$ref}\`; only the root says which room holds what.`,
          location: ctx.location.child('$ref'),
        });
      },
    },
  };
};
