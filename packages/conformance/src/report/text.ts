// The text report: one line per request with ✓/✗ per check; details only where something failed.
import { deprecationAdvice } from '@canton-openapi/contract';
import { checks } from '../checks/index.ts';
import {
  type ApiReport,
  apiLabel,
  type CaseReport,
  type CheckResult,
  type ConformanceReport,
  type CoverageRow,
  notCheckedReason,
  unversionedText,
} from './model.ts';

const mark = { pass: '✓', fail: '✗', warn: '⚠', skip: '○' } as const;
// The checks whose pass says what was found (`ended after 2 page(s)`), not only that all is well.
const shownPasses = new Set(checks.filter((c) => c.showsPass).map((c) => c.name));

/** Renders the report for a person reading a terminal or a CI log. */
export function formatText(report: ConformanceReport): string {
  const lines: string[] = [];
  for (const api of report.apis) lines.push(...apiLines(api, report.version), '');
  if (report.network !== undefined) lines.push(...networkLines(report.network), '');
  const failed = report.apis.reduce((n, a) => n + a.summary.failed, 0);
  const warnings = report.apis.reduce((n, a) => n + (a.summary.warnings ?? 0), 0);
  const warned = warnings === 0 ? '' : ` with ${warnings} warning(s): rules the spec records as not enforced by the server (--strict fails them)`;
  const unchecked = report.apis.reduce((n, a) => n + a.operations.filter(notChecked).length, 0);
  const partly = unchecked === 0 ? '' : ` · ${unchecked} operation(s) not checked (○ above says why)`;
  const verdict =
    report.exitCode === 0 ? `all checks passed${warned}${partly}` : report.exitCode === 1 ? `${failed} check(s) failed` : 'not every API could be checked';
  lines.push(
    `${report.apis.map((a) => `${apiLabel(a)} ${seconds(a.durationMs)}`).join(' · ')} · total ${seconds(report.durationMs)} — ${verdict} (exit ${report.exitCode})`,
  );
  return `${lines.join('\n')}\n`;
}

/** The network of a --discover run: how many Scans, how many needed, who disagreed, why undecided. */
function networkLines(n: NonNullable<ConformanceReport['network']>): string[] {
  const lines = [`network of ${n.seed}: ${n.listed} Scan(s) listed, f = ${n.f}, ${n.needed} needed to agree, ${n.reachable} reachable`];
  for (const r of n.refused) lines.push(`  ✗ refused ${r.svName}: ${JSON.stringify(r.publicUrl)}: ${r.reason}`);
  if (n.disagreeing.length > 0) lines.push(`  ✗ disagreeing: ${n.disagreeing.join(', ')}`);
  if (n.error !== undefined) lines.push(`  ✗ ${n.error}`);
  return lines;
}

/** An operation whose requests did not run (only its checks without credentials, if any). */
function notChecked(operation: ApiReport['operations'][number]): boolean {
  return notCheckedReason(operation) !== undefined;
}

function apiLines(api: ApiReport, version: string): string[] {
  const target = api.target === 'prism' ? `Prism mock (named examples + dynamic seed ${api.seed ?? 1})` : 'server';
  const lines = [
    `canton-conformance ${version} · ${api.api} API${specText(api)}${api.sv === undefined ? '' : ` · ${api.sv}`} · ${api.baseUrl} · ${target}${serverText(api)}${writesText(api)}`,
  ];
  if (api.error !== undefined) lines.push(`  ✗ ${api.error}`);
  const notSelected = api.selection?.notSelected ?? [];
  if (notSelected.length > 0) lines.push(`  ○ not selected (--only ${api.selection?.only.join(',')}), not checked: ${notSelected.join(', ')}`);
  const unchecked = api.writes?.notChecked ?? [];
  if (unchecked.length > 0)
    lines.push(`  ○ not checked, they change ledger state: ${unchecked.join(', ')}; pass --allow-writes ${unchecked.join(',')} to check them on this server`);
  for (const op of api.operations) {
    lines.push('');
    let heading = `${op.operationId}  ${op.method} ${op.path}`;
    if (op.deprecation !== undefined) heading += `  ⚠ DEPRECATED: ${deprecationAdvice(op.deprecation, api.spec?.version)}`;
    lines.push(heading);
    const width = Math.min(64, Math.max(...op.cases.map((c) => c.name.length)));
    for (const c of op.cases) lines.push(...caseLines(c, width));
  }
  if (api.error === undefined || api.operations.length > 0) lines.push('', ...coverageLines(api));
  lines.push('', apiSummary(api));
  return lines;
}

/** ` 0.6.11 (servers 0.6.10 or newer)`: the release the checked spec describes, when the report names it. */
export function specText(api: ApiReport): string {
  if (api.spec === undefined) return '';
  const minimum = api.spec.minimumServerVersion === undefined ? '' : ` (servers ${api.spec.minimumServerVersion} or newer)`;
  return ` ${api.spec.version}${minimum}`;
}

/**
 * ` · server release 3.6.1 (GET /v2/version)`: the release the run checked against, how it was learnt and what
 * `--enabled` re-enabled; or why it is unknown. Empty against a mock of the whole spec.
 */
export function serverText(api: ApiReport): string {
  const server = api.server;
  if (server === undefined) return '';
  if (server.source === 'spec')
    return ` · not versioned by release: ${unversionedText(api.api, server.lines ?? [])}${server.error === undefined ? '' : ` (${server.error})`}`;
  if (server.release === undefined)
    return ` · server release unknown (${server.error}): checked as the whole spec describes it; pass --server-version <release>`;
  const enabled = server.enabled === undefined ? '' : `, re-enabled: ${server.enabled.join(', ')}`;
  return ` · server release ${server.release} (${server.source === 'option' ? '--server-version' : server.lookup}${enabled})`;
}

/** ` · read-only`: how the run treated write operations (`--allow-writes`); empty against a mock, which keeps no state, and where there were none. */
export function writesText(api: ApiReport): string {
  const writes = api.writes;
  if (writes === undefined || writes.mode === 'mock') return '';
  // A run of an API without writes is read-only anyway: nothing to say.
  if (writes.mode === 'read-only') return writes.notChecked.length === 0 ? '' : ' · read-only';
  return ` · writes allowed: ${(writes.allowed ?? []).join(', ')}`;
}

/** `scan: 120 requests · 300 checks · 0 failed · 2 warnings · 1 skipped · 4.2 s`. */
export function apiSummary(api: ApiReport): string {
  const s = api.summary;
  const warnings = s.warnings > 0 ? ` · ${s.warnings} warning(s)` : '';
  return `${apiLabel(api)}: ${s.requests} requests · ${s.checks} checks · ${s.failed} failed${warnings} · ${s.skipped} skipped · ${seconds(api.durationMs)}`;
}

function caseLines(c: CaseReport, width: number): string[] {
  const outcome = worst(c.checks);
  const answer = c.response === undefined ? '' : `${c.response.status} ${c.response.contentType?.split(';')[0] ?? '(no content type)'}`;
  const summary = checkSummary(c.checks);
  const lines = [`  ${mark[outcome]} ${truncate(c.name, width).padEnd(width)}  ${answer.padEnd(24)} ${summary}`.trimEnd()];
  for (const k of c.checks) {
    if (k.outcome === 'fail' || k.outcome === 'warn') {
      lines.push(`      ${mark[k.outcome]} ${k.check}${k.pointer === undefined ? '' : ` at ${k.pointer === '' ? '(body)' : k.pointer}`}: ${k.message ?? ''}`);
      if (k.expected !== undefined) lines.push(`        expected: ${k.expected}`);
    } else if (k.outcome === 'skip' && k.message !== undefined) {
      lines.push(`      ○ ${k.check}: ${k.message}`);
    } else if (k.outcome === 'pass' && k.message !== undefined && shownPasses.has(k.check)) {
      lines.push(`      ${k.message}`);
    }
  }
  if ((outcome === 'fail' || outcome === 'warn') && c.request !== undefined) {
    const prefer = c.request.prefer === undefined ? '' : ` [Prefer: ${c.request.prefer}]`;
    lines.push(`        request: ${c.request.method} ${c.request.url}${prefer}${c.request.body === undefined ? '' : ` ${truncate(c.request.body, 200)}`}`);
  }
  return lines;
}

/** The worst outcome of `checks`: a failure, then a warning, then a pass; a skip when every check (or none) was skipped. */
function worst(checks: CheckResult[]): CheckResult['outcome'] {
  const rank = { skip: 0, pass: 1, warn: 2, fail: 3 } as const;
  return checks.reduce<CheckResult['outcome']>((w, k) => (rank[k.outcome] > rank[w] ? k.outcome : w), 'skip');
}

/** `status ✓  content-type ✓  body-schema ✗`: each check of a case once, with its worst outcome. */
function checkSummary(checks: CheckResult[]): string {
  const names = [...new Set(checks.map((k) => k.check))];
  return names.map((name) => `${name} ${mark[worst(checks.filter((k) => k.check === name))]}`).join('  ');
}

function coverageLines(api: ApiReport): string[] {
  const lines = ['Coverage: operations × documented statuses × media types × union branches × variants'];
  const width = Math.max(9, ...api.coverage.rows.map((r) => r.operationId.length));
  lines.push(`  ${'operation'.padEnd(width)}  statuses  media     branches  variants  dynamic   not seen`);
  for (const row of api.coverage.rows) lines.push(`  ${row.operationId.padEnd(width)}  ${cells(row)}`);
  const { covered, total } = api.coverage;
  const percent = total === 0 ? 100 : Math.floor((covered / total) * 100);
  const rule = api.coverage.required ? 'must be 100% against Prism' : 'informational against a server';
  lines.push(`  ${mark[api.coverage.check.outcome]} ${covered}/${total} covered (${percent}%, ${rule})`);
  return lines;
}

function cells(row: CoverageRow): string {
  const count = (dimension: string) => {
    const items = row.items.filter((i) => i.dimension === dimension);
    return items.length === 0 ? '–' : `${items.filter((i) => i.byExample || i.byDynamic).length}/${items.length}`;
  };
  const unionItems = row.items.filter((i) => i.dimension === 'branch' || i.dimension === 'variant');
  const dynamic = unionItems.length === 0 ? '–' : `${unionItems.filter((i) => i.byDynamic).length}/${unionItems.length}`;
  const missing = row.items.filter((i) => !i.byExample && !i.byDynamic).map((i) => i.item);
  return `${count('status').padEnd(8)}  ${count('media').padEnd(8)}  ${count('branch').padEnd(8)}  ${count('variant').padEnd(8)}  ${dynamic.padEnd(8)}  ${missing.join(', ') || '—'}`;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
