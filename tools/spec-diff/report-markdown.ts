// Renders a spec review for a pull request: Markdown for the job summary and the PR comment,
// breaking changes first, each with its location and the changeset it requires.
import type { Change } from './change.ts';
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
}

/** The review as Markdown, starting with `reviewMarker`. */
export function formatMarkdown(review: SpecReview): string {
  const out: string[] = [reviewMarker];
  if ('none' in review.base) {
    out.push('## Spec review: nothing to compare', '', `No base to compare with (${review.base.none}).`);
    return `${out.join('\n')}\n`;
  }
  const breaking = review.changes.filter((c) => c.breaking);
  const other = review.changes.filter((c) => !c.breaking);
  const short = review.base.commit.slice(0, 12);
  out.push(
    `## Spec review: ${count(breaking.length, 'breaking change')}, ${other.length} non-breaking`,
    '',
    `Every API of \`redocly.yaml\`, this branch against the merge-base with \`${review.base.ref}\` (\`${short}\`).`,
  );
  if (review.changes.length === 0) {
    out.push('', 'No semantic change in any API: nothing for clients to review.');
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
  if (breaking.length > 0) {
    out.push('');
    if (review.missing.length > 0) {
      out.push('> [!CAUTION]', '> **This breaks clients, and the branch does not declare it.** A breaking change needs, and this branch is missing:', '>');
      for (const m of review.missing) {
        // The gate's own sentence, then its fix (a changeset's text, a command) verbatim in a code block.
        const [first = '', ...rest] = m.split('\n');
        out.push(`> - ${first}`);
        if (rest.length > 0) out.push('>', '>   ```text', ...dedent(rest).map((l) => `>   ${l}`), '>   ```');
      }
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
      title: `### Non-breaking (${other.length})`,
      note: 'Each wants a changeset with `minor` or `patch` (not enforced).',
      changes: other,
      requires: 'minor or patch',
    },
  ];
  let length = out.join('\n').length;
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
  out.push('', `Locally: \`npm run spec:diff -- --base ${short}\` lists the same changes; \`npm run check:breaking\` is the gate.`);
  return `${out.join('\n')}\n`;
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
