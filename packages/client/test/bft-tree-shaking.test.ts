// An application that only calls createScanClient ships none of the BFT client: bundled as an
// application bundles it (esbuild, ESM, tree-shaken), the output holds no module of src/scan/bft.
// One that uses it loads the BFT reads (engine.ts and what it imports, the rules it shares with
// conformance from @canton-openapi/types/scan too) in a chunk of their own, with the first call.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The modules in the entry chunk (`upFront`) and in chunks loaded by import() (`lazy`). */
async function chunksOf(contents: string): Promise<{ upFront: string[]; lazy: string[] }> {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: 'ts' },
    bundle: true,
    splitting: true,
    outdir: '/virtual-out',
    format: 'esm',
    platform: 'browser',
    conditions: ['@canton-openapi/source'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  // Up front: the entry chunk and the chunks it imports statically; the rest load by import().
  const entry = Object.keys(outputs).find((o) => outputs[o]!.entryPoint === '<stdin>')!;
  const eager = new Set<string>();
  const visit = (out: string) => {
    if (eager.has(out)) return;
    eager.add(out);
    for (const i of outputs[out]!.imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  // Inputs that contributed bytes to a chunk (a module whose exports all shook away contributes none).
  const modules = (out: string) =>
    Object.entries(outputs[out]!.inputs)
      .filter(([, i]) => i.bytesInOutput > 0)
      .map(([path]) => path);
  const all = Object.keys(outputs).filter((o) => o.endsWith('.js'));
  return { upFront: all.filter((o) => eager.has(o)).flatMap(modules), lazy: all.filter((o) => !eager.has(o)).flatMap(modules) };
}

describe('the BFT client in bundles', () => {
  it('is left out of an application that only uses createScanClient', { timeout: 60_000 }, async () => {
    const { upFront, lazy } = await chunksOf(
      `import { createScanClient } from '@canton-openapi/client/scan'; createScanClient({ baseUrl: 'https://scan.example/api/scan' });`,
    );
    expect(upFront.some((m) => m.includes('generated/scan.entry.gen.ts'))).toBe(true);
    expect(upFront.filter((m) => m.includes('/scan/bft/') || m.includes('types/src/scan/'))).toEqual([]);
    // esbuild still writes the chunk a dead import() names; nothing loads it.
    expect(lazy.filter((m) => m.includes('/scan/bft/client.ts'))).toEqual([]);
  });

  it('loads its reads lazily in an application that uses createBftScanClient', { timeout: 60_000 }, async () => {
    const { upFront, lazy } = await chunksOf(
      `import { createBftScanClient } from '@canton-openapi/client/scan'; createBftScanClient({ seedUrls: ['https://scan.example/api/scan'] });`,
    );
    const bft = (modules: string[]) => modules.filter((m) => m.includes('/scan/bft/')).map((m) => m.replace(/^.*\/scan\/bft\//, ''));
    expect(bft(upFront).sort()).toEqual(['client.ts', 'error.ts']);
    expect(bft(lazy).sort()).toEqual([
      'agreed-read.ts',
      'consensus-failure.ts',
      'engine.ts',
      'origin.ts',
      'quorum.ts',
      'rule-values.ts',
      'scan-list-keeper.ts',
      'scan-list.ts',
      'settle.ts',
      'setup.ts',
      'strategies.ts',
      'votes.ts',
    ]);
    // The rules shared with conformance (@canton-openapi/types/scan: canonical JSON, excerpt, origin) load with the reads.
    const sharedRules = (modules: string[]) => modules.filter((m) => m.includes('types/src/scan/')).map((m) => m.replace(/^.*\/scan\//, ''));
    expect(sharedRules(upFront)).toEqual([]);
    expect(sharedRules(lazy).sort()).toEqual(['canonical-json.ts', 'difference-excerpt.ts', 'scan-origin.ts']);
  });
});
