// The scratch copy's node_modules: installed packages are linked, npm's own relative links stay
// relative (so workspace packages resolve inside the copy), and tool caches are left behind.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { linkInstalledModules } from '../scratch.ts';

let root: string | undefined;
afterEach(() => {
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
});

it('mirrors node_modules into the copy without ever linking a copy path back into the repository', () => {
  root = mkdtempSync(join(tmpdir(), 'release-scratch-'));
  const repo = join(root, 'repo');
  const copy = join(root, 'copy');
  for (const dir of [
    'node_modules/lib/node_modules/dep',
    'node_modules/@scope',
    'node_modules/.bin',
    'node_modules/.cache/nx',
    'packages/a/node_modules/only-a',
    'tools/node_modules/.vite',
  ])
    mkdirSync(join(repo, dir), { recursive: true });
  mkdirSync(join(copy, 'packages/a'), { recursive: true });
  writeFileSync(join(repo, 'node_modules/lib/index.js'), '');
  writeFileSync(join(repo, 'packages/a/package.json'), '{}');
  symlinkSync('../../packages/a', join(repo, 'node_modules/@scope/a'));
  symlinkSync('../lib/index.js', join(repo, 'node_modules/.bin/lib'));
  writeFileSync(join(copy, 'package.json'), '{}');
  writeFileSync(join(copy, 'packages/a/package.json'), '{}');

  linkInstalledModules(repo, copy);

  expect(realpathSync(join(copy, 'node_modules/lib'))).toBe(realpathSync(join(repo, 'node_modules/lib')));
  expect(lstatSync(join(copy, 'node_modules/@scope')).isSymbolicLink()).toBe(false);
  expect(readlinkSync(join(copy, 'node_modules/@scope/a'))).toBe('../../packages/a');
  expect(realpathSync(join(copy, 'node_modules/@scope/a'))).toBe(realpathSync(join(copy, 'packages/a')));
  expect(readlinkSync(join(copy, 'node_modules/.bin/lib'))).toBe('../lib/index.js');
  expect(realpathSync(join(copy, 'packages/a/node_modules/only-a'))).toBe(realpathSync(join(repo, 'packages/a/node_modules/only-a')));
  expect(existsSync(join(copy, 'node_modules/.cache'))).toBe(false);
  // tools/ is not in the copy: its node_modules is not mirrored (it would be created inside the repository's tree otherwise).
  expect(existsSync(join(copy, 'tools'))).toBe(false);
});
