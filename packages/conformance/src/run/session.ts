// A session against one server: sends planned requests, checks responses, records coverage and headers.
import type { ApiName } from '../apis.ts';
import { type PlannedRequest, toWire } from '../plan/request.ts';
import type { CaseKind, CaseReport, CheckResult } from '../report/model.ts';
import { type OperationContext, checkResponse, type ResponseVerdict } from './checks.ts';
import { type CoverageTracker, mediaItem } from './coverage.ts';
import type { RunListener } from './events.ts';
import { send, TransportError, type WireRequest, type WireResponse } from './http.ts';
import { type Symptom, symptomOf } from './misdirection.ts';

/** Raised when the very first request of an API gets no HTTP answer: nothing can be checked. */
export class UnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreachableError';
  }
}

/**
 * Raised when a request sent with the user's credentials is refused (401 or 403): every check that
 * needs them would test nothing, so the run stops instead of passing on documented 401s.
 */
export class CredentialsRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialsRejectedError';
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
  onEvent?: RunListener;
}

/** Sends requests of one API, one at a time, and keeps what the report needs across operations. */
export class Session {
  readonly options: SessionOptions;
  requests = 0;
  private answered = false;
  private failuresInARow = 0;
  /** The `Deprecation` header per operation, as first seen. */
  readonly deprecationHeaders = new Map<string, string>();
  /** What each answer of each operation looked like, to tell a wrong base URL from a real API. */
  readonly symptoms = new Map<string, Symptom[]>();

  constructor(options: SessionOptions) {
    this.options = options;
  }

  /**
   * Sends `planned` for `ctx.op` and runs the response checks; `prefer` asks Prism for an example or seed.
   * `credentialed` marks a request that carries the user's token and must not be refused for it.
   */
  async exchange(
    ctx: OperationContext,
    planned: PlannedRequest,
    options: { prefer?: string; dynamic?: boolean; credentialed?: boolean } = {},
  ): Promise<Exchange> {
    const wire = toWire(this.options.baseUrl, ctx.op, planned);
    // The mock runs in dynamic mode; outside the seeded series, ask for the spec's examples so every
    // other request gets a deterministic answer.
    const prefer = options.prefer ?? (this.options.target === 'prism' ? 'dynamic=false' : undefined);
    if (prefer !== undefined) wire.headers['prefer'] = prefer;
    this.requests++;
    const { api, onEvent } = this.options;
    onEvent?.({ type: 'request', api, operationId: ctx.op.id, request: wire });
    let response: WireResponse;
    try {
      response = await send(wire, this.options.timeoutMs, this.options.signal);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      onEvent?.({ type: 'response', api, operationId: ctx.op.id, request: wire, failure: error.message });
      if (error.failure === 'interrupted') throw error;
      if (!this.answered) throw new UnreachableError(`${this.options.api}: ${wire.method} ${wire.url}: ${error.message}`);
      // A server that stopped answering would cost a timeout per remaining request; give up instead.
      if (++this.failuresInARow >= giveUpAfter) {
        throw new UnreachableError(
          `${this.options.api}: the server stopped answering (${giveUpAfter} requests in a row without an answer; last: ${wire.method} ${wire.url}: ${error.message})`,
        );
      }
      this.record(ctx.op.id, { unanswered: `${wire.method} ${wire.url}` });
      return { wire, failure: error };
    }
    onEvent?.({ type: 'response', api, operationId: ctx.op.id, request: wire, response });
    this.answered = true;
    this.failuresInARow = 0;
    if (options.credentialed && this.options.target === 'server' && (response.status === 401 || response.status === 403)) {
      throw new CredentialsRejectedError(credentialsMessage(this.options.api, wire, response));
    }
    const header = response.headers['deprecation'];
    if (header !== undefined && !this.deprecationHeaders.has(ctx.op.id)) this.deprecationHeaders.set(ctx.op.id, header);
    const prismFailure = this.prismGeneratorFailure(response, options.dynamic === true);
    if (prismFailure !== undefined) return { wire, response, prismFailure };
    const dynamic = options.dynamic === true;
    const verdict = checkResponse(ctx, response, (hit) =>
      this.options.coverage.hit(ctx.op.id, hit.kind === 'one-key' ? 'branch' : 'variant', `${hit.union}.${hit.branch}`, dynamic),
    );
    if (verdict.matched !== undefined) this.options.coverage.hit(ctx.op.id, 'status', verdict.matched.status, dynamic);
    if (verdict.matched !== undefined && verdict.media !== undefined)
      this.options.coverage.hit(ctx.op.id, 'media', mediaItem(verdict.matched.status, verdict.media.mediaType), dynamic);
    this.record(ctx.op.id, symptomOf(ctx.op, response));
    return { wire, response, verdict };
  }

  private record(operationId: string, symptom: Symptom): void {
    const seen = this.symptoms.get(operationId) ?? [];
    seen.push(symptom);
    this.symptoms.set(operationId, seen);
  }

  // Prism 5's dynamic generator (json-schema-faker) fails on some seeds and answers its own 500 problem
  // document. That is a limit of the mock, not an answer of the API, so such a seed is skipped and reported.
  private prismGeneratorFailure(response: WireResponse, dynamic: boolean): string | undefined {
    if (this.options.target !== 'prism' || !dynamic || response.status !== 500) return undefined;
    if (!response.headers['content-type']?.startsWith('application/problem+json')) return undefined;
    try {
      const problem: unknown = JSON.parse(response.body);
      if (typeof problem !== 'object' || problem === null || !('type' in problem) || problem.type !== 'https://stoplight.io/prism/errors#UNKNOWN')
        return undefined;
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
    report.response = {
      status: exchange.response.status,
      durationMs: Math.round(exchange.response.durationMs),
      ...(contentType === undefined ? {} : { contentType }),
    };
  }
  if (exchange.failure !== undefined)
    report.checks.push({ check: 'transport', outcome: 'fail', message: exchange.failure.message, expected: 'an HTTP answer within the timeout' });
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

/** `the validator rejected the token: 401 text/plain "…" (WWW-Authenticate: …) to POST …; check --token`. */
function credentialsMessage(api: ApiName, wire: WireRequest, response: WireResponse): string {
  const verb = response.status === 401 ? 'rejected the token' : 'refused the token (valid, but without the rights this call needs)';
  const type = response.headers['content-type']?.split(';')[0] ?? 'no content type';
  const body = response.body.replace(/\s+/g, ' ').trim();
  const excerpt = body === '' ? '' : ` ${JSON.stringify(body.length > 160 ? `${body.slice(0, 159)}…` : body)}`;
  const challenge = response.headers['www-authenticate'] === undefined ? '' : ` (WWW-Authenticate: ${response.headers['www-authenticate']})`;
  const hint =
    response.status === 401
      ? 'check --token (or CANTON_CONFORMANCE_TOKEN): is it current, and issued for this node?'
      : "the requests name the spec's example parties and ids unless --param gives yours: pass your deployment's values with --param, or a token with rights to them";
  return `the ${api} ${verb}: ${response.status} ${type}${excerpt}${challenge} to ${wire.method} ${wire.url}; ${hint}`;
}
