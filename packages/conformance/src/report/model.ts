// The report: what was sent, what came back, and every check with its outcome. All formats render this.
import type { ApiName } from '../apis.ts';

/** The checks, as the report names them. */
export type CheckName =
  | 'transport'
  | 'status'
  | 'content-type'
  | 'body-schema'
  | 'union'
  | 'variant'
  | 'negative'
  | 'auth'
  | 'pagination'
  | 'deprecation'
  | 'coverage'
  | 'discovery'
  | 'consistency'
  /** A WebSocket stream ends where the request says (`endInclusive`), and stays in its range. */
  | 'termination';

/**
 * The outcome of one check: `fail` entries name the JSON pointer and what the spec expects. `warn` is a
 * rule the spec records as not enforced by the server (`x-server-check`), accepted as recorded: reported,
 * exit 0, unless the run is `--strict`.
 */
export interface CheckResult {
  check: CheckName;
  outcome: 'pass' | 'fail' | 'warn' | 'skip';
  message?: string;
  /** JSON pointer into the response body (or the request, for negative data). */
  pointer?: string;
  expected?: string;
}

/** Why a request was made. */
export type CaseKind = 'request' | 'example' | 'dynamic' | 'negative' | 'auth' | 'pagination' | 'deprecation' | 'stream';

/** One request (or a short series, for pagination) and its checks. */
export interface CaseReport {
  name: string;
  kind: CaseKind;
  /**
   * For negative data: the rule the request breaks and whether the server enforces it, as the spec
   * records it (`x-server-check`); absent for a body that is not JSON. Accepting a request that breaks an
   * enforced rule fails; an unenforced one warns (fails under `--strict`).
   */
  rule?: { keyword: string; enforced: boolean; evidence?: string };
  request?: { method: string; url: string; prefer?: string; body?: string };
  response?: { status: number; contentType?: string; durationMs: number };
  checks: CheckResult[];
}

/** A deprecation as a report states it: what replaces the thing and when it goes, as the spec says. */
export interface DeprecationReport {
  replacedBy?: string;
  removalVersion?: string;
  removedIn?: string;
}

/** A deprecated request field or parameter of an operation: `where` is `body /filter` or `query limit`. */
export interface DeprecatedFieldReport extends DeprecationReport {
  where: string;
}

/** The contract a report checked: the API release the bundled spec describes and the oldest server it holds for. */
export interface SpecReport {
  title: string;
  version: string;
  minimumServerVersion?: string;
}

/** Everything about one operation. */
export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  /** Present when the operation is deprecated; `header` is the `Deprecation` header when the server sent one. */
  deprecation?: DeprecationReport & { header?: string };
  deprecatedFields: DeprecatedFieldReport[];
  cases: CaseReport[];
}

/** One cell of the coverage table: a documented status, (status, media type) pair, union branch or variant of an operation. */
export interface CoverageItem {
  dimension: 'status' | 'media' | 'branch' | 'variant';
  /** `404`, `default`, `400 text/plain`, `Update.Transaction`, `GetTransferOfferStatusResponse.failed`. */
  item: string;
  byExample: boolean;
  byDynamic: boolean;
}

/** Coverage of one operation. */
export interface CoverageRow {
  operationId: string;
  items: CoverageItem[];
}

/** The report of one API. */
export interface ApiReport {
  api: ApiName;
  /** With `--discover`: the SV whose Scan this is, or `network consistency` for the comparison across SVs. */
  sv?: string;
  baseUrl: string;
  /** The contract checked: the API release the bundled spec describes (`info.version`) and the oldest server it holds for. */
  spec?: SpecReport;
  /** `prism`: a Prism mock, driven through named examples and seeded dynamic mode; `server`: a real node. */
  target: 'prism' | 'server';
  seed?: number;
  startedAt: string;
  durationMs: number;
  /**
   * Set when the run of this API proves nothing: server unreachable, the token rejected, every operation
   * answering 404 or a web page (a wrong base URL), the mock failed to start, interrupted. Exit 2.
   */
  error?: string;
  operations: OperationReport[];
  /** Coverage of the run; `check` fails below 100% when `required` (against Prism). */
  coverage: { rows: CoverageRow[]; covered: number; total: number; required: boolean; check: CheckResult };
  summary: { requests: number; checks: number; failed: number; warnings: number; skipped: number };
}

/** The whole run. */
export interface ConformanceReport {
  tool: 'canton-conformance';
  /** The version of `@canton-openapi/conformance` that wrote the report. */
  version: string;
  startedAt: string;
  durationMs: number;
  apis: ApiReport[];
  /** With `--discover`: the network as `/v0/scans` listed it, and the SVs that disagreed. */
  network?: NetworkSummary;
  /** 0: every check passed; 1: at least one contract violation; 2: an API could not be checked. */
  exitCode: 0 | 1 | 2;
}

/** A `--discover` run's network: n listed, f = ⌊(n − 1) / 3⌋, f + 1 needed, and who answered. */
export interface NetworkSummary {
  /** The Scan whose `/v0/scans` was read. */
  seed: string;
  listed: number;
  f: number;
  needed: number;
  /** Scans that answered HTTP at all. */
  reachable: number;
  /** Listed URLs the run refused to call: not a bare http(s) origin. */
  refused: { svName: string; publicUrl: string; reason: string }[];
  /** SVs whose answer differed from the one f + 1 SVs agree on. */
  disagreeing: string[];
  /** Why the run could not decide (exit 2): discovery failed, too few Scans reachable, interrupted. */
  error?: string;
}

/** `scan` or, with `--discover`, `scan · <SV name>`: the name of an API's section and JUnit test suite. */
export function apiLabel(api: ApiReport): string {
  return api.sv === undefined ? api.api : `${api.api} · ${api.sv}`;
}

/**
 * Why an operation's requests did not run (a token it needs, a parameter without an example), or
 * undefined when they ran; only its check without credentials may have run.
 */
export function notCheckedReason(operation: OperationReport): string | undefined {
  const skipped = operation.cases.find((c) => c.name === 'requests' && c.checks.every((k) => k.outcome === 'skip'));
  return skipped === undefined ? undefined : (skipped.checks[0]?.message ?? 'not run').replace(/^not run: /, '');
}

/** The exit code a set of API reports calls for. */
export function exitCodeOf(apis: ApiReport[]): 0 | 1 | 2 {
  if (apis.some((a) => a.error !== undefined)) return 2;
  return apis.some((a) => a.summary.failed > 0) ? 1 : 0;
}
