// What a published package.json must say, checked on the repository's manifests (tests) and on the
// manifests inside the packed tarballs (`release:dry`, after `changeset version`).
import { isDeepStrictEqual } from 'node:util';
import { apiVersionsField } from './api-versions.ts';

/** The package.json fields these checks read. */
export interface Manifest {
  name?: string;
  version?: string;
  private?: boolean;
  license?: string;
  files?: string[];
  publishConfig?: { access?: string };
  engines?: { node?: string };
  exports?: unknown;
  bin?: string | Record<string, string>;
  [apiVersionsField]?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** A workspace package as other manifests must refer to it. */
export interface WorkspaceVersion {
  version: string;
  private: boolean;
}

/** What a manifest is checked against. */
export interface ManifestContext {
  /** Every workspace package by name, with the version it has now (after `changeset version`, in a release). */
  workspace: Map<string, WorkspaceVersion>;
  /** The specs' versions (`trackedApiVersions`). */
  apiVersions: Record<string, string>;
}

/** Files every published package ships besides its build: `files` names them explicitly. */
export const shippedDocuments = ['LICENSE', 'README.md', 'CHANGELOG.md'] as const;

const dependencyFields = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'] as const;
const installedFields = new Set<string>(['dependencies', 'peerDependencies', 'optionalDependencies']);
// Ranges npm cannot resolve from the registry: a manifest with one installs nowhere but here.
const localProtocol = /^(workspace|file|link|portal):/;
const semver = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/** Every problem of a published package's manifest, each a sentence naming the field; empty when none. */
export function manifestProblems(manifest: Manifest, context: ManifestContext): string[] {
  const problems: string[] = [];
  if (manifest.private === true) problems.push('"private": true — a published package must not be private');
  if (typeof manifest.version !== 'string' || !semver.test(manifest.version)) {
    problems.push(`"version" ${JSON.stringify(manifest.version)} is not a semantic version`);
  }
  if (manifest.license !== 'Apache-2.0') problems.push(`"license" is ${JSON.stringify(manifest.license)}, expected "Apache-2.0"`);
  for (const needed of ['dist', ...shippedDocuments]) {
    if (!manifest.files?.includes(needed)) problems.push(`"files" lacks "${needed}"`);
  }
  if (manifest.publishConfig?.access !== 'public') {
    problems.push('"publishConfig.access" is not "public": a scoped package is published restricted by default');
  }
  if (typeof manifest.engines?.node !== 'string') problems.push('"engines.node" is missing: say which Node versions are supported');
  if (!isDeepStrictEqual(manifest[apiVersionsField], context.apiVersions)) {
    problems.push(
      `"${apiVersionsField}" is ${JSON.stringify(manifest[apiVersionsField])}, but the specs' info.version say ` +
        `${JSON.stringify(context.apiVersions)}: run \`node tools/release/api-versions.ts --write\``,
    );
  }
  for (const field of dependencyFields) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (localProtocol.test(range)) {
        problems.push(`"${field}.${name}" is "${range}": npm cannot install a ${range.split(':')[0]}: range from the registry; use the version`);
        continue;
      }
      const local = context.workspace.get(name);
      if (local === undefined) continue;
      if (local.private && installedFields.has(field)) {
        problems.push(`"${field}.${name}": ${name} is private and never published, so installing this package would fail`);
      } else if (range !== local.version) {
        problems.push(`"${field}.${name}" is "${range}", but the workspace has ${name}@${local.version}: internal dependencies pin the exact version`);
      }
    }
  }
  return problems;
}
