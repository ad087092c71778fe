// The JUnit XML report: a test suite per API, a test case per check of each request, for CI systems.
import { deprecationAdvice } from '@canton-openapi/contract';
import { type ApiReport, apiLabel, type CheckResult, type ConformanceReport } from './model.ts';

/** Renders the report as JUnit XML (the Ant/Surefire dialect that CI systems read). */
export function formatJunit(report: ConformanceReport): string {
  const suites = report.apis.map((api) => suite(api, report.version));
  const tests = report.apis.reduce((n, a) => n + testCount(a), 0);
  const failures = report.apis.reduce((n, a) => n + a.summary.failed + (a.error === undefined ? 0 : 1), 0);
  const skipped = report.apis.reduce((n, a) => n + a.summary.skipped, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="canton-conformance" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${secs(report.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

function testCount(api: ApiReport): number {
  return api.operations.reduce((n, o) => n + o.cases.reduce((m, c) => m + c.checks.length, 0), 0) + 1 + (api.error === undefined ? 0 : 1);
}

function suite(api: ApiReport, version: string): string {
  const lines: string[] = [];
  const failures = api.summary.failed + (api.error === undefined ? 0 : 1);
  lines.push(
    `  <testsuite name="${attr(apiLabel(api))}" tests="${testCount(api)}" failures="${failures}" errors="0" skipped="${api.summary.skipped}" time="${secs(api.durationMs)}" timestamp="${attr(api.startedAt.replace(/\.\d+Z$/, ''))}">`,
  );
  lines.push('    <properties>');
  lines.push(`      <property name="baseUrl" value="${attr(api.baseUrl)}"/>`);
  // What checked what: the tool's version and the API release of the contract.
  lines.push(`      <property name="toolVersion" value="${attr(version)}"/>`);
  if (api.spec !== undefined) {
    lines.push(`      <property name="apiVersion" value="${attr(api.spec.version)}"/>`);
    if (api.spec.minimumServerVersion !== undefined) lines.push(`      <property name="minimumServerVersion" value="${attr(api.spec.minimumServerVersion)}"/>`);
  }
  // The release the server was checked as: `serverRelease` (absent when unknown, `serverReleaseError` says why).
  if (api.server?.release !== undefined) lines.push(`      <property name="serverRelease" value="${attr(api.server.release)}"/>`);
  if (api.server !== undefined)
    lines.push(
      `      <property name="serverReleaseSource" value="${attr(api.server.source === 'option' ? '--server-version' : api.server.source === 'spec' ? 'not versioned by release' : (api.server.lookup ?? ''))}"/>`,
    );
  // Not versioned by release: the release lines that all serve the API alike, space-separated.
  if (api.server?.source === 'spec' && api.server.lines !== undefined)
    lines.push(`      <property name="serverReleaseLines" value="${attr(api.server.lines.join(' '))}"/>`);
  // Not versioned by release: the failed lookup is no error of the run.
  if (api.server?.error !== undefined && api.server.source !== 'spec')
    lines.push(`      <property name="serverReleaseError" value="${attr(api.server.error)}"/>`);
  if (api.server?.enabled !== undefined) lines.push(`      <property name="enabled" value="${attr(api.server.enabled.join(' '))}"/>`);
  lines.push(`      <property name="target" value="${attr(api.target)}"/>`);
  // How write operations were treated: `read-only`, `opt-in` (with the names allowed) or `mock`; the writes not checked.
  if (api.writes !== undefined) {
    lines.push(`      <property name="writes" value="${attr(api.writes.mode)}"/>`);
    if (api.writes.allowed !== undefined) lines.push(`      <property name="writesAllowed" value="${attr(api.writes.allowed.join(' '))}"/>`);
    if (api.writes.notChecked.length > 0) lines.push(`      <property name="writesNotChecked" value="${attr(api.writes.notChecked.join(' '))}"/>`);
  }
  // What --only selected, and the operations it left out: skipped test cases below, never passed.
  if (api.selection !== undefined) {
    lines.push(`      <property name="only" value="${attr(api.selection.only.join(' '))}"/>`);
    if (api.selection.notSelected.length > 0) lines.push(`      <property name="notSelected" value="${attr(api.selection.notSelected.join(' '))}"/>`);
  }
  lines.push(`      <property name="warnings" value="${api.summary.warnings}"/>`);
  for (const op of api.operations) {
    if (op.deprecation === undefined) continue;
    const d = op.deprecation;
    const value = `${deprecationAdvice(d, api.spec?.version)}; Deprecation header ${d.header ?? 'absent'}`;
    lines.push(`      <property name="deprecated.${attr(op.operationId)}" value="${attr(value)}"/>`);
  }
  lines.push('    </properties>');
  if (api.error !== undefined) {
    // Unreachable, token rejected, wrong base URL: the run tested nothing, which CI must show as a failure.
    lines.push(`    <testcase classname="${attr(apiLabel(api))}" name="reach the API with the given base URL and token" time="0">`);
    lines.push(`      <failure message="${attr(api.error)}" type="setup">${text(api.error)}</failure>`);
    lines.push('    </testcase>');
  }
  for (const op of api.operations) {
    const classname = `${apiLabel(api)}.${op.operationId}`;
    for (const c of op.cases) {
      const time = secs(c.response?.durationMs ?? 0);
      const request =
        c.request === undefined
          ? ''
          : `${c.request.method} ${c.request.url}${c.request.prefer === undefined ? '' : ` [Prefer: ${c.request.prefer}]`}${c.request.body === undefined ? '' : `\n${c.request.body}`}`;
      c.checks.forEach((k, i) => {
        const name = `${c.name} › ${k.check}${c.checks.filter((x) => x.check === k.check).length > 1 ? ` #${i + 1}` : ''}`;
        lines.push(...testcase(classname, name, time, k, request));
      });
    }
  }
  lines.push(...testcase(apiLabel(api), 'coverage', '0', api.coverage.check, ''));
  lines.push('  </testsuite>');
  return lines.join('\n');
}

function testcase(classname: string, name: string, time: string, k: CheckResult, request: string): string[] {
  const open = `    <testcase classname="${attr(classname)}" name="${attr(name)}" time="${time}"`;
  if (k.outcome === 'pass') {
    return k.message === undefined ? [`${open}/>`] : [`${open}>`, `      <system-out>${text(k.message)}</system-out>`, '    </testcase>'];
  }
  if (k.outcome === 'warn') {
    const where = k.pointer === undefined ? '' : ` at ${k.pointer === '' ? '(body)' : k.pointer}`;
    return [
      `${open}>`,
      `      <system-out>${text(`warning: ${k.check}${where}: ${k.message ?? ''}${request === '' ? '' : `\nrequest: ${request}`}`)}</system-out>`,
      '    </testcase>',
    ];
  }
  if (k.outcome === 'skip') return [`${open}>`, `      <skipped message="${attr(k.message ?? 'skipped')}"/>`, '    </testcase>'];
  const where = k.pointer === undefined ? '' : ` at ${k.pointer === '' ? '(body)' : k.pointer}`;
  const message = `${k.check}${where}: ${k.message ?? ''}`;
  const detail = [message, k.expected === undefined ? '' : `expected: ${k.expected}`, request === '' ? '' : `request: ${request}`]
    .filter((l) => l !== '')
    .join('\n');
  return [`${open}>`, `      <failure message="${attr(message)}" type="${attr(k.check)}">${text(detail)}</failure>`, '    </testcase>'];
}

function secs(ms: number): string {
  return (ms / 1000).toFixed(3);
}

// XML 1.0 forbids most control characters even when escaped; a server's garbage must not break the report.
function clean(value: string): string {
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '�');
}

function attr(value: string): string {
  return clean(value).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll('\n', '&#10;');
}

function text(value: string): string {
  return clean(value).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
