// Where the registry's Node 22 lives once `npm ci` has run: the `node` package pinned in this folder's
// package.json cannot be hoisted next to the root's Node 24, so npm keeps it in node22/node_modules.
// The folder is a workspace at the top level on purpose: inside another workspace's folder npm would put
// Node 22 into that workspace's node_modules, and its npm scripts would run on Node 22.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node 22 executable that `npm ci` installed for the tests. */
export const node22Path = join(dirname(fileURLToPath(import.meta.url)), 'node_modules', 'node', 'bin', 'node');

/** `node22Path` after checking it is there and is Node 22; throws naming the fix otherwise. */
export function node22(): { path: string; version: string } {
  const version = existsSync(node22Path) ? spawnSync(node22Path, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  if (!version.startsWith('v22.')) {
    throw new Error(`Node 22 is not installed at ${node22Path} (found ${version || 'nothing'}): run npm ci at the repository root.`);
  }
  return { path: node22Path, version };
}
