// The repository's published manifests, licences, changelogs and changesets configuration are ready
// for a release, and the manifest rules catch each kind of mistake.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listApis, repoRoot } from '@canton-openapi/contract';
import { publishedPackages } from '../../spec-diff/gate-check.ts';
import { apiVersionsField, trackedApiVersions } from '../api-versions.ts';
import { type Manifest, type ManifestContext, manifestProblems } from '../manifest.ts';
import { workspaceVersions } from '../workspace.ts';

const read = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');
const packages = publishedPackages(repoRoot);
const context: ManifestContext = { workspace: workspaceVersions(repoRoot), apiVersions: trackedApiVersions(repoRoot) };

it('the three packages are published; contract, specs, tools, node22, typescript-oldest and typescript-native are private workspace packages', () => {
  expect(packages.map((p) => p.name)).toEqual(['@canton-openapi/client', '@canton-openapi/conformance', '@canton-openapi/types']);
  expect(
    [...context.workspace]
      .filter(([, w]) => w.private)
      .map(([name]) => name)
      .sort(),
  ).toEqual([
    '@canton-openapi/contract',
    '@canton-openapi/node22',
    '@canton-openapi/specs',
    '@canton-openapi/tools',
    '@canton-openapi/typescript-native',
    '@canton-openapi/typescript-oldest',
  ]);
});

describe.each(packages.map((p) => [p.name, p.dir] as const))('%s', (name, dir) => {
  const manifest = JSON.parse(read(`${dir}/package.json`)) as Manifest;

  it('has a publishable manifest', () => {
    expect(manifestProblems(manifest, context)).toEqual([]);
  });

  it(`records the specs' info.version of every API in "${apiVersionsField}"`, () => {
    const versions = Object.fromEntries(listApis().map((api) => [api.name, /^ {2}version: (\S+)$/m.exec(readFileSync(api.root, 'utf8'))?.[1]]));
    expect(manifest[apiVersionsField]).toEqual(versions);
  });

  it('ships the root LICENSE unchanged and a CHANGELOG headed by its name', () => {
    expect(read(`${dir}/LICENSE`)).toBe(read('LICENSE'));
    expect(read(`${dir}/CHANGELOG.md`)).toMatch(new RegExp(`^# ${name}\n`));
  });
});

describe('changesets configuration', () => {
  const config = JSON.parse(read('.changeset/config.json')) as {
    fixed: string[][];
    linked: string[][];
    ignore: string[];
    access: string;
    privatePackages: { version: boolean; tag: boolean };
    updateInternalDependencies: string;
  };

  it('releases every published package together, at one version', () => {
    expect(config.fixed.map((group) => [...group].sort())).toEqual([packages.map((p) => p.name)]);
    expect(config.linked).toEqual([]);
    expect(config.ignore).toEqual([]);
  });

  it('never versions or tags the private packages, publishes publicly and updates internal ranges', () => {
    expect(config.privatePackages).toEqual({ version: false, tag: false });
    expect(config.access).toBe('public');
    expect(config.updateInternalDependencies).toBe('patch');
  });
});

describe('manifestProblems', () => {
  const good: Manifest = {
    name: '@canton-openapi/client',
    version: '0.2.0',
    license: 'Apache-2.0',
    files: ['dist', 'LICENSE', 'README.md', 'CHANGELOG.md'],
    publishConfig: { access: 'public' },
    engines: { node: '>=22' },
    [apiVersionsField]: { ledger: '3.5.14' },
    dependencies: { '@canton-openapi/types': '0.2.0', 'openapi-fetch': '0.17.0' },
    devDependencies: { '@canton-openapi/specs': '0.0.0' },
  };
  const fixture: ManifestContext = {
    workspace: new Map([
      ['@canton-openapi/types', { version: '0.2.0', private: false }],
      ['@canton-openapi/specs', { version: '0.0.0', private: true }],
    ]),
    apiVersions: { ledger: '3.5.14' },
  };

  it('accepts a complete manifest', () => {
    expect(manifestProblems(good, fixture)).toEqual([]);
  });

  it('rejects workspace: and file: ranges, stale internal versions and runtime dependencies on private packages', () => {
    expect(manifestProblems({ ...good, dependencies: { '@canton-openapi/types': 'workspace:*', other: 'file:../other' } }, fixture)).toEqual([
      '"dependencies.@canton-openapi/types" is "workspace:*": npm cannot install a workspace: range from the registry; use the version',
      '"dependencies.other" is "file:../other": npm cannot install a file: range from the registry; use the version',
    ]);
    expect(manifestProblems({ ...good, dependencies: { '@canton-openapi/types': '0.1.0' } }, fixture)).toEqual([
      '"dependencies.@canton-openapi/types" is "0.1.0", but the workspace has @canton-openapi/types@0.2.0: internal dependencies pin the exact version',
    ]);
    expect(manifestProblems({ ...good, dependencies: { '@canton-openapi/specs': '0.0.0' } }, fixture)).toEqual([
      '"dependencies.@canton-openapi/specs": @canton-openapi/specs is private and never published, so installing this package would fail',
    ]);
  });

  it('names each missing publishing field, and API versions that differ from the specs', () => {
    expect(manifestProblems({ name: 'x', version: '1.0', private: true, [apiVersionsField]: { ledger: '3.5.13' } }, fixture)).toEqual([
      '"private": true — a published package must not be private',
      '"version" "1.0" is not a semantic version',
      '"license" is undefined, expected "Apache-2.0"',
      '"files" lacks "dist"',
      '"files" lacks "LICENSE"',
      '"files" lacks "README.md"',
      '"files" lacks "CHANGELOG.md"',
      '"publishConfig.access" is not "public": a scoped package is published restricted by default',
      '"engines.node" is missing: say which Node versions are supported',
      '"cantonApis" is {"ledger":"3.5.13"}, but the specs\' info.version say {"ledger":"3.5.14"}: run `node tools/release/api-versions.ts --write`',
    ]);
  });
});
