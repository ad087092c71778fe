import { defineConfig } from 'vitest/config';

// The CLI tests run the built `dist/cli.js` as a child process, the way users meet it (Nx builds
// before testing); support code imports `src/` through the source condition.
export default defineConfig({
  resolve: { conditions: ['@canton-openapi/source'] },
  ssr: { resolve: { conditions: ['@canton-openapi/source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000, // CLI processes and Prism mocks on 2 busy cores
    hookTimeout: 120_000,
  },
});
