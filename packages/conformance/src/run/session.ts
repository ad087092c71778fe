// A session against one server: sends planned requests, checks responses, records coverage and headers.
import type { ApiName } from '../apis.ts';
import { type PlannedRequest, toWire } from '../plan/request.ts';
import type { CaseKind, CaseReport, CheckResult } from '../report/model.ts';
import { type OperationContext, checkResponse, type ResponseVerdict } from './checks.ts';
import { type CoverageTracker, mediaItem } from './coverage.ts';
import { send, TransportError, type WireRequest, type WireResponse } from './http.ts';

/** Raised when the very first request of an API gets no HTTP answer: nothing can be checked. */
export class UnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreachableError';
  }
}

// Consecutive requests without an HTTP answer after which a session gives up.
const giveUpAfter = 3;

/** One request and what became of it. */
export interface Exchange {
  wire: WireRequest;
  response?: WireResponse;
  /** Set when there was no HTTP answer. */
  failure?: TransportError;
  verdict?: ResponseVerdict;
  /** Set when Prism answered with its own generator failure instead of a response of the spec. */
  prismFailure?: string;
}

/** Settings of a session. */
export interface SessionOptions {
  api: ApiName;
  baseUrl: string;
  timeoutMs: number;
  target: 'prism' | 'server';
  coverage: CoverageTracker;
  signal?: AbortSignal;
}

/** Sends requests of one API, one at a time, and keeps what the report needs across operations. */
export class Session {
  readonly options: SessionOptions;
  requests = 0;
  private answered = false;
  private failuresInARow = 0;
  /** The `Deprecation` header per operation, as first seen. */
  readonly deprecationHeaders = new Map<string, string>();

  constructor(options: SessionOptions) {
    this.options = options;
  }

  /** Sends `planned` for `ctx.op` and runs the response checks; `prefer` asks Prism for an example or seed. */
  async exchange(ctx: OperationContext, planned: PlannedRequest, options: { prefer?: string; dynamic?: boolean } = {}): Promise<Exchange> {
    const wire = toWire(this.options.baseUrl, ctx.op, planned);
    // The mock runs in dynamic mode; outside the seeded series, ask for the spec's examples so every
    // other request gets a deterministic answer.
    const prefer = options.prefer ?? (this.options.target === 'prism' ? 'dynamic=false' : undefined);
    if (prefer !== undefined) wire.headers['prefer'] = prefer;
    this.requests++;
    let response: WireResponse;
    try {
      response = await send(wire, this.options.timeoutMs, this.options.signal);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      if (error.failure === 'interrupted') throw error;
      if (!this.answered) throw new UnreachableError(`${this.options.api}: ${wire.method} ${wire.url}: ${error.message}`);
      // A server that stopped answering would cost a timeout per remaining request; give up instead.
      if (++this.failuresInARow >= giveUpAfter) {
        throw new UnreachableError(`${this.options.api}: the server stopped answering (${giveUpAfter} requests in a row without an answer; last: ${wire.method} ${wire.url}: ${error.message})`);
      }
      return { wire, failure: error };
    }
    this.answered = true;
    this.failuresInARow = 0;
    const header = response.headers['deprecation'];
    if (header !== undefined && !this.deprecationHeaders.has(ctx.op.id)) this.deprecationHeaders.set(ctx.op.id, header);
    const prismFailure = this.prismGeneratorFailure(response, options.dynamic === true);
    if (prismFailure !== undefined) return { wire, response, prismFailure };
    const dynamic = options.dynamic === true;
    const verdict = checkResponse(ctx, response, (hit) => this.options.coverage.hit(ctx.op.id, hit.kind === 'one-key' ? 'branch' : 'variant', `${hit.union}.${hit.branch}`, dynamic));
    if (verdict.matched !== undefined) this.options.coverage.hit(ctx.op.id, 'status', verdict.matched.status, dynamic);
    if (verdict.matched !== undefined && verdict.media !== undefined) this.options.coverage.hit(ctx.op.id, 'media', mediaItem(verdict.matched.status, verdict.media.mediaType), dynamic);
    return { wire, response, verdict };
  }

  // Prism 5's dynamic generator (json-schema-faker) fails on some seeds and answers its own 500 problem
  // document. That is a limit of the mock, not an answer of the API, so such a seed is skipped and reported.
  private prismGeneratorFailure(response: WireResponse, dynamic: boolean): string | undefined {
    if (this.options.target !== 'prism' || !dynamic || response.status !== 500) return undefined;
    if (!response.headers['content-type']?.startsWith('application/problem+json')) return undefined;
    try {
      const problem: unknown = JSON.parse(response.body);
      if (typeof problem !== 'object' || problem === null || !('type' in problem) || problem.type !== 'https://stoplight.io/prism/errors#UNKNOWN') return undefined;
      const title = 'title' in problem && typeof problem.title === 'string' ? problem.title.split('\n')[0] : 'unknown error';
      return `Prism could not generate this response: ${title}`;
    } catch {
      return undefined;
    }
  }
}

/** A case report from one exchange: the request, the response and the checks (plus `extra` checks first). */
export function caseOf(name: string, kind: CaseKind, exchange: Exchange, extra: CheckResult[] = []): CaseReport {
  const report: CaseReport = { name, kind, request: requestSummary(exchange.wire), checks: [...extra] };
  if (exchange.response !== undefined) {
    const contentType = exchange.response.headers['content-type'];
    report.response = { status: exchange.response.status, durationMs: Math.round(exchange.response.durationMs), ...(contentType === undefined ? {} : { contentType }) };
  }
  if (exchange.failure !== undefined) report.checks.push({ check: 'transport', outcome: 'fail', message: exchange.failure.message, expected: 'an HTTP answer within the timeout' });
  if (exchange.prismFailure !== undefined) report.checks.push({ check: 'status', outcome: 'skip', message: exchange.prismFailure });
  report.checks.push(...(exchange.verdict?.checks ?? []));
  return report;
}

/** The request as the report shows it; credentials are never written out. */
export function requestSummary(wire: WireRequest): NonNullable<CaseReport['request']> {
  const summary: NonNullable<CaseReport['request']> = { method: wire.method, url: wire.url };
  if (wire.headers['prefer'] !== undefined) summary.prefer = wire.headers['prefer'];
  if (wire.body !== undefined) summary.body = wire.body;
  return summary;
}
