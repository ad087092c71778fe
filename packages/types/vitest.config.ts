import { defineConfig } from 'vitest/config';

// Runtime tests (`*.test.ts`) and type tests (`*.test-d.ts`, checked by tsc through tsconfig.json) in
// one run. Imports of the package resolve to src/ through the workspace's source condition, as tsc
// does; the consumer fixture and the bundling test exercise dist/ on purpose.
export default defineConfig({
  // Vite's default server conditions, with ours first.
  ssr: { resolve: { conditions: ['@canton-openapi/source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['test/**/*.test.ts'],
    // Files share a worker: what they load (TypeScript, Redocly, Ajv) loads once per worker instead of once per
    // file, about a second each on 2 cores. No test here keeps state from one file to the next.
    isolate: false,
    exclude: ['**/node_modules/**', 'test/consumer/**'],
    // Most tests here run the TypeScript compiler or a child process: ~5 s each when Nx runs projects in parallel
    // on two cores, so a limit far above that (not vitest's 5 s) keeps them independent of the machine's speed.
    testTimeout: 120_000,
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.ts'],
      exclude: ['**/node_modules/**', 'test/consumer/**'],
      // tsconfig.json without declaration: tsc --noEmit still computes declaration diagnostics when it is on, over
      // every generated source again (the build, which emits the declarations, reports those) and over test files
      // (never emitted).
      tsconfig: './tsconfig.typecheck.json',
      // TypeScript 7's `tsc` (typescript-native/): TypeScript 5.9's verdicts on these files, in a fraction of its time
      // (consumer.test.ts still compiles a consumer with the root's TypeScript 5.9 and with the oldest supported).
      checker: 'tsc-native',
    },
  },
});
