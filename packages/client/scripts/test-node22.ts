// Runs the client's tests on Node 22, the oldest Node the packages declare (`engines`), with the Node
// that `npm ci` brings from the npm registry into node22/ (see node22/index.ts). Type tests are skipped
// here: tsc does not depend on the runtime.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { node22 } from '../../../node22/index.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let node: string;
let version: string;
try {
  ({ path: node, version } = node22());
} catch (error) {
  console.error(`test:node22: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`test:node22: the client's tests on Node ${version}`);
// The browser test needs Chromium, and the Prism, examples and mock tests start Prism mocks, a test tool
// that needs Node 24 (the client code they drive runs in the other files too); every other test runs.
const vitest = [root, join(root, '..'), join(root, '../..')].map((d) => join(d, 'node_modules/vitest/vitest.mjs')).find((f) => existsSync(f));
if (vitest === undefined) {
  console.error('test:node22: vitest is not installed (run npm ci at the repository root).');
  process.exit(1);
}
const run = spawnSync(
  node,
  [
    vitest,
    'run',
    ...['browser', 'browser-stream', 'prism', 'examples', 'mock-paging', 'bft-mock'].flatMap((name) => ['--exclude', `test/${name}.test.ts`]),
    '--typecheck.enabled=false',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CANTON_EXPECT_NODE: '22' },
  },
);
process.exit(run.status ?? 1);
