// The compatibility matrix of each API at the head (the contract model's `releaseMatrix`: operation, channel
// and field with lifecycle keys × release), compared with the base's: which rows and cells differ. The
// reports show it; a branch that changes no release says so in one line and keeps the matrix folded.
import {
  type Availability,
  type Lifecycle,
  lifecycleRows,
  type LifecycleRow,
  type ReleaseColumn,
  releaseLinesOf,
  releaseMatrix,
  type SpecDocument,
  type Stability,
  specRelease,
} from '@canton-openapi/contract';
import { type LoadedApis, UsageError } from './load.ts';

/** One row of an API's matrix at the head, compared with the base. */
export interface MatrixRowDiff {
  kind: LifecycleRow['kind'];
  /** Stable across versions: `POST /v2/updates/flats`, `WS /v2/updates`, `POST /v2/updates/flats body /filter`. */
  key: string;
  /** The operationId (or `WS /path`); for a field, its operation's or channel's. */
  name: string;
  /** A field's place below its operation or channel (`body /filter`). */
  where?: string;
  /** An operation's upstream stability (`x-stability`) at the head; the base's for a row the head no longer has. */
  stability?: Stability;
  /** What each column's releases do with it at the head; the base's for a row the head no longer has. */
  cells: Availability[];
  /** The setting that re-enables it where it is disabled. */
  enabledBy?: string;
  /** `changed`: some cell or the re-enabling setting differs; `added`/`removed`: a row of one version only. */
  status: 'same' | 'changed' | 'added' | 'removed';
  /** The base's cells at the same columns, for a changed row. */
  was?: Availability[];
  wasEnabledBy?: string;
}

/** One API's matrix at the head, with the base's differences marked. */
export interface ApiMatrix {
  api: string;
  /** The release lines the head describes (`info.x-release-lines`, else the line of `info.version`). */
  lines: string[];
  /** Lines the head describes and the base did not. */
  newLines: string[];
  columns: ReleaseColumn[];
  rows: MatrixRowDiff[];
  /** Whether any row differs from the base's, or a line is new. */
  changed: boolean;
}

/**
 * The matrix of every API of the head, compared with the base. Columns are cut at the releases either version
 * names, so every difference shows in some cell; the base's rows are read at the same columns.
 */
export function compareMatrices(base: LoadedApis, head: LoadedApis): ApiMatrix[] {
  return [...head].map(([api, doc]) => {
    try {
      return compareMatrix(api, base.get(api), doc);
    } catch (error) {
      // What the model refuses to read (a line that is not one, a `$ref` naming nothing); a bug stays a bug.
      if (error instanceof TypeError || error instanceof ReferenceError) throw error;
      throw new UsageError(`cannot build the release matrix of ${api}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

function compareMatrix(api: string, old: SpecDocument | undefined, doc: SpecDocument): ApiMatrix {
  const [was, now] = [old === undefined ? [] : lifecycleRows(old), lifecycleRows(doc)];
  const lines = releaseLinesOf(doc.root);
  const baseLines = old === undefined ? [] : (releaseLinesOf(old.root) ?? []);
  const oldest = specRelease(doc).minimumServerVersion;
  const { columns, rows } = releaseMatrix(
    now,
    lines,
    was.map((row) => row.lifecycle),
    oldest,
  );
  const before = new Map(
    releaseMatrix(
      was,
      lines,
      now.map((row) => row.lifecycle),
      oldest,
    ).rows.map((row) => [row.key, row]),
  );
  const out: MatrixRowDiff[] = rows.map((row) => {
    const prior = before.get(row.key);
    const own = { ...pick(row), cells: row.cells, ...setting(row.lifecycle) };
    if (prior === undefined) return { ...own, status: 'added' };
    // A changed setting counts where it is needed: in a release that disables the node.
    const settingChanged = row.cells.includes('disabled') && prior.lifecycle.enabledBy !== row.lifecycle.enabledBy;
    const differs = settingChanged || prior.cells.some((cell, i) => cell !== row.cells[i]);
    if (!differs) return { ...own, status: 'same' };
    const wasSetting = prior.lifecycle.enabledBy === undefined ? {} : { wasEnabledBy: prior.lifecycle.enabledBy };
    return { ...own, status: 'changed', was: prior.cells, ...wasSetting };
  });
  const current = new Set(rows.map((row) => row.key));
  for (const row of before.values()) if (!current.has(row.key)) out.push({ ...pick(row), cells: row.cells, ...setting(row.lifecycle), status: 'removed' });
  const newLines = (lines ?? []).filter((line) => !baseLines.includes(line));
  return { api, lines: lines ?? [], newLines, columns, rows: out, changed: newLines.length > 0 || out.some((row) => row.status !== 'same') };
}

function pick({ kind, key, name, where, stability }: LifecycleRow): Pick<MatrixRowDiff, 'kind' | 'key' | 'name' | 'where' | 'stability'> {
  return { kind, key, name, ...(where === undefined ? {} : { where }), ...(stability === undefined ? {} : { stability }) };
}

function setting({ enabledBy }: Lifecycle): { enabledBy?: string } {
  return enabledBy === undefined ? {} : { enabledBy };
}

const superscripts = ['¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/** Numbers the settings that re-enable a disabled cell, in the order the matrix first shows them. */
export class SettingNotes {
  private readonly settings: string[] = [];

  /** The mark after `disabled` for `setting` (`¹`), or none when no setting is named. */
  mark(setting: string | undefined): string {
    if (setting === undefined) return '';
    if (!this.settings.includes(setting)) this.settings.push(setting);
    const n = this.settings.indexOf(setting);
    return superscripts[n] ?? `^${n + 1}`;
  }

  /** `¹ re-enabled by setting …`, one per setting marked; `code` formats the setting. */
  lines(code: (text: string) => string): string[] {
    return this.settings.map((setting, n) => `${superscripts[n] ?? `^${n + 1}`} re-enabled by the operator setting ${code(setting)}`);
  }
}

/** A cell as the reports show it: `✓`, `deprecated`, `disabled¹`, `removed`, `—` (not there yet). */
export function cellText(availability: Availability, notes: SettingNotes, setting: string | undefined): string {
  switch (availability) {
    case 'served':
      return '✓';
    case 'absent':
      return '—';
    case 'disabled':
      return `disabled${notes.mark(setting)}`;
    default:
      return availability;
  }
}

/** `ledger 3.5–3.6`: an API and the range of lines it describes. */
export function linesRange(matrix: ApiMatrix): string {
  const [first, last] = [matrix.lines[0], matrix.lines.at(-1)];
  return first === undefined ? `${matrix.api} (no release line stated)` : first === last ? `${matrix.api} ${first}` : `${matrix.api} ${first}–${last}`;
}

/** The one-line summary of the matrices: what changed, or that nothing did. */
export function matrixSummary(matrices: readonly ApiMatrix[]): string {
  const changed = matrices.filter((m) => m.changed);
  if (changed.length === 0) return `No change to which releases serve what (${matrices.map(linesRange).join('; ')}).`;
  const parts = changed.map((m) => {
    const count = m.rows.filter((row) => row.status !== 'same').length;
    const lines = m.newLines.length === 0 ? '' : `${count > 0 ? ', ' : ''}line${m.newLines.length === 1 ? '' : 's'} ${m.newLines.join(', ')} new`;
    return `${m.api}: ${count === 0 ? '' : `${count} row${count === 1 ? '' : 's'} differ${count === 1 ? 's' : ''}`}${lines}`;
  });
  return `Which releases serve what changes: ${parts.join('; ')}.`;
}

/** A row's label in a report: the operation (`name [internal]` where upstream promises no compatibility) or channel, or `name body /filter` for a field. */
export function rowLabel(row: MatrixRowDiff): string {
  if (row.where !== undefined) return `${row.name} ${row.where}`;
  return row.stability === undefined || row.stability === 'external' ? row.name : `${row.name} [${row.stability}]`;
}

/** The status word of a row that is not in both versions, for reports. */
export function statusNote(row: MatrixRowDiff): string {
  return row.status === 'added' ? 'new' : row.status === 'removed' ? 'gone' : '';
}

/** The readable matrix of one API for the terminal: aligned columns, a changed row marked `*`, its changed cells `(was …)`. */
export function matrixText(matrix: ApiMatrix): string[] {
  const notes = new SettingNotes();
  const header = ['', ...matrix.columns.map((c) => (matrix.newLines.includes(c.line) ? `${c.label} (new)` : c.label))];
  const body = matrix.rows.map((row) => {
    const mark = row.status === 'same' ? ' ' : '*';
    const note = statusNote(row);
    const label = `${mark} ${rowLabel(row)}${note === '' ? '' : ` (${note})`}`;
    const cells = row.cells.map((cell, i) => {
      const text = row.status === 'removed' ? `(${cellText(cell, notes, row.enabledBy)})` : cellText(cell, notes, row.enabledBy);
      const was = row.was?.[i];
      const wasText = was === undefined ? '' : cellText(was, notes, row.wasEnabledBy);
      return was === undefined || wasText === text ? text : `${text} (was ${wasText})`;
    });
    return [label, ...cells];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => [...(r[i] ?? '')].length)));
  const pad = (r: string[]) =>
    r
      .map((text, i) => text + ' '.repeat((widths[i] ?? 0) - [...text].length))
      .join('  ')
      .trimEnd();
  return [pad(header), ...body.map(pad), ...notes.lines((s) => s)];
}
