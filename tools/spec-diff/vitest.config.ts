import { defineConfig } from 'vitest/config';

// Spec diffs, the breaking-change gate and PR review comments. Its tests live in test/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});
