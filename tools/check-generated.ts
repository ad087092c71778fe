// Fails when committed generated files differ from what the pipeline just generated.
// Run after `nx run-many -t generate` (npm test does). Generated code is never edited by hand:
// a difference means the spec or a generator changed without regenerating, or someone edited output.
import { execFileSync } from 'node:child_process';

const pathspec = [':(glob)packages/*/src/generated/**'];
const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...pathspec], {
  encoding: 'utf8',
}).trim();

if (status === '') {
  console.log('check:generated: generated files match the specs.');
} else {
  const diff = execFileSync('git', ['diff', '--stat', '--', ...pathspec], { encoding: 'utf8' });
  console.error('check:generated: generated files differ from what the specs and generators produce:\n');
  console.error(status);
  if (diff.trim() !== '') console.error(`\n${diff}`);
  console.error('\nFix: run `npm run generate` and commit the files under packages/*/src/generated/.');
  process.exit(1);
}
