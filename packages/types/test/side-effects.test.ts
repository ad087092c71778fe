// The package is `sideEffects: false` and its helpers are pure: a bundler drops what is not imported.
// Bundles the built subpaths with esbuild and looks at what is left.
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { listApis } from '@canton-openapi/contract';

async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    minify: false,
    logLevel: 'silent',
    absWorkingDir: resolve(import.meta.dirname, '..'),
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('tree shaking of dist/', () => {
  test('importing a subpath for its types only leaves nothing', async () => {
    for (const { name: api } of listApis()) {
      expect((await bundle(`import '@canton-openapi/types/${api}';`)).trim()).toBe('');
    }
  });

  test('one union helper brings its runtime, not the helpers of other unions', async () => {
    const code = await bundle(`import { Update } from '@canton-openapi/types/ledger'; console.log(Update.keys);`);
    expect(code).toContain('"Update"');
    for (const other of ['IdentifierFilter', 'TopologyEventEvent', 'JsReassignmentEvent', 'CumulativeFilter', 'eventFormat', 'variantUnion']) {
      expect(code).not.toContain(other);
    }
  });
});
