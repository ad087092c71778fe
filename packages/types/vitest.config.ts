import { defineConfig } from 'vitest/config';

// Runtime tests (`*.test.ts`) and type tests (`*.test-d.ts`, checked by tsc through tsconfig.json) in
// one run. The consumer fixture has its own tsconfig and is compiled by test/consumer.test.ts.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'test/consumer/**'],
    testTimeout: 60_000,
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.ts'],
      exclude: ['**/node_modules/**', 'test/consumer/**'],
      tsconfig: './tsconfig.json',
    },
  },
});
