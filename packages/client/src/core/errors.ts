// Every way a call can fail, as one class hierarchy under CantonApiError. Messages name what failed,
// where (operation, JSON pointer) and what to do. No error ever carries a request header or a token.

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

/** Base class of every error a client rejects with. */
export class CantonApiError extends Error {
  override name = 'CantonApiError';
  /** The operationId of the failed call, if it was a named method. */
  readonly operationId: string | undefined;
  /** HTTP method of the failed request. */
  readonly method: string | undefined;
  /** URL of the failed request. */
  readonly url: string | undefined;
  /** HTTP attempts made before giving up (retries included). */
  attempts: number;

  /** `fields` are the subclass's own properties (declared on each subclass). */
  constructor(message: string, context: ErrorContext = {}, fields?: object, options?: { cause?: unknown }) {
    super(message, options);
    this.operationId = context.operationId;
    this.method = context.method;
    this.url = context.url;
    this.attempts = context.attempts ?? 0;
    Object.assign(this, fields);
  }
}

/**
 * The server answered with a status outside 2xx. `is<Api>HttpError` types `body` per status and
 * media type: narrow on `status`, then on `mediaType` where a status declares several.
 */
export class HttpError<Op extends string = string, S extends number = number, B = unknown, M extends string | undefined = string | undefined> extends CantonApiError {
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
}

/** The server redirected. Clients never follow redirects, so credentials never leave `baseUrl`'s origin. */
export class RedirectError extends CantonApiError {
  override name = 'RedirectError';
  /** The redirect status (0 when the runtime hides it, as browsers do). */
  declare readonly status: number;
  /** The `Location` the server named, when visible. */
  declare readonly location: string | undefined;
}

/** The request did not reach the server or the connection failed before the body arrived. */
export class NetworkError extends CantonApiError {
  override name = 'NetworkError';
}

/** The call took longer than `timeoutMs` (all attempts and waits together). */
export class TimeoutError extends CantonApiError {
  override name = 'TimeoutError';
  /** The timeout that elapsed, in milliseconds. */
  declare readonly timeoutMs: number;
}

/** The caller's `AbortSignal` aborted the call; `cause` is the signal's reason. */
export class AbortError extends CantonApiError {
  override name = 'AbortError';
}

/** A 2xx body could not be read as the spec says: wrong content type, empty, or not JSON. */
export class ResponseParseError extends CantonApiError {
  override name = 'ResponseParseError';
  /** The HTTP status of the response. */
  declare readonly status: number;
  /** The response's `content-type`, if any. */
  declare readonly contentType: string | undefined;
}

/** A response body is larger than `maxResponseBytes`; reading stopped at the limit. Not retried. */
export class ResponseTooLargeError extends CantonApiError {
  override name = 'ResponseTooLargeError';
  /** The HTTP status of the response. */
  declare readonly status: number;
  /** The limit that was exceeded, in bytes. */
  declare readonly limitBytes: number;
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

/** A response body does not match the spec (with `validate: true`, or where the client relies on it). */
export class ResponseValidationError extends CantonApiError {
  override name = 'ResponseValidationError';
  /** JSON pointer of the reported violation. */
  declare readonly pointer: string;
  /** The schema rule of the reported violation. */
  declare readonly rule: string;
  /** Every violation found. */
  declare readonly issues: readonly ValidationIssue[];
}

/**
 * An integer the client must return exactly exceeds 2^53: an int64 field of the spec in `number`
 * mode, an integer outside the int64 fields in `bigint` mode, or any integer of the raw client's error bodies.
 */
export class Int64PrecisionError extends CantonApiError {
  override name = 'Int64PrecisionError';
  /** JSON pointer of the integer. */
  declare readonly pointer: string;
  /** The integer exactly as the server wrote it. */
  declare readonly literal: string;
}

/** The client could not build or send the request (bad argument, token provider failure, foreign origin). */
export class RequestError extends CantonApiError {
  override name = 'RequestError';
}

/** `text` on one line, cut at 120 characters: how messages quote a body. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}

/** The fields of a ResponseValidationError for `issues` (the first one is the one reported). */
export function validationFields(issues: readonly ValidationIssue[]) {
  return { pointer: issues[0]?.pointer ?? '', rule: issues[0]?.keyword ?? '', issues };
}

/** True for every error a client rejects with. */
export function isCantonApiError(error: unknown): error is CantonApiError {
  return error instanceof CantonApiError;
}
