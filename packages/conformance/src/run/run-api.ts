// Running the suite against one API: every operation of its spec, then its channels, then coverage.
import { apiRootPrefix } from '../apis.ts';
import { type ChannelEntry, type OperationSpec, specRelease } from '@canton-openapi/contract';
import { checks } from '../checks/index.ts';
import { isSelected, notSelectedReason } from '../plan/only.ts';
import { mayWrite, type WritePolicy, writePolicy } from '../plan/writes.ts';
import { isServed, type ReleaseContext, releaseContext, servedAt } from '../release/served.ts';
import { type ApiReport, type OperationReport, type ServerReleaseReport, summaryOf } from '../report/model.ts';
import { redactReport } from '../report/redact.ts';
import { TransportError } from '../wire/http.ts';
import { type ChannelOutcome, runChannels } from './channels.ts';
import type { OperationPlan, OperationRun, PreparedApi } from './check-context.ts';
import { CoverageTracker } from './coverage.ts';
import type { RunListener } from './events.ts';
import { misdirection } from './misdirection.ts';
import { planOperation, runOperation } from './operation.ts';
import { unversionedLines } from '../release/unversioned.ts';
import { lookupRelease } from './server-release.ts';
import { CredentialsRejectedError, Session, UnreachableError } from './session.ts';
import { SharedResponses } from './shared-responses.ts';

/** Options of one API run. */
export interface ApiRunOptions {
  /** The API root: the participant's JSON API address, or the Scan or validator address plus `/api/scan` or `/api/validator`. */
  baseUrl: string;
  /** `prism` adds named examples, seeded dynamic mode and the 100% coverage requirement. */
  target: 'prism' | 'server';
  /** Base of the per-request seeds of dynamic mode (Prism only). */
  seed?: number;
  token?: string;
  timeoutMs: number;
  maxPages: number;
  signal?: AbortSignal;
  /** Rules the spec records as not enforced by the server fail instead of warning. */
  strict?: boolean;
  /**
   * The server's release (`--server-version`): what it serves is checked, without asking its version
   * endpoint. Without it the endpoint is asked, except against a Prism mock the CLI started (`lookup: false`),
   * which serves the whole spec.
   */
  serverVersion?: string;
  lookup?: boolean;
  /** Operator settings (`x-enabled-by`) that re-enable what the release disables by default (`--enabled`). */
  enabled?: string[];
  /**
   * The write operations (`x-effect: write`) a run against a server may use, by operationId, tag or `all`
   * (`--allow-writes`); without it nothing that could change the server's state is sent. A Prism mock keeps no
   * state: there every operation is checked.
   */
  allowWrites?: string[];
  /**
   * The operations to check, by operationId, tag or `all` (`--only`); every other one gets no request and is
   * reported as not checked. Without it every operation is checked.
   */
  only?: string[];
  onEvent?: RunListener;
}

// Prism checks that a bearer token is present, not what it says.
const prismToken = 'conformance.placeholder.token';

/** The operations and channels of `prepared` that `--only` leaves out. */
function notSelected(prepared: PreparedApi, only: readonly string[]): string[] {
  return [
    ...prepared.operations.filter((op) => !isSelected(only, op)).map((op) => op.id),
    ...(prepared.channels?.entries ?? []).filter((c) => !isSelected(only, c)).map((c) => c.receiveId ?? c.channel),
  ];
}

/** The report of an operation `--only` left out: no request, one skipped check that says why. */
function notSelectedReport(op: OperationSpec): OperationReport {
  return {
    operationId: op.id,
    method: op.method,
    path: op.path,
    deprecatedFields: op.deprecatedFields.map(({ lifecycle: _, ...field }) => field),
    cases: [{ name: 'requests', kind: 'request', checks: [{ check: 'status', outcome: 'skip', message: `not run: ${notSelectedReason}` }] }],
  };
}

/** Runs every operation of `prepared` against `options.baseUrl` and returns the API's report. */
export async function runApi(prepared: PreparedApi, options: ApiRunOptions): Promise<ApiReport> {
  const started = performance.now();
  const token = options.token ?? (options.target === 'prism' ? prismToken : undefined);
  const server = await serverRelease(prepared, options, token);
  const release = releaseContext(server);
  const writes = writePolicy(options.target, options.allowWrites);
  const coverage = new CoverageTracker({ shareComponents: options.target === 'prism' });
  const selected = prepared.operations.filter((op) => isSelected(options.only, op));
  const channelsSelected = (prepared.channels?.entries ?? []).filter((c) => isSelected(options.only, c));
  // What the release does not serve, and what --only left out, has no answers to cover.
  for (const op of selected) if (isServed(servedAt(op.lifecycle, release))) coverage.addOperation(prepared.doc, prepared.validator.unions, op);
  const session = new Session({
    api: prepared.api,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    target: options.target,
    doc: prepared.doc,
    validator: prepared.validator,
    checks,
    coverage,
    release,
    writes,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
  });
  const report = startedReport(prepared, options, server, coverage);
  const run: OperationRun = {
    api: prepared.api,
    release,
    doc: prepared.doc,
    validator: prepared.validator,
    session,
    coverage,
    sharedResponses: new SharedResponses(),
    params: prepared.params,
    maxPages: options.maxPages,
    writes,
    ...(options.strict ? { strict: true } : {}),
    ...(token === undefined ? {} : { token }),
    ...(options.target === 'prism' ? { seed: options.seed ?? 1 } : {}),
  };
  const plans = selected.map((op) => planOperation(op, run));
  const api = prepared.api;
  options.onEvent?.({
    type: 'api-start',
    api,
    baseUrl: options.baseUrl,
    operations: plans.length,
    plannedRequests: plans.reduce((n, p) => n + p.plannedRequests, 0),
  });
  const unchecked = [
    ...plans.filter((p) => p.writeGated === true).map((p) => p.op.id),
    ...channelsSelected.filter((c) => !mayWrite(writes, c)).map((c) => c.receiveId ?? c.channel),
  ];
  report.writes = { mode: writes.mode, ...(writes.allowed.length === 0 ? {} : { allowed: writes.allowed }), notChecked: unchecked };
  let channelConnections = 0;
  try {
    await runPlans(plans, run, session, report, options);
    for (const op of prepared.operations) if (!selected.includes(op)) report.operations.push(notSelectedReport(op));
    const specOrder = prepared.operations.map((op) => op.id);
    report.operations.sort((a, b) => specOrder.indexOf(a.operationId) - specOrder.indexOf(b.operationId));
    const channels = await checkChannels(prepared, options, { writes, release, ...(token === undefined ? {} : { token }) });
    if (channels !== undefined) {
      report.operations.push(...channels.operations);
      channelConnections = channels.connections;
      if (channels.error !== undefined) report.error = channels.error;
    }
    // Every answer may be documented (a 404 `{error}`), yet together they say the API is not there.
    const wrongAddress = misdirection(api, options.baseUrl, apiRootPrefix(prepared.doc.root as { servers?: { url: string }[] }), session.symptoms);
    if (wrongAddress !== undefined) report.error = wrongAddress;
    const idle = report.error === undefined ? nothingChecked(api, plans, report.operations, channelsSelected) : undefined;
    if (idle !== undefined) report.error = idle;
  } catch (error) {
    report.error = stoppedBy(error);
  }
  const coverageCheck =
    report.error === undefined
      ? coverage.check(options.target === 'prism')
      : { check: 'coverage' as const, outcome: 'skip' as const, message: `not measured: ${report.error}` };
  report.coverage = { ...report.coverage, ...coverage.totals(), check: coverageCheck };
  report.summary = summaryOf([...report.operations.flatMap((o) => o.cases.flatMap((c) => c.checks)), coverageCheck], session.requests + channelConnections);
  report.durationMs = Math.round(performance.now() - started);
  const redactedReport = redactReport(report, options.token);
  options.onEvent?.({ type: 'api-done', report: redactedReport });
  return redactedReport;
}

/**
 * The server's release: `--server-version`'s, else the one its version endpoint answers (except against a Prism
 * mock the CLI started, `lookup: false`, which serves the whole spec), else none needed where no release changes
 * what is checked.
 */
async function serverRelease(prepared: PreparedApi, options: ApiRunOptions, token: string | undefined): Promise<ServerReleaseReport | undefined> {
  const enabled = options.enabled === undefined || options.enabled.length === 0 ? {} : { enabled: options.enabled };
  if (options.serverVersion !== undefined) return { release: options.serverVersion, source: 'option', ...enabled };
  if (options.lookup === false) return undefined;
  const found = await lookupRelease(prepared.api, prepared.doc, options.baseUrl, { ...options, ...(token === undefined ? {} : { token }) });
  // A release read is reported; an unknown one matters only where a release changes what is checked. Where none
  // does (the registry: no version endpoint at its base URL, every operation served by every release line), the
  // run says so instead of asking for a --server-version that would change nothing.
  const unversioned = found.release === undefined ? unversionedLines(prepared.doc, prepared.channels?.entries) : undefined;
  return unversioned === undefined ? { ...found, ...enabled } : { ...found, source: 'spec', lines: unversioned };
}

/** The API's report before any request: what is run, against what, and where its results go. */
function startedReport(prepared: PreparedApi, options: ApiRunOptions, server: ServerReleaseReport | undefined, coverage: CoverageTracker): ApiReport {
  return {
    api: prepared.api,
    baseUrl: options.baseUrl,
    spec: specRelease(prepared.doc),
    ...(server === undefined ? {} : { server }),
    target: options.target,
    ...(options.only === undefined ? {} : { selection: { only: options.only, notSelected: notSelected(prepared, options.only) } }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    startedAt: new Date().toISOString(),
    durationMs: 0,
    operations: [],
    coverage: { rows: coverage.rows, covered: 0, total: 0, required: options.target === 'prism', check: { check: 'coverage', outcome: 'skip' } },
    summary: { requests: 0, checks: 0, failed: 0, warnings: 0, skipped: 0 },
  };
}

/**
 * Runs each planned operation into `report`, announcing each. The writes the run may not use go last: their one
 * possible request (without credentials) waits until the server has refused a read's request without credentials.
 */
async function runPlans(plans: OperationPlan[], run: OperationRun, session: Session, report: ApiReport, options: ApiRunOptions): Promise<void> {
  const { api } = run;
  const order = [...plans.filter((p) => p.writeGated !== true), ...plans.filter((p) => p.writeGated === true)];
  for (const [index, plan] of order.entries()) {
    const opStarted = performance.now();
    const before = session.requests;
    options.onEvent?.({ type: 'operation-start', api, operationId: plan.op.id, index, plannedRequests: plan.plannedRequests });
    const operation = await runOperation(plan, run);
    report.operations.push(operation);
    options.onEvent?.({
      type: 'operation-done',
      api,
      report: operation,
      requests: session.requests - before,
      durationMs: Math.round(performance.now() - opStarted),
    });
  }
}

/** Runs the API's WebSocket channels, when it has any. */
async function checkChannels(
  prepared: PreparedApi,
  options: ApiRunOptions,
  run: { writes: WritePolicy; release: ReleaseContext; token?: string },
): Promise<ChannelOutcome | undefined> {
  if (prepared.channels === undefined || prepared.channels.entries.length === 0) return undefined;
  return runChannels({
    writes: run.writes,
    ...(options.only === undefined ? {} : { only: options.only }),
    channels: prepared.channels.entries,
    validator: prepared.channels.validator,
    ...(prepared.channels.auth === undefined ? {} : { auth: prepared.channels.auth }),
    baseUrl: options.baseUrl,
    ...(run.token === undefined ? {} : { token: run.token }),
    timeoutMs: options.timeoutMs,
    api: prepared.api,
    release: run.release,
  });
}

/**
 * Why the run checked nothing of substance, when every operation selected skipped its requests (a token it needs,
 * a parameter without an example): "all checks passed" would say otherwise. A selection of channels only
 * (--only /v2/updates) is judged by theirs.
 */
function nothingChecked(api: string, plans: OperationPlan[], operations: OperationReport[], channelsSelected: ChannelEntry[]): string | undefined {
  const reasons = [...new Set(plans.flatMap((p) => (p.skipped === undefined ? [] : [p.skipped.replace(/^not run: /, '')])))];
  const channelReports = operations.filter((o) => o.method === 'WS' && channelsSelected.some((c) => (c.receiveId ?? c.channel) === o.operationId));
  const nothing =
    plans.length > 0
      ? plans.every((p) => p.skipped !== undefined)
      : channelReports.length > 0 && channelReports.every((o) => o.cases.every((c) => c.checks.every((k) => k.outcome === 'skip')));
  if (!nothing) return undefined;
  const channelReasons = channelReports.flatMap((o) =>
    o.cases.flatMap((c) => c.checks.flatMap((k) => (k.message === undefined ? [] : [k.message.replace(/^not run: /, '')]))),
  );
  return `no operation of the ${api} API could be checked: ${[...new Set([...reasons, ...channelReasons])].join('; ')}`;
}

/** The API-level error of a run stopped by `error`; anything but an unreachable server, rejected credentials or an interrupt is rethrown. */
function stoppedBy(error: unknown): string {
  if (error instanceof UnreachableError) return `server unreachable: ${error.message}`;
  if (error instanceof CredentialsRejectedError) return error.message;
  if (error instanceof TransportError && error.failure === 'interrupted') return 'interrupted';
  throw error;
}
