// Each tool under tools/ is its own Nx project, cached on its own inputs. Those inputs are written by
// hand, so this checks them against the code: every file a tool imports from outside its folder is
// an input of its tests (a declared dependency's files, or a file it names), and every package whose
// scripts or tests use a tool depends on it. A stale input would let Nx replay a test that should rerun.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';

const toolsDir = join(repoRoot, 'tools');

interface ProjectJson {
  name: string;
  implicitDependencies?: string[];
  targets: { test?: { command?: string; options?: { cwd?: string }; inputs?: unknown[] } };
}

const tools = readdirSync(toolsDir).filter((d) => d !== 'node_modules' && d !== 'test' && statSync(join(toolsDir, d)).isDirectory());
const project = (tool: string) => JSON.parse(readFileSync(join(toolsDir, tool, 'project.json'), 'utf8')) as ProjectJson;
/** Project name → folder, `tools` being the files directly in tools/ and tools/test/. */
const folders = new Map([
  ['tools', toolsDir],
  ...tools.filter((t) => existsSync(join(toolsDir, t, 'project.json'))).map((t) => [project(t).name, join(toolsDir, t)] as const),
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Files `file` imports by a relative specifier (static imports, re-exports and `import()`); generators' templates name files that do not exist here. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^'$]+)'/gm)]
    .map((m) => resolve(dirname(file), m[1]!))
    .filter((f) => existsSync(f));
}

/** Whether `file` belongs to the project whose folder is `folder` (`tools`: only tools/*.ts and tools/test/). */
function owns(folder: string, file: string): boolean {
  if (folder !== toolsDir) return file.startsWith(folder + sep);
  const rel = relative(toolsDir, file);
  return !rel.includes(sep) || rel.startsWith(`test${sep}`);
}

describe('the Nx projects of tools/', () => {
  it.each(tools)('%s is a project whose test target runs its own vitest config', (tool) => {
    const config = project(tool);
    expect(config.targets.test).toMatchObject({ command: 'vitest run', options: { cwd: '{projectRoot}' } });
    expect(existsSync(join(toolsDir, tool, 'vitest.config.ts'))).toBe(true);
  });

  it.each(tools)('%s: every file its code imports from outside its folder is an input of its tests', (tool) => {
    const config = project(tool);
    const deps = (config.implicitDependencies ?? []).map((name) => folders.get(name)).filter((f) => f !== undefined);
    const named = new Set(
      (config.targets.test?.inputs ?? [])
        .filter((i): i is string => typeof i === 'string' && i.startsWith('{workspaceRoot}/tools/'))
        .map((i) => join(repoRoot, i.slice('{workspaceRoot}/'.length))),
    );
    const uncovered = new Set<string>();
    const seen = new Set<string>();
    const queue = sourceFiles(join(toolsDir, tool));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const target of relativeImports(file)) {
        if (!target.startsWith(toolsDir + sep) || owns(join(toolsDir, tool), target)) continue;
        // A declared dependency's files are inputs through `^production`; its own check covers its imports.
        if (deps.some((folder) => owns(folder, target))) continue;
        if (!named.has(target)) uncovered.add(relative(repoRoot, target));
        queue.push(target);
      }
    }
    expect([...uncovered].sort()).toEqual([]);
  });

  it.each(['types', 'client', 'conformance'])('@canton-openapi/%s depends on every tool its scripts and tests use', (pkg) => {
    const dir = join(repoRoot, 'packages', pkg);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      nx?: { implicitDependencies?: string[] };
    };
    const texts = [...Object.values(manifest.scripts), ...sourceFiles(join(dir, 'test')).map((f) => readFileSync(f, 'utf8'))];
    const used = new Set(texts.flatMap((t) => [...t.matchAll(/(?:\.\.\/\.\.\/tools|@canton-openapi\/tools)\/([a-z-]+)\//g)].map((m) => m[1]!)));
    const names = [...used].map((tool) => project(tool).name).sort();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !manifest.nx?.implicitDependencies?.includes(name))).toEqual([]);
  });
});
