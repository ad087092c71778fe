// Imports run one way in every project of the workspace, type-only ones too: no module imports itself through
// others (a static import, `import type`, a re-export or a dynamic `import()`), within a project or across
// packages by name. What two modules both need lives in a third that imports neither.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';
import { importCycles, importGraph } from './support/import-graph.ts';
import { owner, workspacePackages, workspaceProjects } from './support/workspace.ts';

const projects = workspaceProjects(repoRoot);
const graph = importGraph(repoRoot, workspacePackages(repoRoot));
const cycles = importCycles(graph);
const projectOf = (file: string) => owner(repoRoot, projects, join(repoRoot, file));

describe('the workspace', () => {
  it("reads every project's sources and their imports, relative and by package name", () => {
    expect(projects).toEqual(
      expect.arrayContaining(['packages/contract', 'packages/types', 'packages/client', 'packages/conformance', 'tools', 'tools/codegen', 'tools/release']),
    );
    // Every project with source files is in the graph (the specs hold none).
    expect(projects.filter((project) => ![...graph.keys()].some((file) => projectOf(file) === project))).toEqual(['specs']);
    expect(graph.get('packages/client/src/core/client.ts')).toContain('packages/client/src/core/context.ts');
    expect(graph.get('packages/conformance/scripts/generate-checks.ts')).toContain('packages/conformance/src/checks/index.ts');
    expect(graph.get('packages/client/src/scan/bft/votes.ts')).toContain('packages/types/src/generated/scan.entry.gen.ts');
  });

  it.each(projects)('%s has no import cycle (static, type-only, re-export or dynamic import)', (project) => {
    expect(cycles.filter((cycle) => cycle.modules.some((file) => projectOf(file) === project)).map((cycle) => cycle.chain)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  /** A workspace of the given files under a fresh temporary directory. */
  function tree(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }

  it('finds a cycle closed by a type-only import, a dynamic import or a re-export, and none in a tree', () => {
    const root = tree({
      'package.json': JSON.stringify({ workspaces: ['a'] }),
      'a/package.json': JSON.stringify({ name: '@x/a' }),
      'a/core/client.ts': "import { a } from './arguments.ts';\nconst later = () => import('./lazy.ts');",
      'a/core/arguments.ts': "import type { OperationDef } from './client.ts';",
      'a/core/lazy.ts': "export { x } from './client.ts';",
      'a/leaf.ts': "import type { T } from './core/types.ts';\nimport { a } from './core/arguments.ts';",
      'a/core/types.ts': 'export type T = 1;',
      'a/self.js': "export * from './self.js';",
    });
    expect(importCycles(importGraph(root, ['a'])).map((cycle) => cycle.chain)).toEqual([
      'a/core/arguments.ts → a/core/client.ts → a/core/arguments.ts (with a/core/lazy.ts)',
      'a/self.js → a/self.js',
    ]);
  });

  it("follows a workspace package's import by name to the source its exports name, and .js to .ts or .d.ts", () => {
    const root = tree({
      'package.json': JSON.stringify({ workspaces: ['packages/*'] }),
      'packages/a/package.json': JSON.stringify({ name: '@x/a', exports: { '.': { types: './dist/index.d.ts', '@canton-openapi/source': './src/index.ts' } } }),
      'packages/a/src/index.ts': "import { b } from '@x/b/tools/b.ts';\nimport data from './data.json' with { type: 'json' };\nimport { c } from 'node:fs';",
      'packages/a/src/data.json': '{}',
      'packages/b/package.json': JSON.stringify({ name: '@x/b' }),
      'packages/b/tools/b.ts': "import type { V } from './validators.gen.js';\nimport { a } from '@x/a';",
      'packages/b/tools/validators.gen.d.ts': 'export type V = 1;',
    });
    const graph = importGraph(root, workspacePackages(root));
    expect(graph.get('packages/b/tools/b.ts')).toEqual(['packages/b/tools/validators.gen.d.ts', 'packages/a/src/index.ts']);
    expect(importCycles(graph).map((cycle) => cycle.chain)).toEqual(['packages/a/src/index.ts → packages/b/tools/b.ts → packages/a/src/index.ts']);
  });

  it('rejects an import of a file that does not exist, or of a subpath a package does not export', () => {
    const root = tree({
      'package.json': JSON.stringify({ workspaces: ['a', 'b'] }),
      'a/package.json': JSON.stringify({ name: '@x/a' }),
      'a/a.ts': "import { b } from './b.ts';",
      'b/package.json': JSON.stringify({ name: '@x/b', exports: { '.': './index.ts' } }),
      'b/index.ts': "import { a } from '@x/b/internal.ts';",
    });
    expect(() => importGraph(root, ['a'])).toThrow("a/a.ts: import './b.ts' resolves to no file");
    expect(() => importGraph(root, ['b'])).toThrow("b/index.ts: import '@x/b/internal.ts': @x/b exports no './internal.ts'");
  });
});
