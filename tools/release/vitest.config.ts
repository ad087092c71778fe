import { defineConfig } from 'vitest/config';

// Versions, changelogs and the publish dry run of the published packages. Its tests live in test/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});
