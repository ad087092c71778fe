// The transport's errors (transport.ts), loaded with the first one: requests that go through never
// load their messages.
import { errorClasses } from './error-classes.ts';
import type { NetworkError, RedirectError, RequestError } from './errors.ts';
import { redactLater } from './redact-lazy.ts';

/** The method and URL of a request, for its errors. */
export interface Sent {
  method: string;
  url: string;
}

/** A request to another origin than `baseUrl`'s. */
export function refused(context: Sent): RequestError {
  return new errorClasses.RequestError(`Refused ${context.method} ${context.url}: not the origin of baseUrl (create a client for it).`, context);
}

/** The `token` function threw. */
export function tokenThrew(context: Sent, error: unknown): RequestError {
  return new errorClasses.RequestError('The `token` function threw; nothing was sent.', { ...context, cause: error });
}

/** The token cannot be a header value; checked before fetch, whose own error would quote it. */
export function badToken(context: Sent): RequestError {
  return new errorClasses.RequestError('The token is not a valid header value (line break or non-Latin-1 character).', context);
}

/** fetch rejected (not on the call's abort). */
export function fetchFailed(context: Sent, error: unknown, token: string | undefined): Promise<NetworkError> {
  const why = error instanceof Error ? `: ${describeCause(error)}` : '';
  return redactLater(
    new errorClasses.NetworkError(`${context.method} ${context.url} failed${why}. Is the server reachable at baseUrl?`, { ...context, cause: error }),
    token,
  );
}

/** fetch resolved with something that is not a Response, or with a redirect (see `accepted` in transport.ts). */
export function refusedResponse(context: Sent, response: unknown, token: string | undefined): NetworkError | Promise<RedirectError> {
  const isResponse = typeof (response as Response | undefined)?.headers?.get === 'function' && typeof (response as Response).text === 'function';
  if (!isResponse) return new errorClasses.NetworkError(`${context.method} ${context.url}: fetch resolved with a non-Response.`, context);
  return redirected(response as Response, context, token);
}

/** The server redirected; the body is cancelled, the token redacted from the error. */
async function redirected(response: Response, context: Sent, token: string | undefined): Promise<RedirectError> {
  const status = response.status;
  const location = response.headers.get('location') ?? undefined;
  await response.body?.cancel().catch(() => undefined);
  return redactLater(
    new errorClasses.RedirectError(
      `${context.method} ${context.url} was redirected (HTTP ${status}${location ? ` to ${location}` : ''}); redirects are not followed, set baseUrl to the final address.`,
      { ...context, status, location },
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
