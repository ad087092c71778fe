#!/usr/bin/env node
// canton-conformance: contract tests of a Canton participant, Scan or validator, or of their Prism mocks.
import { constants } from 'node:fs';
import { access, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiNameList, apiNames, isApiName, type ApiName } from './apis.ts';
import { parseParams } from './plan/params.ts';
import { UsageError } from './usage-error.ts';
import { prismCliPath, prismMissingMessage, prismVersion } from './mock/prism.ts';
import { formatJunit } from './report/junit.ts';
import type { ApiReport, ConformanceReport } from './report/model.ts';
import { createProgress } from './report/progress.ts';
import { apiSummary, formatText } from './report/text.ts';
import { runConformance } from './run/conformance.ts';
import { parseOperationNames } from './plan/names.ts';
import { parseAllowWrites } from './plan/writes.ts';
import { bundledApiVersions, toolVersion } from './version.ts';
import { type ScanNetworkOptions, runScanNetwork } from './network/run-network.ts';

const usage = `Usage: canton-conformance --api <${apiNameList('|')}> [options]

  --api NAME          API to check: ${apiNameList('or')} (repeat to check several against Prism),
                      or all: every API
  --base-url URL      API root of your server: the participant's JSON API address, or the Scan or
                      validator address followed by /api/scan or /api/validator. Without it the CLI
                      starts a Prism mock from the bundled spec, runs against it and stops it.
  --token JWT         access token for operations that need one (or set CANTON_CONFORMANCE_TOKEN)
  --param NAME=VALUE  a real input for your deployment, by parameter or body field name (repeatable),
                      e.g. --param tracking_id=payment-0001 --param owner_party_ids=Alice::1220…
  --report FORMAT     text (default), json or junit
  --out FILE          write the report to FILE instead of standard output
  --timeout MS        deadline of each request (default 10000)
  --max-pages N       most pages to follow when paging (default 10)
  --seed N            seed of Prism's dynamic mode (default 1)
  --prism             the server at --base-url is a Prism mock (as \`npm run mock\` starts)
  --discover          with --api scan: check every SV's Scan that /v0/scans of --base-url lists, and
                      compare their answers (the Scan list, vote results, a round's activity totals;
                      --param round_number=N picks the round). --token goes to --base-url only.
  --concurrency N     Scans checked at once with --discover (default 4)
  --server-version R  the server's release (3.6.1, 0.9.0): check what it serves without asking the server;
                      by default it is read from GET /v2/version (ledger) or GET /version (Splice)
  --enabled SETTING   an operator setting that re-enables what the release disables by default
                      (x-enabled-by, e.g. canton.participants.<participant>.features.deprecated.
                      enable-deprecated-endpoints-34): check it as served (repeatable)
  --allow-writes OPS  let the run use these write operations (x-effect: write: submit, allocate, create,
                      update, delete, upload, vetting, execute), by operationId or tag, separated by
                      commas (repeatable), or all. Without it a run against a server is read-only: it
                      sends them nothing (a request without credentials only where the spec records
                      the server refuses it first) and lists them as not checked. A Prism mock keeps
                      no state: there every operation is checked
  --only OPS          check only these operations of the --api given, by operationId or tag, separated by
                      commas (repeatable), e.g. --only metadata-v1,transfer-instruction-v1 for a registry
                      that serves only those APIs. Every other operation gets no request and is reported as
                      not checked ("not selected (--only)"), never as passed; a write must also be named by
                      --allow-writes. A ledger WebSocket channel is named by its path (/v2/updates) or
                      operationId (onV2Updates): channels carry no tags, so a tag leaves them out. With
                      --discover: the operations checked on every Scan and the reads compared
  --strict            also fail rules the spec records as not enforced by the server
                      (x-server-check; default: warnings)
  --verbose           print every request and response on stderr (the token redacted)
  --version           print the version and the API releases of the bundled specs
  -h, --help          show this help

Progress goes to stderr: a live line on a terminal, a line per operation otherwise.
With --base-url it runs on Node 22 or newer; the Prism mocks (no --base-url) need Node 24.18 and
Prism installed beside this package: npm install --save-dev @stoplight/prism-cli@${prismVersion}

Exit codes: 0 every check passed (warnings allowed) · 1 at least one contract violation ·
2 nothing could be tested: usage error, server unreachable, token rejected, wrong base URL, interrupted
With --discover: 1 when an SV fails, cannot be reached or disagrees with what f + 1 SVs answer
(f = ⌊(n − 1) / 3⌋ of n listed); 2 only when fewer than f + 1 Scans answer`;

const formats = ['text', 'json', 'junit'] as const;
type Format = (typeof formats)[number];

/** The flags of the command line, as `parseArgs` reads them. */
type Flags = ReturnType<typeof readFlags>;

function readFlags(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      api: { type: 'string', multiple: true },
      'base-url': { type: 'string' },
      token: { type: 'string' },
      param: { type: 'string', multiple: true },
      report: { type: 'string' },
      out: { type: 'string' },
      timeout: { type: 'string' },
      'max-pages': { type: 'string' },
      seed: { type: 'string' },
      prism: { type: 'boolean' },
      discover: { type: 'boolean' },
      concurrency: { type: 'string' },
      strict: { type: 'boolean' },
      'server-version': { type: 'string' },
      enabled: { type: 'string', multiple: true },
      'allow-writes': { type: 'string', multiple: true },
      only: { type: 'string', multiple: true },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean' },
    },
  }).values;
}

/** What the flags ask for once each is read and checked against the others. */
interface Checked {
  apis: ApiName[];
  format: Format;
  allowWrites?: string[];
  only?: string[];
  token?: string;
  settings: { params: Map<string, string>; timeoutMs: number; maxPages: number; seed: number };
  concurrency: number;
}

async function main(argv: string[]): Promise<number> {
  const values = readFlags(argv);
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (values.version) {
    const specs = Object.entries(bundledApiVersions).map(([api, version]) => `${api} ${version}`);
    process.stdout.write(`canton-conformance ${toolVersion}${specs.length === 0 ? '' : ` (specs: ${specs.join(', ')})`}\n`);
    return 0;
  }
  // Every flag is read before progress starts, so a usage error is the only thing printed.
  const checked = await checkFlags(values);
  const controller = new AbortController();
  const interrupt = () => {
    if (controller.signal.aborted) process.exit(2);
    process.stderr.write('interrupted: stopping requests and mock servers (Ctrl-C again to quit at once)\n');
    controller.abort();
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  // Prism is an optional peer dependency: without it the mock mode says how to get it before anything starts.
  if (values['base-url'] === undefined && checked.apis.length > 0 && prismCliPath() === undefined) throw new Error(prismMissingMessage);
  const progress = createProgress({
    stream: process.stderr,
    live: process.stderr.isTTY === true && process.env['CI'] === undefined,
    verbose: values.verbose === true,
    secrets: [checked.token],
  });
  const report = await startRun(values, checked, controller.signal, progress).finally(() => progress.stop());
  const rendered = render(report, checked.format);
  if (values.out === undefined) process.stdout.write(rendered);
  else {
    await writeFile(values.out, rendered);
    process.stderr.write(`report written to ${values.out} — exit ${report.exitCode}\n`);
  }
  return report.exitCode;
}

/** The flags read and checked against each other, in the order their usage errors are told. */
async function checkFlags(values: Flags): Promise<Checked> {
  if (values.concurrency !== undefined && !values.discover) throw new UsageError('--concurrency applies to --discover runs');
  const named = (values.api ?? []).flatMap((name): readonly ApiName[] => {
    if (name === 'all') return apiNames;
    if (!isApiName(name)) throw new UsageError(`--api ${name}: expected ${apiNameList('or')} or all`);
    return [name];
  });
  const apis = [...new Set(named)];
  if (values.discover && (apis.length !== 1 || apis[0] !== 'scan' || values['base-url'] === undefined))
    throw new UsageError('--discover needs --api scan and --base-url <one Scan>/api/scan');
  const format = values.report ?? 'text';
  if (!isFormat(format)) throw new UsageError(`--report ${format}: expected text, json or junit`);
  if (values.prism && values['base-url'] === undefined)
    throw new UsageError('--prism describes the server at --base-url; without --base-url the CLI starts Prism itself');
  if (values.discover && values['server-version'] !== undefined)
    throw new UsageError('--server-version does not apply to --discover: each SV reports its own release');
  if (values.discover && values['allow-writes'] !== undefined)
    throw new UsageError('--allow-writes does not apply to --discover: the Scans of other SVs are only read');
  const allowWrites = values['allow-writes'] === undefined ? undefined : parseAllowWrites(values['allow-writes']);
  const only = values.only === undefined ? undefined : parseOperationNames('--only', values.only);
  const token = values.token ?? process.env['CANTON_CONFORMANCE_TOKEN'];
  // A report that cannot be written would throw the whole run away at the end: say so now.
  if (values.out !== undefined) await checkWritable(values.out);
  const settings = {
    params: parseParams(values.param ?? []),
    timeoutMs: positiveInteger(values.timeout, '--timeout', 10_000),
    maxPages: positiveInteger(values['max-pages'], '--max-pages', 10),
    seed: positiveInteger(values.seed, '--seed', 1),
  };
  const concurrency = positiveInteger(values.concurrency, '--concurrency', 4);
  return {
    apis,
    format,
    ...(allowWrites === undefined ? {} : { allowWrites }),
    ...(only === undefined ? {} : { only }),
    ...(token === undefined || token === '' ? {} : { token }),
    settings,
    concurrency,
  };
}

/** Runs what the flags ask for: the suite against every SV's Scan of a network (`--discover`), or against each API. */
function startRun(values: Flags, checked: Checked, signal: AbortSignal, progress: ReturnType<typeof createProgress>): Promise<ConformanceReport> {
  const { apis, settings, token, only, allowWrites } = checked;
  const printApiLine = (api: ApiReport) => progress.print(apiLine(api));
  if (values.discover)
    return discover(apis, values['base-url'], {
      ...settings,
      concurrency: checked.concurrency,
      signal,
      ...(token === undefined ? {} : { token }),
      ...(values.strict ? { strict: true } : {}),
      ...(only === undefined ? {} : { only }),
      onApiDone: printApiLine,
    });
  return runConformance({
    apis,
    ...settings,
    signal,
    ...(values['base-url'] === undefined ? {} : { baseUrl: values['base-url'] }),
    ...(values.prism ? { prism: true } : {}),
    ...(token === undefined ? {} : { token }),
    ...(values.strict ? { strict: true } : {}),
    ...(values['server-version'] === undefined ? {} : { serverVersion: values['server-version'] }),
    ...(values.enabled === undefined ? {} : { enabled: values.enabled }),
    ...(allowWrites === undefined ? {} : { allowWrites }),
    ...(only === undefined ? {} : { only }),
    onEvent: progress.onEvent,
    // The text report on standard output already ends with the timings; otherwise say them on stderr.
    ...(checked.format !== 'text' || values.out !== undefined ? { onApiDone: printApiLine } : {}),
  });
}

/** `--discover`: the suite against every SV's Scan of the network of `baseUrl`. */
async function discover(apis: ApiName[], baseUrl: string | undefined, options: Omit<ScanNetworkOptions, 'baseUrl'>): Promise<ConformanceReport> {
  if (apis[0] === undefined || baseUrl === undefined) throw new UsageError('--discover needs --api scan and --base-url <one Scan>/api/scan');
  if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new UsageError(`--base-url ${baseUrl}: expected an http:// or https:// URL`);
  return runScanNetwork({ ...options, baseUrl });
}

function isFormat(value: string): value is Format {
  return (formats as readonly string[]).includes(value);
}

function render(report: ConformanceReport, format: Format): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  if (format === 'junit') return formatJunit(report);
  return formatText(report);
}

function apiLine(api: ApiReport): string {
  return api.error === undefined ? apiSummary(api) : `${api.api}: ✗ ${api.error}`;
}

async function checkWritable(out: string): Promise<void> {
  const path = resolve(out);
  const existing = await stat(path).catch(() => undefined);
  if (existing?.isDirectory()) throw new UsageError(`--out ${out}: is a directory; name a file`);
  const target = existing === undefined ? dirname(path) : path;
  const directory = existing === undefined ? await stat(target).catch(() => undefined) : existing;
  if (directory === undefined) throw new UsageError(`--out ${out}: the directory ${target} does not exist`);
  try {
    await access(target, constants.W_OK);
  } catch {
    throw new UsageError(`--out ${out}: ${existing === undefined ? `the directory ${target}` : 'the file'} is not writable`);
  }
}

function positiveInteger(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${flag} ${value}: expected a positive whole number`);
  return Number(value);
}

// A reader that stops early (`| head`) is not an error of the run.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  throw error;
});

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const usageError = error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  process.stderr.write(`canton-conformance: ${error instanceof Error ? error.message : String(error)}\n`);
  if (usageError) process.stderr.write('Run canton-conformance --help for usage.\n');
  process.exitCode = 2;
}
