// Loads every API of a repository, at a git commit or in the working tree, as bundled documents for the
// contract model (as the `bundle` target writes them: one file, local `$ref`s). A commit's tree is
// extracted to a temporary directory first: specs are multi-file, and `$ref`s resolve against their files.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type JsonObject, listApis, listChannels, type SpecDocument } from '@canton-openapi/contract';

/** A bad argument or unknown git ref: the CLI exits 2 with this message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Runs a script's `main`, whose answer is the exit code; a usage error or a bad option is printed after `name` (with `usage`) and exits 2. */
export async function runMain(name: string, usage: string, main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    const badOption = error instanceof TypeError && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof UsageError) && !badOption) throw error;
    console.error(`${name}: ${error.message}${usage === '' ? '' : `\n${usage}`}`);
    process.exitCode = 2;
  }
}

/** Each API's bundled document, by its name under `apis:`; a version without an API has no entry. */
export type LoadedApis = Map<string, SpecDocument>;

/** Runs git in `repo` and answers its trimmed stdout. */
export function git(repo: string, args: string[]): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }).trim();
}

/** The top level of the git work tree containing `dir`. */
export function repoTopLevel(dir: string): string {
  try {
    return git(dir, ['rev-parse', '--show-toplevel']);
  } catch {
    throw new UsageError(`${dir} is not inside a git work tree; run spec:diff from the repository`);
  }
}

/** The commit `ref` names in `repo`; a `UsageError` naming the ref when there is none. */
export function resolveCommit(repo: string, ref: string): string {
  try {
    return git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    throw new UsageError(
      `unknown git ref '${ref}': no commit of that name in ${repo}. ` +
        'Pass a branch, tag or commit (for a remote branch, fetch it first: git fetch origin main).',
    );
  }
}

/**
 * Bundles one root document with Redocly: other files' parts become components, `$ref`s stay for the
 * contract model to follow. `display` names files in error messages (a commit's files live in a
 * temporary directory).
 */
export async function loadSpec(root: string, display: (file: string) => string = (f) => f): Promise<JsonObject> {
  // Loaded here, not with the module: the gate and the review load this module before they know there is anything to compare.
  const { bundle, createConfig } = await import('@redocly/openapi-core');
  const result = await bundle({ ref: root, config: await createConfig({}) });
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((p) => {
      const loc = p.location[0];
      return `  ${loc ? `${display(loc.source.absoluteRef)}${loc.pointer ?? ''}` : display(root)}: ${p.message}`;
    });
    throw new UsageError(`cannot bundle ${display(root)}:\n${lines.join('\n')}\nFix the reference, then run spec:diff again.`);
  }
  return result.bundle.parsed as JsonObject;
}

/** Every API (and its channels) named in the working tree's `redocly.yaml`, loaded from the working tree. */
export async function loadWorkingTree(repo: string): Promise<LoadedApis> {
  return loadApis(repo, ' (working tree)', (f) => relative(repo, f));
}

/** Every API named in `redocly.yaml` at `commit`, loaded from that commit's tree (a `$ref` may reach any of its files). */
export async function loadCommit(repo: string, commit: string): Promise<LoadedApis> {
  const scratch = mkdtempSync(join(tmpdir(), 'spec-diff-'));
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', commit], { cwd: repo, maxBuffer: 1024 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-f', '-', '-C', scratch], { input: tar });
    const at = commit.slice(0, 12);
    return await loadApis(scratch, ` at ${at}`, (f) => `${at}:${relative(scratch, f)}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The APIs of `redocly.yaml` `apis:` in the tree `dir` (none without one), each named in errors with `version`. */
async function loadApis(dir: string, version: string, display: (file: string) => string): Promise<LoadedApis> {
  const apis: LoadedApis = new Map();
  const config = join(dir, 'redocly.yaml');
  if (!existsSync(config)) return apis;
  for (const api of [...listApis(config), ...listChannels(config)]) {
    if (relative(dir, api.root).startsWith('..')) throw new UsageError(`redocly.yaml${version} names a spec outside the repository: ${api.root}`);
    if (existsSync(api.root)) apis.set(api.name, { api: `${api.name}${version}`, root: await loadSpec(api.root, display) });
  }
  return apis;
}
