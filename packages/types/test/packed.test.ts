// What `npm pack` ships refers to nothing it leaves out: no source map of sources that are not in the
// package, no declaration comment (an editor's hover) naming the repository's specs/ (the shipped spec
// is `@canton-openapi/types/<api>/openapi.json`). Read from the built dist/ the tarball would hold.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packedFiles, referenceProblems } from '@canton-openapi/tools/release/tarball.ts';

const packageDir = resolve(import.meta.dirname, '..');

describe('the packed tarball', () => {
  it('refers to no file it does not ship', { timeout: 60_000 }, () => {
    const files = packedFiles(packageDir);
    expect(files.filter((file) => file.endsWith('.d.ts')).length).toBeGreaterThan(3);
    expect(referenceProblems(files, (path) => readFileSync(join(packageDir, path), 'utf8'))).toEqual([]);
  });
});
