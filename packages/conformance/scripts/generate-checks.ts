// Writes what the registry of checks (src/checks/index.ts) decides: the `CheckName` union
// (src/generated/checks.gen.ts) and the README's table of checks. `npm run generate` runs it;
// `npm run check:generated` and test/checks-table.test.ts fail when either differs from the registry.
//   node scripts/generate-checks.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { checks } from '../src/checks/index.ts';

const begin = '<!-- The table of checks is generated from src/checks/ by `npm run generate`. -->';
const end = '<!-- End of the generated table of checks. -->';

/** `src/generated/checks.gen.ts`: every check name of the registry, in its order. */
export function checkNamesModule(): string {
  return `// Generated from the registry of checks (src/checks/index.ts) by scripts/generate-checks.ts. Do not edit: change
// the registry, then run \`npm run generate\`.

/** The checks, as the report names them, in the order they run. */
export type CheckName = ${checks.map((c) => `'${c.name}'`).join(' | ')};
`;
}

/** `readme` with its table of checks (between the markers) written from the registry. */
export function readmeWithChecks(readme: string): string {
  const from = readme.indexOf(begin);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md: the table of checks must stand between "${begin}" and "${end}"`);
  const rows = checks.map((c) => {
    if (/[|\n]/.test(c.doc)) throw new Error(`src/checks: the doc of \`${c.name}\` is one line without "|": it is a cell of the README's table`);
    return `| \`${c.name}\` | ${c.doc} |`;
  });
  return `${readme.slice(0, from)}${[begin, '', '| Check | What it checks |', '|---|---|', ...rows, '', end].join('\n')}${readme.slice(to + end.length)}`;
}

if (import.meta.main) {
  const names = new URL('../src/generated/checks.gen.ts', import.meta.url);
  const readmePath = new URL('../README.md', import.meta.url);
  const readme = readFileSync(readmePath, 'utf8');
  writeFileSync(names, checkNamesModule());
  writeFileSync(readmePath, readmeWithChecks(readme));
  console.log(`checks: ${checks.length} in src/generated/checks.gen.ts and the README's table`);
}
