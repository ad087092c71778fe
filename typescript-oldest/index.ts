// Where the registry's TypeScript 5.4 lives once `npm ci` has run: the `typescript` pinned in this
// folder's package.json cannot be hoisted next to the root's, so npm keeps it in
// typescript-oldest/node_modules, and its `tsc` is linked there alone. The folder is a workspace at the
// top level for the reason node22/ is: inside another workspace's folder, that workspace's scripts would get it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The version this folder pins: the oldest TypeScript the published packages support. */
export const oldestTypeScript = (JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as { dependencies: { typescript: string } }).dependencies
  .typescript;

/** The `tsc` of that TypeScript, which `npm ci` installed. */
export const oldestTscPath = join(here, 'node_modules', 'typescript', 'bin', 'tsc');

/** The manifest of the TypeScript installed beside that `tsc`. */
const installedManifest = join(here, 'node_modules', 'typescript', 'package.json');

/**
 * Runs that `tsc` (with the Node running this) on `args` in `cwd`, after checking it is the pinned version (by the
 * installed package's manifest: `tsc --version` answers the same at the cost of a Node process that loads the
 * compiler); throws naming the fix otherwise.
 */
export function oldestTsc(args: string[], cwd: string): { status: number | null; output: string } {
  const installed =
    existsSync(oldestTscPath) && existsSync(installedManifest)
      ? (JSON.parse(readFileSync(installedManifest, 'utf8')) as { version?: unknown }).version
      : undefined;
  const version = typeof installed === 'string' ? `Version ${installed}` : '';
  if (version !== `Version ${oldestTypeScript}`) {
    throw new Error(`TypeScript ${oldestTypeScript} is not installed at ${oldestTscPath} (found ${version || 'nothing'}): run npm ci at the repository root.`);
  }
  const result = spawnSync(process.execPath, [oldestTscPath, ...args], { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
