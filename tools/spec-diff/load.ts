// Loads every API of a repository, at a git commit or in the working tree, as bundled documents for the
// contract model (as the `bundle` target writes them: one file, local `$ref`s). A commit's specs are
// extracted to a temporary directory first: specs are multi-file, and `$ref`s resolve against their files.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import type { JsonObject, SpecDocument } from '@canton-openapi/contract';
import { bundle, createConfig } from '@redocly/openapi-core';
import { listApis, listChannels } from '../apis.ts';

/** A bad argument or unknown git ref: the CLI exits 2 with this message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Each API's bundled document, by its name under `apis:`; a version without an API has no entry. */
export type LoadedApis = Map<string, SpecDocument>;

/** Runs git in `repo` and answers its trimmed stdout. */
export function git(repo: string, args: string[], input?: Buffer): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] }).trim();
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
  const config = await createConfig({});
  const result = await bundle({ ref: root, config });
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

/** The documents of `redocly.yaml` `apis:`: every API's OpenAPI document and the AsyncAPI documents of their channels. */
function documentsOf(configPath: string): { name: string; root: string }[] {
  return [...listApis(configPath), ...listChannels(configPath)];
}

/** Every API (and its channels) named in the working tree's `redocly.yaml`, loaded from the working tree. */
export async function loadWorkingTree(repo: string): Promise<LoadedApis> {
  const apis: LoadedApis = new Map();
  for (const api of documentsOf(join(repo, 'redocly.yaml'))) {
    if (existsSync(api.root)) apis.set(api.name, { api: api.name, root: await loadSpec(api.root, (f) => relative(repo, f)) });
  }
  return apis;
}

/**
 * Every API named in `redocly.yaml` at `commit`, loaded from that commit. Only the directory
 * holding the API roots is extracted, found from `redocly.yaml` rather than named here.
 */
export async function loadCommit(repo: string, commit: string): Promise<LoadedApis> {
  const apis: LoadedApis = new Map();
  const scratch = mkdtempSync(join(tmpdir(), 'spec-diff-'));
  try {
    let config: string;
    try {
      config = git(repo, ['show', `${commit}:redocly.yaml`]);
    } catch {
      return apis; // no redocly.yaml at that commit: no API existed yet
    }
    const configPath = join(scratch, 'redocly.yaml');
    writeFileSync(configPath, config);
    const entries = documentsOf(configPath);
    const dirs = entries.map((api) => relative(scratch, dirname(api.root)));
    const common = commonDirectory(dirs);
    if (common.startsWith('..')) throw new UsageError(`redocly.yaml at ${commit} names a spec outside the repository`);
    const present = git(repo, ['ls-tree', '-r', '--name-only', commit, '--', common === '' ? '.' : common]);
    if (present !== '') {
      const tar = execFileSync('git', ['archive', '--format=tar', commit, '--', common === '' ? '.' : common], {
        cwd: repo,
        maxBuffer: 256 * 1024 * 1024,
      });
      execFileSync('tar', ['-x', '-f', '-', '-C', scratch], { input: tar });
    }
    for (const api of entries) {
      const display = (f: string) => `${commit.slice(0, 12)}:${relative(scratch, f)}`;
      if (existsSync(api.root)) apis.set(api.name, { api: `${api.name} at ${commit.slice(0, 12)}`, root: await loadSpec(api.root, display) });
    }
    return apis;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The longest directory prefix shared by relative directory paths (`''` for the repository root). */
export function commonDirectory(dirs: string[]): string {
  if (dirs.length === 0) return '';
  const split = dirs.map((d) => d.split(sep).filter((s) => s !== '' && s !== '.'));
  const first = split[0] ?? [];
  let n = 0;
  while (n < first.length && split.every((parts) => parts[n] === first[n])) n++;
  return first.slice(0, n).join('/');
}
