// The job summary of the GitHub Action: what ran, the outcome in words, a table per API and the first
// failures, read from the JUnit report the CLI wrote (its documented output, see src/report/junit.ts).
import { unversionedText } from '../src/report/model.ts';

/** One `<testsuite>` of the report: an API, or a Scan of the network with --discover. */
export interface SuiteSummary {
  name: string;
  baseUrl?: string;
  /** The CLI version that wrote the suite, and the API release of the spec it checked (absent from older CLIs' reports). */
  toolVersion?: string;
  apiVersion?: string;
  minimumServerVersion?: string;
  /** The server release the suite checked against, or why it is unknown (absent from older CLIs' reports and against a mock of the whole spec). */
  serverRelease?: string;
  serverReleaseError?: string;
  /** How the release was learnt; `not versioned by release` where the API needs none, with the release lines (space-separated) that serve it alike. */
  serverReleaseSource?: string;
  serverReleaseLines?: string;
  /** What `--only` selected and, space-separated, the operations it left out (absent without `--only`). */
  only?: string;
  notSelected?: string;
  /** How write operations were treated (`read-only`, `opt-in`, `mock`) and, space-separated, the writes not checked. */
  writes?: string;
  writesNotChecked?: string;
  tests: number;
  failures: number;
  skipped: number;
  seconds: number;
}

/** One failed `<testcase>`: where and what. */
export interface FailureSummary {
  suite: string;
  classname: string;
  name: string;
  message: string;
}

/** The suites and failures of a JUnit XML report written by canton-conformance. */
export function readJunit(xml: string): { suites: SuiteSummary[]; failures: FailureSummary[] } {
  const suites: SuiteSummary[] = [];
  const failures: FailureSummary[] = [];
  for (const block of xml.matchAll(/<testsuite\s([^>]*)>([\s\S]*?)<\/testsuite>/g)) {
    const attrs = attributes(block[1] ?? '');
    const body = block[2] ?? '';
    const property = (key: string) => {
      const value = new RegExp(`<property name="${key}" value="([^"]*)"/>`).exec(body)?.[1];
      return value === undefined ? {} : { [key]: unescape(value) };
    };
    const name = attrs.name ?? '';
    suites.push({
      name,
      ...property('baseUrl'),
      ...property('toolVersion'),
      ...property('apiVersion'),
      ...property('minimumServerVersion'),
      ...property('serverRelease'),
      ...property('serverReleaseError'),
      ...property('serverReleaseSource'),
      ...property('serverReleaseLines'),
      ...property('only'),
      ...property('notSelected'),
      ...property('writes'),
      ...property('writesNotChecked'),
      tests: Number(attrs.tests ?? 0),
      failures: Number(attrs.failures ?? 0),
      skipped: Number(attrs.skipped ?? 0),
      seconds: Number(attrs.time ?? 0),
    });
    for (const testcase of body.matchAll(/<testcase\s([^>]*?)>\s*<failure\s([^>]*?)>/g)) {
      const tc = attributes(testcase[1] ?? '');
      const failure = attributes(testcase[2] ?? '');
      failures.push({ suite: name, classname: tc.classname ?? '', name: tc.name ?? '', message: failure.message ?? '' });
    }
  }
  return { suites, failures };
}

/** What the summary says about one run. */
export interface RunSummary {
  apis: string[];
  baseUrl?: string;
  version: string;
  exitCode: number;
  /** The report's text; undefined when the CLI wrote none. */
  junit?: string;
  artifact: string;
  /** The CLI's last lines of output, for a run that could not test. */
  tail: string[];
  /** Flags passed besides --api, --base-url and the report options. */
  flags: string[];
}

const maxFailures = 50;
// The JUnit report's `serverReleaseSource` of an API that needs no release (src/report/junit.ts).
const unversioned = 'not versioned by release';

/** The Markdown job summary of a run. */
export function formatSummary(run: RunSummary): string {
  const report = run.junit === undefined ? undefined : readJunit(run.junit);
  const failed = report?.suites.reduce((n, s) => n + s.failures, 0) ?? 0;
  const target = run.baseUrl === undefined ? 'Prism mocks of the bundled specs' : run.baseUrl;
  // The version the report says wrote it; the one asked for when the CLI wrote no report or an older one.
  const version = report?.suites.find((s) => s.toolVersion !== undefined)?.toolVersion ?? run.version;
  const headline =
    run.exitCode === 0
      ? '## ✅ Canton conformance: every check passed'
      : run.exitCode === 1
        ? `## ❌ Canton conformance: ${failed} contract violation${failed === 1 ? '' : 's'}`
        : `## ⚠️ Canton conformance could not test (exit ${run.exitCode})`;
  const out = [
    headline,
    '',
    `${run.apis.map((a) => `\`${a}\``).join(', ')} at ${code(target)} · \`@canton-openapi/conformance@${version}\`${run.flags.length === 0 ? '' : ` · ${run.flags.map(code).join(' ')}`} · exit ${run.exitCode}`,
  ];
  if (run.exitCode !== 0 && run.exitCode !== 1) {
    out.push('', 'Nothing was proven about the server: a usage error, an unreachable server, rejected credentials or an interrupted run. The CLI said:');
    if (run.tail.length > 0) out.push('', '```text', ...run.tail.map((l) => l.replaceAll('```', "'''")), '```');
  }
  if (report !== undefined && report.suites.length > 0) {
    out.push('', '| API | Checks | Passed | Failed | Skipped | Time |', '|---|---:|---:|---:|---:|---:|');
    for (const s of report.suites) {
      out.push(
        `| ${cell(s.name)}${release(s)}${s.baseUrl === undefined || s.baseUrl === run.baseUrl ? '' : ` (${code(s.baseUrl)})`} | ${s.tests} | ${s.tests - s.failures - s.skipped} | ${s.failures} | ${s.skipped} | ${s.seconds.toFixed(1)} s |`,
      );
    }
  }
  const unchecked = (report?.suites ?? []).flatMap((s) => (s.writesNotChecked === undefined ? [] : [{ suite: s.name, ids: s.writesNotChecked.split(' ') }]));
  if (unchecked.length > 0) {
    out.push(
      '',
      '### Not checked: they change ledger state',
      '',
      'The run was read-only: these write operations got no request (never counted as passed). Name the ones it may use in the input `allow-writes` to check them.',
      '',
    );
    for (const { suite, ids } of unchecked) out.push(`- ${cell(suite)}: ${ids.map(code).join(', ')}`);
  }
  const notSelected = (report?.suites ?? []).flatMap((s) =>
    s.notSelected === undefined ? [] : [{ suite: s.name, only: s.only ?? '', ids: s.notSelected.split(' ') }],
  );
  if (notSelected.length > 0) {
    out.push(
      '',
      '### Not checked: not selected (`--only`)',
      '',
      'The run checked only the operations the input `only` names: these got no request (never counted as passed).',
      '',
    );
    for (const { suite, only, ids } of notSelected) out.push(`- ${cell(suite)} (only ${code(only.replaceAll(' ', ','))}): ${ids.map(code).join(', ')}`);
  }
  if (report !== undefined && report.failures.length > 0) {
    out.push(
      '',
      `### Failures${report.failures.length > maxFailures ? ` (first ${maxFailures} of ${report.failures.length})` : ` (${report.failures.length})`}`,
      '',
      '| Operation | Case | What |',
      '|---|---|---|',
    );
    for (const f of report.failures.slice(0, maxFailures)) out.push(`| ${code(f.classname)} | ${cell(f.name)} | ${cell(f.message)} |`);
  }
  if (run.junit !== undefined) out.push('', `Every check, with the requests that failed: the JUnit report in the artifact \`${run.artifact}\`.`);
  return `${out.join('\n')}\n`;
}

/**
 * ` 0.6.11 (servers 0.6.10 or newer); server release 0.9.0`: the API release of the spec the suite checked, when the
 * report names it, and the server release it was checked as, unknown, or not needed (an API not versioned by release),
 * as the text report words them.
 */
function release(s: SuiteSummary): string {
  const server =
    s.serverRelease !== undefined
      ? `; server release ${cell(s.serverRelease)}`
      : s.serverReleaseSource === unversioned
        ? `; not versioned by release: ${cell(
            unversionedText(
              s.name.split(' · ')[0] ?? s.name,
              (s.serverReleaseLines ?? '').split(' ').filter((l) => l !== ''),
            ),
          )}`
        : s.serverReleaseError !== undefined
          ? `; server release unknown (${cell(s.serverReleaseError)})`
          : '';
  if (s.apiVersion === undefined) return server;
  return ` ${cell(s.apiVersion)}${s.minimumServerVersion === undefined ? '' : ` (servers ${cell(s.minimumServerVersion)} or newer)`}${server}`;
}

function attributes(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/([\w.-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', unescape(m[2] ?? '')]));
}

function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(Number.parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[e.toLowerCase()] ?? '';
  });
}

function cell(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ');
  const short = flat.length > 300 ? `${flat.slice(0, 299)}…` : flat;
  return short.replaceAll('\\', '\\\\').replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('`', '\\`');
}

function code(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
  return flat.includes('`') ? `\`\` ${flat} \`\`` : `\`${flat}\``;
}
