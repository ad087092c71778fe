// README snippets are verbatim copies of typechecked example files, in this repository's packages and
// in throwaway packages that break each rule once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';
import { publishedPackages } from '../../spec-diff/gate-check.ts';
import { checkReadmeSnippets, type ExamplesProgram, examplesProgram, exampleFiles, regionOf, typeErrors, unimportedNames } from '../snippets.ts';

const packages = publishedPackages(repoRoot);

/** One TypeScript program per package over its examples and README snippets, made at the first test that asks. */
const programs = new Map<string, ExamplesProgram | string>();
const programOf = (dir: string) => programs.get(dir) ?? programs.set(dir, examplesProgram(dir, exampleFiles(dir), checkReadmeSnippets(dir).snippets)).get(dir)!;

describe.each(packages.map((p) => [p.name, join(repoRoot, p.dir)] as const))('%s', (_name, dir) => {
  it('README shows at least one example, and every TypeScript block is its example verbatim', () => {
    const { snippets, problems } = checkReadmeSnippets(dir);
    expect(problems).toEqual([]);
    expect(snippets.length).toBeGreaterThan(0);
  });

  it('every README block shows where each name it uses comes from', { timeout: 120_000 }, () => {
    expect(unimportedNames(dir, checkReadmeSnippets(dir).snippets, programOf(dir))).toEqual([]);
  });

  // The TypeScript compiler over a package's examples: seconds on a quiet machine, more on busy cores.
  it('every example file type-checks with the package', { timeout: 120_000 }, () => {
    const files = exampleFiles(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(typeErrors(dir, files, programOf(dir))).toEqual([]);
  });
});

let scratch: string | undefined;
afterEach(() => {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A package directory holding `files` (relative path → text). */
function fixture(files: Record<string, string>): string {
  scratch = mkdtempSync(join(tmpdir(), 'release-snippets-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, name)), { recursive: true });
    writeFileSync(join(scratch, name), text);
  }
  return scratch;
}

const example = '// Header.\n// #region use\nexport const answer: number = 42;\n// #endregion\n';

describe('checkReadmeSnippets', () => {
  it('accepts a region and a whole file, shown verbatim', () => {
    const dir = fixture({
      'examples/a.ts': example,
      'README.md': `# a\n\n<!-- example: a.ts#use -->\n\`\`\`ts\nexport const answer: number = 42;\n\`\`\`\n\n<!-- example: a.ts -->\n\`\`\`ts\n${example}\`\`\`\n\n\`\`\`sh\nnpm i a\n\`\`\`\n`,
    });
    expect(checkReadmeSnippets(dir)).toEqual({
      snippets: [
        { line: 3, file: 'a.ts', region: 'use', shown: 'export const answer: number = 42;\n' },
        { line: 8, file: 'a.ts', region: undefined, shown: example },
      ],
      problems: [],
    });
  });

  it('names the README line and the first differing line of an edited copy', () => {
    const dir = fixture({
      'examples/a.ts': example,
      'README.md': '# a\n\n<!-- example: a.ts#use -->\n```ts\nexport const answer: number = 41;\n```\n',
    });
    expect(checkReadmeSnippets(dir).problems).toEqual([
      'README.md:3: the block differs from examples/a.ts#use at its line 1 (example: "export const answer: number = 42;", ' +
        'README: "export const answer: number = 41;"); copy the example into the README',
    ]);
  });

  it('rejects a TypeScript block without a marker, a missing region or file, and a marker without a block', () => {
    const dir = fixture({
      'examples/a.ts': example,
      'README.md': [
        '```ts',
        'const x = 1;',
        '```',
        '<!-- example: a.ts#other -->',
        '```ts',
        'x',
        '```',
        '<!-- example: b.ts -->',
        '```ts',
        'x',
        '```',
        '<!-- example: ../secret.ts -->',
        '```ts',
        'x',
        '```',
        '<!-- example: a.ts -->',
        'text',
        '',
      ].join('\n'),
    });
    expect(checkReadmeSnippets(dir).problems).toEqual([
      'README.md:1: a TypeScript block without `<!-- example: <file>#<region> -->` above it; move the code into examples/ (typechecked) and mark where it comes from',
      'README.md:16: the example marker is not followed by a code block',
      'README.md:4: examples/a.ts has no single `// #region other` … `// #endregion`',
      'README.md:8: examples/b.ts does not exist',
      'README.md:12: ../secret.ts is outside examples/',
    ]);
  });
});

describe('unimportedNames', () => {
  it('names a block that uses a name it neither imports nor declares, and passes imports, declarations and globals', { timeout: 120_000 }, () => {
    const shown = "import { helper } from './lib.ts';\nexport const answer = helper(new Client(), console.log, fetch);\n";
    const dir = fixture({
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2023', 'dom'],
          types: [],
          allowImportingTsExtensions: true,
          noEmit: true,
        },
      }),
      'examples/lib.ts': 'export class Client {}\nexport const helper = (..._args: unknown[]) => 42;\n',
      'examples/a.ts': `import { Client } from './lib.ts';\n// #region use\n${shown}// #endregion\n`,
      'README.md': `# a\n\n<!-- example: a.ts#use -->\n\`\`\`ts\n${shown}\`\`\`\n\n<!-- example: a.ts -->\n\`\`\`ts\nimport { Client } from './lib.ts';\n// #region use\n${shown}// #endregion\n\`\`\`\n`,
    });
    const { snippets, problems } = checkReadmeSnippets(dir);
    expect(problems).toEqual([]);
    // The example type-checks (its import is above the region), but the README block alone does not say where Client comes from.
    // Both checks from one program, as for the packages above, and each from its own.
    const program = examplesProgram(dir, exampleFiles(dir), snippets);
    expect(typeErrors(dir, exampleFiles(dir), program)).toEqual([]);
    expect(unimportedNames(dir, snippets)).toEqual(unimportedNames(dir, snippets, program));
    expect(unimportedNames(dir, snippets, program)).toEqual([
      'README.md:3: the block uses Client, which it neither imports nor declares; show its import in examples/a.ts#use',
    ]);
  });
});

describe('regionOf', () => {
  it('answers the lines between the markers, and nothing for an absent or repeated region', () => {
    expect(regionOf(example, 'use')).toBe('export const answer: number = 42;\n');
    expect(regionOf('// #region r\na\n  // #endregion r\n', 'r')).toBe('a\n');
    expect(regionOf(example, 'absent')).toBeUndefined();
    expect(regionOf(`${example}${example}`, 'use')).toBeUndefined();
  });
});

describe('typeErrors', () => {
  it('reports a type error in an example with its file and position', { timeout: 120_000 }, () => {
    const dir = fixture({
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2023'], types: [] } }),
      'examples/good.ts': 'export const n: number = 1;\n',
      'examples/bad.ts': "export const n: number = 'one';\n",
    });
    expect(typeErrors(dir, exampleFiles(dir))).toEqual(["examples/bad.ts:1:14: Type 'string' is not assignable to type 'number'."]);
  });
});
