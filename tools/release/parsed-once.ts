// One parse of a source file for every TypeScript program of a process that reads it with the same options:
// the README snippet checks (snippets.ts) and the types package's type probes (packages/types/test/support/typecheck.ts).
import ts from 'typescript';

/** Source files parsed (and bound, by the first program that checks them) for an earlier program, by path and what their parse depends on. */
const parsed = new Map<string, { text: string; file: ts.SourceFile }>();

/**
 * The file at `path` as `parse` reads it, or the same text parsed for an earlier program of this process: programs
 * over the packages (README snippets, examples, type probes) share the TypeScript libraries, @types/node and the
 * generated types, and parsing them was most of each program's cost. A source file carries no program's state (the
 * checker keeps its own), so programs may share it as the language service's document registry does; the key holds
 * every option the parse and bind use.
 */
export function parsedOnce(
  path: string,
  language: ts.ScriptTarget | ts.CreateSourceFileOptions,
  options: ts.CompilerOptions,
  parse: () => ts.SourceFile | undefined,
): ts.SourceFile | undefined {
  const { strict, alwaysStrict, moduleDetection, module, jsx, allowJs, isolatedModules, preserveConstEnums, verbatimModuleSyntax } = options;
  const key = JSON.stringify([
    path,
    language,
    strict,
    alwaysStrict,
    moduleDetection,
    module,
    jsx,
    allowJs,
    isolatedModules,
    preserveConstEnums,
    verbatimModuleSyntax,
  ]);
  const text = ts.sys.readFile(path);
  const earlier = parsed.get(key);
  if (earlier !== undefined && earlier.text === text) return earlier.file;
  const file = parse();
  if (file !== undefined && text !== undefined && file.text === text) parsed.set(key, { text, file });
  return file;
}
