// Editors strike deprecated calls through when TypeScript reports them as deprecated (suggestion
// diagnostics 6385/6387). This asks the TypeScript language service — what editors use — about
// calls to every method, and checks the JSDoc names the replacement and removal version from the spec.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apis, everyOperationSubpath, specOperations } from './support/spec.ts';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const snippetName = join(packageRoot, 'test', '__deprecation-snippet.ts');

/** `createScanClient` for `scan`: the factory each API's entry exports. */
const factory = (api: string) => `create${api[0]!.toUpperCase()}${api.slice(1)}Client`;
const operations = apis.flatMap((api) => specOperations(api).map((op) => ({ api, op })));

function snippet(): string {
  const lines = apis.map((api) => `import { ${factory(api)} } from '@canton-openapi/client/${everyOperationSubpath(api)}';`);
  for (const api of apis) lines.push(`const ${api} = ${factory(api)}({ baseUrl: 'http://x' });`);
  for (const { api, op } of operations) lines.push(`${api}.${op.id};`);
  lines.push('scan.iterateHoldingsStateAt;', 'scan.iterateVoteRequestResults;', 'ledger.readUpdates;', 'ledger.streamUpdates;', 'ledger.streamUpdatesFlats;');
  return `${lines.join('\n')}\n`;
}

/**
 * One language service over the snippet file, as an editor keeps one while its buffer changes: `open(text)` makes
 * `text` the snippet and answers the service. A new text is a new version of one file, so TypeScript reuses the rest
 * of the program (the client's sources and declarations) instead of building it again.
 */
function snippetEditor(): { open(text: string): ts.LanguageService } {
  const configPath = join(packageRoot, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, packageRoot);
  let text = '';
  let version = 0;
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [snippetName],
    getScriptVersion: (name) => (name === snippetName ? String(version) : '1'),
    getScriptSnapshot: (name) => {
      const content = name === snippetName ? text : ts.sys.fileExists(name) ? readFileSync(name, 'utf8') : undefined;
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => packageRoot,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => name === snippetName || ts.sys.fileExists(name),
    readFile: (name) => (name === snippetName ? text : ts.sys.readFile(name)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host);
  return {
    open(next) {
      if (next !== text) [text, version] = [next, version + 1];
      return service;
    },
  };
}

const editor = snippetEditor();

describe('deprecation marks at call sites', () => {
  const text = snippet();
  const deprecatedAt = new Set(
    editor
      .open(text)
      .getSuggestionDiagnostics(snippetName)
      .filter((d) => d.code === 6385 || d.code === 6387)
      .map((d) => text.slice(d.start, d.start! + d.length!)),
  );

  it('compiles', () => {
    expect(
      editor
        .open(text)
        .getSemanticDiagnostics(snippetName)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ).toEqual([]);
  });

  it.each(operations.map(({ op }) => [op.id, op.deprecation !== undefined] as const))('%s is struck through: %s', (operationId, deprecated) => {
    expect(deprecatedAt.has(operationId)).toBe(deprecated);
  });

  it('so is the iterator of the deprecated getHoldingsStateAt, and nothing else', () => {
    expect(deprecatedAt.has('iterateHoldingsStateAt')).toBe(true);
    expect(deprecatedAt.has('iterateVoteRequestResults')).toBe(false);
    expect(deprecatedAt.has('readUpdates')).toBe(false);
  });

  it('streamUpdatesFlats is struck through, naming streamUpdates; streamUpdates is not', () => {
    expect(deprecatedAt.has('streamUpdatesFlats')).toBe(true);
    expect(deprecatedAt.has('streamUpdates')).toBe(false);
    const info = editor.open(text).getQuickInfoAtPosition(snippetName, text.indexOf('ledger.streamUpdatesFlats;') + 'ledger.'.length);
    const tag = info?.tags?.find((t) => t.name === 'deprecated');
    expect(ts.displayPartsToString(tag?.text)).toMatch(
      /^Use `streamUpdates` \(WebSocket \/v2\/updates\) now\. Deprecated in 3\.4\.0; disabled by default from 3\.6\.1 \(re-enable with `canton\.participants\.<participant>\.features\.deprecated\.enable-deprecated-endpoints-34`\); removal announced for 3\.7\.0\.$/,
    );
  });

  it.each(operations.filter(({ op }) => op.deprecation !== undefined).map(({ api, op }) => [op.id, api, op] as const))(
    "%s's @deprecated names x-replaced-by and x-removal-version",
    (_id, api, op) => {
      const raw = op.source;
      const replacement = (raw['x-replaced-by'] as { operationId: string }).operationId;
      const removal = String(raw['x-removal-version']);
      const position = text.indexOf(`${api}.${op.id};`) + api.length + 1;
      const info = editor.open(text).getQuickInfoAtPosition(snippetName, position);
      const tag = info?.tags?.find((t) => t.name === 'deprecated');
      const sentence = ts.displayPartsToString(tag?.text);
      expect(sentence).toContain(`\`${replacement}\``);
      // The announced removal release is named: as announced (3.7.0 after the ledger's 3.6.1), as done
      // where the spec's release has removed it (0.9.0 on Scan's 0.9.0), or as an announcement the
      // spec's release outlived (Scan's getAmuletConfigForRound: announced for 0.6.4, served in 0.9.0).
      const release = removal.replaceAll('.', '\\.');
      expect(sentence).toMatch(
        removal === 'not-announced'
          ? /No removal version announced/
          : new RegExp(`(removal announced for|announced its removal for|removed in) ${release}\\b`, 'i'),
      );
    },
  );
});

describe('deprecated request fields where a request is written', () => {
  // The ledger's `filter` and `verbose`, in a call's argument, in both int64 modes and on the stream.
  const calls = [
    'ledger.postV2Updates({ beginExclusive: 0, filter: {}, verbose: false, | });',
    'big.postV2Updates({ beginExclusive: 0n, filter: {}, verbose: false, | });',
    'ledger.streamUpdates({ beginExclusive: 0, filter: {}, verbose: false, | });',
  ];
  const header = [
    "import { createLedgerClient } from '@canton-openapi/client/ledger';",
    "const ledger = createLedgerClient({ baseUrl: 'http://x' });",
    "const big = createLedgerClient({ baseUrl: 'http://x', int64: 'bigint' });",
  ];
  const message =
    'Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.';

  it.each(calls)('%s: hovers name the replacement, completions mark both deprecated', (call) => {
    const text = `${[...header, call.replace('|', '')].join('\n')}\n`;
    const service = editor.open(text);
    expect(service.getSemanticDiagnostics(snippetName).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    const line = text.indexOf(call.slice(0, 20));
    for (const field of ['filter', 'verbose']) {
      const tag = service.getQuickInfoAtPosition(snippetName, text.indexOf(`${field}:`, line))?.tags?.find((t) => t.name === 'deprecated');
      expect(ts.displayPartsToString(tag?.text), field).toBe(message);
    }
    // Completions in a request that has neither yet.
    const open = `${[...header, call.replace('filter: {}, verbose: false, ', '')].join('\n')}\n`;
    const completions = editor.open(open.replace('|', '')).getCompletionsAtPosition(snippetName, open.indexOf('|'), {})?.entries ?? [];
    expect(completions.filter((e) => ['filter', 'verbose', 'updateFormat'].includes(e.name)).map((e) => [e.name, e.kindModifiers])).toEqual([
      ['updateFormat', 'optional'],
      ['filter', 'deprecated,optional'],
      ['verbose', 'deprecated,optional'],
    ]);
  });
});
