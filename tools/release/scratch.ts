// The scratch copy a dry release runs in: a clone of the commit being released, with node_modules made
// of links into the repository's installed ones, so nothing the release does can write to the repository.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { git } from '../spec-diff/load.ts';

/** A finished child process: exit status, both streams and how long it took. */
export interface RunResult {
  status: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `command` without a shell; never throws on a non-zero exit (the caller names the failed step). */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string }): RunResult {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = Math.round(performance.now() - started);
  if (result.error) return { status: 127, stdout: '', stderr: `${command}: ${result.error.message}`, ms };
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr, ms };
}

/** What `git status` shows outside the release's reach: uncommitted changes, and pending changesets among them. */
export interface WorkingTreeState {
  commit: string;
  /** `git status --porcelain` lines of tracked and untracked files. */
  uncommitted: string[];
  /** Untracked or modified `.changeset/*.md` (README excluded), relative to the repository. */
  pendingChangesets: string[];
}

/** The commit a release would start from, and what of the working tree it would leave out. */
export function workingTreeState(repo: string): WorkingTreeState {
  const commit = git(repo, ['rev-parse', '--verify', 'HEAD^{commit}']);
  // No optional locks: `git status` would otherwise refresh the repository's index, a write.
  const status = git(repo, ['--no-optional-locks', 'status', '--porcelain', '--untracked-files=all']);
  const uncommitted = status === '' ? [] : status.split('\n');
  const pendingChangesets = uncommitted
    .filter((line) => !line.startsWith(' D') && !line.startsWith('D '))
    .map((line) => line.slice(3))
    .filter((file) => /^\.changeset\/[^/]+\.md$/.test(file) && file !== '.changeset/README.md');
  return { commit, uncommitted, pendingChangesets };
}

/** Clones `repo` into `dest` (full history: changelog lines name the commit that added each changeset) at `commit`. */
export function cloneAt(repo: string, dest: string, commit: string): void {
  git(repo, ['clone', '--quiet', '--no-checkout', '--no-hardlinks', repo, dest]);
  git(dest, ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--detach', commit]);
}

// Dot entries are caches tools write while they run (.cache, .vite, .vitest-cache…): a copy starts
// without them. npm's own two are kept.
const linkedDotEntries = new Set(['.bin', '.package-lock.json']);

/**
 * Mirrors `from` (an installed node_modules) into `to`: packages become links to the installed ones,
 * while links npm made itself keep their relative target, so `@canton-openapi/*` and `.bin/` entries
 * point into the copy's own packages. Scope folders and `.bin` are real folders, so links inside them
 * stay relative to the copy.
 */
export function mirrorNodeModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry.startsWith('.') && !linkedDotEntries.has(entry)) continue;
    const source = join(from, entry);
    const target = join(to, entry);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (stat.isDirectory() && (entry === '.bin' || entry.startsWith('@'))) mirrorNodeModules(source, target);
    else symlinkSync(source, target);
  }
}

/** Mirrors every installed node_modules of `repo` (the root's and each workspace's) into the copy at `dest`. */
export function linkInstalledModules(repo: string, dest: string): void {
  if (!existsSync(join(repo, 'node_modules'))) throw new Error(`${repo} has no node_modules: run \`npm ci\` first`);
  const installed = globSync(['node_modules', '*/node_modules', '*/*/node_modules'], { cwd: repo }).filter(
    (dir) => !dirname(dir).split(sep).includes('node_modules'),
  );
  for (const dir of installed) {
    // Only where the copy has the package: never through a link into the repository.
    if (existsSync(join(dest, dirname(dir), 'package.json'))) mirrorNodeModules(join(repo, dir), join(dest, dir));
  }
}
