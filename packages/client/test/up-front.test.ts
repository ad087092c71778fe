// The budget of what an application loads up front from each subpath, measured as the bench measures
// it (bench/bundle-size.ts: esbuild, minified, code-split, gzip -9), every export kept: at most 5.5 KB
// gzip, in one chunk (each chunk loaded up front is gzipped apart, paying its own header and
// dictionary). Up front is what a call that succeeds needs; everything else loads with its first use
// and is handed what it shares with the up-front code (src/core/context.ts) rather than importing it,
// which would split the up-front code into more chunks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { subpathSize } from '../bench/bundle-size.ts';
import { apis } from './support/spec.ts';

/** 5.5 KB gzip. */
const budget = 5.5 * 1024;

/** Every subpath's entry: each API's, the `/internal` twin of one with operations upstream makes no promise for, and the ledger's `/signing`. */
const subpaths = Object.entries((JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> }).exports)
  .filter(([subpath]) => apis.some((api) => subpath === `./${api}` || subpath === `./${api}/internal`) || subpath === './ledger/signing')
  .map(([subpath, target]) => ({ subpath: subpath.slice(2), entry: (target as { '@canton-openapi/source': string })['@canton-openapi/source'] }));

/** The subpaths of helpers beside the API clients (exact amounts, Token Standard history): each one small chunk too. */
const helperSubpaths = Object.entries(
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> }).exports,
)
  .filter(([subpath]) => subpath !== '.' && subpath !== './package.json' && !subpaths.some((api) => `./${api.subpath}` === subpath))
  .map(([subpath, target]) => ({ subpath: subpath.slice(2), entry: (target as { '@canton-openapi/source': string })['@canton-openapi/source'] }));

describe('the code loaded up front', () => {
  for (const { subpath, entry: source } of helperSubpaths) {
    it(`${subpath} (a helper subpath): one chunk of at most 5.5 KB gzip`, { timeout: 60_000 }, async () => {
      const size = await subpathSize(fileURLToPath(new URL(`.${source}`, import.meta.url)), ['@canton-openapi/source']);
      expect(size.chunks).toBe(1);
      expect(size.upFront).toBeLessThanOrEqual(budget);
    });
  }

  it('covers every API subpath', () => {
    expect(subpaths.map((s) => s.subpath)).toEqual(expect.arrayContaining([...apis]));
  });

  for (const { subpath, entry: source } of subpaths) {
    it(`${subpath}: one chunk of at most 5.5 KB gzip`, { timeout: 60_000 }, async () => {
      const entry = fileURLToPath(new URL(`.${source}`, import.meta.url));
      const size = await subpathSize(entry, ['@canton-openapi/source']);
      expect(size.chunks).toBe(1);
      expect(size.upFront).toBeLessThanOrEqual(budget);
      // What loads on demand is there, and is not counted up front.
      expect(size.lazy).toBeGreaterThan(budget);
    });
  }
});
