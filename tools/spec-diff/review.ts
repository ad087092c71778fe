// `npm run spec:review [-- --out FILE]`: the spec review of a pull request as Markdown, against the same
// base as the breaking-change gate. Appended to $GITHUB_STEP_SUMMARY when set. Always exits 0 when it
// could compare (the gate, `check:breaking`, is what fails), 2 on usage errors.
import { appendFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { findBase } from './gate-base.ts';
import { repoTopLevel, runMain } from './load.ts';
import { formatMarkdown, type SpecReview } from './report-markdown.ts';

const usage = 'usage: npm run spec:review [-- --out FILE]';

async function review(repo: string): Promise<SpecReview> {
  const base = findBase(repo, process.env);
  if (base.kind === 'none') return { base: { none: base.reason }, changes: [], packages: [], changesets: [], missing: [] };
  const { diffAgainst } = await import('./diff.ts');
  const { changesetsSince, missingForChanges, publishedPackages } = await import('./gate-check.ts');
  const { changes, releases } = await diffAgainst(repo, base.commit);
  return {
    base: { ref: base.ref, commit: base.commit, source: base.source },
    changes: [...changes.filter((c) => c.breaking), ...changes.filter((c) => !c.breaking)],
    packages: publishedPackages(repo).map((p) => p.name),
    changesets: changesetsSince(repo, base.commit),
    missing: missingForChanges(
      repo,
      base.commit,
      changes.filter((c) => c.breaking),
    ),
    releases,
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help === true) {
    console.log(
      `${usage}\n\nThe spec changes of this branch since its base (as check:breaking finds it), breaking first,\nas Markdown for a pull request. Also appended to $GITHUB_STEP_SUMMARY when that is set.`,
    );
    return 0;
  }
  const markdown = formatMarkdown(await review(repoTopLevel(process.cwd())));
  if (values.out === undefined) process.stdout.write(markdown);
  else writeFileSync(values.out, markdown);
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (summary !== undefined && summary !== '') appendFileSync(summary, markdown);
  return 0;
}

await runMain('spec:review', usage, main);
