// Imports by relative path that reach into another workspace package's `src/`. A package is used through its
// name and `exports`, as its users meet it; a path into its `src/` would tie the two packages' files together
// behind the boundary that `exports` draws (and let a test pass on code the package does not export).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

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

/** The package (of `packages`) that holds `path`: the deepest package folder containing it. */
function owner(root: string, packages: readonly string[], path: string): string | undefined {
  const inside = packages.filter((dir) => !relative(join(root, dir), path).startsWith('..'));
  return inside.sort((a, b) => b.length - a.length)[0];
}

/** The `.ts`/`.mts`/`.js`/`.mjs` files under `dir`, without `node_modules` and `dist`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.m?[tj]s$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every relative import (static, type-only, re-export or `import()`) in the files under `dirs` (folders of
 * `root`, tests included) that resolves into the `src/` of another package: `file: 'specifier' reaches pkg/src/…`.
 */
export function foreignSrcImports(root: string, dirs: readonly string[]): string[] {
  const packages = workspacePackages(root);
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) => {
      const from = owner(root, packages, file);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      return importedFiles
        .map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .flatMap((specifier) => {
          const target = resolve(dirname(file), specifier);
          const to = owner(root, packages, target);
          if (to === undefined || to === from) return [];
          const within = relative(join(root, to), target).split(sep);
          return within[0] === 'src' ? [`${relative(root, file)}: '${specifier}' reaches ${relative(root, target)}`] : [];
        });
    }),
  );
}
