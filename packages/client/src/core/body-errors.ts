// The errors of a body that could not be read, or of a 2xx body that is not JSON as the spec says,
// loaded with the first one (as http-error.ts is with the first error status): calls that succeed
// never load their messages.
import { errorClasses } from './error-classes.ts';
import type { NetworkError, ResponseParseError, ResponseTooLargeError } from './errors.ts';
import { excerpt } from './excerpt.ts';
import type { ResponseContext } from './response-context.ts';

/** The status and content type of the response, as a ResponseParseError reports them. */
export interface ParseInfo {
  status: number;
  contentType: string | undefined;
}

/**
 * Why reading the body of `response` failed with `error` (not the call's abort): beyond
 * `maxResponseBytes` (`tooLarge`: body.ts stopped at `c.limit`) or what the runtime can hold, a
 * ResponseTooLargeError; otherwise the connection dropped mid-body, a NetworkError.
 */
export function readFailure(error: unknown, tooLarge: boolean, response: Response, c: ResponseContext): ResponseTooLargeError | NetworkError {
  if (tooLarge) {
    return new errorClasses.ResponseTooLargeError(
      `${c.label}: the HTTP ${response.status} body is larger than ${c.limit} bytes (maxResponseBytes); reading stopped there.`,
      { ...c, status: response.status, limitBytes: c.limit },
    );
  }
  // A body beyond what the runtime can hold as one string (about 512 MB in V8), with a raised limit.
  if (error instanceof RangeError) {
    return new errorClasses.ResponseTooLargeError(
      `${c.label}: the HTTP ${response.status} body is too large for this runtime to read as text (${error.message}).`,
      {
        ...c,
        status: response.status,
        limitBytes: c.limit,
        cause: error,
      },
    );
  }
  return new errorClasses.NetworkError(`${c.label}: the connection failed while reading the HTTP ${response.status} body.`, { ...c, cause: error });
}

/** The 2xx body is not JSON: of another content type (`json` false), blank, or malformed (JSON.parse threw `error`). */
export function notJson(text: string, json: boolean, error: unknown, info: ParseInfo, c: ResponseContext): ResponseParseError {
  return !json ? notJsonType(text, info, c) : error === undefined ? emptyBody(info, c) : malformedBody(text, error, info, c);
}

/** The body came with a content type other than JSON (`text` is what could be read of it). */
export function notJsonType(text: string, info: ParseInfo, c: ResponseContext): ResponseParseError {
  return new errorClasses.ResponseParseError(
    `${c.label}: HTTP ${info.status} came as ${info.contentType ?? 'no content type'}${text ? `, "${excerpt(text)}"` : ''}, not JSON as specified (a proxy?).`,
    { ...c, ...info },
  );
}

/** The body is empty or blank. */
export function emptyBody(info: ParseInfo, c: ResponseContext): ResponseParseError {
  return new errorClasses.ResponseParseError(`${c.label}: HTTP ${info.status} has an empty body, not JSON as specified.`, { ...c, ...info });
}

/** JSON.parse rejected the body with `error`. */
export function malformedBody(text: string, error: unknown, info: ParseInfo, c: ResponseContext): ResponseParseError {
  return new errorClasses.ResponseParseError(
    `${c.label}: the HTTP ${info.status} body is not JSON (${String(error)}): "${excerpt(text)}", ${text.length} characters.`,
    {
      ...c,
      ...info,
      cause: error,
    },
  );
}
