// The `fetch` openapi-fetch calls: it adds the token only for `baseUrl`'s origin, refuses requests
// to any other origin, never follows redirects, and turns transport failures into NetworkError.
import { NetworkError, RedirectError, RequestError } from './errors.ts';

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
  if (signal.aborted) return Promise.reject(signal.reason);
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

function isResponse(value: unknown): value is Response {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Response).status === 'number' &&
    typeof (value as Response).headers?.get === 'function' &&
    typeof (value as Response).text === 'function'
  );
}

async function resolveToken(token: TokenSource | undefined, method: string, url: string): Promise<string | undefined> {
  if (typeof token !== 'function') return token;
  try {
    return await token();
  } catch (error) {
    throw new RequestError(
      'The token function threw; no request was sent. Fix the token provider passed as `token`.',
      { method, url },
      { cause: error },
    );
  }
}

/** Sends one request: origin check, `Authorization`, the user's fetch, redirect refusal. */
export async function send(config: TransportConfig, request: Request): Promise<Response> {
  const { method, url } = request;
  if (!url.startsWith(config.originPrefix)) {
    throw new RequestError(
      `Refusing to send ${method} to ${new URL(url).origin}: the client only talks to ${config.originPrefix.slice(0, -1)} ` +
        '(its baseUrl), so credentials cannot leak. Create a separate client for the other server.',
      { method, url },
    );
  }
  const token = await resolveToken(config.token, method, url);
  if (token !== undefined && token !== '') {
    // A header value cannot hold line breaks; checking here keeps the token out of the runtime's message.
    if (/[\r\n\0]/.test(token) || /[^\t\x20-\x7e\x80-\xff]/.test(token)) {
      throw new RequestError('The token is not a valid HTTP header value (it has a line break or a non-Latin-1 character).', {
        method,
        url,
      });
    }
    request.headers.set('authorization', `Bearer ${token}`);
  }
  let response: unknown;
  try {
    if (request.signal?.aborted) throw request.signal.reason;
    const pending = config.fetch(request);
    response = await (config.honoursSignal ? pending : untilAborted(pending, request.signal));
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new NetworkError(
      `${method} ${url} failed before a response arrived${error instanceof Error ? `: ${describeCause(error)}` : ''}. ` +
        'Check that the server is reachable at baseUrl.',
      { method, url },
      { cause: error },
    );
  }
  if (!isResponse(response)) {
    throw new NetworkError(`${method} ${url}: the injected fetch resolved with something that is not a Response.`, { method, url });
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.headers.has('location'))) {
    const location = response.headers.get('location') ?? undefined;
    await response.body?.cancel().catch(() => undefined);
    throw new RedirectError(
      `${method} ${url} was redirected${location ? ` to ${location}` : ''} (HTTP ${response.status}). ` +
        'The client does not follow redirects, so that credentials stay with baseUrl; set baseUrl to the final address.',
      { status: response.status, location },
      { method, url },
    );
  }
  return response;
}

/** `fetch failed (ECONNREFUSED)`: the message plus the code or message of undici's cause, if any. */
function describeCause(error: Error): string {
  const cause = error.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  const detail = code ?? (cause instanceof Error ? cause.message : undefined);
  return detail ? `${error.message} (${detail})` : error.message;
}
