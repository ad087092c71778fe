// What every request of a client goes through: the token only for `baseUrl`'s origin, requests to
// any other origin refused, redirects never followed, transport failures as NetworkError. The pieces
// are separate functions so that a named call runs them inline, without a `send` layer of its own;
// requests of middleware and the raw client are sent by via-openapi-fetch.ts with the same pieces.
// Their errors (transport-errors.ts) load with the first one.
import { withErrors } from './lazy-errors.ts';
import type { Sent } from './transport-errors.ts';

export type { Sent };

/** A bearer token, or a function returning one (called before every request). */
export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

/** What every request of a client shares. */
export interface TransportConfig {
  /** `https://host:port/` of `baseUrl`: requests must start with it. */
  originPrefix: string;
  token: TokenSource | undefined;
  fetch: typeof globalThis.fetch;
  /**
   * True for the runtime's own fetch, which ends request and body when the signal aborts. An
   * injected fetch may not, so its promises are raced against the signal instead.
   */
  honoursSignal: boolean;
}

/** Resolves when `promise` settles, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    // Its outcome no longer counts, as when the signal aborts later: a rejection is not unhandled.
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

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

let errors: Promise<typeof import('./transport-errors.ts')> | undefined;

/** Rejects with the transport error `name` of transport-errors.ts, loaded with the first one. */
async function failed(name: 'refused' | 'badToken' | 'tokenThrew' | 'fetchFailed' | 'refusedResponse', sent: Sent, ...rest: unknown[]): Promise<never> {
  const module = await (errors ??= withErrors(import('./transport-errors.ts')));
  throw await (module[name] as (sent: Sent, ...rest: unknown[]) => unknown)(sent, ...rest);
}
