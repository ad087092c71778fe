// Runs the client's tests on Node 22, the oldest Node the packages declare (`engines`), with a Node
// brought from the npm registry: `node22/` pins the `node` package at a 22.x release (its own
// lockfile, not a workspace, so its `node` binary never shadows the repository's Node 24). The
// first run installs it with `npm ci`. Type tests are skipped here: tsc does not depend on the runtime.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'node22');
const node = join(dir, 'node_modules/node/bin/node');

if (!existsSync(node)) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit', shell: process.platform === 'win32' });
  if (install.status !== 0 || !existsSync(node)) {
    console.error('test:node22: could not install Node 22 from the npm registry (npm ci in packages/client/node22).');
    process.exit(1);
  }
}
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
if (!version.startsWith('v22.')) {
  console.error(`test:node22: expected Node 22, ${node} is ${version || 'not runnable'}.`);
  process.exit(1);
}
console.log(`test:node22: the client's tests on Node ${version}`);
// The browser test needs Chromium, and the Prism, mock-paging and examples tests start Prism mocks, a test tool
// that needs Node 24 (the client code they drive runs in the other files too); every other test runs.
const vitest = [root, join(root, '..'), join(root, '../..')].map((d) => join(d, 'node_modules/vitest/vitest.mjs')).find((f) => existsSync(f));
if (vitest === undefined) {
  console.error('test:node22: vitest is not installed (run npm ci at the repository root).');
  process.exit(1);
}
const run = spawnSync(node, [vitest, 'run', ...['browser', 'prism', 'mock-paging', 'examples'].flatMap((name) => ['--exclude', `test/${name}.test.ts`]), '--typecheck.enabled=false', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CANTON_EXPECT_NODE: '22' },
});
process.exit(run.status ?? 1);
