// What counts as committed generated code, and how its lines are counted, for the budget check-generated.ts
// holds the repository to; on a scratch repository, so the check's own logic is what is tested.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { committedGeneratedLines, isGenerated, lineCount } from '../generated-lines.ts';

describe('isGenerated', () => {
  it.each([
    'packages/client/src/generated/ledger.gen.ts',
    'packages/types/src/generated/ledger.openapi.json',
    'packages/conformance/src/generated/checks.gen.ts',
    'packages/client/src/generated/ledger-validators.gen.d.ts',
    'tools/x/fixture.gen.js',
  ])('counts %s', (path) => expect(isGenerated(path)).toBe(true));

  it.each([
    'packages/client/src/core/types.ts',
    'tools/codegen/generate-client.ts',
    'specs/ledger/openapi.yaml',
    'docs/gen/readme.md',
    'packages/a/src/generator.ts',
  ])('leaves out %s', (path) => expect(isGenerated(path)).toBe(false));
});

describe('lineCount', () => {
  it('counts lines as wc -l does, and a last line without its newline', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('\n\n')).toBe(2);
  });
});

describe('committedGeneratedLines', () => {
  const repo = mkdtempSync(join(tmpdir(), 'generated-lines-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' });
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };

  it('counts the generated files git tracks, largest first, and neither ignored nor hand-written ones', () => {
    git('init', '-q');
    write('.gitignore', 'src/generated/*-validators.gen.js\n');
    write('src/generated/api.gen.ts', 'a\nb\nc\n');
    write('src/generated/api.openapi.json', '{\n}\n');
    write('src/generated/api-validators.gen.js', 'x\n'.repeat(1000));
    write('src/extra.gen.ts', 'one');
    write('src/core.ts', 'h\n'.repeat(50));
    write('src/generated/untracked.gen.ts', 'u\n');
    git('add', '.gitignore', 'src/generated/api.gen.ts', 'src/generated/api.openapi.json', 'src/extra.gen.ts', 'src/core.ts');
    git('commit', '-qm', 'fixture');
    expect(committedGeneratedLines(repo)).toEqual([
      { path: 'src/generated/api.gen.ts', lines: 3 },
      { path: 'src/generated/api.openapi.json', lines: 2 },
      { path: 'src/extra.gen.ts', lines: 1 },
    ]);
  });
});
