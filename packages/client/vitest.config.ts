import { defineConfig } from 'vitest/config';

/** The files that run against the shared Prism mocks (test/support/mocks.ts), started once for all of them. */
const againstMocks = ['test/prism.test.ts', 'test/examples.test.ts', 'test/mock-paging.test.ts', 'test/browser.test.ts'];
/**
 * The files that read the package as built (`dist/`): their own project, run by the `test:dist` target after the
 * build, so the rest (source through the `@canton-openapi/source` condition) starts right after `generate`.
 */
const ofTheBuild = ['test/packed.test.ts', 'test/oldest-typescript.test.ts'];

// Unit tests inject fetch; the files of the `mocks` project, browser*.test.ts, bft-mock.test.ts and the tests of sockets
// (bft.test.ts, stream-*.test.ts, …) start servers. Type tests (`*.test-d.ts`) run through TypeScript 7's
// `tsc-native` (typescript-native/), which also type-checks src/, examples/ and bench/.
export default defineConfig({
  resolve: { conditions: ['@canton-openapi/source'] },
  ssr: { resolve: { conditions: ['@canton-openapi/source'] } },
  test: {
    // A limit that finds a hung test, not a slow machine: the property tests validate every operation's answers in
    // every mode (the ledger's validators load with the first), which takes seconds on 2 cores shared with the
    // other projects' tests. No test here waits on time: fake clocks, or the events they wait for.
    testTimeout: 120_000,
    // Files share a worker, so the libraries they load are loaded once per worker; each file still gets the
    // client's own modules afresh (test/support/fresh-modules.ts).
    isolate: false,
    setupFiles: ['test/support/fresh-modules.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...againstMocks, ...ofTheBuild],
          typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json', checker: 'tsc-native' },
        },
      },
      // vitest runs a project's global set-up only when some file of it runs: a run of other files starts no mock.
      { extends: true, test: { name: 'mocks', include: againstMocks, globalSetup: ['test/support/mocks.ts'], hookTimeout: 120_000 } },
      { extends: true, test: { name: 'dist', include: ofTheBuild } },
    ],
  },
});
