import { defineConfig } from 'vitest/config';

// Unit tests inject fetch; only *.browser.test.ts, *.prism.test.ts, the examples test and bft.test.ts (local Scans) start servers.
// Type tests (`*.test-d.ts`) run through tsc, which also type-checks src/, examples/ and bench/.
export default defineConfig({
  resolve: { conditions: ['@canton-openapi/source'] },
  ssr: { resolve: { conditions: ['@canton-openapi/source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: 20_000,
  },
});
