import { defineConfig } from 'vitest/config';

// The Redocly lint rules of the specs. Its tests live in test/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});
