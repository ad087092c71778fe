// No module of the client imports itself through others, not even for a type: shared types live in
// a leaf module (core/context.ts), so the core reads one way.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './support/import-graph.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('packages/client/src', () => {
  it('has no import cycle (static, type-only, re-export or dynamic import)', () => {
    const graph = importGraph(src);
    expect(graph.has('core/client.ts')).toBe(true);
    expect(graph.get('core/client.ts')).toContain('core/context.ts');
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  /** A tree of the given files under a fresh temporary directory. */
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
      'core/client.ts': "import { a } from './arguments.ts';\nconst later = () => import('./lazy.ts');",
      'core/arguments.ts': "import type { OperationDef } from './client.ts';",
      'core/lazy.ts': "export { x } from './client.ts';",
      'leaf.ts': "import type { T } from './core/types.ts';\nimport { a } from './core/arguments.ts';",
      'core/types.ts': 'export type T = 1;',
      'self.js': "export * from './self.js';",
    });
    expect(importCycles(importGraph(root))).toEqual(['core/arguments.ts → core/client.ts → core/arguments.ts (with core/lazy.ts)', 'self.js → self.js']);
  });

  it('rejects an import of a file that does not exist', () => {
    const root = tree({ 'a.ts': "import { b } from './b.ts';" });
    expect(() => importGraph(root)).toThrow("a.ts: import './b.ts' resolves to no file");
  });
});
