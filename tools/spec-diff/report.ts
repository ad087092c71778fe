// Renders a spec diff for people: grouped by API, then operation, one line per change.
import { pointerTokens } from '@canton-openapi/contract';
import type { Change } from './change.ts';
import type { SpecDiff } from './diff.ts';
import { linesRange, matrixSummary, matrixText } from './release-matrix.ts';

/** The readable report: a heading per API and per operation, each change with its location. */
export function formatText(diff: SpecDiff): string {
  const short = diff.base.commit.slice(0, 12);
  const lines = [`spec:diff: working tree against ${diff.base.ref} (${short})`];
  if (diff.changes.length === 0) {
    lines.push('', 'No semantic change in any API.', ...releasesText(diff));
    return lines.join('\n');
  }
  const byApi = groupBy(diff.changes, (c) => c.api);
  for (const [api, changes] of byApi) {
    const breaking = changes.filter((c) => c.breaking).length;
    lines.push('', `${api}: ${changes.length} change${changes.length === 1 ? '' : 's'}, ${breaking} breaking`);
    for (const [operation, group] of groupBy(changes, (c) => c.operation ?? '')) {
      const first = group[0];
      const id = first?.operationId === undefined ? '' : ` (${first.operationId})`;
      lines.push(`  ${operation === '' ? '(API)' : operation}${id}`);
      for (const change of group) {
        lines.push(`    ${change.breaking ? 'BREAKING    ' : 'non-breaking'}  ${change.kind}  ${relativeLocation(change)}`);
        lines.push(`        ${change.message}`);
      }
    }
  }
  lines.push(...releasesText(diff));
  const total = diff.changes.filter((c) => c.breaking).length;
  lines.push('', total > 0 ? `${total} breaking change${total === 1 ? '' : 's'}: clients written against ${diff.base.ref} can fail.` : 'No breaking change.');
  return lines.join('\n');
}

/** The releases part: one line when no API changes which releases serve what, else the head's matrix of each API that does, marked. */
function releasesText(diff: SpecDiff): string[] {
  if (diff.releases.length === 0) return [];
  const lines = ['', `Releases: ${lowerFirst(matrixSummary(diff.releases))}`];
  for (const matrix of diff.releases.filter((m) => m.changed)) {
    lines.push('', `${linesRange(matrix)} (head; * marks a row that differs from the base):`, ...matrixText(matrix).map((l) => `  ${l}`));
  }
  return lines;
}

/** The machine-readable report printed by `--json`. */
export function formatJson(diff: SpecDiff): string {
  return JSON.stringify(diff, null, 2);
}

/** The pointer below the operation or channel when it is there, unescaped for reading (`responses/200/content/[application/json]/...`). */
export function relativeLocation(change: Change): string {
  const segments = pointerTokens(change.pointer);
  const [method = '', path = ''] = change.operation?.split(' ') ?? [];
  const own = method === 'WS' ? ['channels', path] : ['paths', path, method.toLowerCase()];
  const below = change.operation !== undefined && own.every((token, i) => segments[i] === token) ? segments.slice(own.length) : segments;
  return below.length === 0 ? '#' : below.map((s) => (s.includes('/') ? `[${s}]` : s)).join('/');
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function lowerFirst(text: string): string {
  return `${text[0]?.toLowerCase() ?? ''}${text.slice(1)}`;
}
