// The import graph of the workspace's source files, as the TypeScript compiler's pre-processor reads each file:
// static imports, type-only imports, re-exports and dynamic import() all count, since each ties two modules.
// Relative imports resolve as TypeScript resolves them (`./x.js` names `./x.ts` where there is one); a workspace
// package imported by name resolves through its `exports` to the source file the workspace runs
// (the `@canton-openapi/source` condition), so a cycle through another package's entry shows too.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { sourceFiles, workspacePackages } from './workspace.ts';

/** Module → the modules it imports, by paths relative to the repository's root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** A knot of import cycles: its modules, and a readable chain through them (`a.ts → b.ts → a.ts (with c.ts)`). */
export interface ImportCycle {
  modules: string[];
  chain: string;
}

/** A workspace package as its importers meet it: its folder and its `exports`. */
interface WorkspacePackage {
  name: string;
  dir: string;
  exports?: unknown;
}

/**
 * The imports of every source file under `dirs` (folders relative to `root`) of other source files: relative
 * ones, and those of a workspace package by name. An import that resolves to no file throws, naming the file
 * and the specifier.
 */
export function importGraph(root: string, dirs: readonly string[]): ImportGraph {
  const packages = workspacePackages(root).map((dir): WorkspacePackage => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string; exports?: unknown };
    return { name: manifest.name, dir: join(root, dir), exports: manifest.exports };
  });
  const files = dirs.flatMap((dir) => sourceFiles(join(root, dir)));
  return new Map(
    files.map((file): [string, string[]] => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.flatMap(({ fileName: specifier }) => {
        const named = specifier.startsWith('.') ? resolve(dirname(file), specifier) : packageTarget(packages, specifier, relative(root, file));
        // Another package's module, or a data file (JSON, which imports nothing): no cycle runs through it.
        if (named === undefined || !/\.m?[tj]s$/.test(named)) return [];
        const target = moduleFile(named);
        if (target === undefined) throw new Error(`${relative(root, file)}: import '${specifier}' resolves to no file`);
        return [relative(root, target)];
      });
      return [relative(root, file), [...new Set(targets)]];
    }),
  );
}

/** The path a workspace package's import names (through its `exports`), or undefined for any other package. */
function packageTarget(packages: readonly WorkspacePackage[], specifier: string, file: string): string | undefined {
  const pkg = packages.find((p) => specifier === p.name || specifier.startsWith(`${p.name}/`));
  if (pkg === undefined) return undefined;
  const subpath = `.${specifier.slice(pkg.name.length)}`;
  if (pkg.exports === undefined) return join(pkg.dir, subpath);
  const entry = typeof pkg.exports === 'string' ? (subpath === '.' ? pkg.exports : undefined) : (pkg.exports as Record<string, unknown>)[subpath];
  const target = entry === undefined ? undefined : sourceCondition(entry);
  if (target === undefined) throw new Error(`${file}: import '${specifier}': ${pkg.name} exports no '${subpath}'`);
  return join(pkg.dir, target);
}

/** The file an `exports` entry names for the workspace: its `@canton-openapi/source` condition, else its default. */
function sourceCondition(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const conditions = entry as Record<string, unknown>;
  for (const key of ['@canton-openapi/source', 'import', 'default']) if (key in conditions) return sourceCondition(conditions[key]);
  return undefined;
}

/** The file a module path names, as TypeScript resolves it: `x.js` is `x.ts` (or `x.d.ts`) where there is one. */
function moduleFile(path: string): string | undefined {
  const stem = path.replace(/\.m?js$/, '');
  const candidates = path.endsWith('.mjs') ? [`${stem}.mts`, `${stem}.d.mts`] : path.endsWith('.js') ? [`${stem}.ts`, `${stem}.d.ts`] : [];
  return [...candidates, path].find((candidate) => existsSync(candidate));
}

/**
 * Every knot of import cycles in `graph` (a strongly connected component of more than one module, or a module
 * importing itself; Tarjan's algorithm), each with its shortest cycle through its first module and the others.
 */
export function importCycles(graph: ImportGraph): ImportCycle[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: ImportCycle[] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push({ modules: component.sort(), chain: chainThrough(graph, component) });
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The shortest cycle through the first module of a strongly connected component, and its other modules. */
function chainThrough(graph: ImportGraph, component: readonly string[]): string {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  // Breadth-first from `start` inside the component, back to `start`: the shortest cycle through it.
  const from = new Map<string, string>();
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== start && at !== undefined; at = from.get(at)) path.splice(1, 0, at);
        const others = [...component].filter((m) => !path.includes(m)).sort();
        return `${[...path, start].join(' → ')}${others.length > 0 ? ` (with ${others.join(', ')})` : ''}`;
      }
      if (!from.has(next)) {
        from.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.join(' → ');
}
