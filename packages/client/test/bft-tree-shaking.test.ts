// An application that only calls createScanClient ships none of the BFT client: bundled as an
// application bundles it (esbuild, ESM, tree-shaken), the output holds no module of src/scan/bft.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

async function modulesOf(contents: string): Promise<string[]> {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@canton-openapi/source'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  // Inputs that contributed bytes to the bundle (a module whose exports all shook away contributes none).
  return Object.values(result.metafile.outputs).flatMap((o) =>
    Object.entries(o.inputs)
      .filter(([, i]) => i.bytesInOutput > 0)
      .map(([path]) => path),
  );
}

describe('the BFT client in bundles', () => {
  it('is left out of an application that only uses createScanClient', { timeout: 60_000 }, async () => {
    const modules = await modulesOf(
      `import { createScanClient } from '@canton-openapi/client/scan'; createScanClient({ baseUrl: 'https://scan.example/api/scan' });`,
    );
    expect(modules.some((m) => m.includes('generated/scan.entry.gen.ts'))).toBe(true);
    expect(modules.filter((m) => m.includes('/scan/bft/'))).toEqual([]);
  });

  it('is in an application that uses createBftScanClient', { timeout: 60_000 }, async () => {
    const modules = await modulesOf(
      `import { createBftScanClient } from '@canton-openapi/client/scan'; createBftScanClient({ seedUrls: ['https://scan.example/api/scan'] });`,
    );
    expect(modules.filter((m) => m.includes('/scan/bft/')).length).toBeGreaterThan(3);
  });
});
