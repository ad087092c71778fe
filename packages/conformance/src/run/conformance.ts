// The whole run: one or more APIs, each against a given server or a Prism mock started and stopped here.
import { type ApiName, apiNameList } from '../apis.ts';
import { checkParamNames, paramNames } from '../plan/params.ts';
import { UsageError } from '../usage-error.ts';
import { prismNodeProblem } from '../mock/prism.ts';
import { type MockServer, startMock } from '../mock/server.ts';
import { type ApiReport, type ConformanceReport, exitCodeOf } from '../report/model.ts';
import { parseRelease, specRelease } from '@canton-openapi/contract';
import { toolVersion } from '../version.ts';
import type { RunListener } from './events.ts';
import type { PreparedApi } from './check-context.ts';
import { prepareApi } from './prepare-api.ts';
import { runApi } from './run-api.ts';
import { checkOnly } from '../plan/only.ts';
import { checkAllowWrites } from '../plan/writes.ts';

/** Options of {@link runConformance}. */
export interface ConformanceOptions {
  apis: ApiName[];
  /** The API root of a running server (only with one API). Without it a Prism mock of each API is started. */
  baseUrl?: string;
  /** Treat `baseUrl` as a Prism mock (as `npm run mock` starts): named examples, seeds, 100% coverage. */
  prism?: boolean;
  token?: string;
  /** Deployment inputs by parameter or body field name. */
  params?: Map<string, string>;
  /** Seed of Prism's dynamic mode; requests derive their own seeds from it. Default 1. */
  seed?: number;
  /** Deadline of each request in milliseconds. Default 10000. */
  timeoutMs?: number;
  /** Most pages pagination follows. Default 10. */
  maxPages?: number;
  signal?: AbortSignal;
  /** Rules the spec records as not enforced by the server fail instead of warning (`--strict`). */
  strict?: boolean;
  /** The server's release (`--server-version`), instead of asking its version endpoint. */
  serverVersion?: string;
  /** Operator settings that re-enable what the release disables by default (`--enabled`, `x-enabled-by`). */
  enabled?: string[];
  /**
   * The write operations (`x-effect: write`) a run against a server may use: operationIds, tags or `all`
   * (`--allow-writes`). Without it nothing that could change the server's state is sent; each name must name a
   * write of the APIs run. A Prism mock keeps no state: there every operation is checked.
   */
  allowWrites?: string[];
  /**
   * The operations to check, by operationId, tag or `all` (`--only`): every other one gets no request and is
   * reported as not checked. Each name must name an operation, tag or channel of the APIs run, and each API must
   * keep something to check.
   */
  only?: string[];
  /** Called as each API finishes, for progress output. */
  onApiDone?: (report: ApiReport) => void;
  /** Called at each step (API, operation, request, response), for live progress and `--verbose`. */
  onEvent?: RunListener;
}

/** Runs the suite for every API in `options.apis` (concurrently) and returns the combined report. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  if (options.apis.length === 0) throw new UsageError(`name at least one API with --api ${apiNameList('|')}`);
  if (options.baseUrl !== undefined && options.apis.length > 1) throw new UsageError('--base-url is the root of one API: pass exactly one --api with it');
  if (options.baseUrl !== undefined && !/^https?:\/\/[^/]/.test(options.baseUrl))
    throw new UsageError(`--base-url ${options.baseUrl}: expected an http:// or https:// URL`);
  const nodeProblem = options.baseUrl === undefined ? prismNodeProblem() : undefined;
  if (nodeProblem !== undefined) throw new UsageError(`without --base-url the CLI checks Prism mocks it starts itself, but ${nodeProblem}`);
  if (options.serverVersion !== undefined && options.baseUrl === undefined)
    throw new UsageError(
      '--server-version names the release of the server at --base-url; a mock the CLI starts serves the whole spec (npm run mock -- --server-version <release> serves one release)',
    );
  if (options.serverVersion !== undefined && parseRelease(options.serverVersion) === undefined)
    throw new UsageError(`--server-version ${options.serverVersion}: expected a release, major.minor.patch (3.6.1, 0.9.0)`);
  const params = options.params ?? new Map<string, string>();
  const prepared = await Promise.all(options.apis.map((api) => prepareApi(api, params, false)));
  const settings = new Set(prepared.flatMap(enabledSettings));
  for (const setting of options.enabled ?? [])
    if (!settings.has(setting))
      throw new UsageError(
        `--enabled ${setting}: no operation, field or channel of ${options.apis.join('/')} is re-enabled by it (x-enabled-by: ${[...settings].join(', ') || 'none'})`,
      );
  checkParamNames(params, new Set(prepared.flatMap((p) => [...paramNames(p.doc, p.operations)])), options.apis.join('/'));
  const targets = prepared.map((p) => ({ api: p.api, operations: p.operations, ...(p.channels === undefined ? {} : { channels: p.channels.entries }) }));
  checkAllowWrites(options.allowWrites ?? [], targets);
  if (options.only !== undefined) checkOnly(options.only, targets);

  const apis = await Promise.all(
    prepared.map(async (p) => {
      const report = await runOne(p, options);
      options.onApiDone?.(report);
      return report;
    }),
  );
  return { tool: 'canton-conformance', version: toolVersion, startedAt, durationMs: Math.round(performance.now() - started), apis, exitCode: exitCodeOf(apis) };
}

async function runOne(prepared: PreparedApi, options: ConformanceOptions): Promise<ApiReport> {
  const common = {
    timeoutMs: options.timeoutMs ?? 10_000,
    maxPages: options.maxPages ?? 10,
    ...(options.token === undefined ? {} : { token: options.token }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.strict ? { strict: true } : {}),
    ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
    ...(options.allowWrites === undefined ? {} : { allowWrites: options.allowWrites }),
    ...(options.only === undefined ? {} : { only: options.only }),
  };
  const seed = options.seed ?? 1;
  if (options.baseUrl !== undefined) {
    const release = options.serverVersion === undefined ? {} : { serverVersion: options.serverVersion };
    return runApi(prepared, {
      ...common,
      ...release,
      baseUrl: options.baseUrl,
      target: options.prism ? 'prism' : 'server',
      ...(options.prism ? { seed } : {}),
    });
  }
  const started = performance.now();
  let mock: MockServer | undefined;
  try {
    options.onEvent?.({ type: 'mock-start', api: prepared.api });
    mock = await startMock(prepared.api, { dynamic: true, seed, wholeSpec: true });
    if (options.signal?.aborted) return failed(prepared, mock.baseUrl, 'interrupted', started);
    // The mock serves the whole spec: no release to read.
    const report = await runApi(prepared, { ...common, baseUrl: mock.baseUrl, target: 'prism', seed, lookup: false });
    // Prism's start-up is part of what the run costs.
    report.durationMs = Math.round(performance.now() - started);
    return report;
  } catch (error) {
    if (mock !== undefined) throw error;
    return failed(prepared, '(Prism mock)', error instanceof Error ? error.message : String(error), started);
  } finally {
    await mock?.close();
  }
}

function failed({ api, doc }: PreparedApi, baseUrl: string, error: string, started: number): ApiReport {
  return {
    api,
    baseUrl,
    spec: specRelease(doc),
    target: 'prism',
    startedAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    error,
    operations: [],
    coverage: { rows: [], covered: 0, total: 0, required: true, check: { check: 'coverage', outcome: 'skip', message: `not measured: ${error}` } },
    summary: { requests: 0, checks: 0, failed: 0, warnings: 0, skipped: 0 },
  };
}

/** The operator settings (`x-enabled-by`) of an API's operations, request fields and channels. */
function enabledSettings({ operations, channels }: PreparedApi): string[] {
  const lifecycles = [
    ...operations.flatMap((op) => [op.lifecycle, ...op.deprecatedFields.map((f) => f.lifecycle)]),
    ...(channels?.entries ?? []).map((c) => c.lifecycle),
  ];
  return lifecycles.flatMap((l) => (l.enabledBy === undefined ? [] : [l.enabledBy]));
}
