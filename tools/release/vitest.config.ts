import { defineConfig } from 'vitest/config';

// Versions, changelogs and the publish dry run of the published packages. Its tests live in test/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Files share a worker: what they load (TypeScript, Redocly, Ajv) loads once per worker instead of once per
    // file, about a second each on 2 cores. No test here keeps state from one file to the next.
    isolate: false,
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});
