// What an application loads up front from each subpath, bundled as it would bundle it (esbuild,
// code splitting): the code of a call that succeeds. Everything optional loads on demand, with its
// first use: openapi-fetch (raw client, middleware, query strings), validators, int64 tables and the
// careful parser, pagination, retries, redaction, the errors' messages, and what only some calls need
// (call-extras.ts: deprecation warnings, a call's own retry policy). Sizes are in the bench.
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { apis } from './support/spec.ts';

/** The source modules of the chunks an entry loads up front (itself and its static imports). */
async function upFront(api: string): Promise<{ eager: string[]; lazy: string[]; chunks: number }> {
  const result = await build({
    entryPoints: [new URL(`../src/generated/${api}.entry.gen.ts`, import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    conditions: ['@canton-openapi/source'],
    outdir: '/virtual-out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const meta: Metafile = result.metafile;
  // Every dynamically imported module is an entry point too: the entry is the output of the subpath's module.
  const entry = Object.keys(meta.outputs).find((o) => meta.outputs[o]!.entryPoint?.endsWith(`src/generated/${api}.entry.gen.ts`))!;
  const eagerOutputs = new Set<string>();
  const visit = (out: string) => {
    if (eagerOutputs.has(out)) return;
    eagerOutputs.add(out);
    for (const i of meta.outputs[out]!.imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  const sources = (outs: string[]) =>
    outs.flatMap((o) =>
      Object.entries(meta.outputs[o]!.inputs)
        .filter(([, v]) => v.bytesInOutput > 0)
        .map(([input]) => input.replace(/^.*?(src\/|node_modules\/)/, '$1')),
    );
  return {
    eager: sources([...eagerOutputs]),
    lazy: sources(Object.keys(meta.outputs).filter((o) => !eagerOutputs.has(o))),
    chunks: eagerOutputs.size,
  };
}

describe('the code loaded up front', () => {
  for (const api of apis) {
    it(`${api}: the named calls, without what only some calls or failures need`, { timeout: 60_000 }, async () => {
      const { eager, lazy, chunks } = await upFront(api);
      // One chunk: every chunk loaded up front is gzipped apart, paying its own header and dictionary
      // (modules loaded on demand get what they share with it handed over, e.g. core/lazy-errors.ts).
      expect(chunks).toBe(1);
      expect(eager).toEqual(expect.arrayContaining(['src/core/client.ts', 'src/core/transport.ts', 'src/core/response.ts', `src/generated/${api}.gen.ts`]));
      const onDemand = [
        'node_modules/openapi-fetch/dist/index.mjs',
        `src/generated/${api}-validators.gen.js`,
        `src/generated/${api}-int64.gen.ts`,
        'src/core/validation.ts',
        'src/core/exact.ts',
        'src/core/retry-verdict.ts',
        'src/core/call-failure.ts',
        'src/core/redact.ts',
        'src/core/transport-errors.ts',
        'src/core/http-error.ts',
        'src/core/body-errors.ts',
        'src/core/int64-guard.ts',
        'src/core/raw.ts',
        'src/core/call-extras.ts',
        'src/core/request-values.ts',
        'src/core/request-parts.ts',
        'src/core/via-openapi-fetch.ts',
      ];
      for (const module of onDemand) {
        expect(eager, module).not.toContain(module);
        expect(lazy, module).toContain(module);
      }
      // Only APIs with paged operations have page iterators; where they do, they load on demand.
      expect(eager).not.toContain('src/core/pagination.ts');
      // Only the ledger has a WebSocket stream: the settings streams share with calls are its alone,
      // and the stream itself loads with the first one.
      if (api === 'ledger') expect(eager).toContain('src/ledger/stream-core.ts');
      else expect(eager).not.toContain('src/ledger/stream-core.ts');
      expect(eager).not.toContain('src/ledger/stream-updates.ts');
      expect(eager).not.toContain('src/core/redact-lazy.ts');
    });
  }
});
