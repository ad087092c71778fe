// What a breaking spec change must come with: a changeset giving a major bump to every published
// package (all are generated from, or tested against, the specs) and the regenerated types committed.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import type { Change } from './change.ts';
import { git } from './load.ts';

interface Manifest {
  name?: string;
  private?: boolean;
  workspaces?: string[];
}

/** A published workspace package: its name and its directory relative to the repository. */
export interface PublishedPackage {
  name: string;
  dir: string;
}

/** Every non-private package of the npm workspaces (`workspaces` globs), sorted by name. */
export function publishedPackages(repo: string): PublishedPackage[] {
  const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as Manifest;
  return globSync(
    (root.workspaces ?? []).map((pattern) => `${pattern}/package.json`),
    { cwd: repo },
  )
    .map((file) => ({ dir: dirname(file), manifest: JSON.parse(readFileSync(join(repo, file), 'utf8')) as Manifest }))
    .filter(({ manifest }) => manifest.private !== true && typeof manifest.name === 'string')
    .map(({ dir, manifest }) => ({ name: manifest.name as string, dir }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A changeset added since the base: its path and the bump it gives each package. */
export interface AddedChangeset {
  file: string;
  bumps: Record<string, string>;
}

/** Changesets added since `base`: committed, staged or untracked `.changeset/*.md` (README excluded). */
export function changesetsSince(repo: string, base: string): AddedChangeset[] {
  const added = git(repo, ['diff', '--name-only', '--diff-filter=A', base, '--', '.changeset']).split('\n');
  const untracked = git(repo, ['ls-files', '--others', '--exclude-standard', '--', '.changeset']).split('\n');
  return [...new Set([...added, ...untracked])]
    .filter((file) => /^\.changeset\/[^/]+\.md$/.test(file) && file !== '.changeset/README.md')
    .filter((file) => existsSync(join(repo, file)))
    .sort()
    .map((file) => ({ file, bumps: frontmatter(readFileSync(join(repo, file), 'utf8')) }));
}

function frontmatter(text: string): Record<string, string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (match?.[1] === undefined) return {};
  const parsed = parse(match[1]) as unknown;
  if (parsed === null || typeof parsed !== 'object') return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** Uncommitted changes (`git status --porcelain` lines) under each published package's `src/generated`. */
export function uncommittedGenerated(repo: string, packages: PublishedPackage[]): string[] {
  const dirs = packages.map((p) => join(p.dir, 'src', 'generated')).filter((d) => existsSync(join(repo, d)));
  if (dirs.length === 0) return [];
  const status = git(repo, ['status', '--porcelain', '--untracked-files=all', '--', ...dirs]);
  return status === '' ? [] : status.split('\n');
}

/**
 * What is missing for breaking changes to operations upstream promises nothing about (`exempt`: `internal` or
 * `pre-alpha`): a changeset added since `base` that names each of `operationIds`, so users read it in the release
 * notes; no major, since such an operation follows upstream's changes. Empty when nothing is missing.
 */
export function missingForExempt(repo: string, base: string, operationIds: readonly string[]): string[] {
  const texts = changesetsSince(repo, base).map((c) => readFileSync(join(repo, c.file), 'utf8'));
  const named = (id: string) => texts.some((text) => new RegExp(`\\b${id}\\b`).test(text));
  const unnamed = [...new Set(operationIds)].filter((id) => !named(id));
  if (unnamed.length === 0) return [];
  return [
    [
      `A changeset naming ${unnamed.map((id) => `\`${id}\``).join(', ')}: upstream promises no compatibility for ${unnamed.length === 1 ? 'it' : 'them'} (internal or pre-alpha), so a minor bump is enough, but users must read the change.`,
      '    Fix: add .changeset/<kebab-name>.md with a minor bump for the packages it changes and one sentence such as:',
      `      <api> \`${unnamed[0]}\` (internal upstream): <what changed and what users must do>.`,
    ].join('\n'),
  ];
}

/** What is missing for a breaking change to pass the gate; empty when nothing is. */
export function missingForBreaking(repo: string, base: string): string[] {
  const packages = publishedPackages(repo);
  const changesets = changesetsSince(repo, base);
  const major = new Set(
    changesets.flatMap((c) =>
      Object.entries(c.bumps)
        .filter(([, bump]) => bump === 'major')
        .map(([name]) => name),
    ),
  );
  const needMajor = packages.filter((p) => !major.has(p.name));
  const problems: string[] = [];
  if (needMajor.length > 0) {
    const found =
      changesets.length === 0
        ? 'No changeset was added since the base.'
        : `Changesets added since the base: ${changesets
            .map(
              (c) =>
                `${c.file} (${
                  Object.entries(c.bumps)
                    .map(([n, b]) => `${n}: ${b}`)
                    .join(', ') || 'no packages'
                })`,
            )
            .join('; ')}.`;
    problems.push(
      [
        `A changeset with a major bump for ${needMajor.map((p) => p.name).join(', ')}. ${found}`,
        '    Fix: add .changeset/<kebab-name>.md (or raise the bumps in an existing one) with:',
        '      ---',
        ...packages.map((p) => `      "${p.name}": major`),
        '      ---',
        '      BREAKING <api> `<operationId>`: <what changed and what clients must do>.',
      ].join('\n'),
    );
  }
  problems.push(...missingGenerated(repo, packages));
  return problems;
}

/** The regenerated types, when they are not committed: what a spec change that breaks anyone must come with. */
export function missingGenerated(repo: string, packages: PublishedPackage[] = publishedPackages(repo)): string[] {
  const generated = uncommittedGenerated(repo, packages);
  if (generated.length === 0) return [];
  return [
    [
      'The regenerated types, committed. Uncommitted changes under src/generated:',
      ...generated.map((line) => `      ${line}`),
      '    Fix: npm run generate, then commit the files under packages/*/src/generated/.',
    ].join('\n'),
  ];
}

/**
 * What the breaking changes `breaking` need and the branch lacks: a major changeset where any of them touches an
 * operation with upstream's compatibility promise, a changeset naming each operation of the `exempt` ones, and the
 * regenerated types committed. Empty when nothing is missing (or nothing breaks).
 */
export function missingForChanges(repo: string, base: string, breaking: readonly Change[]): string[] {
  if (breaking.length === 0) return [];
  const exempt = breaking.filter((c) => c.exempt === true);
  const stable = breaking.length > exempt.length;
  return [
    ...(stable ? missingForBreaking(repo, base) : missingGenerated(repo)),
    ...missingForExempt(
      repo,
      base,
      exempt.map((c) => c.operationId ?? c.operation ?? c.api),
    ),
  ];
}
