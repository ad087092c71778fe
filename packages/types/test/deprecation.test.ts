// Deprecated operations and fields carry `@deprecated` with the replacement and removal version, and an
// editor strikes their uses through. Checked with the TypeScript language service on a probe file.
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compilerOptions, probe, Probes } from './support/deprecations.ts';

const packageDir = resolve(import.meta.dirname, '..');
// The spec describes 3.6.1, which disables them by default: the marks say to move now, how to re-enable them meanwhile, and when they go.
const flats =
  'Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.';
const legacyField =
  'Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.';
const holdings = 'Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Removed in 0.9.0.';
const holdingsV1 = 'Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Deprecated in 0.7.5; removed in 0.9.0.';

const written = `
import type { GetUpdatesRequest } from '@canton-openapi/types/ledger';
export const legacy: GetUpdatesRequest = { beginExclusive: 0, filter: {}, verbose: false };
export const completing: GetUpdatesRequest = { beginExclusive: 0, | };
`;
// The same request in bigint mode, read and written.
const bigintRead = `
import type { GetUpdatesRequest } from '@canton-openapi/types/ledger';
declare const request: GetUpdatesRequest<'bigint'>;
export const uses = [request.filter, request.verbose, request.updateFormat, request.beginExclusive];
`;
const bigintWritten = `
import type { GetUpdatesRequest } from '@canton-openapi/types/ledger';
export const legacy: GetUpdatesRequest<'bigint'> = { beginExclusive: 0n, filter: {}, verbose: false };
export const completing: GetUpdatesRequest<'bigint'> = { beginExclusive: 0n, | };
`;
const probePath = resolve(packageDir, 'test/deprecation-probe.ts');
const writtenPath = resolve(packageDir, 'test/written-probe.ts');
const bigintReadPath = resolve(packageDir, 'test/bigint-read-probe.ts');
const bigintWrittenPath = resolve(packageDir, 'test/bigint-written-probe.ts');
// Every probe in one language service (one TypeScript program); `|` marks where completions are asked.
const probes = new Probes(
  new Map([
    [probePath, probe],
    [writtenPath, written.replace('|', '')],
    [bigintReadPath, bigintRead],
    [bigintWrittenPath, bigintWritten.replace('|', '')],
  ]),
  compilerOptions(resolve(packageDir, 'tsconfig.json')),
);

describe('deprecation marks', () => {
  test('name the replacement and the removal version, on every deprecated operation and field only', () => {
    const uses = probes.deprecatedUses(probePath);
    expect(uses).toEqual([
      { name: 'post', message: flats },
      { name: 'postV2UpdatesFlats', message: flats },
      { name: 'filter', message: legacyField },
      { name: 'verbose', message: legacyField },
      { name: 'post', message: holdings },
      { name: 'getHoldingsStateAt', message: holdings },
      { name: 'post', message: holdingsV1 },
      { name: 'getHoldingsStateAtV1', message: holdingsV1 },
    ]);
  });

  test('where a request is written: the hover of filter and verbose says what replaces them, and completion lists mark them deprecated', () => {
    const fields = probes.writtenFields(writtenPath, written.indexOf('|'), ['filter', 'verbose', 'beginExclusive']);
    expect(fields).toEqual([
      { name: 'filter', hover: legacyField, completion: 'deprecated,optional' },
      { name: 'verbose', hover: legacyField, completion: 'deprecated,optional' },
      // Already written in the literal, so no longer offered.
      { name: 'beginExclusive', hover: undefined, completion: undefined },
    ]);
    // TypeScript itself reports no deprecated use of a property written in an object literal (no strike-through there).
    expect(probes.deprecatedUses(writtenPath)).toEqual([]);
  });

  test("in bigint mode (GetUpdatesRequest<'bigint'>, derived from the number-mode type) the same marks, read and written", () => {
    expect(probes.deprecatedUses(bigintReadPath)).toEqual([
      { name: 'filter', message: legacyField },
      { name: 'verbose', message: legacyField },
    ]);
    expect(probes.writtenFields(bigintWrittenPath, bigintWritten.indexOf('|'), ['filter', 'verbose'])).toEqual([
      { name: 'filter', hover: legacyField, completion: 'deprecated,optional' },
      { name: 'verbose', hover: legacyField, completion: 'deprecated,optional' },
    ]);
  });
});
