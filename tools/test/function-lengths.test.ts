// No function in hand-written source is longer than 120 lines, tests and their `describe` callbacks included:
// a function is what a reader holds in mind at once. Generated code (`*.gen.*`, and what the generate targets
// write and git ignores) is left out; it is read through its generator.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';
import { functionSpans } from './support/function-lengths.ts';

const longest = 120;

/** The hand-written TypeScript and JavaScript files git tracks, relative to the repository's root. */
function handWrittenSources(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0');
  return tracked.filter((file) => /\.m?[tj]s$/.test(file) && !/\.gen\./.test(file));
}

describe('function lengths', () => {
  it(`no function in hand-written source is over ${longest} lines`, () => {
    const files = handWrittenSources();
    expect(files).toEqual(expect.arrayContaining(['packages/client/src/core/client.ts', 'packages/conformance/test/prism.test.ts']));
    const tooLong = files.flatMap((file) =>
      functionSpans(join(repoRoot, file))
        .filter((span) => span.lines > longest)
        .map((span) => `${file}:${span.line} ${span.name} (${span.lines} lines)`),
    );
    expect(tooLong).toEqual([]);
  });

  it('counts each function from its first line to its closing brace, callbacks named by their call', () => {
    const text = [
      "describe('the workspace', () => {", // 1
      '  function helper() {', // 2
      '    return 1;', // 3
      '  }', // 4
      '  const arrow = (x: number) =>', // 5
      '    x + 1;', // 6
      '  class Box { get size() { return 0; } }', // 7
      '});', // 8
      'declare function shape(): void;', // 9: a signature without a body is no function
    ].join('\n');
    expect(functionSpans('fixture.ts', text)).toEqual([
      { line: 1, name: "describe('the workspace')", lines: 8 },
      { line: 2, name: 'helper', lines: 3 },
      { line: 5, name: 'arrow', lines: 2 },
      { line: 7, name: 'size', lines: 1 },
    ]);
  });
});
