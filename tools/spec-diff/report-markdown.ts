// Renders a spec review for a pull request: Markdown for the job summary and the PR comment,
// breaking changes first, each with its location and the changeset it requires.
import type { Change } from './change.ts';
import { type ApiMatrix, cellText, linesRange, type MatrixRowDiff, matrixSummary, SettingNotes, statusNote } from './release-matrix.ts';
import { relativeLocation } from './report.ts';

/** Marks the one PR comment the review keeps updating (invisible in the rendered comment). */
export const reviewMarker = '<!-- canton-openapi:spec-review -->';

/** GitHub refuses comments over 65,536 characters; the report stops listing changes before that. */
const maxLength = 60_000;

/** Everything the review says: what was compared, what changed, and what the changesets declare. */
export interface SpecReview {
  /** The base compared with, or why there is none. */
  base: { ref: string; commit: string; source: string } | { none: string };
  changes: Change[];
  /** Names of the published packages a breaking change must bump to major. */
  packages: string[];
  /** Changesets added since the base, with the bump they give each package. */
  changesets: Array<{ file: string; bumps: Record<string, string> }>;
  /** What the breaking-change gate misses (its own sentences); empty when it passes. */
  missing: string[];
  /** Each API's compatibility matrix at the head, compared with the base's. */
  releases?: ApiMatrix[];
}

/** The review as Markdown, starting with `reviewMarker`. */
export function formatMarkdown(review: SpecReview): string {
  const out: string[] = [reviewMarker];
  if ('none' in review.base) {
    out.push('## Spec review: nothing to compare', '', `No base to compare with (${review.base.none}).`);
    return `${out.join('\n')}\n`;
  }
  const breaking = review.changes.filter((c) => c.breaking && c.exempt !== true);
  const exempt = review.changes.filter((c) => c.breaking && c.exempt === true);
  const other = review.changes.filter((c) => !c.breaking);
  const short = review.base.commit.slice(0, 12);
  out.push(
    `## Spec review: ${count(breaking.length + exempt.length, 'breaking change')}, ${other.length} non-breaking`,
    '',
    `Every API of \`redocly.yaml\`, this branch against the merge-base with \`${review.base.ref}\` (\`${short}\`).`,
  );
  if (review.changes.length === 0) {
    out.push('', 'No semantic change in any API: nothing for clients to review.');
    out.push(...releasesSection(review.releases ?? [], maxLength - out.join('\n').length, short));
    return `${out.join('\n')}\n`;
  }
  const majors = new Set(
    review.changesets.flatMap((c) =>
      Object.entries(c.bumps)
        .filter(([, b]) => b === 'major')
        .map(([n]) => n),
    ),
  );
  const declared = review.packages.every((p) => majors.has(p));
  if (breaking.length + exempt.length > 0) {
    out.push('');
    if (review.missing.length > 0) {
      out.push('> [!CAUTION]', '> **This breaks clients, and the branch does not declare it.** A breaking change needs, and this branch is missing:', '>');
      for (const m of review.missing) {
        // The gate's own sentence, then its fix (a changeset's text, a command) verbatim in a code block.
        const [first = '', ...rest] = m.split('\n');
        out.push(`> - ${first}`);
        if (rest.length > 0) out.push('>', '>   ```text', ...dedent(rest).map((l) => `>   ${l}`), '>   ```');
      }
    } else if (breaking.length === 0) {
      out.push('> [!IMPORTANT]', '> **This breaks users of operations upstream promises nothing about.** Each is named in a changeset.');
    } else {
      out.push(
        '> [!IMPORTANT]',
        `> **This breaks clients.** Declared with a major changeset: ${review.changesets
          .filter((c) => review.packages.some((p) => c.bumps[p] === 'major'))
          .map((c) => `\`${c.file}\``)
          .join(', ')}.`,
      );
    }
  }
  const sections: Array<{ title: string; note: string; changes: Change[]; requires: string }> = [
    {
      title: `### Breaking (${breaking.length})`,
      note: `Each requires a changeset with \`major\` for ${review.packages.map((p) => `\`${p}\``).join(', ')}: ${declared ? '✅ declared' : '❌ missing'}.`,
      changes: breaking,
      requires: `${declared ? '✅' : '❌'} major`,
    },
    {
      title: `### Breaking, without upstream compatibility promise (${exempt.length})`,
      note: 'Each is to an operation `internal` or `pre-alpha` upstream, which may change in any release: it requires a changeset naming the operation (`minor` is enough), not a major.',
      changes: exempt,
      requires: 'changeset naming it',
    },
    {
      title: `### Non-breaking (${other.length})`,
      note: 'Each wants a changeset with `minor` or `patch` (not enforced).',
      changes: other,
      requires: 'minor or patch',
    },
  ];
  // The releases section's one line (and where the matrices are) always fits: the change tables stop before it.
  let length = out.join('\n').length + releasesSection(review.releases ?? [], Infinity, short, true).join('\n').length;
  let omitted = 0;
  for (const section of sections) {
    if (section.changes.length === 0) continue;
    const head = ['', section.title, '', section.note, '', '| API | Operation | Change | Path | Changeset |', '|---|---|---|---|---|'];
    const rows: string[] = [];
    for (const change of section.changes) {
      const row = `| ${cell(change.api)} | ${operation(change)} | **${change.kind}**: ${cell(change.message)} | ${code(relativeLocation(change))} | ${section.requires} |`;
      if (length + head.join('\n').length + row.length + 400 > maxLength) {
        omitted++;
        continue;
      }
      rows.push(row);
      length += row.length + 1;
    }
    if (rows.length > 0) {
      out.push(...head, ...rows);
      length += head.join('\n').length;
    }
  }
  if (omitted > 0) {
    out.push(
      '',
      `…and ${count(omitted, 'more change')} not listed here (the comment has a size limit). All of them: \`npm run spec:diff -- --base ${short}\`.`,
    );
  }
  const local = `Locally: \`npm run spec:diff -- --base ${short}\` lists the same changes; \`npm run check:breaking\` is the gate.`;
  out.push(...releasesSection(review.releases ?? [], maxLength - out.join('\n').length - local.length - 2, short));
  out.push('', local);
  return `${out.join('\n')}\n`;
}

/**
 * The releases section: one line saying what changed in which releases serve what (or that nothing did), the
 * rows that differ with their cells marked, and each API's whole matrix folded. What does not fit in `room`
 * is left to `spec:diff --json`: the folded matrices first, then the rows that differ. `shortest`: only the
 * line and where the matrices are, which the caller keeps room for.
 */
function releasesSection(matrices: readonly ApiMatrix[], room: number, short: string, shortest = false): string[] {
  if (matrices.length === 0) return [];
  const head = ['', '### Releases', '', matrixSummary(matrices)];
  const rest = ['', `Every matrix as data: \`npm run spec:diff -- --base ${short} --json\` (\`releases\`).`];
  if (shortest) return [...head, ...rest];
  const changed = matrices
    .filter((m) => m.changed)
    .flatMap((m) => {
      const rows = m.rows.filter((r) => r.status !== 'same');
      const lines = m.newLines.length === 0 ? '' : ` Newly described: ${m.newLines.join(', ')}.`;
      if (rows.length === 0) return ['', `**${m.api}**: no row differs.${lines}`];
      return ['', `**${m.api}**, the rows that differ (the head's cells; **bold**: differs, with what the base said).${lines}`, '', ...matrixTable(m, rows)];
    });
  const folded = matrices.flatMap((m) => [
    '',
    '<details>',
    `<summary>Compatibility matrix: ${cell(linesRange(m))}, ${m.rows.length} row${m.rows.length === 1 ? '' : 's'}</summary>`,
    '',
    ...matrixTable(m, m.rows),
    '',
    '</details>',
  ]);
  // The shortest is reserved for by the caller, so it is the answer when nothing longer fits.
  const variants = [
    [...head, ...changed, ...folded],
    [...head, ...changed, ...rest],
  ];
  return variants.find((variant) => variant.join('\n').length + 200 < room) ?? [...head, ...rest];
}

/** A Markdown table of `rows` of the matrix `m`: a field below its operation as `↳`, a differing row and cell in bold, then the settings that re-enable. */
function matrixTable(m: ApiMatrix, rows: readonly MatrixRowDiff[]): string[] {
  const notes = new SettingNotes();
  const header = m.columns.map((c) => (m.newLines.includes(c.line) ? `${c.label} (new)` : c.label));
  const lines = [`| Operation or field | ${header.join(' | ')} |`, `|---|${header.map(() => '---|').join('')}`];
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    const under = row.where !== undefined && previous !== undefined && previous.name === row.name;
    const name = row.where === undefined ? code(row.name) : under ? `↳ ${code(row.where)}` : `${code(row.name)} ${code(row.where)}`;
    const note = statusNote(row);
    const label = `${row.status === 'same' ? name : `**${name}**`}${note === '' ? '' : ` *(${note})*`}`;
    const cells = row.cells.map((availability, c) => {
      const text = cellText(availability, notes, row.enabledBy);
      if (row.status === 'removed') return `~~${text}~~`;
      const was = row.was?.[c];
      const wasText = was === undefined ? undefined : cellText(was, notes, row.wasEnabledBy);
      return wasText === undefined || wasText === text ? text : `**${text}** (was ${wasText})`;
    });
    lines.push(`| ${label} | ${cells.join(' | ')} |`);
  });
  return [...lines, ...notes.lines(code).flatMap((note) => ['', note])];
}

function dedent(lines: string[]): string[] {
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(indent));
}

function operation(change: Change): string {
  if (change.operation === undefined) return '(API)';
  return `${code(change.operation)}${change.operationId === undefined ? '' : ` (${code(change.operationId)})`}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Table cell text: no line breaks, no unescaped pipes, no HTML. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replaceAll('\\', '\\\\').replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A code span inside a table cell; a fence longer than any backtick run inside it. */
function code(text: string): string {
  const flat = text.replace(/\r?\n/g, ' ').replaceAll('|', '\\|');
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest === 0 ? `${fence}${flat}${fence}` : `${fence} ${flat} ${fence}`;
}
