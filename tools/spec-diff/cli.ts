// `npm run spec:diff -- --base <git-ref> [--json]`: compares every API at a git ref with the working
// tree. Exit 1 when a change is breaking for clients, 0 otherwise, 2 on usage errors.
import { parseArgs } from 'node:util';
import { diffAgainst } from './diff.ts';
import { repoTopLevel, runMain, UsageError } from './load.ts';
import { formatJson, formatText } from './report.ts';

const usage = 'usage: npm run spec:diff -- --base <git-ref> [--json]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help === true) {
    console.log(
      `${usage}\n\nCompares each API of redocly.yaml at <git-ref> with the working tree and lists every change\nas breaking or non-breaking for clients. Exit 1 when any change is breaking.`,
    );
    return 0;
  }
  if (values.base === undefined || values.base === '') throw new UsageError('missing --base <git-ref>');
  const diff = await diffAgainst(repoTopLevel(process.cwd()), values.base);
  console.log(values.json === true ? formatJson(diff) : formatText(diff));
  return diff.breaking ? 1 : 0;
}

await runMain('spec:diff', usage, main);
