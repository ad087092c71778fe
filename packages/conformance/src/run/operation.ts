// Everything the suite does for one operation: positive requests, Prism examples and seeds, negative
// data, auth, pagination and deprecation.
import { deriveNegatives, type NegativeCase } from '../plan/negative.ts';
import { applyBodyParams, parameterValue } from '../plan/params.ts';
import { credentialFor, credentialNames, type PlannedRequest } from '../plan/request.ts';
import {
  deprecationAdvice,
  type MediaSpec,
  type OperationSpec,
  reachableUnions,
  type ResponseSpec,
  type SpecDocument,
  specRelease,
} from '@canton-openapi/contract';
import type { CaseReport, CheckResult, OperationReport } from '../report/model.ts';
import type { SpecValidator } from '../validate/validator.ts';
import { documentedResponse, mergeChecks } from './checks.ts';
import type { CoverageTracker } from './coverage.ts';
import { followPages } from './pagination.ts';
import { caseOf, type Exchange, requestSummary, type Session } from './session.ts';

/** What running one operation needs. */
export interface OperationRun {
  doc: SpecDocument;
  validator: SpecValidator;
  session: Session;
  coverage: CoverageTracker;
  params: Map<string, string>;
  token?: string;
  /** Present against Prism: the base of the per-request seeds of dynamic mode. */
  seed?: number;
  maxPages: number;
  /** Rules the spec records as not enforced by the server fail instead of warning. */
  strict?: boolean;
}

// Dynamic mode: at least this many seeds per documented status, and more (up to the cap) while a union
// branch or variant of that response has not been generated yet.
const minimumSeeds = 3;
const maximumSeeds = 20;

/** What will be sent for one operation, worked out before anything is sent. */
export interface OperationPlan {
  op: OperationSpec;
  /** Why nothing but the auth check can run, when that is so. */
  skipped?: string;
  bases: { name: string; request: PlannedRequest }[];
  /** The first base request, without credentials. */
  anonymous?: PlannedRequest;
  /** The first base request as sent: with credentials when the operation needs them. */
  base?: PlannedRequest;
  /** Whether the positive requests run (no credentials needed, or a token that fits). */
  runnable: boolean;
  credentialed: boolean;
  negatives: NegativeCase[];
  /** The least number of requests the plan sends (pagination and dynamic series may add more). */
  plannedRequests: number;
}

/** Plans the requests of `op`: base requests from the examples and `--param`s, negative data, auth. */
export function planOperation(op: OperationSpec, run: OperationRun): OperationPlan {
  const { doc, validator, params } = run;
  const plan: OperationPlan = { op, bases: [], runnable: false, credentialed: false, negatives: [], plannedRequests: 0 };
  const common: PlannedRequest = { pathParams: {}, query: {}, headers: { accept: acceptHeader(op) } };
  const missing: string[] = [];
  for (const param of op.parameters) {
    const value = parameterValue(param, params);
    if (value === undefined) {
      if (param.required) missing.push(param.name);
      continue;
    }
    if (param.in === 'path') common.pathParams[param.name] = value;
    else if (param.in === 'query') common.query[param.name] = value;
    else if (param.in === 'header') common.headers[param.name.toLowerCase()] = value;
  }
  if (missing.length > 0) {
    plan.skipped = `not run: the spec gives no example for ${missing.map((m) => `\`${m}\``).join(', ')}; pass --param ${missing[0]}=<value>`;
    return plan;
  }
  const media = op.requestBody?.contents.find((m) => m.mediaType.includes('json')) ?? op.requestBody?.contents[0];
  if (media === undefined) plan.bases.push({ name: 'request', request: common });
  else if (media.examples.length === 0) plan.skipped = `not run: the spec gives no ${media.mediaType} request example`;
  for (const example of media?.examples ?? []) {
    const body = applyBodyParams(doc, media?.schema ?? {}, example.value, params);
    plan.bases.push({ name: `request example ${example.name}`, request: { ...common, body, ...(media === undefined ? {} : { mediaType: media.mediaType }) } });
  }
  const anonymous = plan.bases[0]?.request;
  if (anonymous === undefined) return plan;
  plan.anonymous = anonymous;
  const secured = op.security.length > 0;
  const credential = secured && run.token !== undefined ? credentialFor(op.security, run.token) : undefined;
  plan.runnable = !secured || credential !== undefined;
  plan.credentialed = credential !== undefined;
  if (credential !== undefined) {
    plan.bases = plan.bases.map(({ name, request }) => ({
      name,
      request: { ...request, headers: { ...request.headers, ...credential.headers }, query: { ...request.query, ...credential.query } },
    }));
  }
  plan.base = plan.bases[0]?.request;
  if (!plan.runnable) {
    plan.skipped =
      run.token === undefined
        ? 'not run: the operation needs credentials; pass --token <JWT>'
        : 'not run: no security scheme of this operation can carry a bearer token';
  } else if (plan.base !== undefined) {
    plan.negatives = deriveNegatives(
      doc,
      validator,
      op,
      plan.base,
      (media?.examples ?? []).map((e) => e.value),
    );
  }
  let count = secured ? 1 : 0;
  if (plan.runnable) {
    count += plan.bases.length + plan.negatives.length + (op.pagination === undefined ? 0 : 1);
    if (run.seed !== undefined) {
      for (const response of op.responses)
        count += response.contents.reduce((n, c) => n + c.examples.length, 0) + Math.max(1, response.contents.length) * minimumSeeds;
    }
  }
  plan.plannedRequests = count;
  return plan;
}

/** Runs every case of a planned operation and returns its report. */
export async function runOperation(plan: OperationPlan, run: OperationRun): Promise<OperationReport> {
  const { op } = plan;
  const { doc, validator, session } = run;
  const ctx = { doc, op, validator };
  const report: OperationReport = { operationId: op.id, method: op.method, path: op.path, deprecatedFields: op.deprecatedFields, cases: [] };
  if (plan.skipped !== undefined)
    report.cases.push({ name: 'requests', kind: 'request', checks: [{ check: 'status', outcome: 'skip', message: plan.skipped }] });
  const { anonymous, base } = plan;
  if (anonymous === undefined) return finish(report, op, session, specRelease(doc).version);

  if (plan.runnable && base !== undefined) {
    const credentialed = plan.credentialed;
    for (const { name, request } of plan.bases) report.cases.push(caseOf(name, 'request', await session.exchange(ctx, request, { credentialed })));
    if (run.seed !== undefined) {
      for (const response of op.responses) {
        const code = preferCode(op, response.status);
        for (const content of response.contents) {
          // Prism looks for a named example only among the media types the request accepts.
          const request = accepting(base, content.mediaType);
          for (const example of content.examples) {
            const label = `${responseLabel(response, content)} ${example.name}`;
            report.cases.push(
              caseOf(`response example ${label}`, 'example', await session.exchange(ctx, request, { prefer: `code=${code}, example=${example.name}` })),
            );
          }
        }
      }
      for (const response of op.responses) {
        // Dynamic mode generates the first accepted media type, so each declared one gets its own series.
        if (response.contents.length === 0) report.cases.push(await dynamicSeries(run, ctx, response, undefined, base, run.seed));
        for (const content of response.contents)
          report.cases.push(await dynamicSeries(run, ctx, response, content, accepting(base, content.mediaType), run.seed));
      }
    }
    for (const negative of plan.negatives) {
      const exchange = await session.exchange(ctx, negative.request);
      report.cases.push({
        ...caseOf(`negative: ${negative.name}`, 'negative', withoutChecksOnAcceptance(exchange), [negativeCheck(op, exchange, negative, run.strict === true)]),
        ...(negative.rule === undefined ? {} : { rule: negative.rule }),
      });
    }
    const pages = await followPages(run, ctx, base, examplesOf(op));
    if (pages !== undefined) report.cases.push(pages);
  }

  if (op.security.length > 0) {
    // The request without credentials needs no token, so it runs even when the others cannot.
    const names = credentialNames(op.security);
    const stripped: PlannedRequest = { ...anonymous, headers: { ...anonymous.headers }, query: { ...anonymous.query } };
    for (const header of names.headers) delete stripped.headers[header];
    for (const name of names.query) delete stripped.query[name];
    const exchange = await session.exchange(ctx, stripped);
    report.cases.push(caseOf('auth: no credentials', 'auth', exchange, [authCheck(exchange)]));
  }
  return finish(report, op, session, specRelease(doc).version);
}

function finish(report: OperationReport, op: OperationSpec, session: Session, specVersion: string): OperationReport {
  const header = session.deprecationHeaders.get(op.id);
  if (op.deprecation === undefined && op.deprecatedFields.length === 0 && header === undefined) return report;
  const parts: string[] = [];
  if (op.deprecation !== undefined) {
    report.deprecation = { ...op.deprecation, ...(header === undefined ? {} : { header }) };
    parts.push(`operation deprecated: ${deprecationAdvice(op.deprecation, specVersion)}`);
  } else if (header !== undefined) {
    parts.push('the server marks this operation deprecated; the spec does not');
  }
  for (const field of op.deprecatedFields) parts.push(`${field.where} deprecated: ${deprecationAdvice(field, specVersion)}`);
  parts.push(header === undefined ? 'no Deprecation header (not required)' : `Deprecation header: ${header}`);
  report.cases.push({ name: 'deprecation', kind: 'deprecation', checks: [{ check: 'deprecation', outcome: 'pass', message: parts.join('; ') }] });
  return report;
}

/** The `Accept` header of a client of `op`: every media type its responses document. */
function acceptHeader(op: OperationSpec): string {
  const types = [...new Set(op.responses.flatMap((r) => r.contents.map((c) => c.mediaType)))];
  return types.length === 0 ? '*/*' : types.join(', ');
}

/** `request` accepting only `mediaType`. */
function accepting(request: PlannedRequest, mediaType: string): PlannedRequest {
  return { ...request, headers: { ...request.headers, accept: mediaType } };
}

/** How a case names a documented response: `400`, or `400 text/plain` when the status declares several media types. */
function responseLabel(response: ResponseSpec, content: MediaSpec | undefined): string {
  return content === undefined || response.contents.length < 2 ? response.status : `${response.status} ${content.mediaType}`;
}

/** The status to ask Prism for: the documented one, or for `default` a server error the operation does not list. */
export function preferCode(op: OperationSpec, status: string): string {
  if (/^\d{3}$/.test(status)) return status;
  if (/^\dXX$/i.test(status)) return `${status[0]}00`;
  return ['500', '503', '502', '501', '504'].find((c) => !op.responses.some((r) => r.status === c)) ?? '599';
}

function examplesOf(op: OperationSpec): ResponseSpec | undefined {
  return op.responses.find((r) => r.status === '200') ?? op.responses.find((r) => r.status.startsWith('2'));
}

async function dynamicSeries(
  run: OperationRun,
  ctx: { doc: SpecDocument; op: OperationSpec; validator: SpecValidator },
  response: ResponseSpec,
  content: MediaSpec | undefined,
  request: PlannedRequest,
  seed: number,
): Promise<CaseReport> {
  const code = preferCode(ctx.op, response.status);
  const items =
    content === undefined || content.schemaPointer === ''
      ? []
      : reachableUnions(ctx.doc, ctx.validator.unions, content.schemaPointer).flatMap((u) =>
          u.kind === 'one-key' ? u.branches.map((b) => `${u.name}.${b.key}`) : u.branches.map((b) => `${u.name}.${b.value}`),
        );
  const exchanges: { label: string; exchange: Exchange }[] = [];
  for (let i = 1; i <= maximumSeeds; i++) {
    const label = `${seed}-${i}`;
    exchanges.push({ label, exchange: await run.session.exchange(ctx, request, { prefer: `code=${code}, dynamic=true, seed=${label}`, dynamic: true }) });
    if (i >= minimumSeeds && run.coverage.dynamicComplete(ctx.op.id, items)) break;
  }
  const first = exchanges[0]?.exchange;
  const name = `dynamic ${responseLabel(response, content)} (seeds ${exchanges[0]?.label}…${exchanges.at(-1)?.label})`;
  const report: CaseReport = {
    name,
    kind: 'dynamic',
    checks: mergeChecks(exchanges.map((e) => ({ label: `seed ${e.label}`, checks: caseOf('', 'dynamic', e.exchange).checks }))),
  };
  if (first !== undefined) report.request = requestSummary(first.wire);
  const statuses = [
    ...new Set(
      exchanges
        .filter((e) => e.exchange.prismFailure === undefined)
        .map((e) => e.exchange.response?.status)
        .filter((s) => s !== undefined),
    ),
  ];
  if (first?.response !== undefined) {
    const contentType = first.response.headers['content-type'];
    const durationMs = Math.round(exchanges.reduce((t, e) => t + (e.exchange.response?.durationMs ?? 0), 0));
    report.response = { status: first.response.status, durationMs, ...(contentType === undefined ? {} : { contentType }) };
  }
  if (statuses.length > 1)
    report.checks.push({ check: 'status', outcome: 'fail', message: `Prism answered ${statuses.join(', ')} to the same request`, expected: code });
  return report;
}

function withoutChecksOnAcceptance(exchange: Exchange): Exchange {
  // A 2xx to a broken request is the violation itself; checking the accepting body says nothing more.
  const status = exchange.response?.status;
  if (status === undefined || status >= 300) return exchange;
  const { verdict: _verdict, ...rest } = exchange;
  return rest;
}

// Any documented 4xx is a rejection, in any media type its status declares (pekko answers a body it
// cannot decode with `400 text/plain`, an application check with `400 {error}`); the response checks
// that run beside this one judge the media type and body. Whether accepting the request fails or warns
// is the spec's record of the rule (`x-server-check`), never the kind of rule.
function negativeCheck(op: OperationSpec, exchange: Exchange, negative: NegativeCase, strict: boolean): CheckResult {
  const where = negative.where;
  const { rule } = negative;
  const rejections = `a documented 4xx rejection (${
    op.responses
      .filter((r) => r.status.startsWith('4') || r.status === 'default')
      .map((r) => r.status)
      .join(', ') || 'none documented'
  })`;
  const status = exchange.response?.status;
  if (status === undefined) return { check: 'negative', outcome: 'skip', message: 'no answer', pointer: where };
  if (status >= 400 && status < 500 && documentedResponse(op, status) !== undefined)
    return { check: 'negative', outcome: 'pass', message: `rejected with ${status}`, pointer: where };
  if (status < 300 && rule !== undefined && !rule.enforced) {
    const known = `the server is known not to enforce this rule (${rule.evidence ?? 'recorded in the spec'}), so a client must not rely on it`;
    if (!strict)
      return {
        check: 'negative',
        outcome: 'warn',
        message: `accepted (answered ${status}): ${known}; --strict fails it`,
        pointer: where,
        expected: rejections,
      };
    return {
      check: 'negative',
      outcome: 'fail',
      message: `accepted (answered ${status}); ${known}, and --strict fails it`,
      pointer: where,
      expected: rejections,
    };
  }
  const message = status < 300 ? `the server accepted a request that breaks the spec (answered ${status})` : `answered ${status}`;
  // The server's own code rejects such a request: say where, so the reader can tell a bug from a setting.
  const expected = rule?.evidence === undefined ? rejections : `${rejections}, as the server's code does: ${rule.evidence}`;
  return { check: 'negative', outcome: 'fail', message, pointer: where, expected };
}

function authCheck(exchange: Exchange): CheckResult {
  const status = exchange.response?.status;
  if (status === undefined) return { check: 'auth', outcome: 'skip', message: 'no answer' };
  if (status === 401 || status === 403) return { check: 'auth', outcome: 'pass', message: `rejected with ${status}` };
  return { check: 'auth', outcome: 'fail', message: `answered ${status} to a request without credentials`, expected: '401 or 403' };
}
