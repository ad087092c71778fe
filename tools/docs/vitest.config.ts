import { defineConfig } from 'vitest/config';

// The static HTML reference of each API. Its tests live in test/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});
