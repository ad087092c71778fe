// Published READMEs link only to what the tarball ships (or to absolute URLs): the repository's
// READMEs against their packages' `files`, and the rule on a README that breaks it each way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';
import { publishedPackages } from '../../spec-diff/gate-check.ts';
import type { Manifest } from '../manifest.ts';
import { inFiles, markdownLinks, readmeLinkProblems } from '../readme-links.ts';

describe.each(publishedPackages(repoRoot).map((p) => [p.name, join(repoRoot, p.dir)] as const))('%s README', (_name, dir) => {
  it('has no link that is dead inside the tarball', () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(markdownLinks(readme).length).toBeGreaterThan(0);
    expect(readmeLinkProblems(readme, (path) => inFiles(manifest.files ?? [], path))).toEqual([]);
  });
});

describe('readmeLinkProblems', () => {
  const files = ['dist', 'src/generated/*.openapi.json', 'LICENSE', 'README.md', 'CHANGELOG.md'];
  const shipped = (path: string): boolean => inFiles(files, path);

  it('accepts absolute URLs, anchors and shipped files, in links, images, references and HTML', () => {
    const readme = [
      '[npm](https://www.npmjs.com/package/@canton-openapi/client) [top](#install) [licence](LICENSE)',
      '![logo](dist/logo.png) [spec](./src/generated/ledger.openapi.json "the spec") [mail](mailto:a@b.c)',
      '[ref]: CHANGELOG.md',
      '<a href="dist/index.js">entry</a>',
      '```md',
      '[inside a code block](../../nowhere.md)',
      '```',
    ].join('\n');
    expect(readmeLinkProblems(readme, shipped)).toEqual([]);
  });

  it('names links that leave the package and links to files the tarball leaves out', () => {
    const readme =
      '[specs](../../specs/README.md) [example](examples/read-updates.ts) [tool](../../tools/codegen)\n[sibling]: ../client\n<img src="docs/shot.png">';
    expect(readmeLinkProblems(readme, shipped)).toEqual([
      'README links to ../../specs/README.md, outside the package: dead on npm and in node_modules (use an absolute URL or plain text)',
      'README links to examples/read-updates.ts, which the tarball does not ship (use an absolute URL or plain text)',
      'README links to ../../tools/codegen, outside the package: dead on npm and in node_modules (use an absolute URL or plain text)',
      'README links to ../client, outside the package: dead on npm and in node_modules (use an absolute URL or plain text)',
      'README links to docs/shot.png, which the tarball does not ship (use an absolute URL or plain text)',
    ]);
  });
});
