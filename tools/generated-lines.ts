// How much generated code the repository commits, against a budget: what a spec change makes reviewers
// scroll through. Machine output nobody reads (the client's compiled validators, the types' copies of the
// bundled specs) is built by the generate targets and gitignored instead; check-generated.ts fails when
// the committed rest grows past the budget. The count, by hand:
//   git ls-files -z | grep -zE '(^|/)generated/|\.gen\.' | xargs -0 cat | wc -l
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The most generated lines the repository may commit. */
export const generatedLineBudget = 40_000;

/** Whether a repository path is generated code: a file under a `generated/` folder or named `*.gen.*`. */
export function isGenerated(path: string): boolean {
  return /(^|\/)generated\//.test(path) || /\.gen\./.test(path.slice(path.lastIndexOf('/') + 1));
}

/** The lines of `text` as `wc -l` counts them when it ends with a newline, a last unterminated line included. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/**
 * Every committed generated file of the repository at `root` (`git ls-files`; one deleted but not yet
 * committed left out) with its line count, largest first.
 */
export function committedGeneratedLines(root: string): { path: string; lines: number }[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return tracked
    .filter((path) => path !== '' && isGenerated(path) && existsSync(join(root, path)))
    .map((path) => ({ path, lines: lineCount(readFileSync(join(root, path), 'utf8')) }))
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}
