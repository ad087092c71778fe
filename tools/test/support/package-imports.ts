// Imports by relative path that reach into another workspace package's `src/`. A package is used through its
// name and `exports`, as its users meet it; a path into its `src/` would tie the two packages' files together
// behind the boundary that `exports` draws (and let a test pass on code the package does not export).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { owner, sourceFiles, workspacePackages } from './workspace.ts';

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
