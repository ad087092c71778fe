import { defineConfig } from 'vitest/config';

// The tests of the files at tools/ itself (the API list, repository files, Node versions). Each tool
// below (codegen/, redocly-plugin/, spec-diff/, docs/, release/, browser/) is its own Nx project with its own config.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
  },
});
