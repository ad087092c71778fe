// Every way a call can fail, as one class hierarchy under CantonApiError. Messages name what failed,
// where (operation, JSON pointer) and what to do; they are written by the code of failures
// (failure.ts), loaded with the first one. No error ever carries a request header or a token.

/** Where a failed call was going. */
export interface ErrorContext {
  /** The operationId; undefined for requests made through the raw openapi-fetch client. */
  operationId?: string | undefined;
  /** HTTP method, upper case. */
  method?: string | undefined;
  /** The request URL. */
  url?: string | undefined;
  /** How many HTTP attempts the call made (retries included). */
  attempts?: number | undefined;
}

/** What every error is made with: where the call was going, and what caused the failure. */
export interface CantonApiErrorOptions extends ErrorContext {
  /** The underlying failure; `cause` is set when this key is present, as `Error` sets it. */
  cause?: unknown;
}

// The fields of each class are declared, not defined as class fields: its constructor assigns them
// (`assign`, in the order declared), so an error has exactly the own properties (and their order)
// that JSON and `inspect` show.

/** The words of a space-separated list. */
type Words<S extends string> = S extends `${infer Head} ${infer Tail}` ? Head | Words<Tail> : S;

/** Copies the space-separated `keys` of `options` (each one of its fields) onto `error`, in that order. */
export function assign<O extends object, K extends string>(error: object, options: O, keys: [Words<K>] extends [keyof O] ? K : never): void {
  for (const key of keys.split(' ')) (error as Record<string, unknown>)[key] = (options as Record<string, unknown>)[key];
}

/** Base class of every error a client rejects with. */
export class CantonApiError extends Error {
  override name = 'CantonApiError';
  /** The operationId of the failed call, if it was a named method. */
  declare readonly operationId: string | undefined;
  /** HTTP method of the failed request. */
  declare readonly method: string | undefined;
  /** URL of the failed request. */
  declare readonly url: string | undefined;
  /** HTTP attempts made before giving up (retries included). */
  declare attempts: number;

  constructor(message: string, options: CantonApiErrorOptions = {}) {
    super(message, options);
    assign(this, options, 'operationId method url');
    this.attempts = options.attempts ?? 0;
  }
}

/** What an HttpError is made with: the response's status, headers and body as read. */
export interface HttpErrorOptions<S extends number = number, B = unknown, M extends string | undefined = string | undefined> extends CantonApiErrorOptions {
  status: S;
  mediaType: M;
  body: B;
  contentType: string | undefined;
  text: string;
  headers: Readonly<Record<string, string>>;
  bodyIssue: string | undefined;
}

/**
 * The server answered with a status outside 2xx. `is<Api>HttpError` types `body` per status and
 * media type: narrow on `status`, then on `mediaType` where a status declares several.
 */
export class HttpError<
  Op extends string = string,
  S extends number = number,
  B = unknown,
  M extends string | undefined = string | undefined,
> extends CantonApiError {
  override name = 'HttpError';
  declare readonly operationId: Op;
  /** The HTTP status. */
  declare readonly status: S;
  /**
   * The spec's media type for this status that the response's `Content-Type` matched and `body` was
   * read as (`text/*` as text, JSON parsed); undefined when it matched none or did not parse.
   */
  declare readonly mediaType: M;
  /** The body as `mediaType` documents it; undefined exactly when `mediaType` is (see `bodyIssue`). */
  declare readonly body: B;
  /** The response's `Content-Type` header, as sent. */
  declare readonly contentType: string | undefined;
  /** The raw body text (at most 64 KiB). */
  declare readonly text: string;
  /** Response headers, lower-case names. */
  declare readonly headers: Readonly<Record<string, string>>;
  /** Why `body` is undefined, when it is. */
  declare readonly bodyIssue: string | undefined;

  constructor(message: string, options: HttpErrorOptions<S, B, M>) {
    super(message, options);
    assign(this, options, 'status mediaType body contentType text headers bodyIssue');
  }
}

/** What a RedirectError is made with. */
export interface RedirectErrorOptions extends CantonApiErrorOptions {
  status: number;
  location: string | undefined;
}

/** The server redirected. Clients never follow redirects, so credentials never leave `baseUrl`'s origin. */
export class RedirectError extends CantonApiError {
  override name = 'RedirectError';
  /** The redirect status (0 when the runtime hides it, as browsers do). */
  declare readonly status: number;
  /** The `Location` the server named, when visible. */
  declare readonly location: string | undefined;

  constructor(message: string, options: RedirectErrorOptions) {
    super(message, options);
    assign(this, options, 'status location');
  }
}

/** The request did not reach the server or the connection failed before the body arrived. */
export class NetworkError extends CantonApiError {
  override name = 'NetworkError';
}

/** What a TimeoutError is made with. */
export interface TimeoutErrorOptions extends CantonApiErrorOptions {
  timeoutMs: number;
}

/** The call took longer than `timeoutMs` (all attempts and waits together). */
export class TimeoutError extends CantonApiError {
  override name = 'TimeoutError';
  /** The timeout that elapsed, in milliseconds. */
  declare readonly timeoutMs: number;

  constructor(message: string, options: TimeoutErrorOptions) {
    super(message, options);
    assign(this, options, 'timeoutMs');
  }
}

/** The caller's `AbortSignal` aborted the call; `cause` is the signal's reason. */
export class AbortError extends CantonApiError {
  override name = 'AbortError';
}

/**
 * What a ResponseParseError is made with: the response's status and content type, or neither when
 * the raw client's request failed where no response is known (`status` is then absent).
 */
export type ResponseParseErrorOptions = CantonApiErrorOptions &
  ({ status: number; contentType: string | undefined } | { status?: undefined; contentType?: undefined });

/** A 2xx body could not be read as the spec says: wrong content type, empty, or not JSON. */
export class ResponseParseError extends CantonApiError {
  override name = 'ResponseParseError';
  /** The HTTP status of the response. */
  declare readonly status: number;
  /** The response's `content-type`, if any. */
  declare readonly contentType: string | undefined;

  constructor(message: string, options: ResponseParseErrorOptions) {
    super(message, options);
    if (options.status !== undefined) assign(this, options, 'status contentType');
  }
}

/** What a ResponseTooLargeError is made with. */
export interface ResponseTooLargeErrorOptions extends CantonApiErrorOptions {
  status: number;
  limitBytes: number;
}

/** A response body is larger than `maxResponseBytes`; reading stopped at the limit. Not retried. */
export class ResponseTooLargeError extends CantonApiError {
  override name = 'ResponseTooLargeError';
  /** The HTTP status of the response. */
  declare readonly status: number;
  /** The limit that was exceeded, in bytes. */
  declare readonly limitBytes: number;

  constructor(message: string, options: ResponseTooLargeErrorOptions) {
    super(message, options);
    assign(this, options, 'status limitBytes');
  }
}

/** One schema violation, as Ajv reports it. */
export interface ValidationIssue {
  /** JSON pointer into the body (`/0/update/Transaction/value/offset`). */
  pointer: string;
  /** The schema rule that failed, e.g. `required`, `format`, `oneOf`. */
  keyword: string;
  /** Where the rule is in the schema. */
  schemaPath: string;
  /** What was wrong. */
  message: string;
}

/** What a ResponseValidationError is made with: every violation, the reported one first. */
export interface ResponseValidationErrorOptions extends CantonApiErrorOptions {
  issues: readonly ValidationIssue[];
}

/** A response body does not match the spec (with `validate: true`, or where the client relies on it). */
export class ResponseValidationError extends CantonApiError {
  override name = 'ResponseValidationError';
  /** JSON pointer of the reported violation. */
  declare readonly pointer: string;
  /** The schema rule of the reported violation. */
  declare readonly rule: string;
  /** Every violation found. */
  declare readonly issues: readonly ValidationIssue[];

  constructor(message: string, options: ResponseValidationErrorOptions) {
    super(message, options);
    const issues = options.issues;
    this.pointer = issues[0]?.pointer ?? '';
    this.rule = issues[0]?.keyword ?? '';
    this.issues = issues;
  }
}

/** What an Int64PrecisionError is made with. */
export interface Int64PrecisionErrorOptions extends CantonApiErrorOptions {
  pointer: string;
  literal: string;
}

/**
 * A number the client cannot return exactly: an integer outside ±(2^53 − 1) in an int64 field of the
 * spec in `number` mode (2^53 included: 2^53 + 1 reads the same), a fraction or a number outside the
 * int64 range in an int64 field in either mode, or such an integer anywhere in an error body of the
 * raw client.
 */
export class Int64PrecisionError extends CantonApiError {
  override name = 'Int64PrecisionError';
  /** JSON pointer of the integer. */
  declare readonly pointer: string;
  /** The integer exactly as the server wrote it. */
  declare readonly literal: string;

  constructor(message: string, options: Int64PrecisionErrorOptions) {
    super(message, options);
    assign(this, options, 'pointer literal');
  }
}

/** The client could not build or send the request (bad argument, token provider failure, foreign origin). */
export class RequestError extends CantonApiError {
  override name = 'RequestError';
}

/**
 * The server's release does not serve the operation, request field or channel (`subject`): not added
 * yet, removed, or disabled by default (`enabledBy` names the operator setting that re-enables it).
 * Rejected before anything is sent. Made by the code of the release check (release.ts), which sets
 * these fields: the class itself stays as small as the code loaded up front needs it.
 */
export class UnsupportedByServerError extends RequestError {
  override name = 'UnsupportedByServerError';
  /** `postV2UpdatesFlats`, `postV2Updates.filter` (a request field), `streamUpdatesFlats` (a channel). */
  declare readonly subject: string;
  /** The release the server reports, or the `serverVersion` option. */
  declare readonly serverVersion: string;
  declare readonly availability: 'absent' | 'disabled' | 'removed';
  /** What to use instead, as the spec names it. */
  declare readonly replacedBy: string | undefined;
  /** The operator setting that re-enables a disabled one. */
  declare readonly enabledBy: string | undefined;
}

/**
 * A command submission (or another write) may have taken effect, and the client did not send it again:
 * the connection failed after the request went out, the call timed out, or the server answered an
 * error that does not say the command was refused (a 5xx or 408 without `definiteAnswer: true`).
 * `cause` is the failure. Find the outcome among the completions (`commandId`, `submissionId`), or
 * submit the same change again with the same deduplication period. Made by failure.ts, which sets
 * these fields.
 */
export class SubmissionOutcomeUnknownError extends CantonApiError {
  override name = 'SubmissionOutcomeUnknownError';
  /** The request's command id; undefined for a write that is no command submission. */
  declare readonly commandId: string | undefined;
  /** The request's submission id, when it names one (the participant chooses one otherwise). */
  declare readonly submissionId: string | undefined;
}

/** What a StreamError is made with: the error frame as the server sent it. */
export interface StreamErrorOptions<B> extends CantonApiErrorOptions {
  body: B;
  /** The frame's text (at most 64 KiB). */
  text: string;
}

/**
 * The server sent an error frame (a `JsCantonError`) on a stream instead of the next item, and
 * closed it; `body` is the frame, `code` its Canton error code.
 */
export class StreamError<B = unknown> extends CantonApiError {
  override name = 'StreamError';
  /** The error frame, parsed (a `JsCantonError`). */
  declare readonly body: B;
  /** The Canton error code of the frame (`body.code`), or '' when it has none. */
  declare readonly code: string;
  /** The frame's text (at most 64 KiB). */
  declare readonly text: string;

  constructor(message: string, options: StreamErrorOptions<B>) {
    super(message, options);
    this.body = options.body;
    const code = (options.body as { code?: unknown } | undefined)?.code;
    this.code = typeof code === 'string' ? code : '';
    this.text = options.text.slice(0, 65536);
  }
}

/**
 * The participant did not let the stream start. Either it accepted the WebSocket and answered the
 * request with an UNAUTHENTICATED error frame (no token, or one it does not accept: `cause` is that
 * frame's StreamError), or the WebSocket never opened: the upgrade was refused (403 for a token of a
 * user the participant does not know, 404 without the channel) or the participant was not reached.
 * The platform WebSocket hides the HTTP status of a refusal; the same request over HTTP
 * (`postV2Updates`) reports it.
 */
export class StreamRejectedError extends CantonApiError {
  override name = 'StreamRejectedError';
}

/** True for every error a client rejects with. */
export function isCantonApiError(error: unknown): error is CantonApiError {
  return error instanceof CantonApiError;
}

/**
 * The classes the code loaded on demand makes its errors with, handed to it in the client's runtime
 * (context.ts): a module loaded on demand that imported this one would split the code loaded up front
 * into two chunks. The streams' classes are handed by the ledger client alone, so that the other
 * clients keep none of their code.
 */
export const errorClasses = {
  AbortError,
  CantonApiError,
  HttpError,
  Int64PrecisionError,
  NetworkError,
  RedirectError,
  RequestError,
  ResponseParseError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
  UnsupportedByServerError,
};

/**
 * The classes of `errorClasses`, as code loaded on demand sees them; the ledger client adds
 * SubmissionOutcomeUnknownError (the APIs without command submissions keep none of its code).
 */
export type ErrorClasses = typeof errorClasses & { SubmissionOutcomeUnknownError?: typeof SubmissionOutcomeUnknownError };
