// `npm run check:breaking`: when the specs changed in a breaking way since the base branch, require a
// major changeset for every published package and committed generated types. A breaking change to an
// operation upstream promises nothing about (`x-stability` internal or pre-alpha, `Change.exempt`) needs
// instead a changeset naming the operation. Passes when there is no base to compare with (a fresh clone
// of main, or HEAD is the base).
import { findBase } from './gate-base.ts';
import { repoTopLevel, runMain } from './load.ts';

async function main(): Promise<number> {
  const repo = repoTopLevel(process.cwd());
  const base = findBase(repo, process.env);
  if (base.kind === 'none') {
    console.log(`check:breaking: nothing to compare (${base.reason}); set CANTON_BASE_REF to check against a branch.`);
    return 0;
  }
  // Loaded only when there is something to compare: keeps the no-base case instant.
  const { diffAgainst } = await import('./diff.ts');
  const { missingForChanges } = await import('./gate-check.ts');
  const { relativeLocation } = await import('./report.ts');
  const { changes } = await diffAgainst(repo, base.commit);
  const against = `${base.ref} (merge-base ${base.commit.slice(0, 12)}, from ${base.source})`;
  const breaking = changes.filter((c) => c.breaking);
  if (breaking.length === 0) {
    console.log(`check:breaking: ${changes.length} spec change${changes.length === 1 ? '' : 's'} against ${against}, none breaking.`);
    return 0;
  }
  const stable = breaking.filter((c) => c.exempt !== true);
  const list = breaking.map(
    (c) =>
      `  ${c.api} ${c.operation ?? '(API)'}${c.operationId ? ` (${c.operationId})` : ''}: ${c.kind} at ${relativeLocation(c)}: ${c.message}` +
      (c.exempt === true ? ` [${c.stability} upstream: a changeset naming it, no major]` : ''),
  );
  const missing = missingForChanges(repo, base.commit, breaking);
  if (missing.length === 0) {
    const declared =
      stable.length > 0
        ? 'declared with major changesets and committed generated types'
        : 'to operations without upstream compatibility promise, each named in a changeset, generated types committed';
    console.log(
      `check:breaking: ${breaking.length} breaking spec change${breaking.length === 1 ? '' : 's'} against ${against}, ${declared}:\n${list.join('\n')}`,
    );
    return 0;
  }
  console.error(
    [
      `check:breaking: ${breaking.length} breaking spec change${breaking.length === 1 ? '' : 's'} against ${against}:`,
      ...list,
      '',
      'A breaking change needs, and this branch is missing:',
      ...missing.map((m) => `  - ${m}`),
      '',
      `See every change with: npm run spec:diff -- --base ${base.commit.slice(0, 12)}`,
    ].join('\n'),
  );
  if (process.env.GITHUB_ACTIONS === 'true') {
    // An annotation puts the sentence on the pull request's checks page, not only in the log.
    const text = `A breaking change needs, and this branch is missing:\n${missing.map((m) => `- ${m}`).join('\n')}`;
    console.log(
      `::error title=Breaking spec change without its major changeset::${text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')}`,
    );
  }
  return 1;
}

await runMain('check:breaking', '', main);
