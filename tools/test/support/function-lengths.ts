// The functions of a TypeScript or JavaScript file and the lines each spans, as the TypeScript compiler parses
// them: declarations, methods, accessors, constructors, function expressions and arrow functions (a `describe`
// callback is a function too). A function's lines run from its first token to its closing brace, so a long
// function is one a reader has to hold in mind at once, nested functions included.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** One function of a file: where it starts (1-based line), a name a reader can find it by, and its line count. */
export interface FunctionSpan {
  line: number;
  name: string;
  lines: number;
}

/** Every function in `file`, outermost first, with its line count. */
export function functionSpans(file: string, text: string = readFileSync(file, 'utf8')): FunctionSpan[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const spans: FunctionSpan[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      spans.push({ line: start + 1, name: functionName(node, source), lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

/** The script kind TypeScript parses `file` as, from its extension. */
function scriptKind(file: string): ts.ScriptKind {
  return /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/**
 * What a reader calls a function: its own name, the variable or property it is assigned to, or, for a callback,
 * the call it is passed to with that call's first string argument (`describe('the workspace')`).
 */
function functionName(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name !== undefined) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name !== undefined) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const label = parent.arguments.find((argument) => ts.isStringLiteralLike(argument));
    const callee = parent.expression.getText(source);
    return label === undefined ? `${callee}(…)` : `${callee}('${label.text}')`;
  }
  return '(anonymous)';
}
