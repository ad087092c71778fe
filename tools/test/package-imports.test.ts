// No file of a package, tests included, imports another package's `src/` by relative path: packages meet
// through their names and `exports` (import-cycles.test.ts keeps every project's
// modules free of cycles).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';
import { foreignSrcImports } from './support/package-imports.ts';
import { workspacePackages } from './support/workspace.ts';

describe('imports between packages', () => {
  it("no file under tools/ or packages/*/ imports another package's src/ by relative path", () => {
    const packages = workspacePackages(repoRoot);
    expect(packages).toEqual(expect.arrayContaining(['tools', 'specs', 'packages/contract', 'packages/conformance', 'packages/client', 'packages/types']));
    expect(
      foreignSrcImports(
        repoRoot,
        packages.filter((dir) => dir === 'tools' || dir.startsWith('packages/')),
      ),
    ).toEqual([]);
  });
});

describe('the foreign src/ import finder', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  /** A workspace of the given files under a fresh temporary directory. */
  function tree(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'package-imports-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }

  it("finds static, type-only, re-exported and dynamic imports of another package's src/, not its own, nor one by name", () => {
    const root = tree({
      'package.json': JSON.stringify({ workspaces: ['tools', 'packages/*'] }),
      'tools/package.json': '{}',
      'tools/docs/test/page.test.ts': "import { v } from '../../../packages/b/src/validate.ts';\nimport { a } from '@x/a';",
      'tools/docs/page.ts': "import type { T } from '../../packages/a/src/types.ts';\nimport { c } from '../codegen/c.ts';",
      'tools/codegen/c.ts': "export * from '../../packages/a/src/index.ts';\nconst later = () => import('../../packages/b/src/lazy.ts');",
      'packages/a/package.json': '{}',
      'packages/a/src/index.ts': "import { t } from './types.ts';\nimport { r } from '../test/support/r.ts';",
      'packages/a/test/a.test.ts': "import { x } from '../src/index.ts';\nimport { y } from '../../b/dist/index.js';",
      'packages/b/package.json': '{}',
      'packages/b/src/validate.ts': "import { a } from '@x/a';",
    });
    expect(workspacePackages(root)).toEqual(['tools', 'packages/a', 'packages/b']);
    expect(foreignSrcImports(root, ['tools', 'packages/a', 'packages/b']).sort()).toEqual([
      "tools/codegen/c.ts: '../../packages/a/src/index.ts' reaches packages/a/src/index.ts",
      "tools/codegen/c.ts: '../../packages/b/src/lazy.ts' reaches packages/b/src/lazy.ts",
      "tools/docs/page.ts: '../../packages/a/src/types.ts' reaches packages/a/src/types.ts",
      "tools/docs/test/page.test.ts: '../../../packages/b/src/validate.ts' reaches packages/b/src/validate.ts",
    ]);
  });
});
