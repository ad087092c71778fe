// The import graph of a source tree, as the TypeScript compiler's pre-processor reads each file: static
// imports, type-only imports, re-exports and dynamic import() all count, since each ties two modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Module → the modules it imports, by paths relative to the tree's root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The relative imports of every `.ts`/`.js` module under `root`; an import that resolves to no file throws. */
export function importGraph(root: string): ImportGraph {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(?:ts|js)$/.test(f));
  return new Map(
    files.map((file): [string, string[]] => {
      const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
      const targets = importedFiles
        .map((i) => i.fileName)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => {
          // As TypeScript resolves: `./x.js` names `./x.ts` when there is no `./x.js`.
          const named = resolve(root, dirname(file), spec);
          const target = existsSync(named) ? named : named.replace(/\.js$/, '.ts');
          if (!existsSync(target)) throw new Error(`${file}: import '${spec}' resolves to no file`);
          return relative(root, target);
        });
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * Every knot of import cycles in `graph` (a strongly connected component of more than one module, or a
 * module importing itself; Tarjan's algorithm), each as its shortest cycle through its first module and
 * the other modules of the knot: `a.ts → b.ts → a.ts (with c.ts)`.
 */
export function importCycles(graph: ImportGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
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
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(pathThrough(graph, component));
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The shortest cycle through the first module of a strongly connected component, and its other modules. */
function pathThrough(graph: ImportGraph, component: readonly string[]): string {
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
