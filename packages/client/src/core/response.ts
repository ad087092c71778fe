// Turns an HTTP response into the typed 200 body or a typed error: content type, empty and malformed
// bodies, int64 precision and optional validation. The errors load with the first one: body-errors.ts
// for a body that cannot be read or is not JSON, http-error.ts for the body of an error status.
import { readBody, TooLarge } from './body.ts';
import type { HttpError } from './errors.ts';
import type { ResponseContext } from './response-context.ts';
import { withErrors } from './lazy-errors.ts';

const jsonType = /^\s*application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i;

/**
 * Reads a body under the call's deadline and size limit: one beyond `maxResponseBytes` is a
 * ResponseTooLargeError, a connection dropped mid-body a NetworkError.
 */
export function readText(response: Response, c: ResponseContext): Promise<string> {
  // No async layer of its own: on the way of every response, each await costs.
  return readBody(response, c).catch(async (error: unknown) => {
    throw await readFailure(error, response, c);
  });
}

/** The error of a body that could not be read: the deadline's reason, or a typed error. */
async function readFailure(error: unknown, response: Response, c: ResponseContext): Promise<unknown> {
  const tooLarge = error instanceof TooLarge;
  if (c.signal.aborted && !tooLarge) return error;
  return (await loadBodyErrors()).readFailure(error, tooLarge, response, c);
}

/** The 2xx body, parsed, int64-checked and (with `validate`) validated. */
export async function readSuccess(response: Response, c: ResponseContext): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? undefined;
  const json = contentType !== undefined && jsonType.test(contentType);
  let text = '';
  try {
    // readBody itself, not readText: one promise fewer on the way of every response.
    text = await readBody(response, c);
  } catch (error) {
    // Of a body that is not JSON anyway, what could be read is only quoted in its error.
    if (json) throw await readFailure(error, response, c);
  }
  // JSON.parse never returns undefined: undefined here is a body that is not JSON (of another
  // type, blank or malformed). Only a body starting with whitespace can be blank.
  let value: unknown;
  let malformed: unknown;
  if (json && (text.charCodeAt(0) > 32 || /\S/.test(text))) {
    try {
      value = JSON.parse(text);
    } catch (error) {
      malformed = error;
    }
  }
  const info = { status: response.status, contentType };
  if (value === undefined) throw (await loadBodyErrors()).notJson(text, json, malformed, info, c);
  // The common case: plain JSON.parse, and a look at the int64 fields alone that finds no number
  // there that JSON.parse may have rounded. Bigint mode always goes on to convert them.
  const careful = c.rounded !== undefined && c.rounded(value);
  if (!careful && c.mode === 'number' && c.validate === undefined) return value;
  return (await loadExact()).finishBody(text, value, careful, info, c);
}

let bodyErrors: Promise<typeof import('./body-errors.ts')> | undefined;

/** The errors of a body that cannot be read or is not JSON (body-errors.ts), loaded with the first one. */
function loadBodyErrors(): Promise<typeof import('./body-errors.ts')> {
  return (bodyErrors ??= withErrors(import('./body-errors.ts')));
}

let exact: Promise<typeof import('./exact.ts')> | undefined;

/** The careful parser and the bigint conversion (exact.ts), loaded the first time a response needs them. */
function loadExact(): Promise<typeof import('./exact.ts')> {
  return (exact ??= withErrors(import('./exact.ts')));
}

let httpErrors: Promise<typeof import('./http-error.ts')> | undefined;

/** The code of error responses (http-error.ts), loaded with the first one. */
export function loadHttpErrors(): Promise<typeof import('./http-error.ts')> {
  return (httpErrors ??= withErrors(import('./http-error.ts')));
}

/**
 * The HttpError of a non-2xx response whose body text was already read. Its code loads with the
 * first error response, keeping it out of the bundle of calls that succeed.
 */
export async function httpError(response: Response, text: string, c: ResponseContext, statusText: string): Promise<HttpError> {
  return (await loadHttpErrors()).httpError(response, text, c, statusText);
}
