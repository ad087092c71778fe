// README code is taken from typechecked example files. A TypeScript block in a package README is
// preceded by `<!-- example: <file>[#<region>] -->`, naming a file under the package's `examples/` and
// optionally a `// #region <name>` … `// #endregion` in it; the block must be that text, byte for byte.
import { readFileSync, existsSync, globSync } from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';
import { parsedOnce } from './parsed-once.ts';

/** A README block marked as coming from an example file. */
export interface Snippet {
  /** 1-based line of the marker in the README. */
  line: number;
  /** Path under `examples/`. */
  file: string;
  region: string | undefined;
  /** The fenced block's content, up to and including its last newline. */
  shown: string;
}

/** The marked snippets of a README and what is wrong with them. */
export interface SnippetReport {
  snippets: Snippet[];
  problems: string[];
}

const marker = /^<!-- example: ([^\s#]+)(?:#(\S+))? -->$/;
const fenceOpen = /^```(\w*)\s*$/;
const typescriptFences = new Set(['ts', 'typescript', 'tsx', 'mts']);

/** The text between `// #region name` and the next `// #endregion` line; undefined without exactly one such region. */
export function regionOf(source: string, name: string): string | undefined {
  const lines = source.split('\n');
  const starts = lines.flatMap((line, index) => (line.trim() === `// #region ${name}` ? [index] : []));
  if (starts.length !== 1) return undefined;
  const start = starts[0] as number;
  const end = lines.findIndex((line, index) => index > start && /^\s*\/\/ #endregion\b/.test(line));
  if (end === -1) return undefined;
  return lines
    .slice(start + 1, end)
    .map((line) => `${line}\n`)
    .join('');
}

/** Reads a package's README and checks every TypeScript block is a marked, verbatim example snippet. */
export function checkReadmeSnippets(packageDir: string): SnippetReport {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const lines = readme.split('\n');
  const snippets: Snippet[] = [];
  const problems: string[] = [];
  let pendingMarker: { line: number; file: string; region: string | undefined } | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const markerMatch = marker.exec(line);
    if (markerMatch) {
      pendingMarker = { line: index + 1, file: markerMatch[1] as string, region: markerMatch[2] };
      continue;
    }
    const fence = fenceOpen.exec(line);
    if (fence === null) {
      if (pendingMarker !== undefined) problems.push(`README.md:${pendingMarker.line}: the example marker is not followed by a code block`);
      pendingMarker = undefined;
      continue;
    }
    const close = lines.findIndex((l, i) => i > index && l.startsWith('```'));
    if (close === -1) {
      problems.push(`README.md:${index + 1}: a code block is never closed`);
      break;
    }
    const shown = lines
      .slice(index + 1, close)
      .map((l) => `${l}\n`)
      .join('');
    if (pendingMarker !== undefined) {
      snippets.push({ ...pendingMarker, shown });
    } else if (typescriptFences.has(fence[1] as string)) {
      problems.push(
        `README.md:${index + 1}: a TypeScript block without \`<!-- example: <file>#<region> -->\` above it; ` +
          'move the code into examples/ (typechecked) and mark where it comes from',
      );
    }
    pendingMarker = undefined;
    index = close;
  }
  for (const snippet of snippets) {
    const where = `README.md:${snippet.line}`;
    const path = normalize(join(packageDir, 'examples', snippet.file));
    if (relative(join(packageDir, 'examples'), path).split(sep)[0] === '..') {
      problems.push(`${where}: ${snippet.file} is outside examples/`);
      continue;
    }
    if (!existsSync(path)) {
      problems.push(`${where}: examples/${snippet.file} does not exist`);
      continue;
    }
    const source = readFileSync(path, 'utf8');
    const expected = snippet.region === undefined ? source : regionOf(source, snippet.region);
    const name = `examples/${snippet.file}${snippet.region === undefined ? '' : `#${snippet.region}`}`;
    if (expected === undefined) {
      problems.push(`${where}: examples/${snippet.file} has no single \`// #region ${snippet.region}\` … \`// #endregion\``);
    } else if (expected !== snippet.shown) {
      problems.push(`${where}: the block differs from ${name}${firstDifference(expected, snippet.shown)}; copy the example into the README`);
    }
  }
  return { snippets, problems };
}

function firstDifference(expected: string, shown: string): string {
  const a = expected.split('\n');
  const b = shown.split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  const line = at === -1 ? Math.min(a.length, b.length) : at;
  return ` at its line ${line + 1} (example: ${JSON.stringify(a[line] ?? '<end>')}, README: ${JSON.stringify(b[line] ?? '<end>')})`;
}

/** Every `.ts` file under a package's `examples/`, absolute and sorted. */
export function exampleFiles(packageDir: string): string[] {
  return globSync('examples/**/*.ts', { cwd: packageDir })
    .map((file) => join(packageDir, file))
    .sort();
}

/** A TypeScript program over a package's example files and README snippets, with the package's tsconfig.json. */
export interface ExamplesProgram {
  program: ts.Program;
  /** Each snippet by the path of its virtual file, beside the examples. */
  snippets: Map<string, Snippet>;
}

/**
 * One program over `files` (a package's example files) and `snippets` (each compiled alone, as a reader who
 * copies it would: a module of its own beside the examples, so that imports resolve as theirs do), with the
 * package's tsconfig.json; a message when that cannot be read. One program serves both checks below.
 */
export function examplesProgram(packageDir: string, files: readonly string[], snippets: readonly Snippet[]): ExamplesProgram | string {
  const host: ts.ParseConfigFileHost = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined };
  const config = ts.getParsedCommandLineOfConfigFile(join(packageDir, 'tsconfig.json'), {}, host);
  if (config === undefined) return `${join(packageDir, 'tsconfig.json')}: cannot be read`;
  const virtual = new Map(
    snippets.map((s) => [normalize(join(packageDir, 'examples', `__readme-${s.line}.ts`)), { snippet: s, text: `${s.shown}\nexport {};\n` }]),
  );
  const compilerHost = ts.createCompilerHost(config.options, true);
  const { fileExists, readFile, getSourceFile } = compilerHost;
  compilerHost.fileExists = (path) => virtual.has(normalize(path)) || fileExists.call(compilerHost, path);
  compilerHost.readFile = (path) => virtual.get(normalize(path))?.text ?? readFile.call(compilerHost, path);
  compilerHost.getSourceFile = (path, language, onError) => {
    const file = virtual.get(normalize(path));
    if (file !== undefined) return ts.createSourceFile(path, file.text, language, true);
    return parsedOnce(path, language, config.options, () => getSourceFile.call(compilerHost, path, language, onError));
  };
  const program = ts.createProgram({ rootNames: [...files, ...virtual.keys()], options: { ...config.options, noEmit: true }, host: compilerHost });
  return { program, snippets: new Map([...virtual].map(([path, { snippet }]) => [path, snippet])) };
}

/**
 * Type errors in `files`, compiled with the package's tsconfig.json (so package imports resolve as in
 * the package's own type check), each as `path:line:col: message`.
 */
export function typeErrors(packageDir: string, files: string[], compiled = examplesProgram(packageDir, files, [])): string[] {
  if (typeof compiled === 'string') return [compiled];
  return diagnosticsOf(compiled.program, new Set(files.map((file) => normalize(file)))).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file === undefined || d.start === undefined) return message;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${relative(packageDir, d.file.fileName)}:${line + 1}:${character + 1}: ${message}`;
  });
}

/**
 * What `ts.getPreEmitDiagnostics` answers of `program`, for the files in `wanted` (and the program's own, which
 * name no file): only those files are checked, not every module the examples import. The package's sources
 * are its own type check's; over them all (with declaration diagnostics: the tsconfig has `declaration`) it
 * cost seconds per package.
 */
function diagnosticsOf(program: ts.Program, wanted: ReadonlySet<string>): readonly ts.Diagnostic[] {
  const options = program.getCompilerOptions();
  const declarations = options.declaration === true || options.composite === true;
  const sources = program.getSourceFiles().filter((file) => wanted.has(normalize(file.fileName)));
  const syntactic = sources.flatMap((file) => program.getSyntacticDiagnostics(file));
  const programWide = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics()];
  // As getPreEmitDiagnostics: with syntax errors, nothing is type-checked.
  if (syntactic.length > 0) return ts.sortAndDeduplicateDiagnostics([...programWide, ...syntactic]);
  const semantic = sources.flatMap((file) => [...program.getSemanticDiagnostics(file), ...(declarations ? program.getDeclarationDiagnostics(file) : [])]);
  return ts.sortAndDeduplicateDiagnostics([...programWide, ...program.getGlobalDiagnostics(), ...semantic]);
}

/** Diagnostics of a name the compiler cannot find: `Cannot find name 'x'` (and its "did you mean" and namespace forms). */
const unknownNameCodes = new Set([2304, 2552, 2503, 2580, 2581, 2582, 2583, 2584, 2591, 2592, 2593]);

/**
 * Names each snippet uses without showing where they come from: every block is compiled alone, as a
 * reader who copies it would (with the package's tsconfig.json, so package imports resolve), and a
 * name it neither imports nor declares, nor a global, is a problem: `README.md:251: the block uses
 * ScanClient, which it neither imports nor declares`.
 */
export function unimportedNames(packageDir: string, snippets: readonly Snippet[], compiled = examplesProgram(packageDir, [], snippets)): string[] {
  if (typeof compiled === 'string') return [compiled];
  const { program } = compiled;
  const problems: string[] = [];
  for (const [path, snippet] of compiled.snippets) {
    const source = program.getSourceFile(path);
    const names = new Set<string>();
    for (const d of program.getSemanticDiagnostics(source)) {
      if (!unknownNameCodes.has(d.code) || d.start === undefined || source === undefined) continue;
      names.add(source.text.slice(d.start, d.start + (d.length ?? 0)));
    }
    for (const name of names) {
      const from = `examples/${snippet.file}${snippet.region === undefined ? '' : `#${snippet.region}`}`;
      problems.push(`README.md:${snippet.line}: the block uses ${name}, which it neither imports nor declares; show its import in ${from}`);
    }
  }
  return problems;
}
