// Bundle size as an application would ship it: esbuild, minified, code-split, and gzipped. "Up
// front" is the entry chunk plus the chunks it imports statically; what loads by dynamic import()
// (validators, int64 tables, retries, error handling, ...) is counted apart. Ours and the peers'
// packages go through the same function, measured two ways: the whole entry point (every export
// kept), and an application that creates one client and makes one call (what tree-shaking leaves).
import { relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

export interface BundleSize {
  /** Gzipped bytes loaded up front. */
  upFront: number;
  /** Minified bytes loaded up front. */
  minified: number;
  /** Gzipped bytes of the chunks loaded on demand (validators, operation tables). */
  lazy: number;
  /** Chunks loaded up front: each is gzipped apart, paying its own header and dictionary. */
  chunks: number;
}

function gzipped(text: Uint8Array): number {
  return gzipSync(text, { level: 9 }).length;
}

async function bundle(entry: { path?: string; contents?: string }, resolveDir: string, conditions: string[] = []): Promise<BundleSize> {
  const result = await build({
    ...(entry.path ? { entryPoints: [entry.path] } : { stdin: { contents: entry.contents!, resolveDir, loader: 'js' as const } }),
    conditions,
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/virtual-out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const meta: Metafile = result.metafile;
  const files = new Map(result.outputFiles.map((f) => [f.path.replace(/^.*?virtual-out/, 'virtual-out').replace(/^\//, ''), f.contents]));
  const key = (p: string) => p.replace(/^.*?virtual-out/, 'virtual-out');
  // With code splitting, every dynamically imported module is an entry point too (even one whose
  // import() tree-shaking removed): the entry is the output of the module given.
  const entryPoint = entry.path === undefined ? '<stdin>' : relative(process.cwd(), entry.path).split(sep).join('/');
  const entryOut = Object.keys(meta.outputs).find((o) => meta.outputs[o]!.entryPoint === entryPoint)!;
  const eager = new Set<string>();
  const visit = (out: string) => {
    if (eager.has(out)) return;
    eager.add(out);
    for (const i of meta.outputs[out]!.imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entryOut);
  let upFront = 0;
  let minified = 0;
  let lazy = 0;
  for (const out of Object.keys(meta.outputs)) {
    if (!out.endsWith('.js')) continue;
    const contents = files.get(key(out))!;
    if (eager.has(out)) {
      upFront += gzipped(contents);
      minified += contents.length;
    } else lazy += gzipped(contents);
  }
  return { upFront, minified, lazy, chunks: eager.size };
}

/**
 * Sizes of `@canton-openapi/client/<api>`, every export kept: built from dist/ (`distFile`), or from
 * src/ with the `@canton-openapi/source` condition (test/up-front.test.ts).
 */
export function subpathSize(entryFile: string, conditions: string[] = []): Promise<BundleSize> {
  return bundle({ path: entryFile }, '.', conditions);
}

/** Sizes of the module `contents` (imports resolved from `resolveDir`): what an application ships. */
export function moduleSize(contents: string, resolveDir: string): Promise<BundleSize> {
  return bundle({ contents }, resolveDir);
}

/** Size of openapi-fetch alone, for comparison. */
export function openapiFetchSize(resolveDir: string): Promise<BundleSize> {
  return moduleSize("export { default as createClient } from 'openapi-fetch';", resolveDir);
}
