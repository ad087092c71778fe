import { defineConfig } from 'vitest/config';

// Spec diffs, the breaking-change gate and PR review comments. Its tests live in test/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Files share a worker: what they load (TypeScript, Redocly, Ajv) loads once per worker instead of once per
    // file, about a second each on 2 cores. No test here keeps state from one file to the next.
    isolate: false,
    // A limit that finds a hung test, not a slow machine (vitest's 5 s fails tests on 2 cores busy with other projects).
    testTimeout: 60_000,
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});
