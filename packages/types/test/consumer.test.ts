// A strict, nodenext consumer project compiles against the package's exports (dist/, no source
// condition), with this repository's TypeScript and with the oldest the README names (the registry's,
// in typescript-oldest/), runs under plain Node, and sees the deprecation marks in the published declarations.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { listApis } from '@canton-openapi/contract';
import { oldestTsc, oldestTypeScript } from '../../../typescript-oldest/index.ts';
import { compilerOptions, deprecatedUses, probe } from './support/deprecations.ts';

const consumerDir = resolve(import.meta.dirname, 'consumer');
const tsconfig = resolve(consumerDir, 'tsconfig.json');

/** Parsed declaration files, shared by the consumer's program and the deprecation probe's language service. */
const registry = ts.createDocumentRegistry();

/** What `tsc -p <consumer> --traceResolution` does and prints: its module resolution trace, and its errors (the exit code 1 when any). */
interface Compiled {
  trace: string;
  errors: string;
}

/**
 * Compiles the consumer with this repository's TypeScript, in this process, as `tsc -p` does: every diagnostic
 * (declaration files included: the consumer has skipLibCheck false; an unused `@ts-expect-error` is one), and
 * dist/ emitted. A language service, so that the deprecation probe's parses the package's declarations once.
 */
function compileConsumer(): Compiled {
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(tsconfig, ts.sys.readFile).config, ts.sys, consumerDir, { traceResolution: true }, tsconfig);
  const trace: string[] = [];
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => config.options,
    getScriptFileNames: () => config.fileNames,
    getScriptVersion: () => '1',
    getScriptSnapshot: (path) => {
      const text = ts.sys.readFile(path);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => consumerDir,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
    trace: (line) => trace.push(line),
  };
  const program = ts.createLanguageService(host, registry).getProgram()!;
  const emitted = program.emit(undefined, (path, text) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  });
  const diagnostics = ts.sortAndDeduplicateDiagnostics([...config.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics]);
  const formatHost: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => consumerDir, getNewLine: () => '\n' };
  return { trace: trace.join('\n'), errors: ts.formatDiagnostics(diagnostics, formatHost) };
}

/** The consumer compiled, once for the tests below. */
let compiled: Compiled | undefined;
const compile = (): Compiled => (compiled ??= compileConsumer());

describe('a strict nodenext consumer', () => {
  test('resolves every subpath to the built dist/', () => {
    const { trace } = compile();
    for (const { name: api } of listApis()) {
      expect(trace).toMatch(
        new RegExp(`'@canton-openapi/types/${api}' was successfully resolved to '[^']*/packages/types/dist/generated/${api}\\.entry\\.gen\\.d\\.ts'`),
      );
    }
  });

  test('compiles with tsc (every @ts-expect-error used) and runs under node', () => {
    expect(compile().errors).toBe('');
    const output = execFileSync(process.execPath, [resolve(consumerDir, 'dist/index.js')], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({
      offsets: [3, 4],
      firstOffset: 3,
      firstKey: 'OffsetCheckpoint',
      bigOffset: '9007199254740993',
      request: { filtersByParty: { 'Alice::1220': { cumulative: [{ identifierFilter: { TemplateFilter: { value: { templateId: 'pkg:Mod:T' } } } }] } } },
      kind: 'withdrawn',
      totals: -2,
      nulls: [null, null],
      payload: { owner: 'Alice' },
      malformed: 'Update:several-keys',
      specTitle: JSON.parse(readFileSync(resolve(import.meta.dirname, '../src/generated/ledger.openapi.json'), 'utf8')).info.title,
      unused: 5,
    });
  });

  test('compiles with the oldest TypeScript the README names', () => {
    const [major, minor] = oldestTypeScript.split('.');
    expect(readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8')).toContain(`TypeScript ${major}.${minor} or newer`);
    const { status, output } = oldestTsc(['-p', consumerDir, '--noEmit'], consumerDir);
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  test('sees @deprecated with its message in the published declarations', () => {
    const uses = deprecatedUses(resolve(consumerDir, 'deprecation-probe.ts'), probe, compilerOptions(tsconfig), registry);
    expect(uses.map((use) => use.name)).toEqual([
      'post',
      'postV2UpdatesFlats',
      'filter',
      'verbose',
      'post',
      'getHoldingsStateAt',
      'post',
      'getHoldingsStateAtV1',
    ]);
    expect(uses.every((use) => use.message.startsWith('Use `'))).toBe(true);
  });
});
