// Turns an HTTP response into the typed 200 body or a typed error: content type, empty and malformed
// bodies, int64 precision, optional validation, and the documented body of each error status.
import { type ErrorContext, HttpError, NetworkError, ResponseParseError } from './errors.ts';
import { type Int64Shape, loadExact, mayHoldBigInteger } from './int64.ts';
import { untilAborted } from './transport.ts';
import type { Int64Mode } from './types.ts';
import type { ValidationIssue } from './errors.ts';

/** Checks a body against the response `status` of the call's operation (with `validate: true`). */
export type Validate = (status: number, data: unknown) => ValidationIssue[];

/** What reading one response needs to know. */
export interface ResponseContext extends ErrorContext {
  operationId: string;
  method: string;
  url: string;
  attempts: number;
  /** `operationId (METHOD path)`, the start of every message. */
  label: string;
  signal: AbortSignal;
  mode: Int64Mode;
  /** Int64 shape of the 200 body (bigint mode only). */
  shape: Int64Shape | undefined;
  validate: Validate | undefined;
  /** The media types of each error status key; undefined when all are `application/json` alone. */
  errorMedia: Readonly<Record<string, readonly string[]>> | undefined;
  /** The runtime's fetch ends the body when the signal aborts; no race needed. */
  honoursSignal: boolean;
}

const jsonType = /^\s*application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}

/** Reads a body under the call's signal; a connection dropped mid-body is a NetworkError. */
export async function readText(response: Response, c: ResponseContext): Promise<string> {
  try {
    return await (c.honoursSignal ? response.text() : untilAborted(response.text(), c.signal));
  } catch (error) {
    if (c.signal.aborted) throw error;
    throw new NetworkError(`${c.label}: the connection failed while reading the HTTP ${response.status} body.`, c, undefined, { cause: error });
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
      c,
      info,
    );
  }
  const text = await readText(response, c);
  // Only a body starting with whitespace can be blank; most bodies skip the test.
  if (text === '' || (text.charCodeAt(0) <= 32 && !/\S/.test(text))) {
    throw new ResponseParseError(`${c.label}: HTTP ${response.status} has an empty body, not JSON as specified.`, c, info);
  }
  const careful = mayHoldBigInteger(text);
  const notJson = (error: unknown) =>
    new ResponseParseError(
      `${c.label}: the HTTP ${response.status} body is not JSON (${String(error)}): "${excerpt(text)}", ${text.length} characters.`,
      c,
      info,
      { cause: error },
    );
  if (!careful && c.mode === 'number' && c.validate === undefined) {
    // The common case, at plain JSON.parse speed.
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw notJson(error);
    }
  }
  return (await loadExact()).finishBody(text, response.status, careful, c, notJson);
}

const jsonOnly = ['application/json'];
const jsonEssence = /^application\/(?:[^;\s]*\+)?json$/;

/**
 * The media type the spec declares for `status` that `contentType` is: the same type, or for a
 * declared JSON type any JSON type (`application/problem+json`). Parameters and case do not count.
 */
function declaredMediaType(declared: readonly string[], contentType: string | undefined): string | undefined {
  const essence = contentType?.split(';', 1)[0]!.trim().toLowerCase();
  if (!essence) return undefined;
  return declared.find((d) => d.toLowerCase() === essence) ?? (jsonEssence.test(essence) ? declared.find((d) => jsonEssence.test(d.toLowerCase())) : undefined);
}

/** The HttpError of a non-2xx response whose body text was already read. */
export async function httpError(response: Response, text: string, c: ResponseContext): Promise<HttpError> {
  const status = response.status;
  const contentType = response.headers.get('content-type') ?? undefined;
  const table = c.errorMedia;
  const declared = table === undefined ? jsonOnly : (table[status] ?? table.default ?? []);
  let mediaType = declaredMediaType(declared, contentType);
  let body: unknown;
  let bodyIssue: string | undefined;
  if (mediaType === undefined) {
    if (text !== '' || declared.length > 0) bodyIssue = `expected ${declared.join(' or ') || 'no body'}, got ${contentType ?? 'no content type'}`;
  } else if (!jsonEssence.test(mediaType.toLowerCase())) {
    body = text;
  } else {
    const careful = mayHoldBigInteger(text);
    if (careful || c.validate !== undefined) ({ body, bodyIssue } = (await loadExact()).errorBody(text, status, careful, c));
    else {
      try {
        body = JSON.parse(text) as unknown;
      } catch (error) {
        bodyIssue = `not JSON (${String(error)})`;
      }
    }
    if (bodyIssue !== undefined) mediaType = undefined;
  }
  const statusText = response.statusText ? ` ${response.statusText}` : '';
  const summary = describeBody(body) ?? (text ? `"${excerpt(text)}"` : 'no body');
  return new HttpError(`${c.label} failed with HTTP ${status}${statusText}: ${summary}${bodyIssue ? ` (body ${bodyIssue})` : ''}.`, c, {
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
