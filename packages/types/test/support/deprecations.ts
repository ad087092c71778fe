// Asks the TypeScript language service, as an editor does, which uses in a probe file are deprecated
// (the strike-through) and what their `@deprecated` tag says.
import { dirname } from 'node:path';
import ts from 'typescript';

/** One deprecated use in the probe: the identifier and the text of its `@deprecated` tag. */
export interface DeprecatedUse {
  name: string;
  message: string;
}

/** Loads the compiler options of a tsconfig.json. */
export function compilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfigPath, (path) => ts.sys.readFile(path));
  if (read.error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(tsconfigPath)).options;
}

function languageService(probes: ReadonlyMap<string, string>, options: ts.CompilerOptions, registry?: ts.DocumentRegistry): ts.LanguageService {
  const [first] = probes.keys();
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...probes.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (path) => {
      const text = probes.get(path) ?? ts.sys.readFile(path);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => dirname(first ?? '.'),
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (path) => probes.has(path) || ts.sys.fileExists(path),
    readFile: (path) => probes.get(path) ?? ts.sys.readFile(path),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  return ts.createLanguageService(host, registry);
}

/** Probe files (path → source) in one language service: one TypeScript program however many probes ask it. */
export class Probes {
  private readonly service: ts.LanguageService;
  private readonly probes: ReadonlyMap<string, string>;
  /** `registry` shares parsed source files with other services (and programs) that use it. */
  constructor(probes: ReadonlyMap<string, string>, options: ts.CompilerOptions, registry?: ts.DocumentRegistry) {
    this.probes = probes;
    this.service = languageService(probes, options, registry);
  }

  /** Every deprecated use the language service reports in the probe at `probePath`; throws on its compile errors. */
  deprecatedUses(probePath: string): DeprecatedUse[] {
    const { service } = this;
    this.compiles(probePath);
    const program = service.getProgram();
    const file = program?.getSourceFile(probePath);
    if (program === undefined || file === undefined) throw new Error(`${probePath}: not in the program`);
    const checker = program.getTypeChecker();
    return service
      .getSuggestionDiagnostics(probePath)
      .filter((d) => d.reportsDeprecated === true && d.start !== undefined)
      .map((d) => {
        const token = findToken(file, d.start as number);
        const symbol = checker.getSymbolAtLocation(token);
        const tag = symbol?.getJsDocTags(checker).find((t) => t.name === 'deprecated');
        return { name: token.getText(file), message: ts.displayPartsToString(tag?.text) };
      });
  }

  /**
   * For each `names[i]` written (`name:`) in the probe at `probePath`, its hover's `@deprecated` tag, and the
   * modifiers of its entry in the completion list at `completionAt` (inside an object literal).
   */
  writtenFields(probePath: string, completionAt: number, names: readonly string[]): WrittenField[] {
    const { service } = this;
    this.compiles(probePath);
    const text = this.probes.get(probePath) ?? '';
    const entries = service.getCompletionsAtPosition(probePath, completionAt, {})?.entries ?? [];
    return names.map((name) => {
      const written = text.indexOf(`${name}:`);
      const tag = written < 0 ? undefined : service.getQuickInfoAtPosition(probePath, written)?.tags?.find((t) => t.name === 'deprecated');
      return {
        name,
        hover: tag === undefined ? undefined : ts.displayPartsToString(tag.text),
        completion: entries.find((entry) => entry.name === name)?.kindModifiers,
      };
    });
  }

  private compiles(probePath: string): void {
    const errors = this.service.getSemanticDiagnostics(probePath);
    if (errors.length > 0) throw new Error(errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  }
}

/** Every deprecated use the language service reports in `source`, placed at `probePath` (`registry`: as for `Probes`). */
export function deprecatedUses(probePath: string, source: string, options: ts.CompilerOptions, registry?: ts.DocumentRegistry): DeprecatedUse[] {
  return new Probes(new Map([[probePath, source]]), options, registry).deprecatedUses(probePath);
}

function findToken(file: ts.SourceFile, position: number): ts.Node {
  const visit = (node: ts.Node): ts.Node | undefined =>
    node.getStart(file) <= position && position < node.getEnd() ? (ts.forEachChild(node, visit) ?? node) : undefined;
  return visit(file) ?? file;
}

/** Uses every deprecated operation and field, next to non-deprecated ones that must not be reported. */
export const probe = `
import type { GetUpdatesRequest, operations, paths } from '@canton-openapi/types/ledger';
import type { operations as scanOperations, paths as scanPaths } from '@canton-openapi/types/scan';
declare const ledgerPaths: paths;
declare const ledgerOperations: operations;
declare const request: GetUpdatesRequest;
declare const scan: scanPaths;
declare const scanOps: scanOperations;
export const uses = [
  ledgerPaths['/v2/updates/flats'].post,
  ledgerPaths['/v2/updates'].post,
  ledgerOperations.postV2UpdatesFlats,
  ledgerOperations.postV2Updates,
  request.filter,
  request.verbose,
  request.updateFormat,
  scan['/v0/holdings/state'].post,
  scanOps.getHoldingsStateAt,
  scan['/v1/holdings/state'].post,
  scanOps.getHoldingsStateAtV1,
  scan['/v2/holdings/state'].post,
  scanOps.getHoldingsStateAtV2,
  scanOps.listDsoScans,
];
`;

/** What an editor shows of a property name written in an object literal: its hover's `@deprecated` text, and its completion entry's modifiers. */
export interface WrittenField {
  name: string;
  hover: string | undefined;
  completion: string | undefined;
}
