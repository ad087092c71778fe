// `npm run fuzz`: the fuzz suite (test/fuzz.test.ts) with thousands of cases instead of the few hundred
// `npm test` runs. FUZZ_RUNS (default 5000 per property), FUZZ_TIME_MS (default 8 minutes per
// property) and FUZZ_SEED (to replay a failure fast-check reported) pass through.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = [root, join(root, '..'), join(root, '../..')].map((d) => join(d, 'node_modules/vitest/vitest.mjs')).find((f) => existsSync(f));
if (vitest === undefined) {
  console.error('fuzz: vitest is not installed (run npm ci at the repository root).');
  process.exit(1);
}
const env: NodeJS.ProcessEnv = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '5000', FUZZ_TIME_MS: process.env.FUZZ_TIME_MS ?? String(8 * 60_000) };
console.log(`fuzz: ${env.FUZZ_RUNS} cases per property, at most ${Number(env.FUZZ_TIME_MS) / 1000} s each${env.FUZZ_SEED ? `, seed ${env.FUZZ_SEED}` : ''}`);
const run = spawnSync(process.execPath, [vitest, 'run', 'test/fuzz.test.ts', '--typecheck.enabled=false', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
