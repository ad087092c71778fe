// A tarball holds what its manifest points at and the documents, and nothing that is no part of a package.
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../manifest.ts';
import { manifestTargets, referenceProblems, tarballProblems } from '../tarball.ts';

const source = ['@canton-openapi/source'];
const manifest: Manifest = {
  exports: {
    './ledger': {
      types: { '@canton-openapi/source': './src/ledger.ts', default: './dist/ledger.d.ts' },
      '@canton-openapi/source': './src/ledger.ts',
      default: './dist/ledger.js',
    },
    './ledger/openapi.json': './src/generated/ledger.openapi.json',
    './package.json': './package.json',
  },
  bin: { cli: './dist/cli.js' },
};
const complete = [
  'package.json',
  'LICENSE',
  'README.md',
  'CHANGELOG.md',
  'dist/ledger.js',
  'dist/ledger.d.ts',
  'dist/ledger.js.map',
  'dist/cli.js',
  'dist/generated/ledger-validators.gen.js',
  'src/generated/ledger.openapi.json',
];

describe('manifestTargets', () => {
  it('lists every exports and bin target except those of the source condition', () => {
    expect(manifestTargets(manifest, source)).toEqual([
      'dist/ledger.d.ts',
      'dist/ledger.js',
      'src/generated/ledger.openapi.json',
      'package.json',
      'dist/cli.js',
    ]);
  });
});

describe('tarballProblems', () => {
  it('accepts the build, the documents and the exported JSON', () => {
    expect(tarballProblems(complete, manifest, source)).toEqual([]);
  });

  it('names each missing document and export target', () => {
    const files = complete.filter((f) => f !== 'LICENSE' && f !== 'CHANGELOG.md' && f !== 'dist/ledger.d.ts');
    expect(tarballProblems(files, manifest, source)).toEqual([
      'does not ship LICENSE',
      'does not ship CHANGELOG.md',
      'does not ship dist/ledger.d.ts, which its exports or bin point at',
    ]);
  });

  it('rejects tests, sources, examples, nested installs and build state', () => {
    const extra = ['src/ledger.ts', 'examples/a.ts', 'test/a.test.ts', 'dist/a.test.js', 'dist/node_modules/x/index.js', 'dist/tsconfig.build.tsbuildinfo'];
    expect(tarballProblems([...complete, ...extra], manifest, source)).toEqual([
      'ships src/ledger.ts: only dist/, the documents and what exports or bin point at belong in it',
      'ships examples/a.ts: only dist/, the documents and what exports or bin point at belong in it',
      'ships test/a.test.ts, which is no part of a package',
      'ships dist/a.test.js, which is no part of a package',
      'ships dist/node_modules/x/index.js, which is no part of a package',
      'ships dist/tsconfig.build.tsbuildinfo, which is no part of a package',
    ]);
  });

  it('notices a package that was never built', () => {
    expect(tarballProblems(['package.json', 'LICENSE', 'README.md', 'CHANGELOG.md'], {}, source)).toEqual(['ships no dist/: was it built?']);
  });
});

describe('referenceProblems', () => {
  const shipped: Record<string, string> = {
    'dist/a.js': 'export const a = 1;\n//# sourceMappingURL=a.js.map\n',
    'dist/a.js.map': JSON.stringify({ version: 3, sources: ['../src/a.ts'], sourcesContent: ['export const a = 1;'], mappings: '' }),
    'dist/a.d.ts': '/** Generated from its spec, shipped as `@canton-openapi/types/ledger/openapi.json`. */\nexport declare const a = 1;\n',
    'dist/b.js': 'const id = "https://canton-openapi.invalid/specs/ledger/openapi.json#/x";\n',
    'dist/c.js': "import { a } from \"./a.js\";\nexport * from './b.js';\nexport const load = () => import('./generated/v.gen.js');\nimport 'openapi-fetch';\n",
    'dist/generated/v.gen.js': 'export const v = {};\n',
  };
  const read = (files: Record<string, string>) => (path: string) => files[path] ?? '';

  it('accepts maps that are shipped or carry their sources, imports of shipped modules and packages, and spec URLs that are no repository paths', () => {
    expect(referenceProblems(Object.keys(shipped), read(shipped))).toEqual([]);
  });

  it('names a map, a mapped source, a repository spec path and an imported module the tarball lacks', () => {
    const files = {
      'dist/a.js': 'export const a = 1;\n//# sourceMappingURL=a.js.map\n',
      'dist/a.d.ts':
        '/**\n * @see specs/ledger/openapi.yaml\n * @see specs/ledger/paths/updates.yaml\n */\nexport declare const a = 1;\n//# sourceMappingURL=a.d.ts.map\n',
      'dist/a.d.ts.map': JSON.stringify({ version: 3, sources: ['../src/a.ts'], mappings: '' }),
      'dist/generated/api.gen.js': 'export const api = { loadValidators: () => import(\'./api-validators.gen.js\') };\nexport { b } from "../b.js";\n',
    };
    expect(referenceProblems(Object.keys(files), read(files))).toEqual([
      'dist/a.js points at a.js.map (sourceMappingURL), which the tarball does not ship',
      'dist/a.d.ts names specs/ledger/openapi.yaml in its comments, which editors show and the package does not ship',
      'dist/a.d.ts names specs/ledger/paths/updates.yaml in its comments, which editors show and the package does not ship',
      'dist/a.d.ts.map maps to ../src/a.ts, which the tarball does not ship',
      'dist/generated/api.gen.js imports ./api-validators.gen.js, which the tarball does not ship',
      'dist/generated/api.gen.js imports ../b.js, which the tarball does not ship',
    ]);
  });
});
