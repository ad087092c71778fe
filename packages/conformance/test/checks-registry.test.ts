// The registry of checks (src/checks/index.ts) is the one list: every check file is in it, and the README's
// table of checks is written from it, so a check added, renamed or reworded cannot leave either stale.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { readmeWithChecks } from '../scripts/generate-checks.ts';
import { checks } from '../src/checks/index.ts';

test('every file of src/checks/ is one check of the registry, named as its file', async () => {
  const names = readdirSync(new URL('../src/checks/', import.meta.url))
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((f) => f !== 'check' && f !== 'index');
  const found = await Promise.all(names.map(async (name) => ({ name, exports: Object.values(await import(`../src/checks/${name}.ts`)) })));
  for (const { name, exports } of found) {
    const registered = checks.filter((check) => exports.includes(check));
    expect(
      registered.map((check) => check.name),
      `src/checks/${name}.ts: its check is missing from the list in src/checks/index.ts`,
    ).toEqual([name]);
  }
  expect(checks).toHaveLength(names.length);
});

test("the README's table of checks is the registry's", () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  expect(readme, "the README's table of checks differs from src/checks/: run `npm run generate`").toBe(readmeWithChecks(readme));
});
