// One operation: its plan (the requests worked out from the examples and `--param`s before anything is sent),
// its own requests, then every check that sends requests of its own, in the registry's order.
import { type OperationSpec, typesOf } from '@canton-openapi/contract';
import { type Check, checks } from '../checks/index.ts';
import { deriveNegatives } from '../plan/negative.ts';
import { applyBodyParams, parameterValue } from '../plan/params.ts';
import { credentialFor, type PlannedRequest } from '../plan/request.ts';
import { mayWrite, notCheckedWrite } from '../plan/writes.ts';
import { disabledFieldsIn, isServed, notServedReason, servedAt } from '../release/served.ts';
import { caseOf } from '../report/case.ts';
import type { OperationReport } from '../report/model.ts';
import type { OperationPlan, OperationRun } from './check-context.ts';

/**
 * Plans the requests of `op`: base requests from the examples and `--param`s, negative data, auth. A write the
 * run may not use (`--allow-writes`) keeps at most its request without credentials, where the spec records that
 * the server refuses it before any effect.
 */
export function planOperation(op: OperationSpec, run: OperationRun): OperationPlan {
  const plan = planRequests(op, run);
  if (mayWrite(run.writes, op)) return plan;
  if (!isServed(plan.served) && plan.served !== 'disabled') {
    // Not even the probe of a route the release lacks: it carries credentials, and the run may not write here.
    const { probe: _unsent, ...unprobed } = plan;
    return { ...unprobed, plannedRequests: 0 };
  }
  const anonymous = op.authBeforeEffect !== undefined && op.security.length > 0 ? plan.anonymous : undefined;
  return {
    op,
    served: plan.served,
    skipped: `not run: ${notCheckedWrite(op.id)}`,
    writeGated: true,
    bases: [],
    runnable: false,
    credentialed: false,
    negatives: [],
    refused: [],
    plannedRequests: anonymous === undefined || plan.served === 'disabled' ? 0 : 1,
    ...(anonymous === undefined ? {} : { anonymous }),
  };
}

function planRequests(op: OperationSpec, run: OperationRun): OperationPlan {
  const { doc, validator, params } = run;
  const served = servedAt(op.lifecycle, run.release);
  const plan: OperationPlan = { op, served, bases: [], runnable: false, credentialed: false, negatives: [], refused: [], plannedRequests: 0 };
  if (!isServed(served) && served !== 'disabled') {
    plan.skipped = `not run: ${notServedReason(run.api, op.lifecycle, run.release, op.deprecation?.replacedBy)}`;
    plan.probe = notServedProbe(op, run);
    plan.plannedRequests = plan.probe === undefined ? 0 : 1;
    return plan;
  }
  const common: PlannedRequest = { pathParams: {}, query: {}, headers: { accept: acceptHeader(op) } };
  const missing: string[] = [];
  for (const param of op.parameters) {
    const value = parameterValue(param, params);
    if (value === undefined) {
      if (param.required) missing.push(param.name);
      continue;
    }
    if (param.in === 'path') common.pathParams[param.name] = value;
    else if (param.in === 'query') common.query[param.name] = queryValues(param, params) ?? value;
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
  // A request using a field the release disables is refused before anything else is read: only the
  // `release` check sends it, expecting the refusal; the other checks use the remaining requests.
  if (served !== 'disabled' && plan.runnable) {
    const uses = (request: PlannedRequest) => disabledFieldsIn(op, run.release, request.body, request.query);
    plan.refused = plan.bases.flatMap(({ name, request }) => (uses(request).length > 0 ? [{ name, request, fields: uses(request) }] : []));
    plan.bases = plan.bases.filter(({ request }) => uses(request).length === 0);
  }
  plan.base = plan.bases[0]?.request;
  if (!plan.runnable) {
    plan.skipped =
      run.token === undefined
        ? 'not run: the operation needs credentials; pass --token <JWT>'
        : 'not run: no security scheme of this operation can carry a bearer token';
  } else if (served === 'disabled') {
    plan.plannedRequests = 1;
    return plan;
  } else if (plan.base !== undefined) {
    plan.negatives = deriveNegatives(
      doc,
      validator,
      op,
      plan.base,
      (media?.examples ?? []).map((e) => e.value),
    );
  }
  if (served === 'disabled') return plan;
  const own = plan.runnable ? plan.bases.length + plan.refused.length : 0;
  plan.plannedRequests = checks.reduce((n, check) => n + (ready(check, plan, run) ? (check.planned?.(plan, run) ?? 0) : 0), own);
  return plan;
}

/** Runs the operation's own requests, then every check's, and returns its report. */
export async function runOperation(plan: OperationPlan, run: OperationRun): Promise<OperationReport> {
  const { op } = plan;
  const report: OperationReport = {
    operationId: op.id,
    method: op.method,
    path: op.path,
    deprecatedFields: op.deprecatedFields.map(({ lifecycle: _, ...field }) => field),
    cases: [],
  };
  const check = isServed(plan.served) || plan.served === 'disabled' ? 'status' : 'release';
  if (plan.skipped !== undefined) report.cases.push({ name: 'requests', kind: 'request', checks: [{ check, outcome: 'skip', message: plan.skipped }] });
  if (plan.served === 'disabled') {
    // Refused before anything is read: no other check can learn anything from it.
    for (const c of checks) if (c.disabled !== undefined && plan.runnable) report.cases.push(...(await c.disabled(plan, run)));
  } else {
    if (plan.runnable) {
      plan.answers = [];
      for (const { name, request } of plan.bases) {
        const exchange = await run.session.exchange(op, request, { credentialed: plan.credentialed });
        plan.answers.push(exchange);
        report.cases.push(caseOf(name, 'request', exchange));
      }
    }
    for (const c of checks) if (c.operation !== undefined && ready(c, plan, run)) report.cases.push(...(await c.operation(plan, run)));
  }
  const header = run.session.deprecationHeaders.get(op.id);
  if (op.deprecation !== undefined) report.deprecation = { ...op.deprecation, ...(header === undefined ? {} : { header }) };
  return report;
}

/**
 * The probe of an operation the release does not serve: its path (parameters from `--param` or the spec's
 * examples), with the run's credentials, and a body that is no JSON, so no server runs it. An operation
 * without a request body is probed only when it reads (GET, HEAD); none without a value for each path parameter.
 */
function notServedProbe(op: OperationSpec, run: OperationRun): PlannedRequest | undefined {
  if (op.requestBody === undefined && op.method !== 'GET' && op.method !== 'HEAD') return undefined;
  const probe: PlannedRequest = { pathParams: {}, query: {}, headers: { accept: acceptHeader(op) } };
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    const value = parameterValue(param, run.params);
    if (value === undefined) return undefined;
    probe.pathParams[param.name] = value;
  }
  const credential = op.security.length > 0 && run.token !== undefined ? credentialFor(op.security, run.token) : undefined;
  if (credential !== undefined) {
    Object.assign(probe.headers, credential.headers);
    Object.assign(probe.query, credential.query);
  }
  return op.requestBody === undefined ? probe : { ...probe, rawBody: 'not a request', mediaType: 'application/json' };
}

/** Whether the run gives `check` what its requests need (`Check.needs`). */
function ready(check: Check, plan: OperationPlan, run: OperationRun): boolean {
  return (check.needs ?? []).every((need) => (need === 'credentials' ? plan.runnable : run.seed !== undefined));
}

/** The `Accept` header of a client of `op`: every media type its responses document. */
function acceptHeader(op: OperationSpec): string {
  const types = [...new Set(op.responses.flatMap((r) => r.contents.map((c) => c.mediaType)))];
  return types.length === 0 ? '*/*' : types.join(', ');
}

/** The values of an array query parameter from its example (sent once per value, as `style: form` explodes it); undefined for any other. */
function queryValues(param: OperationSpec['parameters'][number], params: Map<string, string>): string[] | undefined {
  const example = param.examples[0];
  if (params.has(param.name) || !typesOf(param.schema).includes('array') || !Array.isArray(example)) return undefined;
  return example.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
}
