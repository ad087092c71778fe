// Fails when committed generated files differ from what the pipeline just generated.
// Run after `nx run-many -t generate` (npm test does). Generated code is never edited by hand:
// a difference means the spec or a generator changed without regenerating, or someone edited output.
// What the generate targets build but git ignores (the client's validators, the types' spec copies,
// .gitignore) is checked to stay out of git, and the committed rest to stay within its line budget.
import { execFileSync } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { relative } from 'node:path';
import { planSurfaces } from './codegen/generate-surfaces.ts';
import { specsReadme, tableApis } from './codegen/generate-operations-table.ts';
import { readmeWithOperations } from './codegen/operations-table.ts';
import { committedGeneratedLines, generatedLineBudget } from './generated-lines.ts';
import { repoRoot } from '@canton-openapi/contract';

const pathspec = [':(glob)packages/*/src/generated/**'];

// The `exports` maps are generated into package.json files that also hold hand-written fields, so
// only `exports` is compared: what generation produces against what git has staged (committed in CI).
const staleExports: string[] = [];
for (const [path, text] of planSurfaces(['types', 'client'], {}).files) {
  if (!path.endsWith('package.json')) continue;
  const rel = path.slice(repoRoot.length + 1);
  const staged = JSON.parse(execFileSync('git', ['show', `:${rel}`], { encoding: 'utf8' })) as { exports?: unknown };
  if (!isDeepStrictEqual(staged.exports, (JSON.parse(text) as { exports?: unknown }).exports)) staleExports.push(rel);
}
if (staleExports.length > 0) {
  console.error(`check:generated: the "exports" of ${staleExports.join(' and ')} differ from what redocly.yaml \`apis:\` generates.`);
  console.error('Fix: run `npm run generate` and commit the package.json files.');
  process.exit(1);
}
// The table of operations is generated into specs/README.md, which is prose besides: the staged README
// against the same README with its table generated from the bundled specs.
const readme = relative(repoRoot, specsReadme);
const stagedReadme = execFileSync('git', ['show', `:${readme}`], { encoding: 'utf8' });
let apis: Awaited<ReturnType<typeof tableApis>>;
try {
  apis = await tableApis();
} catch (error) {
  console.error(`check:generated: cannot read the bundled specs for ${readme}'s table of operations (${(error as Error).message}).`);
  console.error('Fix: run `npm run bundle` (or `npm run generate`), then check again.');
  process.exit(1);
}
let readmeStale: string | undefined;
try {
  if (readmeWithOperations(stagedReadme, apis) !== stagedReadme) readmeStale = `the table of operations in ${readme} differs from what the specs generate.`;
} catch (error) {
  readmeStale = (error as Error).message;
}
if (readmeStale !== undefined) {
  console.error(`check:generated: ${readmeStale}`);
  console.error(`Fix: run \`npm run generate\` and commit ${readme}.`);
  process.exit(1);
}

// A built file that is committed all the same (`git add -f`, or committed before .gitignore named it)
// would be checked against nothing and grow the diffs it was ignored to keep small.
const ignoredButCommitted = execFileSync('git', ['ls-files', '--cached', '--ignored', '--exclude-standard', '--', ...pathspec], { encoding: 'utf8' }).trim();
if (ignoredButCommitted !== '') {
  console.error('check:generated: these files are built by the generate targets and ignored by .gitignore, yet committed:\n');
  console.error(ignoredButCommitted);
  console.error('\nFix: git rm --cached them; `npm run generate` builds them.');
  process.exit(1);
}

const generatedLines = committedGeneratedLines(repoRoot);
const total = generatedLines.reduce((sum, file) => sum + file.lines, 0);
if (total > generatedLineBudget) {
  console.error(`check:generated: ${total} committed generated lines, over the budget of ${generatedLineBudget} (tools/generated-lines.ts). The largest:\n`);
  for (const file of generatedLines.slice(0, 10)) console.error(`  ${String(file.lines).padStart(7)}  ${file.path}`);
  console.error('\nFix: build machine output nobody reads in the generate target and add it to .gitignore instead of committing it.');
  process.exit(1);
}

const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...pathspec], {
  encoding: 'utf8',
}).trim();

if (status === '') {
  console.log(
    `check:generated: generated files match the specs; ${total} committed generated lines in ${generatedLines.length} files (budget ${generatedLineBudget}).`,
  );
} else {
  const diff = execFileSync('git', ['diff', '--stat', '--', ...pathspec], { encoding: 'utf8' });
  console.error('check:generated: generated files differ from what the specs and generators produce:\n');
  console.error(status);
  if (diff.trim() !== '') console.error(`\n${diff}`);
  console.error('\nFix: run `npm run generate` and commit the files under packages/*/src/generated/.');
  process.exit(1);
}
