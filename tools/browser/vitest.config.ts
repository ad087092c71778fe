import { defineConfig } from 'vitest/config';

// The headless Chromium of the browser tests. Its tests live in test/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});
