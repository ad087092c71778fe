import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Most tests run the checks in process (src/ through the source condition), on the operations they are about;
// the end-to-end ones run the built `dist/cli.js` as a child process, the way users meet it (Nx builds before
// testing), and Prism mocks. Those spend their time in other processes, so even 2 cores run two test files at once.
export default defineConfig({
  resolve: { conditions: ['@canton-openapi/source'] },
  ssr: { resolve: { conditions: ['@canton-openapi/source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    // Files share a worker, so the libraries they load are loaded once per worker; each file still gets
    // conformance's own modules afresh (test/support/fresh-modules.ts).
    isolate: false,
    setupFiles: ['test/support/fresh-modules.ts'],
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 120_000, // CLI processes and Prism mocks on 2 busy cores
    hookTimeout: 120_000,
  },
});
