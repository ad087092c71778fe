// Type-checks in-memory files next to real ones, as `tsc --noEmit` would, and returns the errors as
// `file:line: message` lines (empty when the files compile).
import { relative } from 'node:path';
import ts from 'typescript';
import { parsedOnce } from '@canton-openapi/tools/release/parsed-once.ts';

/** Compiles `files` (absolute path → source) with `options`; other files come from disk. */
export function typecheck(files: ReadonlyMap<string, string>, options: ts.CompilerOptions): string[] {
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (path) => files.get(path) ?? readFile(path);
  host.fileExists = (path) => files.has(path) || fileExists(path);
  host.getSourceFile = (path, language, onError) => {
    const text = files.get(path);
    return text === undefined
      ? parsedOnce(path, language, options, () => getSourceFile(path, language, onError))
      : ts.createSourceFile(path, text, language, true);
  };
  const program = ts.createProgram([...files.keys()], { ...options, noEmit: true }, host);
  return diagnosticsOf(program, new Set(files.keys())).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file === undefined || d.start === undefined) return text;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${relative(process.cwd(), d.file.fileName)}:${line + 1}: ${text}`;
  });
}

/**
 * What `ts.getPreEmitDiagnostics` answers for the in-memory files (and the program's own diagnostics, which name
 * no file): the modules they import (the package's sources, whose own type check is the package's typecheck and
 * build) are not checked here. Over them all, with declaration diagnostics (the tsconfig has `declaration`),
 * they were most of each program's cost.
 */
function diagnosticsOf(program: ts.Program, wanted: ReadonlySet<string>): readonly ts.Diagnostic[] {
  const options = program.getCompilerOptions();
  const declarations = options.declaration === true || options.composite === true;
  const sources = program.getSourceFiles().filter((file) => wanted.has(file.fileName));
  const syntactic = sources.flatMap((file) => program.getSyntacticDiagnostics(file));
  const programWide = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics()];
  // As getPreEmitDiagnostics: with syntax errors, nothing is type-checked.
  if (syntactic.length > 0) return ts.sortAndDeduplicateDiagnostics([...programWide, ...syntactic]);
  const semantic = sources.flatMap((file) => [...program.getSemanticDiagnostics(file), ...(declarations ? program.getDeclarationDiagnostics(file) : [])]);
  return ts.sortAndDeduplicateDiagnostics([...programWide, ...program.getGlobalDiagnostics(), ...semantic]);
}
