import { defineConfig } from 'vitest/config';

// The tests of the files at tools/ itself (the API list, repository files, Node versions). Each tool
// below (codegen/, redocly-plugin/, spec-diff/, docs/, release/, browser/) is its own Nx project with its own config.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Files share a worker: what they load (TypeScript, Redocly, Ajv) loads once per worker instead of once per
    // file, about a second each on 2 cores. No test here keeps state from one file to the next.
    isolate: false,
    // Several tests read every source file of the workspace (imports, function lengths) or run git and
    // npm; on 2 cores busy with the other projects' tests that can take longer than vitest's 5 s.
    testTimeout: 60_000,
  },
});
