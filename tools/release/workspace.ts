// The npm workspace packages of a repository, private ones included, as release checks refer to them.
import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest, WorkspaceVersion } from './manifest.ts';

/** A workspace package: its directory relative to the repository, and its manifest. */
export interface WorkspacePackage {
  dir: string;
  manifest: Manifest;
}

/** Every package matched by the root manifest's `workspaces`, sorted by directory. */
export function workspacePackages(repo: string): WorkspacePackage[] {
  const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return globSync(
    (root.workspaces ?? []).map((pattern) => `${pattern}/package.json`),
    { cwd: repo },
  )
    .sort()
    .map((file) => ({ dir: dirname(file), manifest: JSON.parse(readFileSync(join(repo, file), 'utf8')) as Manifest }));
}

/** Every workspace package by name, with its version and whether it is private. */
export function workspaceVersions(repo: string): Map<string, WorkspaceVersion> {
  return new Map(
    workspacePackages(repo).flatMap(({ manifest }) =>
      manifest.name === undefined ? [] : [[manifest.name, { version: manifest.version ?? '', private: manifest.private === true }] as const],
    ),
  );
}
