// The repository's workspace as its checks walk it: the npm workspace packages, the Nx projects among
// them (a package, or a folder of one with its own project.json, as each tool under tools/), and their
// hand-written source files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The workspace packages of the repository at `root`, as folders relative to it (`packages/*` expanded). */
export function workspacePackages(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return (manifest.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** The Nx projects of the repository at `root`: each workspace package, and each folder directly inside one that has a project.json. */
export function workspaceProjects(root: string): string[] {
  return workspacePackages(root).flatMap((dir) => [
    dir,
    ...readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, dir, entry.name, 'project.json')))
      .map((entry) => `${dir}/${entry.name}`),
  ]);
}

/** The folder (of `folders`, relative to `root`) that holds `path`: the deepest one containing it. */
export function owner(root: string, folders: readonly string[], path: string): string | undefined {
  const inside = folders.filter((dir) => !relative(join(root, dir), path).startsWith('..'));
  return inside.sort((a, b) => b.length - a.length)[0];
}

/** The `.ts`/`.mts`/`.js`/`.mjs` files under `dir`, without `node_modules` and `dist`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.m?[tj]s$/.test(entry.name) ? [path] : [];
  });
}
