// Builds the published package: declarations by tsc, JavaScript by esbuild, one bundle per entry
// (`exports`, `bin` and the mock script, `dist/mock.js`) with the contract model (@canton-openapi/contract, private to the repository)
// inside it, and every dependency the manifest declares left as an import. Chunks sit beside the
// entries in dist/, so `../package.json` means the package's manifest from every file (version.ts).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const declared = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];

rmSync(join(root, 'dist'), { recursive: true, force: true });
// Declarations by TypeScript 7's `tsc` (typescript-native/), as the other packages build theirs.
execFileSync(
  process.execPath,
  [createRequire(import.meta.url).resolve('@canton-openapi/typescript-native/tsc-native.js'), '-p', 'tsconfig.build.json', '--emitDeclarationOnly'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
await build({
  absWorkingDir: root,
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts', mock: 'src/mock/cli.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  chunkNames: 'chunk-[hash]',
  external: [...declared, ...declared.map((name) => `${name}/*`), ...builtinModules.map((name) => `node:${name}`)],
  logLevel: 'warning',
});

// Only the declarations a consumer can reach from the entries are shipped, and none of them may import
// a package the manifest does not declare (the contract model is inside the bundle, not installed).
const reachable = new Set<string>();
const pending = ['index.d.ts', 'cli.d.ts'].map((file) => join(root, 'dist', file));
const problems: string[] = [];
while (pending.length > 0) {
  const file = pending.pop()!;
  if (reachable.has(file)) continue;
  reachable.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    if (specifier!.startsWith('.')) pending.push(join(dirname(file), specifier!.replace(/\.[jt]s$/, '.d.ts')));
    else if (!specifier!.startsWith('node:') && !declared.some((name) => specifier === name || specifier!.startsWith(`${name}/`)))
      problems.push(`${file.slice(root.length + 1)} imports '${specifier}', which the package does not depend on`);
  }
}
if (problems.length > 0) throw new Error(`The published declarations must stand alone:\n${problems.join('\n')}`);
for (const file of readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }))
  if (file.endsWith('.d.ts') && !reachable.has(join(root, 'dist', file))) rmSync(join(root, 'dist', file));
