// How a client runs a named call (`invoke`): one lifecycle, with the retries in one place. First the
// call's plan (call.ts): its operation's plan, made at the operation's first call and kept, its
// arguments checked, the server's release where the operation depends on it, its retry policy. Then
// the retry loop: attempts until one succeeds, or a failure ends the call; what follows a failure (its
// error, whether and when to try again) is failure.ts's, loaded with the first one, so that the first
// attempt of a call goes straight through. Each attempt writes the request, adds the token, fetches
// and reads the response. Only what a call that succeeds needs is here: the rest loads on demand
// (on-demand.ts) and is given the client's runtime (context.ts) instead of importing this code.
import type { Call, CallPlan, OperationPlan } from './call.ts';
import type { ClientRuntime } from './context.ts';
import { type Deadline, startDeadline, untilAborted } from './deadline.ts';
import { CantonApiError, type ErrorContext, RequestError } from './errors.ts';
import { loadFailure, loadInt64, loadOpenapiFetch, loadOperationPlan, loadRelease, loadRequestCheck, loadResponse, loadValidation } from './on-demand.ts';
import { resolveRetryPolicy } from './options.ts';
import { jsonBodySerializer, pathParams, pathSerializer } from './request.ts';
import { accepted, authorize, fetchFailed, refusedResponse } from './transport.ts';
import type { CallOptions, Invoke } from './types/call-options.ts';

/** The `invoke` of the client of `runtime`: every named call of the client runs here. */
export function invokerOf(runtime: ClientRuntime): Invoke {
  // The plan of each operation called, made at its first call.
  const plans: Record<string, OperationPlan> = Object.create(null);
  return async <R>(operationId: string, pathValues: readonly unknown[] | undefined, body: unknown, options: CallOptions | undefined, full?: boolean) => {
    const timeoutMs = options?.timeoutMs ?? runtime.timeoutMs;
    const deadline = startDeadline(timeoutMs, options?.signal);
    try {
      let plan: CallPlan;
      try {
        const planned = planCall(runtime, plans, operationId, pathValues, body, options, deadline, timeoutMs);
        plan = planned instanceof Promise ? await planned : planned;
      } catch (thrown) {
        throw await unplanned(thrown, runtime, plans[operationId] ?? operationId, deadline, timeoutMs);
      }
      const call: Call = { plan, attempts: 0, url: plan.operation.url, token: undefined, response: undefined };
      for (;;) {
        try {
          const data = await attempt(call);
          return (full === true ? { data, response: call.response, request: { method: plan.operation.method, url: call.url } } : data) as R;
        } catch (thrown) {
          await afterFailure(thrown, call);
        }
      }
    } finally {
      deadline.dispose();
    }
  };
}

// ---- the plan ----

/**
 * The plan of a call: made at once when its operation's plan is there and it needs neither the
 * server's release nor a retry policy of its own, which is every call of most operations after the first.
 */
function planCall(
  runtime: ClientRuntime,
  plans: Record<string, OperationPlan>,
  operationId: string,
  pathValues: readonly unknown[] | undefined,
  body: unknown,
  options: CallOptions | undefined,
  deadline: Deadline,
  timeoutMs: number,
): CallPlan | Promise<CallPlan> {
  const operation = plans[operationId];
  if (operation === undefined || operation.definition.versioned || options?.retry !== undefined) {
    return planFirst(runtime, plans, operationId, pathValues, body, options, deadline, timeoutMs);
  }
  const path = pathParams(operation.definition, pathValues, operation.label, operation);
  return { runtime, operation, path, body, options, policy: runtime.retry, timeoutMs, deadline };
}

/** The plan of a call that waits for something first: its operation's plan, the server's release, its own retry policy. */
async function planFirst(
  runtime: ClientRuntime,
  plans: Record<string, OperationPlan>,
  operationId: string,
  pathValues: readonly unknown[] | undefined,
  body: unknown,
  options: CallOptions | undefined,
  deadline: Deadline,
  timeoutMs: number,
): Promise<CallPlan> {
  const { signal } = deadline;
  // Made at the operation's first call (operation-plan.ts), from the operation table requested with the client.
  const operation = (plans[operationId] ??= await untilAborted(
    loadOperationPlan().then((planner) => planner.planOperation(runtime, operationId, loadValidation)),
    signal,
  ));
  const path = pathParams(operation.definition, pathValues, operation.label, operation);
  if (operation.definition.versioned) {
    const release = await untilAborted(loadRelease(), signal);
    await release.checkOperation(runtime, await runtime.operationTable, operation, signal);
  }
  const policy = options?.retry === undefined ? runtime.retry : policyOf(options.retry, operation);
  return { runtime, operation, path, body, options, policy, timeoutMs, deadline };
}

/** A call's own retry policy; a RequestError naming the call for one it cannot use. */
function policyOf(retry: Exclude<CallOptions['retry'], undefined>, operation: OperationPlan) {
  try {
    return resolveRetryPolicy(retry);
  } catch (error) {
    throw new RequestError(`${operation.label}: ${(error as Error).message}.`, operation);
  }
}

// ---- the attempts ----

/** What the body readers may load: handed to them (response.ts `ResponseParts`). */
const responseParts = { failure: loadFailure, int64: loadInt64 };

/**
 * One attempt of a call. Every await of it is bounded by the call's deadline: loading a part of the
 * client, and middleware (which may never settle), are raced against the signal; the runtime's fetch
 * and the body reader end on the signal themselves, so nothing is raced there.
 */
async function attempt(call: Call): Promise<unknown> {
  const { runtime, operation, path, body, options, deadline } = call.plan;
  const { definition } = operation;
  const signal = deadline.signal;
  // A signal that fired before this attempt (an aborted caller's signal) ends the call.
  if (signal.aborted) throw signal.reason;
  // A body of bytes (`media`) is never JSON: openapi-fetch.ts sends it (media.ts).
  const serialized = body === undefined || definition.media ? undefined : jsonBodySerializer(body);
  // A request the generated checks flag (an int64 the server cannot take exactly, a deprecated
  // field), or whose body holds a `null` (how JSON writes NaN), is looked at closely before it goes.
  if (operation.requestCheck?.(body, options?.query, path) || serialized?.includes('null')) {
    await (await untilAborted(loadRequestCheck(), signal)).inspectCall(call);
  }
  call.attempts++;
  let url = path === undefined ? operation.url : pathSerializer(operation.url, path);
  // The runtime's fetch takes any HeadersInit, or none (an empty object costs it a fill).
  let headers: Record<string, string> | Headers | undefined = serialized === undefined ? undefined : { 'content-type': 'application/json' };
  if (definition.media || runtime.middlewares.length !== 0 || options?.query !== undefined || options?.headers !== undefined) {
    const written = await (await untilAborted(loadOpenapiFetch(), signal)).prepare(call, serialized);
    if ('data' in written) return written.data;
    ({ url, headers } = written);
  }
  // With `redirect: 'manual'` the response's URL is the request's.
  call.url = url;
  const sent = { method: operation.method, url };
  const authorized = authorize(runtime, sent, signal);
  const token = typeof authorized === 'object' ? await authorized : authorized;
  if (token) {
    call.token = token;
    if (headers instanceof Headers) headers.set('authorization', `Bearer ${token}`);
    else headers = { ...headers, authorization: `Bearer ${token}` };
  }
  // A user's fetch gets the Headers it always got.
  if (!runtime.honoursSignal && !(headers instanceof Headers)) headers = new Headers(headers);
  let response: Response;
  try {
    if (signal.aborted) throw signal.reason;
    const pending = runtime.fetch(url, { method: operation.method, headers, body: serialized, signal, redirect: 'manual' });
    response = await (runtime.honoursSignal ? pending : untilAborted(pending, signal));
  } catch (error) {
    return fetchFailed(error, sent, token, signal);
  }
  if (!accepted(response)) return refusedResponse(response, sent, token);
  call.response = response;
  // The body readers load with the client (client.ts), before any answer can come.
  const read = loadResponse.loaded ?? (await untilAborted(loadResponse(), signal));
  if (response.ok) return await read.readSuccess(response, call, responseParts);
  const text = await read.readText(response, call, responseParts);
  throw (await loadFailure()).httpError(response, text, call, response.statusText);
}

// ---- failures ----

/** After a failed attempt: throws the call's error, or waits as the retry policy says (failure.ts). */
async function afterFailure(thrown: unknown, call: Call): Promise<void> {
  const failure = await loadFailure().catch(() => undefined);
  if (failure === undefined) throw unloaded(thrown, { ...call.plan.operation, url: call.url, attempts: call.attempts }, call.token);
  await failure.retryOrThrow(thrown, call);
}

/**
 * The error of a call that ended before its first attempt (its operation, arguments, release or retry
 * policy refused it, or its deadline came first): nothing was sent. `operation`, its plan, or its
 * operationId while there is none.
 */
async function unplanned(
  thrown: unknown,
  runtime: ClientRuntime,
  operation: OperationPlan | string,
  deadline: Deadline,
  timeoutMs: number,
): Promise<CantonApiError> {
  const failure = await loadFailure().catch(() => undefined);
  if (failure !== undefined) return failure.unplanned(thrown, runtime, operation, deadline, timeoutMs);
  return unloaded(thrown, typeof operation === 'string' ? { operationId: operation, label: operation } : operation, undefined);
}

/**
 * The error of a call whose failure handling (with the token's redaction) could not load, a chunk in
 * a browser: no retry. Once a token was sent, the error, which might quote it, is not passed on.
 */
function unloaded(thrown: unknown, at: ErrorContext & { label: string }, token: string | undefined): CantonApiError {
  const { operationId, method, url, attempts } = at;
  const where = { operationId, method, url, attempts };
  if (token !== undefined) return new RequestError(`${at.label} failed, and loading a part of the client failed too.`, where);
  return thrown instanceof CantonApiError
    ? thrown
    : new RequestError(`${at.label} failed, and loading a part of the client failed too: ${String(thrown)}`, { ...where, cause: thrown });
}
