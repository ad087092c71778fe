// What a packed tarball holds: everything its manifest points at plus the shipped documents, and
// nothing else — no tests, TypeScript sources, examples or build leftovers.
import { execFileSync } from 'node:child_process';
import { posix } from 'node:path';
import { type Manifest, shippedDocuments } from './manifest.ts';

/** The paths in a tarball made by `npm pack`, relative to the package (without `package/`). */
export function tarballFiles(tarball: string): string[] {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '' && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''));
}

/** A text file inside a tarball made by `npm pack`, by its path relative to the package. */
export function tarballText(tarball: string, path: string): string {
  return execFileSync('tar', ['-xzOf', tarball, `package/${path}`], { encoding: 'utf8' });
}

/** The package.json inside a tarball made by `npm pack`. */
export function tarballManifest(tarball: string): Manifest {
  return JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as Manifest;
}

/**
 * Every file the manifest's `exports` and `bin` point at, skipping `sourceConditions` (in-repo
 * conditions that point at TypeScript sources, which are not shipped).
 */
export function manifestTargets(manifest: Manifest, sourceConditions: readonly string[]): string[] {
  const targets: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') targets.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) if (!sourceConditions.includes(key)) visit(inner);
    }
  };
  visit(manifest.exports);
  visit(manifest.bin);
  return [...new Set(targets.map((target) => posix.normalize(target)))];
}

// Build output that is never part of a package: tests, type-check state, nested installs.
const neverShipped = /(^|\/)(node_modules|test|tests|__tests__)\/|\.(test|spec|test-d)\.[cm]?[jt]sx?$|\.tsbuildinfo$|\.tgz$/;

/** Every problem with a tarball's contents, each a sentence naming the file; empty when none. */
export function tarballProblems(files: string[], manifest: Manifest, sourceConditions: readonly string[]): string[] {
  const problems: string[] = [];
  const present = new Set(files);
  const targets = manifestTargets(manifest, sourceConditions);
  for (const needed of ['package.json', ...shippedDocuments, ...targets]) {
    if (!present.has(needed)) problems.push(`does not ship ${needed}${targets.includes(needed) ? ', which its exports or bin point at' : ''}`);
  }
  if (!files.some((file) => file.startsWith('dist/'))) problems.push('ships no dist/: was it built?');
  const allowed = new Set(['package.json', ...shippedDocuments, ...targets]);
  for (const file of files) {
    if (neverShipped.test(file)) problems.push(`ships ${file}, which is no part of a package`);
    else if (!allowed.has(file) && !file.startsWith('dist/'))
      problems.push(`ships ${file}: only dist/, the documents and what exports or bin point at belong in it`);
  }
  return problems;
}

// A relative module specifier of a static or dynamic import or re-export in built JavaScript: `from './x.js'`, `import('./x.js')`.
const relativeImport = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;

// A repository path to a spec file, as a comment names it (not part of a URL): `specs/ledger/openapi.yaml`,
// or a room of it (`specs/ledger/components/updates.yaml`).
const repositorySpec = /(?<![\w/.-])specs\/(?:[\w.-]+\/)+[\w.-]+\.(?:ya?ml|json)\b/g;

/**
 * Every reference a shipped file makes to a file the tarball lacks, each a sentence naming both: a
 * JavaScript module's relative import (a chunk loaded on demand, such as the client's validators, which
 * the build copies into dist/), a `//# sourceMappingURL=` comment, a source map's `sources` (unless its `sourcesContent` holds them),
 * and a declaration's comment naming a spec of the repository (`specs/ledger/openapi.yaml`), which an
 * editor's hover shows to users who have no such file. `read` gives a shipped file's text.
 */
export function referenceProblems(files: string[], read: (path: string) => string): string[] {
  const present = new Set(files);
  const problems: string[] = [];
  const missing = (from: string, target: string) =>
    !/^[a-z][a-z0-9+.-]*:/i.test(target) && !present.has(posix.normalize(posix.join(posix.dirname(from), target)));
  for (const file of files) {
    if (/\.[cm]?js$|\.d\.[cm]?ts$/.test(file)) {
      const text = read(file);
      const map = /^\/\/# sourceMappingURL=(\S+)\s*$/m.exec(text)?.[1];
      if (map !== undefined && missing(file, map)) problems.push(`${file} points at ${map} (sourceMappingURL), which the tarball does not ship`);
      if (/\.[cm]?js$/.test(file)) {
        for (const [, , target] of text.matchAll(relativeImport)) {
          if (missing(file, target!)) problems.push(`${file} imports ${target}, which the tarball does not ship`);
        }
      }
      if (/\.d\.[cm]?ts$/.test(file)) {
        for (const spec of new Set(text.match(repositorySpec) ?? [])) {
          problems.push(`${file} names ${spec} in its comments, which editors show and the package does not ship`);
        }
      }
    } else if (file.endsWith('.map')) {
      const map = JSON.parse(read(file)) as { sources?: string[]; sourceRoot?: string; sourcesContent?: (string | null)[] };
      (map.sources ?? []).forEach((source, i) => {
        const target = posix.join(map.sourceRoot ?? '', source);
        if (typeof map.sourcesContent?.[i] !== 'string' && missing(file, target)) problems.push(`${file} maps to ${target}, which the tarball does not ship`);
      });
    }
  }
  return problems;
}

/** The files `npm pack` would put into the tarball of the package in `packageDir` (it packs nothing). */
export function packedFiles(packageDir: string): string[] {
  const [info] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: packageDir, encoding: 'utf8' })) as {
    files: { path: string }[];
  }[];
  if (info === undefined) throw new Error(`npm pack in ${packageDir} listed no tarball`);
  return info.files.map((file) => file.path);
}
