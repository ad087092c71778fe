// A session against one server: sends planned requests, runs the response checks, records coverage and headers.
import type { OperationSpec, SpecDocument } from '@canton-openapi/contract';
import type { ApiName } from '../apis.ts';
import type { Check } from '../checks/index.ts';
import { credentialNames, type PlannedRequest, toWire } from '../plan/request.ts';
import { mayWrite, type WritePolicy } from '../plan/writes.ts';
import { disabledFieldsIn, type ReleaseContext, servedAt } from '../release/served.ts';
import { type Answer, readAnswer } from '../validate/answer.ts';
import type { SpecValidator } from '../validate/validator.ts';
import { send, TransportError, type WireRequest, type WireResponse } from '../wire/http.ts';
import type { Exchange, ExchangeOptions, RequestSession } from './check-context.ts';
import type { CoverageTracker } from './coverage.ts';
import type { RunListener } from './events.ts';
import { type Symptom, symptomOf } from './misdirection.ts';

/** Raised when the very first request of an API gets no HTTP answer: nothing can be checked. */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
}

/**
 * Raised when a request sent with the user's credentials is refused (401 or 403): every check that
 * needs them would test nothing, so the run stops instead of passing on documented 401s.
 */
export class CredentialsRejectedError extends Error {
  override name = 'CredentialsRejectedError';
}

// Consecutive requests without an HTTP answer after which a session gives up.
const giveUpAfter = 3;

/** Settings of a session. */
export interface SessionOptions {
  api: ApiName;
  baseUrl: string;
  timeoutMs: number;
  target: 'prism' | 'server';
  doc: SpecDocument;
  validator: SpecValidator;
  /** The checks whose `response` hook judges every answer. */
  checks: readonly Check[];
  coverage: CoverageTracker;
  /** The server's release, when known: the response checks judge each answer by what it serves. */
  release?: ReleaseContext;
  /** What may be sent to write operations (`x-effect: write`); by default, against a server, nothing. */
  writes?: WritePolicy;
  signal?: AbortSignal;
  onEvent?: RunListener;
}

/** Sends requests of one API, one at a time, and keeps what the report needs across operations. */
export class Session implements RequestSession {
  readonly options: SessionOptions;
  requests = 0;
  private answered = false;
  private failuresInARow = 0;
  /** The `Deprecation` header per operation, as first seen. */
  readonly deprecationHeaders = new Map<string, string>();
  /** What each answer of each operation looked like, to tell a wrong base URL from a real API. */
  readonly symptoms = new Map<string, Symptom[]>();
  /** Whether the server refused a request without credentials (401 or 403): it authenticates, so such a request has no effect. */
  refusedWithoutCredentials = false;

  constructor(options: SessionOptions) {
    this.options = options;
  }

  /** Sends `planned` for `op` and runs the response checks (`ExchangeOptions` says how). */
  async exchange(op: OperationSpec, planned: PlannedRequest, options: ExchangeOptions = {}): Promise<Exchange> {
    this.guardWrite(op, planned, options.anonymous === true);
    const wire = toWire(this.options.baseUrl, op, planned);
    // The mock runs in dynamic mode; outside the seeded series, ask for the spec's examples so every
    // other request gets a deterministic answer.
    const prefer = options.prefer ?? (this.options.target === 'prism' ? 'dynamic=false' : undefined);
    if (prefer !== undefined) wire.headers['prefer'] = prefer;
    this.requests++;
    const { api, onEvent } = this.options;
    onEvent?.({ type: 'request', api, operationId: op.id, request: wire });
    let response: WireResponse;
    try {
      response = await send(wire, this.options.timeoutMs, this.options.signal);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      onEvent?.({ type: 'response', api, operationId: op.id, request: wire, failure: error.message });
      if (error.failure === 'interrupted') throw error;
      if (!this.answered) throw new UnreachableError(`${this.options.api}: ${wire.method} ${wire.url}: ${error.message}`);
      // A server that stopped answering would cost a timeout per remaining request; give up instead.
      if (++this.failuresInARow >= giveUpAfter) {
        throw new UnreachableError(
          `${this.options.api}: the server stopped answering (${giveUpAfter} requests in a row without an answer; last: ${wire.method} ${wire.url}: ${error.message})`,
        );
      }
      this.record(op.id, { unanswered: `${wire.method} ${wire.url}` });
      return this.judge(wire, { op, failure: error });
    }
    onEvent?.({ type: 'response', api, operationId: op.id, request: wire, response });
    this.answered = true;
    this.failuresInARow = 0;
    if (options.anonymous && op.security.length > 0 && (response.status === 401 || response.status === 403)) this.refusedWithoutCredentials = true;
    if (options.credentialed && this.options.target === 'server' && (response.status === 401 || response.status === 403)) {
      throw new CredentialsRejectedError(credentialsMessage(this.options.api, wire, response));
    }
    const header = response.headers['deprecation'];
    if (header !== undefined && !this.deprecationHeaders.has(op.id)) this.deprecationHeaders.set(op.id, header);
    const dynamic = options.dynamic === true;
    const prismFailure = this.prismGeneratorFailure(response, dynamic);
    if (prismFailure !== undefined) return this.judge(wire, { op, response, prismFailure });
    if (options.unjudged === true) return { op, response, wire, checks: [] };
    const answer = readAnswer(this.options.doc, this.options.validator, op, response);
    const { release } = this.options;
    // An answer Prism was asked for by example, status or seed shows the spec, not the release.
    if (release?.release !== undefined && options.prefer === undefined)
      answer.release = { context: release, served: servedAt(op.lifecycle, release), disabledFields: fieldsOf(op, wire, release) };
    this.options.coverage.record(answer, dynamic);
    this.record(op.id, symptomOf(op, response));
    return this.judge(wire, answer);
  }

  /**
   * The last line of the read-only default, below every check: a request to a write operation the run may not
   * use is never sent. The one exception is a request without any credential, to an operation whose spec records
   * that the server refuses it before any effect, once this server has refused such a request (it authenticates).
   */
  private guardWrite(op: OperationSpec, planned: PlannedRequest, anonymous: boolean): void {
    const policy = this.options.writes ?? { mode: this.options.target === 'prism' ? 'mock' : 'read-only', allowed: [] };
    if (mayWrite(policy, op)) return;
    const names = credentialNames(op.security);
    const bare = names.headers.every((h) => planned.headers[h] === undefined) && names.query.every((q) => planned.query[q] === undefined);
    if (anonymous && bare && op.security.length > 0 && op.authBeforeEffect !== undefined && this.refusedWithoutCredentials) return;
    throw new Error(`canton-conformance: refused to send ${op.method} ${op.path} (${op.id}): it changes ledger state and --allow-writes does not name it`);
  }

  private judge(wire: WireRequest, answer: Answer): Exchange {
    return { ...answer, wire, checks: this.options.checks.flatMap((check) => check.response?.(answer) ?? []) };
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

/** The request fields of `wire` that the release disables. */
function fieldsOf(op: OperationSpec, wire: WireRequest, release: ReleaseContext): string[] {
  let body: unknown;
  try {
    body = wire.body === undefined ? undefined : JSON.parse(wire.body);
  } catch {
    body = undefined;
  }
  return disabledFieldsIn(op, release, body, Object.fromEntries(new URL(wire.url).searchParams));
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
