// Type-checks in-memory files next to real ones, as `tsc --noEmit` would, and returns the errors as
// `file:line: message` lines (empty when the files compile).
import { relative } from 'node:path';
import ts from 'typescript';

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
    return text === undefined ? getSourceFile(path, language, onError) : ts.createSourceFile(path, text, language, true);
  };
  const program = ts.createProgram([...files.keys()], { ...options, noEmit: true }, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file === undefined || d.start === undefined) return text;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${relative(process.cwd(), d.file.fileName)}:${line + 1}: ${text}`;
  });
}
