// What happens when a call fails, loaded with the first failure so that calls that succeed never load
// it: the error of each way an attempt can fail (the transport, a body that cannot be read or is not
// JSON, an error status) with a message naming what failed and where, and the step of the retry loop
// (invoke.ts) that turns a failed attempt into the call's error or a wait for the next one:
// the deadline decides between AbortError and TimeoutError, the token is redacted, the retry policy
// (retry.ts) decides whether to try again.
import { type Call, type CallSite, type OperationPlan, siteOf } from './call.ts';
import type { ClientRuntime, Sent } from './context.ts';
import type { Deadline } from './deadline.ts';
import type {
  CantonApiError,
  ErrorClasses,
  ErrorContext,
  HttpError,
  NetworkError,
  RedirectError,
  RequestError,
  ResponseParseError,
  ResponseTooLargeError,
} from './errors.ts';
import { errorBody } from './int64.ts';
import { operationSite } from './operation-plan.ts';
import { redactError } from './redact.ts';
import { retryVerdict, sleep } from './retry.ts';
import type { WriteEntry } from './types/operation-table.ts';

/** `text` on one line, cut at 120 characters: how messages quote a body. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}

// ---- a failed attempt: the call's error, or the wait before the next attempt ----

/** Every failure of a call going to `c` as one of our classes; the deadline decides between AbortError and TimeoutError. */
export function asClientError(thrown: unknown, c: CallSite, deadline: Deadline, timeoutMs: number): CantonApiError {
  const { errors } = c;
  const cause = deadline.cause();
  if (cause === 'timeout') {
    return new errors.TimeoutError(`${c.label} did not complete within ${timeoutMs} ms (${c.attempts} attempt(s)).`, { ...c, timeoutMs });
  }
  if (cause === 'abort') {
    return new errors.AbortError(`${c.label} was aborted by the caller's signal.`, { ...c, cause: deadline.abortReason() });
  }
  if (thrown instanceof errors.CantonApiError) {
    thrown.attempts = c.attempts;
    // The transport's errors know the request, not the operation.
    const fields = thrown as { operationId: string | undefined; url: string | undefined };
    fields.operationId ??= c.operationId;
    fields.url ??= c.url;
    return thrown;
  }
  return new errors.RequestError(`${c.label}: a middleware, the body serializer or loading a part of the client failed: ${String(thrown)}`, {
    ...c,
    cause: thrown,
  });
}

/**
 * The error of a call that ended before its first attempt (invoke.ts): nothing was sent. It names the
 * operation as its plan does; without a plan yet (the call ended while it was being made), as its row
 * of the operation table does once the table is there, as the messages of every other failure do.
 */
export async function unplanned(
  thrown: unknown,
  runtime: ClientRuntime,
  operation: OperationPlan | string,
  deadline: Deadline,
  timeoutMs: number,
): Promise<CantonApiError> {
  let at: ErrorContext & { label: string } = typeof operation === 'string' ? { operationId: operation, label: operation } : operation;
  if (typeof operation === 'string') {
    const definition = (await ifSettled(runtime.operationTable))?.operations[operation];
    if (definition !== undefined) at = operationSite(runtime, operation, definition);
  }
  return asClientError(thrown, { ...at, attempts: 0, errors: runtime.errors }, deadline, timeoutMs);
}

/**
 * The value of `promise` if it has already settled with one, else undefined at once: of promises that
 * have settled, `Promise.race` takes the first one given, so an already-settled `promise` wins.
 */
function ifSettled<T>(promise: Promise<T>): Promise<T | undefined> {
  return Promise.race([promise, Promise.resolve(undefined)]).catch(() => undefined);
}

/**
 * After a failed attempt: throws the call's error, or waits as the retry policy says and returns
 * for the next attempt. The wait ends with the call's deadline. A write that may have taken effect
 * is never sent again (SubmissionOutcomeUnknownError), unless the policy's `resubmit` is on and its
 * body names a deduplication period.
 */
export async function retryOrThrow(thrown: unknown, call: Call): Promise<void> {
  const { runtime, operation, policy, body, deadline, timeoutMs } = call.plan;
  const { write } = operation;
  const c = siteOf(call);
  const error = redactError(asClientError(thrown, c, deadline, timeoutMs), call.token);
  const unknown = write !== undefined && mayHaveRun(error, c);
  if (unknown && !(policy !== false && policy.resubmit === true && deduplicated(write, body))) throw outcomeUnknown(error, c, write, body);
  const verdict = retryVerdict(policy, error, c.attempts, deadline.remaining(), Date.now(), c.errors);
  if ('stop' in verdict) {
    if (unknown) throw outcomeUnknown(error, c, write, body);
    if (verdict.stop !== undefined) error.message += ` ${verdict.stop}`;
    throw error;
  }
  runtime.logger?.debug?.(`${c.label}: retrying in ${Math.round(verdict.wait)} ms after ${error.name}`);
  try {
    await sleep(verdict.wait, deadline.signal);
  } catch (aborted) {
    throw asClientError(aborted, c, deadline, timeoutMs);
  }
}

// ---- a write whose outcome is unknown ----

// Codes of a connection that was never made: the request cannot have reached the server.
const neverConnected = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** The `code` of an error's cause chain (undici puts the socket's code on the cause of fetch's TypeError). */
function causeCode(error: unknown): string | undefined {
  for (let at = error, depth = 0; typeof at === 'object' && at !== null && depth < 4; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Whether the failed attempt of a write may have taken effect: its request may have reached the server
 * and no answer says it was refused. A 4xx other than 408 refuses it, and so does a Canton error with
 * `definiteAnswer: true`; a 5xx, a 408, a timeout or a connection lost after it was made do not.
 */
function mayHaveRun(error: CantonApiError, c: CallSite): boolean {
  const { errors } = c;
  if (error instanceof errors.HttpError) {
    if (error.status < 500 && error.status !== 408) return false;
    return (error.body as { definiteAnswer?: unknown } | undefined)?.definiteAnswer !== true;
  }
  if (error instanceof errors.NetworkError) return !neverConnected.has(causeCode(error.cause) ?? '');
  return error instanceof errors.TimeoutError && c.attempts > 0;
}

/** The value at a JSON pointer of the request body. */
function at(body: unknown, pointer: string | undefined): unknown {
  if (pointer === undefined) return undefined;
  let here = body;
  for (const token of pointer.split('/').slice(1)) here = typeof here === 'object' && here !== null ? (here as Record<string, unknown>)[token] : undefined;
  return here;
}

/** Whether the body names a deduplication period (not `Empty`), under which the server refuses a second acceptance. */
function deduplicated(write: WriteEntry, body: unknown): boolean {
  const period = at(body, write.submission?.deduplicationPeriod);
  return typeof period === 'object' && period !== null && !('Empty' in period) && Object.keys(period).length === 1;
}

/** The error of a write that may have taken effect and is not sent again. */
function outcomeUnknown(error: CantonApiError, c: CallSite, write: WriteEntry, body: unknown): CantonApiError {
  const { errors } = c;
  const submission = write.submission;
  const id = (pointer: string | undefined) => {
    const value = at(body, pointer);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const commandId = id(submission?.commandId);
  const submissionId = id(submission?.submissionId);
  const why =
    error instanceof errors.HttpError
      ? `HTTP ${error.status}${typeof (error.body as { code?: unknown } | undefined)?.code === 'string' ? ` ${(error.body as { code: string }).code}` : ''} does not say it was refused`
      : error instanceof errors.TimeoutError
        ? 'no answer before the timeout'
        : 'the connection failed after the request was sent';
  const find =
    commandId === undefined
      ? ''
      : ` Look for the completion of commandId "${commandId}"${submissionId === undefined ? '' : ` (submissionId "${submissionId}")`} to learn it` +
        (submission?.deduplicationPeriod === undefined
          ? '.'
          : ', or submit the same change again with the same deduplicationPeriod, which the participant deduplicates (retry.resubmit does so).');
  const message = `${c.label} may have taken effect (${why}); not sent again.${find}${byTrackingId(id(submission?.trackingId), submission?.statusOperation)}`;
  // Only the ledger client has the class (the other APIs submit no commands): elsewhere the failure says so itself.
  if (errors.SubmissionOutcomeUnknownError === undefined) return Object.assign(error, { message });
  return Object.assign(new errors.SubmissionOutcomeUnknownError(message, { ...c, cause: error }), { commandId, submissionId });
}

/** What to do with a tracking id after an unknown outcome: the server creates at most one thing per tracking id. */
function byTrackingId(trackingId: string | undefined, statusOperation: string | undefined): string {
  if (trackingId === undefined) return '';
  const status = statusOperation === undefined ? '' : `, or ask ${statusOperation}("${trackingId}") for its outcome`;
  return ` Send it again with the same tracking id "${trackingId}", which the server acts on at most once${status}; a new tracking id would do it twice.`;
}

// ---- the transport (transport.ts) ----

/** The transport's errors, by the name transport.ts asks for. */
export const transportErrors = {
  /** A request to another origin than `baseUrl`'s. */
  refused: (errors: ErrorClasses, sent: Sent): RequestError =>
    new errors.RequestError(`Refused ${sent.method} ${sent.url}: not the origin of baseUrl (create a client for it).`, sent),
  /** The `token` function threw. */
  tokenThrew: (errors: ErrorClasses, sent: Sent, error: unknown): RequestError =>
    new errors.RequestError('The `token` function threw; nothing was sent.', { ...sent, cause: error }),
  /** The token cannot be a header value; checked before fetch, whose own error would quote it. */
  badToken: (errors: ErrorClasses, sent: Sent): RequestError =>
    new errors.RequestError('The token is not a valid header value (line break or non-Latin-1 character).', sent),
  /** fetch rejected (not on the call's abort). */
  fetchFailed: (errors: ErrorClasses, sent: Sent, error: unknown, token: string | undefined): NetworkError => {
    const why = error instanceof Error ? `: ${describeCause(error)}` : '';
    return redactError(
      new errors.NetworkError(`${sent.method} ${sent.url} failed${why}. Is the server reachable at baseUrl?`, { ...sent, cause: error }),
      token,
    );
  },
  /** fetch resolved with something that is not a Response, or with a redirect (see `accepted` in transport.ts). */
  refusedResponse: (errors: ErrorClasses, sent: Sent, response: unknown, token: string | undefined): NetworkError | Promise<RedirectError> => {
    const isResponse = typeof (response as Response | undefined)?.headers?.get === 'function' && typeof (response as Response).text === 'function';
    if (!isResponse) return new errors.NetworkError(`${sent.method} ${sent.url}: fetch resolved with a non-Response.`, sent);
    return redirected(errors, response as Response, sent, token);
  },
};

/** The server redirected; the body is cancelled, the token redacted from the error. */
async function redirected(errors: ErrorClasses, response: Response, sent: Sent, token: string | undefined): Promise<RedirectError> {
  const status = response.status;
  const location = response.headers.get('location') ?? undefined;
  await response.body?.cancel().catch(() => undefined);
  return redactError(
    new errors.RedirectError(
      `${sent.method} ${sent.url} was redirected (HTTP ${status}${location ? ` to ${location}` : ''}); redirects are not followed, set baseUrl to the final address.`,
      { ...sent, status, location },
    ),
    token,
  );
}

/** `fetch failed (ECONNREFUSED)`: the message plus the code or message of undici's cause, if any. */
function describeCause(error: Error): string {
  const cause = error.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  const detail = code ?? (cause instanceof Error ? cause.message : undefined);
  return detail ? `${error.message} (${detail})` : error.message;
}

// ---- a body that cannot be read, or a 2xx body that is not JSON (response.ts) ----

/** The status and content type of the response, as a ResponseParseError reports them. */
export interface ParseInfo {
  status: number;
  contentType: string | undefined;
}

/** What a read failure's error names: a named call, or a raw client's request, and the limit it read to. */
type ReadContext = ErrorContext & Pick<CallSite, 'label' | 'errors'> & { limit: number };

/**
 * Why reading the body of `response` failed with `error` (not the call's abort): beyond
 * `maxResponseBytes` (`tooLarge`: readBody stopped at `c.limit`) or what the runtime can hold, a
 * ResponseTooLargeError; otherwise the connection dropped mid-body, a NetworkError.
 */
export function readFailure(error: unknown, tooLarge: boolean, response: Response, c: ReadContext): ResponseTooLargeError | NetworkError {
  const { errors } = c;
  if (tooLarge) {
    return new errors.ResponseTooLargeError(
      `${c.label}: the HTTP ${response.status} body is larger than ${c.limit} bytes (maxResponseBytes); reading stopped there.`,
      { ...c, status: response.status, limitBytes: c.limit },
    );
  }
  // A body beyond what the runtime can hold as one string (about 512 MB in V8), with a raised limit.
  if (error instanceof RangeError) {
    return new errors.ResponseTooLargeError(`${c.label}: the HTTP ${response.status} body is too large for this runtime to read as text (${error.message}).`, {
      ...c,
      status: response.status,
      limitBytes: c.limit,
      cause: error,
    });
  }
  return new errors.NetworkError(`${c.label}: the connection failed while reading the HTTP ${response.status} body.`, { ...c, cause: error });
}

/** The 2xx body is not JSON: of another content type (`json` false), blank, or malformed (JSON.parse threw `error`). */
export function notJson(text: string, json: boolean, error: unknown, info: ParseInfo, c: CallSite): ResponseParseError {
  const { errors } = c;
  if (!json) {
    return new errors.ResponseParseError(
      `${c.label}: HTTP ${info.status} came as ${info.contentType ?? 'no content type'}${text ? `, "${excerpt(text)}"` : ''}, not JSON as specified (a proxy?).`,
      { ...c, ...info },
    );
  }
  if (error === undefined) return new errors.ResponseParseError(`${c.label}: HTTP ${info.status} has an empty body, not JSON as specified.`, { ...c, ...info });
  return new errors.ResponseParseError(
    `${c.label}: the HTTP ${info.status} body is not JSON (${String(error)}): "${excerpt(text)}", ${text.length} characters.`,
    { ...c, ...info, cause: error },
  );
}

// ---- an error status ----

const jsonOnly = ['application/json'];
const jsonEssence = /^application\/(?:[^;\s]*\+)?json$/;

/**
 * The media type the spec declares for a status that `contentType` is: the same type, parameters and
 * case aside. Another JSON type (`application/problem+json` where `application/json` is declared) is
 * not it: its body has another schema, and typing it as the declared one would be a lie.
 */
function declaredMediaType(declared: readonly string[], contentType: string | undefined): string | undefined {
  const essence = contentType?.split(';', 1)[0]!.trim().toLowerCase();
  return essence ? declared.find((d) => d.toLowerCase() === essence) : undefined;
}

/**
 * The HttpError of a non-2xx response whose body text was already read: the media type the spec
 * declares for the status that the response's Content-Type matches, and the body read as that media type says.
 */
export function httpError(response: Response, text: string, call: Call, reason: string): HttpError {
  const c = siteOf(call);
  const { definition, validate } = call.plan.operation;
  const status = response.status;
  const contentType = response.headers.get('content-type') ?? undefined;
  const table = definition.errorMedia;
  const declared = table === undefined ? jsonOnly : (table[status] ?? table.default ?? []);
  let mediaType = declaredMediaType(declared, contentType);
  let body: unknown;
  let bodyIssue: string | undefined;
  if (mediaType === undefined) {
    if (text !== '' || declared.length > 0) bodyIssue = `expected ${declared.join(' or ') || 'no body'}, got ${contentType ?? 'no content type'}`;
  } else if (!jsonEssence.test(mediaType.toLowerCase())) {
    body = text;
  } else {
    ({ body, bodyIssue } = errorBody(text, status, validate));
    if (bodyIssue !== undefined) mediaType = undefined;
  }
  const statusText = reason ? ` ${reason}` : '';
  const summary = describeBody(body) ?? (text ? `"${excerpt(text)}"` : 'no body');
  return new c.errors.HttpError(`${c.label} failed with HTTP ${status}${statusText}: ${summary}${bodyIssue ? ` (body ${bodyIssue})` : ''}.`, {
    ...c,
    status,
    mediaType,
    body,
    contentType,
    text: text.slice(0, 65536),
    headers: Object.fromEntries(response.headers),
    bodyIssue,
  });
}

/** The server's own words: `{error}`, a Canton error's code and cause, or plain text. */
function describeBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body === '' ? undefined : `"${excerpt(body)}"`;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string') return excerpt(record.error);
  if (typeof record.code === 'string' && typeof record.cause === 'string') return `${record.code}: ${excerpt(record.cause)}`;
  return undefined;
}

/**
 * A Response with `text` as its body and the status and headers of `response`: the copy openapi-fetch
 * reads. A reason phrase the runtime decoded outside Latin-1 (`Nicht gef\ufffdnden`) is legal on the
 * wire but not in the Response constructor, so such characters become `?` in the copy.
 */
export function responseWithText(response: Response, text: string): Response {
  const status = response.status;
  const nullBody = status === 204 || status === 205 || status === 304;
  const statusText = response.statusText.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
  return new Response(nullBody ? null : text, { status, statusText, headers: response.headers });
}
