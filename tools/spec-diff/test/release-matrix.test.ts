// The compatibility matrix in the reports: a base and a head that differ in one lifecycle key (the release
// that disables a deprecated parameter), the rows and cells marked in the Markdown review and the terminal
// report, the one line a branch that changes no release gets, and the matrices of the repository's own specs.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specDocument } from '@canton-openapi/contract';
import type { SpecDiff } from '../diff.ts';
import { type LoadedApis, loadWorkingTree } from '../load.ts';
import { compareMatrices, rowLabel } from '../release-matrix.ts';
import { formatMarkdown, type SpecReview } from '../report-markdown.ts';
import { formatText } from '../report.ts';
import { type Json, list, node, ordersSpec } from './orders-spec.ts';

const setting = 'orders.features.legacy-verbose';

/** The orders API describing lines 1.0 and 1.1: `verbose` deprecated in 1.0.3 and disabled by default from `disabledIn`; `getOrder` added in 1.0.3. */
function orders(disabledIn: string): Json {
  const spec = ordersSpec();
  node(spec, 'info')['x-release-lines'] = ['1.0', '1.1'];
  Object.assign(node(spec, 'paths', '/orders/{id}', 'get'), { 'x-added-in': '1.0.3' });
  const verbose = list(spec, 'paths', '/orders/{id}', 'get', 'parameters')[1] as Json;
  Object.assign(verbose, { deprecated: true, 'x-deprecated-in': '1.0.3', 'x-disabled-in': disabledIn, 'x-enabled-by': setting });
  return spec;
}

const loaded = (spec: Json): LoadedApis => new Map([['orders', specDocument('orders', spec)]]);

function review(releases: SpecReview['releases']): SpecReview {
  const base = { ref: 'origin/main', commit: 'a'.repeat(40), source: 'GITHUB_BASE_REF' };
  return { base, changes: [], packages: [], changesets: [], missing: [], releases };
}

function diff(releases: SpecDiff['releases']): SpecDiff {
  return { base: { ref: 'main', commit: 'b'.repeat(40) }, changes: [], breaking: false, releases };
}

describe('compareMatrices', () => {
  it('cuts the columns at the releases either version names and marks the one cell that differs', () => {
    const [matrix] = compareMatrices(loaded(orders('1.1.2')), loaded(orders('1.1.0')));
    expect(matrix!.columns.map((c) => c.label)).toEqual(['1.0.0', '1.0.3', '1.1.0', '1.1.2']);
    expect(matrix!.rows.map((r) => [r.key, r.status, r.cells.join(' ')])).toEqual([
      ['POST /orders', 'same', 'served served served served'],
      ['GET /orders/{id}', 'same', 'absent served served served'],
      ['GET /orders/{id} query verbose', 'changed', 'absent deprecated disabled disabled'],
    ]);
    expect(matrix!.rows[2]!.was).toEqual(['absent', 'deprecated', 'deprecated', 'disabled']);
    expect(matrix!.changed).toBe(true);
  });

  it('a row of one version only is added or removed; an unchanged head is unchanged', () => {
    const head = orders('1.1.2');
    delete node(head, 'paths')['/orders/{id}'];
    const [matrix] = compareMatrices(loaded(orders('1.1.2')), loaded(head));
    expect(matrix!.rows.map((r) => [r.key, r.status])).toEqual([
      ['POST /orders', 'same'],
      ['GET /orders/{id}', 'removed'],
      ['GET /orders/{id} query verbose', 'removed'],
    ]);
    expect(compareMatrices(loaded(orders('1.1.2')), loaded(orders('1.1.2')))[0]!.changed).toBe(false);
  });

  it('a changed re-enabling setting differs where a release disables; a release line that is not major.minor is a usage error naming the API', () => {
    const head = orders('1.1.2');
    Object.assign(list(head, 'paths', '/orders/{id}', 'get', 'parameters')[1] as Json, { 'x-enabled-by': 'orders.other' });
    const [matrix] = compareMatrices(loaded(orders('1.1.2')), loaded(head));
    expect(matrix!.rows[2]).toMatchObject({ status: 'changed', enabledBy: 'orders.other', wasEnabledBy: setting });
    node(head, 'info')['x-release-lines'] = ['1.x'];
    expect(() => compareMatrices(loaded(orders('1.1.2')), loaded(head))).toThrow(
      "cannot build the release matrix of orders: release line '1.x' (info.x-release-lines) is not major.minor",
    );
  });
});

describe('rowLabel', () => {
  it('names an operation with its class where upstream promises no compatibility; external ones and fields as they are', () => {
    const row = { kind: 'operation' as const, key: 'GET /a', name: 'getA', cells: [], status: 'same' as const };
    expect(rowLabel({ ...row, stability: 'internal' })).toBe('getA [internal]');
    expect(rowLabel({ ...row, stability: 'pre-alpha' })).toBe('getA [pre-alpha]');
    expect(rowLabel({ ...row, stability: 'external' })).toBe('getA');
    expect(rowLabel({ ...row, kind: 'field', where: 'query q' })).toBe('getA query q');
  });

  it("the matrix rows of the repository carry each operation's class", async () => {
    const head = await loadWorkingTree(resolve(import.meta.dirname, '../../..'));
    const scan = compareMatrices(head, head).find((m) => m.api === 'scan');
    expect(scan?.rows.find((r) => r.name === 'listVoteRequestResults' && r.where === undefined)?.stability).toBe('internal');
    expect(scan?.rows.find((r) => r.name === 'listDsoScans')?.stability).toBe('external');
  });
});

describe('the matrix in the reports', () => {
  it('the review: a one-line summary, the differing row with its cell in bold and what the base said, the setting as a note, the whole matrix folded', () => {
    const markdown = formatMarkdown(review(compareMatrices(loaded(orders('1.1.2')), loaded(orders('1.1.0')))));
    expect(markdown).toContain('### Releases\n\nWhich releases serve what changes: orders: 1 row differs.');
    expect(markdown).toContain('| Operation or field | 1.0.0 | 1.0.3 | 1.1.0 | 1.1.2 |');
    expect(markdown).toContain('| **`getOrder` `query verbose`** | — | deprecated | **disabled¹** (was deprecated) | disabled¹ |');
    expect(markdown).toContain(`¹ re-enabled by the operator setting \`${setting}\``);
    const folded = markdown.slice(markdown.indexOf('<details>'));
    expect(folded).toContain('<summary>Compatibility matrix: orders 1.0–1.1, 3 rows</summary>');
    expect(folded).toContain('| `getOrder` | — | ✓ | ✓ | ✓ |');
    expect(folded).toContain('| **↳ `query verbose`** | — | deprecated | **disabled¹** (was deprecated) | disabled¹ |');
  });

  it('the review of a branch that changes no release: one line, the matrix folded, no table of differences', () => {
    const markdown = formatMarkdown(review(compareMatrices(loaded(orders('1.1.2')), loaded(orders('1.1.2')))));
    expect(markdown).toContain('### Releases\n\nNo change to which releases serve what (orders 1.0–1.1).\n\n<details>');
    expect(markdown).not.toContain('the rows that differ');
    expect(markdown).not.toContain('**');
  });

  it('the review of a branch that only describes a new line: no row differs, the line named, its column marked new', () => {
    const base = orders('1.1.2');
    node(base, 'info')['x-release-lines'] = ['1.0'];
    const markdown = formatMarkdown(review(compareMatrices(loaded(base), loaded(orders('1.1.2')))));
    expect(markdown).toContain('Which releases serve what changes: orders: line 1.1 new.\n\n**orders**: no row differs. Newly described: 1.1.\n\n<details>');
    expect(markdown).toContain('| Operation or field | 1.0.0 | 1.0.3 | 1.1.0 (new) | 1.1.2 (new) |');
  });

  it('the terminal report: the head matrix of the API that changed, the row starred and the cell with what it was', () => {
    const text = formatText(diff(compareMatrices(loaded(orders('1.1.2')), loaded(orders('1.1.0')))));
    expect(text).toContain('Releases: which releases serve what changes: orders: 1 row differs.');
    const rows = text.split('\n');
    expect(rows).toContain('  * getOrder query verbose  —      deprecated  disabled¹ (was deprecated)  disabled¹');
    expect(rows).toContain('    getOrder                —      ✓           ✓                           ✓');
    expect(rows).toContain(`  ¹ re-enabled by the operator setting ${setting}`);
    const unchanged = formatText(diff(compareMatrices(loaded(orders('1.1.2')), loaded(orders('1.1.2')))));
    expect(unchanged).toContain('Releases: no change to which releases serve what (orders 1.0–1.1).');
    expect(unchanged).not.toContain('getOrder');
  });
});

describe("the repository's specs", { timeout: 120_000 }, () => {
  it('ledger: postV2UpdatesFlats disabled by default from 3.6.1 with its setting; scan: getHoldingsStateAtV1 deprecated from 0.7.5 and removed in 0.9.0, V2 from 0.7.5', async () => {
    const apis = await loadWorkingTree(resolve(import.meta.dirname, '..', '..', '..'));
    const matrices = new Map(compareMatrices(apis, apis).map((m) => [m.api, m]));
    const row = (api: string, key: string) => {
      const matrix = matrices.get(api)!;
      const found = matrix.rows.find((r) => r.key === key);
      return found === undefined ? undefined : Object.fromEntries(matrix.columns.map((c, i) => [c.label, found.cells[i]]));
    };
    // 3.5.10 adds the active contracts pages, so the 3.5 line has two columns.
    expect(matrices.get('ledger')!.columns.map((c) => c.label)).toEqual(['3.5.1', '3.5.7', '3.5.10', '3.6.0', '3.6.1']);
    expect(row('ledger', 'POST /v2/updates/flats')).toEqual({
      '3.5.1': 'deprecated',
      '3.5.7': 'deprecated',
      '3.5.10': 'deprecated',
      '3.6.0': 'deprecated',
      '3.6.1': 'disabled',
    });
    expect(row('ledger', 'POST /v2/state/active-contracts-page')).toEqual({
      '3.5.1': 'absent',
      '3.5.7': 'absent',
      '3.5.10': 'served',
      '3.6.0': 'served',
      '3.6.1': 'served',
    });
    expect(matrices.get('ledger')!.rows.find((r) => r.key === 'POST /v2/updates/flats')!.enabledBy).toBe(
      'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34',
    );
    // 0.6.11 adds the LSU read, so the 0.6 line has two columns or more (a release that adds an operation is a column).
    const scanColumns = matrices.get('scan')!.columns.map((c) => c.label);
    expect(scanColumns.filter((c) => ['0.6.10', '0.6.11', '0.7.0', '0.7.5', '0.9.0'].includes(c))).toEqual(['0.6.10', '0.6.11', '0.7.0', '0.7.5', '0.9.0']);
    expect(row('scan', 'GET /v0/lsu')).toMatchObject({
      '0.6.10': 'absent',
      '0.6.11': 'served',
      '0.7.0': 'served',
      '0.7.5': 'served',
      '0.9.0': 'served',
    });
    expect(row('scan', 'POST /v1/holdings/state')).toMatchObject({
      '0.6.10': 'served',
      '0.6.11': 'served',
      '0.7.0': 'served',
      '0.7.5': 'deprecated',
      '0.9.0': 'removed',
    });
    expect(row('scan', 'POST /v2/holdings/state')).toMatchObject({
      '0.6.10': 'absent',
      '0.6.11': 'absent',
      '0.7.0': 'absent',
      '0.7.5': 'served',
      '0.9.0': 'served',
    });
    expect([...matrices.values()].every((m) => !m.changed)).toBe(true);
  });
});
