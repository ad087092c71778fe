import { defineConfig } from 'vitest/config';

// One vitest run for every tool: tests live next to each tool in `<tool>/test/`.
export default defineConfig({
  test: {
    include: ['**/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});
