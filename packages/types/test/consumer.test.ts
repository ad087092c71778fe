// A strict, nodenext consumer project compiles against the package's exports (dist/, no source
// condition), with this repository's TypeScript and with the oldest the README names (the registry's,
// in typescript-oldest/), runs under plain Node, and sees the deprecation marks in the published declarations.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { listApis } from '@canton-openapi/contract';
import { oldestTsc, oldestTypeScript } from '../../../typescript-oldest/index.ts';
import { compilerOptions, deprecatedUses, probe } from './support/deprecations.ts';

const consumerDir = resolve(import.meta.dirname, 'consumer');
const repoRoot = resolve(import.meta.dirname, '../../..');
const bin = (name: string) => resolve(repoRoot, 'node_modules/.bin', name);

/** The consumer compiled by tsc (every `@ts-expect-error` used), once for the tests below: its module resolution trace. */
let compiled: string | undefined;
const compile = (): string => (compiled ??= execFileSync(bin('tsc'), ['-p', consumerDir, '--traceResolution'], { encoding: 'utf8' }));

describe('a strict nodenext consumer', () => {
  test('resolves every subpath to the built dist/', () => {
    const trace = compile();
    for (const { name: api } of listApis()) {
      expect(trace).toMatch(
        new RegExp(`'@canton-openapi/types/${api}' was successfully resolved to '[^']*/packages/types/dist/generated/${api}\\.entry\\.gen\\.d\\.ts'`),
      );
    }
  });

  test('compiles with tsc (every @ts-expect-error used) and runs under node', () => {
    compile();
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
    const uses = deprecatedUses(resolve(consumerDir, 'deprecation-probe.ts'), probe, compilerOptions(resolve(consumerDir, 'tsconfig.json')));
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
