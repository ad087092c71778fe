// The index page's compatibility matrix per API: on a small matrix (a field below its operation, the
// setting that re-enables a disabled cell as a note, text escaped), and on the repository's specs
// (ledger's flats endpoint disabled by default from 3.6.1; scan's holdings endpoints across 0.7.5 and 0.9.0).
import { describe, expect, it } from 'vitest';
import { listApis, type ReleaseMatrix } from '@canton-openapi/contract';
import { apiMatrix, bundlerOnce } from '../build-docs.ts';
import { indexPage, matrixHtml } from '../index-page.ts';

const setting = 'x.<participant>.enable';

const matrix: ReleaseMatrix = {
  columns: [
    { label: '1.0', release: '1.0.0', line: '1.0' },
    { label: '1.1.0', release: '1.1.0', line: '1.1' },
    { label: '1.1.2', release: '1.1.2', line: '1.1' },
  ],
  rows: [
    { kind: 'operation', key: 'GET /a', name: 'getA', lifecycle: { deprecated: false }, stability: 'external', cells: ['served', 'served', 'served'] },
    {
      kind: 'field',
      key: 'GET /a query old',
      name: 'getA',
      where: 'query old',
      owner: 'GET /a',
      lifecycle: { deprecated: true, deprecatedIn: '1.0.0', disabledIn: '1.1.2', enabledBy: setting },
      cells: ['deprecated', 'deprecated', 'disabled'],
    },
    {
      kind: 'operation',
      key: 'GET /b',
      name: 'getB',
      lifecycle: { deprecated: false, addedIn: '1.1.0' },
      stability: 'internal',
      cells: ['absent', 'served', 'served'],
    },
  ],
};

/** The rows of a matrix table as the text of their cells. */
function tableRows(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1]!.replace(/<\/?code>/g, '`').replace(/<sup>(\d+)<\/sup>/g, '^$1')),
  );
}

describe('matrixHtml', () => {
  it('a header of release columns, the upstream stability of each operation, a field below its operation, a note per setting, escaped', () => {
    const html = matrixHtml(matrix);
    expect(tableRows(html)).toEqual([
      ['Operation or field', 'Stability', '1.0', '1.1.0', '1.1.2'],
      ['`getA`', 'external', '✓', '✓', '✓'],
      ['↳ `query old`', '', 'deprecated', 'deprecated', 'disabled^1'],
      ['`getB`', 'internal', '—', '✓', '✓'],
    ]);
    expect(html).toContain('<p class="note"><sup>1</sup> re-enabled by the operator setting <code>x.&lt;participant&gt;.enable</code></p>');
    expect(html).toContain('<tr class="field">');
  });

  it('the index shows it folded under its API; an API without rows shows none', () => {
    const entry = { href: 'a.html', title: 'A', version: '1.1.2', summary: 's' };
    expect(indexPage([{ ...entry, matrix }])).toContain('<details>\n        <summary>Which release serves what</summary>');
    expect(indexPage([{ ...entry, matrix: { columns: matrix.columns, rows: [] } }])).not.toContain('<details>');
  });
});

describe("the repository's APIs", { timeout: 60_000 }, () => {
  // Each spec bundled once for the file.
  const bundle = bundlerOnce();
  const cells = async (api: string, name: string): Promise<Record<string, string>> => {
    const m = await apiMatrix(
      listApis().find((a) => a.name === api)!,
      bundle,
    );
    const row = m.rows.find((r) => r.name === name && r.where === undefined)!;
    return Object.fromEntries(m.columns.map((c, i) => [c.label, row.cells[i]!]));
  };

  it('ledger: the flats endpoint and channel disabled by default from 3.6.1, with the setting that re-enables them', async () => {
    const flats = { '3.5.1': 'deprecated', '3.5.7': 'deprecated', '3.5.10': 'deprecated', '3.6.0': 'deprecated', '3.6.1': 'disabled' };
    expect(await cells('ledger', 'postV2UpdatesFlats')).toEqual(flats);
    expect(await cells('ledger', 'WS /v2/updates/flats')).toEqual(flats);
    const html = matrixHtml(
      await apiMatrix(
        listApis().find((a) => a.name === 'ledger')!,
        bundle,
      ),
    );
    expect(html).toContain(
      're-enabled by the operator setting <code>canton.participants.&lt;participant&gt;.features.deprecated.enable-deprecated-endpoints-34</code>',
    );
    expect(tableRows(html)).toContainEqual(['↳ `body /filter`', '', 'deprecated', 'deprecated', 'deprecated', 'deprecated', 'disabled^2']);
  });

  it('scan: getHoldingsStateAtV1 deprecated from 0.7.5 and removed in 0.9.0, getHoldingsStateAtV2 from 0.7.5', async () => {
    expect(await cells('scan', 'getHoldingsStateAtV1')).toMatchObject({
      '0.6.10': 'served',
      '0.6.11': 'served',
      '0.7.0': 'served',
      '0.7.5': 'deprecated',
      '0.9.0': 'removed',
    });
    expect(await cells('scan', 'getHoldingsStateAtV2')).toMatchObject({
      '0.6.10': 'absent',
      '0.6.11': 'absent',
      '0.7.0': 'absent',
      '0.7.5': 'served',
      '0.9.0': 'served',
    });
    // 0.6.11 adds the LSU read: the 0.6 line has two columns.
    expect(await cells('scan', 'getLsu')).toMatchObject({ '0.6.10': 'absent', '0.6.11': 'served' });
  });

  it("scan: each operation's row says upstream's class (listVoteRequestResults internal, listDsoScans external)", async () => {
    const html = matrixHtml(
      await apiMatrix(
        listApis().find((a) => a.name === 'scan')!,
        bundle,
      ),
    );
    const rows = tableRows(html);
    expect(rows.find((row) => row[0] === '`listVoteRequestResults`')?.[1]).toBe('internal');
    expect(rows.find((row) => row[0] === '`listDsoScans`')?.[1]).toBe('external');
  });
});
