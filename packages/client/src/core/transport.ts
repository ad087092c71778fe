// What every request of a client goes through: the token only for `baseUrl`'s origin, requests to
// any other origin refused, redirects never followed, transport failures as NetworkError. The pieces
// are separate functions so that a named call (invoke.ts) runs them inline, without a `send` layer of
// its own; requests of middleware and the raw client are sent by openapi-fetch.ts with the same
// pieces. Their errors are written by failure.ts, loaded with the first one.
import type { Sent, TransportConfig } from './context.ts';
import { untilAborted } from './deadline.ts';
import { errorClasses } from './errors.ts';
import { loadFailure } from './on-demand.ts';

/**
 * The token to send with a request to `sent.url`, after the origin check: the token itself when it
 * is a string (no promise on the way of a call), else a promise of the token function's answer,
 * within the signal (a provider that never settles cannot hang a call). A token that cannot be a
 * header value is refused here, so that the runtime's own error, which quotes it, never sees it.
 */
export function authorize(config: TransportConfig, sent: Sent, signal: AbortSignal | null | undefined): string | undefined | Promise<string | undefined> {
  if (!sent.url.startsWith(config.originPrefix)) return failed('refused', sent);
  const token = config.token;
  if (typeof token !== 'function') return !token || valid(token) ? token : failed('badToken', sent);
  return (async () => {
    let value: string | undefined;
    try {
      const pending = token();
      value = typeof pending === 'object' && pending !== null ? await untilAborted(pending, signal) : pending;
    } catch (error) {
      if (signal?.aborted) throw error;
      return failed('tokenThrew', sent, error);
    }
    return !value || valid(value) ? value : failed('badToken', sent);
  })();
}

const valid = (token: string) => !/[^\t\x20-\x7e\x80-\xff]/.test(token);

/**
 * Whether fetch's answer may be read: a Response (duck-typed, so that Responses of another realm, a
 * test environment or a polyfill, pass) that is no redirect. Otherwise `refusedResponse` says why.
 */
export function accepted(response: Response): boolean {
  const status = response?.status;
  return (
    typeof response?.headers?.get === 'function' &&
    typeof response.text === 'function' &&
    response.type !== 'opaqueredirect' &&
    !(status >= 300 && status < 400 && response.headers.has('location'))
  );
}

/** The error of fetch's answer that `accepted` refused: not a Response, or a redirect (its body cancelled, the token redacted). */
export function refusedResponse(response: unknown, sent: Sent, token: string | undefined): Promise<never> {
  return failed('refusedResponse', sent, response, token);
}

/** The error of a fetch that rejected, unless the call's signal aborted (then its reason). */
export function fetchFailed(error: unknown, sent: Sent, token: string | undefined, signal: AbortSignal | null | undefined): Promise<never> {
  return signal?.aborted ? Promise.reject(error) : failed('fetchFailed', sent, error, token);
}

/** Rejects with the transport error `name` of failure.ts, loaded with the first one. */
async function failed(name: 'refused' | 'badToken' | 'tokenThrew' | 'fetchFailed' | 'refusedResponse', sent: Sent, ...rest: unknown[]): Promise<never> {
  const { transportErrors } = await loadFailure();
  throw await (transportErrors[name] as (...args: unknown[]) => unknown)(errorClasses, sent, ...rest);
}
