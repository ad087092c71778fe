// Finds the commit the breaking-change gate compares against: an explicit base (env), the CI's base
// branch, else the merge-base with the default branch. "No base" is an answer, not an error.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, UsageError } from './load.ts';

/** The base to compare with, or why there is none. */
export type GateBase = { kind: 'base'; ref: string; commit: string; source: string } | { kind: 'none'; reason: string };

/** Answers `undefined` instead of throwing when git fails (missing ref, no common ancestor). */
function tryGit(repo: string, args: string[]): string | undefined {
  try {
    return git(repo, args);
  } catch {
    return undefined;
  }
}

/** The branch changesets versions from (`.changeset/config.json` `baseBranch`), else `main`. */
function defaultBranch(repo: string): string {
  const config = join(repo, '.changeset', 'config.json');
  if (!existsSync(config)) return 'main';
  const parsed = JSON.parse(readFileSync(config, 'utf8')) as { baseBranch?: unknown };
  return typeof parsed.baseBranch === 'string' ? parsed.baseBranch : 'main';
}

/** A ref named by the environment: `CANTON_BASE_REF`, else the base branch of a GitHub or GitLab PR. */
function explicitRef(env: NodeJS.ProcessEnv): { ref: string; source: string } | undefined {
  if (env.CANTON_BASE_REF) return { ref: env.CANTON_BASE_REF, source: 'CANTON_BASE_REF' };
  if (env.GITHUB_BASE_REF) return { ref: `origin/${env.GITHUB_BASE_REF}`, source: 'GITHUB_BASE_REF' };
  if (env.CI_MERGE_REQUEST_DIFF_BASE_SHA) return { ref: env.CI_MERGE_REQUEST_DIFF_BASE_SHA, source: 'CI_MERGE_REQUEST_DIFF_BASE_SHA' };
  return undefined;
}

/**
 * Resolves the base commit: the merge-base of HEAD with the explicit ref, else with `origin/<default>`,
 * else with `<default>`. An explicit ref that cannot be used is a `UsageError`: CI asked for it.
 */
export function findBase(repo: string, env: NodeJS.ProcessEnv): GateBase {
  const head = tryGit(repo, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  if (head === undefined) return { kind: 'none', reason: 'the repository has no commit yet' };
  const explicit = explicitRef(env);
  let candidate = explicit;
  if (candidate === undefined) {
    const branch = defaultBranch(repo);
    for (const ref of [`origin/${branch}`, branch]) {
      if (tryGit(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]) !== undefined) {
        candidate = { ref, source: `default branch ${branch}` };
        break;
      }
    }
    if (candidate === undefined) return { kind: 'none', reason: `neither origin/${branch} nor ${branch} exists` };
  }
  const resolved = tryGit(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${candidate.ref}^{commit}`]);
  if (resolved === undefined) {
    if (explicit !== undefined) {
      throw new UsageError(
        `${explicit.source} names '${explicit.ref}', which is not a commit here. ` +
          'Fetch it first (actions/checkout with fetch-depth: 0, or git fetch origin <branch>).',
      );
    }
    return { kind: 'none', reason: `${candidate.ref} does not resolve` };
  }
  const commit = tryGit(repo, ['merge-base', 'HEAD', resolved]);
  if (commit === undefined) {
    if (explicit !== undefined) {
      throw new UsageError(
        `HEAD and ${candidate.ref} (${explicit.source}) have no common ancestor: ` + 'the clone is probably shallow. Check out with fetch-depth: 0.',
      );
    }
    return { kind: 'none', reason: `HEAD has no common ancestor with ${candidate.ref}` };
  }
  if (commit === head) return { kind: 'none', reason: `the base (${candidate.ref}) is HEAD itself` };
  return { kind: 'base', ref: candidate.ref, commit, source: candidate.source };
}
