// Turns an HTTP response into the typed 200 body or a typed error: content type, empty and malformed
// bodies, int64 precision and optional validation; http-error.ts reads the body of an error status.
import { readBody, TooLarge } from './body.ts';
import { excerpt, type HttpError, NetworkError, ResponseParseError, ResponseTooLargeError } from './errors.ts';
import type { ResponseContext } from './response-context.ts';

const jsonType = /^\s*application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i;

/**
 * Reads a body under the call's deadline and size limit: one beyond `maxResponseBytes` is a
 * ResponseTooLargeError, a connection dropped mid-body a NetworkError.
 */
export async function readText(response: Response, c: ResponseContext): Promise<string> {
  try {
    return await readBody(response, c);
  } catch (error) {
    if (error instanceof TooLarge) {
      throw new ResponseTooLargeError(
        `${c.label}: the HTTP ${response.status} body is larger than ${error.limit} bytes (maxResponseBytes); reading stopped there.`,
        { ...c, status: response.status, limitBytes: error.limit },
      );
    }
    if (c.signal.aborted) throw error;
    // A body beyond what the runtime can hold as one string (about 512 MB in V8), with a raised limit.
    if (error instanceof RangeError) {
      throw new ResponseTooLargeError(`${c.label}: the HTTP ${response.status} body is too large for this runtime to read as text (${error.message}).`, {
        ...c,
        status: response.status,
        limitBytes: c.limit,
        cause: error,
      });
    }
    throw new NetworkError(`${c.label}: the connection failed while reading the HTTP ${response.status} body.`, { ...c, cause: error });
  }
}

/** The 2xx body, parsed, int64-checked and (with `validate`) validated. */
export async function readSuccess(response: Response, c: ResponseContext): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? undefined;
  const info = { status: response.status, contentType };
  if (contentType === undefined || !jsonType.test(contentType)) {
    const text = await readText(response, c).catch(() => '');
    throw new ResponseParseError(
      `${c.label}: HTTP ${response.status} came as ${contentType ?? 'no content type'}${text ? `, "${excerpt(text)}"` : ''}, not JSON as specified (a proxy?).`,
      { ...c, ...info },
    );
  }
  const text = await readText(response, c);
  // Only a body starting with whitespace can be blank; most bodies skip the test.
  if (text === '' || (text.charCodeAt(0) <= 32 && !/\S/.test(text))) {
    throw new ResponseParseError(`${c.label}: HTTP ${response.status} has an empty body, not JSON as specified.`, { ...c, ...info });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ResponseParseError(
      `${c.label}: the HTTP ${response.status} body is not JSON (${String(error)}): "${excerpt(text)}", ${text.length} characters.`,
      { ...c, ...info, cause: error },
    );
  }
  // The common case: plain JSON.parse, and a look at the int64 fields alone that finds no number
  // there that JSON.parse may have rounded. Bigint mode always goes on to convert them.
  const careful = c.mode === 'number' && c.rounded !== undefined && c.rounded(value);
  if (!careful && c.mode === 'number' && c.validate === undefined) return value;
  return (await loadExact()).finishBody(text, value, careful, info, c);
}

let exact: Promise<typeof import('./exact.ts')> | undefined;

/** The careful parser and the bigint conversion (exact.ts), loaded the first time a response needs them. */
function loadExact(): Promise<typeof import('./exact.ts')> {
  return (exact ??= import('./exact.ts'));
}

let httpErrors: Promise<typeof import('./http-error.ts')> | undefined;

/** The code of error responses (http-error.ts), loaded with the first one. */
export function loadHttpErrors(): Promise<typeof import('./http-error.ts')> {
  return (httpErrors ??= import('./http-error.ts'));
}

/**
 * The HttpError of a non-2xx response whose body text was already read. Its code loads with the
 * first error response, keeping it out of the bundle of calls that succeed.
 */
export async function httpError(response: Response, text: string, c: ResponseContext, statusText: string): Promise<HttpError> {
  return (await loadHttpErrors()).httpError(response, text, c, statusText);
}
