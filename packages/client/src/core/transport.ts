// The `fetch` openapi-fetch calls: it adds the token only for `baseUrl`'s origin, refuses requests
// to any other origin, never follows redirects, and turns transport failures into NetworkError.
import { NetworkError, RedirectError, RequestError } from './errors.ts';
import { redactLater } from './redact-lazy.ts';

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

/**
 * What openapi-fetch builds for a named call when no middleware needs a real Request: its URL and
 * init, handed to fetch as they are. Sparing the second Request construction (fetch copies the one
 * it is given) is about 5% of a small call.
 */
export class PlainRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: RequestInit['body'];
  readonly signal: AbortSignal | undefined;
  readonly redirect: RequestInit['redirect'];
  constructor(url: string, init: RequestInit & { method: string; headers: Headers }) {
    this.url = url;
    this.method = init.method;
    this.headers = init.headers;
    this.body = init.body;
    this.signal = init.signal ?? undefined;
    this.redirect = init.redirect;
  }
}

/** Duck-typed, so that Responses of another realm (a test environment, a polyfill) pass. */
function isResponse(value: unknown): value is Response {
  return typeof (value as Response | undefined)?.headers?.get === 'function' && typeof (value as Response).text === 'function';
}

/** The token function's answer, within the request's signal: a provider that never settles cannot hang a call. */
async function resolveToken(
  token: () => string | undefined | Promise<string | undefined>,
  signal: AbortSignal | null | undefined,
  context: { method: string; url: string },
): Promise<string | undefined> {
  try {
    const value = token();
    return typeof value === 'object' && value !== null ? await untilAborted(value, signal) : value;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RequestError('The `token` function threw; nothing was sent.', { ...context, cause: error });
  }
}

/** The token each real Request (the raw client's, or with middleware) was sent with, for redaction. */
export const sentTokens = new WeakMap<object, string>();

/** Where `send` notes the token it sent, so that the call's errors can redact it. */
export interface SecretSink {
  secret: string | undefined;
}

/**
 * Sends one request: origin check, `Authorization`, the user's fetch, redirect refusal. The token
 * goes on the request only while fetch takes it: middleware, which sees the same Request before
 * and after, never does.
 */
export async function send(config: TransportConfig, request: Request | PlainRequest, sink?: SecretSink): Promise<Response> {
  const { method, url } = request;
  const context = { method, url };
  if (!url.startsWith(config.originPrefix)) {
    throw new RequestError(`Refused ${method} ${url}: not the origin of baseUrl (create a client for it).`, context);
  }
  const token = typeof config.token === 'function' ? await resolveToken(config.token, request.signal, context) : config.token;
  if (token) {
    // Checked here so that the runtime's own error, which quotes the value, never sees the token.
    if (/[^\t\x20-\x7e\x80-\xff]/.test(token)) {
      throw new RequestError('The token is not a valid header value (line break or non-Latin-1 character).', context);
    }
    request.headers.set('authorization', `Bearer ${token}`);
    if (sink !== undefined) sink.secret = token;
    else if (!(request instanceof PlainRequest)) sentTokens.set(request, token);
  }
  let response: unknown;
  try {
    if (request.signal?.aborted) throw request.signal.reason;
    const pending =
      request instanceof PlainRequest
        ? config.fetch(url, { method, headers: request.headers, body: request.body, signal: request.signal, redirect: request.redirect })
        : config.fetch(request);
    response = await (config.honoursSignal ? pending : untilAborted(pending, request.signal));
  } catch (error) {
    if (request.signal?.aborted) throw error;
    const why = error instanceof Error ? `: ${describeCause(error)}` : '';
    throw await redactLater(new NetworkError(`${method} ${url} failed${why}. Is the server reachable at baseUrl?`, { ...context, cause: error }), token);
  } finally {
    // A real Request is the one middleware sees; a PlainRequest's headers are the call's own.
    if (token && !(request instanceof PlainRequest)) request.headers.delete('authorization');
  }
  if (!isResponse(response)) throw new NetworkError(`${method} ${url}: fetch resolved with a non-Response.`, context);
  const status = response.status;
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400 && response.headers.has('location'))) {
    const location = response.headers.get('location') ?? undefined;
    await response.body?.cancel().catch(() => undefined);
    throw await redactLater(
      new RedirectError(
        `${method} ${url} was redirected (HTTP ${status}${location ? ` to ${location}` : ''}); redirects are not followed, set baseUrl to the final address.`,
        { ...context, status, location },
      ),
      token,
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
