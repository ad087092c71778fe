import { defineConfig } from 'vitest/config';

// The Redocly lint rules of the specs. Its tests live in test/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Files share a worker: what they load (TypeScript, Redocly, Ajv) loads once per worker instead of once per
    // file, about a second each on 2 cores. No test here keeps state from one file to the next.
    isolate: false,
    exclude: ['**/node_modules/**', '**/fixtures/**'],
    // Each test loads a Redocly config with the plugin and lints a document: under a second on a quiet machine, but
    // past vitest's 5 s default when Nx runs projects in parallel on two busy cores. A limit far above that keeps the
    // tests independent of the machine's speed.
    testTimeout: 60_000,
  },
});
