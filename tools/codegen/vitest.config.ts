import { defineConfig } from 'vitest/config';

// Generates @canton-openapi/types, /client and conformance from the bundled specs and redocly.yaml. Its tests live in test/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});
