// The HttpError of a non-2xx response, loaded with the first one: the media type the spec declares for
// the status that the response's Content-Type matches, and the body read as that media type says.
import { errorClasses } from './error-classes.ts';
import type { HttpError } from './errors.ts';
import { excerpt } from './excerpt.ts';
import { errorBody } from './exact.ts';
import type { ResponseContext } from './response-context.ts';

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

/** The HttpError of a non-2xx response whose body text was already read. */
export function httpError(response: Response, text: string, c: ResponseContext, reason: string): HttpError {
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
    ({ body, bodyIssue } = errorBody(text, status, c));
    if (bodyIssue !== undefined) mediaType = undefined;
  }
  const statusText = reason ? ` ${reason}` : '';
  const summary = describeBody(body) ?? (text ? `"${excerpt(text)}"` : 'no body');
  return new errorClasses.HttpError(`${c.label} failed with HTTP ${status}${statusText}: ${summary}${bodyIssue ? ` (body ${bodyIssue})` : ''}.`, {
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
