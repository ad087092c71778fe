// `dist/docs/index.html`: the page a reader opens first, linking the reference page of each API with
// its title, version and summary from the spec, and its compatibility matrix (which release serves each
// operation, channel and field with lifecycle keys), folded. Offline like the reference pages (the same CSP).
import type { Availability, MatrixRow, ReleaseMatrix } from '@canton-openapi/contract';

/** What the index shows of one API. */
export interface IndexEntry {
  /** File name of the API's page, next to the index. */
  href: string;
  title: string;
  version: string;
  summary: string;
  /** The API's compatibility matrix (its operations and channels, and their fields with lifecycle keys). */
  matrix?: ReleaseMatrix;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const shown: Record<Availability, string> = { served: '✓', deprecated: 'deprecated', disabled: 'disabled', removed: 'removed', absent: '—' };

/** The matrix as a folded table: a row per operation or channel, its fields below it, the operation's upstream stability, a cell per column of releases; each setting that re-enables a disabled cell as a numbered note. */
export function matrixHtml(matrix: ReleaseMatrix): string {
  const settings: string[] = [];
  const cell = (availability: Availability, row: MatrixRow): string => {
    let text = escape(shown[availability]);
    if (availability === 'disabled' && row.lifecycle.enabledBy !== undefined) {
      if (!settings.includes(row.lifecycle.enabledBy)) settings.push(row.lifecycle.enabledBy);
      text += `<sup>${settings.indexOf(row.lifecycle.enabledBy) + 1}</sup>`;
    }
    return `<td class="${availability}">${text}</td>`;
  };
  const rows = matrix.rows.map((row, i) => {
    const under = row.where !== undefined && matrix.rows[i - 1]?.name === row.name;
    const label =
      row.where === undefined ? `<code>${escape(row.name)}</code>` : `${under ? '↳ ' : `<code>${escape(row.name)}</code> `}<code>${escape(row.where)}</code>`;
    const stability = row.stability === undefined ? '<td></td>' : `<td class="${row.stability}">${escape(row.stability)}</td>`;
    return `          <tr${row.kind === 'field' ? ' class="field"' : ''}><th scope="row">${label}</th>${stability}${row.cells.map((c) => cell(c, row)).join('')}</tr>`;
  });
  const notes = settings.map((s, n) => `        <p class="note"><sup>${n + 1}</sup> re-enabled by the operator setting <code>${escape(s)}</code></p>`);
  return [
    '      <details>',
    '        <summary>Which release serves what</summary>',
    '        <table class="matrix">',
    `          <thead><tr><th scope="col">Operation or field</th><th scope="col">Stability</th>${matrix.columns.map((c) => `<th scope="col">${escape(c.label)}</th>`).join('')}</tr></thead>`,
    '          <tbody>',
    ...rows,
    '          </tbody>',
    '        </table>',
    ...notes,
    '      </details>',
  ].join('\n');
}

/** The index page's HTML. */
export function indexPage(entries: readonly IndexEntry[]): string {
  const items = entries
    .map(
      (e) => `    <li>
      <a href="${escape(e.href)}">${escape(e.title)}</a> <span class="version">${escape(e.version)}</span>
      <p>${escape(e.summary)}</p>
${e.matrix === undefined || e.matrix.rows.length === 0 ? '' : `${matrixHtml(e.matrix)}\n`}    </li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Canton Network HTTP APIs — reference</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
  <style>
    body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; line-height: 1.5; }
    ul { list-style: none; padding: 0; }
    li { margin: 1.5rem 0; }
    a { font-size: 1.2rem; font-weight: 600; color: #0044d4; }
    .version { color: #666; font-size: 0.9rem; }
    p { margin: 0.25rem 0 0; }
    details { margin-top: 0.5rem; }
    summary { cursor: pointer; color: #444; }
    table.matrix { border-collapse: collapse; margin-top: 0.5rem; font-size: 0.85rem; }
    .matrix th, .matrix td { border: 1px solid #ddd; padding: 0.2rem 0.5rem; text-align: center; }
    .matrix th[scope="row"] { text-align: left; font-weight: normal; }
    .matrix tr.field th[scope="row"] { padding-left: 1.5rem; }
    .matrix .deprecated { background: #fff6dd; }
    .matrix .disabled { background: #ffe7d6; }
    .matrix .removed, .matrix .absent { color: #888; }
    .note { font-size: 0.85rem; color: #444; }
  </style>
</head>
<body>
  <h1>Canton Network HTTP APIs</h1>
  <p>One offline reference page per API, built from the hand-curated specs.</p>
  <ul>
${items}
  </ul>
</body>
</html>
`;
}
